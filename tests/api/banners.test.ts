/**
 * Menu banners (issue 3): the seeded banners of the category menu that are active now, in order,
 * in the caller's language. Windows and the active flag are checked with banners added here.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Banner } from "../../src/common/api/banners.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get<T = unknown>(url: string, lang = "en") {
  const res = await t.app.inject({ method: "GET", url, headers: { "accept-language": lang } });
  return { status: res.statusCode, body: res.json() as T };
}

const insertBanner = async (values: {
  title: string;
  active?: boolean;
  starts?: string;
  ends?: string;
  kind?: string;
  position?: number;
}) => {
  await t.database.rows(sql`
    insert into banners (kind, placement, title_en, title_fr, image_url, image_url_2x, image_width, image_height, link_url, position, is_active, starts_at, ends_at)
    values (${values.kind ?? "menu"}, ${values.kind === "advertising" ? "landing" : ""}, ${values.title}, ${`${values.title} (fr)`}, '/x.webp', '/x@2x.webp', 640, 320, 'https://partner.example/offer',
      ${values.position ?? 0}, ${values.active ?? true}, ${values.starts ?? null}::timestamptz, ${values.ends ?? null}::timestamptz)`);
};

describe("GET /api/menu-banners/active/", () => {
  it("returns the seeded menu banners in order, with images, links and both languages", async () => {
    const en = await get<Banner[]>("/api/menu-banners/active/");
    expect(en.status).toBe(200);
    const rows = await t.database.rows<{
      id: number;
      title_en: string;
      title_fr: string;
      image_url: string;
      link_url: string;
    }>(sql`
      select id, title_en, title_fr, image_url, link_url from banners where kind = 'menu' and is_active
        and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now()) order by position, id`);
    expect(rows.length).toBeGreaterThan(0);
    expect(en.body.map((b) => b.id)).toEqual(rows.map((r) => r.id));
    expect(en.body.map((b) => b.title)).toEqual(rows.map((r) => r.title_en));
    expect(
      en.body.every((b) => b.image.url && b.image.url_2x && b.image.width > 0 && b.image.alt === b.title),
    ).toBe(true);
    expect(en.body.every((b) => b.link.startsWith("/") && !b.external)).toBe(true);
    const fr = await get<Banner[]>("/api/menu-banners/active/", "fr");
    expect(fr.body.map((b) => b.title)).toEqual(rows.map((r) => r.title_fr));
    expect(fr.body[0]?.title).not.toBe(en.body[0]?.title);
  });

  it("shows a banner only while active, inside its window, and never an advertising banner", async () => {
    await insertBanner({
      title: "Live window",
      starts: "2000-01-01T00:00:00Z",
      ends: "2999-01-01T00:00:00Z",
      position: 99,
    });
    await insertBanner({ title: "Expired", ends: "2001-01-01T00:00:00Z" });
    await insertBanner({ title: "Future", starts: "2999-01-01T00:00:00Z" });
    await insertBanner({ title: "Switched off", active: false });
    await insertBanner({ title: "An advert", kind: "advertising" });
    const titles = (await get<Banner[]>("/api/menu-banners/active/")).body;
    const live = titles.find((b) => b.title === "Live window");
    expect(live?.external).toBe(true);
    expect(live?.starts_at).toBe("2000-01-01T00:00:00.000Z");
    expect(titles.at(-1)?.title).toBe("Live window");
    for (const hidden of ["Expired", "Future", "Switched off", "An advert"]) {
      expect(titles.map((b) => b.title)).not.toContain(hidden);
    }
  });

  it("narrows to the banners of some menu categories and the general ones", async () => {
    const all = (await get<Banner[]>("/api/menu-banners/active/")).body;
    const categoryId = all.find((b) => b.category_id !== null)?.category_id;
    const some = (await get<Banner[]>(`/api/menu-banners/active/?category=${categoryId}`)).body;
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((b) => b.category_id === categoryId || b.category_id === null)).toBe(true);
    expect(some.length).toBe(
      all.filter((b) => b.category_id === categoryId || b.category_id === null).length,
    );
    const bad = await get<Record<string, string[]>>("/api/menu-banners/active/?category=abc");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["category"]);
  });
});
