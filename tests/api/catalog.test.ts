/**
 * The first vertical slice of the API against the seeded demo database: categories, menu, brands,
 * product pages and product search, with every bad input of the foundation issue. Expected values
 * come from the database itself, never from hard-coded answers.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Brand,
  Category,
  MenuCategory,
  ProductDetail,
  ProductSearchResult,
} from "../../src/common/api/catalog.ts";
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
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}

const publicCount = async (where = sql`true`) => {
  const [row] = await t.database.rows<{ n: number }>(sql`
    select count(*)::int as n from products p join sellers s on s.id = p.seller_id
    where p.status = 'approved' and s.status = 'active' and ${where}`);
  return row?.n ?? 0;
};

describe("system", () => {
  it("reports health with the database kind", async () => {
    const res = await get<{ status: string; database: string }>("/api/health");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
    expect(["pglite", "postgres"]).toContain(res.body.database);
  });

  it("serves an OpenAPI document that lists the catalogue calls", async () => {
    const res = await get<{ paths: Record<string, unknown> }>("/api/docs/json");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/search/products/",
        "/api/products-catalog/products/{sku}",
        "/api/health",
      ]),
    );
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });

  it("answers unknown API routes with a JSON 404 in the caller's language", async () => {
    const en = await get<{ detail: string }>("/api/nope");
    expect(en.status).toBe(404);
    expect(en.body.detail).toContain("/api/nope");
    const fr = await get<{ detail: string }>("/api/nope", "fr-FR,fr;q=0.9");
    expect(fr.body.detail).toMatch(/Aucune route/);
  });
});

describe("GET /api/products-catalog/categories/", () => {
  it("lists product categories with counts that roll up to their parents", async () => {
    const res = await get<{ count: number; results: Category[] }>(
      "/api/products-catalog/categories/?page_size=50",
    );
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(5);
    const miners = res.body.results.find((c) => c.slug === "miners");
    expect(miners).toBeDefined();
    const children = res.body.results.filter((c) => c.parent_id === miners?.id);
    expect(children.length).toBeGreaterThan(0);
    const expected = await publicCount(
      sql`p.category_id in (select id from categories where id = ${miners?.id} or parent_id = ${miners?.id})`,
    );
    expect(miners?.items_count).toBe(expected);
    expect(miners?.items_count).toBeGreaterThanOrEqual(children.reduce((a, c) => a + c.items_count, 0));
  });

  it("answers both with and without the trailing slash", async () => {
    const a = await get("/api/products-catalog/categories/");
    const b = await get("/api/products-catalog/categories");
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it("pages with next and previous links", async () => {
    const first = await get<{
      count: number;
      next: string | null;
      previous: string | null;
      results: Category[];
    }>("/api/products-catalog/categories/?page_size=3");
    expect(first.body.results).toHaveLength(3);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain("page=2");
    const second = await get<{ previous: string | null; results: Category[] }>(first.body.next ?? "");
    expect(second.body.previous).toContain("page=1");
    expect(second.body.results[0]?.id).not.toBe(first.body.results[0]?.id);
  });

  it("clamps a page_size above the maximum instead of refusing it", async () => {
    const res = await get<{ results: Category[]; count: number }>(
      "/api/products-catalog/categories/?page_size=100000",
    );
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBe(Math.min(res.body.count, 500));
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page_size=abc", "page_size"],
    ["page_size=0", "page_size"],
    ["page=1.5", "page"],
  ])("refuses %s with a 400 that names the field", async (query, field) => {
    const res = await get<Record<string, string[]>>(`/api/products-catalog/categories/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
    expect(res.body[field]?.[0]).toMatch(/integer|greater/);
  });

  it("translates names and error messages for French callers", async () => {
    const en = await get<{ results: Category[] }>("/api/products-catalog/categories/", "en");
    const fr = await get<{ results: Category[] }>("/api/products-catalog/categories/", "fr");
    const enNames = en.body.results.map((c) => c.name);
    const frNames = fr.body.results.map((c) => c.name);
    expect(frNames).not.toEqual(enNames);
    const bad = await get<Record<string, string[]>>("/api/products-catalog/categories/?page=abc", "fr");
    expect(bad.body.page?.[0]).toBe("Un nombre entier valide est requis.");
  });
});

describe("GET /api/products-catalog/categories/menu/", () => {
  it("nests subcategories under their top category", async () => {
    const res = await get<MenuCategory[]>("/api/products-catalog/categories/menu/");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    for (const top of res.body) {
      expect(top.parent_id).toBeNull();
      for (const child of top.children) expect(child.parent_id).toBe(top.id);
    }
    const slugs = res.body.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(["miners", "immersion-cooling", "containers"]));
  });
});

describe("GET /api/products-catalog/brands/", () => {
  it("lists brands with their public product counts", async () => {
    const res = await get<{ count: number; results: Brand[] }>("/api/products-catalog/brands/?page_size=500");
    expect(res.status).toBe(200);
    const bitmain = res.body.results.find((b) => b.name === "Bitmain");
    expect(bitmain).toBeDefined();
    expect(bitmain?.products_count).toBe(await publicCount(sql`p.brand_id = ${bitmain?.id}`));
    expect(bitmain?.products_count).toBeGreaterThan(0);
  });

  it("filters brands by name", async () => {
    const res = await get<{ results: Brand[] }>("/api/products-catalog/brands/?search=micro");
    expect(res.body.results.map((b) => b.name)).toContain("MicroBT");
    expect(res.body.results.every((b) => b.name.toLowerCase().includes("micro"))).toBe(true);
  });
});

describe("GET /api/products-catalog/products/{sku}", () => {
  async function somePublicSku(where = sql`true`) {
    const [row] = await t.database.rows<{ sku: string }>(sql`
      select p.sku from products p join sellers s on s.id = p.seller_id
      where p.status = 'approved' and s.status = 'active' and ${where} order by p.id limit 1`);
    if (!row) throw new Error("no public product in the seed");
    return row.sku;
  }

  it("returns the product page with tiers, photos, specifications, reviews and FAQ", async () => {
    const sku = await somePublicSku(
      sql`p.model_id is not null and exists (select 1 from product_reviews r where r.product_id = p.id)`,
    );
    const res = await get<ProductDetail>(`/api/products-catalog/products/${sku}`);
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.sku).toBe(sku);
    expect(p.price_tiers.length).toBeGreaterThan(0);
    expect(p.price_from).toBe(Math.min(...p.price_tiers.map((t) => t.unit_price)));
    expect(p.price_to).toBe(Math.max(...p.price_tiers.map((t) => t.unit_price)));
    // Smallest quantity first: the price rule's bands (decision 063) read them in this order.
    const mins = p.price_tiers.map((t) => t.min_quantity);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    // A card carries the same tiers (its headline and payback use the first, decision 063).
    const cards = await get<{ results: ProductDetail[] }>(
      `/api/search/products/?search=${encodeURIComponent(p.name)}&page_size=100`,
    );
    expect(cards.body.results.find((c) => c.id === p.id)?.price_tiers).toEqual(p.price_tiers);
    expect(p.photos.length).toBeGreaterThan(0);
    expect(p.main_photo?.url).toBe(p.photos[0]?.url);
    expect(p.specs.hashrate?.value).toBeGreaterThan(0);
    expect(p.specs.algorithm).toBeTruthy();
    expect(p.reviews.count).toBeGreaterThan(0);
    expect(p.reviews.results.length).toBe(Math.min(p.reviews.count, 50));
    expect(p.faq.some((f) => f.source === "marketplace")).toBe(true);
    expect(p.delivery_regions.length).toBeGreaterThan(0);
    expect(p.seller.company_name).toBeTruthy();
  });

  it("answers 404 JSON for an unknown sku, in the caller's language", async () => {
    const en = await get<{ detail: string }>("/api/products-catalog/products/NO-SUCH-SKU");
    expect(en.status).toBe(404);
    expect(en.body.detail).toBe("No product with this SKU.");
    const fr = await get<{ detail: string }>("/api/products-catalog/products/NO-SUCH-SKU", "fr");
    expect(fr.body.detail).toBe("Aucun produit ne porte cette référence.");
  });

  it("hides products that are not approved", async () => {
    const [draft] = await t.database.rows<{ sku: string }>(
      sql`select sku from products where status <> 'approved' limit 1`,
    );
    expect(draft).toBeDefined();
    const res = await get(`/api/products-catalog/products/${draft?.sku}`);
    expect(res.status).toBe(404);
  });
});

describe("GET /api/search/products/", () => {
  type R = ProductSearchResult;

  it("lists public products newest first, paged", async () => {
    const res = await get<R>("/api/search/products/?page_size=10");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(await publicCount());
    expect(res.body.results).toHaveLength(10);
    const dates = res.body.results.map((p) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await get<R>("/api/search/products/?page_size=10&page=2");
    const ids1 = new Set(res.body.results.map((p) => p.id));
    expect(page2.body.results.some((p) => ids1.has(p.id))).toBe(false);
  });

  it("finds a model by name, and by a misspelt name", async () => {
    const exact = await get<R>("/api/search/products/?search=antminer%20s21");
    expect(exact.body.count).toBeGreaterThan(0);
    expect(exact.body.results[0]?.name).toMatch(/Antminer S21/i);
    const typo = await get<R>("/api/search/products/?search=antminr%20s21");
    expect(typo.body.count).toBeGreaterThan(0);
    expect(typo.body.results[0]?.name).toMatch(/Antminer S21/i);
  });

  it("pages through a text search in a stable order: every match once, name matches first", async () => {
    const text = "antminer";
    const first = await get<R>(`/api/search/products/?search=${text}&page_size=7`);
    expect(first.body.count).toBeGreaterThan(14);
    const seen: R["results"] = [];
    for (let page = 1; page <= Math.ceil(first.body.count / 7); page++) {
      seen.push(
        ...(await get<R>(`/api/search/products/?search=${text}&page_size=7&page=${page}`)).body.results,
      );
    }
    expect(new Set(seen.map((p) => p.id)).size).toBe(first.body.count);
    expect(seen).toHaveLength(first.body.count);
    // Products named after the text come before those that only mention it (brand, description).
    const named = seen.map((p) => p.name.toLowerCase().includes(text));
    expect(named.indexOf(false) === -1 || named.lastIndexOf(true) < named.indexOf(false)).toBe(true);
    // Within one name, newest first.
    const dates = seen.filter((p) => p.name === seen[0]?.name).map((p) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("finds a product by its SKU first", async () => {
    const [row] = await t.database.rows<{ sku: string }>(sql`
      select p.sku from products p join sellers s on s.id = p.seller_id where p.status = 'approved' and s.status = 'active' order by p.id desc limit 1`);
    const res = await get<R>(`/api/search/products/?search=${row?.sku}`);
    expect(res.body.results[0]?.sku).toBe(row?.sku);
  });

  it("filters by category including its subcategories", async () => {
    const menu = await get<MenuCategory[]>("/api/products-catalog/categories/menu/");
    const miners = menu.body.find((c) => c.slug === "miners");
    const res = await get<R>(`/api/search/products/?category_id__terms=${miners?.id}&page_size=100`);
    expect(res.body.count).toBe(miners?.items_count);
    const childIds = new Set(miners?.children.map((c) => c.id));
    expect(res.body.results.every((p) => childIds.has(p.category.id) || p.category.id === miners?.id)).toBe(
      true,
    );
  });

  it("filters by brand, region and seller, repeated or comma-separated", async () => {
    const brands = await get<{ results: Brand[] }>("/api/products-catalog/brands/?page_size=500");
    const ids = brands.body.results
      .filter((b) => b.products_count > 0)
      .slice(0, 2)
      .map((b) => b.id);
    const repeated = await get<R>(
      `/api/search/products/?brand_id__terms=${ids[0]}&brand_id__terms=${ids[1]}`,
    );
    const comma = await get<R>(`/api/search/products/?brand_id__terms=${ids.join(",")}`);
    expect(repeated.body.count).toBe(comma.body.count);
    expect(repeated.body.count).toBe(await publicCount(sql`p.brand_id in (${ids[0]}, ${ids[1]})`));

    const eu = await get<R>("/api/search/products/?sales_locations__terms=EU&page_size=100");
    expect(eu.body.count).toBe(await publicCount(sql`'EU' = any(p.delivery_regions)`));
    expect(eu.body.results.every((p) => p.delivery_regions.includes("EU"))).toBe(true);
    const all = await get<R>("/api/search/products/?sales_locations__terms=AW");
    expect(all.body.count).toBe(await publicCount());

    const sellerId = eu.body.results[0]?.seller.id;
    const bySeller = await get<R>(`/api/search/products/?seller_id__terms=${sellerId}&page_size=100`);
    expect(bySeller.body.count).toBe(await publicCount(sql`p.seller_id = ${sellerId}`));
    expect(bySeller.body.results.every((p) => p.seller.id === sellerId)).toBe(true);
  });

  it("counts each facet value with the other filters applied", async () => {
    const res = await get<R>("/api/search/products/?sales_locations__terms=NA");
    const { facets } = res.body;
    const brand = facets.brands[0];
    expect(brand?.count).toBe(
      await publicCount(sql`p.brand_id = ${brand?.id} and 'NA' = any(p.delivery_regions)`),
    );
    const eu = facets.sales_locations.find((r) => r.code === "EU");
    // The region facet ignores the region filter itself, so other regions keep their counts.
    expect(eu?.count).toBe(await publicCount(sql`'EU' = any(p.delivery_regions)`));
    const narrowed = await get<R>(
      `/api/search/products/?sales_locations__terms=NA&brand_id__terms=${brand?.id}`,
    );
    expect(narrowed.body.count).toBe(brand?.count);
  });

  it("matches nothing for unknown ids, without an error", async () => {
    const res = await get<R>("/api/search/products/?category_id__terms=999999&brand_id__terms=424242");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(0);
    expect(res.body.results).toEqual([]);
  });

  it.each([
    ["category_id__terms=abc", "category_id__terms"],
    ["brand_id__terms=1,x", "brand_id__terms"],
    ["seller_id__terms=-3", "seller_id__terms"],
    ["sales_locations__terms=MARS", "sales_locations__terms"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page_size=abc", "page_size"],
    ["ordering=random", "ordering"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const res = await get<Record<string, string[]>>(`/api/search/products/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).map((k) => k.split(".")[0])).toContain(field);
  });

  it("survives long, SQL-like and markup queries", async () => {
    for (const search of [
      "x".repeat(2000),
      "'; drop table products; --",
      "<script>alert(1)</script>",
      "%_\\",
      "🙂",
    ]) {
      const res = await get<R>(`/api/search/products/?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
    }
    expect(await publicCount()).toBeGreaterThan(0);
    const tooLong = await get<Record<string, string[]>>(`/api/search/products/?search=${"x".repeat(2001)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.search).toBeDefined();
  });

  it("returns an empty page past the end", async () => {
    const res = await get<R>("/api/search/products/?page=9999");
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
    expect(res.body.next).toBeNull();
  });

  it("sorts by price", async () => {
    const res = await get<R>("/api/search/products/?ordering=price&page_size=50");
    const prices = res.body.results.map((p) => p.price_from ?? Number.POSITIVE_INFINITY);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});
