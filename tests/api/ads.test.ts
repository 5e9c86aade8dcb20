/**
 * Advertising banners (issue 19): GET /api/blog/advertising-banners/ (placement, schedule window,
 * weight, language), the click route (counts, then redirects through the safe-redirect rule),
 * displays counted in batches, the moderators' calls (roles, images per language, schedule,
 * activation, deletion, statistics), bad input naming the field, and the /advertisment form.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdBanner, AdminAdBanner } from "../../src/common/api/banners.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, image, loadFixtures } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let moderator: Awaited<ReturnType<ReturnType<typeof helpers>["signedIn"]>>;
const M = "/api/moderation/advertising-banners";
const PUBLIC = "/api/blog/advertising-banners/";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  moderator = await h.signedIn("moderator");
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.app.services.ads.flushStats();
  await t.database.rows(sql`delete from banners where kind = 'advertising'`);
});

async function get<T>(url: string, opts: { lang?: string; agent?: string | null } = {}) {
  const agent = opts.agent === undefined ? BROWSER : opts.agent;
  const res = await t.app.inject({
    method: "GET",
    url,
    headers: { "accept-language": opts.lang ?? "en", ...(agent ? { "user-agent": agent } : {}) },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T, headers: res.headers };
}

async function uploadImage(id: number, lang: "en" | "fr", data: Buffer, headers = moderator.headers) {
  const boundary = `----rm${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.app.inject({
    method: "POST",
    url: `${M}/${id}/image/?lang=${lang}`,
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      ...headers,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "accept-language": "en",
    },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json() as AdminAdBanner & Record<string, string[]> };
}

/** A banner created and given its English image through the API. */
async function banner(over: Record<string, unknown> = {}): Promise<AdminAdBanner> {
  const created = await h.call<AdminAdBanner>("POST", `${M}/`, {
    headers: moderator.headers,
    payload: {
      placement: "landing",
      title_en: "Hosting in Norway",
      title_fr: "Hébergement en Norvège",
      link: "/company/1",
      ...over,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const up = await uploadImage(created.body.id, "en", await image("png", 300));
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  return up.body;
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const statsOf = (id: number) =>
  t.database.rows<{ impressions: number; clicks: number }>(
    sql`select coalesce(sum(impressions), 0)::int as impressions, coalesce(sum(clicks), 0)::int as clicks from banner_stats where banner_id = ${id}`,
  );

describe("GET /api/blog/advertising-banners/", () => {
  it("shows a banner of its placement inside its schedule only, with its image in the caller's language", async () => {
    const live = await banner();
    await banner({ placement: "catalogue", title_en: "Catalogue ad" });
    await banner({ title_en: "Not yet", starts_at: hoursFromNow(2) });
    await banner({ title_en: "Over", starts_at: hoursFromNow(-5), ends_at: hoursFromNow(-1) });
    await banner({ title_en: "Switched off", is_active: false });
    // Created but never given an image: not shown.
    await h.call("POST", `${M}/`, {
      headers: moderator.headers,
      payload: { placement: "landing", title_en: "No image", title_fr: "Sans image", link: "/" },
    });

    const en = await get<AdBanner[]>(`${PUBLIC}?placement=landing&limit=10`);
    expect(en.status).toBe(200);
    expect(en.body.map((b) => b.id)).toEqual([live.id]);
    const [b] = en.body;
    expect(b?.image).toMatchObject({ alt: "Hosting in Norway", width: 300, height: 300 });
    expect(b?.image.url).toMatch(/^\/uploads\/banners\/.+\.webp$/);
    expect(b?.image.url_2x).toMatch(/@2x\.webp$/);
    expect(b?.href).toBe(`/api/blog/advertising-banners/${live.id}/click/`);
    expect(en.headers["cache-control"]).toBe("no-store");

    // French: the French title; the English image until a French one is uploaded, then that one.
    const fr1 = await get<AdBanner[]>(`${PUBLIC}?placement=landing`, { lang: "fr" });
    expect(fr1.body[0]?.image.alt).toBe("Hébergement en Norvège");
    expect(fr1.body[0]?.image.url).toBe(b?.image.url);
    expect(fr1.body[0]?.href).toBe(`/api/blog/advertising-banners/${live.id}/click/?lang=fr`);
    const up = await uploadImage(live.id, "fr", await image("jpeg", 200));
    expect(up.status).toBe(200);
    const fr2 = await get<AdBanner[]>(`${PUBLIC}?placement=landing`, { lang: "fr" });
    expect(fr2.body[0]?.image.url).toBe(up.body.image_fr?.url);
    expect(fr2.body[0]?.image.url).not.toBe(b?.image.url);
    expect(fr2.body[0]?.image.width).toBe(200);

    expect((await get<AdBanner[]>(`${PUBLIC}?placement=marketplace`)).body).toEqual([]);
  });

  it("draws by weight: a banner of weight 9 comes first about nine times as often as one of weight 1", async () => {
    const heavy = await banner({ weight: 9, title_en: "Heavy" });
    const light = await banner({ weight: 1, title_en: "Light" });
    let heavyFirst = 0;
    const runs = 300;
    for (let i = 0; i < runs; i++) {
      const r = await get<AdBanner[]>(`${PUBLIC}?placement=landing&limit=2`, { agent: null });
      expect(r.body.map((x) => x.id).sort()).toEqual([heavy.id, light.id].sort());
      if (r.body[0]?.id === heavy.id) heavyFirst++;
    }
    // Expected 270 of 300 (p = 0.9); 240–295 leaves a failure chance far below one in a million.
    expect(heavyFirst).toBeGreaterThan(240);
    expect(heavyFirst).toBeLessThan(296);
  });

  it("counts displays in batches: nothing written per request, one row after the flush; not for scripts or crawlers", async () => {
    const b = await banner();
    for (let i = 0; i < 5; i++) await get(`${PUBLIC}?placement=landing`);
    await get(`${PUBLIC}?placement=landing`, { agent: null });
    await get(`${PUBLIC}?placement=landing`, { agent: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(await statsOf(b.id)).toEqual([{ impressions: 0, clicks: 0 }]);
    await t.app.services.ads.flushStats();
    expect(await statsOf(b.id)).toEqual([{ impressions: 5, clicks: 0 }]);
    const rows = await t.database.rows(sql`select * from banner_stats where banner_id = ${b.id}`);
    expect(rows).toHaveLength(1);
  });

  it("refuses a bad placement or limit naming the field, in French too", async () => {
    const bad = await get<Record<string, string[]>>(`${PUBLIC}?placement=sidebar`, { lang: "fr" });
    expect(bad.status).toBe(400);
    expect(bad.body.placement?.[0]).toBe("Choisissez parmi\u00a0: landing, marketplace, catalogue, article.");
    const limit = await get<Record<string, string[]>>(`${PUBLIC}?placement=landing&limit=50`);
    expect(limit.status).toBe(400);
    expect(limit.body.limit).toBeDefined();
    const bareLimit = await get<Record<string, string[]>>(`${PUBLIC}?limit=0`);
    expect(bareLimit.status).toBe(400);
    expect(bareLimit.body.limit).toBeDefined();
  });
});

describe("GET /api/blog/advertising-banners/ without a placement (the spec's bare call)", () => {
  it("answers every live banner grouped by placement, the heaviest first; never an inactive, unscheduled or imageless one", async () => {
    // Created out of the placements' order, so that the grouping is the answer's doing.
    const article = await banner({ placement: "article", title_en: "Article ad" });
    const landingLight = await banner({ placement: "landing", weight: 2, title_en: "Landing light" });
    const catalogue = await banner({ placement: "catalogue", title_en: "Catalogue ad" });
    const landingHeavy = await banner({ placement: "landing", weight: 7, title_en: "Landing heavy" });
    const market = await banner({ placement: "marketplace", title_en: "Marketplace ad" });
    const landingEven = await banner({ placement: "landing", weight: 2, title_en: "Landing even" });
    await banner({ placement: "landing", title_en: "Switched off", is_active: false });
    await banner({ placement: "marketplace", title_en: "Not yet", starts_at: hoursFromNow(2) });
    await banner({
      placement: "catalogue",
      title_en: "Over",
      starts_at: hoursFromNow(-5),
      ends_at: hoursFromNow(-1),
    });
    await h.call("POST", `${M}/`, {
      headers: moderator.headers,
      payload: { placement: "article", title_en: "No image", title_fr: "Sans image", link: "/" },
    });
    // One switched off after it was live: gone from the list at once.
    const paused = await banner({ placement: "article", weight: 50, title_en: "Paused" });
    const off = await h.call("PATCH", `${M}/${paused.id}/`, {
      headers: moderator.headers,
      payload: { is_active: false },
    });
    expect(off.status).toBe(200);

    const all = await get<AdBanner[]>(PUBLIC);
    expect(all.status).toBe(200);
    expect(all.headers["cache-control"]).toBe("no-store");
    expect(all.body.map((b) => [b.placement, b.id])).toEqual([
      ["landing", landingHeavy.id],
      ["landing", landingLight.id],
      ["landing", landingEven.id],
      ["marketplace", market.id],
      ["catalogue", catalogue.id],
      ["article", article.id],
    ]);
    expect(all.body[0]).toMatchObject({
      image: { alt: "Landing heavy", width: 300, height: 300 },
      href: `/api/blog/advertising-banners/${landingHeavy.id}/click/`,
    });
    // The same in French, with the French titles and click links; every call the same list.
    const fr = await get<AdBanner[]>(PUBLIC, { lang: "fr" });
    expect(fr.body.map((b) => b.id)).toEqual(all.body.map((b) => b.id));
    expect(fr.body[0]?.image.alt).toBe("Hébergement en Norvège");
    expect(fr.body[0]?.href).toBe(`/api/blog/advertising-banners/${landingHeavy.id}/click/?lang=fr`);
    // `limit` keeps the heaviest of each placement.
    const firsts = await get<AdBanner[]>(`${PUBLIC}?limit=1`);
    expect(firsts.body.map((b) => b.id)).toEqual([landingHeavy.id, market.id, catalogue.id, article.id]);

    // With a placement, still that placement's only (drawn), never an inactive one.
    const landing = await get<AdBanner[]>(`${PUBLIC}?placement=landing&limit=10`);
    expect(landing.body.map((b) => b.id).sort()).toEqual(
      [landingHeavy.id, landingLight.id, landingEven.id].sort(),
    );
    expect((await get<AdBanner[]>(`${PUBLIC}?placement=article&limit=10`)).body.map((b) => b.id)).toEqual([
      article.id,
    ]);
  });

  it("is a list, not a display: the bare call counts no impression (the placement's draw does)", async () => {
    const b = await banner();
    for (let i = 0; i < 3; i++) expect((await get<AdBanner[]>(PUBLIC)).body.map((x) => x.id)).toEqual([b.id]);
    await get(`${PUBLIC}?placement=landing`);
    await t.app.services.ads.flushStats();
    expect(await statsOf(b.id)).toEqual([{ impressions: 1, clicks: 0 }]);
  });

  it("answers an empty list when nothing is live", async () => {
    await banner({ title_en: "Switched off", is_active: false });
    const none = await get<AdBanner[]>(PUBLIC);
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });
});

describe("GET /api/blog/advertising-banners/:id/click/", () => {
  it("counts the click and redirects to the banner's page, keeping the page's language", async () => {
    const b = await banner({ link: "/products-catalog?brand_id__terms=3" });
    const en = await get(`${PUBLIC}${b.id}/click/`);
    expect(en.status).toBe(302);
    expect(en.headers.location).toBe("/products-catalog?brand_id__terms=3");
    expect(en.headers["cache-control"]).toBe("no-store");
    const fr = await get(`${PUBLIC}${b.id}/click/?lang=fr`);
    expect(fr.headers.location).toBe("/fr/products-catalog?brand_id__terms=3");
    // A crawler following the link is redirected but not counted.
    await get(`${PUBLIC}${b.id}/click/`, { agent: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await t.app.services.ads.flushStats();
    expect(await statsOf(b.id)).toEqual([{ impressions: 0, clicks: 2 }]);
    const stats = await h.call("GET", `${M}/${b.id}/stats/`, { headers: moderator.headers });
    expect(stats.body).toMatchObject({ id: b.id, clicks: 2, impressions: 0 });
    expect(stats.body.days).toEqual([
      { day: new Date().toISOString().slice(0, 10), impressions: 0, clicks: 2 },
    ]);
  });

  it("never leaves the site: a stored link that is not a path of ours goes to the home page; unknown ids are 404", async () => {
    const b = await banner();
    await t.database.rows(sql`update banners set link_url = '//evil.example/x' where id = ${b.id}`);
    const r = await get(`${PUBLIC}${b.id}/click/`);
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe("/");
    expect((await get(`${PUBLIC}999999/click/`)).status).toBe(404);
    expect((await get(`${PUBLIC}abc/click/`)).status).toBe(400);
  });
});

describe("moderators' calls", () => {
  it("answers 401 to guests and 403 to buyers and sellers, before reading the input", async () => {
    const buyer = await h.signedIn();
    const seller = await h.seller();
    const calls: ["GET" | "POST" | "PATCH" | "DELETE", string, unknown?][] = [
      ["GET", `${M}/`],
      ["POST", `${M}/`, { placement: "landing" }],
      ["GET", `${M}/1/`],
      ["PATCH", `${M}/1/`, { weight: 3 }],
      ["DELETE", `${M}/1/`],
      ["GET", `${M}/1/stats/`],
      ["POST", `${M}/1/image/?lang=en`, {}],
    ];
    for (const [method, url, payload] of calls) {
      expect((await h.call(method, url, { payload })).status, `guest ${method} ${url}`).toBe(401);
      expect((await h.call(method, url, { payload, headers: buyer.headers })).status, `buyer ${url}`).toBe(
        403,
      );
      expect((await h.call(method, url, { payload, headers: seller.headers })).status, `seller ${url}`).toBe(
        403,
      );
    }
    const admin = await h.signedIn("admin");
    expect((await h.call("GET", `${M}/`, { headers: admin.headers })).status).toBe(200);
  });

  it("schedules, deactivates, reweighs and deletes a banner, with its totals in the list", async () => {
    const b = await banner();
    const stored = (b.image_en?.url ?? "").replace(/^\/uploads\//, "");
    expect(await t.app.services.media.get(stored)).toBeInstanceOf(Buffer);
    expect(b).toMatchObject({ live: true, weight: 1, is_active: true, image_fr: null });
    const later = await h.call<AdminAdBanner>("PATCH", `${M}/${b.id}/`, {
      headers: moderator.headers,
      payload: { starts_at: hoursFromNow(24), weight: 5 },
    });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ live: false, weight: 5 });
    expect((await get<AdBanner[]>(`${PUBLIC}?placement=landing`)).body).toEqual([]);
    const now = await h.call<AdminAdBanner>("PATCH", `${M}/${b.id}/`, {
      headers: moderator.headers,
      payload: { starts_at: null },
    });
    expect(now.body.live).toBe(true);
    await get(`${PUBLIC}?placement=landing`);
    await t.app.services.ads.flushStats();
    const list = await h.call<AdminAdBanner[]>("GET", `${M}/`, { headers: moderator.headers });
    expect(list.body.find((x) => x.id === b.id)).toMatchObject({ impressions: 1, clicks: 0, live: true });
    const off = await h.call<AdminAdBanner>("PATCH", `${M}/${b.id}/`, {
      headers: moderator.headers,
      payload: { is_active: false },
    });
    expect(off.body.live).toBe(false);
    expect((await get<AdBanner[]>(`${PUBLIC}?placement=landing`)).body).toEqual([]);
    const del = await h.call("DELETE", `${M}/${b.id}/`, { headers: moderator.headers });
    expect(del.status).toBe(204);
    expect((await h.call("GET", `${M}/${b.id}/`, { headers: moderator.headers })).status).toBe(404);
    expect(await t.database.rows(sql`select 1 from banner_stats where banner_id = ${b.id}`)).toEqual([]);
    // The image's files went with it.
    const key = (b.image_en?.url ?? "").replace(/^\/uploads\//, "");
    expect(key).toMatch(/^banners\//);
    expect(await t.app.services.media.get(key)).toBeUndefined();
  });

  it("refuses bad input naming the field, with nothing written, in French too", async () => {
    const before = await t.database.rows(
      sql`select count(*)::int as n from banners where kind = 'advertising'`,
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ title_en: "A", title_fr: "B", link: "/" }, "placement"],
      [{ placement: "sidebar", title_en: "A", title_fr: "B", link: "/" }, "placement"],
      [{ placement: "landing", title_fr: "B", link: "/" }, "title_en"],
      [{ placement: "landing", title_en: "A", title_fr: "B", link: "https://evil.example/" }, "link"],
      [{ placement: "landing", title_en: "A", title_fr: "B", link: "//evil.example/" }, "link"],
      [{ placement: "landing", title_en: "A", title_fr: "B", link: "/", weight: 0 }, "weight"],
      [{ placement: "landing", title_en: "A", title_fr: "B", link: "/", weight: 101 }, "weight"],
      [{ placement: "landing", title_en: "A", title_fr: "B", link: "/", starts_at: "tomorrow" }, "starts_at"],
      [
        {
          placement: "landing",
          title_en: "A",
          title_fr: "B",
          link: "/",
          starts_at: hoursFromNow(2),
          ends_at: hoursFromNow(1),
        },
        "ends_at",
      ],
    ];
    for (const [payload, field] of cases) {
      const r = await h.call<Record<string, string[]>>("POST", `${M}/`, {
        headers: moderator.headers,
        payload,
      });
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(r.body), JSON.stringify(r.body)).toContain(field);
    }
    const fr = await h.call<Record<string, string[]>>("POST", `${M}/`, {
      headers: moderator.headers,
      lang: "fr",
      payload: { placement: "landing", title_en: "A", title_fr: "B", link: "https://evil.example/" },
    });
    expect(fr.body.link?.[0]).toBe(
      "Indiquez une page de ce site commençant par / (par exemple /company/12).",
    );
    expect(
      await t.database.rows(sql`select count(*)::int as n from banners where kind = 'advertising'`),
    ).toEqual(before);

    // A change that would end the schedule before it starts, against the stored start.
    const b = await banner({ starts_at: hoursFromNow(5) });
    const reversed = await h.call<Record<string, string[]>>("PATCH", `${M}/${b.id}/`, {
      headers: moderator.headers,
      payload: { ends_at: hoursFromNow(1) },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.ends_at).toBeDefined();
    expect((await h.call("GET", `${M}/${b.id}/`, { headers: moderator.headers })).body.ends_at).toBeNull();

    // Not an image; no file; a language we do not have.
    const text = await uploadImage(b.id, "en", Buffer.from("not an image at all"));
    expect(text.status).toBe(400);
    expect(text.body.image).toBeDefined();
    const lang = await h.call<Record<string, string[]>>("POST", `${M}/${b.id}/image/?lang=de`, {
      headers: moderator.headers,
    });
    expect(lang.status).toBe(400);
    expect(lang.body.lang).toBeDefined();
    expect((await uploadImage(999999, "en", await image("png"))).status).toBe(404);
  });
});

describe("POST /api/forms/advertising/", () => {
  it("mails the request to the advertising team and confirms it, in French too", async () => {
    const r = await h.call("POST", "/api/forms/advertising/", {
      lang: "fr",
      payload: {
        name: "Ana Lima",
        company: "Cold Hash AS",
        email: "ana@coldhash.example",
        placements: ["landing", "catalogue"],
        message: "We would like a banner for our immersion tanks in December.",
      },
    });
    expect(r.status).toBe(202);
    expect(r.body.detail).toBe(
      "Merci\u00a0: votre demande est parvenue à notre équipe publicité, qui vous répondra par e-mail.",
    );
    const [mail] = await t.readMailbox("ads@rigmarket.test");
    expect(mail?.subject).toBe("Advertising request from Cold Hash AS");
    expect(mail?.text).toContain("ana@coldhash.example");
    expect(mail?.text).toContain("Home page, Product catalogue");
    expect(mail?.text).toContain("immersion tanks in December");
  });

  it("refuses bad input naming the field, and a sixth request from one address in an hour", async () => {
    const bad = await h.call<Record<string, string[]>>("POST", "/api/forms/advertising/", {
      payload: { name: "", email: "not-an-address", placements: ["sidebar"], message: "" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(expect.arrayContaining(["email", "message", "name"]));
    const body = { name: "Bo", email: "bo@example.test", message: "Banner, please." };
    const ip = "10.77.0.1";
    const send = () =>
      t.app.inject({ method: "POST", url: "/api/forms/advertising/", payload: body, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(202);
    const sixth = await send();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers["retry-after"]).toBeDefined();
  });
});
