/**
 * Issue 18's calculators and halving: a buyer picks a miner model in the profitability calculator
 * and sees its figures move as the electricity price changes (in English and in French), the same
 * calculation as a plain form post without JavaScript (with its field errors), and the halving
 * countdown on the landing page ticking — and axe on the pages.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile, PAGE_OPTIONS } from "./browser.ts";

let browser: Browser;
let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

// Antminer S19 Pro: 110 TH/s, 3,250 W, so 78 kWh a day: 6.24 at 0.08 per kWh, 9.36 at 0.12.
const MODEL = /^Bitmain Antminer S19 Pro —/;

/** The value of a model's option, found by its text. */
async function modelValue(p: Page): Promise<string> {
  const value = await p.locator("option").filter({ hasText: MODEL }).first().getAttribute("value");
  expect(value).toBeTruthy();
  return value as string;
}

/** The per-day cell of a row of the results table ("Power cost", "Profit"). */
function perDay(p: Page, row: string) {
  return p
    .locator("tr")
    .filter({ has: p.getByRole("rowheader", { name: row, exact: true }) })
    .getByRole("cell")
    .first();
}

/** The countdown's days, hours and minutes as a number of minutes. */
async function minutesLeft(p: Page): Promise<number> {
  const numbers = (((await p.getByRole("timer").textContent()) ?? "").match(/\d[\d,\s]*/g) ?? []).map((n) =>
    Number(n.replace(/\D/g, "")),
  );
  expect(numbers).toHaveLength(3);
  const [days = 0, hours = 0, minutes = 0] = numbers;
  return days * 1440 + hours * 60 + minutes;
}

describe("the profitability calculator", () => {
  it("figures a chosen model and follows the electricity price as it is typed", async () => {
    await page.goto(`${baseUrl()}/calculators-and-widgets`);
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Calculators and widgets");
    await page.getByLabel("Model", { exact: true }).selectOption(await modelValue(page));
    const results = page.getByRole("region", { name: "Results" });
    await expect
      .poll(() => results.textContent())
      .toContain("Bitmain Antminer S19 Pro: 110\u00a0TH/s, 3,250 W, SHA-256.");
    // The model's specifications fill the typed ones, to start from.
    expect(await page.getByLabel("Power (W)").inputValue()).toBe("3250");
    expect(await perDay(page, "Power cost").textContent()).toBe("$6.24");
    const profit = await perDay(page, "Profit").textContent();
    expect(await results.textContent()).toMatch(/Mined per day\s*0\.0000\d+ BTC/);

    const before = page.url();
    await page.getByLabel("Electricity price per kWh").fill("0.12");
    await expect.poll(() => perDay(page, "Power cost").textContent()).toBe("$9.36");
    expect(await perDay(page, "Profit").textContent()).not.toBe(profit);
    expect(await results.textContent()).toContain("Break-even electricity price");
    expect(page.url()).toBe(before);

    // An asking price gives the payback: never at a loss, in days once the miner makes a profit.
    await page.getByLabel("Asking price of the miner (optional)").fill("500");
    await expect
      .poll(() => results.textContent())
      .toContain("Not at these figures: the miner makes no profit.");
    await page.getByLabel("Electricity price per kWh").fill("0.03");
    await expect.poll(() => perDay(page, "Power cost").textContent()).toBe("$2.34");
    expect(await results.textContent()).toMatch(/Payback\s*[\d,]+ days?/);
    // The chart of profit over time marks the halving.
    expect(await page.getByRole("img", { name: /Cumulative profit over 24 months/ }).count()).toBe(1);
    expect(await results.locator("svg text").filter({ hasText: "Halving" }).count()).toBe(1);

    // Submitting puts the calculation in the address (a link to share), with the same results.
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.waitForURL(/[?&]electricity=0\.03/);
    expect(new URL(page.url()).searchParams.get("model")).toBe(await modelValue(page));
    expect(await perDay(page, "Power cost").textContent()).toBe("$2.34");

    // A negative power switches to typed specifications and names the field.
    await page.getByLabel("Power (W)").fill("-5");
    await expect
      .poll(() => results.textContent())
      .toContain("Correct the highlighted fields to see the results.");
    expect(await page.getByLabel("My own specifications").isChecked()).toBe(true);
    expect(await page.getByLabel("Power (W)").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Can't be negative.").count()).toBe(1);
    await page.getByLabel("Power (W)").fill("3250");
    await expect.poll(() => perDay(page, "Power cost").textContent()).toBe("$2.34");

    // The halving countdown and the coins' figures, with their age and source.
    expect(await page.getByRole("heading", { name: "Bitcoin halving countdown" }).count()).toBe(1);
    const figures = page.getByRole("region", { name: "Prices and network figures" });
    expect(await figures.textContent()).toMatch(/Figures as of \w+ \d+, \d{4}\./);
    expect(await figures.textContent()).toContain("shipped with RigMarket");
    expect(await figures.getByRole("rowheader", { name: /Bitcoin BTC/ }).count()).toBe(1);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  it("works in French, with a decimal comma and euros", async () => {
    await page.goto(`${baseUrl()}/fr/calculators-and-widgets`);
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Calculateurs et widgets");
    expect(await page.getByLabel("Devise").inputValue()).toBe("EUR");
    await page.getByLabel("Modèle", { exact: true }).selectOption(await modelValue(page));
    await expect.poll(() => perDay(page, "Coût de l’électricité").textContent()).toMatch(/^6,24\s€$/);
    const profit = await perDay(page, "Bénéfice").textContent();
    await page.getByLabel("Prix de l’électricité par kWh").fill("0,12");
    await expect.poll(() => perDay(page, "Coût de l’électricité").textContent()).toMatch(/^9,36\s€$/);
    expect(await perDay(page, "Bénéfice").textContent()).not.toBe(profit);
    const results = page.getByRole("region", { name: "Résultats" });
    expect(await results.textContent()).toContain("Prix de l’électricité d’équilibre");
    await page.getByLabel("Prix de l’électricité par kWh").fill("abc");
    await expect.poll(() => page.getByText("Saisissez un nombre, par exemple 0,08.").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Compte à rebours du halving du Bitcoin" }).count()).toBe(
      1,
    );
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  it("calculates without JavaScript: the form posts its query and the server answers", async () => {
    const context = await browser.newContext({ ...PAGE_OPTIONS, javaScriptEnabled: false });
    const plain = await context.newPage();
    try {
      await plain.goto(`${baseUrl()}/calculators-and-widgets`);
      await plain.getByLabel("Model", { exact: true }).selectOption(await modelValue(plain));
      await plain.getByLabel("Electricity price per kWh").fill("0.12");
      await Promise.all([
        plain.waitForURL(/[?&]electricity=0\.12/),
        plain.getByRole("button", { name: "Calculate" }).click(),
      ]);
      expect(await perDay(plain, "Power cost").textContent()).toBe("$9.36");
      expect(await plain.getByRole("region", { name: "Results" }).textContent()).toContain(
        "Bitmain Antminer S19 Pro: 110\u00a0TH/s",
      );
      // Typed specifications with a negative power: a 400 page that names the field.
      await plain.getByLabel("My own specifications").check();
      await plain.getByLabel("Power (W)").fill("-5");
      const [answer] = await Promise.all([
        plain.waitForResponse((r) => r.url().includes("power=-5") && r.request().isNavigationRequest()),
        plain.getByRole("button", { name: "Calculate" }).click(),
      ]);
      expect(answer.status()).toBe(400);
      await plain.waitForURL(/[?&]power=-5/);
      const summary = plain.getByRole("region", { name: "Some fields need your attention." });
      expect(await summary.getByRole("link").allInnerTexts()).toEqual(["Power (W)"]);
      expect(await plain.getByText("Can't be negative.").count()).toBe(1);
      expect(await plain.getByLabel("Power (W)").getAttribute("aria-invalid")).toBe("true");
      expect(await plain.getByRole("region", { name: "Results" }).textContent()).toContain(
        "Correct the highlighted fields to see the results.",
      );
    } finally {
      await context.close();
    }
  });
});

describe("the halving block on the landing page", () => {
  it("shows the countdown with its basis, ticks, and leads to the calculators", async () => {
    await page.clock.install({ time: new Date() });
    await page.goto(`${baseUrl()}/`);
    await hydrated(page);
    const block = page.getByRole("region", { name: "Bitcoin halving countdown" });
    const text = await block.textContent();
    expect(text).toContain("At block 1,050,000 the reward per block halves: 3.125 BTC becomes 1.5625 BTC.");
    expect(text).toMatch(/Estimated date\s*\w+ \d+, \d{4}/);
    expect(text).toMatch(/Blocks left\s*[\d,]+/);
    expect(text).toMatch(/average block time of [\d.]+ min over recent blocks/);
    const left = await minutesLeft(page);
    expect(left).toBeGreaterThan(0);
    await page.clock.fastForward("01:00:00");
    await expect.poll(() => minutesLeft(page)).toBeLessThanOrEqual(left - 59);
    await expectAccessible(page);
    await block.getByRole("link", { name: "Calculate what it means for a miner" }).click();
    await page.waitForURL(/\/calculators-and-widgets$/);
    expect(consoleErrors).toEqual([]);
  });
});
