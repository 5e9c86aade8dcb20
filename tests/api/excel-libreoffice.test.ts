/**
 * Spreadsheets saved by LibreOffice (issue 17): the committed fixtures (tests/fixtures/README.md)
 * are one workbook written by exceljs from the template and the same workbook opened and saved by
 * LibreOffice 7.4 as .xlsx and as .ods. Imported, all three give the same rows and errors; the
 * annotated errors file marks only the failing cells; the upload counts the rows a seller typed.
 *
 * The zeros-* fixtures hold FALSE and formulas of 0, which exceljs and LibreOffice write as a
 * formula with a cached 0 (`<f>5-5</f><v>0</v>`, `<f>FALSE()</f><v>0</v>`): the streaming .xlsx
 * reader drops that 0, so the .xlsx test of those fails until the new xlsx reader (h/import2) is in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHEET_BAD_ROWS, SHEET_GOOD_ROWS, SHEET_ROWS, ZERO_ROWS } from "../fixtures/sheet-rows.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
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

const TWIN = "sheets-exceljs.xlsx";
const LO_XLSX = "sheets-libreoffice.xlsx";
const LO_ODS = "sheets-libreoffice.ods";

/** What the twin gives: its errors, then the products of its valid rows once saved. */
async function outcome(name: string) {
  const { u, up, batch } = await s.imported(fixture(name), name);
  const red = (await s.errorsFile(u.headers)).red;
  const saved = await h.call("POST", `${X}/pending/save-valid/`, { headers: u.headers });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await t.drain();
  const after = await s.pending(u.headers);
  return { u, up, batch, red, after, products: await s.products(u.sellerId) };
}

describe("files saved by LibreOffice", () => {
  it("the exceljs twin: one message per failing cell, honest counts, valid rows saved on request", async () => {
    const twin = await outcome(TWIN);
    expect(twin.up.counts.rows_total).toBe(SHEET_ROWS.length);
    expect(twin.batch.stage).toBe("errors");
    expect(twin.batch.counts).toMatchObject({ rows_total: 5, rows_failed: SHEET_BAD_ROWS.length });
    expect(errorList(twin.batch)).toEqual([
      [5, "Category *", "Unknown category “Toasters”: choose one from the list."],
      [5, "Price tiers, USD *", expect.stringMatching(/price tiers/)],
      [7, "Delivery regions *", "At least one delivery region is required."],
    ]);
    expect(twin.red.sort()).toEqual(["C5", "I5", "L7"]);
    expect(twin.after?.stage).toBe("draft_success");
    expect(twin.after?.counts).toMatchObject({ created: SHEET_GOOD_ROWS, rows_failed: 2 });
    expect(twin.products).toEqual([
      expect.objectContaining({ external_sku: "LO-1", negotiable: false }),
      expect.objectContaining({ external_sku: "LO-2", negotiable: true, country_of_origin: "DE" }),
      expect.objectContaining({ external_sku: "LO-4", stock_quantity: 120 }),
    ]);
  });

  it("the .ods saved by LibreOffice gives the same rows, errors and red cells as its twin", async () => {
    const twin = await outcome(TWIN);
    const ods = await outcome(LO_ODS);
    expect(ods.up.counts.rows_total).toBe(twin.up.counts.rows_total);
    expect(ods.batch.stage).toBe("errors");
    expect(errorList(ods.batch)).toEqual(errorList(twin.batch));
    expect(ods.batch.counts).toEqual(twin.batch.counts);
    expect(ods.red.sort()).toEqual(twin.red.sort());
    expect(ods.after?.counts).toEqual(twin.after?.counts);
    expect(ods.products).toEqual(twin.products);
  });

  it("the .xlsx saved by LibreOffice: its upload counts 5 rows (not 1,005) and its errors file marks only the failing cells", async () => {
    const { u, up, batch } = await s.imported(fixture(LO_XLSX), LO_XLSX);
    expect(up.counts.rows_total).toBe(SHEET_ROWS.length);
    expect(batch.counts.rows_total).toBe(SHEET_ROWS.length);
    expect(batch.stage).toBe("errors");
    // LibreOffice shares one style among a thousand cells of each drop-down column: only the
    // failing cells are red (11,059 were before).
    const { red } = await s.errorsFile(u.headers);
    const failing = new Set(batch.errors.map((e) => `${e.cell}${e.row}`));
    expect(red.sort()).toEqual([...failing].sort());
    expect(red.length).toBeLessThan(10);
  });

  it("the .xlsx saved by LibreOffice gives the same rows and errors as its twin", async () => {
    const twin = await outcome(TWIN);
    const lo = await outcome(LO_XLSX);
    expect(errorList(lo.batch)).toEqual(errorList(twin.batch));
    expect(lo.batch.counts).toEqual(twin.batch.counts);
    expect(lo.red.sort()).toEqual(twin.red.sort());
    expect(lo.after?.counts).toEqual(twin.after?.counts);
    expect(lo.products).toEqual(twin.products);
  });
});

describe("FALSE and formulas whose value is 0", () => {
  /** Imported straight to drafts (no errors): the products saved. */
  async function zeros(name: string) {
    const { u, batch } = await s.imported(fixture(name), name);
    expect(errorList(batch)).toEqual([]);
    expect(batch.stage).toBe("draft_success");
    expect(batch.counts.created).toBe(ZERO_ROWS.length);
    return s.products(u.sellerId);
  }
  const expected = [
    expect.objectContaining({ external_sku: "Z-1", negotiable: false, discount_amount: 0 }),
    expect.objectContaining({ external_sku: "Z-2", negotiable: true, stock_quantity: 0 }),
  ];

  it("are read from the .ods LibreOffice saved", async () => {
    expect(await zeros("zeros-libreoffice.ods")).toEqual(expected);
  });

  // Fails until the new xlsx reader (h/import2) replaces the streaming one, which drops a cached 0.
  it("are read from the .xlsx exceljs and LibreOffice saved", async () => {
    expect(await zeros("zeros-exceljs.xlsx")).toEqual(expected);
    expect(await zeros("zeros-libreoffice.xlsx")).toEqual(expected);
  });
});
