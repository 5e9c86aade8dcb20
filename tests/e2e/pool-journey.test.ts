/**
 * Issue 20's directory journeys (decision 050): /pool lists the demo pools and filters them with a
 * GET form; a signed-in user rates a pool, the rating waits for a moderator, who approves it in the
 * console, then it shows; /cryptoexchangers filters by type; a product page of a model with
 * firmware entries leads to its firmware page; axe on every new page, in English and French.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, clearCookies, expectAccessible, hydrated, journeyForFile } from "./browser.ts";
import { apiJson, registerVerified, signInPage } from "./journey-api.ts";

let page: Page;
journeyForFile((opened) => {
  page = opened.page;
});

const stamp = Date.now().toString(36);
const site = (path: string) => `${baseUrl()}${path}`;
const poolNames = () => page.locator("article h3").allTextContents();

describe("/pool", () => {
  it("lists the pools with their dated figures and filters them with links, in English and French", async () => {
    await page.goto(site("/pool"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Mining pools");
    expect(await poolNames()).toEqual(
      expect.arrayContaining(["HashHarbor Pool", "Nordic Stratum", "Scrypt Commons", "Andes Hash"]),
    );
    expect(await page.getByText(/\(moderators, Nov 20, 2026\)/).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    await hydrated(page);
    await page.getByLabel("Payout scheme").selectOption("PPLNS");
    await page.getByLabel("Sort by").selectOption("fee");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/scheme=PPLNS/);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("fee");
    // PPLNS pools, the lowest fee first: Nordic Stratum (1 %), Andes Hash (1.5 %), Scrypt Commons (3 %).
    await expect.poll(poolNames).toEqual(["Nordic Stratum", "Andes Hash", "Scrypt Commons"]);

    await page.goto(site("/fr/pool?coin=LTC"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Pools de minage");
    expect(await poolNames()).toEqual(["Scrypt Commons"]);
    expect(await page.getByRole("link", { name: "Connectez-vous pour noter ce pool" }).count()).toBe(1);
    await expectAccessible(page);
  });

  it("a rating shows once a moderator approves it in the console", async () => {
    const user = { name: `Rita ${stamp}`, email: `rita-${stamp}@example.com`, password: "Rating-pass1" };
    await registerVerified(user);
    await signInPage(page, user, "/pool?scheme=SOLO");
    await hydrated(page);
    expect(await poolNames()).toEqual(["Nordic Stratum"]);
    const review = `Stable shares from Oslo ${stamp}`;
    await page.getByLabel("Rating (1 to 5)").selectOption("4");
    await page.getByLabel("Short review (optional)").fill(review);
    await page.getByRole("button", { name: "Send my rating" }).click();
    await expect
      .poll(() => page.getByRole("status").allTextContents())
      .toContain("Thank you: your rating will show once a moderator approves it.");
    await expect
      .poll(() => page.getByText("Your rating (4 / 5) awaits a moderator's approval.").count())
      .toBe(1);
    // Not among the pool's reviews (only in the user's own form).
    expect(await page.getByRole("listitem").filter({ hasText: review }).count()).toBe(0);

    await signInPage(page, inject("admin"), "/admin/pool-ratings");
    await hydrated(page);
    const item = page.getByRole("listitem").filter({ hasText: `${user.name} rated Nordic Stratum: 4 / 5` });
    await expect.poll(() => item.count()).toBe(1);
    await expectAccessible(page);
    await item.getByRole("button", { name: "Approve" }).click();
    await expect
      .poll(() => page.getByRole("status").allTextContents())
      .toContain("The rating is approved: it shows and counts.");

    await signInPage(page, user, "/pool?scheme=SOLO");
    expect(await page.getByRole("listitem").filter({ hasText: review }).count()).toBe(1);
    expect(
      await page.getByText("Your rating (4 / 5) is published. Sending a new one replaces it.").count(),
    ).toBe(1);
  });

  it("the console's directory, entry and newsletter pages are accessible", async () => {
    await signInPage(page, inject("admin"), "/admin/directory?kind=pool");
    expect(await page.getByRole("link", { name: "Edit Nordic Stratum" }).count()).toBe(1);
    await expectAccessible(page);
    await page.goto(site("/admin/directory/new/pool"));
    await expectAccessible(page);
    await page.goto(site("/fr/admin/directory/new/firmware"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Nouveau lien de micrologiciel");
    await expectAccessible(page);
    await page.goto(site("/admin/newsletter/issues"));
    await expectAccessible(page);
  });
});

describe("/cryptoexchangers and firmware pages", () => {
  it("filters exchangers by type, in English and French", async () => {
    await clearCookies(page);
    await page.goto(site("/cryptoexchangers"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Crypto exchangers and OTC desks",
    );
    await expectAccessible(page);
    await hydrated(page);
    await page.getByLabel("Type").selectOption("otc");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/type=otc/);
    await expect.poll(() => page.locator("main li h2").allTextContents()).toEqual(["Blockyard OTC"]);
    await page.goto(site("/fr/cryptoexchangers?fiat=EUR"));
    expect(await page.locator("main li h2").allTextContents()).toEqual(["Meridian Exchange"]);
    await expectAccessible(page);
  });

  it("leads from a product page of a model with firmware entries to its firmware page", async () => {
    await clearCookies(page);
    const [model] = await apiJson<{ id: number; slug: string }[]>(
      "GET",
      "/api/models/miners/simple/?search=Antminer%20S21",
    ).then((list) => list.filter((m) => m.slug === "antminer-s21"));
    if (!model) throw new Error("no Antminer S21 model");
    const offers = await apiJson<{ results: { sku: string }[] }>(
      "GET",
      `/api/models/miners/${model.id}/offers/`,
    );
    const sku = offers.results[0]?.sku;
    if (!sku) throw new Error("no public Antminer S21 listing");
    await page.goto(site(`/product/${sku}`));
    await hydrated(page);
    await page.getByRole("link", { name: "Firmware, tools and guides for this model" }).click();
    await page.waitForURL(/\/firmware\/bitmain\/antminer-s21$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe("Antminer S21: firmware and tools");
    expect(await page.locator("main li h3").allTextContents()).toEqual(
      expect.arrayContaining([
        "Bitmain support downloads",
        "Antminer S21 firmware",
        "Antminer S21 user guide",
      ]),
    );
    await expectAccessible(page);

    await page.goto(site("/fr/firmware/bitmain"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Bitmain\u00a0: micrologiciels et outils",
    );
    await expectAccessible(page);
    expect((await page.goto(site("/firmware/bitmain/no-such-model")))?.status()).toBe(404);
  });
});
