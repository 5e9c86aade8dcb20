/**
 * Zips written by hand for the upload limits (decision 024): entries whose declared sizes lie, and
 * deflate streams that expand to many megabytes from a few kilobytes, built without ever holding
 * the expanded bytes (copies of one sync-flushed deflate segment, then an empty final block).
 */
import { deflateRawSync, constants as z } from "node:zlib";

/** A deflate stream of `parts` in order, each [text or bytes, times]: about 1 KB per MB of repeated bytes. */
export function deflated(...parts: [string | Buffer, number][]): Buffer {
  const out: Buffer[] = [];
  for (const [part, times] of parts) {
    const segment = deflateRawSync(Buffer.from(part), { finishFlush: z.Z_SYNC_FLUSH });
    for (let i = 0; i < times; i++) out.push(segment);
  }
  // The final block: fixed Huffman codes, only the end-of-block code.
  out.push(Buffer.from([0x03, 0x00]));
  return Buffer.concat(out);
}

/** `bytes` repeated up to `total` bytes, in 1 MB segments (`total` a multiple of 1 MB). */
export function filler(total: number, byte = 0): [Buffer, number] {
  return [Buffer.alloc(1024 * 1024, byte), Math.ceil(total / 1024 / 1024)];
}

export interface RawEntry {
  name: string;
  /** The bytes as stored: deflated (method 8) or not (method 0). */
  data: Buffer;
  method?: 0 | 8;
  /** The expanded size the headers declare (the truth is never checked by the writer). */
  declared?: number;
}

/** A zip of these entries, local headers then the central directory, sizes as declared. */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const method = e.method ?? 8;
    const declared = e.declared ?? (method === 0 ? e.data.length : 0);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(method, 8);
    head.writeUInt32LE(e.data.length, 18);
    head.writeUInt32LE(declared, 22);
    head.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(e.data.length, 20);
    dir.writeUInt32LE(declared, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(head, name, e.data);
    central.push(dir, name);
    offset += 30 + name.length + e.data.length;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, end]);
}

/** The two parts that make a zip look like a workbook (unless given), then these. */
export function workbookZip(...entries: RawEntry[]): Buffer {
  const stored = (name: string, text: string): RawEntry => ({ name, data: Buffer.from(text), method: 0 });
  const parts = [
    stored("[Content_Types].xml", '<?xml version="1.0"?><Types/>'),
    stored("xl/workbook.xml", '<?xml version="1.0"?><workbook/>'),
  ].filter((p) => !entries.some((e) => e.name === p.name));
  return rawZip([...parts, ...entries]);
}
