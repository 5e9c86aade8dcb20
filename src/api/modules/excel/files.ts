/**
 * What an uploaded workbook is, before anything parses it (decision 019): an .xlsx is a zip with
 * `[Content_Types].xml` and `xl/workbook.xml`; a password-protected .xlsx and an old .xls are
 * OLE2 compound files (D0 CF 11 E0); a CSV is text. Zip bombs are refused from the sizes of the
 * zip's central directory, without inflating anything.
 */
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
}

/** The entries of a zip from its central directory (no inflation), or undefined when it is not a readable zip. */
export function zipEntries(buf: Buffer): ZipEntry[] | undefined {
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
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return undefined;
    let compressed = buf.readUInt32LE(p + 20);
    let size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    let local = buf.readUInt32LE(p + 42);
    const name = buf.toString("utf8", p + 46, p + 46 + nameLen);
    // ZIP64 extra field: the 64-bit sizes of the fields set to 0xFFFFFFFF.
    let e = p + 46 + nameLen;
    const end = e + extraLen;
    while (e + 4 <= end) {
      const id = buf.readUInt16LE(e);
      const len = buf.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let q = e + 4;
        if (size === 0xffffffff) {
          size = Number(buf.readBigUInt64LE(q));
          q += 8;
        }
        if (compressed === 0xffffffff) {
          compressed = Number(buf.readBigUInt64LE(q));
          q += 8;
        }
        if (local === 0xffffffff) local = Number(buf.readBigUInt64LE(q));
      }
      e += 4 + len;
    }
    out.push({ name, compressed, size, offset: local });
    p = end + commentLen;
  }
  return out;
}

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An OLE2 file: a password-protected .xlsx holds "EncryptedPackage"; otherwise an old .xls. */
function ole2Problem(buf: Buffer): FileProblem {
  const utf16 = Buffer.from("EncryptedPackage", "utf16le");
  return buf.includes(utf16) || buf.includes(Buffer.from("EncryptionInfo", "utf16le"))
    ? { key: "excel.encrypted" }
    : { key: "excel.oldXls" };
}

/** Why a buffer is not a workbook we read, or undefined when it is one. */
export function checkWorkbook(buf: Buffer): FileProblem | undefined {
  if (buf.length === 0) return { key: "excel.fileEmpty" };
  if (buf.length > EXCEL_LIMITS.fileMaxBytes)
    return {
      key: "excel.fileTooLarge",
      params: { max: EXCEL_LIMITS.fileMaxBytes / 1024 / 1024 },
      tooLarge: true,
    };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(OLE2)) return ole2Problem(buf);
  if (buf.readUInt32LE(0) !== 0x04034b50) {
    // Text (a CSV renamed): printable UTF-8 or UTF-16 in the first bytes.
    const head = buf.subarray(0, 4096).toString("utf8");
    const printable = head.replace(/[^\t\n\r\x20-\x7e\u00a0-\uffff]/g, "").length / Math.max(1, head.length);
    return printable > 0.95 || (buf[0] === 0xff && buf[1] === 0xfe)
      ? { key: "excel.csv" }
      : { key: "excel.notXlsx" };
  }
  const entries = zipEntries(buf);
  if (!entries) return { key: "excel.notXlsx" };
  const names = new Set(entries.map((e) => e.name));
  if (!names.has("[Content_Types].xml") || !names.has("xl/workbook.xml")) return { key: "excel.notXlsx" };
  const total = entries.reduce((n, e) => n + e.size, 0);
  const bomb = entries.some(
    (e) => e.size > 1024 * 1024 && e.size / Math.max(1, e.compressed) > EXCEL_LIMITS.entryRatioMax,
  );
  if (total > EXCEL_LIMITS.unzippedMaxBytes || bomb)
    return { key: "excel.zipBomb", params: { max: EXCEL_LIMITS.unzippedMaxBytes / 1024 / 1024 } };
  return undefined;
}
