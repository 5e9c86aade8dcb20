/**
 * Issue 19, Pulse: a guest opens /pulse, picks a category, opens an article, follows its table of
 * contents (the URL's hash moves and the heading is in view), copies the article's link and finds
 * it in the share links of X, LinkedIn, Telegram and e-mail; the view is counted. Then the French
 * pages, /handbook (handbook articles only), the RSS feed, the head's Open Graph and schema.org
 * data, the pages without JavaScript, a 404 — and no script from another origin on any of them.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ArticleCategory, ArticleDetail, ArticleList } from "../../src/common/api/blog.ts";
import {
  baseUrl,
  clearCookies,
  expectAccessible,
  hydrated,
  journeyForFile,
  PAGE_OPTIONS,
  withoutJavaScript,
} from "./browser.ts";
import { apiJson, rawRequest, registerVerified, signInPage } from "./journey-api.ts";

let page: Page;
let browser: Browser;
let consoleErrors: string[];
/** Scripts the journey's pages loaded from another origin than the site's. */
const foreignScripts: string[] = [];
journeyForFile((opened) => {
  ({ page, browser, consoleErrors } = opened);
  page.on("request", (request) => {
    if (request.resourceType() === "script" && new URL(request.url()).origin !== new URL(baseUrl()).origin) {
      foreignScripts.push(request.url());
    }
  });
});

const categories = () => apiJson<ArticleCategory[]>("GET", "/api/blog/categories/");
const article = (slug: string) => apiJson<ArticleDetail>("GET", `/api/blog/articles/${slug}`);

/** The page's canonical address (absolute, on the site's public address). */
const canonical = () => page.locator('link[rel="canonical"]').getAttribute("href");

describe("Pulse", () => {
  let slug = "";

  it("lists the articles with the featured one, and filters them by category", async () => {
    const all = await categories();
    const operations = all.find((c) => c.slug === "operations");
    if (!operations) throw new Error("no operations category in the demo");
    await page.goto(`${baseUrl()}/pulse`);
    await hydrated(page);
    await page.getByRole("heading", { level: 1, name: "Pulse: news and articles" }).waitFor();
    // The featured article is the newest one, its cover loaded first.
    const newest = await apiJson<ArticleList>("GET", "/api/blog/articles/?page_size=1");
    const featured = page.getByRole("region", { name: "Featured article" });
    expect(await featured.getByRole("heading", { level: 3 }).textContent()).toBe(newest.results[0]?.title);
    const cover = featured.locator("img");
    expect(await cover.getAttribute("fetchpriority")).toBe("high");
    expect(await cover.getAttribute("width")).toBe("800");
    expect(await cover.getAttribute("srcset")).toMatch(/\.webp 800w, .+@2x\.webp 1600w/);
    // Cards further down wait until they near the viewport.
    expect(await page.locator("main ul img").first().getAttribute("loading")).toBe("lazy");
    // The feed is announced in the head.
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href")).toBe(
      new URL("/pulse/rss.xml", (await canonical()) ?? "").href,
    );
    await expectAccessible(page);

    const nav = page.getByRole("navigation", { name: "Categories" });
    await nav.getByRole("link", { name: new RegExp(`^${operations.name}`) }).click();
    await page.waitForURL((u) => u.searchParams.get("category") === "operations");
    await page.getByRole("heading", { level: 1, name: operations.name }).waitFor();
    expect(
      await nav.getByRole("link", { name: new RegExp(`^${operations.name}`) }).getAttribute("aria-current"),
    ).toBe("page");
    const labels = await page.locator("main article p.uppercase").allTextContents();
    expect(labels.length).toBe(operations.articles_count);
    for (const label of labels) expect(label).toContain(operations.name);

    // The category by its id is the same list.
    const byId = await rawRequest("GET", `/pulse?category=${operations.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.match(/<article /g)?.length).toBe(operations.articles_count);

    // The first article of the category: open it.
    const first = page.getByRole("region", { name: "Featured article" }).getByRole("link");
    slug = ((await first.getAttribute("href")) ?? "").split("/").pop() ?? "";
    expect(slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("opens the article, follows its table of contents, copies and shares its link, and counts the view", async () => {
    const before = await article(slug);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await page.getByRole("region", { name: "Featured article" }).getByRole("link").click();
    await page.waitForURL(new RegExp(`/pulse/articles/${slug}$`));
    await page.getByRole("heading", { level: 1, name: before.title }).waitFor();
    await hydrated(page);
    await expectAccessible(page);

    // The table of contents: one link per h2/h3 of the body, to its heading.
    const toc = page.getByRole("navigation", { name: "Contents" });
    const links = toc.getByRole("link");
    expect(await links.count()).toBe(before.toc.length);
    const target = before.toc[Math.min(3, before.toc.length - 1)];
    if (!target) throw new Error("the article has no headings");
    await toc.getByRole("link", { name: target.text, exact: true }).click();
    await page.waitForURL((u) => u.hash === `#${target.id}`);
    await expect
      .poll(() =>
        page.evaluate((id) => {
          const box = document.getElementById(id)?.getBoundingClientRect();
          return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
        }, target.id),
      )
      .toBe(true);
    expect(await page.locator(`#${target.id}`).textContent()).toBe(target.text);

    // Copy link: the clipboard holds the article's address, and the page says so.
    const url = (await canonical()) ?? "";
    expect(new URL(url).pathname).toBe(`/pulse/articles/${slug}`);
    const share = page.getByRole("region", { name: "Share this article" });
    await share.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => share.getByRole("status").textContent()).toBe("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // The networks' share pages are plain links carrying the address (no script of theirs).
    const hrefOf = (name: RegExp) => share.getByRole("link", { name }).getAttribute("href");
    const x = new URL((await hrefOf(/^Share on X/)) ?? "");
    expect(x.origin).toBe("https://x.com");
    expect(x.searchParams.get("url")).toBe(url);
    expect(x.searchParams.get("text")).toBe(before.title);
    const linkedIn = new URL((await hrefOf(/^Share on LinkedIn/)) ?? "");
    expect(linkedIn.hostname).toBe("www.linkedin.com");
    expect(linkedIn.searchParams.get("url")).toBe(url);
    const telegram = new URL((await hrefOf(/^Share on Telegram/)) ?? "");
    expect(telegram.hostname).toBe("t.me");
    expect(telegram.searchParams.get("url")).toBe(url);
    const mail = (await hrefOf(/^Send by e-mail/)) ?? "";
    expect(mail.startsWith("mailto:?")).toBe(true);
    const mailParams = new URLSearchParams(mail.slice("mailto:?".length));
    expect(mailParams.get("subject")).toBe(before.title);
    expect(mailParams.get("body")).toContain(url);

    // The article placement's banner: a plain link through the click route.
    const ad = page.getByRole("complementary", { name: "Advertising" });
    expect(await ad.getByRole("link").getAttribute("href")).toMatch(
      /^\/api\/blog\/advertising-banners\/\d+\/click\//,
    );

    // "Other articles" and the view, counted once the page ran (batched: within seconds).
    const others = page.getByRole("region", { name: "Other articles" });
    expect(await others.getByRole("article").count()).toBe(before.others.length);
    await expect.poll(async () => (await article(slug)).views, { timeout: 15_000 }).toBe(before.views + 1);
  });

  it("describes the article for share previews and search engines", async () => {
    const a = await article(slug);
    const url = (await canonical()) ?? "";
    const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
    expect(await meta("og:type")).toBe("article");
    expect(await meta("og:url")).toBe(url);
    expect(await meta("og:image")).toBe(new URL(a.cover?.url ?? "", url).href);
    expect(await meta("article:published_time")).toBe(a.published_at);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe(
      "summary_large_image",
    );
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (s) => JSON.parse(s) as Record<string, unknown>,
    );
    const ld = data.find((d) => d["@type"] === "Article");
    expect(ld).toMatchObject({
      headline: a.title,
      description: a.lead,
      datePublished: a.published_at,
      inLanguage: "en",
      author: { name: a.author.name },
      mainEntityOfPage: { "@id": url },
    });
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("shows the French pages", async () => {
    await page.goto(`${baseUrl()}/fr/pulse`);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    await page.getByRole("heading", { level: 1, name: "Pulse\u00a0: actualités et articles" }).waitFor();
    await page.getByRole("navigation", { name: "Catégories" }).waitFor();
    const answer = await rawRequest("GET", `/api/blog/articles/${slug}`, {
      headers: { accept: "application/json", "accept-language": "fr" },
    });
    const fr = JSON.parse(answer.body) as ArticleDetail;
    expect(fr.language).toBe("fr");
    await page.goto(`${baseUrl()}/fr/pulse/articles/${slug}`);
    await hydrated(page);
    await page.getByRole("heading", { level: 1, name: fr.title }).waitFor();
    await page.getByRole("navigation", { name: "Sommaire" }).waitFor();
    const share = page.getByRole("region", { name: "Partager cet article" });
    await share.getByRole("button", { name: "Copier le lien" }).waitFor();
    const x = new URL(
      (await share.getByRole("link", { name: /^Partager sur X/ }).getAttribute("href")) ?? "",
    );
    expect(new URL(x.searchParams.get("url") ?? "").pathname).toBe(`/fr/pulse/articles/${slug}`);
    await expectAccessible(page);
  });

  it("lists only the handbook's articles on /handbook", async () => {
    const handbook = (await categories()).find((c) => c.slug === "handbook");
    await page.goto(`${baseUrl()}/handbook`);
    await page.getByRole("heading", { level: 1, name: "Handbook" }).waitFor();
    expect(await page.title()).toBe("Handbook: evergreen guides | RigMarket");
    const labels = await page.locator("main article p.uppercase").allTextContents();
    expect(labels.length).toBe(handbook?.articles_count);
    for (const label of labels) expect(label).toContain("Handbook");
    expect(
      await page
        .getByRole("navigation", { name: "Categories" })
        .getByRole("link", { name: /^Handbook/ })
        .getAttribute("aria-current"),
    ).toBe("page");
    // The footer leads there too, and /pulse?category=handbook is the same list.
    await page.goto(`${baseUrl()}/pulse?category=handbook`);
    expect(new URL(page.url()).pathname).toBe("/handbook");
  });

  it("serves the RSS feed of the newest articles, with absolute links", async () => {
    const res = await rawRequest("GET", "/pulse/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toContain("max-age=");
    const newest = await apiJson<ArticleList>("GET", "/api/blog/articles/?page_size=20");
    const feed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent ?? "",
          pubDate: item.querySelector("pubDate")?.textContent ?? "",
        })),
      };
    }, res.body);
    expect(feed.error).toBeNull();
    expect(feed.title).toBe("RigMarket Pulse");
    expect(feed.items.map((i) => i.title)).toEqual(newest.results.map((a) => a.title));
    for (const item of feed.items) {
      expect(item.link).toMatch(/^https?:\/\/[^/]+\/pulse\/articles\/[a-z0-9-]+$/);
      expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }
    const first = await rawRequest("GET", new URL(feed.items[0]?.link ?? "").pathname);
    expect(first.status).toBe(200);
    const french = await rawRequest("GET", "/fr/pulse/rss.xml");
    expect(french.body).toContain("<language>fr</language>");
    expect(french.body).toMatch(/<link>https?:\/\/[^/]+\/fr\/pulse\/articles\//);
  });

  it("works without JavaScript: categories, contents and share links are plain links", async () => {
    const noJs = await withoutJavaScript(browser, page);
    try {
      await noJs.goto(`${baseUrl()}/pulse?category=market`);
      expect(await noJs.locator("main article").count()).toBeGreaterThan(0);
      await noJs.goto(`${baseUrl()}/pulse/articles/${slug}`);
      expect(await noJs.locator('nav[aria-labelledby="toc-title"] a[href^="#"]').count()).toBeGreaterThan(0);
      expect(await noJs.locator("a[data-share]").count()).toBe(4);
    } finally {
      await noJs.context().close();
    }
  });

  it("fits a 320 px wide phone (the list, the handbook and the article with its contents)", async () => {
    const context = await browser.newContext({ ...PAGE_OPTIONS, viewport: { width: 320, height: 640 } });
    try {
      const phone = await context.newPage();
      for (const path of [
        "/pulse",
        "/fr/handbook",
        `/pulse/articles/${slug}`,
        `/fr/pulse/articles/${slug}`,
      ]) {
        await phone.goto(`${baseUrl()}${path}`);
        const o = await phone.evaluate(() => ({
          width: window.innerWidth,
          scrollWidth: document.documentElement.scrollWidth,
        }));
        expect({ path, fits: o.scrollWidth <= o.width }).toEqual({ path, fits: true });
      }
    } finally {
      await context.close();
    }
  });

  it("answers 404 for an unknown article or category", async () => {
    expect((await page.goto(`${baseUrl()}/pulse/articles/no-such-article`))?.status()).toBe(404);
    expect(await page.locator("main").textContent()).toContain("Article not found.");
    expect((await page.goto(`${baseUrl()}/pulse?category=no-such-category`))?.status()).toBe(404);
  });

  it("counts a signed-in reader's view too (cookie session, with the CSRF header)", async () => {
    const user = {
      name: "Paula Reader",
      email: `pulse-reader-${Date.now().toString(36)}@example.com`,
      password: "Reader-pass1",
    };
    await registerVerified(user);
    const other = (await article(slug)).others[0]?.slug ?? slug;
    const before = (await article(other)).views;
    const viewCalls: number[] = [];
    const listener = (res: { url(): string; status(): number }) => {
      if (res.url().endsWith(`/api/blog/articles/${other}/view/`)) viewCalls.push(res.status());
    };
    page.on("response", listener);
    try {
      await signInPage(page, user, `/pulse/articles/${other}`);
      await hydrated(page);
      await expect.poll(() => viewCalls).toEqual([202]);
      await expect.poll(async () => (await article(other)).views, { timeout: 15_000 }).toBe(before + 1);
    } finally {
      page.off("response", listener);
      await clearCookies(page);
    }
  });

  it("loaded no script from another origin and logged no errors", () => {
    expect(foreignScripts).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
