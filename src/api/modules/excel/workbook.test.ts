import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readRows, sheetScanner } from "./workbook.ts";

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
