/**
 * A buyer browses everything: the catalogues filtered by region and brand (counts follow), the
 * tabs between products, services and sellers, a search with a typo from the header's combobox,
 * a company and one of its services, the empty states, the same journey under /fr — and axe on
 * each page.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile } from "./browser.ts";

let browser: Browser;
let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

/** The number in the page's "N … found" / "N … trouvés" line. */
/** The page's title; poll it after a client-side navigation (the URL changes as it commits). */
const h1 = (p: Page) => p.getByRole("heading", { level: 1 }).innerText();
const count = async (p: Page, pattern: RegExp) => {
  const text = (await p.getByText(pattern).first().textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
};

describe("browsing catalogues, companies, services and search", () => {
  it("filters the products catalogue by region and brand, and the tabs keep the region", async () => {
    await page.goto(`${baseUrl()}/products-catalog`);
    const total = await count(page, /\d[\d,\s]* products? found/);
    expect(total).toBeGreaterThan(50);
    await expect(page.getByRole("navigation", { name: "Catalogues" }).count()).resolves.toBe(1);

    // A long facet shows its most frequent values; "Show all" reveals the rest and focuses the first.
    const brands = page.getByRole("group", { name: "Brand" });
    await hydrated(page);
    const shown = await brands.getByRole("checkbox").count();
    const showAll = brands.getByRole("link", { name: /Show all \(\d+\)/ });
    const all = Number(((await showAll.textContent()) ?? "").replace(/[^\d]/g, ""));
    expect(all).toBeGreaterThan(shown);
    await showAll.click();
    await expect.poll(() => brands.getByRole("checkbox").count()).toBe(all);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe("checkbox");

    await page
      .getByRole("group", { name: "Delivery region" })
      .getByLabel(/Oceania/)
      .check();
    await page.waitForURL(/[?&]region=OC/);
    await expect
      .poll(() => count(page, /\d[\d,\s]* products? found/), { timeout: 10_000 })
      .toBeLessThan(total);
    const inRegion = await count(page, /\d[\d,\s]* products? found/);

    await page.getByRole("group", { name: "Brand" }).getByRole("checkbox").first().check();
    await page.waitForURL(/[?&]brand=\d+/);
    await expect
      .poll(() => count(page, /\d[\d,\s]* products? found/), { timeout: 10_000 })
      .toBeLessThan(inRegion);
    await expectAccessible(page);

    // The Services tab keeps the region (not the brand).
    await page
      .getByRole("navigation", { name: "Catalogues" })
      .getByRole("link", { name: "Services" })
      .click();
    await page.waitForURL((u) => u.pathname === "/services-catalog");
    await expect.poll(() => h1(page)).toBe("Services");
    expect(new URL(page.url()).searchParams.getAll("region")).toEqual(["OC"]);
    expect(new URL(page.url()).searchParams.get("brand")).toBeNull();
    await expect(
      page
        .getByRole("group", { name: "Region" })
        .getByLabel(/Oceania/)
        .isChecked(),
    ).resolves.toBe(true);
  });

  it("filters services by region, category, country and city with counts that follow", async () => {
    await page.goto(`${baseUrl()}/services-catalog`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Services");
    const total = await count(page, /\d+ services? found/);
    expect(total).toBeGreaterThan(10);
    await expectAccessible(page);

    const hosting = () =>
      page.getByRole("group", { name: "Category" }).locator("label", { hasText: "Hosting" }).textContent();
    const hostingBefore = await hosting();
    await page
      .getByRole("group", { name: "Region" })
      .getByLabel(/Europe/)
      .check();
    await page.waitForURL(/[?&]region=EU/);
    await expect.poll(() => count(page, /\d+ services? found/), { timeout: 10_000 }).toBeLessThan(total);
    // The category counts now count European services only.
    await expect.poll(hosting).not.toBe(hostingBefore);
    await expect(page.locator("main article").count()).resolves.toBeGreaterThan(0);

    // A country, then one of its cities: the city group appears with counts, and the count is the result.
    const european = await count(page, /\d+ services? found/);
    const countries = page.getByRole("group", { name: "Country" });
    await countries.getByRole("checkbox").first().check();
    await page.waitForURL(/[?&]country=[A-Z]{2}/);
    const cities = page.getByRole("group", { name: "City" });
    await expect.poll(() => cities.getByRole("checkbox").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(count(page, /\d+ services? found/)).resolves.toBeLessThanOrEqual(european);
    const city = cities.locator("label").first();
    const cityName = ((await city.locator("span").first().textContent()) ?? "").trim();
    const cityCount = Number(await city.locator('span[aria-hidden="true"]').textContent());
    await city.getByRole("checkbox").focus();
    await page.keyboard.press("Space");
    await page.waitForURL(/[?&]city=\d+/);
    await expect.poll(() => count(page, /\d+ services? found/), { timeout: 10_000 }).toBe(cityCount);
    expect(await page.getByRole("link", { name: `Remove filter: ${cityName}` }).count()).toBe(1);
    for (const place of await page.locator("main article").allInnerTexts()) expect(place).toContain(cityName);
    await expectAccessible(page);

    // The same filtered page, shared and opened without JavaScript, is rendered on the server.
    const shared = page.url();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    try {
      await noJs.goto(shared);
      expect(await count(noJs, /\d+ services? found/)).toBe(cityCount);
      const checked = noJs.getByRole("group", { name: "City" }).getByRole("checkbox", { checked: true });
      await expect(checked.count()).resolves.toBe(1);
      // Unticking the city and applying the form (a plain GET) widens the results again.
      await checked.uncheck();
      await noJs.getByRole("button", { name: "Apply filters" }).click();
      await noJs.waitForURL((u) => !u.searchParams.has("city"));
      expect(await count(noJs, /\d+ services? found/)).toBeGreaterThanOrEqual(cityCount);
    } finally {
      await context.close();
    }
  });

  it("shows the most viewed products on the marketplace, each linking to its page", async () => {
    await page.goto(`${baseUrl()}/marketplace`);
    // Each block says what it shows.
    const heading = (name: string) => page.getByRole("heading", { name, exact: true }).count();
    await expect(heading("Latest services")).resolves.toBe(1);
    await expect(heading("Sellers with the most offers")).resolves.toBe(1);
    const popular = page.getByRole("region", { name: "Popular products" });
    await expect(popular.locator("article").count()).resolves.toBeGreaterThan(0);
    const link = popular.locator("article").first().getByRole("link").first();
    const href = (await link.getAttribute("href")) ?? "";
    const name = ((await link.textContent()) ?? "").trim();
    expect(href).toMatch(/^\/product\/[^/]+$/);
    // The product's views as the API tells a script (which is not counted itself).
    const views = async () => {
      const res = await fetch(`${baseUrl()}/api/products-catalog/products/${href.split("/").pop()}`, {
        headers: { "user-agent": "curl/8.5.0" },
      });
      return ((await res.json()) as { views: number }).views;
    };
    const before = await views();
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    await expect.poll(() => h1(page), { timeout: 10_000 }).toBe(name);
    // Opening the page (after its preload on hover) counted one view.
    await expect.poll(views, { timeout: 10_000, interval: 500 }).toBe(before + 1);
  });

  it("searches with a typo from the header's combobox and finds the model", async () => {
    await page.goto(`${baseUrl()}/marketplace`);
    const box = page.getByRole("combobox", { name: "Search the marketplace" }).first();
    await box.click();
    await box.pressSequentially("antminr s21", { delay: 20 });
    const listbox = page.getByRole("listbox").first();
    await expect.poll(() => listbox.getByRole("option").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await expect(listbox.innerText()).resolves.toMatch(/Antminer S21/i);
    // Arrow keys move the active option; Escape closes the list.
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBeTruthy();
    await box.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");

    // Enter with no option chosen searches.
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=antminr(\+|%20)s21/);
    await expect.poll(() => h1(page)).toContain("antminr s21");
    const products = page.getByRole("region", { name: /Products/ });
    await expect(products.innerText()).resolves.toMatch(/Antminer S21/);
    await expectAccessible(page);

    // "See all" leads to the filtered catalogue.
    await products.getByRole("link", { name: /See all/ }).click();
    await page.waitForURL(/\/products-catalog\?search=antminr/);
    await expect.poll(() => h1(page)).toContain("antminr s21");
    await expect(page.locator("main article").first().innerText()).resolves.toMatch(/Antminer S21/i);
  });

  it("opens a company from the sellers catalogue, then one of its services", async () => {
    await page.goto(`${baseUrl()}/companies-catalog`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Sellers");
    await expectAccessible(page);
    const first = page.locator("main article").first();
    const name = (await first.getByRole("link").first().innerText()).trim();
    await first.getByRole("link").first().click();
    await page.waitForURL(/\/company\/\d+$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toContain(name);
    await expect.poll(() => page.getByRole("heading", { name: "Contacts" }).count()).toBe(1);
    await expectAccessible(page);

    const services = page.getByRole("region", { name: /^Services/ });
    await services.locator("article").first().getByRole("link").first().click();
    await page.waitForURL(/\/service\/\d+$/);
    await expect.poll(() => page.getByRole("region", { name: "Provider" }).innerText()).toContain(name);
    const contact = page.getByRole("link", { name: "Contact seller" });
    expect(await contact.getAttribute("href")).toMatch(/^\/sign-in\?next=%2Fservice%2F\d+$/);
    await expectAccessible(page);
  });

  it("shows the empty states", async () => {
    await page.goto(`${baseUrl()}/services-catalog?region=OC&search=zzqqxxnothing`);
    await expect(page.getByText("No matches for filters.").count()).resolves.toBe(1);
    await page.getByRole("link", { name: "Reset filters" }).last().click();
    await page.waitForURL((u) => u.pathname === "/services-catalog" && !u.searchParams.has("region"));

    await page.goto(`${baseUrl()}/companies-catalog?country=AQ`);
    await expect(page.getByText("No matches for filters.").count()).resolves.toBe(1);
    await expectAccessible(page);

    await page.goto(`${baseUrl()}/search?q=zzqqxxnothing`);
    await expect(page.getByText("Nothing found for search.").count()).resolves.toBe(1);
    await expectAccessible(page);
  });

  it("does the same journey in French", async () => {
    await page.goto(`${baseUrl()}/fr/services-catalog?region=EU`);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    await expect(count(page, /\d+ services? trouvés?/)).resolves.toBeGreaterThan(0);
    await page
      .getByRole("navigation", { name: "Catalogues" })
      .getByRole("link", { name: "Vendeurs" })
      .click();
    await page.waitForURL(
      (u) => u.pathname === "/fr/companies-catalog" && u.searchParams.get("region") === "EU",
    );
    await expect.poll(() => h1(page)).toBe("Vendeurs");
    await expectAccessible(page);
    await page.locator("main article").first().getByRole("link").first().click();
    await page.waitForURL(/\/fr\/company\/\d+$/);
    await expect
      .poll(() => page.getByRole("heading", { name: "Contacts" }).count(), { timeout: 10_000 })
      .toBe(1);
    await expectAccessible(page);

    await page.goto(`${baseUrl()}/fr/search?q=antminr%20s21`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Résultats pour « antminr s21 »");
    await expect(page.getByRole("region", { name: /Produits/ }).innerText()).resolves.toMatch(/Antminer S21/);
    await expectAccessible(page);

    await page.goto(`${baseUrl()}/fr/search?q=zzqqxxnothing`);
    await expect(page.getByText("Aucun résultat pour cette recherche.").count()).resolves.toBe(1);
  });

  it("filters the landing page by continent: counts and trending blocks follow", async () => {
    await page.goto(`${baseUrl()}/`);
    const regions = page.getByRole("navigation", { name: "World map by region" });
    const europe = regions.getByRole("link", { name: /^Europe/ });
    const europeText = await europe.innerText();
    await europe.click();
    await page.waitForURL((u) => u.searchParams.get("region") === "europe");
    await expect.poll(() => page.getByText("Showing Europe").count()).toBe(1);
    expect(await regions.getByRole("link", { name: /^Europe/ }).getAttribute("aria-current")).toBe("true");
    // The trending products are delivered to Europe: their catalogue link keeps the region.
    expect(await page.getByRole("link", { name: "Browse offers in Europe" }).getAttribute("href")).toBe(
      "/products-catalog?region=EU",
    );
    expect(europeText).toMatch(/\d+ products · \d+ sellers/);
    await expectAccessible(page);
    const fr = await page.goto(`${baseUrl()}/fr?region=asia`);
    expect(fr?.status()).toBe(200);
    await expect(page.getByText("Région affichée : Asie").count()).resolves.toBe(1);
    await expectAccessible(page);
  });

  it("answers the spec's other route constants", async () => {
    for (const [from, to] of [
      ["/product", "/products-catalog"],
      ["/fr/service", "/fr/services-catalog"],
    ] as const) {
      await page.goto(`${baseUrl()}${from}`);
      expect(new URL(page.url()).pathname, from).toBe(to);
    }
    for (const path of ["/coming-soon", "/orders", "/about-the-service", "/advertisment"]) {
      const res = await page.goto(`${baseUrl()}${path}`);
      expect(res?.status(), path).toBe(200);
      await expectAccessible(page);
    }
  });

  it("logged no errors in the browser console", () => {
    expect(consoleErrors).toEqual([]);
  });
});
