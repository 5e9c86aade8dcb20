/**
 * Reading and writing the catalogue workbooks with exceljs (decision 019; DESIGN.md "Known facts"):
 * - the template and the export go through the streaming writer, with the drop-down lists by
 *   range on a hidden sheet, a header row, a row saying what each column takes, and an
 *   instructions sheet with an example row;
 * - imports go through the sheet XML reader of xlsx-reader.ts, row by row; columns are found by
 *   their header; merged cells come from sheetFacts' scan of the sheet's XML;
 * - the annotated copy of the seller's file: annotate-stream.ts (a job, streaming; decision 066).
 */
import { readFile } from "node:fs/promises";
import { PassThrough } from "node:stream";
import type ExcelJS from "exceljs";
import { EXCEL_LIMITS, type RowError } from "../../../common/api/excel.ts";
import type { ProductFields } from "../../../common/api/seller-products.ts";
import { LOCALES, type Locale, type MessageKey, type Params, translate } from "../../../common/i18n/index.ts";
import { loadExcelJS } from "../../infra/lazy.ts";
import {
  type Cell,
  type Column,
  headerIndex,
  type ListName,
  type Lookups,
  listValues,
  normalize,
  readCell,
} from "./columns.ts";
import { type FileProblem, inflateZip, workbookKind, zipWalkProblem } from "./files.ts";
import { odsFacts, readOdsRows } from "./ods-reader.ts";
import { ParseBudgetError, ParseClock, tooSlowProblem } from "./parse-clock.ts";
import { openXlsx } from "./xlsx-reader.ts";

const HEADER_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FF1F3A5F" } } as const;
const HINT_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFEFF3F8" } } as const;
export const ERROR_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFF9C9C" } } as const;
/** exceljs has them on every worksheet, but its types leave them out. */
interface DataValidations {
  model: Record<string, ExcelJS.DataValidation | undefined>;
  add(address: string, validation: ExcelJS.DataValidation): void;
}
const validationsOf = (ws: unknown) => (ws as { dataValidations: DataValidations }).dataValidations;

/** Data rows start here (row 1: headers, row 2: what each column takes). */
export const FIRST_DATA_ROW = 3;

const colLetter = (n: number): string => {
  let s = "";
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
};

export interface WriteOptions {
  locale: Locale;
  columns: Column[];
  lookups: Lookups;
  /** The products of an export (none: a template). */
  rows?: AsyncIterable<ProductFields[]>;
  /** Categories offered by the drop-down (a category template: it and its subcategories). */
  categoryIds?: Set<number>;
  /** "Template for the category: …" or every category. */
  categoryName?: string;
  example?: ProductFields;
  /** Told the rows written so far, after each batch of an export. */
  progress?: (rows: number) => Promise<void> | void;
}

/** Writes a template or an export with the streaming writer; answers the .xlsx bytes. */
export async function writeWorkbook(opts: WriteOptions): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    stream.on("end", resolve);
    stream.on("error", reject);
  });
  await writeInto(opts, { stream });
  await done;
  return Buffer.concat(chunks);
}

/** Writes a template or an export to a file of the local disk (a job's export: decision 066). */
export async function writeWorkbookFile(opts: WriteOptions, filename: string): Promise<void> {
  await writeInto(opts, { filename });
}

async function writeInto(opts: WriteOptions, target: { stream: PassThrough } | { filename: string }) {
  const { locale, columns, lookups } = opts;
  const ExcelJS = await loadExcelJS();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ ...target, useStyles: true, useSharedStrings: false });
  wb.creator = "RigMarket";
  const sheetName = translate(locale, "excel.sheet.products");
  const listsName = translate(locale, "excel.sheet.lists");

  // ------------------------------------------------------------ the products sheet
  const ws = wb.addWorksheet(sheetName, { views: [{ state: "frozen", xSplit: 2, ySplit: 2 }] });
  ws.columns = columns.map((c) => ({ key: c.key, width: c.width }));
  const head = ws.addRow(columns.map((c) => c.header(locale)));
  head.font = { bold: true, color: { argb: "FFFFFFFF" } };
  head.fill = HEADER_FILL;
  head.alignment = { vertical: "middle", wrapText: true };
  head.height = 30;
  head.commit();
  const hints = ws.addRow(columns.map((c) => c.hint(locale)));
  hints.font = { italic: true, size: 9, color: { argb: "FF4A5568" } };
  hints.fill = HINT_FILL;
  hints.alignment = { vertical: "top", wrapText: true };
  hints.height = 42;
  hints.commit();

  // Drop-downs by range, their values on the hidden sheet (one column per list).
  const lists: { name: ListName; values: string[] }[] = [];
  for (const c of columns) {
    if (!c.list || lists.some((l) => l.name === c.list)) continue;
    lists.push({ name: c.list, values: listValues(c.list, lookups, locale, opts.categoryIds) });
  }
  const lastRow = FIRST_DATA_ROW + EXCEL_LIMITS.rowsMax - 1;
  columns.forEach((c, i) => {
    const at = lists.findIndex((l) => l.name === c.list);
    const list = lists[at];
    if (!list?.values.length) return;
    const letter = colLetter(at + 1);
    validationsOf(ws).add(`${colLetter(i + 1)}${FIRST_DATA_ROW}:${colLetter(i + 1)}${lastRow}`, {
      type: "list",
      allowBlank: true,
      formulae: [`'${listsName}'!$${letter}$1:$${letter}$${list.values.length}`],
      showErrorMessage: !c.freeList,
      errorStyle: c.freeList ? "information" : "stop",
      showInputMessage: true,
      promptTitle: c.header(locale).slice(0, 32),
      prompt: c.hint(locale).slice(0, 255),
    });
  });

  let count = 0;
  if (opts.rows) {
    for await (const batch of opts.rows) {
      for (const p of batch) {
        const row = ws.addRow(columns.map((c) => c.format(p, lookups, locale)));
        row.commit();
        // The event loop gets a turn every few rows: an export of thousands never holds it long.
        if (++count % 200 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      }
      await opts.progress?.(count);
    }
  }
  ws.commit();

  // ------------------------------------------------------------ instructions, with an example row
  const info = wb.addWorksheet(translate(locale, "excel.sheet.instructions"));
  info.columns = [{ width: 110 }];
  const line = (text: string, bold = false) => {
    const r = info.addRow([text]);
    r.font = bold ? { bold: true, size: 13 } : { size: 11 };
    r.alignment = { wrapText: true, vertical: "top" };
    r.commit();
  };
  line(translate(locale, "excel.instructions.title"), true);
  line(
    opts.categoryName
      ? translate(locale, "excel.instructions.category", { category: opts.categoryName })
      : translate(locale, "excel.instructions.allCategories"),
  );
  for (const n of [1, 2, 3, 4, 5, 6] as const)
    line(`${n}. ${translate(locale, `excel.instructions.${n}`, { sheet: sheetName })}`);
  line(
    `7. ${translate(locale, "excel.instructions.7", {
      size: EXCEL_LIMITS.fileMaxBytes / 1024 / 1024,
      rows: EXCEL_LIMITS.rowsMax,
    })}`,
  );
  if (opts.example) {
    info.addRow([]).commit();
    line(translate(locale, "excel.instructions.example", { sheet: sheetName }), true);
    for (const [i, c] of columns.entries()) {
      const r = info.addRow([
        `${c.header(locale)}: ${String(c.format(opts.example, lookups, locale) ?? "")}`,
      ]);
      r.font = i % 2 ? { size: 10 } : { size: 10, color: { argb: "FF1F3A5F" } };
      r.commit();
    }
  }
  info.commit();

  // ------------------------------------------------------------ the hidden lists
  const listSheet = wb.addWorksheet(listsName, { state: "hidden" });
  const longest = Math.max(0, ...lists.map((l) => l.values.length));
  for (let r = 0; r < longest; r++) listSheet.addRow(lists.map((l) => l.values[r] ?? null)).commit();
  listSheet.commit();

  await wb.commit();
}

// ---------------------------------------------------------------- reading
export interface SheetFacts {
  /** What the file is: an Office Open XML workbook, or an OpenDocument spreadsheet (ods-reader.ts). */
  kind: "xlsx" | "ods";
  /**
   * Rows of each worksheet that hold at least one value (a header, a hint, a product), in the
   * order of the workbook: what a seller would count. A row of styled empty cells (LibreOffice
   * writes a thousand under a drop-down) holds none.
   */
  filled: Map<string, number>;
  /**
   * Rows of each worksheet by its name: its `<dimension>`, or the rows counted when the writer
   * left the dimension out.
   */
  rows: Map<string, number>;
  /** Merged ranges of each worksheet by its name ("A3:A10"). */
  merges: Map<string, string[]>;
}

/** The tags sheetFacts reads in a worksheet (ASCII, so found in the inflated bytes as they are). */
const SHEET_TAGS = [
  { start: "<dimension ", re: /<dimension ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/g },
  { start: "<mergeCell ", re: /<mergeCell ref="([A-Z]+\d+:[A-Z]+\d+)"/g },
] as const;
/** Longer than any tag above: the end of a chunk kept to find a tag cut by the next chunk. */
const CARRY = 128;

/**
 * Calls `found` for each SHEET_TAGS tag of a worksheet given chunk by chunk. The bytes are searched
 * as they are and only the part from a tag on is decoded: the rows (nearly all of a 10,000-row
 * sheet) are never turned into strings.
 */
export function sheetScanner(found: (start: string, m: RegExpMatchArray) => void) {
  let carry = Buffer.alloc(0);
  return (data: Uint8Array) => {
    const chunk = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    // A tag cut by the chunk boundary starts in the carried bytes and ends in this chunk.
    if (carry.length) {
      const edge = Buffer.concat([carry, chunk.subarray(0, CARRY)]).toString("latin1");
      for (const tag of SHEET_TAGS)
        for (const m of edge.matchAll(tag.re))
          if (m.index < carry.length && m.index + m[0].length > carry.length) found(tag.start, m);
    }
    for (const tag of SHEET_TAGS) {
      const at = chunk.indexOf(tag.start);
      if (at >= 0) for (const m of chunk.toString("latin1", at).matchAll(tag.re)) found(tag.start, m);
    }
    // The stream's last CARRY bytes (a chunk may be shorter than a tag).
    carry =
      chunk.length >= CARRY
        ? Buffer.from(chunk.subarray(chunk.length - CARRY))
        : Buffer.concat([carry, chunk]).subarray(-CARRY);
  };
}

/** The bytes after an element's name: a space, `>`, `/` or a line break (so `<row` is not `<rowBreaks`). */
const ENDS_NAME = new Uint8Array(256);
for (const b of [0x20, 0x3e, 0x2f, 0x09, 0x0a, 0x0d]) ENDS_NAME[b] = 1;
const LT = 0x3c;

/**
 * Calls `found(i)` for each start of an element `names[i]` ("<row", "<c") in XML given chunk by
 * chunk, in the order of the document, wherever the chunks are cut; `found` answering false stops
 * the scan (and the scanner answers false). Counts what a parser will really read, without
 * decoding the bytes. One pass over the bytes: a worksheet has a `<` every ten bytes or so, and a
 * search call per element cost more than looking at every byte (decision 038, update of
 * 2026-11-28).
 */
export function elementCounter(names: readonly string[], found: (i: number) => boolean | undefined) {
  const needles = names.map((n) => {
    if (!n.startsWith("<")) throw new Error(`elementCounter: ${n} is not an element's start`);
    return Buffer.from(n, "latin1");
  });
  // A start this close to the end may lack the byte after the name: left for the next chunk.
  const keep = Math.max(...needles.map((n) => n.length));
  let pending = Buffer.alloc(0);
  return (data: Uint8Array): boolean => {
    const chunk = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const all = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    const limit = all.length - keep;
    for (let at = 0; at < limit; at++) {
      if (all[at] !== LT) continue;
      const k = needles.findIndex((needle) => startsElement(all, at, needle));
      if (k >= 0 && found(k) === false) return false;
    }
    pending = Buffer.from(all.subarray(Math.max(0, limit)));
    return true;
  };
}

const ROW = Buffer.from("<row", "latin1");
const CELL = Buffer.from("<c", "latin1");
const VALUES = [Buffer.from("<v", "latin1"), Buffer.from("<is", "latin1")];
/** The fewest bytes a cell takes (`<c/>`): a row shorter than four bytes a cell cannot hold too many. */
const CELL_MIN_BYTES = 4;

/** Whether the element `needle` ("<c") starts at `at`, where `buf` holds a `<`: its name, then a byte that ends it. */
function startsElement(buf: Buffer, at: number, needle: Buffer): boolean {
  for (let j = 1; j < needle.length; j++) if (buf[at + j] !== needle[j]) return false;
  return ENDS_NAME[buf[at + needle.length] as number] === 1;
}

/** Where an element `needle` starts in `buf` from `from`, before `to`; -1 when it does not. */
function elementAt(buf: Buffer, needle: Buffer, from: number, to: number): number {
  for (let at = buf.indexOf(needle, from); at >= 0 && at < to; at = buf.indexOf(needle, at + 1))
    if (ENDS_NAME[buf[at + needle.length] as number] === 1) return at;
  return -1;
}

/**
 * What a worksheet's rows hold, counted from its XML given chunk by chunk (any cut), as
 * `elementCounter(["<row", "<c", "<v", "<is"])` would, at a fraction of the cost: `found("row")` at
 * each row's start (answering false stops the scan), `found("value")` at a row's first value (`<v>`
 * or an inline string), and `found("cells")` (which stops) once a row has more than `cellsMax`
 * cells. A row is jumped over with two searches (the next row, a value within it); its cells are
 * counted one by one only when it is long enough to hold more than `cellsMax`. The part of a chunk
 * after its last row start is looked at byte by byte.
 */
export function worksheetCounter(
  cellsMax: number,
  found: (what: "row" | "value" | "cells") => boolean | undefined,
) {
  let pending = Buffer.alloc(0);
  let cells = 0;
  let valued = false;
  const tooMany = () => {
    found("cells");
    return false;
  };
  const scanBytes = (all: Buffer, from: number, to: number): boolean => {
    for (let at = from; at < to; at++) {
      if (all[at] !== LT) continue;
      if (startsElement(all, at, CELL)) {
        if (++cells > cellsMax) return tooMany();
      } else if (!valued && VALUES.some((v) => startsElement(all, at, v))) {
        valued = true;
        found("value");
      }
    }
    return true;
  };
  /** The part [from, to) of one row: its value, and its cells when it could hold too many. */
  const rowPart = (all: Buffer, from: number, to: number): boolean => {
    if (!valued) {
      const part = all.subarray(from, to);
      if (VALUES.some((v) => elementAt(part, v, 0, part.length) >= 0)) {
        valued = true;
        found("value");
      }
    }
    if (cells + (to - from) / CELL_MIN_BYTES <= cellsMax) return true;
    for (let at = elementAt(all, CELL, from, to); at >= 0; at = elementAt(all, CELL, at + 1, to))
      if (++cells > cellsMax) return tooMany();
    return true;
  };
  return (data: Uint8Array): boolean => {
    const chunk = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const all = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    // A start this close to the end may lack the byte after the name: left for the next chunk.
    const limit = all.length - ROW.length;
    let at = 0;
    while (at < limit) {
      const next = elementAt(all, ROW, at, limit);
      if (next < 0) {
        if (!scanBytes(all, at, limit)) return false;
        break;
      }
      if (!rowPart(all, at, next)) return false;
      cells = 0;
      valued = false;
      if (found("row") === false) return false;
      at = next + ROW.length;
    }
    pending = Buffer.from(all.subarray(Math.max(0, limit)));
    return true;
  };
}

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const WORKBOOK_PARTS = new Set(["xl/workbook.xml", "xl/_rels/workbook.xml.rels"]);
const mb = (bytes: number) => bytes / 1024 / 1024;

export type WorkbookScan = { ok: true; facts: SheetFacts } | { ok: false; problem: FileProblem };

/** A scan stopped by an error of its work: the budget spent is the seller's problem, anything else is thrown. */
export function budgetProblem(error: unknown): WorkbookScan {
  if (error instanceof ParseBudgetError) return { ok: false, problem: tooSlowProblem(error.budgetMs) };
  throw error;
}

/**
 * One pass over the zip, inflating every part as a stream and counting what is really there
 * (decision 024): the bytes of every part and of all of them, the shared strings (bytes and
 * strings), the rows and the cells of each row of every worksheet; the pass stops at the first
 * limit crossed, with the problem. Also reads what the streaming reader does not report: sheet
 * names, their dimensions and merged ranges. Never keeps more than a chunk of a worksheet.
 */
export async function sheetFacts(buf: Buffer, clock = new ParseClock()): Promise<WorkbookScan> {
  if (workbookKind(buf) === "ods") return odsFacts(buf, clock);
  const failed: { error?: unknown } = {};
  const timed = (work: (chunk: Buffer) => boolean | undefined) => clock.sink(failed, work);
  const texts = new Map<string, string>();
  const dims = new Map<string, number>();
  const counted = new Map<string, number>();
  const filled = new Map<string, number>();
  const merges = new Map<string, string[]>();
  let problem: FileProblem | undefined;
  const stop = (key: MessageKey, params: Params) => {
    problem = { key, params };
    return false;
  };
  // Rows of a sheet past the limit (with its header and hint rows), as the job would count them.
  const rowsMax = EXCEL_LIMITS.rowsMax + FIRST_DATA_ROW - 1;
  const walk = await inflateZip(
    buf,
    {
      entries: EXCEL_LIMITS.partsMax,
      entryBytes: EXCEL_LIMITS.partMaxBytes,
      totalBytes: EXCEL_LIMITS.unzippedMaxBytes,
    },
    (name) => {
      if (WORKSHEET.test(name)) {
        const scan = sheetScanner((start, m) => {
          if (start === "<dimension ") {
            if (!dims.has(name)) dims.set(name, Number(m[1] ?? 1));
          } else {
            const list = merges.get(name) ?? [];
            list.push(m[1] as string);
            merges.set(name, list);
          }
        });
        let rows = 0;
        let valued = 0;
        filled.set(name, 0);
        // A value (`<v>`) or an inline string (`<is>`) makes its row a filled one.
        const count = worksheetCounter(EXCEL_LIMITS.columnsMax, (what) => {
          if (what === "row") {
            counted.set(name, ++rows);
            if (rows > rowsMax) return stop("excel.tooManyRows", { max: EXCEL_LIMITS.rowsMax });
          } else if (what === "cells") return stop("excel.tooManyColumns", { max: EXCEL_LIMITS.columnsMax });
          else filled.set(name, ++valued);
          return undefined;
        });
        return timed((chunk) => {
          scan(chunk);
          return count(chunk);
        });
      }
      if (name === "xl/sharedStrings.xml") {
        const tooMuch = () =>
          stop("excel.tooMuchText", {
            max: mb(EXCEL_LIMITS.sharedStringsMaxBytes),
            count: EXCEL_LIMITS.sharedStringsMax,
          });
        let bytes = 0;
        let strings = 0;
        const count = elementCounter(["<si"], () =>
          ++strings > EXCEL_LIMITS.sharedStringsMax ? tooMuch() : undefined,
        );
        return timed((chunk) => {
          bytes += chunk.length;
          return bytes > EXCEL_LIMITS.sharedStringsMaxBytes ? tooMuch() : count(chunk);
        });
      }
      if (!WORKBOOK_PARTS.has(name)) return undefined;
      const decoder = new TextDecoder();
      let whole = "";
      return timed((chunk) => {
        whole += decoder.decode(chunk, { stream: true });
        if (whole.length > EXCEL_LIMITS.workbookXmlMaxBytes) return stop("excel.notXlsx", {});
        texts.set(name, whole);
        return undefined;
      });
    },
  );
  if (failed.error) return budgetProblem(failed.error);
  if (problem) return { ok: false, problem };
  const walkProblem = zipWalkProblem(walk);
  if (walkProblem) return { ok: false, problem: walkProblem };
  // Sheet names: workbook.xml (name -> r:id) and its rels (r:id -> target).
  const rels = new Map<string, string>();
  for (const m of (texts.get("xl/_rels/workbook.xml.rels") ?? "").matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(m[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(m[0])?.[1];
    if (id && target) rels.set(id, `xl/${target.replace(/^\/?xl\//, "")}`);
  }
  const out: SheetFacts = { kind: "xlsx", filled: new Map(), rows: new Map(), merges: new Map() };
  for (const m of (texts.get("xl/workbook.xml") ?? "").matchAll(/<sheet\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(m[0])?.[1];
    const rid = /\br:id="([^"]+)"/.exec(m[0])?.[1];
    const file = rid ? rels.get(rid) : undefined;
    if (!name || !file) continue;
    const decoded = name
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"');
    const rows = dims.get(file) ?? counted.get(file);
    if (rows !== undefined) out.rows.set(decoded, rows);
    out.filled.set(decoded, filled.get(file) ?? 0);
    out.merges.set(decoded, merges.get(file) ?? []);
  }
  return { ok: true, facts: out };
}

/** The columns of a header row: index (1-based) -> column, with the header text as written. */
export interface HeaderMap {
  row: number;
  columns: Map<number, { column: Column; text: string }>;
}

const HEADERS = headerIndex();

/** A header row: at least three cells naming template columns. */
export function findHeader(values: unknown[], rowNumber: number): HeaderMap | undefined {
  const columns = new Map<number, { column: Column; text: string }>();
  const seen = new Set<string>();
  values.forEach((v, i) => {
    const c = readCell(v);
    if (c.kind !== "text") return;
    const n = normalize(c.value);
    const column = HEADERS.get(n) ?? HEADERS.get(normalize(c.value.split(",")[0] ?? ""));
    if (column && !seen.has(column.key)) {
      seen.add(column.key);
      columns.set(i, { column, text: c.value });
    }
  });
  return columns.size >= 3 ? { row: rowNumber, columns } : undefined;
}

/** Row 2 of the template: most of its cells say what their column takes. */
export function isHintRow(values: unknown[], header: HeaderMap): boolean {
  let filled = 0;
  let hints = 0;
  for (const [i, { column }] of header.columns) {
    const c = readCell(values[i]);
    if (c.kind === "empty") continue;
    filled++;
    if (c.kind === "text" && LOCALES.some((l) => normalize(column.hint(l)) === normalize(c.value))) hints++;
  }
  return filled > 0 && hints * 2 >= filled;
}

export interface SourceRow {
  /** The Excel row number. */
  number: number;
  cells: Map<number, Cell>;
}

/**
 * Streams the data rows of the first worksheet that has a header row, in chunks: empty rows and
 * the template's hint row are skipped; a merged cell takes the value of its range's first cell.
 * `onChunk` answering false stops the reading there (the file is closed). Answers the header, or
 * undefined when no sheet has one.
 */
export async function readRows(
  file: string,
  facts: SheetFacts,
  onChunk: (rows: SourceRow[], header: HeaderMap) => Promise<boolean>,
  chunkSize = 500,
  clock = new ParseClock(),
): Promise<HeaderMap | undefined> {
  if (facts.kind === "ods") return readOdsRows(file, onChunk, chunkSize, clock);
  return readSheets(await readFile(file), facts, onChunk, chunkSize, clock);
}

async function readSheets(
  input: Buffer,
  facts: SheetFacts,
  onChunk: (rows: SourceRow[], header: HeaderMap) => Promise<boolean>,
  chunkSize: number,
  clock: ParseClock,
): Promise<HeaderMap | undefined> {
  for (const sheet of await openXlsx(input, clock)) {
    // Merged ranges: slave cell -> master address.
    const master = new Map<string, string>();
    for (const range of facts.merges.get(sheet.name) ?? []) {
      const [a, b] = range.split(":") as [string, string];
      const [c1, r1] = decode(a);
      const [c2, r2] = decode(b);
      for (let r = r1; r <= r2; r++)
        for (let c = c1; c <= c2; c++) if (r !== r1 || c !== c1) master.set(`${c}:${r}`, `${c1}:${r1}`);
    }
    const masterValues = new Map<string, Cell>();
    const masters = new Set(master.values());
    let header: HeaderMap | undefined;
    let hintChecked = false;
    let chunk: SourceRow[] = [];
    let stopped = false;
    await sheet.read(async (rows) => {
      for (const row of rows) {
        const values = row.values;
        if (!header) {
          if (row.number <= 20) header = findHeader(values, row.number);
          // No header in the first 20 rows: the next sheet.
          else return false;
          continue;
        }
        if (!hintChecked) {
          hintChecked = true;
          if (isHintRow(values, header)) continue;
        }
        const cells = new Map<number, Cell>();
        let any = false;
        for (const i of header.columns.keys()) {
          let cell = readCell(values[i]);
          if (master.size) {
            const key = `${i}:${row.number}`;
            if (masters.has(key)) masterValues.set(key, cell);
            const m = master.get(key);
            if (m && cell.kind === "empty") cell = masterValues.get(m) ?? cell;
          }
          if (cell.kind !== "empty") any = true;
          cells.set(i, cell);
        }
        if (!any) continue;
        chunk.push({ number: row.number, cells });
        if (chunk.length >= chunkSize) {
          const go = await onChunk(chunk, header);
          chunk = [];
          if (!go) {
            stopped = true;
            return false;
          }
        }
      }
      return true;
    });
    if (header) {
      if (chunk.length && !stopped) await onChunk(chunk, header);
      // The sheets after the one read are not parsed.
      return header;
    }
  }
  return undefined;
}

function decode(address: string): [number, number] {
  const m = /^([A-Z]+)(\d+)$/.exec(address);
  if (!m) return [0, 0];
  let col = 0;
  for (const ch of m[1] as string) col = col * 26 + (ch.charCodeAt(0) - 64);
  return [col, Number(m[2])];
}

/**
 * The normal reader expands every range validation into one entry per cell: they are put back by
 * range (one per column and validation) before a workbook read that way is saved (DESIGN.md).
 */
export function collapseValidations(wb: ExcelJS.Workbook) {
  for (const sheet of wb.worksheets) {
    const model = validationsOf(sheet).model;
    // Collapse the per-cell entries of one column into one range again.
    const byColumn = new Map<string, { rows: number[]; dv: ExcelJS.DataValidation }>();
    for (const [address, dv] of Object.entries(model)) {
      if (!dv) continue;
      const m = /^([A-Z]+)(\d+)$/.exec(address);
      if (!m) continue;
      const key = `${m[1]}|${JSON.stringify(dv)}`;
      const entry = byColumn.get(key) ?? { rows: [], dv };
      entry.rows.push(Number(m[2]));
      byColumn.set(key, entry);
    }
    validationsOf(sheet).model = {};
    for (const [key, { rows, dv }] of byColumn) {
      const col = key.split("|")[0];
      let low = Number.POSITIVE_INFINITY;
      let high = 0;
      for (const r of rows) {
        if (r < low) low = r;
        if (r > high) high = r;
      }
      validationsOf(sheet).add(`${col}${low}:${col}${high}`, dv);
    }
  }
}

export { colLetter };
