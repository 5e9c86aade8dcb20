/**
 * Public pages ship at most 150 KB of JavaScript on first load (issues 3 and 16), counted as it
 * crossed the wire: the encoded (compressed) body bytes the browser received for every script the
 * page loads until the network is idle (DevTools' Network.loadingFinished encodedDataLength less
 * the response headers' bytes), on every public page in both languages. The headers are printed
 * beside it. Only the page's own language of the messages is among the scripts. The page itself
 * comes compressed and is kept out of shared caches (docs/decisions/029).
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, journeyForFile, PAGE_OPTIONS } from "./browser.ts";

const LIMIT = 150 * 1024;

let browser: Browser;
let page: Page;
journeyForFile((opened) => ({ browser, page } = opened));

interface FirstLoad {
  /** Script path -> body bytes received (compressed). */
  scripts: Map<string, number>;
  /** The scripts' response headers, bytes. */
  headerBytes: number;
  /** Each script's Content-Encoding. */
  encodings: Map<string, string>;
  document: { encoding: string; cacheControl: string };
}

/** What a first visit to `path` transfers: its scripts' bytes on the wire and the page's headers. */
async function firstLoad(path: string): Promise<FirstLoad> {
  const context = await browser.newContext(PAGE_OPTIONS);
  const fresh = await context.newPage();
  const cdp = await context.newCDPSession(fresh);
  const scriptUrls = new Map<string, { url: string; headers: number }>();
  let headerBytes = 0;
  const scripts = new Map<string, number>();
  const encodings = new Map<string, string>();
  let document = { encoding: "", cacheControl: "" };
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    if (type === "Script") {
      const url = new URL(response.url).pathname;
      // Received so far: the headers.
      scriptUrls.set(requestId, { url, headers: response.encodedDataLength });
      encodings.set(url, String(headers["content-encoding"] ?? "identity"));
    }
    if (type === "Document") {
      document = {
        encoding: String(headers["content-encoding"] ?? "identity"),
        cacheControl: String(headers["cache-control"] ?? ""),
      };
    }
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const script = scriptUrls.get(requestId);
    if (!script) return;
    scripts.set(script.url, encodedDataLength - script.headers);
    headerBytes += script.headers;
  });
  await cdp.send("Network.enable");
  await fresh.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  await context.close();
  return { scripts, headerBytes, encodings, document };
}

describe("first-load JavaScript of public pages", () => {
  it("stays under 150 KB over the wire, compressed, with one language's messages", async () => {
    await page.goto(`${baseUrl()}/products-catalog`);
    const productHref = await page.locator('a[href^="/product/"]').first().getAttribute("href");
    await page.goto(`${baseUrl()}/companies-catalog`);
    const companyHref = await page.locator('a[href^="/company/"]').first().getAttribute("href");
    await page.goto(`${baseUrl()}/services-catalog`);
    const serviceHref = await page.locator('a[href^="/service/"]').first().getAttribute("href");
    expect(productHref).toBeTruthy();
    expect(companyHref).toBeTruthy();
    expect(serviceHref).toBeTruthy();
    await page.goto(`${baseUrl()}/pulse`);
    const articleHref = await page.locator('a[href^="/pulse/articles/"]').first().getAttribute("href");
    expect(articleHref).toBeTruthy();
    // A miner model's page (from the marketplace's best deals).
    await page.goto(`${baseUrl()}/marketplace`);
    const modelHref = await page.locator('a[href^="/model/"]').first().getAttribute("href");
    expect(modelHref).toBeTruthy();

    const english = [
      "/",
      "/marketplace",
      "/products-catalog",
      "/products-catalog?page=2",
      `${productHref}`,
      "/companies-catalog",
      `${companyHref}`,
      "/services-catalog",
      `${serviceHref}`,
      "/search?q=antminer",
      "/about-the-service",
      "/advertisment",
      "/calculators-and-widgets",
      "/pulse",
      "/pulse?category=market",
      "/handbook",
      `${articleHref}`,
      "/coming-soon",
      "/sign-in",
      "/sign-up",
      `${modelHref}`,
      "/pool",
      "/cryptoexchangers",
      // The demo data's firmware pages of a brand and of a model (as the pool journey).
      "/firmware/bitmain",
      "/firmware/bitmain/antminer-s21",
      "/cookie-settings",
      "/feedback",
      "/newsletter",
      "/privacy-policy",
      "/terms",
    ];
    const paths = [...english, ...english.map((p) => `/fr${p === "/" ? "" : p}`)];
    const totals: string[] = [];
    // Four fresh contexts at a time: each page's bytes are its own (no shared cache).
    const loads: FirstLoad[] = [];
    for (let i = 0; i < paths.length; i += 4)
      loads.push(...(await Promise.all(paths.slice(i, i + 4).map(firstLoad))));
    for (const [i, path] of paths.entries()) {
      const { scripts, headerBytes, encodings, document } = loads[i] as FirstLoad;
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      totals.push(
        `${path}: ${(total / 1024).toFixed(1)} KB in ${scripts.size} scripts (+ ${(headerBytes / 1024).toFixed(1)} KB of headers)`,
      );
      expect(scripts.size, path).toBeGreaterThan(0);
      expect(total, `${path}: ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(LIMIT);
      // The scripts came compressed (the biggest at least; a file under 1 KB goes as it is), and
      // so did the page.
      const [biggest] = [...scripts].sort((a, b) => b[1] - a[1])[0] ?? [""];
      expect(encodings.get(biggest), biggest).toBe("br");
      expect(document.encoding, path).toBe("br");
      expect(document.cacheControl, path).toBe("private, no-cache");
      const messages = [...scripts.keys()].filter((url) => /\/public\.(en|fr)-/.test(url));
      expect(messages, path).toHaveLength(1);
      expect(messages[0]).toContain(path.startsWith("/fr") ? "public.fr" : "public.en");
    }
    console.log(`First-load JavaScript on the wire:\n${totals.join("\n")}`);
  }, 300_000);
});
