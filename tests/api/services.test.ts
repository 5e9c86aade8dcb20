/**
 * The services catalogue (issue 3): search with filters, orderings and facets, a service's page,
 * service categories and the properties of each category. Only approved services of active
 * sellers are public. Expected values come from the database with SQL.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category } from "../../src/common/api/catalog.ts";
import type { ServiceDetail, ServiceSearchResult } from "../../src/common/api/services.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
let suspendedSeller: number;
let subcategory: { id: number; parent: number; service: number };

beforeAll(async () => {
  t = await createTestApp();
  // A suspended seller keeps its approved services, which must disappear from every public call.
  const [seller] = await t.database.rows<{ id: number }>(sql`
    update sellers set status = 'suspended'
    where id = (select seller_id from services where status = 'approved' group by seller_id order by count(*), seller_id limit 1)
    returning id`);
  suspendedSeller = seller?.id ?? 0;
  // A subcategory under "hosting", holding one public service: filtering by the parent includes it.
  const [parent] = await t.database.rows<{ id: number }>(
    sql`select id from categories where kind = 'service' and slug = 'hosting'`,
  );
  const [child] = await t.database.rows<{ id: number }>(sql`
    insert into categories (kind, parent_id, slug, name_en, name_fr, position)
    values ('service', ${parent?.id}, 'immersion-hosting', 'Immersion hosting', 'Hébergement en immersion', 9) returning id`);
  const [moved] = await t.database.rows<{ id: number }>(sql`
    update services set category_id = ${child?.id}
    where id = (select v.id from services v join sellers s on s.id = v.seller_id
                where v.status = 'approved' and s.status = 'active' and v.category_id = ${parent?.id} order by v.id limit 1)
    returning id`);
  subcategory = { id: child?.id ?? 0, parent: parent?.id ?? 0, service: moved?.id ?? 0 };
});
afterAll(async () => {
  await t?.close();
});

async function get<T = unknown>(url: string, lang = "en") {
  const res = await t.app.inject({ method: "GET", url, headers: { "accept-language": lang } });
  return { status: res.statusCode, body: res.json() as T };
}
const fieldsOf = (body: unknown) => Object.keys(body as object);

const PUBLIC = sql`v.status = 'approved' and s.status = 'active'`;
const publicIds = async (where: SQL = sql`true`, order: SQL = sql`v.id`) =>
  (
    await t.database.rows<{ id: number }>(sql`
      select v.id from services v join sellers s on s.id = v.seller_id where ${PUBLIC} and ${where} order by ${order}`)
  ).map((r) => r.id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

type R = ServiceSearchResult;

describe("GET /api/search/services/", () => {
  it("lists public services newest first, 12 a page", async () => {
    const res = await get<R>("/api/search/services/");
    expect(res.status).toBe(200);
    const all = await publicIds(sql`true`, sql`v.created_at desc, v.id desc`);
    expect(res.body.count).toBe(all.length);
    expect(res.body.results.map((v) => v.id)).toEqual(all.slice(0, 12));
    const everything = await get<R>("/api/search/services/?page_size=1000");
    expect(everything.body.results).toHaveLength(Math.min(100, all.length));
    expect(everything.body.results.every((v) => v.seller.id !== suspendedSeller)).toBe(true);
    const [hiddenCount] = await t.database.rows<{ n: number }>(sql`
      select count(*)::int as n from services where seller_id = ${suspendedSeller} and status = 'approved'`);
    expect(hiddenCount?.n).toBeGreaterThan(0);
  });

  it("fills each card from the database, in the caller's language", async () => {
    const res = await get<R>("/api/search/services/?page_size=100", "fr");
    for (const card of res.body.results.slice(0, 20)) {
      const [row] = await t.database.rows<{
        name: string;
        cat: string;
        country: string;
        city: string;
        images: number;
        price: number;
      }>(sql`
        select v.name, c.name_fr as cat, co.name_fr as country, ci.name as city, v.price_from as price,
          (select count(*)::int from service_images i where i.service_id = v.id) as images
        from services v join categories c on c.id = v.category_id
          left join countries co on co.iso = v.country_iso left join cities ci on ci.id = v.city_id
        where v.id = ${card.id}`);
      expect(card.name).toBe(row?.name);
      expect(card.category.name).toBe(row?.cat);
      expect(card.country?.name).toBe(row?.country);
      expect(card.city?.name).toBe(row?.city);
      expect(card.price_from).toBe(row?.price);
      expect(card.main_image === null).toBe(row?.images === 0);
    }
  });

  it("finds services by text, despite typos", async () => {
    const res = await get<R>("/api/search/services/?search=hosting&page_size=100");
    expect(res.body.count).toBeGreaterThan(0);
    const expected = await publicIds(sql`v.search_vector @@ to_tsquery('simple', 'hosting:*')`);
    expect(sorted(res.body.results.map((v) => v.id))).toEqual(expect.arrayContaining(expected));
    const typo = await get<R>("/api/search/services/?search=hostign");
    expect(typo.body.count).toBeGreaterThan(0);
    expect(typo.body.results[0]?.name.toLowerCase()).toContain("hosting");
    const french = await get<R>(`/api/search/services/?search=${encodeURIComponent("hébergement")}`);
    expect(french.body.count).toBeGreaterThan(0);
  });

  it("filters by category, including its subcategories", async () => {
    const res = await get<R>(`/api/search/services/?category=${subcategory.parent}&page_size=100`);
    const expected = await publicIds(sql`v.category_id in (${subcategory.parent}, ${subcategory.id})`);
    expect(sorted(res.body.results.map((v) => v.id))).toEqual(expected);
    expect(expected).toContain(subcategory.service);
    const child = await get<R>(`/api/search/services/?category_id__terms=${subcategory.id}`);
    expect(child.body.results.map((v) => v.id)).toEqual([subcategory.service]);
  });

  it("filters by regions served (AW: all), countries served and seller", async () => {
    const eu = await get<R>("/api/search/services/?regions__terms=EU&page_size=100");
    expect(sorted(eu.body.results.map((v) => v.id))).toEqual(
      await publicIds(sql`'EU' = any(v.service_regions)`),
    );
    expect((await get<R>("/api/search/services/?regions__terms=AW")).body.count).toBe(
      (await publicIds()).length,
    );

    // A country served only as an additional country of some service.
    const [extra] = await t.database.rows<{ iso: string }>(sql`
      select x.iso from services v join sellers s on s.id = v.seller_id cross join lateral unnest(v.additional_countries) x(iso)
      where ${PUBLIC} and x.iso not in (select country_iso from services where country_iso is not null) order by x.iso limit 1`);
    expect(extra).toBeDefined();
    const byCountry = await get<R>(
      `/api/search/services/?additional_country_iso__terms=${extra?.iso.toLowerCase()}&page_size=100`,
    );
    const expected = await publicIds(
      sql`(v.country_iso = ${extra?.iso} or ${extra?.iso} = any(v.additional_countries))`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(byCountry.body.results.map((v) => v.id))).toEqual(expected);

    const [seller] = await t.database.rows<{ id: number }>(sql`
      select s.id from services v join sellers s on s.id = v.seller_id where ${PUBLIC} order by s.id limit 1`);
    const bySeller = await get<R>(`/api/search/services/?seller_id__terms=${seller?.id}&page_size=100`);
    expect(sorted(bySeller.body.results.map((v) => v.id))).toEqual(
      await publicIds(sql`v.seller_id = ${seller?.id}`),
    );
    const suspended = await get<R>(`/api/search/services/?seller_id__terms=${suspendedSeller}`);
    expect(suspended.body.count).toBe(0);
    const nothing = await get<R>(
      "/api/search/services/?seller_id__terms=999999&category=999999&additional_country_iso__terms=ZZ",
    );
    expect(nothing.status).toBe(200);
    expect(nothing.body.count).toBe(0);
  });

  it("counts each category, region and country with the other filters applied", async () => {
    const res = await get<R>("/api/search/services/?regions__terms=EU&additional_country_iso__terms=SE");
    const inSweden = sql`(v.country_iso = 'SE' or 'SE' = any(v.additional_countries))`;
    for (const c of res.body.facets.categories) {
      const ids = c.id === subcategory.parent ? [c.id, subcategory.id] : [c.id];
      expect(c.count).toBe(
        (
          await publicIds(
            sql`v.category_id in (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )}) and 'EU' = any(v.service_regions) and ${inSweden}`,
          )
        ).length,
      );
    }
    for (const r of res.body.facets.regions) {
      expect(r.count).toBe((await publicIds(sql`${r.code} = any(v.service_regions) and ${inSweden}`)).length);
    }
    for (const c of res.body.facets.countries) {
      expect(c.count).toBe(
        (
          await publicIds(
            sql`'EU' = any(v.service_regions) and (v.country_iso = ${c.iso} or ${c.iso} = any(v.additional_countries))`,
          )
        ).length,
      );
    }
    expect(res.body.facets.countries.find((c) => c.iso === "SE")?.count).toBe(res.body.count);
  });

  it.each([
    ["price", sql`v.price_from asc nulls last, v.id asc`],
    ["-price", sql`v.price_from desc nulls last, v.id desc`],
    ["name", sql`lower(v.name), v.id`],
    ["created_at", sql`v.created_at, v.id`],
    ["-created_at", sql`v.created_at desc, v.id desc`],
  ])("orders by %s", async (ordering, order) => {
    const res = await get<R>(`/api/search/services/?ordering=${ordering}&page_size=100`);
    expect(res.body.results.map((v) => v.id)).toEqual((await publicIds(sql`true`, order)).slice(0, 100));
  });

  it.each([
    ["category=abc", "category"],
    ["regions__terms=MARS", "regions__terms"],
    ["additional_country_iso__terms=SWE", "additional_country_iso__terms"],
    ["seller_id__terms=-1", "seller_id__terms"],
    ["ordering=rating", "ordering"],
    ["page=0", "page"],
    ["page_size=x", "page_size"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const res = await get<Record<string, string[]>>(`/api/search/services/?${query}`);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([field]);
  });

  it("survives long, SQL-like and markup searches, and pages past the end", async () => {
    for (const search of [
      "h".repeat(2000),
      "'; drop table services; --",
      "<b onmouseover=x>hi</b>",
      "%_\\",
    ]) {
      expect((await get<R>(`/api/search/services/?search=${encodeURIComponent(search)}`)).status).toBe(200);
    }
    expect((await publicIds()).length).toBeGreaterThan(0);
    const past = await get<R>("/api/search/services/?page=999");
    expect(past.body.results).toEqual([]);
    expect(past.body.next).toBeNull();
  });
});

describe("GET /api/services-catalog/services/{id}", () => {
  it("shows a service: images, location, countries and regions served, labelled properties, seller", async () => {
    const [id] = await publicIds(sql`cardinality(v.additional_countries) > 0 and v.properties <> '{}'::jsonb
      and exists (select 1 from service_images i where i.service_id = v.id)`);
    const res = await get<ServiceDetail>(`/api/services-catalog/services/${id}`, "fr");
    expect(res.status).toBe(200);
    const v = res.body;
    const [row] = await t.database.rows<{
      description: string;
      address: string;
      properties: Record<string, unknown>;
      seller_id: number;
      website: string;
    }>(
      sql`select v.description, v.address, v.properties, v.seller_id, s.website from services v join sellers s on s.id = v.seller_id where v.id = ${id}`,
    );
    expect(v.description).toBe(row?.description);
    expect(v.address).toBe(row?.address);
    expect(v.seller.id).toBe(row?.seller_id);
    expect(v.seller.website).toBe(row?.website);
    const images = await t.database.rows<{ url: string }>(
      sql`select url from service_images where service_id = ${id} order by position`,
    );
    expect(v.images.map((i) => i.url)).toEqual(images.map((i) => i.url));
    expect(v.main_image?.url).toBe(images[0]?.url);
    const names = await t.database.rows<{ iso: string; name_fr: string }>(sql`
      select c.iso, c.name_fr from countries c where c.iso = any((select additional_countries from services where id = ${id})::text[])`);
    expect(v.additional_countries_detail.map((c) => c.name).sort()).toEqual(
      names.map((c) => c.name_fr).sort(),
    );
    expect(v.regions_detail.map((r) => r.code)).toEqual(v.regions);
    expect(v.properties.map((p) => p.key).sort()).toEqual(Object.keys(row?.properties ?? {}).sort());
    for (const p of v.properties) expect(p.value).toEqual(row?.properties[p.key]);
    const labelled = v.properties.find(
      (p) => p.key === "contract_months" || p.key === "turnaround_days" || p.key === "on_site",
    );
    expect(labelled?.label).toMatch(/Durée du contrat|Délai de traitement|Sur site/);
  });

  it("answers 404 for services that are not public and 400 for malformed ids", async () => {
    const [draft] = await t.database.rows<{ id: number }>(
      sql`select id from services where status <> 'approved' order by id limit 1`,
    );
    const [ofSuspended] = await t.database.rows<{ id: number }>(
      sql`select id from services where seller_id = ${suspendedSeller} limit 1`,
    );
    for (const id of [draft?.id, ofSuspended?.id, 999999]) {
      const res = await get<{ detail: string }>(`/api/services-catalog/services/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe("No service with this id.");
    }
    expect((await get<{ detail: string }>("/api/services-catalog/services/999999", "fr")).body.detail).toBe(
      "Aucun service ne porte cet identifiant.",
    );
    const bad = await get<Record<string, string[]>>("/api/services-catalog/services/abc");
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(["id"]);
  });
});

describe("GET /api/services-catalog/categories", () => {
  it("lists service categories with counts of public services that roll up to parents", async () => {
    const res = await get<{ count: number; results: Category[] }>("/api/services-catalog/categories");
    expect(res.status).toBe(200);
    const [n] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from categories where kind = 'service'`,
    );
    expect(res.body.count).toBe(n?.n);
    expect(res.body.results.every((c) => c.kind === "service")).toBe(true);
    for (const c of res.body.results) {
      expect(c.items_count).toBe(
        (
          await publicIds(
            sql`v.category_id in (select id from categories where id = ${c.id} or parent_id = ${c.id})`,
          )
        ).length,
      );
    }
    const paged = await get<{ results: Category[]; next: string | null }>(
      "/api/services-catalog/categories?page=2&page_size=2",
    );
    expect(paged.body.results.map((c) => c.id)).toEqual(res.body.results.slice(2, 4).map((c) => c.id));
    expect(paged.body.next).toContain("page=3");
    const fr = await get<{ results: Category[] }>("/api/services-catalog/categories", "fr");
    const [hosting] = await t.database.rows<{ name_fr: string }>(
      sql`select name_fr from categories where id = ${subcategory.parent}`,
    );
    expect(fr.body.results.find((c) => c.id === subcategory.parent)?.name).toBe(hosting?.name_fr);
  });

  it("shows one service category, and 404 for product categories and unknown ids", async () => {
    const res = await get<Category>(`/api/services-catalog/categories/${subcategory.parent}`);
    expect(res.status).toBe(200);
    expect(res.body.items_count).toBe(
      (await publicIds(sql`v.category_id in (${subcategory.parent}, ${subcategory.id})`)).length,
    );
    const [product] = await t.database.rows<{ id: number }>(
      sql`select id from categories where kind = 'product' limit 1`,
    );
    const wrongKind = await get<{ detail: string }>(`/api/services-catalog/categories/${product?.id}`);
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body.detail).toBe("No category with this id.");
    expect((await get("/api/services-catalog/categories/999999")).status).toBe(404);
    expect((await get("/api/services-catalog/categories/x")).status).toBe(400);
    expect((await get("/api/services-catalog/categories?page_size=abc")).status).toBe(400);
  });
});

describe("GET /api/services-catalog/properties/", () => {
  type P = {
    category: { id: number; slug: string };
    properties: {
      key: string;
      label: string;
      type: string;
      unit: string | null;
      count: number;
      range: { min: number; max: number } | null;
    }[];
  }[];

  it("defines each category's properties from what its services state, labelled in the caller's language", async () => {
    const res = await get<P>("/api/services-catalog/properties/", "fr");
    expect(res.status).toBe(200);
    for (const entry of res.body) {
      const keys = await t.database.rows<{ key: string }>(sql`
        select distinct jsonb_object_keys(properties) as key from services where category_id = ${entry.category.id}`);
      expect(entry.properties.map((p) => p.key).sort()).toEqual(keys.map((k) => k.key).sort());
    }
    const hosting = res.body.find((e) => e.category.slug === "hosting");
    const months = hosting?.properties.find((p) => p.key === "contract_months");
    expect(months).toMatchObject({ label: "Durée du contrat", type: "number", unit: "mois" });
    const range = await t.database.rows<{ min: number; max: number; n: number }>(sql`
      select min((v.properties->>'contract_months')::float8) as min, max((v.properties->>'contract_months')::float8) as max,
        count(*) filter (where ${PUBLIC})::int as n
      from services v join sellers s on s.id = v.seller_id where v.category_id = ${subcategory.parent} and v.properties ? 'contract_months'`);
    expect(months?.range).toEqual({ min: range[0]?.min, max: range[0]?.max });
    expect(months?.count).toBe(range[0]?.n);
    const en = await get<P>(`/api/services-catalog/properties/?filter_by_categories=${subcategory.parent}`);
    expect(en.body.map((e) => e.category.id).sort()).toEqual([subcategory.parent, subcategory.id].sort());
    expect(
      en.body
        .find((e) => e.category.id === subcategory.parent)
        ?.properties.find((p) => p.key === "contract_months")?.label,
    ).toBe("Contract length");
    expect((await get<P>("/api/services-catalog/properties/?filter_by_categories=999999")).body).toEqual([]);
    expect((await get("/api/services-catalog/properties/?filter_by_categories=x")).status).toBe(400);
  });
});

describe("GET /api/search/services/ by city", () => {
  // The two cities holding the most public services (the service's own city, services.city_id).
  const busiestCities = async () =>
    t.database.rows<{ id: number; country_iso: string }>(sql`
      select v.city_id as id, ci.country_iso from services v join sellers s on s.id = v.seller_id
        join cities ci on ci.id = v.city_id
      where ${PUBLIC} group by v.city_id, ci.country_iso order by count(*) desc, v.city_id limit 2`);

  it("filters by the service's own city, repeated or comma-separated", async () => {
    const [a, b] = await busiestCities();
    expect(a && b).toBeTruthy();
    const one = await get<R>(`/api/search/services/?city=${a?.id}&page_size=100`);
    expect(one.status).toBe(200);
    expect(sorted(one.body.results.map((v) => v.id))).toEqual(await publicIds(sql`v.city_id = ${a?.id}`));
    expect(one.body.results.every((v) => v.city?.id === a?.id)).toBe(true);
    const expectedBoth = await publicIds(sql`v.city_id in (${a?.id}, ${b?.id})`);
    const comma = await get<R>(`/api/search/services/?city=${a?.id},${b?.id}&page_size=100`);
    const repeated = await get<R>(`/api/search/services/?city=${a?.id}&city=${b?.id}&page_size=100`);
    expect(sorted(comma.body.results.map((v) => v.id))).toEqual(expectedBoth);
    expect(sorted(repeated.body.results.map((v) => v.id))).toEqual(expectedBoth);
    // Unknown cities match nothing.
    const unknown = await get<R>("/api/search/services/?city=2147483647");
    expect(unknown.status).toBe(200);
    expect(unknown.body.count).toBe(0);
  });

  it("counts each city with the other filters applied, and the city filter in the other facets", async () => {
    const [a] = await busiestCities();
    const iso = a?.country_iso.trim() ?? "";
    const res = await get<R>(`/api/search/services/?additional_country_iso__terms=${iso}&city=${a?.id}`);
    expect(res.status).toBe(200);
    const inCountry = sql`(v.country_iso = ${iso} or ${iso} = any(v.additional_countries))`;
    const cityRows = await t.database.rows<{ id: number; n: number }>(sql`
      select v.city_id as id, count(*)::int as n from services v join sellers s on s.id = v.seller_id
      where ${PUBLIC} and ${inCountry} and v.city_id is not null group by v.city_id`);
    expect(res.body.facets.cities.length).toBe(cityRows.length);
    for (const c of res.body.facets.cities) {
      expect(c.count).toBe(cityRows.find((r) => r.id === c.id)?.n);
      const [city] = await t.database.rows<{ name: string; country_iso: string }>(
        sql`select name, country_iso from cities where id = ${c.id}`,
      );
      expect(c.name).toBe(city?.name);
      expect(c.country_iso).toBe(city?.country_iso.trim());
    }
    expect(res.body.facets.cities.find((c) => c.id === a?.id)?.count).toBe(res.body.count);
    // The country facet counts with the city applied.
    for (const c of res.body.facets.countries) {
      expect(c.count).toBe(
        (
          await publicIds(
            sql`v.city_id = ${a?.id} and (v.country_iso = ${c.iso} or ${c.iso} = any(v.additional_countries))`,
          )
        ).length,
      );
    }
    for (const r of res.body.facets.regions) {
      expect(r.count).toBe(
        (await publicIds(sql`${r.code} = any(v.service_regions) and ${inCountry} and v.city_id = ${a?.id}`))
          .length,
      );
    }
  });

  it.each(["city=abc", "city=1,x", "city=-3", "city=0"])(
    "refuses %s with a 400 naming city",
    async (query) => {
      const res = await get<Record<string, string[]>>(`/api/search/services/?${query}`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual(["city"]);
    },
  );
});
