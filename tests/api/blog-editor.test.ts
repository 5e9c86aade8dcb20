/**
 * The moderators' article editor (issue 19, docs/decisions/047): every call of
 * /api/moderation/articles/ for moderators and admins only, bad input naming the field, the slug
 * taken, statuses (a draft and a scheduled article stay off the public list until publish_at,
 * publishing shows them at once), revisions appended and restored, the preview through the public
 * pipeline (sanitised), the cover and body images through the image pipeline, and the catalogue's
 * data version moved when a public article changes (guest page caches).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleDetail, ArticleList } from "../../src/common/api/blog.ts";
import type {
  BodyImageResult,
  EditorArticle,
  PreviewResult,
  Revision,
  RevisionSummary,
} from "../../src/common/api/blog-editor.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, image, loadFixtures } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let moderator: Awaited<ReturnType<ReturnType<typeof helpers>["signedIn"]>>;
let moderatorName: string;
let marketId: number;
let handbookId: number;
const M = "/api/moderation/articles";
let slugs = 0;
const nextSlug = () => `editor-test-${++slugs}`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  moderator = await h.signedIn("moderator");
  const [me] = await t.database.rows<{ name: string }>(
    sql`select name from users where id = ${moderator.id}`,
  );
  moderatorName = me?.name ?? "";
  const cats = await t.database.rows<{ id: number; slug: string }>(
    sql`select id, slug from article_categories`,
  );
  marketId = cats.find((c) => c.slug === "market")?.id ?? 0;
  handbookId = cats.find((c) => c.slug === "handbook")?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

type Errors = Record<string, string[]>;
const staff = (opts: { payload?: unknown; lang?: string } = {}) => ({ headers: moderator.headers, ...opts });

async function create(over: Record<string, unknown> = {}): Promise<EditorArticle> {
  const r = await h.call<EditorArticle>("POST", `${M}/`, {
    ...staff(),
    payload: {
      slug: nextSlug(),
      category_id: marketId,
      title_en: "Hashrate in December",
      title_fr: "Le hashrate en décembre",
      lead_en: "What moved the network.",
      lead_fr: "Ce qui a fait bouger le réseau.",
      body_en: "## Difficulty\n\nThe difficulty rose again this month.",
      body_fr: "## Difficulté\n\nLa difficulté a encore augmenté ce mois-ci.",
      tags: ["Hashrate", "difficulty", "hashrate"],
      ...over,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

const status = (id: number, payload: Record<string, unknown>, lang = "en") =>
  h.call<EditorArticle & Errors>("POST", `${M}/${id}/status/`, staff({ payload, lang }));
const publicList = async () =>
  (await h.call<ArticleList>("GET", "/api/blog/articles/?page_size=50")).body.results.map((a) => a.slug);
const publicArticle = (slug: string, lang = "en") =>
  h.call<ArticleDetail>("GET", `/api/blog/articles/${slug}`, { lang });
const catalogVersion = async () =>
  Number(
    (
      await t.database.rows<{ version: string }>(
        sql`select version from data_versions where name = 'catalog'`,
      )
    )[0]?.version,
  );
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

async function upload<T>(url: string, data: Buffer, name = "diagram.png", headers = moderator.headers) {
  const boundary = `----rm${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.app.inject({
    method: "POST",
    url,
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      ...headers,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "accept-language": "en",
    },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json() as T & Errors };
}

describe("permissions", () => {
  it("answers 401 to guests and 403 to buyers and sellers on every call; moderators and admins may", async () => {
    const buyer = await h.signedIn();
    const seller = await h.seller();
    const calls: ["GET" | "POST" | "PATCH" | "DELETE", string, unknown?][] = [
      ["GET", `${M}/`],
      ["POST", `${M}/`, { slug: "x" }],
      ["GET", `${M}/1/`],
      ["PATCH", `${M}/1/`, { title_en: "x" }],
      ["DELETE", `${M}/1/`],
      ["POST", `${M}/1/status/`, { status: "published" }],
      ["GET", `${M}/1/revisions/`],
      ["GET", `${M}/1/revisions/1/`],
      ["POST", `${M}/1/revisions/1/restore/`],
      ["POST", `${M}/preview/`, { body: "# Hi" }],
      ["POST", `${M}/1/cover/`, {}],
      ["POST", `${M}/1/images/`, {}],
    ];
    for (const [method, url, payload] of calls) {
      expect((await h.call(method, url, { payload })).status, `guest ${method} ${url}`).toBe(401);
      for (const [who, u] of [
        ["buyer", buyer],
        ["seller", seller],
      ] as const)
        expect(
          (await h.call(method, url, { payload, headers: u.headers })).status,
          `${who} ${method} ${url}`,
        ).toBe(403);
    }
    const admin = await h.signedIn("admin");
    expect((await h.call("GET", `${M}/`, { headers: admin.headers })).status).toBe(200);
    expect((await h.call("GET", `${M}/`, staff())).status).toBe(200);
  });
});

describe("writing an article", () => {
  it("creates a draft with both languages, lists it in the console but not in public, and reads it back", async () => {
    const a = await create();
    expect(a).toMatchObject({
      status: "draft",
      publish_at: null,
      public: false,
      title: "Hashrate in December",
      category_id: marketId,
      author_name: moderatorName,
      languages: ["en", "fr"],
      tags: ["hashrate", "difficulty"],
      cover: null,
    });
    const one = await h.call<EditorArticle>("GET", `${M}/${a.id}/`, staff());
    expect(one.body).toMatchObject({
      body_fr: "## Difficulté\n\nLa difficulté a encore augmenté ce mois-ci.",
    });
    const list = await h.call<{ count: number; results: { id: number }[] }>(
      "GET",
      `${M}/?status=draft&search=${encodeURIComponent("décembre")}`,
      staff(),
    );
    expect(list.body.results.map((r) => r.id)).toContain(a.id);
    const published = await h.call<{ results: { status: string }[] }>(
      "GET",
      `${M}/?status=published`,
      staff(),
    );
    expect(published.body.results.every((r) => r.status === "published")).toBe(true);
    const handbook = await h.call<{ results: { id: number }[] }>(
      "GET",
      `${M}/?category_id=${handbookId}`,
      staff(),
    );
    expect(handbook.body.results.map((r) => r.id)).not.toContain(a.id);
    expect(await publicList()).not.toContain(a.slug);
    expect((await publicArticle(a.slug)).status).toBe(404);
  });

  it("refuses bad input naming each field, and a taken slug with a 409 naming `slug`, in French too", async () => {
    const ok = { slug: nextSlug(), category_id: marketId, title_en: "A title" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, slug: undefined }, "slug"],
      [{ ...ok, slug: "Not A Slug" }, "slug"],
      [{ ...ok, slug: "a".repeat(121) }, "slug"],
      [{ ...ok, category_id: undefined }, "category_id"],
      [{ ...ok, category_id: "market" }, "category_id"],
      [{ ...ok, category_id: 999999 }, "category_id"],
      [{ ...ok, title_en: "" }, "title_en"],
      [{ ...ok, title_en: "x".repeat(201) }, "title_en"],
      [{ ...ok, lead_fr: "x".repeat(601) }, "lead_fr"],
      [{ ...ok, body_en: "x".repeat(100_001) }, "body_en"],
      [{ ...ok, body_fr: 12 }, "body_fr"],
      [{ ...ok, author_name: "" }, "author_name"],
      [{ ...ok, tags: "a,b" }, "tags"],
      [{ ...ok, tags: ["x".repeat(41)] }, "tags"],
      [{ ...ok, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "tags"],
      [{ ...ok, related_model_ids: [999999] }, "related_model_ids"],
      [{ ...ok, related_product_ids: [0] }, "related_product_ids"],
      [{ ...ok, related_product_ids: [999999] }, "related_product_ids"],
      [{ ...ok, views: 5 }, "views"],
    ];
    const before = await t.database.rows(sql`select count(*)::int as n from articles`);
    for (const [payload, field] of cases) {
      const r = await h.call<Errors>("POST", `${M}/`, staff({ payload }));
      expect(r.status, JSON.stringify(payload).slice(0, 200)).toBe(400);
      // An element of a list is named with its index (`tags.0`).
      const named = Object.keys(r.body).some((k) => k === field || k.startsWith(`${field}.`));
      expect(named, `${field}: ${JSON.stringify(r.body)}`).toBe(true);
    }
    expect(await t.database.rows(sql`select count(*)::int as n from articles`)).toEqual(before);

    const a = await create();
    const taken = await h.call<Errors>(
      "POST",
      `${M}/`,
      staff({ payload: { ...ok, slug: a.slug }, lang: "fr" }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.slug).toEqual(["Un autre article a déjà cette adresse."]);
    const b = await create();
    const renamed = await h.call<Errors>("PATCH", `${M}/${b.id}/`, staff({ payload: { slug: a.slug } }));
    expect(renamed.status).toBe(409);
    expect(renamed.body.slug).toEqual(["Another article already has this address."]);
    const bad = await h.call<Errors>(
      "PATCH",
      `${M}/${b.id}/`,
      staff({ payload: { title_en: "", title_fr: "" } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.title_en).toBeDefined();
    expect((await h.call("PATCH", `${M}/999999/`, staff({ payload: { title_en: "x" } }))).status).toBe(404);
    expect((await h.call("GET", `${M}/abc/`, staff())).status).toBe(400);
    expect((await h.call<Errors>("GET", `${M}/?status=archived`, staff())).body.status).toBeDefined();
  });

  it("links models and products that exist", async () => {
    const [model] = await t.database.rows<{ id: number }>(
      sql`select id from miner_models order by id limit 1`,
    );
    const a = await create({ related_model_ids: [model?.id] });
    expect(a.related_model_ids).toEqual([model?.id]);
  });
});

describe("statuses and the public pages", () => {
  it("schedules for the future only; a scheduled article is hidden until publish_at, then public without a job", async () => {
    const a = await create();
    const past = await status(a.id, { status: "scheduled", publish_at: inMinutes(-5) });
    expect(past.status).toBe(400);
    expect(past.body.publish_at).toEqual([
      "Choose a time in the future to schedule the article (or publish it now).",
    ]);
    const none = await status(a.id, { status: "scheduled" }, "fr");
    expect(none.body.publish_at).toEqual(["Choisissez quand l’article sera publié."]);
    expect(
      (await status(a.id, { status: "scheduled", publish_at: "tomorrow" })).body.publish_at,
    ).toBeDefined();
    expect((await status(a.id, { status: "archived" })).body.status).toBeDefined();

    const at = inMinutes(60);
    const scheduled = await status(a.id, { status: "scheduled", publish_at: at });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ status: "scheduled", publish_at: at, public: false });
    expect(await publicList()).not.toContain(a.slug);
    expect((await publicArticle(a.slug)).status).toBe(404);
    // The hour passes (no job flips the status: the public queries compare publish_at with now()).
    await t.database.rows(
      sql`update articles set publish_at = now() - interval '1 second' where id = ${a.id}`,
    );
    expect(await publicList()).toContain(a.slug);
    expect((await publicArticle(a.slug)).status).toBe(200);
  });

  it("publishes at once (publish_at = now), shows the edit on the public page at once, and unpublishes", async () => {
    const a = await create();
    const v0 = await catalogVersion();
    const published = await status(a.id, { status: "published" });
    expect(published.status).toBe(200);
    expect(published.body.public).toBe(true);
    expect(Math.abs(Date.parse(published.body.publish_at ?? "") - Date.now())).toBeLessThan(10_000);
    expect(await catalogVersion()).toBeGreaterThan(v0);
    expect((await publicList())[0]).toBe(a.slug);
    const fr = await publicArticle(a.slug, "fr");
    expect(fr.body).toMatchObject({ title: "Le hashrate en décembre", language: "fr", fallback: false });
    expect(fr.body.html).toContain('<h2 id="difficulte">Difficulté</h2>');

    // An edit of a public article: the rendered body is new at once (kept by updated_at), the version moves.
    const v1 = await catalogVersion();
    const edited = await h.call<EditorArticle>(
      "PATCH",
      `${M}/${a.id}/`,
      staff({ payload: { body_en: "## Costs\n\nPower is most of it." } }),
    );
    expect(edited.status).toBe(200);
    expect(Date.parse(edited.body.updated_at)).toBeGreaterThan(Date.parse(a.updated_at));
    expect((await publicArticle(a.slug)).body.html).toContain('<h2 id="costs">Costs</h2>');
    expect(await catalogVersion()).toBeGreaterThan(v1);

    // A future time is what "schedule" is for; a past one backdates.
    expect(
      (await status(a.id, { status: "published", publish_at: inMinutes(30) })).body.publish_at,
    ).toBeDefined();
    const unpublished = await status(a.id, { status: "draft" });
    expect(unpublished.body).toMatchObject({ status: "draft", publish_at: null, public: false });
    expect(await publicList()).not.toContain(a.slug);

    // Nothing to publish: no language has a title and a body.
    const empty = await create({ body_en: "", body_fr: "" });
    const refused = await status(empty.id, { status: "published" });
    expect(refused.status).toBe(400);
    expect(refused.body.body_en).toBeDefined();
  });

  it("keeps the data version for a draft's edits, and deletes an article with its revisions", async () => {
    const a = await create();
    const v = await catalogVersion();
    await h.call("PATCH", `${M}/${a.id}/`, staff({ payload: { title_en: "Still a draft" } }));
    expect(await catalogVersion()).toBe(v);
    expect((await h.call("DELETE", `${M}/${a.id}/`, staff())).status).toBe(204);
    expect((await h.call("GET", `${M}/${a.id}/`, staff())).status).toBe(404);
    expect(await t.database.rows(sql`select 1 from article_revisions where article_id = ${a.id}`)).toEqual(
      [],
    );
    expect((await h.call("DELETE", `${M}/${a.id}/`, staff())).status).toBe(404);
  });
});

describe("revisions", () => {
  it("appends one per save (who, when, status, texts) and restores one as a new revision", async () => {
    const a = await create({ title_en: "First title" });
    await h.call(
      "PATCH",
      `${M}/${a.id}/`,
      staff({ payload: { title_en: "Second title", body_en: "Second body." } }),
    );
    await status(a.id, { status: "scheduled", publish_at: inMinutes(90) });
    const list = await h.call<RevisionSummary[]>("GET", `${M}/${a.id}/revisions/`, staff());
    expect(list.status).toBe(200);
    expect(list.body.map((r) => [r.title_en, r.status])).toEqual([
      ["Second title", "scheduled"],
      ["Second title", "draft"],
      ["First title", "draft"],
    ]);
    expect(list.body.every((r) => r.saved_by === moderatorName)).toBe(true);
    const first = list.body[2];
    const one = await h.call<Revision>("GET", `${M}/${a.id}/revisions/${first?.id}/`, staff());
    expect(one.body).toMatchObject({
      title_en: "First title",
      body_en: "## Difficulty\n\nThe difficulty rose again this month.",
    });

    const restored = await h.call<EditorArticle>(
      "POST",
      `${M}/${a.id}/revisions/${first?.id}/restore/`,
      staff(),
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title_en: "First title", status: "scheduled" });
    const after = await h.call<RevisionSummary[]>("GET", `${M}/${a.id}/revisions/`, staff());
    expect(after.body).toHaveLength(4);
    // A save that changes nothing appends nothing.
    const same = await h.call<EditorArticle>(
      "PATCH",
      `${M}/${a.id}/`,
      staff({ payload: { title_en: "First title" } }),
    );
    expect(same.body.updated_at).toBe(restored.body.updated_at);
    // Nor does the same text with a browser's line ends (\r\n: stored as \n).
    const crlf = restored.body.body_en.replace(/\n/g, "\r\n");
    expect(
      (await h.call<EditorArticle>("PATCH", `${M}/${a.id}/`, staff({ payload: { body_en: crlf } }))).body
        .body_en,
    ).toBe(restored.body.body_en);
    expect((await h.call<RevisionSummary[]>("GET", `${M}/${a.id}/revisions/`, staff())).body).toHaveLength(4);
    expect(after.body[0]).toMatchObject({ title_en: "First title", status: "scheduled" });

    const other = await create();
    expect((await h.call("GET", `${M}/${other.id}/revisions/${first?.id}/`, staff())).status).toBe(404);
    expect((await h.call("POST", `${M}/${other.id}/revisions/${first?.id}/restore/`, staff())).status).toBe(
      404,
    );
    expect((await h.call("GET", `${M}/999999/revisions/`, staff())).status).toBe(404);
  });
});

describe("preview", () => {
  it("renders through the public pipeline: scripts come out as text, javascript: links are dropped", async () => {
    const r = await h.call<PreviewResult>("POST", `${M}/preview/`, {
      ...staff(),
      payload: {
        body: "# Intro\n\nHello <script>alert(1)</script>\n\n[click](javascript:alert(3)) [safe](https://example.com/)\n\n![chart](/uploads/articles/a1/x.webp)\n\n## Costs",
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.html).not.toContain("<script");
    expect(r.body.html).toContain("&lt;script&gt;");
    // The link is not made: its Markdown stays as text, no href.
    expect(r.body.html).not.toMatch(/href="javascript:/i);
    expect(r.body.html).toContain("[click](javascript:alert(3))");
    expect(r.body.html).toContain(
      '<a href="https://example.com/" rel="noopener noreferrer nofollow">safe</a>',
    );
    expect(r.body.html).toContain('<img src="/uploads/articles/a1/x.webp" alt="chart" loading="lazy" />');
    expect(r.body.toc).toEqual([
      { id: "intro", text: "Intro", level: 2 },
      { id: "costs", text: "Costs", level: 2 },
    ]);
    expect(r.body.reading_minutes).toBe(1);
  });

  it("refuses a body over 100,000 characters (400 naming `body`) and a request over its size (413)", async () => {
    const long = await h.call<Errors>(
      "POST",
      `${M}/preview/`,
      staff({ payload: { body: "x".repeat(100_001) } }),
    );
    expect(long.status).toBe(400);
    expect(long.body.body).toBeDefined();
    const huge = await h.call("POST", `${M}/preview/`, staff({ payload: { body: "x".repeat(500_000) } }));
    expect(huge.status).toBe(413);
    const missing = await h.call<Errors>("POST", `${M}/preview/`, staff({ payload: {} }));
    expect(missing.body.body).toBeDefined();
  });
});

describe("images", () => {
  it("stores the cover as webp 1x/2x with its size, replacing the previous one, and body images with their Markdown", async () => {
    const a = await create();
    const png = await image("png", 2000);
    const first = await upload<EditorArticle>(`${M}/${a.id}/cover/`, png);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.cover).toMatchObject({ width: 800, height: 420, alt: "Hashrate in December" });
    expect(first.body.cover?.url).toMatch(/^\/uploads\/articles\/a\d+\/cover-[0-9a-f]+\.webp$/);
    expect(first.body.cover?.url_2x).toMatch(/@2x\.webp$/);
    const key = (first.body.cover?.url ?? "").replace(/^\/uploads\//, "");
    expect(await t.app.services.media.get(key)).toBeInstanceOf(Buffer);
    const second = await upload<EditorArticle>(`${M}/${a.id}/cover/`, await image("jpeg", 900));
    expect(second.status).toBe(200);
    expect(await t.app.services.media.get(key)).toBeUndefined();

    const body = await upload<BodyImageResult>(
      `${M}/${a.id}/images/`,
      await image("png", 300),
      "hash [chart].png",
    );
    expect(body.status).toBe(200);
    expect(body.body).toMatchObject({ width: 300, height: 300 });
    expect(body.body.url).toMatch(/^\/uploads\/articles\/a\d+\/[0-9a-f]+\.webp$/);
    expect(body.body.markdown).toBe(`![hash chart](${body.body.url})`);
    const stored = await t.app.services.media.get(body.body.url.replace(/^\/uploads\//, ""));
    expect(stored).toBeInstanceOf(Buffer);
  });

  it("refuses a file that is not an image, a missing file, too many pixels and an unknown article", async () => {
    const a = await create();
    const text = await upload<EditorArticle>(`${M}/${a.id}/cover/`, Buffer.from("not an image at all"));
    expect(text.status).toBe(400);
    expect(text.body.image).toEqual(["Send a JPEG, PNG or WebP image."]);
    const bodyText = await upload(`${M}/${a.id}/images/`, Buffer.from("GIF89a nope"));
    expect(bodyText.status).toBe(400);
    expect(bodyText.body.image).toBeDefined();
    const none = await h.call<Errors>("POST", `${M}/${a.id}/images/`, staff());
    expect(none.status).toBe(400);
    expect(none.body.image).toBeDefined();
    const sharp = (await import("sharp")).default;
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await upload(`${M}/${a.id}/images/`, huge);
    expect(pixels.status).toBe(400);
    expect(pixels.body.image?.[0]).toContain("6000 × 5000");
    expect((await upload(`${M}/999999/cover/`, await image("png"))).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("documents every editor call", async () => {
    const doc = await h.call<{ paths: Record<string, Record<string, { summary?: string }>> }>(
      "GET",
      "/api/docs/json",
    );
    for (const [path, method] of [
      ["/api/moderation/articles/", "get"],
      ["/api/moderation/articles/", "post"],
      ["/api/moderation/articles/{id}/", "get"],
      ["/api/moderation/articles/{id}/", "patch"],
      ["/api/moderation/articles/{id}/", "delete"],
      ["/api/moderation/articles/{id}/status/", "post"],
      ["/api/moderation/articles/{id}/revisions/", "get"],
      ["/api/moderation/articles/{id}/revisions/{revision_id}/", "get"],
      ["/api/moderation/articles/{id}/revisions/{revision_id}/restore/", "post"],
      ["/api/moderation/articles/preview/", "post"],
      ["/api/moderation/articles/{id}/cover/", "post"],
      ["/api/moderation/articles/{id}/images/", "post"],
    ] as const)
      expect(doc.body.paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
  });
});
