/**
 * What a PDF carries besides pages (issue 31, docs/decisions/072): JavaScript (and XFA forms,
 * which hold scripts), launch actions (open a program or a file), embedded files. Read by a
 * tokenizer of PDF syntax (comments, literal and hex strings, names with their #xx escapes, dicts,
 * streams skipped by their /Length or up to `endstream`), over the file and over the inside of
 * every object stream (/Type /ObjStm, inflated within a cap), where dictionaries may hide from a
 * reader of the file's bytes. An encrypted PDF cannot be read that way: it is refused as protected.
 *
 * No PDF library is a dependency (pdfkit only writes); a full parser (pdf-lib) would also check
 * the cross-reference table: see the decision.
 */
import { promisify } from "node:util";
import { inflate as inflateCb, constants as z } from "node:zlib";

const inflate = promisify(inflateCb);

export type PdfHazard = "script" | "launch" | "embedded" | "protected" | "unreadable" | "tooBig";

const HAZARDS: Record<string, PdfHazard> = {
  JavaScript: "script",
  JS: "script",
  XFA: "script",
  Launch: "launch",
  EmbeddedFile: "embedded",
  EmbeddedFiles: "embedded",
  FileAttachment: "embedded",
  GoToE: "embedded",
  RichMedia: "embedded",
  Encrypt: "protected",
};

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIM = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (c: number) => !WHITE.has(c) && !DELIM.has(c);

/** A name's text with its #xx escapes decoded (`/J#61vaScript` is /JavaScript). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

interface Scan {
  hazard?: PdfHazard;
  /** Where each object stream's data is (start, end) in the scanned bytes. */
  objectStreams: [number, number][];
}

/** The end of a literal string that starts at `i` (the `(`), with nesting and escapes. */
function skipString(b: Buffer, i: number): number {
  let depth = 0;
  for (; i < b.length; i++) {
    const c = b[i];
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return b.length;
}

/** Where a stream's data ends: after /Length bytes when that is a number and `endstream` follows, else at `endstream`. */
function streamEnd(b: Buffer, start: number, length: number | undefined): number {
  if (length !== undefined && start + length <= b.length) {
    const after = b.subarray(start + length, start + length + 12).toString("latin1");
    if (/^\s*endstream/.test(after)) return start + length;
  }
  const end = b.indexOf("endstream", start, "latin1");
  return end < 0 ? b.length : end;
}

/**
 * Tokenizes `b`: every name is looked up among the hazards; every stream is skipped (its data is
 * not PDF syntax), and an object stream's data is noted to be read in turn.
 */
function scan(b: Buffer): Scan {
  const out: Scan = { objectStreams: [] };
  // The last dictionary's /Length (a direct number), /Type /ObjStm and /Filter /FlateDecode.
  let last: { length?: number; objStm: boolean; flate: boolean; other: boolean } = {
    objStm: false,
    flate: false,
    other: false,
  };
  let prevName = "";
  let depth = 0;
  let i = 0;
  while (i < b.length) {
    const c = b[i] as number;
    if (WHITE.has(c)) {
      i++;
    } else if (c === 0x25) {
      // A comment, to the end of the line.
      while (i < b.length && b[i] !== 0x0a && b[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      i = skipString(b, i);
    } else if (c === 0x3c && b[i + 1] === 0x3c) {
      // A new top dictionary (not one inside it, as /DecodeParms << … >>): its keys are noted afresh.
      if (depth === 0) last = { objStm: false, flate: false, other: false };
      depth++;
      prevName = "";
      i += 2;
    } else if (c === 0x3e && b[i + 1] === 0x3e) {
      depth = Math.max(0, depth - 1);
      prevName = "";
      i += 2;
    } else if (c === 0x3c) {
      const end = b.indexOf(0x3e, i);
      i = end < 0 ? b.length : end + 1;
    } else if (c === 0x2f) {
      let j = i + 1;
      while (j < b.length && isRegular(b[j] as number)) j++;
      const name = decodeName(b.toString("latin1", i + 1, j));
      const hazard = HAZARDS[name];
      if (hazard) return { ...out, hazard };
      if (prevName === "Type" && name === "ObjStm") last.objStm = true;
      if (prevName === "Filter" || (prevName === "" && name.endsWith("Decode"))) {
        if (name === "FlateDecode") last.flate = true;
        else if (name.endsWith("Decode")) last.other = true;
      }
      prevName = name === "Length" || name === "Type" || name === "Filter" ? name : "";
      i = j;
    } else if (isRegular(c)) {
      let j = i;
      while (j < b.length && isRegular(b[j] as number)) j++;
      const word = b.toString("latin1", i, j);
      if (prevName === "Length" && /^\d+$/.test(word)) {
        // "/Length 12 0 R" is a reference, not the length: only a number not followed by "0 R".
        const ref = /^\s+\d+\s+R\b/.test(b.toString("latin1", j, j + 16));
        last.length = ref ? undefined : Number(word);
      }
      if (word !== "R" && !/^\d+$/.test(word)) prevName = "";
      i = j;
      if (word === "stream") {
        // The data starts after the end of the line.
        if (b[i] === 0x0d) i++;
        if (b[i] === 0x0a) i++;
        const end = streamEnd(b, i, last.length);
        if (last.objStm) {
          if (!last.flate || last.other) return { ...out, hazard: "unreadable" };
          out.objectStreams.push([i, end]);
        }
        i = end;
        depth = 0;
        last = { objStm: false, flate: false, other: false };
      }
    } else {
      i++;
    }
  }
  return out;
}

/**
 * The first hazard of a PDF (undefined: pages only) and the bytes inflated to find it. `maxInflated`
 * bounds the inside of all object streams together (past it: tooBig).
 */
export async function inspectPdf(
  data: Buffer,
  maxInflated: number,
): Promise<{ hazard?: PdfHazard; inflated: number }> {
  if (data.subarray(0, 5).toString("latin1") !== "%PDF-") return { hazard: "unreadable", inflated: 0 };
  // Readers look for the end-of-file marker within the last bytes.
  if (!data.subarray(Math.max(0, data.length - 2048)).includes("%%EOF"))
    return { hazard: "unreadable", inflated: 0 };
  const top = scan(data);
  if (top.hazard) return { hazard: top.hazard, inflated: 0 };
  let inflated = 0;
  for (const [start, end] of top.objectStreams) {
    let inside: Buffer;
    try {
      inside = await inflate(data.subarray(start, end), {
        finishFlush: z.Z_SYNC_FLUSH,
        maxOutputLength: Math.max(1, maxInflated - inflated),
      });
    } catch (err) {
      const tooBig = (err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE";
      return { hazard: tooBig ? "tooBig" : "unreadable", inflated: tooBig ? maxInflated : inflated };
    }
    inflated += inside.length;
    const hazard = scan(inside).hazard;
    if (hazard) return { hazard, inflated };
  }
  return { inflated };
}
