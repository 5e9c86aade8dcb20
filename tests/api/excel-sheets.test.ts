/**
 * Spreadsheets as sellers make them (issue 17, decision 032): .ods accepted with the limits of an
 * .xlsx, a CSV or text file named for what it is, the country drop-down that takes any two-letter
 * code, and "send the N good rows now" with the failing rows returned alone in the annotated file.
 */

import ExcelJS from "exceljs";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { errorList, fixture, sheetHelpers, X } from "./excel-sheets-helpers.ts";
import { type Fixtures, helpers, loadFixtures } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let s: ReturnType<typeof sheetHelpers>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  s = sheetHelpers(t, h);
});
afterAll(async () => {
  await t?.close();
});

/** An .ods archive (its `mimetype` first and stored, as the format asks) around these rows. */
function ods(rows: string) {
  const content =
    '<?xml version="1.0" encoding="UTF-8"?><office:document-content ' +
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet>' +
    `<table:table table:name="Products">${rows}</table:table></office:spreadsheet></office:body></office:document-content>`;
  return Buffer.from(
    zipSync({
      mimetype: [strToU8("application/vnd.oasis.opendocument.spreadsheet"), { level: 0 }],
      "content.xml": strToU8(content),
      "META-INF/manifest.xml": strToU8("<manifest/>"),
    }),
  );
}
const textCell = (v: string, more = "") =>
  `<table:table-cell office:value-type="string"${more}><text:p>${v}</text:p></table:table-cell>`;
const HEADER = `<table:table-row>${["Your SKU", "Name", "Category"].map((v) => textCell(v)).join("")}</table:table-row>`;

describe("what a file is", () => {
  it("names a CSV and a text file for what they are, and keeps nothing", async () => {
    const u = await h.seller();
    const csv = await s.upload(u.headers, Buffer.from("sku;name;price\nA-1;S21;5200\nA-2;S19;3100\n"));
    expect([csv.status, csv.body.file?.[0]]).toEqual([400, expect.stringMatching(/^This is a CSV file/)]);
    const text = await s.upload(u.headers, Buffer.from("Here are my products, please add them.\n"));
    expect([text.status, text.body.file?.[0]]).toEqual([400, expect.stringMatching(/^This is a text file/)]);
    expect(await s.pending(u.headers)).toBeNull();
  });

  it("accepts an .ods with the limits of an .xlsx, counting the rows and cells really there", async () => {
    const u = await h.seller();
    const row = `<table:table-row table:number-rows-repeated="50003">${textCell("x")}</table:table-row>`;
    const many = await s.upload(u.headers, ods(HEADER + row), "many.ods");
    expect([many.status, many.body.file?.[0]]).toEqual([400, expect.stringMatching(/50000 product rows/)]);
    const wide = `<table:table-row>${textCell("x", ' table:number-columns-repeated="1025"')}</table:table-row>`;
    const broad = await s.upload(u.headers, ods(HEADER + wide), "wide.ods");
    expect([broad.status, broad.body.file?.[0]]).toEqual([
      400,
      expect.stringMatching(/more than 1024 cells/),
    ]);
    // The million empty rows LibreOffice writes below a table cost nothing and count for nothing.
    const empty =
      '<table:table-row table:number-rows-repeated="1048570"><table:table-cell/></table:table-row>';
    const ok = await s.upload(u.headers, ods(HEADER + row.replace("50003", "2") + empty), "ok.ods");
    expect(ok.status, JSON.stringify(ok.body)).toBe(202);
    expect(ok.body.counts.rows_total).toBe(1);
  });
});

describe("the template's drop-downs", () => {
  it("suggest countries but take any two-letter code, as the hint says; the other lists still refuse", async () => {
    const u = await h.seller();
    const res = await t.app.inject({
      method: "GET",
      url: `${X}/template?lang=en`,
      headers: { ...u.headers },
      remoteAddress: nextIp(),
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    const headers = ((ws.getRow(1).values as unknown[]) ?? []).map(String);
    const hints = ((ws.getRow(2).values as unknown[]) ?? []).map(String);
    const country = headers.indexOf("Country of origin");
    expect(hints[country]).toMatch(/two-letter code/);
    const validation = (col: number) => ws.getRow(3).getCell(col).dataValidation;
    expect(validation(country)).toMatchObject({ type: "list" });
    expect(validation(country).showErrorMessage).toBeFalsy();
    const category = headers.indexOf("Category *");
    expect(validation(category)).toMatchObject({ type: "list", showErrorMessage: true, errorStyle: "stop" });
  });
});

describe("good and bad rows", () => {
  // One test per file: each is a whole import, checked and saved (minutes on a busy machine).
  for (const name of ["sheets-exceljs.xlsx", "sheets-libreoffice.ods"]) {
    it(`saves the good rows on request and returns the bad ones alone in the annotated file (${name})`, async () => {
      const { u, batch } = await s.imported(fixture(name), name);
      expect(batch.stage, name).toBe("errors");
      const before = await s.errorsFile(u.headers);
      // Before the choice, the whole file comes back with its failing cells marked.
      expect(String(before.ws.getCell("A3").value), name).toBe("LO-1");
      const r = await h.call("POST", `${X}/pending/save-valid/`, { headers: u.headers });
      expect([r.status, r.body.stage], name).toEqual([200, "queued"]);
      await t.drain();
      const after = await s.pending(u.headers);
      expect(after?.stage, name).toBe("draft_success");
      expect(after?.message, name).toMatch(/3 products added .* the 2 rows with errors were left out/);
      expect(errorList(after as NonNullable<typeof after>), name).toEqual(errorList(batch));
      expect(after?.errors_file_url, name).not.toBeNull();
      const { ws, red } = await s.errorsFile(u.headers);
      expect(red.sort(), name).toEqual(["C5", "I5", "L7"]);
      // Only the failing rows keep their values: uploading the corrected file adds nothing twice.
      const skus: string[] = [];
      ws.eachRow((row, n) => {
        if (n > 2 && row.getCell(1).value) skus.push(String(row.getCell(1).value));
      });
      expect(skus, name).toEqual(["LO-3", "LO-5"]);
      expect(String(ws.getCell("A1").value), name).toBe("Your SKU");
      expect(
        (await s.products(u.sellerId)).map((p) => p.external_sku),
        name,
      ).toEqual(["LO-1", "LO-2", "LO-4"]);
    });
  }

  it("refuses to save the good rows when there is none, or at another stage (409)", async () => {
    const none = ods(
      `${HEADER}<table:table-row>${textCell("N-1")}${textCell("")}${textCell("Toasters")}</table:table-row>`,
    );
    const { u, batch } = await s.imported(none, "none.ods");
    expect(batch.stage).toBe("errors");
    const r = await h.call("POST", `${X}/pending/save-valid/`, { headers: u.headers });
    expect([r.status, r.body.detail]).toEqual([409, expect.stringMatching(/No row of this file is valid/)]);
    const ok = await s.imported(fixture("zeros-libreoffice.ods"), "zeros.ods");
    expect(ok.batch.stage).toBe("draft_success");
    const wrong = await h.call("POST", `${X}/pending/save-valid/`, { headers: ok.u.headers });
    expect(wrong.status).toBe(409);
  });
});
