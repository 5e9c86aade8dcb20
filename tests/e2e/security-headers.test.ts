/**
 * Issue 15 in a browser (docs/decisions/022): every kind of response carries the security headers;
 * the sign-in page cannot be framed by another site; the CSP (inline scripts by nonce, or by hash on
 * a guest page kept by the page cache) lets the main
 * pages run without a single violation; a form posted to /sign-out or /view-as from another origin
 * is refused while the site's own forms work; the access cookie is out of scripts' reach; and the
 * chat opens when the site is visited at http://127.0.0.1:PORT while PUBLIC_URL names localhost.
 */
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { baseUrl, hydrated, launch, PAGE_OPTIONS, recordConsoleErrors } from "./browser.ts";
import { apiJson, registerVerified, signInPage, verifiedSeller } from "./journey-api.ts";

const stamp = Date.now().toString(36);
const buyer = { name: "Hal Headers", email: `headers-buyer-${stamp}@example.com`, password: "Buyer-pass1" };
const seller = { name: "Sid Secure", email: `headers-seller-${stamp}@example.com`, password: "Seller-pass1" };

/** The same server by another name: PUBLIC_URL (baseUrl) says localhost. */
const at127 = () => baseUrl().replace("//localhost:", "//127.0.0.1:");

let browser: Browser;
const contexts: BrowserContext[] = [];
/** Another site (another origin: localhost on another port, so the same site for SameSite cookies). */
let evil: Server;
let evilUrl: string;
let evilPage = "";
const consoleErrors: string[] = [];
/** CSP violations the pages reported (securitypolicyviolation events and console messages). */
const violations: string[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext(PAGE_OPTIONS);
  contexts.push(context);
  const page = await context.newPage();
  recordConsoleErrors(page, consoleErrors);
  await page.exposeFunction("reportCspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} at ${location.href}`,
      ),
    );
  });
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return page;
}

async function signIn(page: Page, origin: string, user: { email: string; password: string }, next: string) {
  await signInPage(page, user, next, origin);
}

beforeAll(async () => {
  browser = await launch();
  evil = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(evilPage);
  });
  await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
  evilUrl = `http://localhost:${(evil.address() as AddressInfo).port}/`;
});
beforeEach(() => {
  // Each test answers for its own page: the pages of earlier tests are closed.
  violations.length = 0;
  consoleErrors.length = 0;
});
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close().catch(() => {});
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await new Promise((resolve) => evil?.close(resolve));
});

it("has a buyer and a seller with a company (through the API)", async () => {
  await registerVerified(buyer);
  await verifiedSeller(seller, { name: `Header Rigs ${stamp}` });
});

describe("security headers", () => {
  const expectHeaders = (res: Response, what: string) => {
    const h = (name: string) => `${what}: ${name}=${res.headers.get(name)}`;
    expect(h("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(h("x-frame-options")).toBe(`${what}: x-frame-options=DENY`);
    expect(h("x-content-type-options")).toBe(`${what}: x-content-type-options=nosniff`);
    expect(h("referrer-policy")).toBe(`${what}: referrer-policy=strict-origin-when-cross-origin`);
    expect(h("permissions-policy")).toContain("camera=()");
    expect(h("cross-origin-opener-policy")).toBe(`${what}: cross-origin-opener-policy=same-origin`);
  };

  it("are on a page, whose every inline script is named by the page's CSP (hash or nonce), and on its assets, uploads, the API and 404s", async () => {
    // A visitor who is not signed in: the page comes from the guest page cache the second time, and
    // its CSP names each inline script by its hash (the same bytes for everyone, docs/decisions/035).
    const page = await fetch(`${baseUrl()}/products-catalog`);
    expectHeaders(page, "page");
    const html = await page.text();
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=/.test(m[1] ?? ""),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const m of inline) {
      const hash = createHash("sha256")
        .update(m[2] ?? "")
        .digest("base64");
      expect(policy).toContain(`'sha256-${hash}'`);
    }
    expect(html).not.toMatch(/nonce="[^"]/);
    const again = await fetch(`${baseUrl()}/products-catalog`);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("content-security-policy")).toBe(policy);
    expect(await again.text()).toBe(html);

    // A request with a session cookie is rendered for it alone, with a fresh nonce each time.
    const withSession = { headers: { cookie: "accessToken=not-a-token" } };
    const own = await fetch(`${baseUrl()}/products-catalog`, withSession);
    expect(own.headers.get("x-page-cache")).toBeNull();
    const ownHtml = await own.text();
    const nonce = /'nonce-([^']+)'/.exec(own.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const scripts = ownHtml.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const ownAgain = await fetch(`${baseUrl()}/products-catalog`, withSession);
    expect(ownAgain.headers.get("content-security-policy")).not.toContain(nonce);

    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const upload = /(\/uploads\/[^"?\s]+)/.exec(html)?.[1];
    expect(asset && upload).toBeTruthy();
    const files: [string, string][] = [
      ["asset", `${baseUrl()}${asset}`],
      ["static file", `${baseUrl()}/favicon.svg`],
      ["API", `${baseUrl()}/api/version`],
      ["API 404", `${baseUrl()}/api/nothing-here/`],
      ["page 404", `${baseUrl()}/nothing-here`],
      ["upload 404", `${baseUrl()}/uploads/nothing-here.png`],
    ];
    for (const [what, url] of files) expectHeaders(await fetch(url), what);
    const image = await fetch(`${baseUrl()}${upload}`);
    expect(image.status).toBe(200);
    expectHeaders(image, "upload");
    expect(image.headers.get("content-security-policy")).toMatch(/^default-src 'none';.*sandbox/);
  });

  it("keep the sign-in page out of another site's frame", async () => {
    const page = await newPage();
    evilPage = `<!doctype html><title>Evil</title><iframe name="victim" src="${baseUrl()}/sign-in"></iframe>`;
    const blocked = page.waitForEvent("console", (msg) => msg.text().includes("frame-ancestors"));
    await page.goto(evilUrl);
    await blocked;
    const frame = page.frame({ name: "victim" });
    expect(frame).not.toBeNull();
    expect(frame?.url()).not.toContain("/sign-in");
    // Refusing the frame is what this test expects; nothing else may go wrong.
    violations.length = 0;
    for (const e of consoleErrors.splice(0)) expect(e).toContain("frame-ancestors");
  });
});

describe("the Content-Security-Policy", () => {
  it("lets the guest's pages load and hydrate without a violation", async () => {
    const page = await newPage();
    for (const path of [
      "/",
      "/marketplace",
      "/products-catalog",
      "/services-catalog",
      "/companies-catalog",
      "/search?q=antminer",
      "/about-the-service",
      "/sign-in",
      "/sign-up",
      "/fr/products-catalog",
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await hydrated(page);
    }
    // A product page, reached by a link (client-side navigation loads more code).
    await page.goto(`${baseUrl()}/products-catalog`);
    await hydrated(page);
    await page.locator('a[href^="/product/"]').first().click();
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    // A mail of the dev mailbox: its HTML in a sandboxed srcdoc frame, which inherits the page's CSP.
    const mails = await apiJson<{ results: { id: number }[] }>(
      "GET",
      `/api/dev/mailbox/?to=${encodeURIComponent(buyer.email)}`,
    );
    await page.goto(`${baseUrl()}/dev/mailbox/${mails.results[0]?.id}`);
    await hydrated(page);
    await expect
      .poll(() => page.frameLocator("main iframe").locator("body").textContent())
      .toMatch(/\b\d{6}\b/);
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("lets a seller's workspace load without a violation", async () => {
    const page = await newPage();
    await signIn(page, baseUrl(), seller, "/settings");
    await hydrated(page);
    for (const path of [
      "/seller-products",
      "/seller-services",
      "/seller-chats",
      "/seller-products/add/catalog",
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await hydrated(page);
    }
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

describe("forms posted from another site", () => {
  /** Has `page`, signed in, open another site whose page posts a form to `action` of ours. */
  async function postFromAnotherSite(page: Page, action: string, fields = "") {
    evilPage = `<!doctype html><title>Win a miner</title><form method="post" action="${baseUrl()}${action}">${fields}</form><script>document.forms[0].submit()</script>`;
    const answer = page.waitForResponse((res) => res.url() === `${baseUrl()}${action}`);
    await page.goto(evilUrl);
    expect((await answer).status()).toBe(403);
    await expect
      .poll(() => page.getByText("did not come from a page of this site", { exact: false }).count())
      .toBe(1);
  }

  it("are refused at /view-as: the seller stays in the seller view", async () => {
    const page = await newPage();
    await signIn(page, baseUrl(), seller, "/settings");
    await postFromAnotherSite(page, "/view-as", '<input name="view_as_buyer" value="true">');
    await page.goto(`${baseUrl()}/settings`);
    await hydrated(page);
    expect(await page.getByRole("heading", { name: "You are in the buyer view" }).count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Seller workspace" }).count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    expect(violations).toEqual([]);
  });

  it("are refused at /sign-out, while the site's own sign-out form works", async () => {
    const page = await newPage();
    await signIn(page, baseUrl(), buyer, "/buyer-account");
    await postFromAnotherSite(page, "/sign-out");
    await page.goto(`${baseUrl()}/buyer-account`);
    await expect.poll(() => page.getByText(`Signed in as ${buyer.name}`, { exact: false }).count()).toBe(1);

    await hydrated(page);
    await page.locator("header summary", { hasText: `Account menu of ${buyer.name}` }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect((await page.context().cookies()).find((c) => c.name === "accessToken")).toBeUndefined();
    expect(consoleErrors).toEqual([]);
    expect(violations).toEqual([]);
  });
});

describe("the site at another name than PUBLIC_URL's", () => {
  it("opens the chat at http://127.0.0.1:PORT, with the access token out of the page's reach", async () => {
    const page = await newPage();
    await signIn(page, at127(), buyer, "/buyer-chats");
    await expect
      .poll(() => page.getByText("No chats with sellers yet.", { exact: false }).count(), { timeout: 15_000 })
      .toBe(1);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "accessToken")?.httpOnly).toBe(true);
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toContain("accessToken=");
    expect(readable).toMatch(/accessExpires=\d+/);
    expect(consoleErrors).toEqual([]);
    expect(violations).toEqual([]);
  });
});
