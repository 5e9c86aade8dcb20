/**
 * What an uploaded workbook is, before anything parses it (decision 019): an .xlsx is a zip with
 * `[Content_Types].xml` and `xl/workbook.xml`; a password-protected .xlsx and an old .xls are
 * OLE2 compound files (D0 CF 11 E0); a CSV is text. What a zip expands to is only known by inflating
 * it: `inflateZip` streams every entry, counting, and stops at the limits (decision 024).
 */
import { createInflateRaw } from "node:zlib";
import { EXCEL_LIMITS } from "../../../common/api/excel.ts";
import type { MessageKey, Params } from "../../../common/i18n/index.ts";

export interface FileProblem {
  key: MessageKey;
  params?: Params;
  /** 413 for the size, else 400. */
  tooLarge?: boolean;
}

export interface ZipEntry {
  name: string;
  compressed: number;
  size: number;
  offset: number;
  /** 0 stored, 8 deflated. */
  method: number;
  flags: number;
}

/** The entries of a zip's central directory and where the directory starts (no inflation). */
function centralDirectory(buf: Buffer): { entries: ZipEntry[]; at: number } | undefined {
  if (buf.length < 22) return undefined;
  // End of central directory: the last "PK\x05\x06" within the last 64 KB + 22 bytes.
  const from = Math.max(0, buf.length - 65_557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  let count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  // ZIP64: the locator just before gives the real directory.
  if (
    (count === 0xffff || offset === 0xffffffff) &&
    eocd >= 20 &&
    buf.readUInt32LE(eocd - 20) === 0x07064b50
  ) {
    const z64 = Number(buf.readBigUInt64LE(eocd - 12));
    if (z64 + 56 > buf.length || buf.readUInt32LE(z64) !== 0x06064b50) return undefined;
    count = Number(buf.readBigUInt64LE(z64 + 32));
    offset = Number(buf.readBigUInt64LE(z64 + 48));
  }
  const out: ZipEntry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) return undefined;
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    let compressed = buf.readUInt32LE(p + 20);
    let size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    let local = buf.readUInt32LE(p + 42);
    const name = buf.toString("utf8", p + 46, p + 46 + nameLen);
    const end = p + 46 + nameLen + extraLen;
    const z64 = zip64Extra(buf, p + 46 + nameLen, end, { size, compressed, local });
    if (!z64) return undefined;
    ({ size, compressed, local } = z64);
    out.push({ name, compressed, size, offset: local, method, flags });
    p = end + commentLen;
  }
  return { entries: out, at: offset };
}

/** The 64-bit values of the ZIP64 extra field (id 1) for the fields set to 0xFFFFFFFF. */
function zip64Extra(
  buf: Buffer,
  from: number,
  to: number,
  v: { size: number; compressed: number; local: number },
): { size: number; compressed: number; local: number } | undefined {
  if (to > buf.length) return undefined;
  const out = { ...v };
  for (let e = from; e + 4 <= to; ) {
    const id = buf.readUInt16LE(e);
    const len = buf.readUInt16LE(e + 2);
    if (id === 0x0001) {
      let q = e + 4;
      const take = () => {
        const n = q + 8 <= to ? Number(buf.readBigUInt64LE(q)) : -1;
        q += 8;
        return n;
      };
      if (out.size === 0xffffffff) out.size = take();
      if (out.compressed === 0xffffffff) out.compressed = take();
      if (out.local === 0xffffffff) out.local = take();
      if (out.size < 0 || out.compressed < 0 || out.local < 0) return undefined;
    }
    e += 4 + len;
  }
  return out;
}

/** The entries of a zip from its central directory (no inflation), or undefined when it is not a readable zip. */
export function zipEntries(buf: Buffer): ZipEntry[] | undefined {
  return centralDirectory(buf)?.entries;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const DESCRIPTOR = 0x08074b50;
const DESCRIPTOR_SIG = Buffer.from([0x50, 0x4b, 0x07, 0x08]);

interface Located {
  entry: ZipEntry;
  /** Where the entry's compressed bytes start and end. */
  start: number;
  end: number;
}

/**
 * Where each entry's bytes are, when a streaming reader (exceljs's unzipper: local headers one
 * after the other) and a central-directory reader (JSZip) cannot disagree about them: the entries
 * follow one another from byte 0 up to the central directory with nothing hidden between them,
 * each local header repeats its directory entry (name, method, compressed size), nothing is
 * encrypted, and an entry whose size comes after its data has no descriptor signature inside it
 * (a streaming reader would end the entry there and read what follows as another one).
 * Undefined otherwise.
 */
function zipLayout(buf: Buffer): Located[] | undefined {
  const dir = centralDirectory(buf);
  if (!dir) return undefined;
  const out: Located[] = [];
  let at = 0;
  for (const entry of [...dir.entries].sort((a, b) => a.offset - b.offset)) {
    if (entry.offset !== at || at + 30 > dir.at || buf.readUInt32LE(at) !== LOCAL) return undefined;
    const flags = buf.readUInt16LE(at + 6);
    const method = buf.readUInt16LE(at + 8);
    const nameLen = buf.readUInt16LE(at + 26);
    const start = at + 30 + nameLen + buf.readUInt16LE(at + 28);
    const sizes = zip64Extra(buf, at + 30 + nameLen, start, {
      size: buf.readUInt32LE(at + 22),
      compressed: buf.readUInt32LE(at + 18),
      local: 0,
    });
    const described = (flags & 0x08) !== 0;
    if (
      !sizes ||
      (flags & 0x01) !== 0 ||
      (method !== 0 && method !== 8) ||
      method !== entry.method ||
      described !== ((entry.flags & 0x08) !== 0) ||
      buf.toString("utf8", at + 30, at + 30 + nameLen) !== entry.name
    )
      return undefined;
    const end = start + entry.compressed;
    if (end > dir.at) return undefined;
    if (!described || sizes.compressed > 0) {
      if (sizes.compressed !== entry.compressed) return undefined;
      at = end;
    } else {
      // The sizes follow the data, after the first descriptor signature: it must be at `end`.
      if (buf.indexOf(DESCRIPTOR_SIG, start) !== end || end + 16 > dir.at) return undefined;
      at = end + 16;
    }
    if (described && buf.readUInt32LE(end) === DESCRIPTOR && at === end) at = end + 16;
    out.push({ entry, start, end });
  }
  return at === dir.at ? out : undefined;
}

/** A part of a zip and where its compressed bytes are (from `zipParts`). */
export type ZipPart = Located;

/**
 * The parts of a zip in the order of their bytes, when its readers cannot disagree about them
 * (see zipLayout); undefined otherwise.
 */
export function zipParts(buf: Buffer): ZipPart[] | undefined {
  return zipLayout(buf);
}

/**
 * Inflates one part of `zipParts` to `sink` (which may answer a promise: the inflation waits for
 * it), stopping past `cap` inflated bytes ("over"). The part's bytes must end where the zip says.
 */
export async function inflatePart(
  buf: Buffer,
  { entry, start, end }: ZipPart,
  cap: number,
  sink: EntrySink,
): Promise<{ ok: true; bytes: number } | { ok: false; reason: "invalid" | "over" | "stopped" }> {
  const r = await inflateEntry(
    buf.subarray(start, entry.method === 0 ? end : undefined),
    entry.method,
    cap,
    sink,
  );
  if (r.error) return { ok: false, reason: "invalid" };
  if (r.stopped) return { ok: false, reason: "stopped" };
  if (r.over) return { ok: false, reason: "over" };
  if (r.consumed !== end - start) return { ok: false, reason: "invalid" };
  return { ok: true, bytes: r.bytes };
}

export interface ZipLimits {
  /** Entries of the archive. */
  entries: number;
  /** Inflated bytes of one entry: past them the entry stops inflating and is reported oversized. */
  entryBytes: number;
  /** Inflated bytes of all the entries together: past them the walk stops. */
  totalBytes: number;
}

/**
 * Takes an entry's inflated bytes chunk by chunk; answering false stops the walk. A promise holds
 * the inflation until it settles (a reader that hands rows to slower work on the way).
 */
export type EntrySink = (chunk: Buffer) => boolean | undefined | Promise<boolean | undefined>;

export type ZipWalk =
  | { ok: true; oversized: string[]; inflated: number }
  | { ok: false; reason: "invalid" | "entries" | "total" | "stopped" };

const CHUNK = 64 * 1024;

const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * What a walk of a workbook's zip that went wrong (or found a part over its limit) tells the seller;
 * undefined when it went well. One rule for .xlsx and .ods (decision 024).
 */
export function zipWalkProblem(walk: ZipWalk): FileProblem | undefined {
  if (!walk.ok) {
    if (walk.reason === "entries")
      return { key: "excel.tooManyParts", params: { max: EXCEL_LIMITS.partsMax } };
    if (walk.reason === "total")
      return { key: "excel.zipBomb", params: { max: mb(EXCEL_LIMITS.unzippedMaxBytes) } };
    return { key: "excel.notXlsx" };
  }
  if (walk.oversized.length) return { key: "excel.zipBomb", params: { max: mb(EXCEL_LIMITS.partMaxBytes) } };
  return undefined;
}

/** A stored entry's bytes to `sink` as inflated ones would go: a chunk at a time, letting other work in between. */
async function storedEntry(data: Buffer, cap: number, sink: EntrySink | undefined) {
  const bytes = Math.min(data.length, cap + 1);
  for (let i = 0; i < bytes; i += CHUNK) {
    if (i > 0) await new Promise(setImmediate);
    if ((await sink?.(data.subarray(i, Math.min(bytes, i + CHUNK)))) === false)
      return { bytes, consumed: data.length, stopped: true };
  }
  return { bytes, consumed: data.length, over: data.length > cap };
}

/**
 * Inflates an entry's bytes (stored or deflated) to `sink`, counting, and stops past `cap`
 * bytes. Deflated data goes through zlib's stream (in the thread pool, a chunk at a time),
 * never in one piece on the event loop; the data given may run past the entry's end: the
 * deflate stream ends itself, and `consumed` says where.
 */
function inflateEntry(
  data: Buffer,
  method: number,
  cap: number,
  sink: EntrySink | undefined,
): Promise<{ bytes: number; consumed: number; over?: boolean; stopped?: boolean; error?: boolean }> {
  if (method === 0) return storedEntry(data, cap, sink);
  return new Promise((resolve) => {
    const z = createInflateRaw({ chunkSize: CHUNK });
    let bytes = 0;
    let done = false;
    const finish = (r: { over?: boolean; stopped?: boolean; error?: boolean }) => {
      if (done) return;
      done = true;
      if (r.over || r.stopped) z.destroy();
      resolve({ bytes, consumed: z.bytesWritten, ...r });
    };
    // A sink's work in progress: no more chunks, and no end, until it is done.
    let waiting: Promise<void> | undefined;
    z.on("data", (chunk: Buffer) => {
      if (done) return;
      bytes += chunk.length;
      if (bytes > cap) return finish({ over: true });
      const r = sink?.(chunk);
      if (r === false) finish({ stopped: true });
      else if (r instanceof Promise) {
        z.pause();
        waiting = r.then(
          (v) => {
            waiting = undefined;
            if (v === false) finish({ stopped: true });
            else z.resume();
          },
          () => finish({ error: true }),
        );
      }
    });
    z.on("end", () => (waiting ? waiting.then(() => finish({})) : finish({})));
    z.on("error", () => finish({ error: true }));
    z.end(data);
  });
}

/**
 * Inflates every entry of a zip, counting what is really inflated (the sizes a zip declares are
 * never trusted): an entry past `limits.entryBytes` stops there and is reported in `oversized`;
 * all entries past `limits.totalBytes` stop the walk. `open(name)` gives the sink of an entry's
 * bytes, or undefined to only count them (every entry is inflated: whatever reads the file later
 * would inflate them too). A zip whose readers could disagree about its entries is `invalid`.
 */
export async function inflateZip(
  buf: Buffer,
  limits: ZipLimits,
  open: (name: string) => EntrySink | undefined,
): Promise<ZipWalk> {
  const entries = zipEntries(buf);
  if (!entries) return { ok: false, reason: "invalid" };
  if (entries.length > limits.entries) return { ok: false, reason: "entries" };
  const layout = zipLayout(buf);
  if (!layout) return { ok: false, reason: "invalid" };
  const oversized: string[] = [];
  let total = 0;
  for (const { entry, start, end } of layout) {
    const left = limits.totalBytes - total;
    const cap = Math.min(limits.entryBytes, left);
    // Deflated: from the entry's start to the directory (a stream running past its entry is refused below).
    const data = buf.subarray(start, entry.method === 0 ? end : undefined);
    const r = await inflateEntry(data, entry.method, cap, open(entry.name));
    total += Math.min(r.bytes, cap);
    if (r.error) return { ok: false, reason: "invalid" };
    if (r.stopped) return { ok: false, reason: "stopped" };
    if (r.over) {
      if (cap === left) return { ok: false, reason: "total" };
      oversized.push(entry.name);
    } else if (r.consumed !== end - start) return { ok: false, reason: "invalid" };
  }
  return { ok: true, oversized, inflated: total };
}

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An OLE2 file: a password-protected .xlsx holds "EncryptedPackage"; otherwise an old .xls. */
function ole2Problem(buf: Buffer): FileProblem {
  const utf16 = Buffer.from("EncryptedPackage", "utf16le");
  return buf.includes(utf16) || buf.includes(Buffer.from("EncryptionInfo", "utf16le"))
    ? { key: "excel.encrypted" }
    : { key: "excel.oldXls" };
}

/**
 * Text whose first lines (two at least) are split by one separator (`,`, `;` or a tab) into the
 * same number of fields. The last line of the head read may be cut: it is left out.
 */
function looksLikeCsv(text: string): boolean {
  const lines = text.split(/\r?\n/);
  const whole = lines.slice(0, Math.min(5, lines.length - 1)).filter((l) => l.trim());
  if (whole.length < 2) return false;
  return [",", ";", "\t"].some((sep) => {
    const counts = whole.map((l) => l.split(sep).length);
    return (counts[0] ?? 1) > 1 && counts.every((c) => c === counts[0]);
  });
}

const ODS_TYPE = Buffer.from("application/vnd.oasis.opendocument.spreadsheet");

/**
 * What a zip that passed `checkWorkbook` is: an OpenDocument spreadsheet (its first entry, stored,
 * is `mimetype` naming the type, and it has `content.xml`), else an .xlsx.
 */
export function workbookKind(buf: Buffer): "xlsx" | "ods" {
  const head = buf.subarray(0, 30 + 8 + ODS_TYPE.length + 64);
  if (!head.includes(Buffer.from("mimetype")) || !head.includes(ODS_TYPE)) return "xlsx";
  return zipEntries(buf)?.some((e) => e.name === "content.xml") ? "ods" : "xlsx";
}

/**
 * Why a buffer is not a workbook we read (.xlsx, or .ods: decision 032), or undefined when it is
 * one. A CSV is refused with a message naming it (decision 032: a CSV has no drop-downs, no
 * types and no agreed separator or number format).
 */
export function checkWorkbook(buf: Buffer): FileProblem | undefined {
  if (buf.length === 0) return { key: "excel.fileEmpty" };
  if (buf.length > EXCEL_LIMITS.fileMaxBytes)
    return {
      key: "excel.fileTooLarge",
      params: { max: EXCEL_LIMITS.fileMaxBytes / 1024 / 1024 },
      tooLarge: true,
    };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(OLE2)) return ole2Problem(buf);
  if (buf.length < 4 || buf.readUInt32LE(0) !== LOCAL) {
    // Text (a CSV renamed): printable UTF-8 or UTF-16 in the first bytes.
    const head = buf.subarray(0, 4096).toString("utf8");
    const printable = head.replace(/[^\t\n\r\x20-\x7e\u00a0-\uffff]/g, "").length / Math.max(1, head.length);
    if (!(printable > 0.95 || (buf[0] === 0xff && buf[1] === 0xfe))) return { key: "excel.notXlsx" };
    return looksLikeCsv(buf[0] === 0xff && buf[1] === 0xfe ? buf.subarray(2, 8192).toString("utf16le") : head)
      ? { key: "excel.csv" }
      : { key: "excel.text" };
  }
  const entries = zipEntries(buf);
  if (!entries) return { key: "excel.notXlsx" };
  const names = new Set(entries.map((e) => e.name));
  if (workbookKind(buf) === "ods") return undefined;
  if (!names.has("[Content_Types].xml") || !names.has("xl/workbook.xml")) return { key: "excel.notXlsx" };
  return undefined;
}
