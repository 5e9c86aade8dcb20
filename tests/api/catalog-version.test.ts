/**
 * Issue 16: counts and lists over the whole catalogue are cached per process while the catalogue's
 * data version is unchanged (VersionedCache, drizzle/0011_page_speed.sql). A change must show on
 * the very next request, in this process and in another one on the same database (a second app
 * built on it stands for a second process); the product pages' view counter must not empty the
 * caches. Product cards are kept the same way (selectProductCards).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/api/app.ts";
import { catalogVersion } from "../../src/api/cache.ts";
import type { SellerListResult, SellerProfile } from "../../src/common/api/sellers.ts";
import type { ServiceSearchResult } from "../../src/common/api/services.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
let other: App;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ database: t.database, version: "test", settings: t.settings });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

async function get<T>(url: string, app: App = t.app): Promise<T> {
  const res = await app.inject({ method: "GET", url, headers: { "accept-language": "en" } });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}
type Count = { count: number; regions: { code: string; count: number }[] };
const regionCount = (c: Count, code: string) => c.regions.find((r) => r.code === code)?.count;

describe("cached catalogue counts", () => {
  it("count a product approved, or withdrawn, on the next request in every process", async () => {
    const [draft] = await t.database.rows<{ id: number; seller_id: number }>(sql`
      select p.id, p.seller_id from products p join sellers s on s.id = p.seller_id
      where p.status = 'approved' and s.status = 'active' and 'OC' = any(p.delivery_regions) order by p.id limit 1`);
    if (!draft) throw new Error("the demo has a public product delivered to Oceania");
    await t.database.rows(sql`update products set status = 'draft' where id = ${draft.id}`);
    const before = await get<Count>("/api/products-catalog/products/count?region=OC");
    const beforeOther = await get<Count>("/api/products-catalog/products/count?region=OC", other);
    const brandsBefore = await get<{ results: { id: number; products_count: number }[] }>(
      "/api/products-catalog/brands/?page_size=100",
    );
    const sellerBefore = await get<SellerProfile>(`/api/sellers/${draft.seller_id}`);

    await t.database.rows(sql`update products set status = 'approved' where id = ${draft.id}`);
    const after = await get<Count>("/api/products-catalog/products/count?region=OC");
    expect(after.count).toBe(before.count + 1);
    expect(regionCount(after, "AW")).toBe((regionCount(before, "AW") ?? 0) + 1);
    expect((await get<Count>("/api/products-catalog/products/count?region=OC", other)).count).toBe(
      beforeOther.count + 1,
    );
    const brandsAfter = await get<{ results: { id: number; products_count: number }[] }>(
      "/api/products-catalog/brands/?page_size=100",
    );
    const total = (r: typeof brandsAfter) => r.results.reduce((n, b) => n + b.products_count, 0);
    const [brand] = await t.database.rows<{ brand_id: number | null }>(
      sql`select brand_id from products where id = ${draft.id}`,
    );
    expect(total(brandsAfter)).toBe(total(brandsBefore) + (brand?.brand_id === null ? 0 : 1));
    expect((await get<SellerProfile>(`/api/sellers/${draft.seller_id}`)).products_count).toBe(
      sellerBefore.products_count + 1,
    );
  });

  it("count a miner model's public products on the next request (the calculators page's list)", async () => {
    const [product] = await t.database.rows<{ id: number; model_id: number }>(sql`
      select p.id, p.model_id from products p join sellers s on s.id = p.seller_id
      where p.status = 'approved' and s.status = 'active' and p.model_id is not null order by p.id limit 1`);
    if (!product) throw new Error("the demo has a public product of a miner model");
    type Models = { id: number; public_products_count: number }[];
    const countOf = (models: Models) => models.find((m) => m.id === product.model_id)?.public_products_count;
    const before = countOf(await get<Models>("/api/models/miners/simple/"));
    expect(countOf(await get<Models>("/api/models/miners/simple/", other))).toBe(before);
    await t.database.rows(sql`update products set status = 'draft' where id = ${product.id}`);
    try {
      expect(countOf(await get<Models>("/api/models/miners/simple/"))).toBe((before ?? 0) - 1);
      expect(countOf(await get<Models>("/api/models/miners/simple/", other))).toBe((before ?? 0) - 1);
    } finally {
      await t.database.rows(sql`update products set status = 'approved' where id = ${product.id}`);
    }
    expect(countOf(await get<Models>("/api/models/miners/simple/"))).toBe(before);
  });

  it("list and count a new company, and a new service, on the next request", async () => {
    const sellers = await get<SellerListResult>("/api/sellers/?regions=OC&page_size=50");
    const counts = await get<Count>("/api/sellers/count?regions=OC");
    const services = await get<ServiceSearchResult>("/api/search/services/?search=kangaroo");
    expect(services.count).toBe(0);
    const [seller] = await t.database.rows<{ id: number }>(sql`
      insert into sellers (status, company_name, country_iso, region_code, about)
      values ('active', 'Kangaroo Hashing', 'AU', 'OC', 'A company added by the test') returning id`);
    const sellersAfter = await get<SellerListResult>("/api/sellers/?regions=OC&page_size=50");
    expect(sellersAfter.count).toBe(sellers.count + 1);
    expect(sellersAfter.results.map((s) => s.id)).toContain(seller?.id);
    expect((await get<Count>("/api/sellers/count?regions=OC")).count).toBe(counts.count + 1);

    await t.database.rows(sql`
      insert into services (seller_id, category_id, status, name, service_regions)
      select ${seller?.id}, min(id), 'approved', 'Kangaroo hosting', '{OC}' from categories where kind = 'service'`);
    const found = await get<ServiceSearchResult>("/api/search/services/?search=kangaroo");
    expect(found.results.map((s) => s.name)).toEqual(["Kangaroo hosting"]);
    const full = await get<{ sellers: { count: number }; services: { count: number } }>(
      "/api/search/full-search/?search_text=kangaroo",
      other,
    );
    expect([full.sellers.count, full.services.count]).toEqual([1, 1]);
  });

  it("show a product card's new price and company on the next request in every process", async () => {
    type Page = {
      results: { id: number; discount_amount: number; seller: { id: number; company_name: string } }[];
    };
    const url = "/api/search/products/?ordering=-created_at&page_size=5";
    const [first] = (await get<Page>(url)).results;
    if (!first) throw new Error("the demo has public products");
    await get<Page>(url, other);
    const card = async (app: App) => (await get<Page>(url, app)).results.find((r) => r.id === first.id);

    await t.database.rows(
      sql`update products set discount_amount = discount_amount + 7 where id = ${first.id}`,
    );
    expect((await card(t.app))?.discount_amount).toBe(first.discount_amount + 7);
    expect((await card(other))?.discount_amount).toBe(first.discount_amount + 7);

    await t.database.rows(
      sql`update sellers set company_name = company_name || ' Renamed' where id = ${first.seller.id}`,
    );
    expect((await card(t.app))?.seller.company_name).toBe(`${first.seller.company_name} Renamed`);
    expect((await card(other))?.seller.company_name).toBe(`${first.seller.company_name} Renamed`);
  });

  it("keep their values when product pages count views", async () => {
    const version = await catalogVersion(t.database);
    await t.database.rows(
      sql`update products set views = views + 1 where id = (select min(id) from products)`,
    );
    expect(await catalogVersion(t.database)).toBe(version);
    await t.database.rows(
      sql`update products set price_min = price_min where id = (select min(id) from products)`,
    );
    expect(await catalogVersion(t.database)).toBeGreaterThan(version);
  });
});

describe("drafts and the data version", () => {
  it("writing drafts (an import) keeps the version; a product or tier that is not a draft moves it", async () => {
    const [seller] = await t.database.rows<{ id: number; category_id: number }>(sql`
      select p.seller_id as id, p.category_id from products p where p.status = 'approved' order by p.id limit 1`);
    if (!seller) throw new Error("the demo has an approved product");
    const insert = (status: string, sku: string) =>
      t.database.rows<{ id: number }>(sql`
        insert into products (sku, seller_id, category_id, name, status)
        values (${sku}, ${seller.id}, ${seller.category_id}, 'Version test', ${status}::product_status) returning id`);
    const version = await catalogVersion(t.database);
    const [draft] = await insert("draft", "RM-VERSION-1");
    await t.database.rows(
      sql`insert into product_price_tiers (product_id, min_quantity, unit_price) values (${draft?.id}, 1, 100)`,
    );
    expect(await catalogVersion(t.database)).toBe(version);
    const [approved] = await insert("approved", "RM-VERSION-2");
    const afterProduct = await catalogVersion(t.database);
    expect(afterProduct).toBeGreaterThan(version);
    await t.database.rows(
      sql`insert into product_price_tiers (product_id, min_quantity, unit_price) values (${approved?.id}, 1, 100)`,
    );
    expect(await catalogVersion(t.database)).toBeGreaterThan(afterProduct);
    // Sending the draft to moderation keeps it too: the public sees neither status (decision 068);
    // taking a product off sale moves it.
    const beforeUpdate = await catalogVersion(t.database);
    await t.database.rows(sql`update products set status = 'verified' where id = ${draft?.id}`);
    expect(await catalogVersion(t.database)).toBe(beforeUpdate);
    await t.database.rows(sql`update products set status = 'archived' where id = ${approved?.id}`);
    expect(await catalogVersion(t.database)).toBeGreaterThan(beforeUpdate);
    await t.database.rows(
      sql`delete from product_price_tiers where product_id in (${draft?.id}, ${approved?.id})`,
    );
    await t.database.rows(sql`delete from product_search where id in (${draft?.id}, ${approved?.id})`);
    await t.database.rows(sql`delete from products where id in (${draft?.id}, ${approved?.id})`);
  });
});

describe("cached similar products", () => {
  it("follow a product withdrawn from the catalogue on the next request, in every process", async () => {
    const [me] = await t.database.rows<{ id: number }>(sql`
      select p.id from products p join sellers s on s.id = p.seller_id
      where p.status = 'approved' and s.status = 'active' and p.model_id is not null
        and (select count(*) from products o where o.model_id = p.model_id and o.status = 'approved') > 2
      order by p.id limit 1`);
    if (!me) throw new Error("the demo has a model with several public products");
    const url = `/api/products-catalog/products/${me.id}/similar?limit=4`;
    const before = await get<{ id: number }[]>(url);
    await get<{ id: number }[]>(url, other);
    const first = before[0]?.id;
    if (first === undefined) throw new Error("no similar product");
    await t.database.rows(sql`update products set status = 'draft' where id = ${first}`);
    try {
      expect((await get<{ id: number }[]>(url)).map((p) => p.id)).not.toContain(first);
      expect((await get<{ id: number }[]>(url, other)).map((p) => p.id)).not.toContain(first);
    } finally {
      await t.database.rows(sql`update products set status = 'approved' where id = ${first}`);
    }
    expect((await get<{ id: number }[]>(url)).map((p) => p.id)).toContain(first);
  });
});
