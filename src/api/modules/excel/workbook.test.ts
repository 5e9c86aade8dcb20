import { describe, expect, it } from "vitest";
import { sheetScanner } from "./workbook.ts";

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
