/**
 * Issue 22's cookie consent, on a server of its own whose analytics and tag-manager settings point
 * at a local fake provider (tests/e2e/fake-analytics.ts), with the guest page cache on: a first
 * visit shows the banner; declining leaves no request to the provider and no cookie of its scripts
 * (checked on the network and in the browser's cookies); accepting all loads both scripts; a
 * partial choice loads only its group's; the choice persists across pages and reloads and changes
 * from the footer; another visitor still gets the banner (the cache keeps no one's decision for
 * someone else); the banner and the settings work without JavaScript; axe with the banner and with
 * the dialog open. Issue 30: the banner implies no consent and gives refusing the weight of
 * accepting (one look for its three choices), in English and French; /cookie-settings opened
 * directly shows the stored choice.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTemporaryServer } from "../../scripts/temp-server.ts";
import type { StartedServer } from "../../src/server.ts";
import { expectAccessible, hydrated, launch, PAGE_OPTIONS, recordConsoleErrors } from "./browser.ts";
import { type FakeAnalytics, startFakeAnalytics } from "./fake-analytics.ts";

const BANNER = "We use cookies and help you";
let browser: Browser;
let server: StartedServer;
let fake: FakeAnalytics;
const consoleErrors: string[] = [];

beforeAll(async () => {
  fake = await startFakeAnalytics();
  server = await startTemporaryServer("consent", {
    SEED_DEMO: "0",
    CONSENT_COOKIE_NAME: "rm_consent",
    CONSENT_COOKIE_DAYS: "30",
    ANALYTICS_SCRIPT_URL: `${fake.url}/analytics.js`,
    TAG_MANAGER_SCRIPT_URL: `${fake.url}/tags.js`,
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

/** A new visitor: a fresh browser context (no cookies) on the site's home page. */
async function visitor(javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PAGE_OPTIONS, javaScriptEnabled });
  const page = await context.newPage();
  recordConsoleErrors(page, consoleErrors);
  fake.reset();
  await page.goto(`${server.url}/`);
  if (javaScriptEnabled) await hydrated(page);
  return { context, page };
}

const banner = (page: Page) => page.getByRole("region", { name: BANNER });
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name).sort();
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === "rm_consent");
/** Lets scripts that were (wrongly) allowed load and call back before the network is judged. */
const settle = (page: Page) => page.waitForLoadState("networkidle");

describe("cookie consent", () => {
  it("shows the banner on a first visit, accessible, and loads nothing of the provider", async () => {
    const { context, page } = await visitor();
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect(await banner(page).getByRole("link", { name: "Privacy policy (PDF)" }).getAttribute("href")).toBe(
      "/Privacy-Policy.pdf",
    );
    await expectAccessible(page);
    await settle(page);
    expect(fake.requests).toEqual([]);
    // The CSP names the provider's origin, and no other outside origin.
    const res = await page.request.get(`${server.url}/`);
    const csp = res.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(new RegExp(`script-src [^;]*${fake.url.replace(/[.:/]/g, "\\$&")}`));
    expect(csp.match(/https?:\/\/[^\s;]+/g)?.filter((o) => o !== fake.url) ?? []).toEqual([]);
    await context.close();
  });

  it("decline: no request to the provider, no provider cookie, across pages and reloads", async () => {
    const { context, page } = await visitor();
    await banner(page).getByRole("button", { name: "Refuse all" }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect((await consentCookie(context))?.value).toBe("declined");
    const days = ((await consentCookie(context))?.expires ?? 0) - Date.now() / 1000;
    expect(Math.round(days / 86400)).toBe(30);
    await page.reload();
    await hydrated(page);
    expect(await banner(page).count()).toBe(0);
    await page.goto(`${server.url}/products-catalog`);
    await hydrated(page);
    expect(await banner(page).count()).toBe(0);
    await settle(page);
    expect(fake.requests).toEqual([]);
    expect(await cookieNames(context)).toEqual(["rm_consent"]);
    await context.close();

    // Another visitor (same URL, served from the guest page cache) still gets the question.
    const other = await visitor();
    expect(await banner(other.page).isVisible()).toBe(true);
    await other.context.close();
  });

  it("accept all: both configured scripts load and stay loaded on the next pages", async () => {
    const { context, page } = await visitor();
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect
      .poll(() => [...fake.requests].sort())
      .toEqual(["/analytics.js", "/collect?group=analytics", "/collect?group=marketing", "/tags.js"]);
    expect((await consentCookie(context))?.value).toBe("accepted");
    expect(await cookieNames(context)).toEqual(["fa_id", "ft_id", "rm_consent"]);
    fake.reset();
    await page.goto(`${server.url}/companies-catalog`);
    await expect
      .poll(() => fake.requests.includes("/analytics.js") && fake.requests.includes("/tags.js"))
      .toBe(true);
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it("partial consent loads only its group; the footer changes the choice", async () => {
    const { context, page } = await visitor();
    await banner(page).getByRole("link", { name: "Choose" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie settings" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    // Escape closes it; the banner is still there.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await banner(page).getByRole("link", { name: "Choose" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: /Necessary/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: /Necessary/ }).isDisabled()).toBe(true);
    // Focus stays inside the modal dialog while tabbing.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await dialog.getByRole("checkbox", { name: "Analytics" }).check();
    await dialog.getByRole("button", { name: "Save my choice" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await banner(page).count()).toBe(0);
    expect((await consentCookie(context))?.value).toBe("partial:analytics");
    await expect.poll(() => fake.requests.includes("/collect?group=analytics")).toBe(true);
    await page.reload();
    await hydrated(page);
    await settle(page);
    expect(fake.requests.filter((r) => r.startsWith("/tags.js") || r.includes("marketing"))).toEqual([]);
    expect(await cookieNames(context)).toEqual(["fa_id", "rm_consent"]);

    // The footer reopens the settings with the current choice; decline all replaces it.
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: "Analytics" }).isChecked()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: "Marketing" }).isChecked()).toBe(false);
    await dialog.getByRole("button", { name: "Refuse all" }).click();
    expect((await consentCookie(context))?.value).toBe("declined");
    fake.reset();
    await page.reload();
    await settle(page);
    expect(fake.requests).toEqual([]);
    // The settings page (the links' target without JavaScript) is accessible too.
    await page.goto(`${server.url}/cookie-settings?to=%2F`);
    await hydrated(page);
    await expectAccessible(page);
    await context.close();
  });

  it("works without JavaScript: decline posts the choice, the footer leads to the settings page", async () => {
    const { context, page } = await visitor(false);
    expect(await banner(page).isVisible()).toBe(true);
    await banner(page).getByRole("button", { name: "Refuse all" }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await consentCookie(context))?.value).toBe("declined");
    await page.goto(`${server.url}/fr/companies-catalog`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Paramètres des cookies" }).click();
    await page.waitForURL(/\/fr\/cookie-settings\?to=/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Paramètres des cookies");
    await page.getByRole("checkbox", { name: "Marketing" }).check();
    await page.getByRole("button", { name: "Enregistrer mon choix" }).click();
    await page.waitForURL(`${server.url}/fr/companies-catalog`);
    expect((await consentCookie(context))?.value).toBe("partial:marketing");
    expect(fake.requests).toEqual([]);
    await context.close();
  });

  it("asks without implying consent: refusing weighs as much as accepting, in English and French", async () => {
    const { context, page } = await visitor();
    for (const [path, title, buttons] of [
      ["/", BANNER, ["Accept all", "Refuse all", "Choose"]],
      [
        "/fr",
        "Nous utilisons des cookies pour mieux vous aider",
        ["Tout accepter", "Tout refuser", "Choisir"],
      ],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      const region = page.getByRole("region", { name: title });
      await expect.poll(() => region.isVisible()).toBe(true);
      const text = (await region.textContent()) ?? "";
      // Nothing says that browsing on is agreeing; it says what the optional cookies are for.
      expect(text).not.toMatch(/By continuing|En poursuivant|you agree|vous acceptez/i);
      expect(text).toMatch(path === "/" ? /analytics, to count visits/ : /mesure d’audience, pour compter/);
      expect(text).toMatch(path === "/" ? /None of them is used until you choose/ : /Aucun n’est utilisé/);
      // The three choices: same size, same look.
      const looks = [];
      for (const name of buttons) {
        const control = region.getByRole(name === buttons[2] ? "link" : "button", { name, exact: true });
        const box = await control.boundingBox();
        const style = await control.evaluate((el) => {
          const c = getComputedStyle(el);
          return [
            c.backgroundColor,
            c.color,
            c.borderTopWidth,
            c.borderTopColor,
            c.fontSize,
            c.fontWeight,
          ].join(" ");
        });
        looks.push({ width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0), style });
      }
      expect(looks[1]).toEqual(looks[0]);
      expect(looks[2]).toEqual(looks[0]);
      await expectAccessible(page);
    }
    await context.close();
  });

  it("shows the stored choice on /cookie-settings opened directly, in English and French", async () => {
    const { context, page } = await visitor();
    await page.goto(`${server.url}/cookie-settings`);
    await hydrated(page);
    expect(await page.getByText("You have not made a choice yet").count()).toBe(1);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(async () => (await consentCookie(context))?.value).toBe("accepted");
    // Opened directly (typed, bookmarked): the server reads the cookie.
    await page.goto(`${server.url}/cookie-settings`);
    await hydrated(page);
    const main = page.getByRole("main");
    expect(await main.getByText("You have not made a choice yet").count()).toBe(0);
    expect(await main.getByText("Your current choice: all optional cookies are allowed.").count()).toBe(1);
    const choice = main.getByRole("list", { name: "Your current choice: all optional cookies are allowed." });
    expect(await choice.getByRole("listitem").allTextContents()).toEqual([
      "Analytics: allowed",
      "Marketing: allowed",
    ]);
    expect(await main.getByRole("checkbox", { name: "Analytics" }).isChecked()).toBe(true);
    expect(await main.getByRole("checkbox", { name: "Marketing" }).isChecked()).toBe(true);
    await expectAccessible(page);
    // A partial choice made on that page, then the French page opened directly.
    await main.getByRole("checkbox", { name: "Marketing" }).uncheck();
    await main.getByRole("button", { name: "Save my choice" }).click();
    await expect.poll(async () => (await consentCookie(context))?.value).toBe("partial:analytics");
    await page.goto(`${server.url}/fr/cookie-settings`);
    await hydrated(page);
    const fr = page.getByRole("main");
    const title = "Votre choix actuel\u00a0: une partie des cookies facultatifs est autorisée.";
    expect(await fr.getByRole("list", { name: title }).getByRole("listitem").allTextContents()).toEqual([
      "Mesure d’audience\u00a0: cookies autorisés",
      "Marketing\u00a0: cookies refusés",
    ]);
    expect(await fr.getByRole("checkbox", { name: "Mesure d’audience" }).isChecked()).toBe(true);
    expect(await fr.getByRole("checkbox", { name: "Marketing" }).isChecked()).toBe(false);
    await expectAccessible(page);
    // Without JavaScript too (the server's render).
    const plain = await browser.newContext({ ...PAGE_OPTIONS, javaScriptEnabled: false });
    await plain.addCookies([{ name: "rm_consent", value: "declined", url: server.url }]);
    const noJs = await plain.newPage();
    await noJs.goto(`${server.url}/cookie-settings`);
    expect(
      await noJs.getByRole("main").getByText("Your current choice: necessary cookies only.").count(),
    ).toBe(1);
    await plain.close();
    await context.close();
  });

  it("logs no error on any page visited", () => {
    expect(consoleErrors).toEqual([]);
  });
});
