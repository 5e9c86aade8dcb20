import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { elementCounter, readRows, sheetScanner, worksheetCounter } from "./workbook.ts";

describe("sheetScanner", () => {
  const xml =
    '<worksheet><dimension ref="A1:AB10002"/><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row>' +
    '</sheetData><mergeCells count="2"><mergeCell ref="A3:A10"/><mergeCell ref="B4:C4"/></mergeCells></worksheet>';

  it("finds the dimension and every merged range wherever the chunks are cut, once each", () => {
    for (let size = 1; size <= xml.length; size++) {
      const found: string[] = [];
      const scan = sheetScanner((start, m) => found.push(`${start}${m[1]}`));
      for (let i = 0; i < xml.length; i += size) scan(Buffer.from(xml.slice(i, i + size)));
      expect(found, `chunks of ${size}`).toEqual([
        "<dimension 10002",
        "<mergeCell A3:A10",
        "<mergeCell B4:C4",
      ]);
    }
  });
});

describe("elementCounter", () => {
  const xml =
    '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"/><cols/></row>' +
    '<rowBreaks/><row\nr="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c><col/><v>1</v></row></sheetData></worksheet>';
  const names = ["<row", "<c", "<v", "<is"];

  it("counts each element's starts in order wherever the chunks are cut, not longer names", () => {
    for (let size = 1; size <= xml.length; size++) {
      const found: string[] = [];
      const count = elementCounter(names, (i) => {
        found.push(names[i] as string);
        return undefined;
      });
      for (let i = 0; i < xml.length; i += size) count(Buffer.from(xml.slice(i, i + size)));
      expect(found.join(" "), `chunks of ${size}`).toBe("<row <c <v <c <row <c <is <v");
    }
  });

  it("stops where the caller says", () => {
    let seen = 0;
    const count = elementCounter(["<c"], () => (++seen === 2 ? false : undefined));
    expect(count(Buffer.from(xml))).toBe(false);
    expect(seen).toBe(2);
  });
});

describe("worksheetCounter", () => {
  /** What elementCounter counts element by element: rows, rows with a value, and whether a row passed `max` cells. */
  function reference(xml: string, max: number) {
    let rows = 0;
    let filled = 0;
    let cells = 0;
    let valued = false;
    let over = false;
    elementCounter(["<row", "<c", "<v", "<is"], (i) => {
      if (i === 0) {
        rows++;
        cells = 0;
        valued = false;
      } else if (i === 1) {
        if (++cells > max) over = true;
        return over ? false : undefined;
      } else if (!valued) {
        valued = true;
        filled++;
      }
      return undefined;
    })(Buffer.from(`${xml}</sheetData></worksheet>`));
    return { rows, filled, over };
  }
  function counted(xml: string, max: number, size: number) {
    const out = { rows: 0, filled: 0, over: false };
    const count = worksheetCounter(max, (what) => {
      if (what === "row") out.rows++;
      else if (what === "value") out.filled++;
      else out.over = true;
      return undefined;
    });
    const text = `${xml}</sheetData></worksheet>`;
    for (let i = 0; i < text.length; i += size) if (!count(Buffer.from(text.slice(i, i + size)))) break;
    return out;
  }
  const CELLS = [
    '<c r="A1"/>',
    '<c r="B1" t="s"><v>3</v></c>',
    '<c t="inlineStr"><is><t>x</t></is></c>',
    "<c/>",
    "<col/>",
    "<v>1</v>",
    "<vx/>",
  ];

  it("counts rows, rows with a value and rows with too many cells as element by element, wherever the chunks are cut", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let trial = 0; trial < 300; trial++) {
      let xml = "<worksheet><sheetData>";
      const rows = random(12);
      for (let r = 0; r < rows; r++) {
        xml += random(5) === 0 ? `<row r="${r}"/>` : random(9) === 0 ? "<rowBreaks/>" : `<row r="${r}">`;
        const n = random(8) === 0 ? 40 : random(6);
        for (let c = 0; c < n; c++) xml += CELLS[random(CELLS.length)];
        xml += "</row>";
      }
      const max = 1 + random(12);
      const expected = reference(xml, max);
      // A row over the limit stops the scan (what it held after that is not counted either way).
      const seen = (c: typeof expected) => (c.over ? { rows: c.rows, over: true } : c);
      for (const size of [1, 3, 7, 16, 64, 100_000])
        expect(seen(counted(xml, max, size)), `trial ${trial}, chunks of ${size}`).toEqual(seen(expected));
    }
  });
});

describe("readRows", () => {
  it("stops reading where the caller says (the row cap), and closes the file", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Products");
    ws.addRow(["Your SKU", "Name", "Category"]);
    for (let i = 0; i < 1000; i++) ws.addRow([`S-${i}`, `Miner ${i}`, "ASIC miners"]);
    const dir = await mkdtemp(path.join(os.tmpdir(), "rows-"));
    const file = path.join(dir, "rows.xlsx");
    await writeFile(file, Buffer.from(await wb.xlsx.writeBuffer()));
    try {
      const facts = { kind: "xlsx" as const, filled: new Map(), rows: new Map(), merges: new Map() };
      const seen: number[] = [];
      const header = await readRows(
        file,
        facts,
        async (rows) => {
          seen.push(rows.length);
          return seen.length < 2;
        },
        100,
      );
      expect(header?.row).toBe(1);
      expect(seen).toEqual([100, 100]);
      // Read to the end when the caller never stops: ten chunks.
      let all = 0;
      const count = async (rows: unknown[]) => {
        all += rows.length;
        return true;
      };
      await readRows(file, facts, count, 100);
      expect(all).toBe(1000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
