import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  additionalTermSchema,
  dimensionsSchema,
  MAX_ADDITIONAL_TERMS,
  productSpecsSchema,
  REGIONS,
} from "../../../common/catalog.ts";
import { getPhoneCountries, isValidPhone } from "../../../common/phone.ts";
import { createLocalStorage } from "../../infra/storage.ts";
import { type Database, openDatabase } from "../client.ts";
import { seedBulkSellers, seedBulkServices } from "./bulk-sellers.ts";
import { isSeeded, seedBulkProducts, seedDemo, seedReferenceData } from "./index.ts";

// Illustrations are cached between runs (drawn once, about 5 s), like the API tests' uploads.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const uploadsDir = path.join(ROOT, "node_modules/.cache/rigmarket-test/uploads");

let a: Database;
let b: Database;
let migrated: File | Blob | undefined;

beforeAll(async () => {
  mkdirSync(uploadsDir, { recursive: true });
  a = await openDatabase({});
  await a.migrate();
  // A second, independent database from a snapshot of the migrated first one (no second initdb).
  migrated = await a.pglite?.dumpDataDir("none");
  b = await openDatabase({ loadDataDir: migrated });
  await seedDemo(a, { media: createLocalStorage(uploadsDir) });
  await seedDemo(b, { media: createLocalStorage(uploadsDir) });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
});

const count = async (db: Database, query: ReturnType<typeof sql>) =>
  Number((await db.rows<{ n: number }>(query))[0]?.n ?? -1);

/** A fingerprint of a whole table, row by row in id order. */
const fingerprint = async (db: Database, table: string) => {
  const [row] = await db.rows<{ h: string }>(
    sql`select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as h from ${sql.identifier(table)} t`,
  );
  return row?.h;
};

describe("demo seed", () => {
  it("is deterministic: two fresh databases get identical rows", async () => {
    for (const table of [
      "countries",
      "cities",
      "categories",
      "brands",
      "miner_models",
      "sellers",
      "seller_offices",
      "products",
      "product_price_tiers",
      "product_photos",
      "product_reviews",
      "faq_entries",
      "services",
      "service_images",
    ]) {
      if (table === "countries") {
        const [x] = await a.rows<{ h: string }>(
          sql`select md5(string_agg(t::text, '|' order by iso)) as h from countries t`,
        );
        const [y] = await b.rows<{ h: string }>(
          sql`select md5(string_agg(t::text, '|' order by iso)) as h from countries t`,
        );
        expect(x?.h, table).toBe(y?.h);
        continue;
      }
      expect(await fingerprint(a, table), table).toBe(await fingerprint(b, table));
    }
  });

  it("fills every table with believable amounts", async () => {
    expect(await count(a, sql`select count(*) as n from regions`)).toBe(6);
    expect(await count(a, sql`select count(*) as n from countries`)).toBe(
      new Set(getPhoneCountries().flatMap((e) => e.isos)).size,
    );
    const cities = await count(a, sql`select count(*) as n from cities`);
    expect(cities).toBeGreaterThan(3000);
    expect(cities).toBeLessThan(8000);
    expect(await count(a, sql`select count(*) as n from miner_models`)).toBeGreaterThanOrEqual(30);
    expect(await count(a, sql`select count(*) as n from brands`)).toBeGreaterThanOrEqual(15);
    expect(await count(a, sql`select count(*) as n from sellers where status = 'active'`)).toBe(20);
    const products = await count(a, sql`select count(*) as n from products`);
    expect(products).toBeGreaterThanOrEqual(350);
    expect(products).toBeLessThanOrEqual(450);
    const services = await count(a, sql`select count(*) as n from services`);
    expect(services).toBeGreaterThanOrEqual(50);
    expect(services).toBeLessThanOrEqual(75);
    expect(await count(a, sql`select count(*) as n from product_reviews`)).toBeGreaterThan(300);
    expect(await count(a, sql`select count(*) as n from categories where kind = 'service'`)).toBe(6);
    expect(
      await count(a, sql`select count(*) as n from categories where kind = 'product' and parent_id is null`),
    ).toBe(6);
  });

  it("uses every product status, mostly approved", async () => {
    const rows = await a.rows<{ status: string; n: number }>(
      sql`select status::text, count(*)::int as n from products group by 1`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    for (const s of ["draft", "verified", "approved", "archived", "rejected"])
      expect(by[s], s).toBeGreaterThan(0);
    const total = rows.reduce((s, r) => s + r.n, 0);
    expect((by.approved ?? 0) / total).toBeGreaterThan(0.8);
    expect(
      await count(
        a,
        sql`select count(*) as n from products where status = 'approved' and published_at is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        a,
        sql`select count(*) as n from products where status = 'rejected' and rejection_reason = ''`,
      ),
    ).toBe(0);
  });

  it("gives every approved product a main photo, price tiers, delivery regions and a consistent price_min", async () => {
    expect(
      await count(
        a,
        sql`select count(*) as n from products p where p.status = 'approved' and (
          not exists (select 1 from product_photos f where f.product_id = p.id and f.position = 0)
          or not exists (select 1 from product_price_tiers t where t.product_id = p.id)
          or cardinality(p.delivery_regions) = 0
          or p.price_min is distinct from (select min(unit_price) from product_price_tiers t where t.product_id = p.id))`,
      ),
    ).toBe(0);
    expect(await count(a, sql`select count(*) as n from products where sku !~ '^RM-[0-9]{7}$'`)).toBe(0);
    // Drafts are not indexed for search (decision 019, update 031); every other product is.
    expect(
      await count(
        a,
        sql`select count(*) as n from products where (search_vector is null) <> (status = 'draft')`,
      ),
    ).toBe(0);
    expect(await count(a, sql`select count(*) as n from product_photos where position > 5`)).toBe(0);
  });

  it("stores specs, dimensions and terms that the API schemas accept", async () => {
    const rows = await a.rows<{
      sku: string;
      specs: unknown;
      dimensions: unknown;
      additional_terms: unknown[];
    }>(
      sql`select sku, specs, dimensions, additional_terms from products
          union all select slug, specs, '{}'::jsonb, '[]'::jsonb from miner_models`,
    );
    for (const r of rows) {
      expect(productSpecsSchema.safeParse(r.specs).error?.issues, r.sku).toBeUndefined();
      expect(dimensionsSchema.safeParse(r.dimensions).error?.issues, r.sku).toBeUndefined();
      expect(r.additional_terms.length).toBeLessThanOrEqual(MAX_ADDITIONAL_TERMS);
      for (const t of r.additional_terms) expect(additionalTermSchema.safeParse(t).success, r.sku).toBe(true);
    }
  });

  it("fills the denormalised miner columns from the model", async () => {
    expect(
      await count(
        a,
        sql`select count(*) as n from products p join miner_models m on m.id = p.model_id
            where p.algorithm is distinct from m.algorithm or p.hashrate_hs is distinct from m.hashrate_hs
               or p.power_w is distinct from m.power_w or p.efficiency is null`,
      ),
    ).toBe(0);
    const [s21] = await a.rows<{ hashrate_hs: number; power_w: number }>(
      sql`select hashrate_hs, power_w from miner_models where slug = 'antminer-s21-pro'`,
    );
    expect(s21).toEqual({ hashrate_hs: 234e12, power_w: 3510 });
  });

  it("places every country in a region and sellers in all six regions, with valid phones", async () => {
    expect(await count(a, sql`select count(*) as n from countries where region_code is null`)).toBe(0);
    const regions = await a.rows<{ region_code: string }>(
      sql`select distinct region_code from sellers order by 1`,
    );
    expect(regions.map((r) => r.region_code).sort()).toEqual(REGIONS.map((r) => r.code).sort());
    const sellers = await a.rows<{
      phone: string;
      whatsapp: string;
      country_iso: string;
      city_id: number | null;
    }>(sql`select phone, whatsapp, country_iso, city_id from sellers`);
    for (const s of sellers) {
      expect(isValidPhone(s.phone, s.country_iso), s.phone).toBe(true);
      expect(isValidPhone(s.whatsapp), s.whatsapp).toBe(true);
      expect(s.city_id).not.toBeNull();
    }
    expect(
      await count(
        a,
        sql`select count(*) as n from sellers s where not exists (select 1 from seller_offices o where o.seller_id = s.id)`,
      ),
    ).toBe(0);
  });

  it("has marketplace questions in English and French", async () => {
    const rows = await a.rows<{ locale: string; n: number }>(
      sql`select locale, count(*)::int as n from faq_entries where product_id is null group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { locale: "en", n: 6 },
      { locale: "fr", n: 6 },
    ]);
  });

  it("writes the illustrations as webp at 1x and 2x", async () => {
    const urls = await a.rows<{ url: string; url_2x: string; width: number; height: number }>(sql`
      select distinct url, url_2x, width, height from product_photos
      union select distinct url, url_2x, width, height from service_images
      union select distinct url, url_2x, width, height from seller_photos`);
    for (const u of urls) {
      expect(existsSync(path.join(uploadsDir, u.url.replace(/^\/uploads\//, ""))), u.url).toBe(true);
      expect(existsSync(path.join(uploadsDir, u.url_2x.replace(/^\/uploads\//, ""))), u.url_2x).toBe(true);
    }
    const first = urls[0];
    if (!first) throw new Error("no photos");
    const meta = await sharp(path.join(uploadsDir, first.url.replace(/^\/uploads\//, ""))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", first.width, first.height]);
    expect(meta.exif).toBeUndefined();
    const meta2x = await sharp(path.join(uploadsDir, first.url_2x.replace(/^\/uploads\//, ""))).metadata();
    expect([meta2x.width, meta2x.height]).toEqual([first.width * 2, first.height * 2]);
  });

  it("has advertising banners in every placement, linking to pages of this site, with an image per language", async () => {
    const ads = await a.rows<{
      placement: string;
      link_url: string;
      weight: number;
      image_url: string;
      image_fr_url: string | null;
      image_width: number;
      image_height: number;
    }>(sql`select placement, link_url, weight, image_url, image_fr_url, image_width, image_height
      from banners where kind = 'advertising' and is_active order by id`);
    expect(new Set(ads.map((b) => b.placement))).toEqual(
      new Set(["landing", "marketplace", "catalogue", "article"]),
    );
    for (const ad of ads) {
      // A site path: the click route redirects only there (the safe-redirect rule).
      expect(ad.link_url, ad.link_url).toMatch(/^\/[a-z]/);
      expect(ad.weight).toBeGreaterThanOrEqual(1);
      for (const url of [ad.image_url, ad.image_fr_url ?? ""]) {
        const file = path.join(uploadsDir, url.replace(/^\/uploads\//, ""));
        expect(existsSync(file), url).toBe(true);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", ad.image_width, ad.image_height]);
      }
    }
  });

  it("knows it is seeded and does not seed twice", async () => {
    expect(await isSeeded(a)).toBe(true);
    const before = await count(a, sql`select count(*) as n from products`);
    await seedDemo(a, { media: createLocalStorage(uploadsDir) });
    expect(await count(a, sql`select count(*) as n from products`)).toBe(before);
  });

  it("can load only the reference data, after which the demo is not added", async () => {
    const c = await openDatabase({ loadDataDir: migrated });
    try {
      await seedReferenceData(c);
      expect(await isSeeded(c)).toBe(true);
      expect(await count(c, sql`select count(*) as n from countries`)).toBe(
        await count(a, sql`select count(*) as n from countries`),
      );
      for (const table of ["cities", "categories", "brands", "miner_models"]) {
        expect(await fingerprint(c, table), table).toBe(await fingerprint(a, table));
      }
      await seedDemo(c, { media: createLocalStorage(uploadsDir) });
      expect(await count(c, sql`select count(*) as n from products`)).toBe(0);
      // The sequences were moved past the explicit ids.
      const [next] = await c.rows<{ id: number }>(
        sql`insert into brands (slug, name) values ('test-brand', 'Test') returning id`,
      );
      expect(next?.id).toBe(await count(c, sql`select max(id) as n from brands`));
    } finally {
      await c.close();
    }
  });

  it("adds bulk products with tiers and a main photo", async () => {
    const before = await count(b, sql`select count(*) as n from products`);
    await seedBulkProducts(b, 1500, { chunkSize: 1000 });
    expect(await count(b, sql`select count(*) as n from products`)).toBe(before + 1500);
    const [bad] = await b.rows<{ n: number }>(sql`
      select count(*)::int as n from products p where p.external_sku like '%-B%' and (
        p.status <> 'approved' or p.published_at is null or cardinality(p.delivery_regions) = 0
        or (select count(*) from product_price_tiers t where t.product_id = p.id) <> 3
        or (select count(*) from product_photos f where f.product_id = p.id and f.position = 0) <> 1
        or p.price_min <> (select min(unit_price) from product_price_tiers t where t.product_id = p.id)
        or p.search_vector is null)`);
    expect(bad?.n).toBe(0);
    const skus = await count(b, sql`select count(distinct sku) as n from products`);
    expect(skus).toBe(before + 1500);
  });

  it("adds companies with a head office in a real city, services from the templates, and one big seller", async () => {
    const sellersBefore = await count(a, sql`select count(*) as n from sellers`);
    const { first, last } = await seedBulkSellers(a, 300);
    expect(last - first + 1).toBe(300);
    expect(await count(a, sql`select count(*) as n from sellers`)).toBe(sellersBefore + 300);
    expect(
      await count(
        a,
        sql`select count(*) as n from sellers s join cities ci on ci.id = s.city_id and ci.country_iso = s.country_iso
          join countries co on co.iso = s.country_iso and co.region_code = s.region_code
          where s.id between ${first} and ${last} and s.status = 'active' and s.logo_url <> ''
            and exists (select 1 from seller_offices o where o.seller_id = s.id)
            and (select count(*) from seller_photos f where f.seller_id = s.id) = 2`,
      ),
    ).toBe(300);
    await seedBulkServices(a, 400);
    expect(
      await count(
        a,
        sql`select count(*) as n from services v where v.seller_id between ${first} and ${last}
          and v.name not like '%{%' and v.price_from > 0 and cardinality(v.service_regions) > 0
          and exists (select 1 from service_images i where i.service_id = v.id)`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(a, sql`select count(*) as n from services where name like '%{%'`)).toBe(0);
    await seedBulkProducts(a, 600, { bigSeller: { id: first, count: 250 } });
    expect(
      await count(a, sql`select count(*) as n from products where seller_id = ${first}`),
    ).toBeGreaterThanOrEqual(250);
  });
});
