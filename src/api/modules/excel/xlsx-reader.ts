/**
 * The import's reader of an .xlsx (decision 019, update of 2026-11-25): the worksheets' XML read
 * straight from the zip, row by row, instead of exceljs's streaming reader (which spent most of
 * the import's reading time on a generic XML parser and cell objects, and dropped a formula's
 * cached 0). Cells come out as exceljs's values would (a string, a number, a boolean, a Date, an
 * `{ error }`, a `{ formula, result }`) so that `readCell` stays the one home of what a cell means;
 * unlike exceljs, a formula's cached 0, FALSE or empty text is its result, and a typed boolean
 * formula (`t="b"`) gives a boolean.
 *
 * The zip goes through files.ts (the same layout checks and inflation as the upload's scan); the
 * shared strings, styles and workbook parts are read whole (they are capped), the worksheet a chunk
 * at a time, never decoded more than a chunk and a row ahead. Every step works in slices that give
 * the event loop a turn, within the file's budget of work (parse-clock.ts, decision 067).
 */
import { EXCEL_LIMITS } from "../../../common/api/excel.ts";
import { inflatePart, type ZipPart, zipParts } from "./files.ts";
import { ParseClock } from "./parse-clock.ts";

/** A row as exceljs's `row.values` gives it: the cell values by column number (1-based). */
export interface XlsxRow {
  number: number;
  values: unknown[];
}

export interface XlsxSheet {
  /** The sheet's name as the workbook gives it. */
  name: string;
  /**
   * Reads the sheet's rows with a cell, in order, a few at a time (those of an inflated chunk):
   * the reading waits for `onRows`, and stops there when it answers false.
   */
  read(onRows: (rows: XlsxRow[]) => Promise<boolean>): Promise<void>;
}

export class XlsxError extends Error {}

// ---------------------------------------------------------------- XML text
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML text (entities) to a string; the OOXML escapes `_xHHHH_` too when `ooxml`. */
export function xmlText(s: string, ooxml = true): string {
  let out = s;
  if (out.includes("&"))
    out = out.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (m, e: string) => {
      if (e[0] !== "#") return ENTITIES[e] ?? m;
      const code = e[1] === "x" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : m;
    });
  if (ooxml && out.includes("_x"))
    out = out.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return out;
}

/** An attribute of a start tag (`<c r="A1" t="s">`), raw; undefined when absent. */
export function attr(tag: string, name: string): string | undefined {
  return attrAfter(tag, `${name}=`);
}

/** `attr` with the name and its `=` given (the reader's hot path builds no string per cell). */
function attrAfter(tag: string, nameEq: string): string | undefined {
  for (let from = 0; ; ) {
    const at = tag.indexOf(nameEq, from);
    if (at < 0) return undefined;
    from = at + nameEq.length;
    const before = tag.charCodeAt(at - 1);
    // A whole attribute name: after a space (not `ref=` for `f=`, nor `x:r=`).
    if (before !== 0x20 && before !== 0x09 && before !== 0x0a && before !== 0x0d) continue;
    const quote = tag[from];
    if (quote !== '"' && quote !== "'") continue;
    const end = tag.indexOf(quote, from + 1);
    return end < 0 ? undefined : tag.slice(from + 1, end);
  }
}

/**
 * The text of a string item (`<si>` of the shared strings, `<is>` of an inline string): its `<t>`,
 * or its rich text runs' `<t>` joined; the phonetic guides (`<rPh>`) left out.
 */
export function stringItem(xml: string): string {
  const body = xml.includes("<rPh") ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "") : xml;
  let out = "";
  for (const m of body.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) out += m[1];
  return xmlText(out);
}

/**
 * The shared strings part, by index: a string at a time, giving the event loop a turn every few
 * milliseconds and counting the work against the file's budget (decision 067; 499,000 strings
 * parsed in one step once held the server for seconds).
 */
export async function sharedStrings(xml: string, clock = new ParseClock()): Promise<string[]> {
  const out: string[] = [];
  let at = xml.indexOf("<si");
  await clock.loop(() => {
    if (at < 0) return false;
    const open = xml.indexOf(">", at);
    if (open < 0) return false;
    if (xml[open - 1] === "/") {
      out.push("");
      at = xml.indexOf("<si", open);
      return true;
    }
    const close = xml.indexOf("</si>", open);
    if (close < 0) return false;
    out.push(stringItem(xml.slice(open + 1, close)));
    at = xml.indexOf("<si", close);
    return true;
  });
  return out;
}

// ---------------------------------------------------------------- dates
/**
 * A number format that shows a date or a time (exceljs's rule: after removing `[...]` and quoted
 * text, any of y m d h M s b).
 */
export function isDateFormat(code: string | undefined): boolean {
  if (!code) return false;
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""));
}

/** The built-in number formats that show a date or a time (ids 14-22 and 45-47). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** For each cell style (`s="n"`): whether its number format is a date one (in slices, as sharedStrings). */
export async function dateStyles(xml: string, clock = new ParseClock()): Promise<boolean[]> {
  const custom = new Map<number, string>();
  const formats = xml.matchAll(/<numFmt\s[^>]*>/g);
  await clock.loop(() => {
    const m = formats.next();
    if (m.done) return false;
    const id = attr(m.value[0], "numFmtId");
    const code = attr(m.value[0], "formatCode");
    if (id !== undefined && code !== undefined) custom.set(Number(id), xmlText(code, false));
    return true;
  });
  const out: boolean[] = [];
  const from = xml.indexOf("<cellXfs");
  if (from < 0) return out;
  const to = xml.indexOf("</cellXfs>", from);
  const styles = xml.slice(from, to < 0 ? undefined : to).matchAll(/<xf\b[^>]*>/g);
  await clock.loop(() => {
    const m = styles.next();
    if (m.done) return false;
    const id = Number(attr(m.value[0], "numFmtId") ?? 0);
    out.push(id > 0 && (custom.has(id) ? isDateFormat(custom.get(id)) : BUILT_IN_DATES.has(id)));
    return true;
  });
  return out;
}

/** An Excel serial day to a Date (exceljs's rule, milliseconds rounded). */
export function excelDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

// ---------------------------------------------------------------- the workbook
/** The worksheets in the workbook's order: name and part ("xl/worksheets/sheet1.xml"). */
export function workbookSheets(workbookXml: string, relsXml: string): { name: string; part: string }[] {
  const rels = new Map<string, string>();
  for (const m of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attr(m[0], "Id");
    const target = attr(m[0], "Target");
    if (id && target) rels.set(id, `xl/${target.replace(/^\/?xl\//, "")}`);
  }
  const out: { name: string; part: string }[] = [];
  for (const m of workbookXml.matchAll(/<sheet\b[^>]*>/g)) {
    const name = attr(m[0], "name");
    const rid = attr(m[0], "r:id");
    const part = rid ? rels.get(rid) : undefined;
    if (name !== undefined && part) out.push({ name: xmlText(name, false), part });
  }
  return out;
}

/** Column letters ("AB") of a cell reference ("AB12") to a number (28); 0 when there are none. */
function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    col = col * 26 + (c - 64);
  }
  return col;
}

interface CellContext {
  strings: string[];
  dates: boolean[];
  date1904: boolean;
}

/** The child elements of a cell the reader looks for: start and end tags. */
const V = { start: "<v", end: "</v>" } as const;
const F = { start: "<f", end: "</f>" } as const;

/** The text of a child element (`<v>`, `<f>`) of a cell's content, or undefined when absent. */
function child(body: string, el: typeof V | typeof F): string | undefined {
  const at = body.indexOf(el.start);
  if (at < 0) return undefined;
  const after = body.charCodeAt(at + 2);
  // `<f>`, `<f ...>`, `<f/>`.
  if (after !== 0x3e && after !== 0x20 && after !== 0x2f) return child(body.slice(at + 2), el);
  const open = body.indexOf(">", at);
  if (open < 0) return undefined;
  if (body.charCodeAt(open - 1) === 0x2f) return "";
  const close = body.indexOf(el.end, open);
  return close < 0 ? undefined : body.slice(open + 1, close);
}

/** A cell's value as exceljs would give it (`t` the type attribute, `body` between the tags). */
export function cellValue(
  t: string | undefined,
  s: string | undefined,
  body: string,
  ctx: CellContext,
): unknown {
  const v = child(body, V);
  if (child(body, F) !== undefined) {
    // A formula: its cached result; none is left for readCell to say so.
    if (v === undefined) return { formula: true };
    let result: unknown;
    if (t === "str") result = xmlText(v);
    else if (t === "b") result = Number.parseInt(v, 10) !== 0;
    else if (t === "e") result = { error: xmlText(v) };
    else if (t === "s") result = ctx.strings[Number.parseInt(v, 10)];
    else if (v.trim() !== "") result = Number.parseFloat(v);
    return { formula: true, result };
  }
  if (t === "inlineStr") {
    const at = body.indexOf("<is");
    return at < 0 ? undefined : stringItem(body.slice(at));
  }
  if (v === undefined) return undefined;
  switch (t) {
    case "s":
      return ctx.strings[Number.parseInt(v, 10)];
    case "str":
      return xmlText(v);
    case "e":
      return { error: xmlText(v) };
    case "b":
      return Number.parseInt(v, 10) !== 0;
    case "d": {
      const d = new Date(v);
      return Number.isNaN(d.getTime()) ? xmlText(v) : d;
    }
    default: {
      if (v.trim() === "") return undefined;
      const n = Number.parseFloat(v);
      return s !== undefined && ctx.dates[Number(s)] ? excelDate(n, ctx.date1904) : n;
    }
  }
}

/** The cells of a row's content (between `<row ...>` and `</row>`). */
function rowValues(xml: string, ctx: CellContext): unknown[] | undefined {
  let values: unknown[] | undefined;
  let col = 0;
  for (let at = xml.indexOf("<c"); at >= 0; ) {
    const next = xml.charCodeAt(at + 2);
    if (next !== 0x20 && next !== 0x3e && next !== 0x2f && next !== 0x09 && next !== 0x0a && next !== 0x0d) {
      at = xml.indexOf("<c", at + 2);
      continue;
    }
    const tagEnd = xml.indexOf(">", at);
    if (tagEnd < 0) break;
    const tag = xml.slice(at, tagEnd);
    const ref = attrAfter(tag, "r=");
    col = ref ? columnOf(ref) || col + 1 : col + 1;
    if (xml.charCodeAt(tagEnd - 1) === 0x2f) {
      at = xml.indexOf("<c", tagEnd);
      continue;
    }
    const close = xml.indexOf("</c>", tagEnd);
    if (close < 0) break;
    const value = cellValue(attrAfter(tag, "t="), attrAfter(tag, "s="), xml.slice(tagEnd + 1, close), ctx);
    if (value !== undefined) {
      values ??= [];
      values[col] = value;
    }
    at = xml.indexOf("<c", close + 4);
  }
  return values;
}

/**
 * A worksheet's XML given chunk by chunk (any cut) to its rows with a cell. `push` answers the
 * complete rows of the chunk; `end` whether the sheet's data is over (`</sheetData>` seen).
 */
export function worksheetParser(ctx: CellContext) {
  const decoder = new TextDecoder();
  let text = "";
  let inData = false;
  let ended = false;
  let last = 0;
  return {
    get ended() {
      return ended;
    },
    push(chunk: Uint8Array, final = false): XlsxRow[] {
      const rows: XlsxRow[] = [];
      if (ended) return rows;
      text += decoder.decode(chunk, { stream: !final });
      let pos = 0;
      if (!inData) {
        const at = text.indexOf("<sheetData");
        if (at < 0) {
          // Keep only what could be the start of the tag.
          text = text.slice(Math.max(0, text.length - 16));
          return rows;
        }
        inData = true;
        pos = at + 10;
      }
      // Searched once a chunk (searching at each row went over the rest of the chunk each time).
      const end = text.indexOf("</sheetData", pos);
      for (;;) {
        const at = text.indexOf("<row", pos);
        if (end >= 0 && (at < 0 || end < at)) {
          ended = true;
          text = "";
          return rows;
        }
        if (at < 0) {
          pos = Math.max(pos, text.length - 16);
          break;
        }
        const tagEnd = text.indexOf(">", at);
        if (tagEnd < 0) {
          pos = at;
          break;
        }
        const tag = text.slice(at, tagEnd);
        const r = attrAfter(tag, "r=");
        const number = r ? Number(r) : last + 1;
        if (text.charCodeAt(tagEnd - 1) === 0x2f) {
          last = number;
          pos = tagEnd + 1;
          continue;
        }
        const close = text.indexOf("</row>", tagEnd);
        if (close < 0) {
          pos = at;
          break;
        }
        last = number;
        const values = rowValues(text.slice(tagEnd + 1, close), ctx);
        if (values) rows.push({ number, values });
        pos = close + 6;
      }
      text = text.slice(pos);
      return rows;
    },
  };
}

/** Inflates a small part whole, as text (past `cap` bytes: an error), decoded a chunk at a time. */
async function partText(
  buf: Buffer,
  part: ZipPart | undefined,
  cap: number,
  clock: ParseClock,
): Promise<string> {
  if (!part) return "";
  const decoder = new TextDecoder();
  let text = "";
  const failed: { error?: unknown } = {};
  const r = await inflatePart(
    buf,
    part,
    cap,
    clock.sink(failed, (c) => {
      text += decoder.decode(c, { stream: true });
      return undefined;
    }),
  );
  if (failed.error) throw failed.error;
  if (!r.ok) throw new XlsxError(`${part.entry.name}: ${r.reason}`);
  return text + decoder.decode();
}

/**
 * The worksheets of an .xlsx in the workbook's order. The shared strings, the styles and the
 * workbook are read first, whole; each sheet's rows only when asked for. All of it in slices and
 * within `clock`'s budget (a `ParseBudgetError` past it).
 */
export async function openXlsx(buf: Buffer, clock = new ParseClock()): Promise<XlsxSheet[]> {
  const parts = zipParts(buf);
  if (!parts) throw new XlsxError("not a readable zip");
  const byName = new Map(parts.map((p) => [p.entry.name, p]));
  const small = EXCEL_LIMITS.workbookXmlMaxBytes;
  const workbook = await partText(buf, byName.get("xl/workbook.xml"), small, clock);
  const rels = await partText(buf, byName.get("xl/_rels/workbook.xml.rels"), small, clock);
  const pr = /<workbookPr\b[^>]*>/.exec(workbook)?.[0];
  const date1904 = pr !== undefined && ["1", "true"].includes(attr(pr, "date1904") ?? "");
  const strings = await partText(
    buf,
    byName.get("xl/sharedStrings.xml"),
    EXCEL_LIMITS.sharedStringsMaxBytes,
    clock,
  );
  const styles = await partText(buf, byName.get("xl/styles.xml"), EXCEL_LIMITS.partMaxBytes, clock);
  const ctx: CellContext = {
    strings: await sharedStrings(strings, clock),
    dates: await dateStyles(styles, clock),
    date1904,
  };
  const sheets: XlsxSheet[] = [];
  for (const { name, part } of workbookSheets(workbook, rels)) {
    const located = byName.get(part);
    if (located) sheets.push({ name, read: (onRows) => readSheet(buf, located, ctx, clock, onRows) });
  }
  return sheets;
}

/**
 * A sheet's rows to `onRows`, those of each inflated chunk together; the inflation waits for
 * `onRows`, and stops when it answers false (or at the end of the sheet's data). Each chunk's
 * parse counts against `clock` (the inflation gives the event loop a turn between chunks).
 */
async function readSheet(
  buf: Buffer,
  part: ZipPart,
  ctx: CellContext,
  clock: ParseClock,
  onRows: (rows: XlsxRow[]) => Promise<boolean>,
): Promise<void> {
  const parser = worksheetParser(ctx);
  const failed: { error?: unknown } = {};
  const parse = clock.sink(failed, (chunk) => parser.push(chunk));
  const r = await inflatePart(buf, part, EXCEL_LIMITS.partMaxBytes, (chunk) => {
    const rows = parse(chunk);
    if (!rows) return false;
    if (!rows.length) return parser.ended ? false : undefined;
    return onRows(rows).then((go) => (go && !parser.ended ? undefined : false));
  });
  if (failed.error) throw failed.error;
  if (!r.ok && r.reason !== "stopped") throw new XlsxError(`${part.entry.name}: ${r.reason}`);
  if (r.ok) {
    const rows = clock.time(() => parser.push(new Uint8Array(0), true));
    if (rows.length) await onRows(rows);
  }
}
