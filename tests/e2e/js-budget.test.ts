/**
 * Public pages ship at most 150 KB of gzipped JavaScript on first load (issue 3): every script the
 * page loads until the network is idle, gzipped as a server would send it. Only the page's own
 * language of the messages is among them.
 */
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, journeyForFile } from "./browser.ts";

const LIMIT = 150 * 1024;

let browser: Browser;
let page: Page;
journeyForFile((opened) => ({ browser, page } = opened));

/** The scripts a first visit to `path` loads: url -> gzipped size. */
async function firstLoadScripts(path: string): Promise<Map<string, number>> {
  const context = await browser.newContext();
  const fresh = await context.newPage();
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  fresh.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      }),
    );
  });
  await fresh.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  await Promise.all(pending);
  await context.close();
  return scripts;
}

describe("first-load JavaScript of public pages", () => {
  it("stays under 150 KB gzipped, with one language's messages", async () => {
    await page.goto(`${baseUrl()}/products-catalog`);
    const productHref = await page.locator('a[href^="/product/"]').first().getAttribute("href");
    await page.goto(`${baseUrl()}/companies-catalog`);
    const companyHref = await page.locator('a[href^="/company/"]').first().getAttribute("href");
    expect(productHref).toBeTruthy();
    expect(companyHref).toBeTruthy();

    const paths = [
      "/",
      "/marketplace",
      "/products-catalog",
      "/fr/products-catalog",
      `${productHref}`,
      `${companyHref}`,
      "/services-catalog",
      "/search?q=antminer",
    ];
    for (const path of paths) {
      const scripts = await firstLoadScripts(path);
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      expect(total, `${path}: ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(LIMIT);
      const messages = [...scripts.keys()].filter((url) => /\/public\.(en|fr)-/.test(url));
      expect(messages, path).toHaveLength(1);
      expect(messages[0]).toContain(path.startsWith("/fr") ? "public.fr" : "public.en");
    }
  });
});
