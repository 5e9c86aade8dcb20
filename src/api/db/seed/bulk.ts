/**
 * Bulk products for benchmarks: N approved miner listings (N up to a million and more), generated
 * by the database itself with set-based SQL (INSERT ... SELECT FROM generate_series) in chunks,
 * each with three quantity tiers and a main photo. Choices of model, seller, condition, price,
 * regions and dates come from hashes of the row number, so they spread evenly and need no round
 * trips. Requires the demo data (sellers, models and their illustrations).
 */

import { type SQL, sql } from "drizzle-orm";
import type { Storage } from "../../infra/storage.ts";
import type { Database } from "../client.ts";
import { BRAND_ACCENTS, formatHashrate, minerShape, modelDisplayName, modelShortName } from "./catalogue.ts";
import { MINER_MODELS } from "./data/models.ts";
import { ImageSet, minerIllustration, PRODUCT_IMAGE_SIZE } from "./images.ts";
import { SEED_BASE_DATE } from "./random.ts";

export interface BulkOptions {
  /** When given, makes sure the model illustrations exist in its `seed` folder. */
  media?: Storage;
  /** Rows per statement (default 50,000). */
  chunkSize?: number;
  log?: (msg: string) => void;
  /** Gives the first `count` products of this call to one seller (the company page's bench). */
  bigSeller?: { id: number; count: number };
}

interface ModelRow {
  id: number;
  slug: string;
  name: string;
  algorithm: string;
  hashrate_hs: number;
  power_w: number;
  specs: { hashrate?: { value: number; unit: string }; efficiency?: { value: number } };
  brand_id: number;
  brand_name: string;
}

interface SellerRow {
  id: number;
  region_code: string;
  code: string;
}

/** Adds `n` approved miner listings; returns the number of rows written. */
export async function seedBulkProducts(
  database: Database,
  n: number,
  opts: BulkOptions = {},
): Promise<number> {
  const log = opts.log ?? (() => {});
  if (!Number.isInteger(n) || n <= 0) return 0;
  const chunkSize = Math.max(1, opts.chunkSize ?? 50_000);

  const models = await database.rows<ModelRow>(sql`
    select m.id, m.slug, m.name, m.algorithm, m.hashrate_hs, m.power_w, m.specs, m.brand_id, b.name as brand_name
    from miner_models m join brands b on b.id = m.brand_id order by m.id`);
  const sellers = await database.rows<SellerRow>(sql`
    select id, region_code, upper(left(regexp_replace(company_name, '[^A-Za-z]', '', 'g'), 2)) as code
    from sellers where status = 'active' order by id`);
  const categories = await database.rows<{ id: number; slug: string }>(
    sql`select id, slug from categories where kind = 'product'`,
  );
  if (models.length === 0 || sellers.length === 0) {
    throw new Error("seedBulkProducts needs the demo data (sellers and miner models): run seedDemo first");
  }
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c.id]));
  const curated = new Map(MINER_MODELS.map((m) => [m.slug, m]));
  const fallbackCategory = categoryBySlug.get("miners") ?? categories[0]?.id;
  if (fallbackCategory === undefined) throw new Error("no product categories: run seedDemo first");

  const images = new ImageSet();
  const modelValues: SQL[] = models.map((m, idx) => {
    const seed = curated.get(m.slug);
    const hashrate = m.specs.hashrate ?? { value: m.hashrate_hs / 1e12, unit: "TH/s" };
    const display = modelDisplayName(m.name, m.brand_name);
    const img = minerIllustration(images, `model-${m.slug}`, {
      brand: m.brand_name,
      model: modelShortName(m.name, m.brand_name),
      subtitle: formatHashrate(hashrate),
      shape: minerShape(seed ?? { cooling: "air", powerW: m.power_w }),
      accent: BRAND_ACCENTS[seed?.brand ?? ""] ?? "#6b7785",
    });
    // Indicative new price: the curated one, else 2,500 USD per 3 kW of power draw.
    const basePrice = seed?.priceUsd ?? Math.max(200, Math.round((m.power_w / 3000) * 2500));
    const [l = 400, w = 195, h = 290] = seed?.sizeMm ?? [];
    const weight = seed?.weightKg ?? 15;
    const dims = {
      length: l,
      width: w,
      height: h,
      weight,
      packageLength: l + 170,
      packageWidth: w + 115,
      packageHeight: h + 110,
      packageWeight: Math.round((weight + 2.6) * 10) / 10,
    };
    return sql`(${idx}::int, ${m.id}::int, ${m.brand_id}::int, ${categoryBySlug.get(seed?.category ?? "") ?? fallbackCategory}::int,
      ${`${display} ${formatHashrate(hashrate)}`}::text, ${m.algorithm}::text, ${m.hashrate_hs}::float8, ${m.power_w}::int,
      ${m.specs.efficiency?.value ?? null}::float8, ${JSON.stringify(m.specs)}::jsonb, ${JSON.stringify(dims)}::jsonb,
      ${basePrice}::float8, ${img.url}::text, ${img.url2x}::text, ${seed?.cooling ?? "air"}::text)`;
  });
  if (opts.media) await images.render(opts.media);

  const sellerValues: SQL[] = sellers.map(
    (s, idx) => sql`(${idx}::int, ${s.id}::int, ${s.region_code}::char(2), ${s.code || "RM"}::text)`,
  );

  const [last] = await database.rows<{ n: number }>(sql`
    select coalesce(max(substring(sku from 4)::bigint), 0) as n from products where sku ~ '^RM-[0-9]+$'`);
  const firstNumber = Number(last?.n ?? 0) + 1;
  const base = SEED_BASE_DATE.toISOString();
  const { width, height } = PRODUCT_IMAGE_SIZE;
  const nm = models.length;
  const ns = sellers.length;
  const bigIdx = opts.bigSeller ? sellers.findIndex((s) => s.id === opts.bigSeller?.id) : -1;
  if (opts.bigSeller && bigIdx < 0) throw new Error(`seller ${opts.bigSeller.id} is not an active seller`);
  const bigUntil = firstNumber + (bigIdx < 0 ? 0 : (opts.bigSeller?.count ?? 0));

  /** One statement inserting products number `from` to `to`, their tiers and main photos. */
  const chunkSql = (from: number, to: number): SQL =>
    sql`
      with m (idx, model_id, brand_id, category_id, name, algorithm, hashrate_hs, power_w, efficiency, specs, dims,
              base_price, photo, photo_2x, cooling) as (values ${sql.join(modelValues, sql`, `)}),
      s (idx, seller_id, region, code) as (values ${sql.join(sellerValues, sql`, `)}),
      g as (
        select n,
               abs(hashint8(n)::bigint) as h1,
               abs(hashint8(n + 1000003)::bigint) as h2,
               abs(hashint8(n * 31 + 7)::bigint) as h3
        from generate_series(${from}::bigint, ${to}::bigint) as n
      ),
      src as (
        select g.n, m.*, s.seller_id, s.region, s.code,
               case when g.h2 % 100 < 40 then 'new' when g.h2 % 100 < 55 then 'brand_new'
                    when g.h2 % 100 < 80 then 'used' else 'tested' end::product_condition as cond,
               (g.h3 % 1000) / 1000.0 as r1,
               ((g.h3 / 1000) % 1000) / 1000.0 as r2,
               (g.h2 / 100) % 64 as region_mask,
               (g.h2 / 6400) % 4 as pay,
               g.h3 % 2500 as views
        from g
        join m on m.idx = g.h1 % ${nm}
        join s on s.idx = case when g.n < ${bigUntil} then ${bigIdx} else (g.h1 / ${nm}) % ${ns} end
      ),
      priced as (
        select src.*,
               round((base_price * case cond when 'brand_new' then 1.04 when 'new' then 1.0 when 'tested' then 0.74 else 0.62 end
                      * (0.93 + 0.14 * r1))::numeric, 0) as price,
               ${base}::timestamptz - make_interval(secs => (r2 * 365 * 86400)::float8) as created
        from src
      ),
      ins as (
        insert into products (sku, seller_id, category_id, brand_id, model_id, external_sku, status, name, description,
                              condition, country_of_origin, currency, price_min, discount_amount, negotiable, dimensions,
                              specs, algorithm, hashrate_hs, power_w, efficiency, delivery_regions, payment_methods,
                              lead_time_days, warranty_months, stock_quantity, views, published_at, created_at, updated_at)
        select 'RM-' || lpad(n::text, 7, '0'), seller_id, category_id, brand_id, model_id, code || '-B' || n, 'approved',
               name,
               format('%s, %s cooling, %s W. %s. Ships within %s days from our warehouse.', name, cooling, power_w,
                      case cond when 'brand_new' then 'Brand-new, factory-sealed units'
                                when 'new' then 'New units from a current batch'
                                when 'tested' then 'Used units, hash-tested for 24 hours'
                                else 'Used units sold as they are' end,
                      2 + (n % 9)),
               cond, 'CN', 'USD', price, case when n % 7 = 0 then round(price * 0.05) else 0 end, n % 3 = 0,
               dims, specs, algorithm, hashrate_hs, power_w, efficiency,
               array(select r from unnest(array['NA','SA','EU','AF','AS','OC']::char(2)[]) with ordinality as x(r, i)
                     where r = priced.region or ((region_mask >> (i::int - 1)) & 1) = 1 order by i),
               case pay when 0 then array['bank_transfer'] when 1 then array['bank_transfer','usdt']
                        when 2 then array['bank_transfer','usdt','btc'] else array['bank_transfer','escrow'] end,
               2 + (n % 9), case when cond in ('new', 'brand_new') then 12 else 3 end, 1 + (n % 200), views,
               created + interval '6 hours', created, created + interval '6 hours'
        from priced
        returning id, model_id, price_min, name
      ),
      tiers as (
        insert into product_price_tiers (product_id, min_quantity, max_quantity, unit_price)
        select ins.id, t.min_q, t.max_q, round((ins.price_min * t.f)::numeric, 2)
        from ins cross join (values (1, 9, 1.06), (10, 49, 1.03), (50, null::int, 1.0)) as t (min_q, max_q, f)
      )
      insert into product_photos (product_id, position, url, url_2x, width, height, alt)
      select ins.id, 0, m.photo, m.photo_2x, ${width}::int, ${height}::int, ins.name
      from ins join m on m.model_id = ins.model_id`;

  const started = performance.now();
  let written = 0;
  while (written < n) {
    const count = Math.min(chunkSize, n - written);
    const from = firstNumber + written;
    const to = from + count - 1;
    await database.rows(chunkSql(from, to));
    written += count;
    const secs = (performance.now() - started) / 1000;
    log(
      `bulk: ${written.toLocaleString("en-US")} / ${n.toLocaleString("en-US")} products (${Math.round(written / secs)} rows/s)`,
    );
  }
  await database.rows(sql`analyze products`);
  await database.rows(sql`analyze product_price_tiers`);
  await database.rows(sql`analyze product_photos`);
  // The search's copy (filled by triggers): without fresh statistics the planner takes a name for
  // a rare value and reads every row of it instead of walking its index to the page's end. VACUUM
  // also sets its visibility map, as autovacuum would on a live database soon after such a load:
  // counts by model then read the index alone (0.5 ms instead of 7 ms for 2,400 listings).
  await database.rows(sql`vacuum (analyze) product_search`);
  log(
    `bulk: ${n.toLocaleString("en-US")} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return n;
}
