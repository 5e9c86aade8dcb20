/**
 * The catalogue upload by template (issue 7): a seller downloads the template of a category,
 * uploads a workbook of five rows with two bad ones, sees "Correction of errors is required" with
 * those rows, downloads the annotated file (notes on the bad cells), fixes the rows and uploads
 * again, confirms the loosely matched model, adds one photo on its own and the others by a zip
 * named by SKU, sends the import to moderation, finds it recalled on the page when coming back later,
 * and finds the products under review. Then exports
 * two selected products (and again without JavaScript, where "Export selected" with nothing ticked
 * says to select products), and shows the page in French with a French template. axe on every
 * stage visited.
 */
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { zipSync } from "fflate";
import type { Browser, Download, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { XLSX_TYPE } from "../../src/common/constants.ts";
import { baseUrl, expectAccessible, hydrated, journeyForFile, withoutJavaScript } from "./browser.ts";
import { activeCompanyInPage, signUpInBrowser } from "./journey-api.ts";

let browser: Browser;
let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

const email = `catalog-upload-${Date.now()}@example.com`;
const password = "Seller-pass1";
const stamp = Date.now().toString(36).toUpperCase();
const sku = (n: number) => `CU-${stamp}-${n}`;
const nameOf = (n: number) => `Catalogue rig ${n} ${stamp}`;

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

/** Clicks and answers the file the browser downloaded. */
async function download(click: () => Promise<unknown>): Promise<{ name: string; data: Buffer }> {
  const [d] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), click()]);
  return { name: d.suggestedFilename(), data: await bytesOf(d) };
}

const isZip = (data: Buffer) => data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** The template's header cells: column number by header text (the required marker "*" removed). */
function headersOf(ws: ExcelJS.Worksheet): Map<string, number> {
  const out = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => {
    out.set(String(cell.value ?? "").replace(/\s*\*\s*$/, ""), col);
  });
  return out;
}

function colOf(headers: Map<string, number>, start: string): number {
  for (const [text, col] of headers) if (text === start || text.startsWith(`${start},`)) return col;
  for (const [text, col] of headers) if (text.startsWith(start)) return col;
  throw new Error(`no column "${start}" in ${[...headers.keys()].join(" | ")}`);
}

interface RowValues {
  sku: string;
  name: string;
  model?: string;
  price: string | number;
  hashrate: string;
}

/** The template filled with `rows` from row 3 (row 1: headers, row 2: what each column takes). */
async function fillTemplate(template: Buffer, rows: RowValues[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  // The normal reader expands each range validation into one entry per cell (DESIGN.md): drop them.
  (ws as unknown as { dataValidations: { model: object } }).dataValidations.model = {};
  const h = headersOf(ws);
  rows.forEach((r, i) => {
    const row = ws.getRow(3 + i);
    row.getCell(colOf(h, "Your SKU")).value = r.sku;
    row.getCell(colOf(h, "Name")).value = r.name;
    row.getCell(colOf(h, "Category")).value = "SHA-256 ASIC miners";
    row.getCell(colOf(h, "Brand")).value = "Bitmain";
    if (r.model) row.getCell(colOf(h, "Model")).value = r.model;
    row.getCell(colOf(h, "Description")).value =
      `Tested unit ${r.name}, shipped from Austin within two days.`;
    row.getCell(colOf(h, "Price tiers")).value = r.price;
    row.getCell(colOf(h, "Delivery regions")).value = "Europe, North America";
    row.getCell(colOf(h, "Hashrate")).value = r.hashrate;
    row.getCell(colOf(h, "Algorithm")).value = "SHA-256";
    row.commit();
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const png = (r: number) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r, g: 120, b: 30 } } })
    .png()
    .toBuffer();

const SHOT = (name: string) =>
  process.env.SHOTS ? page.screenshot({ path: `/tmp/cu-${name}.png`, fullPage: true }) : Promise.resolve();
const heading = (name: string) => page.getByRole("heading", { name, exact: true });
const fileInput = (label: string) => page.getByLabel(label, { exact: true });

let template: Buffer;
const good: RowValues[] = [1, 2, 3, 4, 5].map((n) => ({
  sku: sku(n),
  name: nameOf(n),
  price: 5200 + n,
  hashrate: "270 TH/s",
}));

describe("catalogue upload journey", () => {
  it("gets a seller with an active company", async () => {
    await signUpInBrowser(page, { name: "Catalogue Seller", email, password });
    await activeCompanyInPage(page, {
      name: "Catalogue Journey Rigs",
      address: "2 Main Street, Austin",
      phone: "+1 201 555 0124",
    });
  });

  it("reaches the upload page from the product list and downloads the template of a category", async () => {
    await page.goto(`${baseUrl()}/seller-products`);
    await page.getByRole("link", { name: "Upload a catalogue" }).click();
    await page.waitForURL(/\/seller-products\/add\/catalog$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Upload a catalogue");
    await expectAccessible(page);

    await page.getByLabel("Category of the template").selectOption({ label: "SHA-256 ASIC miners" });
    const file = await download(() =>
      page.getByRole("button", { name: "Download the template (.xlsx)" }).click(),
    );
    expect(file.name).toMatch(/\.xlsx$/);
    expect(isZip(file.data)).toBe(true);
    template = file.data;
    await SHOT("start");

    // The same call as the browser made: an .xlsx attachment.
    const categoryId = await page.getByLabel("Category of the template").inputValue();
    const res = await page.request.get(
      `${baseUrl()}/api/products-catalog/excel/template?category_id=${categoryId}`,
    );
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe(XLSX_TYPE);
    expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.xlsx"$/);
    expect(isZip(await res.body())).toBe(true);
  });

  it("refuses an upload without a file, next to the field", async () => {
    await hydrated(page);
    await page.getByRole("button", { name: "Upload the catalogue" }).click();
    await expect.poll(() => page.getByText("Choose the .xlsx or .ods file to upload.").count()).toBe(1);
    expect(await fileInput("Catalogue file (.xlsx or .ods)").getAttribute("aria-invalid")).toBe("true");
  });

  it("uploads five rows with two bad ones and sees the rows to correct", async () => {
    const rows = good.map((r) => ({ ...r }));
    (rows[1] as RowValues).price = "cheap";
    (rows[3] as RowValues).hashrate = "very fast";
    const workbook = await fillTemplate(template, rows);
    await fileInput("Catalogue file (.xlsx or .ods)").setInputFiles({
      name: "my-catalogue.xlsx",
      mimeType: XLSX_TYPE,
      buffer: workbook,
    });
    await page.getByRole("button", { name: "Upload the catalogue" }).click();
    // The job starts within a couple of seconds: usually the page first shows the progress bar
    // (with its Refresh link and Cancel), then follows the check by itself (polling).
    const errorsHeading = heading("Correction of errors is required");
    await page.getByRole("progressbar", { name: "Rows checked" }).or(errorsHeading).first().waitFor();
    if (await page.getByRole("progressbar").count()) {
      expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toMatch(/^\d+$/);
      expect(await page.getByRole("link", { name: "Refresh" }).count()).toBe(1);
      expect(await page.getByRole("button", { name: "Cancel the import" }).count()).toBe(1);
      await SHOT("progress");
    }
    await errorsHeading.waitFor({ timeout: 30_000 });
    await SHOT("errors");
    const table = page.getByRole("table", { name: "Rows to correct" });
    expect(await table.locator("tbody tr[data-row='4']").count()).toBeGreaterThan(0);
    expect(await table.locator("tbody tr[data-row='6']").count()).toBeGreaterThan(0);
    expect(
      await table
        .locator("tbody tr")
        .evaluateAll((trs) => [...new Set(trs.map((tr) => tr.getAttribute("data-row")))].sort()),
    ).toEqual(["4", "6"]);
    expect(await page.getByText(/^2 of 5 rows have errors/).count()).toBe(1);
    await expectAccessible(page);

    // The annotated file: the bad cells carry a note.
    const annotated = await download(() =>
      page.getByRole("link", { name: "Download your file with the errors marked (.xlsx)" }).click(),
    );
    expect(isZip(annotated.data)).toBe(true);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(annotated.data as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    const h = headersOf(ws);
    const note = (row: number, col: number) => ws.getRow(row).getCell(col).note;
    expect(note(4, colOf(h, "Price tiers"))).toBeTruthy();
    expect(note(6, colOf(h, "Hashrate"))).toBeTruthy();
    expect(note(3, colOf(h, "Price tiers"))).toBeFalsy();
  });

  it("resends the corrected file, with a model typed loosely, and confirms the match", async () => {
    const rows = good.map((r) => ({ ...r }));
    (rows[4] as RowValues).model = "antminer s21xp";
    await fileInput("Catalogue file (.xlsx or .ods)").setInputFiles({
      name: "my-catalogue-fixed.xlsx",
      mimeType: XLSX_TYPE,
      buffer: await fillTemplate(template, rows),
    });
    await page.getByRole("button", { name: "Upload the catalogue" }).click();
    await heading("Confirm the matched models").waitFor({ timeout: 30_000 });
    await SHOT("confirm");
    await expect
      .poll(() => page.locator("li[data-row='7']").textContent())
      .toMatch(/^Row 7: “antminer s21xp” → .*Antminer S21 XP.* \(\d+% match\)$/);
    await expectAccessible(page);

    // Keyboard: the confirm button is reachable and works with Enter.
    await hydrated(page);
    await page.getByRole("button", { name: "Confirm and save the products" }).focus();
    await page.keyboard.press("Enter");
    await heading("Products of this import").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText("5 new, 0 updated, 0 unchanged.").count()).toBe(1);
    expect(await page.getByText("0 of 5 products have a main photo.").count()).toBe(1);
    await SHOT("drafts");
    await expectAccessible(page);
  });

  it("adds one photo to a product and the others by a zip named by SKU", async () => {
    const first = nameOf(1);
    await fileInput(`Photo of ${first}`).setInputFiles({
      name: "one.png",
      mimeType: "image/png",
      buffer: await png(10),
    });
    await page.getByRole("button", { name: `Upload the photo of ${first}` }).click();
    await expect.poll(() => page.getByText(`Photo added to ${first}.`).count()).toBe(1);
    await expect.poll(() => page.getByText("1 of 5 products have a main photo.").count()).toBe(1);

    // Only the products still without a photo.
    await page.getByRole("link", { name: "Only products without a photo" }).click();
    await page.waitForURL(/missing=1/);
    await expect.poll(() => page.locator("tbody tr[data-sku]").count()).toBe(4);

    const zip = zipSync({
      [`${sku(2)}.png`]: await png(20),
      [`${sku(3)}.png`]: await png(30),
      [`${sku(4)}.png`]: await png(40),
      [`${sku(5)}.png`]: await png(50),
      [`${sku(5)}-2.png`]: await png(60),
      "readme.txt": new TextEncoder().encode("not a photo"),
      "NO-SUCH-SKU.png": await png(70),
    });
    await fileInput("Zip of images (.zip)").setInputFiles({
      name: "photos.zip",
      mimeType: "application/zip",
      buffer: Buffer.from(zip),
    });
    await page.getByRole("button", { name: "Upload the zip" }).click();
    await expect.poll(() => page.getByText("5 images added, 2 not used.").count()).toBe(1);
    const unmatched = page.getByRole("table", { name: "Images not used" });
    expect(await unmatched.getByText("readme.txt").count()).toBe(1);
    expect(await unmatched.getByText("NO-SUCH-SKU.png").count()).toBe(1);
    expect(await unmatched.getByText(/No product of this import has the SKU/).count()).toBe(1);
    expect(
      await page
        .getByRole("table", { name: "Images added" })
        .getByText(`${sku(5)}-2.png`)
        .count(),
    ).toBe(1);
    await expect
      .poll(() => page.getByText("Every product has a main photo: send them to moderation.").count())
      .toBe(1);
    await SHOT("photos");
    await expectAccessible(page);
  });

  it("sends the import to moderation and finds the products under review", async () => {
    await page.getByRole("button", { name: "Send to moderation" }).click();
    await heading("Sent to moderation").waitFor({ timeout: 30_000 });
    await SHOT("moderation");
    expect(
      await page
        .getByText(
          "Moderation takes about 24 hours. We will let you know by e-mail and Telegram when it is done.",
        )
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    // Coming back later (no ?sent=1): the import is closed, yet the page recalls where it went.
    await page.goto(`${baseUrl()}/seller-products/add/catalog`);
    const last = page.getByRole("region", { name: "Your last import" });
    await last.waitFor();
    expect(await last.getByText(/^Your last import, .+: 5 products sent to moderation\.$/).count()).toBe(1);
    expect(await last.getByText("File: my-catalogue-fixed.xlsx", { exact: false }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "1. Download the template" }).count()).toBe(1);
    await SHOT("last");
    await expectAccessible(page);
    await last.getByRole("link", { name: "See my products under review" }).click();
    await page.waitForURL(/\/seller-products\?status=verified$/);
    for (const n of [1, 2, 3, 4, 5])
      await expect
        .poll(() =>
          page
            .locator("tbody tr", { hasText: nameOf(n) })
            .locator("[data-status]")
            .textContent(),
        )
        .toBe("Under review");
  });

  it("exports two selected products", async () => {
    await hydrated(page);
    await page.getByRole("button", { name: "Export selected" }).click();
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: "Select products to export them, or export all." })
          .count(),
      )
      .toBe(1);
    await page.getByLabel(`Select ${nameOf(1)}`).check();
    await page.getByLabel(`Select ${nameOf(3)}`).check();
    const file = await download(() => page.getByRole("button", { name: "Export selected" }).click());
    expect(file.name).toMatch(/\.xlsx$/);
    expect(isZip(file.data)).toBe(true);
    const skus = await skusOf(file.data);
    await SHOT("list");
    expect(skus.sort()).toEqual([sku(1), sku(3)].sort());
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  it("exports without JavaScript too; uploads without JavaScript, in French, and refreshes by hand", async () => {
    const p = await withoutJavaScript(browser, page);
    await p.goto(`${baseUrl()}/seller-products?status=verified`);
    // Nothing ticked: back to the list with the same message as with JavaScript, no download of everything.
    let downloaded = false;
    const onDownload = () => {
      downloaded = true;
    };
    p.on("download", onDownload);
    await p.getByRole("button", { name: "Export selected" }).click();
    await p.waitForURL(/\/seller-products\?export=none$/);
    expect(
      await p
        .getByRole("status")
        .filter({ hasText: "Select products to export them, or export all." })
        .count(),
    ).toBe(1);
    // Everything is prepared by a job (decision 066): the page's route asks for it.
    expect(await p.getByRole("link", { name: "Export all" }).getAttribute("href")).toBe(
      "/seller-products/export?all=1&lang=en",
    );
    expect(downloaded).toBe(false);
    p.off("download", onDownload);
    await p.goto(`${baseUrl()}/seller-products?status=verified`);
    await p.getByLabel(`Select ${nameOf(2)}`).check();
    await p.getByLabel(`Select ${nameOf(4)}`).check();
    const [d] = await Promise.all([
      p.waitForEvent("download", { timeout: 30_000 }),
      p.getByRole("button", { name: "Export selected" }).click(),
    ]);
    expect((await skusOf(await bytesOf(d))).sort()).toEqual([sku(2), sku(4)].sort());

    await p.goto(`${baseUrl()}/fr/seller-products/add/catalog`);
    expect(await p.getAttribute("html", "lang")).toBe("fr");
    expect(await p.getByRole("heading", { level: 1 }).textContent()).toBe("Importer un catalogue");
    expect(await p.getByRole("heading", { name: "1. Téléchargez le modèle" }).count()).toBe(1);
    expect(await p.getByLabel("Fichier du catalogue (.xlsx ou .ods)").count()).toBe(1);
    // The French page gives a French template, though the browser asks for English.
    const [fr] = await Promise.all([
      p.waitForEvent("download", { timeout: 30_000 }),
      p.getByRole("button", { name: "Télécharger le modèle (.xlsx)" }).click(),
    ]);
    const frBook = new ExcelJS.Workbook();
    await frBook.xlsx.load((await bytesOf(fr)) as unknown as ArrayBuffer);
    expect(headersOf(frBook.worksheets[0] as ExcelJS.Worksheet).has("Votre référence")).toBe(true);
    // Without JavaScript a refused upload comes back from the server, next to the field.
    await p.getByRole("button", { name: "Importer le catalogue" }).click();
    expect(await p.getByText("Choisissez le fichier .xlsx ou .ods à importer.").count()).toBe(1);

    // A new import without JavaScript: "Actualiser" shows the progress until the errors come.
    const rows = [
      { ...(good[0] as RowValues), sku: `${sku(1)}-NEW`, name: `${nameOf(1)} bis`, price: "cheap" },
    ];
    await p.getByLabel("Fichier du catalogue (.xlsx ou .ods)").setInputFiles({
      name: "catalogue-fr.xlsx",
      mimeType: XLSX_TYPE,
      buffer: await fillTemplate(template, rows),
    });
    await p.getByRole("button", { name: "Importer le catalogue" }).click();
    const errorsFr = p.getByRole("heading", { name: "Des erreurs doivent être corrigées" });
    for (let i = 0; i < 40 && !(await errorsFr.count()); i++) {
      expect(await p.getByRole("progressbar", { name: "Lignes vérifiées" }).count()).toBe(1);
      expect(await p.getByText("Appuyez sur « Actualiser » pour voir l’avancement.").count()).toBe(1);
      await p.waitForTimeout(500);
      await p.getByRole("link", { name: "Actualiser" }).click();
    }
    expect(await errorsFr.count()).toBe(1);
    const failing = p.getByRole("table", { name: "Lignes à corriger" }).locator("tbody tr[data-row='3']");
    expect(await failing.count()).toBe(1);
    await p.context().close();

    await page.goto(`${baseUrl()}/fr/seller-products/add/catalog`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Importer un catalogue");
    expect(await page.getByRole("heading", { name: "Des erreurs doivent être corrigées" }).count()).toBe(1);
    await expectAccessible(page);
    // Cancelled: said so, with the template and upload steps to start again.
    await hydrated(page);
    await page.getByRole("button", { name: "Annuler l’import" }).click();
    await page.getByRole("heading", { name: "L’import a été annulé" }).waitFor();
    expect(await page.getByRole("heading", { name: "1. Téléchargez le modèle" }).count()).toBe(1);
    await expectAccessible(page);
    // ?new=1 (the moderation stage's "Start a new import") shows the template and upload steps.
    await page.goto(`${baseUrl()}/fr/seller-products/add/catalog?new=1`);
    await expect.poll(() => page.getByRole("heading", { name: "1. Téléchargez le modèle" }).count()).toBe(1);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});

/** The "Your SKU" values of an export. */
async function skusOf(data: Buffer): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  (ws as unknown as { dataValidations: { model: object } }).dataValidations.model = {};
  const col = colOf(headersOf(ws), "Your SKU");
  const out: string[] = [];
  ws.eachRow((row, n) => {
    if (n < 3) return;
    const v = row.getCell(col).value;
    if (v !== null && v !== undefined && String(v).trim()) out.push(String(v));
  });
  return out;
}
