/**
 * What a buyer notices in search (issue 17): a model's whole units rank above its parts and
 * accessories, even when the model is misspelt; popular searches show queries that found
 * something, trimmed, case-folded, typos corrected to what was found, variants counted together.
 * The catalogue gets one invented model with miners and parts of its own, so the expected order
 * does not depend on the demo data.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductSearchResult } from "../../src/common/api/catalog.ts";
import type { FullSearchResult } from "../../src/common/api/search.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
/** Ids of the invented model's whole units and of its parts. */
const whole: number[] = [];
const parts: number[] = [];

async function get<T = unknown>(url: string, lang = "en") {
  const res = await t.app.inject({ method: "GET", url, headers: { "accept-language": lang } });
  return { status: res.statusCode, body: res.json() as T };
}

beforeAll(async () => {
  t = await createTestApp();
  const [seller] = await t.database.rows<{ id: number }>(
    sql`select id from sellers where status = 'active' order by id limit 1`,
  );
  const category = async (slug: string) =>
    (await t.database.rows<{ id: number }>(sql`select id from categories where slug = ${slug}`))[0]?.id;
  const [brand] = await t.database.rows<{ id: number }>(
    sql`insert into brands (slug, name) values ('quarkmine', 'Quarkmine') returning id`,
  );
  const [model] = await t.database.rows<{ id: number }>(sql`
    insert into miner_models (brand_id, slug, name, algorithm, hashrate_hs, power_w, specs)
    values (${brand?.id}, 'quarkmine-zq7', 'Zephyrion ZQ7', 'SHA-256', 300e12, 5000, '{}') returning id`);
  const add = async (name: string, slug: string, unit: boolean, minutesAgo: number) => {
    const [row] = await t.database.rows<{ id: number }>(sql`
      insert into products (sku, seller_id, category_id, brand_id, model_id, status, name, price_min,
        delivery_regions, hashrate_hs, created_at)
      values (${`RANK-${slug}-${minutesAgo}`}, ${seller?.id}, ${await category(slug)}, ${brand?.id},
        ${unit ? model?.id : null}, 'approved', ${name}, 100, '{EU}', ${unit ? 300e12 : null},
        now() - make_interval(mins => ${minutesAgo}))
      returning id`);
    (unit ? whole : parts).push(row?.id ?? 0);
  };
  // The parts are newer and their names start with the model: neither may put them first.
  await add("Quarkmine Zephyrion ZQ7 300 TH/s", "sha256-miners", true, 60);
  await add("Quarkmine Zephyrion ZQ7 Hydro 420 TH/s", "sha256-miners", true, 50);
  await add("Zephyrion ZQ7 control board", "control-boards", false, 5);
  await add("Zephyrion ZQ7 hashboard", "hashboards", false, 4);
  await add("Zephyrion ZQ7 power supply", "power-supplies", false, 3);
});
afterAll(async () => {
  await t?.close();
});

type R = ProductSearchResult;

describe("search: a model's whole units before its parts", () => {
  for (const text of ["zephyrion zq7", "zephyrin zq7", "Quarkmine ZQ7", "zephyrion"]) {
    it(`ranks the miners above the parts for "${text}"`, async () => {
      const res = await get<R>(`/api/search/products/?search=${encodeURIComponent(text)}&page_size=100`);
      expect(res.status).toBe(200);
      const ids = res.body.results.map((p) => p.id);
      // Every product of the model is found, parts included…
      for (const id of [...whole, ...parts]) expect(ids).toContain(id);
      // …and each whole unit comes before every part.
      const lastWhole = Math.max(...whole.map((id) => ids.indexOf(id)));
      const firstPart = Math.min(...parts.map((id) => ids.indexOf(id)));
      expect(lastWhole).toBeLessThan(firstPart);
    });
  }

  it("puts the part first when the text names the part", async () => {
    const res = await get<R>("/api/search/products/?search=zephyrion%20zq7%20control%20board");
    expect(res.body.results[0]?.id).toBe(parts[0]);
    const typo = await get<R>("/api/search/products/?search=zephyrin%20zq7%20hashbord&page_size=100");
    expect(typo.body.results[0]?.id).toBe(parts[1]);
  });

  it('ranks the demo\'s S19 miners above S19 control boards and other parts for "antminr s19"', async () => {
    const res = await get<R>("/api/search/products/?search=antminr%20s19&page_size=100");
    const units = new Set(
      (
        await t.database.rows<{ id: number }>(
          sql`select id from products where model_id is not null or hashrate_hs is not null`,
        )
      ).map((r) => r.id),
    );
    const kinds = res.body.results.map((p) => units.has(p.id));
    expect(kinds.filter(Boolean).length).toBeGreaterThan(0);
    expect(kinds).toContain(false); // the parts are still found…
    expect(kinds.indexOf(false)).toBe(kinds.lastIndexOf(true) + 1); // …after every miner
    expect(res.body.results.some((p) => /control board/i.test(p.name))).toBe(true);
    expect(res.body.results[0]?.name).toMatch(/Antminer S19/);
  });

  it("keeps the same products and count, only the order changes", async () => {
    const [a, b] = await Promise.all([
      get<R>("/api/search/products/?search=zephyrin%20zq7&page_size=100"),
      get<R>("/api/search/products/?search=zephyrin%20zq7&ordering=-created_at&page_size=100"),
    ]);
    expect(a.body.count).toBe(b.body.count);
    expect(a.body.results.map((p) => p.id).sort()).toEqual(b.body.results.map((p) => p.id).sort());
    // Newest first would put a part first; relevance puts a unit first.
    expect(parts).toContain(b.body.results[0]?.id);
    expect(whole).toContain(a.body.results[0]?.id);
  });
});

describe("popular searches: only what found something, normalised", () => {
  type Popular = { query: string; count: number }[];
  const popular = async (lang = "en") => (await get<Popular>("/api/search/popular/?limit=50", lang)).body;
  const countOf = (list: Popular, query: string) => list.find((p) => p.query === query)?.count ?? 0;

  it("counts a misspelt, padded or upper-case search under the spelling of what it found", async () => {
    const before = countOf(await popular(), "zephyrion zq7");
    for (const text of ["  Zephyrion   ZQ7 ", "zephyrin zq7", "ZEPHYRIN zq7", "zephyrion zq7"]) {
      const res = await get<R>(`/api/search/products/?search=${encodeURIComponent(text)}`);
      expect(res.body.count).toBeGreaterThan(0);
    }
    const full = await get<FullSearchResult>("/api/search/full-search/?search_text=Zephyrin%20ZQ7");
    expect(full.body.products.count).toBeGreaterThan(0);

    const list = await popular();
    expect(countOf(list, "zephyrion zq7")).toBe(before + 5);
    // No raw typo, no padding, no capitals, no second line for a variant.
    for (const p of list) {
      expect(p.query).not.toMatch(/zephyrin\b/);
      expect(p.query).toBe(p.query.trim().toLowerCase().replace(/\s+/g, " "));
    }
    expect(list.filter((p) => /^zephyri\w* zq7$/.test(p.query)).map((p) => p.query)).toEqual([
      "zephyrion zq7",
    ]);
  });

  it("leaves out searches that found nothing, and keeps words it cannot correct as typed", async () => {
    const nothing = await get<R>("/api/search/products/?search=zzqxvj%20blorp");
    expect(nothing.body.count).toBe(0);
    // "zq7" is too short to be a typo; "quarkmine" is a word of what was found.
    await get<R>("/api/search/products/?search=quarkmine%20zq7");
    const list = await popular();
    expect(list.some((p) => p.query.includes("zzqxvj"))).toBe(false);
    expect(countOf(list, "quarkmine zq7")).toBeGreaterThan(0);
  });

  it("counts each language apart, with the same correction", async () => {
    await get<R>("/api/search/products/?search=zephyrin%20zq7", "fr");
    const fr = await popular("fr");
    expect(countOf(fr, "zephyrion zq7")).toBe(1);
    expect(fr.some((p) => p.query.includes("zephyrin "))).toBe(false);
  });
});
