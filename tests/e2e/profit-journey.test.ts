/**
 * Issue 18, part 3: a buyer sorts the catalogue by payback, types an electricity price and sees the
 * order and the figures change; the price is remembered (cookie) on the next page, and the product
 * page shows the figures at that price with the calculators' link. Axe on both pages.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile } from "./browser.ts";

let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ page, consoleErrors } = opened));

/** The products of the page, in order (their links). */
const order = (p: Page) =>
  p.locator("main article h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
/** The first card's profit line. */
const firstFigures = async (p: Page) =>
  ((await p.locator("main article [data-profit]").first().textContent()) ?? "").trim();

/** Types a price, submits it and waits for the cards to show figures at that price. */
async function usePrice(p: Page, price: string) {
  const field = p.getByLabel("Your electricity price (USD per kWh)");
  await field.fill(price);
  await p.getByRole("button", { name: "Use this price" }).click();
  await expect
    .poll(() => p.locator("main article [data-profit]").first().getAttribute("title"), { timeout: 10_000 })
    .toBe(`Mining estimate at $${price} per kWh`);
}

describe("profit per day and payback in the catalogue", () => {
  it("sorts by payback at a typed electricity price and the order changes", async () => {
    await page.goto(`${baseUrl()}/products-catalog`);
    await hydrated(page);
    // Miner cards carry their figures at the default price.
    await expect.poll(() => page.locator("main article [data-profit]").count()).toBeGreaterThan(0);

    await page.locator("#catalog-ordering").selectOption("payback");
    await page.waitForURL(/ordering=payback/);
    await usePrice(page, "0.02");
    await expect
      .poll(() => page.getByLabel("Your electricity price (USD per kWh)").inputValue(), { timeout: 10_000 })
      .toBe("0.02");
    await expect
      .poll(() => firstFigures(page), { timeout: 10_000 })
      .toMatch(/Profit \$[\d,.]+\/day · Payback in [\d,]+ days/);
    const cheapOrder = await order(page);
    const cheapFigures = await firstFigures(page);
    expect(cheapOrder.length).toBeGreaterThan(10);

    await usePrice(page, "0.25");
    await expect.poll(() => order(page), { timeout: 10_000 }).not.toEqual(cheapOrder);
    expect(page.url()).toMatch(/ordering=payback/);
    expect(await firstFigures(page)).not.toBe(cheapFigures);
    // Sorted by payback: the first card pays back sooner than the last one that pays back at all.
    const days = await page
      .locator("main article [data-profit]")
      .evaluateAll((ps) =>
        ps.map((x) =>
          Number((x.textContent ?? "").match(/Payback in ([\d,]+) days/)?.[1]?.replace(/,/g, "") ?? "NaN"),
        ),
      );
    const paying = days.filter((d) => Number.isFinite(d));
    expect(paying.length).toBeGreaterThan(1);
    expect(paying).toEqual([...paying].sort((a, b) => a - b));
    await expectAccessible(page);

    // Remembered: a new visit of the catalogue uses the same price.
    await page.goto(`${baseUrl()}/products-catalog?ordering=payback`);
    expect(await page.getByLabel("Your electricity price (USD per kWh)").inputValue()).toBe("0.25");
    expect(await order(page)).not.toEqual(cheapOrder);
  });

  it("shows the figures on the product page at the buyer's price, with the calculators' link", async () => {
    await page.goto(`${baseUrl()}/products-catalog?ordering=-profit`);
    await hydrated(page);
    await page.locator("main article h3 a").first().click();
    await page.waitForURL(/\/product\//);
    const section = page.getByRole("region", { name: "Mining profit" });
    await section.waitFor();
    expect(await section.textContent()).toMatch(/\$0\.25 per kWh/);
    expect(await section.getByRole("link", { name: "Calculators and widgets" }).getAttribute("href")).toBe(
      "/calculators-and-widgets",
    );
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});
