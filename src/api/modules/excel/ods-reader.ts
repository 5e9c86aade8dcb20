/**
 * OpenDocument spreadsheets (.ods, LibreOffice's own format; issue 17, decision 032): the same
 * rows as an .xlsx gives (`SourceRow` of `Cell`s through `readRows`' onChunk), read from the
 * archive's `content.xml` with a streaming XML parser (saxes).
 * - Every limit counts what is really parsed (decision 024): the zip is inflated with the limits
 *   of a workbook; rows are counted as the parser meets them (a repeated row with values counts
 *   each repeat; `table:number-rows-repeated` of empty rows is how LibreOffice writes the empty
 *   million rows below a table and costs nothing), cells by their column.
 * - A cell is its value whatever the formula: `office:value` (numbers), `office:boolean-value`,
 *   `office:date-value`, else its text (`text:p`, `text:s`, `text:tab`, `text:line-break`).
 * - A merged range (`table:number-rows-spanned`, covered cells) gives its first cell's value to
 *   its empty covered cells, as for an .xlsx.
 * The annotated errors file of an .ods upload is an .xlsx rebuilt from the rows read (values only).
 */
import { readFile } from "node:fs/promises";
import type ExcelJS from "exceljs";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { EXCEL_LIMITS, type RowError } from "../../../common/api/excel.ts";
import type { MessageKey, Params } from "../../../common/i18n/index.ts";
import { loadExcelJS } from "../../infra/lazy.ts";
import { type AnnotateOptions, errorsByRow, markRow, ROWS_PER_TURN, yieldTurn } from "./annotate-stream.ts";
import { type Cell, EMPTY_CELL } from "./columns.ts";
import { type FileProblem, inflateZip, zipWalkProblem } from "./files.ts";
import { ParseClock } from "./parse-clock.ts";
import {
  budgetProblem,
  findHeader,
  type HeaderMap,
  isHintRow,
  type SheetFacts,
  type SourceRow,
  type WorkbookScan,
} from "./workbook.ts";

/** A row as the parser gives it: its 1-based number and its non-empty cells by 1-based column. */
interface OdsRow {
  sheet: string;
  number: number;
  cells: Map<number, Cell>;
}

/** Answering false stops the parse (a limit crossed, or enough read). */
type RowSink = (row: OdsRow) => boolean | undefined;

const attr = (tag: SaxesTagPlain, name: string) => tag.attributes[name] as string | undefined;
const count = (v: string | undefined) => Math.max(1, Number(v) || 1);

/** A cell's value: its typed value whatever the formula, else its text. */
function cellOf(tag: SaxesTagPlain, text: string): Cell {
  if (attr(tag, "calcext:value-type") === "error")
    return {
      kind: "error",
      key: "excel.cell.formulaError",
      params: { error: text.trim() || "#VALUE!" } as Params,
    };
  switch (attr(tag, "office:value-type")) {
    case "float":
    case "percentage":
    case "currency": {
      const n = Number(attr(tag, "office:value"));
      return Number.isFinite(n) ? { kind: "number", value: n } : EMPTY_CELL;
    }
    case "boolean":
      return { kind: "bool", value: attr(tag, "office:boolean-value") === "true" };
    case "date": {
      const v = attr(tag, "office:date-value") ?? "";
      const d = new Date(v.length <= 10 ? `${v}T00:00:00Z` : `${v}Z`);
      return Number.isNaN(d.getTime()) ? EMPTY_CELL : { kind: "date", value: d };
    }
    default: {
      const s = (attr(tag, "office:string-value") ?? text).trim();
      return s ? { kind: "text", value: s } : EMPTY_CELL;
    }
  }
}

interface ParserOptions {
  onEmptyRow?: () => boolean | undefined;
  onColumn?: (column: number) => boolean | undefined;
}

/** Where the parse of `content.xml` is. */
interface ParseState {
  onRow: RowSink;
  opts: ParserOptions;
  stopped: boolean;
  sheet: string;
  rowNumber: number;
  rowRepeat: number;
  column: number;
  cells: Map<number, Cell>;
  /** Merged ranges: column -> the last row it covers and its first cell's value. */
  spans: Map<number, { until: number; cell: Cell }>;
  /** The cell being read. */
  cell: { tag: SaxesTagPlain; covered: boolean; text: string[]; para: string } | undefined;
  inAnnotation: number;
}

/** A cell ends: its value goes to each column it repeats over (and to the range it spans). */
function endCell(st: ParseState) {
  const cell = st.cell;
  if (!cell) return;
  const { tag, covered } = cell;
  if (cell.para) cell.text.push(cell.para);
  let value = cellOf(tag, cell.text.join("\n"));
  const repeat = count(attr(tag, "table:number-columns-repeated"));
  const rowsSpanned = count(attr(tag, "table:number-rows-spanned"));
  const colsSpanned = count(attr(tag, "table:number-columns-spanned"));
  for (let k = 0; k < repeat && !st.stopped; k++) {
    st.column++;
    const span = st.spans.get(st.column);
    if (covered && value.kind === "empty" && span && span.until >= st.rowNumber) value = span.cell;
    if (!covered && (rowsSpanned > 1 || colsSpanned > 1))
      for (let c = 0; c < colsSpanned; c++)
        st.spans.set(st.column + c, { until: st.rowNumber + rowsSpanned - 1, cell: value });
    if (value.kind === "empty") continue;
    if (st.opts.onColumn?.(st.column) === false) st.stopped = true;
    st.cells.set(st.column, value);
  }
  st.cell = undefined;
}

function openTag(st: ParseState, tag: SaxesTagPlain) {
  if (st.stopped) return;
  if (st.inAnnotation) {
    if (tag.name === "office:annotation") st.inAnnotation++;
    return;
  }
  switch (tag.name) {
    case "table:table":
      st.sheet = attr(tag, "table:name") ?? "";
      st.rowNumber = 0;
      st.spans = new Map();
      return;
    case "table:table-row":
      st.rowRepeat = count(attr(tag, "table:number-rows-repeated"));
      st.rowNumber++;
      st.column = 0;
      st.cells = new Map();
      return;
    case "table:table-cell":
    case "table:covered-table-cell":
      st.cell = { tag, covered: tag.name === "table:covered-table-cell", text: [], para: "" };
      if (tag.isSelfClosing) endCell(st);
      return;
    case "office:annotation":
      st.inAnnotation = 1;
      return;
    case "text:s":
      if (st.cell) st.cell.para += " ".repeat(Math.min(1000, count(attr(tag, "text:c"))));
      return;
    case "text:tab":
      if (st.cell) st.cell.para += "\t";
      return;
    case "text:line-break":
      if (st.cell) st.cell.para += "\n";
      return;
  }
}

/** A row ends: given once per repeat when it has a value, else counted as empty. */
function endRow(st: ParseState) {
  if (!st.cells.size) {
    if (st.opts.onEmptyRow?.() === false) st.stopped = true;
    st.rowNumber += st.rowRepeat - 1;
    return;
  }
  const first = st.rowNumber;
  for (let k = 0; k < st.rowRepeat && !st.stopped; k++) {
    st.rowNumber = first + k;
    if (
      st.onRow({ sheet: st.sheet, number: st.rowNumber, cells: k ? new Map(st.cells) : st.cells }) === false
    )
      st.stopped = true;
  }
}

function closeTag(st: ParseState, tag: SaxesTagPlain) {
  if (st.stopped) return;
  if (st.inAnnotation) {
    if (tag.name === "office:annotation") st.inAnnotation--;
    return;
  }
  switch (tag.name) {
    case "text:p":
      if (st.cell) {
        st.cell.text.push(st.cell.para);
        st.cell.para = "";
      }
      return;
    case "table:table-cell":
    case "table:covered-table-cell":
      if (!tag.isSelfClosing) endCell(st);
      return;
    case "table:table-row":
      endRow(st);
      return;
  }
}

/**
 * A streaming parser of `content.xml`: `write` the text as it inflates, `onRow` is called for
 * every row with at least one value (repeated rows once per repeat), `onEmptyRow` for the others
 * (once per element). `onColumn(n)` gets the column reached by a cell with a value; answering
 * false stops.
 */
function contentParser(onRow: RowSink, opts: ParserOptions = {}) {
  const parser = new SaxesParser();
  const st: ParseState = {
    onRow,
    opts,
    stopped: false,
    sheet: "",
    rowNumber: 0,
    rowRepeat: 1,
    column: 0,
    cells: new Map(),
    spans: new Map(),
    cell: undefined,
    inAnnotation: 0,
  };
  parser.on("opentag", (tag) => openTag(st, tag));
  parser.on("text", (text) => {
    if (st.cell && !st.inAnnotation && !st.stopped) st.cell.para += text;
  });
  parser.on("closetag", (tag) => closeTag(st, tag));
  return {
    write(text: string) {
      if (!st.stopped) parser.write(text);
      return !st.stopped;
    },
    close() {
      if (!st.stopped) parser.close();
    },
  };
}

const isContent = (name: string) => name === "content.xml";

/**
 * The limits of an .ods, counted while inflating and parsing (decision 024), and its facts: sheet
 * names in order with the rows that hold a value. An .ods has no separate merge list (covered
 * cells are read in place).
 */
export async function odsFacts(buf: Buffer, clock = new ParseClock()): Promise<WorkbookScan> {
  let problem: FileProblem | undefined;
  const stop = (key: MessageKey, params: Params) => {
    problem = { key, params };
    return false;
  };
  const rowsMax = EXCEL_LIMITS.rowsMax + 2;
  const facts: SheetFacts = { kind: "ods", filled: new Map(), rows: new Map(), merges: new Map() };
  let parsed = 0;
  let sheetRows = new Map<string, number>();
  let parseError: string | undefined;
  const failed: { error?: unknown } = {};
  const walk = await inflateZip(
    buf,
    {
      entries: EXCEL_LIMITS.partsMax,
      entryBytes: EXCEL_LIMITS.partMaxBytes,
      totalBytes: EXCEL_LIMITS.unzippedMaxBytes,
    },
    (name) => {
      if (!isContent(name)) return undefined;
      sheetRows = new Map();
      const parser = contentParser(
        (row) => {
          facts.filled.set(row.sheet, (facts.filled.get(row.sheet) ?? 0) + 1);
          sheetRows.set(row.sheet, row.number);
          return ++parsed > rowsMax ? stop("excel.tooManyRows", { max: EXCEL_LIMITS.rowsMax }) : undefined;
        },
        {
          onEmptyRow: () =>
            ++parsed > rowsMax ? stop("excel.tooManyRows", { max: EXCEL_LIMITS.rowsMax }) : undefined,
          onColumn: (c) =>
            c > EXCEL_LIMITS.columnsMax
              ? stop("excel.tooManyColumns", { max: EXCEL_LIMITS.columnsMax })
              : undefined,
        },
      );
      const decoder = new TextDecoder();
      return clock.sink(failed, (chunk) => {
        try {
          return parser.write(decoder.decode(chunk, { stream: true })) ? undefined : false;
        } catch (err) {
          parseError = (err as Error).message;
          return false;
        }
      });
    },
  );
  if (failed.error) return budgetProblem(failed.error);
  if (problem) return { ok: false, problem };
  if (parseError) return { ok: false, problem: { key: "excel.notXlsx" } };
  const walkProblem = zipWalkProblem(walk);
  if (walkProblem) return { ok: false, problem: walkProblem };
  for (const [sheet, last] of sheetRows) facts.rows.set(sheet, last);
  for (const sheet of facts.filled.keys()) facts.merges.set(sheet, []);
  return { ok: true, facts };
}

/**
 * Every row with a value of an .ods file, sheet by sheet, given to `each` (answering false stops).
 * The content is parsed a slice at a time, each slice counted against `clock`, with a turn of the
 * event loop whenever a few milliseconds of parsing went by (`each` may answer at once).
 */
async function eachRow(
  file: string,
  each: (row: OdsRow) => Promise<boolean>,
  clock = new ParseClock(),
): Promise<void> {
  const parts: Buffer[] = [];
  // The limits were checked at the upload (odsFacts): the content is only gathered here.
  const walk = await inflateZip(
    await readFile(file),
    {
      entries: EXCEL_LIMITS.partsMax,
      entryBytes: EXCEL_LIMITS.partMaxBytes,
      totalBytes: EXCEL_LIMITS.unzippedMaxBytes,
    },
    (name) =>
      isContent(name)
        ? (chunk) => {
            parts.push(Buffer.from(chunk));
            return undefined;
          }
        : undefined,
  );
  if (!walk.ok) throw new Error("the .ods file cannot be read");
  let queue: OdsRow[] = [];
  let go = true;
  const parser = contentParser((row) => {
    queue.push(row);
    return undefined;
  });
  const decoder = new TextDecoder();
  for (const part of parts) {
    // A slice at a time, then the rows it completed (the callback may wait for the database).
    for (let at = 0; at < part.length && go; at += 64 * 1024) {
      clock.time(() => parser.write(decoder.decode(part.subarray(at, at + 64 * 1024), { stream: true })));
      await clock.pause();
      const ready = queue;
      queue = [];
      for (const row of ready) if (go && !(await each(row))) go = false;
    }
    if (!go) return;
  }
  clock.time(() => parser.close());
  for (const row of queue) if (!(await each(row))) return;
}

/** The row's cells as `findHeader` and `isHintRow` take them: an array indexed by column. */
const asValues = (row: OdsRow) => {
  const values: unknown[] = [];
  for (const [c, cell] of row.cells) {
    values[c] =
      cell.kind === "text" || cell.kind === "number" || cell.kind === "bool" || cell.kind === "date"
        ? cell.value
        : cell.kind === "error"
          ? { error: "#VALUE!" }
          : null;
  }
  return values;
};

/**
 * `readRows` for an .ods: the data rows of the first sheet with a header row, in chunks, the
 * template's hint row skipped (the same contract as the .xlsx reader).
 */
export async function readOdsRows(
  file: string,
  onChunk: (rows: SourceRow[], header: HeaderMap) => Promise<boolean>,
  chunkSize = 500,
  clock = new ParseClock(),
): Promise<HeaderMap | undefined> {
  let header: HeaderMap | undefined;
  let headerSheet = "";
  let hintChecked = false;
  let done = false;
  let chunk: SourceRow[] = [];
  await eachRow(
    file,
    async (row) => {
      if (done) return false;
      if (!header) {
        if (row.number <= 20) {
          header = findHeader(asValues(row), row.number);
          headerSheet = row.sheet;
        }
        return true;
      }
      // The sheets after the one read are not read.
      if (row.sheet !== headerSheet) return false;
      if (!hintChecked) {
        hintChecked = true;
        if (isHintRow(asValues(row), header)) return true;
      }
      const cells = new Map<number, Cell>();
      let any = false;
      for (const i of header.columns.keys()) {
        const c = row.cells.get(i) ?? EMPTY_CELL;
        if (c.kind !== "empty") any = true;
        cells.set(i, c);
      }
      if (!any) return true;
      chunk.push({ number: row.number, cells });
      if (chunk.length < chunkSize) return true;
      const go = await onChunk(chunk, header);
      chunk = [];
      if (!go) done = true;
      return go;
    },
    clock,
  );
  if (header && chunk.length && !done) await onChunk(chunk, header);
  return header;
}

const cellValue = (c: Cell | undefined): ExcelJS.CellValue => {
  if (!c) return null;
  switch (c.kind) {
    case "text":
    case "number":
    case "bool":
    case "date":
      return c.value;
    default:
      return null;
  }
};

/**
 * The annotated errors file of an .ods upload, written to `out` with the streaming writer: an
 * .xlsx with the sheet of the header as read (its values at their place: every row, or only
 * `only` and the header when given), failing cells red with their message as a note.
 */
export async function annotateOds(file: string, errors: RowError[], out: string, opts: AnnotateOptions = {}) {
  const ExcelJS = await loadExcelJS();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = "RigMarket";
  const byRow = errorsByRow(errors);
  let ws: ExcelJS.Worksheet | undefined;
  let headerSheet = "";
  let header: HeaderMap | undefined;
  let written = 0;
  await eachRow(file, async (row) => {
    if (!header) {
      const found = row.number <= 20 ? findHeader(asValues(row), row.number) : undefined;
      if (!found) return true;
      header = found;
      headerSheet = row.sheet;
      ws = wb.addWorksheet(row.sheet.slice(0, 31) || "Sheet1");
    } else if (row.sheet !== headerSheet) return false;
    if (!ws) return false;
    const head = header?.row ?? 0;
    const keep =
      !opts.only ||
      opts.only.has(row.number) ||
      row.number === head ||
      (row.number === head + 1 && header !== undefined && isHintRow(asValues(row), header));
    if (!keep && !byRow.has(row.number)) return true;
    const target = ws.getRow(row.number);
    if (keep) for (const [c, cell] of row.cells) target.getCell(c).value = cellValue(cell);
    markRow(target, byRow.get(row.number));
    target.commit();
    if (++written % ROWS_PER_TURN === 0) {
      await opts.progress?.(written);
      await yieldTurn();
    }
    return true;
  });
  (ws ?? wb.addWorksheet("Sheet1")).commit();
  await wb.commit();
}
