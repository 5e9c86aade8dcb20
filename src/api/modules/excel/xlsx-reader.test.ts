import { deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readCell } from "./columns.ts";
import { ParseBudgetError, ParseClock } from "./parse-clock.ts";
import { openXlsx, sharedStrings, worksheetParser, type XlsxRow } from "./xlsx-reader.ts";

/** A zip of the given parts (deflated, sizes in the local headers), as a spreadsheet program writes one. */
function zip(parts: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const raw = Buffer.from(text, "utf8");
    const data = deflateRawSync(raw);
    const n = Buffer.from(name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(n.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(raw.length, 24);
    dir.writeUInt16LE(n.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    central.push(dir, n);
    offset += 30 + n.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const WORKBOOK =
  '<workbook xmlns:r="r"><workbookPr/><sheets><sheet name="Products &amp; more" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS =
  '<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const STYLES =
  '<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>' +
  '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="4"/></cellXfs></styleSheet>';
const SHARED =
  '<sst><si><t>Plain</t></si><si><r><rPr><b/></rPr><t>Ant</t></r><r><t xml:space="preserve">miner S21</t></r></si>' +
  "<si><t>A &amp; B_x000D_</t><rPh><t>ignored</t></rPh></si></sst>";

/** The rows of a one-sheet workbook whose sheet data is `rows`. */
async function rowsOf(rows: string, parts: Record<string, string> = {}): Promise<XlsxRow[]> {
  const file = zip({
    "[Content_Types].xml": "<Types/>",
    "xl/workbook.xml": WORKBOOK,
    "xl/_rels/workbook.xml.rels": RELS,
    "xl/styles.xml": STYLES,
    "xl/sharedStrings.xml": SHARED,
    "xl/worksheets/sheet1.xml": `<worksheet><sheetData>${rows}</sheetData><mergeCells/></worksheet>`,
    ...parts,
  });
  const sheets = await openXlsx(file);
  expect(sheets.map((s) => s.name)).toEqual(["Products & more"]);
  const out: XlsxRow[] = [];
  await sheets[0]?.read(async (r) => {
    out.push(...r);
    return true;
  });
  return out;
}

/** The cell A1 of a sheet with that one cell, as the import reads it. */
async function cell(xml: string, parts?: Record<string, string>) {
  const [row] = await rowsOf(`<row r="1">${xml}</row>`, parts);
  return readCell(row?.values[1]);
}

describe("xlsx reader", () => {
  it("reads shared strings, rich text runs and inline strings", async () => {
    expect(await cell('<c r="A1" t="s"><v>0</v></c>')).toEqual({ kind: "text", value: "Plain" });
    expect(await cell('<c r="A1" t="s"><v>1</v></c>')).toEqual({ kind: "text", value: "Antminer S21" });
    // Entities and the _xHHHH_ escapes decoded, the phonetic guide left out, the text trimmed.
    expect(await cell('<c r="A1" t="s"><v>2</v></c>')).toEqual({ kind: "text", value: "A & B" });
    expect(await cell('<c r="A1" t="inlineStr"><is><t>Whats&lt;up&gt;</t></is></c>')).toEqual({
      kind: "text",
      value: "Whats<up>",
    });
    expect(await cell('<c r="A1" t="inlineStr"><is><r><t>Ice</t></r><r><t>River</t></r></is></c>')).toEqual({
      kind: "text",
      value: "IceRiver",
    });
  });

  it("reads numbers, booleans, errors and dates as the import did with exceljs", async () => {
    expect(await cell('<c r="A1"><v>1234.5</v></c>')).toEqual({ kind: "number", value: 1234.5 });
    expect(await cell('<c r="A1" s="3"><v>-2E3</v></c>')).toEqual({ kind: "number", value: -2000 });
    expect(await cell('<c r="A1" t="b"><v>1</v></c>')).toEqual({ kind: "bool", value: true });
    expect(await cell('<c r="A1" t="b"><v>0</v></c>')).toEqual({ kind: "bool", value: false });
    expect(await cell('<c r="A1" t="e"><v>#N/A</v></c>')).toMatchObject({
      kind: "error",
      key: "excel.cell.formulaError",
      params: { error: "#N/A" },
    });
    // A built-in date format (14) and a custom one (164): 45000 is 2023-03-15.
    const date = new Date("2023-03-15T00:00:00Z");
    expect(await cell('<c r="A1" s="1"><v>45000</v></c>')).toEqual({ kind: "date", value: date });
    expect(await cell('<c r="A1" s="2"><v>45000</v></c>')).toEqual({ kind: "date", value: date });
    // The 1904 date system.
    const wb1904 = WORKBOOK.replace("<workbookPr/>", '<workbookPr date1904="1"/>');
    expect(await cell('<c r="A1" s="1"><v>43538</v></c>', { "xl/workbook.xml": wb1904 })).toEqual({
      kind: "date",
      value: date,
    });
  });

  it("gives a formula's cached value, 0 and FALSE included (as LibreOffice writes them)", async () => {
    expect(await cell('<c r="A1"><f>5000+200</f><v>5200</v></c>')).toEqual({ kind: "number", value: 5200 });
    expect(await cell('<c r="A1"><f>5-5</f><v>0</v></c>')).toEqual({ kind: "number", value: 0 });
    expect(await cell('<c r="A1" t="b"><f>FALSE()</f><v>0</v></c>')).toEqual({ kind: "bool", value: false });
    expect(await cell('<c r="A1" t="b"><f>TRUE()</f><v>1</v></c>')).toEqual({ kind: "bool", value: true });
    expect(await cell('<c r="A1" t="str"><f>"Bit"&amp;"main"</f><v>Bitmain</v></c>')).toEqual({
      kind: "text",
      value: "Bitmain",
    });
    expect(await cell('<c r="A1" t="e"><f>1/0</f><v>#DIV/0!</v></c>')).toMatchObject({
      kind: "error",
      key: "excel.cell.formulaError",
    });
    // A shared formula's other cells: the formula is only referenced.
    expect(await cell('<c r="A1"><f t="shared" si="0"/><v>0</v></c>')).toEqual({ kind: "number", value: 0 });
  });

  it("says a formula without a cached value has none", async () => {
    expect(await cell('<c r="A1"><f>A2*2</f></c>')).toEqual({
      kind: "error",
      key: "excel.cell.formulaNoValue",
    });
    expect(await cell('<c r="A1" t="b"><f>A2</f></c>')).toEqual({
      kind: "error",
      key: "excel.cell.formulaNoValue",
    });
  });

  it("places cells by their reference (or after the previous one), skipping empty rows and cells", async () => {
    const rows = await rowsOf(
      '<row r="1"><c r="B1" t="s"><v>0</v></c><c r="D1" s="1"/><c><v>7</v></c></row>' +
        '<row r="2" spans="1:3"/><row r="3"><c r="A3" s="2"/></row>' +
        '<row><c r="AB4"><v>1</v></c></row>',
    );
    expect(rows.map((r) => r.number)).toEqual([1, 4]);
    expect(rows[0]?.values[2]).toBe("Plain");
    expect(rows[0]?.values[4]).toBe(undefined);
    expect(rows[0]?.values[5]).toBe(7);
    expect(rows[1]?.values[28]).toBe(1);
  });
});

describe("xlsx reader over chunks and exceljs files", () => {
  it("finds the same rows wherever the inflated chunks are cut (UTF-8 included)", () => {
    const ctx = { strings: ["x"], dates: [], date1904: false };
    const xml = Buffer.from(
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Réfrigéré ⚡</t></is></c>' +
        '<c r="B1"><f>1-1</f><v>0</v></c></row><row r="2"/><row r="3"><c r="C3" t="s"><v>0</v></c></row>' +
        '</sheetData><rowBreaks><brk id="1"/></rowBreaks></worksheet>',
    );
    for (let size = 1; size <= xml.length; size += 1) {
      const parser = worksheetParser(ctx);
      const rows: XlsxRow[] = [];
      for (let i = 0; i < xml.length; i += size) rows.push(...parser.push(xml.subarray(i, i + size)));
      rows.push(...parser.push(new Uint8Array(0), true));
      expect(
        rows.map((r) => [r.number, r.values.map((v) => readCell(v))]),
        `chunks of ${size}`,
      ).toEqual([
        [1, [undefined, { kind: "text", value: "Réfrigéré ⚡" }, { kind: "number", value: 0 }]],
        [3, [undefined, undefined, undefined, { kind: "text", value: "x" }]],
      ]);
    }
  });

  it("reads what exceljs writes the same as exceljs does", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Instructions").addRow(["read me"]);
    const ws = wb.addWorksheet("Products");
    ws.addRow(["Your SKU", "Price", "Since", "Negotiable", "Notes"]);
    ws.addRow([
      "S-1",
      5200.5,
      new Date("2024-01-02T00:00:00Z"),
      true,
      { richText: [{ text: "a" }, { text: "b" }] },
    ]);
    ws.getCell("C2").numFmt = "yyyy-mm-dd";
    ws.addRow(["S-2", { formula: "B2*2", result: 10401 }, null, false, "  spaced  "]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const sheets = await openXlsx(file);
    expect(sheets.map((s) => s.name)).toEqual(["Instructions", "Products"]);
    const ours: unknown[][] = [];
    await sheets[1]?.read(async (rows) => {
      for (const r of rows) ours.push(r.values.map((v) => readCell(v)));
      return true;
    });
    const theirs: unknown[][] = [];
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(
      (await import("node:stream")).Readable.from([file]),
      { sharedStrings: "cache", styles: "cache", worksheets: "emit", hyperlinks: "ignore" },
    );
    let n = 0;
    for await (const sheet of reader) {
      if (n++ === 0) continue;
      for await (const row of sheet) theirs.push(((row.values as unknown[]) ?? []).map((v) => readCell(v)));
    }
    expect(ours).toEqual(theirs);
    expect(ours[1]?.[3]).toEqual({ kind: "date", value: new Date("2024-01-02T00:00:00Z") });
  });

  it("waits for each batch of rows to be handled before the next, and before it ends", async () => {
    const many = Array.from(
      { length: 5000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`,
    );
    const file = zip({
      "xl/workbook.xml": WORKBOOK,
      "xl/_rels/workbook.xml.rels": RELS,
      "xl/worksheets/sheet1.xml": `<worksheet><sheetData>${many.join("")}</sheetData></worksheet>`,
    });
    const [sheet] = await openXlsx(file);
    let busy = false;
    let overlapped = false;
    const seen: number[] = [];
    let done = false;
    await sheet?.read(async (rows) => {
      overlapped ||= busy || done;
      busy = true;
      await new Promise((r) => setTimeout(r, 5));
      seen.push(...rows.map((r) => r.values[1] as number));
      busy = false;
      return true;
    });
    done = true;
    expect(overlapped).toBe(false);
    expect(seen).toEqual(Array.from({ length: 5000 }, (_, i) => i));
  });

  it("stops reading when told", async () => {
    const many = Array.from(
      { length: 3000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`,
    );
    const file = zip({
      "xl/workbook.xml": WORKBOOK,
      "xl/_rels/workbook.xml.rels": RELS,
      "xl/worksheets/sheet1.xml": `<worksheet><sheetData>${many.join("")}</sheetData></worksheet>`,
    });
    const [sheet] = await openXlsx(file);
    let calls = 0;
    let seen = 0;
    await sheet?.read(async (rows) => {
      calls++;
      seen += rows.length;
      return false;
    });
    expect(calls).toBe(1);
    expect(seen).toBeLessThan(3000);
  });
});

describe("the shared strings and the budget of work (decision 067)", () => {
  /** A shared strings part of `count` different strings, some of them rich text. */
  const manyStrings = (count: number) => {
    const items: string[] = [];
    for (let i = 0; i < count; i++)
      items.push(
        i % 3 ? `<si><t>Text ${i}</t></si>` : `<si><r><rPr><b/></rPr><t>Ant</t></r><r><t> ${i}</t></r></si>`,
      );
    return `<sst count="${count}">${items.join("")}</sst>`;
  };
  const workbookWith = (shared: string) =>
    zip({
      "[Content_Types].xml": "<Types/>",
      "xl/workbook.xml": WORKBOOK,
      "xl/_rels/workbook.xml.rels": RELS,
      "xl/styles.xml": STYLES,
      "xl/sharedStrings.xml": shared,
      "xl/worksheets/sheet1.xml":
        '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>199999</v></c></row></sheetData></worksheet>',
    });

  it("lets other work run while a large shared strings part is parsed, and reads every string", async () => {
    const xml = manyStrings(200_000);
    // A callback queued before the parse (a health check, another request's next step) runs
    // before the parse is over; parsed in one blocking step, it would wait for the end.
    let ranBeforeTheEnd = false;
    setImmediate(() => {
      ranBeforeTheEnd = true;
    });
    const strings = await sharedStrings(xml);
    expect(ranBeforeTheEnd).toBe(true);
    expect(strings).toHaveLength(200_000);
    expect(strings[0]).toBe("Ant 0");
    expect(strings[199_999]).toBe("Text 199999");
  });

  it("reads a cell's shared string from a large part", async () => {
    const [sheet] = await openXlsx(workbookWith(manyStrings(200_000)));
    const rows: XlsxRow[] = [];
    await sheet?.read(async (r) => {
      rows.push(...r);
      return true;
    });
    expect(rows[0]?.values[1]).toBe("Text 199999");
  });

  it("stops past the file's budget of work with ParseBudgetError, whichever part it is reading", async () => {
    const file = workbookWith(manyStrings(50_000));
    await expect(openXlsx(file, new ParseClock(0))).rejects.toBeInstanceOf(ParseBudgetError);
    // The same file within the budget opens.
    expect((await openXlsx(file, new ParseClock(60_000))).length).toBe(1);
  });
});
