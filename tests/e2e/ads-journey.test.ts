/**
 * Advertising banners (issue 19): the moderator creates a banner scheduled for now on the
 * catalogue in the console (form with its image; axe on the page); a guest sees it on
 * /products-catalog (server-rendered, width/height and 2x srcset, no script from another origin),
 * clicks it and lands on its page; the click and the display are counted (batched) and shown in
 * the console. Then the /advertisment request form reaches the team.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, clearCookies, expectAccessible, journeyForFile } from "./browser.ts";
import { apiJson, signInPage, waitForMail } from "./journey-api.ts";

let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ page, consoleErrors } = opened));

const stamp = Date.now().toString(36);
const title = `Immersion tanks ${stamp}`;
/** A datetime-local value in UTC, `minutes` from now. */
const utcLocal = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);

type AdminBanner = { id: number; title_en: string; impressions: number; clicks: number; live: boolean };
async function bannerStats(): Promise<AdminBanner | undefined> {
  const admin = inject("admin");
  const pair = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", admin);
  const list = await apiJson<AdminBanner[]>(
    "GET",
    "/api/moderation/advertising-banners/",
    undefined,
    pair.access,
  );
  return list.find((b) => b.title_en === title);
}

/**
 * The demo's own catalogue banners step aside (deactivated by the moderator), so that the page
 * draws the journey's banner every time rather than by weight.
 */
async function deactivateDemoCatalogueBanners() {
  const admin = inject("admin");
  const pair = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", admin);
  const list = await apiJson<(AdminBanner & { placement: string; is_active: boolean })[]>(
    "GET",
    "/api/moderation/advertising-banners/",
    undefined,
    pair.access,
  );
  for (const b of list.filter((x) => x.placement === "catalogue" && x.is_active && x.title_en !== title)) {
    await apiJson("PATCH", `/api/moderation/advertising-banners/${b.id}/`, { is_active: false }, pair.access);
  }
}

describe("advertising banners", () => {
  it("lets the moderator create a banner scheduled for now on the catalogue, with its image", async () => {
    await deactivateDemoCatalogueBanners();
    await signInPage(page, inject("admin"), "/admin/banners");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Advertising banners");
    await expectAccessible(page);
    const png = await sharp({
      create: { width: 900, height: 300, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const form = page.getByRole("region", { name: "New banner" });
    await form.getByLabel("Title in English (also the image's text alternative)").fill(title);
    await form.getByLabel("Title in French").fill(`Cuves d’immersion ${stamp}`);
    await form.getByLabel("Placement", { exact: true }).selectOption("catalogue");
    await form.getByLabel("Link (a page of this site, e.g. /company/12)").fill("/companies-catalog");
    await form.getByLabel(/^Weight/).fill("3");
    await form.getByLabel("Starts (UTC, empty: now)").fill(utcLocal(-5));
    await form.getByLabel("Ends (UTC, empty: no end)").fill(utcLocal(24 * 60));
    await form
      .getByLabel(/^Image in English/)
      .setInputFiles({ name: "tanks.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Create the banner" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Banner created." }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const row = page.getByRole("row").filter({ hasText: title });
    expect(await row.textContent()).toContain("Live now");
    expect(await row.textContent()).toContain("Product catalogue");
    await expectAccessible(page);
    // The weight changed in place, in the banner's own form.
    const own = page.getByRole("form", { name: `Schedule and weight of “${title}”` });
    await own.getByLabel("Weight", { exact: true }).fill("5");
    await own.getByRole("button", { name: `Save “${title}”` }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Banner saved." }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(
      await page
        .getByRole("form", { name: `Schedule and weight of “${title}”` })
        .getByLabel("Weight", { exact: true })
        .inputValue(),
    ).toBe("5");
  });

  it("shows the banner to a guest on the catalogue, and counts the display and the click", async () => {
    await clearCookies(page);
    await page.goto(`${baseUrl()}/products-catalog`);
    const ad = page.getByRole("complementary", { name: "Advertising" });
    const img = ad.getByRole("img", { name: title });
    expect(await img.count()).toBe(1);
    // Its size is known before the image loads (no layout shift), with a 2x copy.
    expect(await img.getAttribute("width")).toBe("900");
    expect(await img.getAttribute("height")).toBe("300");
    expect(await img.getAttribute("srcset")).toMatch(/\/uploads\/banners\/.+\.webp 1x, .+@2x\.webp 2x/);
    expect(await ad.getByText("Sponsored").count()).toBe(1);
    // No script from another origin on the page.
    const origins = await page.$$eval("script[src]", (scripts) =>
      scripts.map((s) => new URL((s as HTMLScriptElement).src).origin),
    );
    expect(origins.filter((o) => o !== new URL(baseUrl()).origin)).toEqual([]);
    await expectAccessible(page);

    await ad.getByRole("link").click();
    await page.waitForURL(/\/companies-catalog$/);
    await expect.poll(async () => (await bannerStats())?.clicks, { timeout: 15_000 }).toBe(1);
    expect((await bannerStats())?.impressions).toBeGreaterThanOrEqual(1);
  });

  it("shows the totals in the console", async () => {
    await signInPage(page, inject("admin"), "/admin/banners");
    const row = page.getByRole("row").filter({ hasText: title });
    expect(await row.textContent()).toMatch(/\d+ displays, 1 clicks/);
  });

  it("sends the /advertisment request to the team", async () => {
    await clearCookies(page);
    await page.goto(`${baseUrl()}/advertisment`);
    await page.getByLabel("Your name").fill("Ana Lima");
    await page.getByLabel("Company (optional)").fill(`Cold Hash ${stamp}`);
    await page.getByLabel("E-mail", { exact: true }).fill("ana@coldhash.example");
    await page.getByLabel("Product catalogue").check();
    await page.getByLabel("What would you like to advertise?").fill("Immersion tanks in December.");
    await page.getByRole("button", { name: "Send the request" }).click();
    await expect
      .poll(() => page.getByText("Thank you: your request has reached our advertising team").count())
      .toBe(1);
    await expectAccessible(page);
    const mail = await waitForMail(
      "ads-team@rigmarket.example",
      new RegExp(`Advertising request from Cold Hash ${stamp}`),
    );
    expect(mail.text).toContain("ana@coldhash.example");
    expect(mail.text).toContain("Placements: Product catalogue");
    expect(consoleErrors).toEqual([]);
  });
});
