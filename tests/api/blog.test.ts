/**
 * Articles (issue 19, docs/decisions/044): the demo's articles and categories through the three
 * calls of the spec, with their parameters and bad input, in English and French (and the fallback
 * when a translation is missing); drafts and articles scheduled for later stay hidden; Markdown
 * comes out sanitised with a table of contents; a view counts once per visitor per day.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticleViews } from "../../src/api/modules/blog/views.ts";
import type { ArticleCategory, ArticleDetail, ArticleList } from "../../src/common/api/blog.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const DEMO_ARTICLES = 12;

let t: TestApp;
let marketId: number;

async function get<T = unknown>(url: string, lang = "en") {
  const res = await t.app.inject({ method: "GET", url, headers: { "accept-language": lang } });
  return { status: res.statusCode, body: res.json() as T };
}

async function insertArticle(v: {
  slug: string;
  status: "draft" | "scheduled" | "published";
  publishAt: string | null;
  titleFr?: string;
  body?: string;
}) {
  await t.database.rows(sql`
    insert into articles (slug, category_id, status, publish_at, author_name, title_en, title_fr, lead_en, lead_fr, body_en, body_fr)
    values (${v.slug}, ${marketId}, ${v.status}, ${v.publishAt}::timestamptz, 'Test author',
      ${`Title of ${v.slug}`}, ${v.titleFr ?? `Titre de ${v.slug}`}, 'Lead', 'Chapeau',
      ${v.body ?? "## One\n\nSome words here."}, ${v.titleFr === "" ? "" : "## Un\n\nQuelques mots ici."})`);
}

beforeAll(async () => {
  t = await createTestApp();
  const [market] = await t.database.rows<{ id: number }>(
    sql`select id from article_categories where slug = 'market'`,
  );
  marketId = market?.id ?? 0;
  await insertArticle({ slug: "test-draft", status: "draft", publishAt: null });
  await insertArticle({ slug: "test-later", status: "scheduled", publishAt: "2099-01-01T00:00:00Z" });
  await insertArticle({
    slug: "test-scheduled-past",
    status: "scheduled",
    publishAt: "2026-11-20T00:00:00Z",
  });
  await insertArticle({
    slug: "test-english-only",
    status: "published",
    publishAt: "2026-11-21T00:00:00Z",
    titleFr: "",
  });
  await insertArticle({
    slug: "test-unsafe",
    status: "published",
    publishAt: "2026-11-22T00:00:00Z",
    body: [
      "# Intro",
      "",
      "Hello <script>alert(1)</script> and <img src=x onerror=alert(2)>.",
      "",
      "[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [safe](https://example.com/page)",
      "",
      "## Costs and fees",
      "",
      "### Costs and fees",
      "",
      "## Coût à l’arrivée",
    ].join("\n"),
  });
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/blog/categories/", () => {
  it("lists the categories in order with their public articles counted, the handbook evergreen", async () => {
    const en = await get<ArticleCategory[]>("/api/blog/categories/");
    expect(en.status).toBe(200);
    expect(en.body.map((c) => c.slug)).toEqual(["handbook", "market", "operations"]);
    expect(en.body.map((c) => c.evergreen)).toEqual([true, false, false]);
    expect(en.body[0]?.name).toBe("Handbook");
    // 12 demo articles, plus the three public ones added here (market); drafts and later ones not counted.
    expect(en.body.reduce((n, c) => n + c.articles_count, 0)).toBe(DEMO_ARTICLES + 3);
    expect(en.body[0]?.articles_count).toBeGreaterThanOrEqual(5);
    const fr = await get<ArticleCategory[]>("/api/blog/categories/", "fr");
    expect(fr.body[0]?.name).toBe("Guide pratique");
    expect(fr.body[1]?.name).toBe("Marché et économie");
  });
});

describe("GET /api/blog/articles/", () => {
  it("pages the public articles newest first, with the demo's real content", async () => {
    const { status, body } = await get<ArticleList>("/api/blog/articles/");
    expect(status).toBe(200);
    expect(body.count).toBe(DEMO_ARTICLES + 3);
    expect(body.results).toHaveLength(12);
    expect(body.previous).toBeNull();
    expect(body.next).toContain("page=2");
    const dates = body.results.map((a) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.results[0]?.slug).toBe("test-unsafe");
    const used = body.results.find((a) => a.slug === "buying-a-used-asic");
    const all = await get<ArticleList>("/api/blog/articles/?page_size=50");
    const demo = all.body.results.find((a) => a.slug === "buying-a-used-asic") ?? used;
    expect(demo?.title).toMatch(/used ASIC/);
    expect(demo?.cover?.url).toMatch(/\.webp$/);
    expect(demo?.cover?.url_2x).toMatch(/@2x\.webp$/);
    expect(demo?.reading_minutes).toBe(3);
    expect(demo?.tags).toContain("used");
    expect(demo?.category.slug).toBe("handbook");
    expect(all.body.results.map((a) => a.slug)).not.toContain("test-draft");
    expect(all.body.results.map((a) => a.slug)).not.toContain("test-later");
    expect(all.body.results.map((a) => a.slug)).toContain("test-scheduled-past");
  });

  it("takes page and page_size, clamps page_size to 50 and answers past the last page with no results", async () => {
    const p2 = await get<ArticleList>("/api/blog/articles/?page_size=5&page=2");
    expect(p2.body.results).toHaveLength(5);
    expect(p2.body.previous).toContain("page=1");
    expect(p2.body.next).toContain("page=3");
    const first = await get<ArticleList>("/api/blog/articles/?page_size=5");
    expect(p2.body.results.map((a) => a.id)).not.toContain(first.body.results[0]?.id);
    const p3 = await get<ArticleList>("/api/blog/articles/?page_size=5&page=3");
    expect(p3.body.results).toHaveLength(5);
    expect(p3.body.next).toBeNull();
    const past = await get<ArticleList>("/api/blog/articles/?page_size=5&page=9");
    expect(past.status).toBe(200);
    expect(past.body.results).toEqual([]);
    expect(past.body.count).toBe(DEMO_ARTICLES + 3);
    const big = await get<ArticleList>("/api/blog/articles/?page_size=1000");
    expect(big.body.results).toHaveLength(DEMO_ARTICLES + 3);
  });

  it("filters by category_id", async () => {
    const cats = await get<ArticleCategory[]>("/api/blog/categories/");
    for (const c of cats.body) {
      const { body } = await get<ArticleList>(`/api/blog/articles/?category_id=${c.id}&page_size=50`);
      expect(body.count).toBe(c.articles_count);
      expect(body.results.every((a) => a.category.id === c.id)).toBe(true);
    }
    const none = await get<ArticleList>("/api/blog/articles/?category_id=999999");
    expect(none.body).toMatchObject({ count: 0, results: [] });
    const empty = await get<ArticleList>("/api/blog/articles/?category_id=");
    expect(empty.body.count).toBe(DEMO_ARTICLES + 3);
  });

  it("refuses bad parameters with a 400 naming the field", async () => {
    for (const [query, field] of [
      ["page=0", "page"],
      ["page=abc", "page"],
      ["page_size=0", "page_size"],
      ["page_size=x", "page_size"],
      ["category_id=abc", "category_id"],
      ["category_id=-1", "category_id"],
      ["category_id=99999999999", "category_id"],
    ] as const) {
      const res = await get<Record<string, string[]>>(`/api/blog/articles/?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body), query).toContain(field);
    }
    const fr = await get<Record<string, string[]>>("/api/blog/articles/?page=0", "fr");
    expect(fr.body.page?.[0]).toMatch(/supérieure ou égale/);
  });

  it("answers in French, and in English marked as a fallback where the French is missing", async () => {
    const { body } = await get<ArticleList>("/api/blog/articles/?page_size=50", "fr");
    const used = body.results.find((a) => a.slug === "buying-a-used-asic");
    expect(used).toMatchObject({ language: "fr", fallback: false });
    expect(used?.title).toMatch(/^Acheter un mineur ASIC d’occasion/);
    expect(used?.category.name).toBe("Guide pratique");
    const englishOnly = body.results.find((a) => a.slug === "test-english-only");
    expect(englishOnly).toMatchObject({
      language: "en",
      fallback: true,
      title: "Title of test-english-only",
    });
    const en = await get<ArticleList>("/api/blog/articles/?page_size=50");
    expect(en.body.results.every((a) => a.language === "en" && !a.fallback)).toBe(true);
  });
});

describe("GET /api/blog/articles/{slug}", () => {
  it("serves an article with its sanitised HTML, its table of contents, related models and products", async () => {
    const { status, body } = await get<ArticleDetail>("/api/blog/articles/buying-a-used-asic");
    expect(status).toBe(200);
    expect(body.title).toMatch(/used ASIC/);
    expect(body.languages).toEqual(["en", "fr"]);
    expect(body.toc.length).toBeGreaterThanOrEqual(4);
    expect(body.toc[0]).toEqual({
      id: "start-with-the-numbers-not-the-photo",
      text: "Start with the numbers, not the photo",
      level: 2,
    });
    for (const entry of body.toc) expect(body.html).toContain(`id="${entry.id}"`);
    expect(body.html).toContain("<h2");
    expect(body.html).not.toContain("<h1");
    const [row] = await t.database.rows<{ words_en: number }>(
      sql`select words_en from articles where slug = 'buying-a-used-asic'`,
    );
    expect(body.reading_minutes).toBe(Math.max(1, Math.round((row?.words_en ?? 0) / 200)));
    expect(body.related_models.map((m) => m.name)).toContain("Antminer S19j Pro");
    expect(body.related_models[0]?.brand).toBeTruthy();
    expect(body.related_products.length).toBeGreaterThan(0);
    for (const p of body.related_products) {
      const product = await get<{ sku: string }>(`/api/products-catalog/products/${p.sku}`);
      expect(product.status).toBe(200);
    }
    expect(body.others).toHaveLength(3);
    expect(body.others.map((o) => o.slug)).not.toContain("buying-a-used-asic");
    expect(body.others.every((o) => o.category.slug === "handbook")).toBe(true);
  });

  it("serves the French text, or the English one marked as a fallback", async () => {
    const fr = await get<ArticleDetail>("/api/blog/articles/immersion-cooling-basics", "fr");
    expect(fr.body).toMatchObject({ language: "fr", fallback: false });
    expect(fr.body.html).toContain("fluide diélectrique");
    expect(fr.body.toc[0]?.id).toBe("pourquoi-les-mineurs-passent-a-l-immersion");
    const fallback = await get<ArticleDetail>("/api/blog/articles/test-english-only", "fr");
    expect(fallback.body).toMatchObject({ language: "en", fallback: true, languages: ["en"] });
    expect(fallback.body.html).toContain("Some words here.");
  });

  it("answers 404 for an unknown slug, a draft or an article scheduled for later, 400 for a malformed slug", async () => {
    for (const slug of ["no-such-article", "test-draft", "test-later"]) {
      const res = await get<{ detail: string }>(`/api/blog/articles/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.detail).toBe("Article not found.");
    }
    const fr = await get<{ detail: string }>("/api/blog/articles/no-such-article", "fr");
    expect(fr.body.detail).toBe("Article introuvable.");
    expect((await get("/api/blog/articles/test-scheduled-past")).status).toBe(200);
    const bad = await get<Record<string, string[]>>("/api/blog/articles/Bad_Slug!");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["slug"]);
  });

  it("never lets a script, an event handler or a javascript: link out of the Markdown", async () => {
    const { body } = await get<ArticleDetail>("/api/blog/articles/test-unsafe");
    expect(body.html).not.toMatch(/<script/i);
    expect(body.html).not.toMatch(/<img/i);
    expect(body.html).not.toMatch(/href="(javascript|data):/i);
    expect(body.html).toContain("&lt;script&gt;");
    expect(body.html).toContain(
      '<a href="https://example.com/page" rel="noopener noreferrer nofollow">safe</a>',
    );
    // Headings: a # becomes a section, repeated titles get distinct ids, accents are folded.
    expect(body.toc).toEqual([
      { id: "intro", text: "Intro", level: 2 },
      { id: "costs-and-fees", text: "Costs and fees", level: 2 },
      { id: "costs-and-fees-2", text: "Costs and fees", level: 3 },
      { id: "cout-a-l-arrivee", text: "Coût à l’arrivée", level: 2 },
    ]);
  });
});

describe("views", () => {
  const view = (slug: string, agent: string, ip = "203.0.113.7") =>
    t.app.inject({
      method: "POST",
      url: `/api/blog/articles/${slug}/view/`,
      headers: { "user-agent": agent },
      remoteAddress: ip,
    });
  const viewsOf = async (slug: string) => {
    const [row] = await t.database.rows<{ views: number }>(
      sql`select views from articles where slug = ${slug}`,
    );
    return row?.views ?? -1;
  };

  it("counts a view once per visitor per day, not for crawlers, and 404 for a hidden article", async () => {
    const before = await viewsOf("hosting-contracts");
    expect((await view("hosting-contracts", CHROME)).statusCode).toBe(202);
    expect((await view("hosting-contracts", CHROME)).json()).toEqual({ accepted: true });
    await t.app.services.articleViews.flush();
    await view("hosting-contracts", CHROME);
    await t.app.services.articleViews.flush();
    expect(await viewsOf("hosting-contracts")).toBe(before + 1);
    // Another visitor (another address), then a crawler, which is not counted.
    await view("hosting-contracts", CHROME, "198.51.100.4");
    expect(
      (await view("hosting-contracts", "Googlebot/2.1 (+http://www.google.com/bot.html)")).json(),
    ).toEqual({
      accepted: false,
    });
    await t.app.services.articleViews.flush();
    expect(await viewsOf("hosting-contracts")).toBe(before + 2);
    const listed = await get<ArticleDetail>("/api/blog/articles/hosting-contracts");
    expect(listed.body.views).toBe(before + 2);
    expect((await view("test-draft", CHROME)).statusCode).toBe(404);
    expect((await view("no-such-article", CHROME)).statusCode).toBe(404);
    expect((await view("Not A Slug", CHROME)).statusCode).toBe(400);
  });

  it("counts the same visitor again the next day and forgets the days before yesterday", async () => {
    let now = new Date("2030-03-01T23:59:00Z");
    const views = createArticleViews(t.database, "test-secret", t.app.log, () => now);
    const [row] = await t.database.rows<{ id: number; views: number }>(
      sql`select id, views from articles where slug = 'maintenance-schedule'`,
    );
    const id = row?.id ?? 0;
    const visitor = { userId: null, ip: "192.0.2.1", userAgent: CHROME };
    views.count(id, visitor);
    views.count(id, visitor);
    await views.flush();
    now = new Date("2030-03-02T00:01:00Z");
    views.count(id, visitor);
    await views.flush();
    expect(await viewsOf("maintenance-schedule")).toBe((row?.views ?? 0) + 2);
    now = new Date("2030-03-04T10:00:00Z");
    await views.flush();
    const kept = await t.database.rows<{ day: string }>(
      sql`select day from article_views where article_id = ${id} order by day`,
    );
    expect(kept).toEqual([]);
  });
});
