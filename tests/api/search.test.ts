/**
 * Searching the catalogue (issue 3): the miner filters of the product search and their facets,
 * product counts per region, similar products, filter definitions, miner models, the grouped
 * search, suggestions, popular searches and a user's history. Expected values come from the
 * database with SQL, never from hard-coded seed values.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  EFFICIENCY_UNITS,
  type MinerModelSimple,
  type ProductCard,
  type ProductSearchResult,
  type PropertiesResult,
} from "../../src/common/api/catalog.ts";
import type { FullSearchResult, Suggestion } from "../../src/common/api/search.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get<T = unknown>(url: string, opts: { lang?: string; headers?: Record<string, string> } = {}) {
  const res = await t.app.inject({
    method: "GET",
    url,
    headers: { "accept-language": opts.lang ?? "en", ...opts.headers },
  });
  return { status: res.statusCode, body: res.json() as T };
}

const PUBLIC = sql`p.status = 'approved' and s.status = 'active'`;
const publicCount = async (where: SQL = sql`true`) => {
  const [row] = await t.database.rows<{ n: number }>(sql`
    select count(*)::int as n from products p join sellers s on s.id = p.seller_id where ${PUBLIC} and ${where}`);
  return row?.n ?? 0;
};
const one = async <T>(query: SQL): Promise<T> => {
  const [row] = await t.database.rows<T>(query);
  if (!row) throw new Error("the seed has no such row");
  return row;
};
const fieldsOf = (body: unknown) => Object.keys(body as object);

type R = ProductSearchResult;

describe("GET /api/search/products/: miner filters", () => {
  it("filters by algorithm, case-insensitively, repeated or comma-separated", async () => {
    const res = await get<R>("/api/search/products/?algorithm__terms=sha-256&page_size=100");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(await publicCount(sql`p.algorithm = 'SHA-256'`));
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.body.results.every((p) => p.specs.algorithm === "SHA-256")).toBe(true);

    const two = await get<R>("/api/search/products/?algorithm__terms=SHA-256,Scrypt");
    const repeated = await get<R>("/api/search/products/?algorithm__terms=SHA-256&algorithm__terms=scrypt");
    expect(two.body.count).toBe(await publicCount(sql`p.algorithm in ('SHA-256', 'Scrypt')`));
    expect(repeated.body.count).toBe(two.body.count);
    const unknown = await get<R>("/api/search/products/?algorithm__terms=NoSuchHash");
    expect(unknown.status).toBe(200);
    expect(unknown.body.count).toBe(0);
  });

  it("counts each algorithm with the other filters applied, ignoring its own", async () => {
    const res = await get<R>("/api/search/products/?sales_locations__terms=EU&algorithm__terms=Scrypt");
    const { algorithms } = res.body.facets;
    expect(algorithms.length).toBeGreaterThan(1);
    for (const a of algorithms) {
      expect(a.count).toBe(
        await publicCount(sql`p.algorithm = ${a.value} and 'EU' = any(p.delivery_regions)`),
      );
    }
    const sha = algorithms.find((a) => a.value === "SHA-256");
    const narrowed = await get<R>("/api/search/products/?sales_locations__terms=EU&algorithm__terms=SHA-256");
    expect(narrowed.body.count).toBe(sha?.count);
  });

  it("filters a hashrate range in TH/s by default, bounds included", async () => {
    const res = await get<R>("/api/search/products/?hashrate_min=200&hashrate_max=300&page_size=100");
    expect(res.body.count).toBe(await publicCount(sql`p.hashrate_hs between 200e12 and 300e12`));
    expect(res.body.count).toBeGreaterThan(0);
    for (const p of res.body.results) {
      expect(p.specs.hashrate?.unit).toBe("TH/s");
      expect(p.specs.hashrate?.value).toBeGreaterThanOrEqual(200);
      expect(p.specs.hashrate?.value).toBeLessThanOrEqual(300);
    }
    // A product stated exactly at the bounds is kept.
    const edge = await one<{ id: number; value: number; unit: string }>(sql`
      select p.id, (p.specs->'hashrate'->>'value')::float8 as value, p.specs->'hashrate'->>'unit' as unit
      from products p join sellers s on s.id = p.seller_id where ${PUBLIC} and p.algorithm = 'Scrypt'
      order by p.id limit 1`);
    const exact = await get<R>(
      `/api/search/products/?hashrate_min=${edge.value}&hashrate_max=${edge.value}&hashrate_unit=${encodeURIComponent(edge.unit)}&page_size=100`,
    );
    expect(exact.body.results.map((p) => p.id)).toContain(edge.id);
  });

  it("reads the bounds in the unit given, so 200 TH/s and 200,000 GH/s are the same filter", async () => {
    const th = await get<R>("/api/search/products/?hashrate_min=200");
    const gh = await get<R>(
      `/api/search/products/?hashrate_min=200000&hashrate_unit=${encodeURIComponent("GH/s")}`,
    );
    const short = await get<R>("/api/search/products/?hashrate_min=200000&hashrate_unit=gh");
    expect(gh.body.count).toBe(th.body.count);
    expect(short.body.count).toBe(th.body.count);
    const scrypt = await get<R>(
      "/api/search/products/?algorithm__terms=Scrypt&hashrate_min=9&hashrate_unit=GH/s",
    );
    expect(scrypt.body.count).toBe(await publicCount(sql`p.algorithm = 'Scrypt' and p.hashrate_hs >= 9e9`));
  });

  it("leaves out products without a hashrate once a bound is given", async () => {
    const res = await get<R>("/api/search/products/?hashrate_min=0");
    expect(res.body.count).toBe(await publicCount(sql`p.hashrate_hs is not null`));
    expect(res.body.count).toBeLessThan(await publicCount());
  });

  it("filters a highest efficiency in J/TH, or in the unit given", async () => {
    const res = await get<R>(
      "/api/search/products/?algorithm__terms=SHA-256&efficiency_max=17&page_size=100",
    );
    expect(res.body.count).toBe(await publicCount(sql`p.algorithm = 'SHA-256' and p.efficiency <= 17`));
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.body.results.every((p) => (p.specs.efficiency?.value ?? 99) <= 17)).toBe(true);
    const inGh = await get<R>(
      `/api/search/products/?algorithm__terms=SHA-256&efficiency_max=0.017&efficiency_unit=${encodeURIComponent("J/GH")}`,
    );
    expect(inGh.body.count).toBe(res.body.count);

    // The best stated efficiency is kept when the bound equals it (no rounding loss).
    const best = await one<{ v: number; unit: string }>(sql`
      select min(p.efficiency) as v, min(p.specs->'efficiency'->>'unit') as unit
      from products p join sellers s on s.id = p.seller_id where ${PUBLIC} and p.algorithm = 'kHeavyHash'`);
    const kas = await get<R>(
      `/api/search/products/?algorithm__terms=kHeavyHash&efficiency_max=${best.v}&efficiency_unit=${encodeURIComponent(best.unit)}`,
    );
    expect(kas.body.count).toBe(
      await publicCount(sql`p.algorithm = 'kHeavyHash' and p.efficiency <= ${best.v}`),
    );
    expect(kas.body.count).toBeGreaterThan(0);
  });

  it("sorts by efficiency in joules per hash, whatever unit each product states", async () => {
    const first = await get<R>("/api/search/products/?ordering=efficiency&page_size=100");
    const results = [...first.body.results];
    for (let page = 2; page <= Math.ceil(first.body.count / 100); page++) {
      results.push(
        ...(await get<R>(`/api/search/products/?ordering=efficiency&page_size=100&page=${page}`)).body
          .results,
      );
    }
    expect(results).toHaveLength(first.body.count);
    const perHash = results
      .filter((p) => p.specs.efficiency)
      .map((p) => {
        const e = p.specs.efficiency as { value: number; unit: string };
        return e.value / EFFICIENCY_UNITS[e.unit as keyof typeof EFFICIENCY_UNITS];
      });
    expect(perHash.length).toBeGreaterThan(10);
    expect([...perHash].sort((a, b) => a - b)).toEqual(perHash);
    // Units differ among the results, so the order is not simply the stated numbers'.
    const units = new Set(results.map((p) => p.specs.efficiency?.unit).filter(Boolean));
    expect(units.size).toBeGreaterThan(1);
  });

  it("filters a price range on the 'from' price", async () => {
    const res = await get<R>("/api/search/products/?price_min=1000&price_max=3000&page_size=100");
    expect(res.body.count).toBe(await publicCount(sql`p.price_min between 1000 and 3000`));
    expect(res.body.results.every((p) => (p.price_from ?? 0) >= 1000 && (p.price_from ?? 0) <= 3000)).toBe(
      true,
    );
    const same = await get<R>("/api/search/products/?price_min=1500&price_max=1500");
    expect(same.status).toBe(200);
    const empty = await get<R>("/api/search/products/?price_min=&price_max=");
    expect(empty.body.count).toBe(await publicCount());
  });

  it("filters by seller country and city, with their facets", async () => {
    const de = await get<R>("/api/search/products/?country=de&page_size=100");
    expect(de.body.count).toBe(await publicCount(sql`s.country_iso = 'DE'`));
    expect(de.body.results.every((p) => p.seller.country_iso === "DE")).toBe(true);
    for (const c of de.body.facets.countries) {
      expect(c.count).toBe(await publicCount(sql`s.country_iso = ${c.iso}`));
    }
    const city = de.body.facets.cities[0];
    expect(city?.country_iso).toBe("DE");
    expect(city?.count).toBe(await publicCount(sql`s.city_id = ${city?.id}`));
    const byCity = await get<R>(`/api/search/products/?city=${city?.id}`);
    expect(byCity.body.count).toBe(city?.count);
    const nowhere = await get<R>("/api/search/products/?country=ZZ&city=999999999");
    expect(nowhere.body.count).toBe(0);
  });

  it("combines text, miner filters and region, and keeps facets consistent with the count", async () => {
    const res = await get<R>(
      "/api/search/products/?search=antminer&algorithm__terms=SHA-256&hashrate_min=100&price_max=10000&sales_locations__terms=EU",
    );
    expect(res.status).toBe(200);
    const total = res.body.facets.algorithms.find((a) => a.value === "SHA-256")?.count;
    expect(total).toBe(res.body.count);
    const eu = res.body.facets.sales_locations.find((r) => r.code === "EU");
    expect(eu?.count).toBe(res.body.count);
  });

  it.each([
    ["hashrate_min=300&hashrate_max=200", "hashrate_min"],
    ["price_min=5000&price_max=10", "price_min"],
    ["price_min=abc", "price_min"],
    ["price_max=1,5", "price_max"],
    ["hashrate_max=-1", "hashrate_max"],
    ["efficiency_max=NaN", "efficiency_max"],
    ["efficiency_max=1e400", "efficiency_max"],
    ["hashrate_min=1&hashrate_min=2", "hashrate_min"],
    ["hashrate_unit=XH/s", "hashrate_unit"],
    ["efficiency_unit=W", "efficiency_unit"],
    ["country=DEU", "country"],
    ["city=paris", "city"],
    [`algorithm__terms=${"x".repeat(61)}`, "algorithm__terms"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const res = await get<Record<string, string[]>>(`/api/search/products/?${query}`);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toContain(field);
  });

  it("says why a range is refused, in the caller's language", async () => {
    const en = await get<Record<string, string[]>>("/api/search/products/?price_min=9&price_max=1");
    expect(en.body).toEqual({ price_min: ["The minimum is greater than the maximum."] });
    const fr = await get<Record<string, string[]>>("/api/search/products/?price_min=9&price_max=1", {
      lang: "fr",
    });
    expect(fr.body).toEqual({ price_min: ["Le minimum est supérieur au maximum."] });
    // Malformed values are reported first; the range is checked once every value is a number.
    const both = await get<Record<string, string[]>>(
      "/api/search/products/?price_min=9&price_max=1&hashrate_min=x",
      { lang: "fr" },
    );
    expect(both.body).toEqual({ hashrate_min: ["Un nombre valide est requis."] });
  });
});

describe("GET /api/products-catalog/products/count", () => {
  it("counts public products delivered to a region, and all of them for AW or no region", async () => {
    const eu = await get<{ region: string; count: number; regions: { code: string; count: number }[] }>(
      "/api/products-catalog/products/count?region=eu",
    );
    expect(eu.status).toBe(200);
    expect(eu.body.region).toBe("EU");
    expect(eu.body.count).toBe(await publicCount(sql`'EU' = any(p.delivery_regions)`));
    const all = await get<{ count: number }>("/api/products-catalog/products/count?region=AW");
    const none = await get<{ count: number }>("/api/products-catalog/products/count");
    expect(all.body.count).toBe(await publicCount());
    expect(none.body.count).toBe(all.body.count);
    for (const r of eu.body.regions) {
      expect(r.count).toBe(
        r.code === "AW" ? all.body.count : await publicCount(sql`${r.code} = any(p.delivery_regions)`),
      );
    }
    const search = await get<R>("/api/search/products/?sales_locations__terms=AS");
    expect(eu.body.regions.find((r) => r.code === "AS")?.count).toBe(search.body.count);
  });

  it("refuses an unknown region code", async () => {
    const res = await get<Record<string, string[]>>("/api/products-catalog/products/count?region=MARS");
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(["region"]);
  });
});

describe("GET /api/products-catalog/products/{id}/similar", () => {
  it("returns up to 8 public products of the same model, category or algorithm, never the product itself", async () => {
    const me = await one<{ id: number; model_id: number; category_id: number; algorithm: string }>(sql`
      select p.id, p.model_id, p.category_id, p.algorithm from products p join sellers s on s.id = p.seller_id
      where ${PUBLIC} and p.model_id is not null
        and (select count(*) from products q where q.model_id = p.model_id and q.status = 'approved') > 3
      order by p.id limit 1`);
    const res = await get<ProductCard[]>(`/api/products-catalog/products/${me.id}/similar`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(8);
    expect(res.body.map((p) => p.id)).not.toContain(me.id);
    expect(res.body[0]?.model?.id).toBe(me.model_id);
    const ids = res.body.map((p) => p.id);
    const [check] = await t.database.rows<{ n: number }>(sql`
      select count(*)::int as n from products p join sellers s on s.id = p.seller_id
      where ${PUBLIC} and p.id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})
        and (p.model_id = ${me.model_id} or p.category_id = ${me.category_id} or p.algorithm = ${me.algorithm})`);
    expect(check?.n).toBe(ids.length);
    const limited = await get<ProductCard[]>(`/api/products-catalog/products/${me.id}/similar?limit=2`);
    expect(limited.body.map((p) => p.id)).toEqual(ids.slice(0, 2));
    const clamped = await get<ProductCard[]>(`/api/products-catalog/products/${me.id}/similar?limit=5000`);
    expect(clamped.status).toBe(200);
    expect(clamped.body.length).toBeLessThanOrEqual(24);
  });

  it("answers 404 for unknown and non-public products, 400 for a malformed id", async () => {
    const draft = await one<{ id: number }>(
      sql`select id from products where status <> 'approved' order by id limit 1`,
    );
    expect((await get(`/api/products-catalog/products/${draft.id}/similar`)).status).toBe(404);
    const unknown = await get<{ detail: string }>("/api/products-catalog/products/999999/similar", {
      lang: "fr",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("Aucun produit ne porte cet identifiant.");
    const bad = await get<Record<string, string[]>>("/api/products-catalog/products/abc/similar");
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(["id"]);
  });
});

describe("GET /api/products-catalog/properties", () => {
  type P = PropertiesResult;
  const minersId = async () =>
    (await one<{ id: number }>(sql`select id from categories where kind = 'product' and slug = 'miners'`)).id;

  it("describes the miner filters: keys, labels, units, options with counts and ranges", async () => {
    const id = await minersId();
    const res = await get<P>(`/api/products-catalog/properties?filter_by_categories=${id}`);
    expect(res.status).toBe(200);
    const keys = res.body.properties.map((p) => p.key);
    expect(keys).toEqual(
      expect.arrayContaining(["hashrate", "algorithm", "efficiency", "coolingType", "consumption"]),
    );
    const inMiners = sql`p.category_id in (select id from categories where id = ${id} or parent_id = ${id})`;

    const algorithm = res.body.properties.find((p) => p.key === "algorithm");
    expect(algorithm?.filter).toBe("algorithm__terms");
    for (const o of algorithm?.options ?? [])
      expect(o.count).toBe(await publicCount(sql`${inMiners} and p.algorithm = ${o.value}`));

    const cooling = res.body.properties.find((p) => p.key === "coolingType");
    expect(cooling?.options.find((o) => o.value === "air")?.label).toBe("Air");
    for (const o of cooling?.options ?? []) {
      expect(o.count).toBe(await publicCount(sql`${inMiners} and p.specs->>'coolingType' = ${o.value}`));
    }

    const power = res.body.properties.find((p) => p.key === "consumption");
    const range = await one<{ min: number; max: number }>(sql`
      select min((p.specs->>'consumption')::float8) as min, max((p.specs->>'consumption')::float8) as max
      from products p join sellers s on s.id = p.seller_id where ${PUBLIC} and ${inMiners}`);
    expect(power?.unit).toBe("W");
    expect(power?.range).toEqual({ min: range.min, max: range.max });

    const sha = res.body.algorithms.find((a) => a.value === "SHA-256");
    const shaRange = await one<{ min: number; max: number; emin: number; emax: number }>(sql`
      select min(p.hashrate_hs) / 1e12 as min, max(p.hashrate_hs) / 1e12 as max, min(p.efficiency) as emin, max(p.efficiency) as emax
      from products p join sellers s on s.id = p.seller_id where ${PUBLIC} and p.algorithm = 'SHA-256'`);
    expect(sha?.hashrate).toEqual({ unit: "TH/s", min: shaRange.min, max: shaRange.max });
    expect(sha?.efficiency).toEqual({ unit: "J/TH", min: shaRange.emin, max: shaRange.emax });

    const price = await one<{ min: number; max: number }>(sql`
      select min(p.price_min)::float8 as min, max(p.price_min)::float8 as max
      from products p join sellers s on s.id = p.seller_id where ${PUBLIC} and ${inMiners}`);
    expect(res.body.price).toEqual(price);
  });

  it("lists only the keys of the categories asked for, and every category's by default", async () => {
    const tanks = await one<{ id: number; spec_keys: string[] }>(
      sql`select id, spec_keys from categories where slug = 'immersion-tanks'`,
    );
    const res = await get<P>(`/api/products-catalog/properties?filter_by_categories=${tanks.id}`);
    expect(res.body.properties.map((p) => p.key).sort()).toEqual([...tanks.spec_keys].sort());
    expect(res.body.properties.map((p) => p.key)).not.toContain("hashrate");
    const all = await get<P>("/api/products-catalog/properties");
    const [allKeys] = await t.database.rows<{ keys: string[] }>(sql`
      select array(select distinct unnest(spec_keys) from categories where kind = 'product') as keys`);
    expect(all.body.properties.map((p) => p.key).sort()).toEqual([...(allKeys?.keys ?? [])].sort());
    const unknown = await get<P>("/api/products-catalog/properties?filter_by_categories=999999");
    expect(unknown.status).toBe(200);
    expect(unknown.body.properties).toEqual([]);
    const bad = await get<Record<string, string[]>>(
      "/api/products-catalog/properties?filter_by_categories=abc",
    );
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(["filter_by_categories"]);
  });

  it("labels properties and options in French", async () => {
    const en = await get<P>("/api/products-catalog/properties");
    const fr = await get<P>("/api/products-catalog/properties", { lang: "fr" });
    const label = (b: P, key: string) => b.properties.find((p) => p.key === key)?.label;
    expect(label(fr.body, "consumption")).not.toBe(label(en.body, "consumption"));
    const yes = fr.body.properties
      .find((p) => p.key === "immersionCompatible")
      ?.options.find((o) => o.value === "true");
    expect(yes?.label).toBe("Oui");
  });
});

describe("GET /api/models/miners/simple/", () => {
  it("lists every miner model with brand, algorithm, hashrate, power and efficiency", async () => {
    const res = await get<MinerModelSimple[]>("/api/models/miners/simple/");
    expect(res.status).toBe(200);
    const [total] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from miner_models`);
    expect(res.body.length).toBe(total?.n);
    const s21 = res.body.find((m) => m.name === "Antminer S21");
    expect(s21?.brand.name).toBe("Bitmain");
    expect(s21?.hashrate.unit).toBe("TH/s");
    expect(s21?.efficiency?.unit).toBe("J/TH");
    expect(s21?.public_products_count).toBe(await publicCount(sql`p.model_id = ${s21?.id}`));
  });

  it("filters by brand (unknown brands give an empty list) and refuses malformed ids", async () => {
    const brand = await one<{ id: number; n: number }>(sql`
      select brand_id as id, count(*)::int as n from miner_models group by brand_id order by n desc, brand_id limit 1`);
    const res = await get<MinerModelSimple[]>(`/api/models/miners/simple/?brand=${brand.id}`);
    expect(res.body.length).toBe(brand.n);
    expect(res.body.every((m) => m.brand.id === brand.id)).toBe(true);
    expect((await get<MinerModelSimple[]>("/api/models/miners/simple/?brand=999999")).body).toEqual([]);
    const bad = await get<Record<string, string[]>>("/api/models/miners/simple/?brand=bitmain");
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(["brand"]);
    const search = await get<MinerModelSimple[]>("/api/models/miners/simple/?search=whatsminr");
    expect(search.body.length).toBeGreaterThan(0);
    expect(search.body.every((m) => m.name.startsWith("Whatsminer"))).toBe(true);
  });
});

describe("GET /api/search/full-search/", () => {
  it("groups products, services and companies with their counts and the best six of each", async () => {
    const res = await get<FullSearchResult>("/api/search/full-search/?search_text=hosting&catalog=true");
    expect(res.status).toBe(200);
    const products = await get<R>("/api/search/products/?search=hosting");
    const services = await get<{ count: number }>("/api/search/services/?search=hosting");
    const sellers = await get<{ count: number }>("/api/sellers/?search=hosting");
    expect(res.body.products.count).toBe(products.body.count);
    expect(res.body.services.count).toBe(services.body.count);
    expect(res.body.sellers.count).toBe(sellers.body.count);
    expect(res.body.services.count).toBeGreaterThan(0);
    for (const group of [res.body.products, res.body.services, res.body.sellers]) {
      expect(group.results.length).toBe(Math.min(6, group.count));
    }
    expect(res.body.products.results.map((p) => p.id)).toEqual(
      products.body.results.slice(0, 6).map((p) => p.id),
    );
  });

  it("finds a model despite a typo, and answers in French", async () => {
    const res = await get<FullSearchResult>("/api/search/full-search/?search_text=antminr%20s21", {
      lang: "fr",
    });
    expect(res.body.products.results[0]?.name).toMatch(/Antminer S21/);
    const category = await one<{ name_fr: string }>(
      sql`select name_fr from categories where id = ${res.body.products.results[0]?.category.id}`,
    );
    expect(res.body.products.results[0]?.category.name).toBe(category.name_fr);
  });

  it("answers empty groups for an empty text, and nothing for gibberish", async () => {
    for (const url of [
      "/api/search/full-search/",
      "/api/search/full-search/?search_text=%20%20",
      "/api/search/full-search/?search_text=zzqxv",
    ]) {
      const res = await get<FullSearchResult>(url);
      expect(res.status).toBe(200);
      expect(res.body.products.count + res.body.services.count + res.body.sellers.count).toBe(0);
    }
  });

  it("survives long, SQL-like and markup texts; refuses malformed parameters", async () => {
    for (const text of [
      "y".repeat(2000),
      "'; drop table sellers; --",
      "<img src=x onerror=alert(1)>",
      "%_\\",
      "🙂",
    ]) {
      const res = await get<FullSearchResult>(
        `/api/search/full-search/?search_text=${encodeURIComponent(text)}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.search_text).toBe(text.trim());
    }
    const [n] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from sellers`);
    expect(n?.n).toBeGreaterThan(0);
    const long = await get<Record<string, string[]>>(
      `/api/search/full-search/?search_text=${"y".repeat(2001)}`,
    );
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)).toEqual(["search_text"]);
    const flag = await get<Record<string, string[]>>("/api/search/full-search/?search_text=x&catalog=maybe");
    expect(flag.status).toBe(400);
    expect(fieldsOf(flag.body)).toEqual(["catalog"]);
  });
});

describe("GET /api/search/suggestions/", () => {
  type S = Suggestion[];

  it("suggests models despite a typo, with a target to open", async () => {
    const res = await get<S>("/api/search/suggestions/?q=antminr%20s21");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(10);
    const model = res.body.find((s) => s.kind === "model" && s.text === "Antminer S21");
    expect(model?.target).toBe("/products-catalog?search=Antminer%20S21");
    expect(new Set(res.body.map((s) => s.text.toLowerCase())).size).toBe(res.body.length);
  });

  it("suggests brands, categories in the caller's language, companies and products", async () => {
    const bitmain = await one<{ id: number }>(sql`select id from brands where name = 'Bitmain'`);
    const brand = await get<S>("/api/search/suggestions/?q=bitman");
    expect(brand.body[0]).toEqual({
      text: "Bitmain",
      kind: "brand",
      id: bitmain.id,
      target: `/products-catalog?brand_id__terms=${bitmain.id}`,
    });

    const cat = await one<{ id: number; name_en: string; name_fr: string }>(sql`
      select id, name_en, name_fr from categories where slug = 'immersion-cooling'`);
    const en = await get<S>(`/api/search/suggestions/?q=${encodeURIComponent(cat.name_en.toLowerCase())}`);
    expect(en.body).toContainEqual({
      text: cat.name_en,
      kind: "category",
      id: cat.id,
      target: `/products-catalog?category_id__terms=${cat.id}`,
    });
    const fr = await get<S>(`/api/search/suggestions/?q=${encodeURIComponent(cat.name_fr.slice(0, 14))}`, {
      lang: "fr",
    });
    expect(fr.body.map((s) => s.text)).toContain(cat.name_fr);

    const seller = await one<{ id: number; company_name: string }>(
      sql`select id, company_name from sellers where status = 'active' order by id limit 1`,
    );
    const typo = seller.company_name.replace(/[aeiou](?=[^aeiou]*$)/i, "");
    const company = await get<S>(`/api/search/suggestions/?q=${encodeURIComponent(typo)}`);
    expect(company.body).toContainEqual({
      text: seller.company_name,
      kind: "seller",
      id: seller.id,
      target: `/company/${seller.id}`,
    });

    const product = await one<{ id: number; sku: string; name: string }>(sql`
      select p.id, p.sku, p.name from products p join sellers s on s.id = p.seller_id
      where ${PUBLIC} and p.model_id is null order by p.id limit 1`);
    const byName = await get<S>(`/api/search/suggestions/?q=${encodeURIComponent(product.name)}`);
    expect(byName.body.find((s) => s.text === product.name)?.kind).toMatch(/product|model/);
  });

  it("never suggests what a guest may not see", async () => {
    await t.database.rows(
      sql`insert into sellers (status, company_name) values ('suspended', 'Qwertzu Hidden Mining')`,
    );
    const res = await get<S>("/api/search/suggestions/?q=qwertzu");
    expect(res.body.map((s) => s.text)).not.toContain("Qwertzu Hidden Mining");
  });

  it("answers an empty list for nothing, clamps the limit and survives hostile texts", async () => {
    expect((await get<S>("/api/search/suggestions/")).body).toEqual([]);
    expect((await get<S>("/api/search/suggestions/?q=%20")).body).toEqual([]);
    const many = await get<S>("/api/search/suggestions/?q=a&limit=500");
    expect(many.status).toBe(200);
    expect(many.body.length).toBeLessThanOrEqual(10);
    for (const q of ["z".repeat(2000), "' or 1=1 --", "<script>x</script>", "%", "_"]) {
      const res = await get<S>(`/api/search/suggestions/?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
    const bad = await get<Record<string, string[]>>("/api/search/suggestions/?q=x&limit=abc");
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(["limit"]);
  });

  it("suggests while a misspelt model is half typed: the last word as the start of a word", async () => {
    // "antminr s2": a typo in the first word, the second cut short. Expected: the S21 family.
    const family = (
      await t.database.rows<{ name: string }>(
        sql`select name from miner_models where lower(name) like 'antminer s2%' order by name`,
      )
    ).map((r) => r.name);
    expect(family.length).toBeGreaterThan(0);
    const res = await get<S>("/api/search/suggestions/?q=antminr%20s2");
    expect(res.status).toBe(200);
    const models = res.body.filter((s) => s.kind === "model").map((s) => s.text);
    expect(res.body[0]?.kind).toBe("model");
    expect(family).toContain(res.body[0]?.text);
    // Every model suggested is of the family, and as many as a source gives (6) or the whole family.
    expect(models.every((m) => family.includes(m))).toBe(true);
    expect(models.length).toBe(Math.min(6, family.length));

    // Same for another brand's half-typed, misspelt model.
    const whatsminer = (
      await t.database.rows<{ name: string }>(
        sql`select name from miner_models where lower(name) like 'whatsminer m6%' order by name`,
      )
    ).map((r) => r.name);
    const m6 = await get<S>("/api/search/suggestions/?q=whatsminr%20m6");
    const m6Models = m6.body.filter((s) => s.kind === "model").map((s) => s.text);
    expect(m6Models.slice(0, whatsminer.length).sort()).toEqual([...whatsminer].sort());
  });

  it("tolerates a swap of two letters in a short brand name", async () => {
    const bitmain = await one<{ id: number }>(sql`select id from brands where name = 'Bitmain'`);
    const res = await get<S>("/api/search/suggestions/?q=bitmian");
    expect(res.body[0]).toMatchObject({ text: "Bitmain", kind: "brand", id: bitmain.id });
  });

  it("stays safe with hostile texts of many words", async () => {
    for (const q of [
      "' or 1=1 -- s2",
      "antminr %_ \\ s",
      "<b>antminr</b> <i>s2</i>",
      "a ".repeat(1000),
      "antminr ".repeat(250),
      `${"x".repeat(300)} s2`,
    ]) {
      const res = await get<S>(`/api/search/suggestions/?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(10);
      for (const s of res.body) expect(s.text).not.toMatch(/<b>|<i>/);
    }
  });
});

describe("GET /api/search/popular/", () => {
  const stored = async (query: string, locale: string) =>
    (
      await t.database.rows<{ count: number }>(
        sql`select count from search_queries where query = ${query} and locale = ${locale}`,
      )
    )[0]?.count ?? 0;

  it("counts text searches on page 1 that found something, per locale, most frequent first", async () => {
    const before = await stored("whatsminer m60s", "en");
    await get("/api/search/products/?search=Whatsminer%20%20M60S");
    await get("/api/search/products/?search=whatsminer%20m60s&page=2"); // page 2: not counted
    await get("/api/search/full-search/?search_text=WHATSMINER%20M60S");
    await get("/api/search/products/?search=zzqxvj%20nothing"); // found nothing: not counted
    await get("/api/search/products/?search=whatsminer%20m60s", { lang: "fr" });
    // Counts are written every few seconds; asking for popular searches writes them first.
    expect((await get("/api/search/popular/")).status).toBe(200);
    expect(await stored("whatsminer m60s", "en")).toBe(before + 2);
    expect(await stored("whatsminer m60s", "fr")).toBe(1);
    expect(await stored("zzqxvj nothing", "en")).toBe(0);

    // Earlier tests' searches may still be landing: compare once both reads see the same table.
    const res = await vi.waitFor(async () => {
      const answer = await get<{ query: string; count: number }[]>("/api/search/popular/?limit=50");
      expect(answer.status).toBe(200);
      const expected = await t.database.rows<{ query: string; count: number }>(sql`
        select query, count from search_queries where locale = 'en' order by count desc, last_searched_at desc, query limit 50`);
      expect(answer.body).toEqual(expected);
      return answer;
    });
    expect(res.body.find((p) => p.query === "whatsminer m60s")?.count).toBe(before + 2);
    const fr = await get<{ query: string }[]>("/api/search/popular/", { lang: "fr" });
    expect(fr.body.every((p) => p.query !== "zzqxvj nothing")).toBe(true);
    expect((await get<unknown[]>("/api/search/popular/?limit=1000")).body.length).toBeLessThanOrEqual(50);
  });

  it("counts every one of many searches made at once", async () => {
    const before = await stored("antminer s19k pro", "en");
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => get("/api/search/products/?search=antminer%20S19k%20pro")),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await get("/api/search/popular/");
    expect(await stored("antminer s19k pro", "en")).toBe(before + 12);
  });

  it("keeps markup as plain text", async () => {
    await get("/api/search/products/?search=%3Cb%3Eantminer%3C%2Fb%3E");
    const res = await get<{ query: string }[]>("/api/search/popular/?limit=50");
    expect(await stored("<b>antminer</b>", "en")).toBeGreaterThan(0);
    expect(res.body.map((p) => p.query)).toContain("<b>antminer</b>");
  });
});

describe("GET and DELETE /api/search/history/", () => {
  type H = { query: string; searched_at: string }[];

  it("refuses guests, in their language", async () => {
    const en = await get<{ detail: string }>("/api/search/history/");
    expect(en.status).toBe(401);
    const fr = await get<{ detail: string }>("/api/search/history/", { lang: "fr" });
    expect(fr.body.detail).not.toBe(en.body.detail);
    const del = await t.app.inject({ method: "DELETE", url: "/api/search/history/" });
    expect(del.statusCode).toBe(401);
  });

  it("keeps a signed-in user's searches, newest first, each once, apart from other users'", async () => {
    const user = await t.createUser();
    const { headers } = await t.login(user.email);
    const other = await t.createUser();
    const otherLogin = await t.login(other.email);

    // History is written after each answer is sent: wait for each write so the order is the requests'.
    const latest = async (userId: number) =>
      (
        await t.database.rows<{ query: string }>(sql`
          select query from search_history where user_id = ${userId} order by searched_at desc, id desc limit 1`)
      )[0]?.query;
    const search = async (url: string, recorded: string, as = { userId: user.id, headers }) => {
      await get(url, { headers: as.headers });
      await vi.waitFor(async () => expect(await latest(as.userId)).toBe(recorded));
    };
    await search("/api/search/products/?search=S21%20Hydro", "s21 hydro");
    await search("/api/search/services/?search=hosting", "hosting");
    await search("/api/search/full-search/?search_text=nordic", "nordic");
    await get("/api/search/products/?search=kaspa&page=2", { headers }); // page 2: not recorded
    await search("/api/search/products/?search=zzqxv%20unknown", "zzqxv unknown"); // found nothing: still the user's history
    await search("/api/search/products/?search=s21%20hydro", "s21 hydro"); // again: moves to the top
    await search("/api/search/products/?search=avalon", "avalon", {
      userId: other.id,
      headers: otherLogin.headers,
    });

    const res = await get<H>("/api/search/history/", { headers });
    expect(res.status).toBe(200);
    expect(res.body.map((h) => h.query)).toEqual(["s21 hydro", "zzqxv unknown", "nordic", "hosting"]);
    const times = res.body.map((h) => h.searched_at);
    expect([...times].sort().reverse()).toEqual(times);
    const rows = await t.database.rows<{ query: string }>(sql`
      select query from search_history where user_id = ${user.id} order by searched_at desc, id desc`);
    expect(rows.map((r) => r.query)).toEqual(res.body.map((h) => h.query));
    expect(
      (await get<H>("/api/search/history/", { headers: otherLogin.headers })).body.map((h) => h.query),
    ).toEqual(["avalon"]);
    expect((await get<H>("/api/search/history/?limit=2", { headers })).body).toHaveLength(2);

    const one = await t.app.inject({ method: "DELETE", url: "/api/search/history/?query=Nordic", headers });
    expect(one.statusCode).toBe(204);
    expect((await get<H>("/api/search/history/", { headers })).body.map((h) => h.query)).toEqual([
      "s21 hydro",
      "zzqxv unknown",
      "hosting",
    ]);
    const all = await t.app.inject({ method: "DELETE", url: "/api/search/history/", headers });
    expect(all.statusCode).toBe(204);
    expect((await get<H>("/api/search/history/", { headers })).body).toEqual([]);
    expect((await get<H>("/api/search/history/", { headers: otherLogin.headers })).body).toHaveLength(1);
  });

  it("asks for the CSRF token when the history is cleared with the session cookie", async () => {
    const user = await t.createUser();
    const { access } = await t.login(user.email);
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/search/history/",
      cookies: { accessToken: access },
    });
    expect(res.statusCode).toBe(403);
    const read = await t.app.inject({
      method: "GET",
      url: "/api/search/history/",
      cookies: { accessToken: access },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe("OpenAPI", () => {
  it("documents every browsing call", async () => {
    const res = await get<{ paths: Record<string, unknown> }>("/api/docs/json");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/products-catalog/products/count",
        "/api/products-catalog/products/{id}/similar",
        "/api/products-catalog/properties",
        "/api/models/miners/simple/",
        "/api/sellers/",
        "/api/sellers/{id}",
        "/api/sellers/for-filters",
        "/api/sellers/count",
        "/api/sellers/{id}/similar-companies/",
        "/api/search/services/",
        "/api/services-catalog/services/{id}",
        "/api/services-catalog/categories",
        "/api/services-catalog/categories/{id}",
        "/api/services-catalog/properties/",
        "/api/search/countries/",
        "/api/search/cities/",
        "/api/search/full-search/",
        "/api/search/suggestions/",
        "/api/search/popular/",
        "/api/search/history/",
        "/api/menu-banners/active/",
      ]),
    );
  });
});

describe("GET /api/search/products/trending/", () => {
  const mostViewed = async (where: SQL, limit: number) =>
    (
      await t.database.rows<{ id: number }>(sql`
        select p.id from products p join sellers s on s.id = p.seller_id
        where ${PUBLIC} and ${where} order by p.views desc, p.id desc limit ${limit}`)
    ).map((r) => r.id);

  it("lists the most viewed public products, in every region or those delivered to one", async () => {
    // A withdrawn product with the most views of all must not show.
    const hidden = await one<{ id: number }>(sql`
      update products set views = 2000000000
      where id = (select p.id from products p join sellers s on s.id = p.seller_id
                  where not (${PUBLIC}) order by p.id limit 1)
      returning id`);
    const all = await get<ProductCard[]>("/api/search/products/trending/");
    expect(all.status).toBe(200);
    expect(all.body.map((p) => p.id)).toEqual(await mostViewed(sql`true`, 8));
    expect(all.body.map((p) => p.id)).not.toContain(hidden.id);
    const views = await t.database.rows<{ views: number }>(sql`
      select views from products where id in (${sql.join(
        all.body.map((p) => sql`${p.id}`),
        sql`, `,
      )})`);
    expect(Math.min(...views.map((v) => v.views))).toBeGreaterThan(0);

    const eu = await get<ProductCard[]>("/api/search/products/trending/?region=eu&limit=5");
    expect(eu.status).toBe(200);
    expect(eu.body.map((p) => p.id)).toEqual(await mostViewed(sql`'EU' = any(p.delivery_regions)`, 5));
    expect(
      (await get<ProductCard[]>("/api/search/products/trending/?region=AW&limit=3")).body.map((p) => p.id),
    ).toEqual(await mostViewed(sql`true`, 3));
    // The limit is clamped to 24.
    expect((await get<ProductCard[]>("/api/search/products/trending/?limit=500")).body.length).toBe(
      Math.min(24, await publicCount()),
    );
    const openapi = await get<{ paths: Record<string, unknown> }>("/api/docs/json");
    expect(Object.keys(openapi.body.paths)).toContain("/api/search/products/trending/");
  });

  it.each([
    ["region=MARS", "region"],
    ["region=1", "region"],
    ["limit=abc", "limit"],
    ["limit=0", "limit"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const res = await get<Record<string, string[]>>(`/api/search/products/trending/?${query}`);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([field]);
  });
});

describe("Product page views (what trending products are ordered by)", () => {
  it("counts a person's view of a product page after answering, not a script's, a crawler's or a prefetch", async () => {
    const product = await one<{ id: number; sku: string; views: number }>(sql`
      select p.id, p.sku, p.views from products p join sellers s on s.id = p.seller_id
      where ${PUBLIC} order by p.id desc limit 1`);
    const viewsNow = async () =>
      (await one<{ views: number }>(sql`select views from products where id = ${product.id}`)).views;
    const url = `/api/products-catalog/products/${encodeURIComponent(product.sku)}`;
    const browser =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
    const crawler = await get(url, { headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" } });
    expect(crawler.status).toBe(200);
    const prefetch = await get(url, { headers: { "user-agent": browser, "sec-purpose": "prefetch" } });
    expect((await get(url)).status).toBe(200); // no user agent: a script
    expect(prefetch.status).toBe(200);
    expect(
      (await get("/api/products-catalog/products/RM-NOPE-0", { headers: { "user-agent": browser } })).status,
    ).toBe(404);
    // Counted in the background: the answer does not wait for the write.
    const person = await get(url, { headers: { "user-agent": browser } });
    expect(person.status).toBe(200);
    await get(url, { headers: { "user-agent": browser } });
    await expect.poll(viewsNow, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(product.views + 2);
    // Wait past one more write: only the two views of a person were counted.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await viewsNow()).toBe(product.views + 2);
  });
});
