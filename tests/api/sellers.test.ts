/**
 * The companies catalogue and company pages (issue 3): the list with its filters, orderings and
 * facets, a company's public page, the seller filter, counts for the landing map and similar
 * companies. Only active sellers are public: the tests add a draft and a suspended one.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SellerListCard, SellerListResult, SellerProfile } from "../../src/common/api/sellers.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
let hidden: { draft: number; suspended: number };

beforeAll(async () => {
  t = await createTestApp();
  // Two companies a guest must never see, with a public-looking product and service each.
  const [draft, suspended] = await t.database.rows<{ id: number }>(sql`
    insert into sellers (status, company_name, country_iso, region_code, about)
    values ('draft', 'Hidden Draft Hashing', 'DE', 'EU', 'Hidden draft company'),
           ('suspended', 'Hidden Suspended Hashing', 'DE', 'EU', 'Hidden suspended company')
    returning id`);
  hidden = { draft: draft?.id ?? 0, suspended: suspended?.id ?? 0 };
  for (const id of [hidden.draft, hidden.suspended]) {
    await t.database.rows(sql`
      insert into products (sku, seller_id, category_id, status, name, price_min, delivery_regions)
      select 'HIDDEN-' || ${id}, ${id}, min(id), 'approved', 'Hidden product', 100, '{EU}' from categories where kind = 'product'`);
    await t.database.rows(sql`
      insert into services (seller_id, category_id, status, name)
      select ${id}, min(id), 'approved', 'Hidden service' from categories where kind = 'service'`);
  }
});
afterAll(async () => {
  await t?.close();
});

async function get<T = unknown>(url: string, lang = "en") {
  const res = await t.app.inject({ method: "GET", url, headers: { "accept-language": lang } });
  return { status: res.statusCode, body: res.json() as T };
}
const fieldsOf = (body: unknown) => Object.keys(body as object);

const activeIds = async (where: SQL = sql`true`, order: SQL = sql`s.id`) =>
  (
    await t.database.rows<{ id: number }>(
      sql`select s.id from sellers s where s.status = 'active' and ${where} order by ${order}`,
    )
  ).map((r) => r.id);
const officeIn = (column: SQL, values: SQL) =>
  sql`(s.${column} in ${values} or exists (select 1 from seller_offices o where o.seller_id = s.id and o.${column} in ${values}))`;

type L = SellerListResult;

describe("GET /api/sellers/", () => {
  it("lists active companies, 12 a page, oldest members first as the spec's screens ask", async () => {
    const res = await get<L>("/api/sellers/");
    expect(res.status).toBe(200);
    const all = await activeIds(sql`true`, sql`s.created_at, s.id`);
    expect(res.body.count).toBe(all.length);
    expect(res.body.results.map((s) => s.id)).toEqual(all.slice(0, 12));
    expect(res.body.next).toContain("page=2");
    const ids = (await get<L>("/api/sellers/?page_size=1000")).body.results.map((s) => s.id);
    expect(ids).toHaveLength(Math.min(100, all.length));
    expect(ids).not.toContain(hidden.draft);
    expect(ids).not.toContain(hidden.suspended);
  });

  it("fills each card from the database: location, region, counts of public items, about excerpt", async () => {
    const res = await get<L>("/api/sellers/?page_size=100", "fr");
    for (const card of res.body.results) {
      const [row] = await t.database.rows<{
        about: string;
        country_fr: string;
        city: string;
        region: string;
        products: number;
        services: number;
      }>(sql`
        select s.about, co.name_fr as country_fr, ci.name as city, s.region_code as region,
          (select count(*)::int from products p where p.seller_id = s.id and p.status = 'approved') as products,
          (select count(*)::int from services v where v.seller_id = s.id and v.status = 'approved') as services
        from sellers s left join countries co on co.iso = s.country_iso left join cities ci on ci.id = s.city_id
        where s.id = ${card.id}`);
      expect(card.products_count).toBe(row?.products);
      expect(card.services_count).toBe(row?.services);
      expect(card.country?.name).toBe(row?.country_fr);
      expect(card.city?.name).toBe(row?.city);
      expect(card.region?.code).toBe(row?.region.trim());
      expect(card.about_excerpt.length).toBeLessThanOrEqual(200);
      expect(row?.about.replace(/\s+/g, " ").startsWith(card.about_excerpt.replace(/…$/, ""))).toBe(true);
    }
    expect(res.body.results.find((c) => c.region?.code === "EU")?.region?.name).toBe("Europe");
    expect(res.body.results.find((c) => c.region?.code === "SA")?.region?.name).toBe("Amérique du Sud");
  });

  it.each([
    ["created_at", sql`s.created_at, s.id`],
    ["-created_at", sql`s.created_at desc, s.id desc`],
    ["name", sql`lower(s.company_name), s.id`],
    ["-name", sql`lower(s.company_name) desc, s.id desc`],
    [
      "-products_count",
      sql`(select count(*) from products p where p.seller_id = s.id and p.status = 'approved') desc, s.id`,
    ],
    [
      "products_count",
      sql`(select count(*) from products p where p.seller_id = s.id and p.status = 'approved'), s.id`,
    ],
  ])("orders by %s", async (ordering, order) => {
    const res = await get<L>(`/api/sellers/?ordering=${ordering}&page_size=100`);
    expect(res.body.results.map((s) => s.id)).toEqual(await activeIds(sql`true`, order));
  });

  it("searches names (typos too) and the about text", async () => {
    const seller = await t.database.rows<{ id: number; company_name: string }>(sql`
      select id, company_name from sellers where status = 'active' order by id limit 1`);
    const { id, company_name } = seller[0] ?? { id: 0, company_name: "" };
    const exact = await get<L>(`/api/sellers/?search=${encodeURIComponent(company_name)}`);
    expect(exact.body.results[0]?.id).toBe(id);
    const typo = company_name.replace(/[aeiou](?=[^aeiou]*$)/i, "");
    expect(typo).not.toBe(company_name);
    const misspelt = await get<L>(`/api/sellers/?search=${encodeURIComponent(typo)}`);
    expect(misspelt.body.results[0]?.id).toBe(id);

    const about = await get<L>("/api/sellers/?search=hydropower&page_size=100");
    const expected = await activeIds(sql`s.about ilike '%hydropower%'`);
    expect(expected.length).toBeGreaterThan(0);
    expect(about.body.results.map((s) => s.id).sort((a, b) => a - b)).toEqual(expected);
    const hidden_ = await get<L>("/api/sellers/?search=hidden");
    expect(hidden_.body.count).toBe(0);
  });

  it("filters by region (AW: all), by country and city of the head office or any office", async () => {
    const eu = await get<L>("/api/sellers/?regions=EU&page_size=100");
    expect(eu.body.count).toBe((await activeIds(sql`s.region_code = 'EU'`)).length);
    const two = await get<L>("/api/sellers/?regions=eu,AS");
    expect(two.body.count).toBe((await activeIds(sql`s.region_code in ('EU', 'AS')`)).length);
    expect((await get<L>("/api/sellers/?regions=AW")).body.count).toBe((await activeIds()).length);

    // An office abroad: a country and city where the company has no head office.
    const [office] = await t.database.rows<{ country_iso: string; city_id: number; seller_id: number }>(sql`
      insert into seller_offices (seller_id, name, address, city_id, country_iso)
      select (select min(id) from sellers where status = 'active'), 'Sales office', '1 Harbour Street', ci.id, ci.country_iso
      from cities ci where ci.country_iso not in (select country_iso from sellers where country_iso is not null)
      order by ci.population desc, ci.id limit 1
      returning country_iso, city_id, seller_id`);
    expect(office).toBeDefined();
    const byCountry = await get<L>(`/api/sellers/?countries=${office?.country_iso}&page_size=100`);
    const expected = await activeIds(officeIn(sql`country_iso`, sql`(${office?.country_iso})`));
    expect(byCountry.body.results.map((s) => s.id).sort((a, b) => a - b)).toEqual(expected);
    expect(expected).toContain(office?.seller_id);
    const byCity = await get<L>(`/api/sellers/?cities=${office?.city_id}&page_size=100`);
    expect(byCity.body.results.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      await activeIds(officeIn(sql`city_id`, sql`(${office?.city_id})`)),
    );
    const nowhere = await get<L>("/api/sellers/?countries=ZZ&cities=999999999");
    expect(nowhere.status).toBe(200);
    expect(nowhere.body.count).toBe(0);
  });

  it("counts each region and country with the other filters applied", async () => {
    const res = await get<L>("/api/sellers/?regions=EU&countries=SE");
    for (const r of res.body.facets.regions) {
      expect(r.count).toBe(
        (await activeIds(sql`s.region_code = ${r.code} and ${officeIn(sql`country_iso`, sql`('SE')`)}`))
          .length,
      );
    }
    for (const c of res.body.facets.countries) {
      expect(c.count).toBe(
        (await activeIds(sql`s.region_code = 'EU' and ${officeIn(sql`country_iso`, sql`(${c.iso})`)}`))
          .length,
      );
    }
    expect(res.body.facets.countries.find((c) => c.iso === "SE")?.count).toBe(res.body.count);
  });

  it.each([
    ["regions=MARS", "regions"],
    ["countries=SWE", "countries"],
    ["cities=abc", "cities"],
    ["ordering=rating", "ordering"],
    ["page=0", "page"],
    ["page_size=abc", "page_size"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const res = await get<Record<string, string[]>>(`/api/sellers/?${query}`);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([field]);
  });

  it("survives long, SQL-like and markup searches", async () => {
    for (const search of [
      "n".repeat(2000),
      "'; delete from sellers; --",
      "<script>alert(1)</script>",
      "%_\\",
    ]) {
      const res = await get<L>(`/api/sellers/?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
    }
    expect((await activeIds()).length).toBeGreaterThan(0);
    const long = await get<Record<string, string[]>>(`/api/sellers/?search=${"n".repeat(2001)}`);
    expect(fieldsOf(long.body)).toEqual(["search"]);
  });
});

describe("GET /api/sellers/{id}", () => {
  it("shows a company's public page: contacts, head office, offices, gallery, counts", async () => {
    const [id] = await activeIds(
      sql`exists (select 1 from seller_offices o where o.seller_id = s.id and o.city_id <> s.city_id)`,
    );
    expect(id).toBeDefined();
    const res = await get<SellerProfile>(`/api/sellers/${id}`, "fr");
    expect(res.status).toBe(200);
    const p = res.body;
    const [row] = await t.database.rows<{
      company_name: string;
      website: string;
      phone: string;
      whatsapp: string;
      telegram_link: string;
      head_office_address: string;
      latitude: number;
      longitude: number;
      created_at: Date | string;
    }>(sql`select * from sellers where id = ${id}`);
    expect(p.company_name).toBe(row?.company_name);
    expect(p.website).toBe(row?.website);
    expect(p.phone).toBe(row?.phone);
    expect(p.whatsapp).toBe(row?.whatsapp);
    expect(p.telegram_link).toBe(row?.telegram_link);
    expect(p.head_office).toMatchObject({
      address: row?.head_office_address,
      latitude: row?.latitude,
      longitude: row?.longitude,
    });
    expect(p.member_since).toBe(new Date(row?.created_at ?? 0).toISOString());

    const offices = await t.database.rows<{ id: number; name_fr: string }>(sql`
      select o.id, co.name_fr from seller_offices o join countries co on co.iso = o.country_iso where o.seller_id = ${id} order by o.id`);
    expect(p.offices.map((o) => o.id)).toEqual(offices.map((o) => o.id));
    expect(p.offices.map((o) => o.country.name)).toEqual(offices.map((o) => o.name_fr));
    const [photos] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from seller_photos where seller_id = ${id}`,
    );
    expect(p.photos).toHaveLength(photos?.n ?? -1);
    expect(p.photos.every((ph) => ph.url && ph.url_2x && ph.alt === p.company_name)).toBe(true);
    expect(p.product_categories.reduce((a, c) => a + c.count, 0)).toBe(p.products_count);
    expect(p.service_categories.reduce((a, c) => a + c.count, 0)).toBe(p.services_count);
  });

  it("answers 404 for drafts, suspended and unknown companies, in the caller's language", async () => {
    for (const id of [hidden.draft, hidden.suspended, 999999]) {
      const res = await get<{ detail: string }>(`/api/sellers/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe("No company with this id.");
    }
    const fr = await get<{ detail: string }>("/api/sellers/999999", "fr");
    expect(fr.body.detail).toBe("Aucune entreprise ne porte cet identifiant.");
    for (const bad of ["abc", "0", "1.5", "99999999999"]) {
      const res = await get<Record<string, string[]>>(`/api/sellers/${bad}`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual(["id"]);
    }
  });
});

describe("GET /api/sellers/for-filters and /api/sellers/count", () => {
  const withItems = sql`(exists (select 1 from products p where p.seller_id = s.id and p.status = 'approved')
    or exists (select 1 from services v where v.seller_id = s.id and v.status = 'approved'))`;

  it("lists the companies with public items by name, optionally of some regions", async () => {
    const all = await get<{ id: number; company_name: string }[]>("/api/sellers/for-filters");
    expect(all.status).toBe(200);
    expect(all.body.map((s) => s.id)).toEqual(await activeIds(withItems, sql`lower(s.company_name), s.id`));
    const eu = await get<{ id: number }[]>("/api/sellers/for-filters?regions=EU");
    expect(eu.body.map((s) => s.id)).toEqual(
      await activeIds(sql`${withItems} and s.region_code = 'EU'`, sql`lower(s.company_name), s.id`),
    );
    const bad = await get<Record<string, string[]>>("/api/sellers/for-filters?regions=XX");
    expect(fieldsOf(bad.body)).toEqual(["regions"]);
  });

  it("counts active companies, in all and per region", async () => {
    const res = await get<{ count: number; regions: { code: string; name: string; count: number }[] }>(
      "/api/sellers/count",
      "fr",
    );
    expect(res.body.count).toBe((await activeIds()).length);
    expect(res.body.regions[0]).toEqual({ code: "AW", name: "Monde entier", count: res.body.count });
    for (const r of res.body.regions.slice(1)) {
      expect(r.count).toBe((await activeIds(sql`s.region_code = ${r.code}`)).length);
    }
    expect(res.body.regions.find((r) => r.code === "NA")?.name).toBe("Amérique du Nord");
    const some = await get<{ count: number }>("/api/sellers/count?regions=EU&regions=AF");
    expect(some.body.count).toBe((await activeIds(sql`s.region_code in ('EU', 'AF')`)).length);
    expect((await get<{ count: number }>("/api/sellers/count?regions=AW")).body.count).toBe(res.body.count);
    expect((await get("/api/sellers/count?regions=EUR")).status).toBe(400);
  });
});

describe("GET /api/sellers/{id}/similar-companies/", () => {
  it("suggests other active companies, those of the same region and categories first", async () => {
    const [id] = await activeIds(
      sql`exists (select 1 from products p where p.seller_id = s.id and p.status = 'approved')`,
    );
    const res = await get<SellerListCard[]>(`/api/sellers/${id}/similar-companies/`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(6);
    const ids = res.body.map((s) => s.id);
    expect(ids).not.toContain(id);
    expect(ids).not.toContain(hidden.draft);
    expect(ids).not.toContain(hidden.suspended);
    // The best score any other company reaches is the first one's.
    const [best] = await t.database.rows<{ id: number; score: number }>(sql`
      with mine as (select category_id from products where seller_id = ${id} and status = 'approved'
                    union select category_id from services where seller_id = ${id} and status = 'approved')
      select s.id, (case when s.region_code = (select region_code from sellers where id = ${id}) then 1 else 0 end)
        + (select count(*) from (select category_id from products where seller_id = s.id and status = 'approved'
             union select category_id from services where seller_id = s.id and status = 'approved') c
           where c.category_id in (select category_id from mine))::int as score
      from sellers s where s.status = 'active' and s.id <> ${id} order by score desc limit 1`);
    const [first] = await t.database.rows<{ score: number }>(sql`
      with mine as (select category_id from products where seller_id = ${id} and status = 'approved'
                    union select category_id from services where seller_id = ${id} and status = 'approved')
      select (case when s.region_code = (select region_code from sellers where id = ${id}) then 1 else 0 end)
        + (select count(*) from (select category_id from products where seller_id = s.id and status = 'approved'
             union select category_id from services where seller_id = s.id and status = 'approved') c
           where c.category_id in (select category_id from mine))::int as score
      from sellers s where s.id = ${ids[0]}`);
    expect(first?.score).toBe(best?.score);
    expect(
      (await get<SellerListCard[]>(`/api/sellers/${id}/similar-companies/?limit=2`)).body.map((s) => s.id),
    ).toEqual(ids.slice(0, 2));
  });

  it("answers 404 for companies that are not public and 400 for malformed ids", async () => {
    expect((await get(`/api/sellers/${hidden.suspended}/similar-companies/`)).status).toBe(404);
    expect((await get("/api/sellers/999999/similar-companies/")).status).toBe(404);
    const bad = await get<Record<string, string[]>>("/api/sellers/x/similar-companies/");
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(["id"]);
  });
});
