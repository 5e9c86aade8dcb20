/**
 * The annotated errors file written by a job with exceljs's streaming reader and writer
 * (docs/decisions/066): the seller's sheets are copied row by row (values and cell styles), and
 * on the sheet of the header every failing cell is filled red with its messages as a note (a
 * row-level error goes on the row's first cell). After the valid rows were saved, only the failing
 * rows keep their values (at their place). Memory stays flat whatever the rows, and the event loop
 * gets a turn every few rows. What the streaming reader cannot give is not copied: data
 * validations (drop-downs), merged ranges, column widths.
 */
import { createReadStream } from "node:fs";
import type ExcelJS from "exceljs";
import type { RowError } from "../../../common/api/excel.ts";
import { loadExcelJS } from "../../infra/lazy.ts";
import { colLetter, ERROR_FILL, findHeader, type HeaderMap, isHintRow } from "./workbook.ts";

/** Rows between two turns of the event loop. */
export const ROWS_PER_TURN = 100;

export const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The messages of each failing cell, by row then cell address (a row-level error on column A). */
export function errorsByRow(errors: RowError[]): Map<number, Map<string, string[]>> {
  const out = new Map<number, Map<string, string[]>>();
  for (const e of errors) {
    const cells = out.get(e.row) ?? new Map<string, string[]>();
    const address = `${e.cell ?? colLetter(1)}${e.row}`;
    cells.set(address, [...(cells.get(address) ?? []), e.message]);
    out.set(e.row, cells);
  }
  return out;
}

/** Fills a written row's failing cells red with their note; each keeps its own style (decision 017's shared styles). */
export function markRow(row: ExcelJS.Row, cells: Map<string, string[]> | undefined) {
  if (!cells) return;
  for (const [address, messages] of cells) {
    const cell = row.getCell(address.replace(/\d+$/, ""));
    cell.style = { ...(cell.style ?? {}), fill: ERROR_FILL };
    cell.note = messages.join("\n");
  }
}

export interface AnnotateOptions {
  /** Only these data rows keep their values (the others were saved). */
  only?: Set<number>;
  /** Told the rows written so far, every few hundred rows. */
  progress?: (rows: number) => Promise<void> | void;
}

/** Writes the annotated copy of the .xlsx at `file` to `out` (see the file comment). */
export async function annotateXlsx(
  file: string,
  errors: RowError[],
  out: string,
  opts: AnnotateOptions = {},
) {
  const ExcelJS = await loadExcelJS();
  // Small reads: the reader parses what one read inflates to in one go (8 KB: about 150 ms at most
  // on a loaded 2-core machine, against about 430 ms with the default 64 KB).
  const input = createReadStream(file, { highWaterMark: 8 * 1024 });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input as unknown as string, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: out,
    useStyles: true,
    useSharedStrings: false,
  });
  writer.creator = "RigMarket";
  const byRow = errorsByRow(errors);
  const errorRows = [...byRow.keys()].sort((a, b) => a - b);
  let annotated = false;
  let written = 0;
  for await (const sheet of reader) {
    const source = sheet as unknown as AsyncIterable<ExcelJS.Row> & { name?: string; state?: string };
    const target = writer.addWorksheet(source.name ?? "Sheet1", {
      state: (source.state as ExcelJS.WorksheetState | undefined) ?? "visible",
    });
    // The first sheet with a header row (in its first 20 rows) is the one read and annotated.
    let header: HeaderMap | undefined;
    let mine = false;
    let nextError = 0;
    const flushErrorsBefore = (n: number) => {
      for (; nextError < errorRows.length && (errorRows[nextError] as number) < n; nextError++) {
        const r = errorRows[nextError] as number;
        const row = target.getRow(r);
        markRow(row, byRow.get(r));
        row.commit();
      }
    };
    for await (const row of source) {
      const n = row.number;
      if (!annotated && !header && n <= 20) {
        header = findHeader((row.values as unknown[]) ?? [], n);
        mine = header !== undefined;
        if (mine) annotated = true;
      }
      if (mine) flushErrorsBefore(n);
      const keep =
        !mine ||
        !opts.only ||
        !header ||
        n <= header.row ||
        opts.only.has(n) ||
        (n === header.row + 1 && isHintRow((row.values as unknown[]) ?? [], header));
      const copy = target.getRow(n);
      if (row.height) copy.height = row.height;
      if (keep)
        row.eachCell((cell, col) => {
          const c = copy.getCell(col);
          c.value = cell.value;
          if (cell.style && Object.keys(cell.style).length) c.style = cell.style;
        });
      if (mine && byRow.has(n)) {
        markRow(copy, byRow.get(n));
        nextError++;
      }
      copy.commit();
      if (++written % ROWS_PER_TURN === 0) {
        await opts.progress?.(written);
        await yieldTurn();
      }
    }
    if (mine) flushErrorsBefore(Number.POSITIVE_INFINITY);
    target.commit();
  }
  if (!annotated && errorRows.length) {
    // No sheet with a header (a file the import could not read): the notes on a sheet of their own.
    const target = writer.addWorksheet("Errors");
    for (const r of errorRows) {
      const row = target.getRow(r);
      markRow(row, byRow.get(r));
      row.commit();
    }
    target.commit();
  }
  await writer.commit();
}
