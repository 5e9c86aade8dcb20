/**
 * Issue 18, model pages: from a product page's price history to its model's page (every offer
 * across sellers, cheapest first), in English then French; the chart is named for screen readers,
 * has its figures as a table, is there without JavaScript, and axe finds nothing.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ProductSearchResult } from "../../src/common/api/catalog.ts";
import type { ModelOfferList } from "../../src/common/api/models.ts";
import { baseUrl, expectAccessible, journeyForFile, PAGE_OPTIONS, withoutJavaScript } from "./browser.ts";
import { apiJson } from "./journey-api.ts";

let page: Page;
let browser: Browser;
let consoleErrors: string[];
journeyForFile((opened) => ({ page, browser, consoleErrors } = opened));

/** A public product of a model that has several offers (the demo data has many). */
async function productOfAModel() {
  const found = await apiJson<ProductSearchResult>("GET", "/api/search/products/?page_size=100");
  const product = found.results.find((p) => p.model !== null && p.price_from !== null);
  if (!product?.model) throw new Error("no demo product with a model");
  return { sku: product.sku, model: product.model };
}

describe("product page to model page", () => {
  it("follows the price history's link to every offer of the model, cheapest first (English)", async () => {
    const { sku, model } = await productOfAModel();
    await page.goto(`${baseUrl()}/product/${sku}`);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Price history" }) });
    await section.waitFor();
    // The chart: an image named by its title, with the demo's days behind it.
    const chart = section.getByRole("img", { name: new RegExp(`Asking prices of ${model.name}`) });
    expect(await chart.count()).toBe(1);
    await expectAccessible(page);

    await section.getByRole("link", { name: "All offers for this model" }).click();
    await page.waitForURL(new RegExp(`/model/${model.id}$`));
    await page.getByRole("heading", { level: 1, name: model.name }).waitFor();

    // The chart's title and its figures as a table behind a disclosure.
    const modelChart = page.getByRole("img", { name: new RegExp(`Asking prices of ${model.name}`) });
    expect(await modelChart.count()).toBe(1);
    await page.getByText("Show the figures as a table").click();
    const table = page.getByRole("table", { name: new RegExp(`Asking prices of ${model.name}`) });
    await table.waitFor();
    expect(await table.getByRole("columnheader", { name: "Day" }).count()).toBe(1);
    expect(await table.getByRole("row").count()).toBeGreaterThan(5);

    // The offers, in the API's order: cheapest first.
    const offers = await apiJson<ModelOfferList>("GET", `/api/models/miners/${model.id}/offers/`);
    expect(offers.count).toBeGreaterThan(0);
    const prices = offers.results.map((p) => p.price_from ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cards = page.locator("main article");
    expect(await cards.count()).toBe(offers.results.length);
    expect(await cards.first().textContent()).toContain(offers.results[0]?.name ?? "?");
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  it("shows the model page in French", async () => {
    const { model } = await productOfAModel();
    await page.goto(`${baseUrl()}/fr/model/${model.id}`);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    await page.getByRole("heading", { level: 1, name: model.name }).waitFor();
    await page.getByRole("heading", { name: "Historique des prix" }).waitFor();
    await page.getByRole("heading", { name: "Offres pour ce modèle" }).waitFor();
    const chart = page.getByRole("img", { name: new RegExp(`Prix demandés pour ${model.name}`) });
    expect(await chart.count()).toBe(1);
    await page.getByText("Voir les chiffres sous forme de tableau").click();
    const table = page.getByRole("table", { name: new RegExp(`Prix demandés pour ${model.name}`) });
    expect(await table.getByRole("columnheader", { name: "Jour" }).count()).toBe(1);
    await expectAccessible(page);
  });

  it("draws the chart and its table without JavaScript", async () => {
    const { model } = await productOfAModel();
    const noJs = await withoutJavaScript(browser, page);
    try {
      await noJs.goto(`${baseUrl()}/model/${model.id}`);
      expect(await noJs.locator("svg[role=img] title").first().textContent()).toContain(model.name);
      expect(await noJs.locator("svg[role=img] path").count()).toBeGreaterThan(0);
      expect(await noJs.locator("figure table tbody tr").count()).toBeGreaterThan(5);
    } finally {
      await noJs.context().close();
    }
  });

  it("fits a 320 px wide phone (the chart, its table and the offers)", async () => {
    const { sku, model } = await productOfAModel();
    const context = await browser.newContext({ ...PAGE_OPTIONS, viewport: { width: 320, height: 640 } });
    try {
      const phone = await context.newPage();
      for (const path of [`/model/${model.id}`, `/product/${sku}`]) {
        await phone.goto(`${baseUrl()}${path}`);
        await phone.getByText("Show the figures as a table").first().click();
        const o = await phone.evaluate(() => ({
          width: window.innerWidth,
          scrollWidth: document.documentElement.scrollWidth,
        }));
        expect({ path, fits: o.scrollWidth <= o.width }).toEqual({ path, fits: true });
      }
    } finally {
      await context.close();
    }
  });

  it("answers 404 for an unknown model", async () => {
    const res = await page.goto(`${baseUrl()}/model/999999`);
    expect(res?.status()).toBe(404);
  });
});
