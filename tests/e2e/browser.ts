/** Debian's Chromium through playwright-core, and axe-core for accessibility checks. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.ts";

const require = createRequire(import.meta.url);

export const baseUrl = () => inject("baseUrl");

export async function launch(): Promise<Browser> {
  // QUIC off: the server speaks HTTP/1.1 only.
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, "--disable-quic"] });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe on the page (WCAG 2 A/AA rules) and returns its violations. axe is evaluated through the
 * DevTools protocol: the page's CSP refuses an added inline script, as it should.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/** A desktop Chrome user agent: "HeadlessChrome" counts as a crawler, and crawlers are never redirected by locale. */
const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export interface Journey {
  browser: Browser;
  page: Page;
  /** Errors the page logged or threw; a journey ends by expecting none. */
  consoleErrors: string[];
}

/** The options of a journey's pages: desktop-sized, English, with a desktop Chrome user agent. */
export const PAGE_OPTIONS = {
  locale: "en-US",
  viewport: { width: 1280, height: 900 },
  userAgent: DESKTOP_CHROME,
};

/**
 * Signs the browser out by clearing its cookies, off any page of the site: a page left open would
 * keep running (its chat may read the access cookie and open a socket just as the cookie goes, and
 * the refused upgrade is a console error), which a user cannot do in one instant.
 */
export async function clearCookies(page: Page): Promise<void> {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

/** Adds to `errors` what `page` logs as an error or throws. */
/**
 * The DOMException of `AbortController.abort()` without a reason: React Router aborts the data
 * request of a navigation or revalidation that the next one supersedes (a test that goes to another
 * page while the last one still reloads its data). Nobody sees it; CI saw it now and then.
 */
const SUPERSEDED_REQUEST = "signal is aborted without reason";

export function recordConsoleErrors(page: Page, errors: string[]): void {
  page.on("console", (msg) => {
    // A 4xx answer (a 404 page, a refused form) shows as "Failed to load resource": expected, not an app error.
    if (msg.type() !== "error" || msg.text().startsWith("Failed to load resource")) return;
    if (msg.text() === SUPERSEDED_REQUEST) return;
    errors.push(msg.text());
  });
  page.on("pageerror", (err) => {
    if (err.name === "AbortError" && err.message === SUPERSEDED_REQUEST) return;
    errors.push(err.message);
  });
}

/** A browser and a desktop-sized English page that records console errors. */
export async function openJourney(): Promise<Journey> {
  const browser = await launch();
  const page = await browser.newPage(PAGE_OPTIONS);
  const consoleErrors: string[] = [];
  recordConsoleErrors(page, consoleErrors);
  return { browser, page, consoleErrors };
}

/**
 * The journey of a test file: opened before its tests (then handed to `opened`, which keeps what the
 * tests use) and its browser closed after them.
 */
export function journeyForFile(opened: (journey: Journey) => void): void {
  let journey: Journey | undefined;
  beforeAll(async () => {
    journey = await openJourney();
    opened(journey);
  });
  afterAll(async () => {
    await journey?.browser.close();
  });
}

/**
 * A page without JavaScript, in a new context of `browser` with the cookies, storage and user agent
 * of `page` (so signed in as the same user). Close its context (`p.context().close()`) when done.
 */
export async function withoutJavaScript(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    userAgent: await page.evaluate(() => navigator.userAgent),
  });
  return context.newPage();
}

/** Fails with a readable list when axe finds WCAG 2.1 A/AA violations on the page. */
export async function expectAccessible(page: Page) {
  const violations = await axeViolations(page);
  expect(
    violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/**
 * Waits until the page has hydrated (the boot bar the server renders is gone): keyboard handlers
 * and in-place links only work from then on.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector(".boot-bar"));
}

/** A page's width against its viewport's, and what sticks out (see `overflow`). */
export interface Overflow {
  width: number;
  scrollWidth: number;
  wide: string[];
}

/**
 * How far the page reaches past the viewport (0 when it fits), with the elements that stick out
 * the most, named so that a failure says what to fix (the narrow-screens journey and the layout
 * test of every page, tests/e2e/overflow.test.ts).
 */
export async function overflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    /** Inside a box that scrolls or clips sideways (a wide table in its scroller): the page does not widen. */
    const contained = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible") return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll("body *")]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter((x) => x.right > width + 1 && !contained(x.el))
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ el, right }) => {
        const cls = typeof el.className === "string" ? el.className.split(/\s+/).slice(0, 4).join(".") : "";
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""} (right ${Math.round(right)})`;
      });
    return { width, scrollWidth: document.documentElement.scrollWidth, wide };
  });
}
