/**
 * An import with good and bad rows (issue 17): a seller uploads the .ods LibreOffice saved (three
 * good rows, two bad ones; tests/fixtures/README.md), sees the rows to correct and the choice
 * "Send the 3 good rows now" or "Fix and re-upload all", sends the good rows, finds them as drafts
 * and downloads the rows left out, alone, with their failing cells red. axe on both stages.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile } from "./browser.ts";
import { activeCompanyInPage, signUpInBrowser } from "./journey-api.ts";

let page: Page;
journeyForFile((opened) => {
  page = opened.page;
});

const email = `catalog-partial-${Date.now()}@example.com`;
const heading = (name: string) => page.getByRole("heading", { name, exact: true });

describe("catalogue import with good and bad rows", () => {
  it("gets a seller with an active company", async () => {
    await signUpInBrowser(page, { name: "Partial Seller", email, password: "Seller-pass1" });
    await activeCompanyInPage(page, {
      name: "Partial Import Rigs",
      address: "3 Main Street, Austin",
      phone: "+1 201 555 0125",
    });
  });

  it("uploads a LibreOffice .ods with two bad rows of five and is offered both ways on", async () => {
    await page.goto(`${baseUrl()}/seller-products/add/catalog`);
    await hydrated(page);
    const ods = await readFile(path.join(import.meta.dirname, "../fixtures/sheets-libreoffice.ods"));
    await page.getByLabel("Catalogue file (.xlsx or .ods)", { exact: true }).setInputFiles({
      name: "my-catalogue.ods",
      mimeType: "application/vnd.oasis.opendocument.spreadsheet",
      buffer: ods,
    });
    await page.getByRole("button", { name: "Upload the catalogue" }).click();
    await heading("Correction of errors is required").waitFor({ timeout: 30_000 });
    expect(await page.getByText(/^2 of 5 rows have errors/).count()).toBe(1);
    const table = page.getByRole("table", { name: "Rows to correct" });
    // One message per failing cell: two on row 5, one on row 7.
    expect(
      await table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-row"))),
    ).toEqual(["5", "5", "7"]);
    const choice = page.getByRole("region", { name: "What do you want to do?" });
    expect(await choice.getByRole("button", { name: "Send the 3 good rows now" }).count()).toBe(1);
    const fix = choice.getByRole("link", { name: "Fix and re-upload all" });
    expect(await fix.getAttribute("href")).toBe("#catalog-file");
    expect(await page.locator("#catalog-file").count()).toBe(1);
    await expectAccessible(page);
  });

  it("sends the good rows (by keyboard) and gets the bad ones back alone, marked", async () => {
    await page.getByRole("button", { name: "Send the 3 good rows now" }).focus();
    await page.keyboard.press("Enter");
    await heading("Products of this import").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText("3 new, 0 updated, 0 unchanged.").count()).toBe(1);
    const rows = await page
      .locator("tr[data-external-sku]")
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-external-sku")).sort());
    expect(rows).toEqual(["LO-1", "LO-2", "LO-4"]);
    const left = page.getByRole("region", { name: "Rows left out" });
    expect(await left.getByText(/the 2 rows with errors were left out/).count()).toBe(1);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      left.getByRole("link", { name: "Download the rows left out, errors marked (.xlsx)" }).click(),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    const skus: string[] = [];
    ws.eachRow((row, n) => {
      if (n > 2 && row.getCell(1).value) skus.push(String(row.getCell(1).value));
    });
    expect(skus).toEqual(["LO-3", "LO-5"]);
    expect(String(ws.getCell("C5").value)).toBe("Toasters");
    expect(JSON.stringify(ws.getCell("C5").note)).toContain("Unknown category");
    expect((ws.getCell("C5").fill as { fgColor?: { argb?: string } }).fgColor?.argb).toBe("FFFF9C9C");
  });
});
