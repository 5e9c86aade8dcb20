/**
 * A buyer's first journey: the products catalogue, a brand filter, a product page, its tabs, the
 * switch to French, the 404 screen — and axe on each of these pages.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, journeyForFile } from "./browser.ts";

let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ page, consoleErrors } = opened));

const resultsCount = async (p: Page) => {
  const text =
    (await p
      .getByText(/\d[\d,\s]* products? found/)
      .first()
      .textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
};

describe("products catalogue to product page, in English then French", () => {
  it("opens the catalogue, filters by a brand, opens a product, switches to French", async () => {
    await page.goto(`${baseUrl()}/products-catalog`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Products");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    const total = await resultsCount(page);
    expect(total).toBeGreaterThan(50);
    await expectAccessible(page);

    // Filter by the first brand of the Brand group; the URL and the count follow.
    const brandGroup = page.getByRole("group", { name: "Brand" });
    const firstBrand = brandGroup.getByRole("checkbox").first();
    const brandLabel = (await brandGroup.locator("label").first().innerText()).split("\n")[0]?.trim() ?? "";
    await firstBrand.check();
    await page.waitForURL(/[?&]brand=\d+/);
    await expect.poll(() => resultsCount(page), { timeout: 10_000 }).toBeLessThan(total);
    const filtered = await resultsCount(page);
    expect(filtered).toBeGreaterThan(0);
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThan(0);
    const firstCardText = await cards.first().innerText();
    expect(firstCardText).toContain(brandLabel);

    // Open the first product.
    await cards.first().getByRole("link").first().click();
    await page.waitForURL(/\/product\/RM-\d+/);
    // The URL changes as the navigation commits; wait for the product page itself to render.
    await page.getByRole("tab", { name: "Characteristics" }).waitFor();
    const sku = new URL(page.url()).pathname.split("/").pop() ?? "";
    // The URL changes as the navigation commits: wait for the product page itself to render.
    await page.getByRole("tab").first().waitFor();
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    expect(title.length).toBeGreaterThan(3);
    expect(await page.getByRole("tab").count()).toBe(5);
    await page.getByRole("tab", { name: "Characteristics" }).click();
    await expect(page.getByRole("tabpanel").first().innerText()).resolves.toMatch(/\S/);
    await expectAccessible(page);

    // Switch to French: same product under /fr, French interface.
    await page.getByRole("link", { name: "Français" }).first().click();
    await page.waitForURL(new RegExp(`/fr/product/${sku}`));
    await page.getByRole("tab", { name: "Caractéristiques" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(title);
    expect(await page.getByRole("tab", { name: "Caractéristiques" }).count()).toBe(1);
    await expectAccessible(page);

    // The choice sticks: an unprefixed URL now redirects to French.
    await page.goto(`${baseUrl()}/products-catalog`);
    expect(new URL(page.url()).pathname).toBe("/fr/products-catalog");
    await page.getByRole("link", { name: "English" }).first().click();
    await page.waitForURL((url) => url.pathname === "/products-catalog");
    expect(await page.getAttribute("html", "lang")).toBe("en");
  });

  it("shows the 404 screen for an unknown product and an unknown page", async () => {
    const res = await page.goto(`${baseUrl()}/product/RM-NOPE`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("link", { name: /go back/i }).getAttribute("href")).resolves.toBe(
      "/marketplace",
    );
    const unknown = await page.goto(`${baseUrl()}/no/such/page`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText("Page not found: /no/such/page").count()).resolves.toBe(1);
    await expectAccessible(page);
  });

  it("renders the landing page and the marketplace accessibly", async () => {
    for (const path of ["/", "/marketplace", "/fr/marketplace"]) {
      const res = await page.goto(`${baseUrl()}${path}`);
      expect(res?.status(), path).toBe(200);
      await expectAccessible(page);
    }
  });

  it("logged no errors in the browser console", () => {
    expect(consoleErrors).toEqual([]);
  });
});
