/** SQL of the public product catalogue: categories, brands, product cards and product pages. */
import { sql } from "drizzle-orm";
import type { Category, ProductCard, ProductDetail } from "../../../common/api/catalog.ts";
import type { Image } from "../../../common/api/shared.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { PriceTier } from "../../../common/pricing.ts";
import { catalogVersion } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { escapeLike, iso, isoOrNull, localized, pgArray } from "../../db/sql.ts";
import { productReviews } from "../reviews/public.ts";

/** Products a guest may see: approved, of an active seller. Use with alias p (products) and s (sellers). */
export const PUBLIC_PRODUCT = sql`p.status = 'approved' and s.status = 'active'`;

type CategoryRow = {
  id: number;
  parent_id: number | null;
  kind: "product" | "service";
  slug: string;
  name: string;
  description: string;
  icon: string;
  position: number;
  own_count: number;
};

/** Every category of a kind with its own count of public items (not yet rolled up to parents). */
export async function selectCategories(database: Database, kind: "product" | "service", locale: Locale) {
  const counts =
    kind === "product"
      ? sql`select p.category_id, count(*)::int as n from products p join sellers s on s.id = p.seller_id
            where ${PUBLIC_PRODUCT} group by p.category_id`
      : sql`select v.category_id, count(*)::int as n from services v join sellers s on s.id = v.seller_id
            where v.status = 'approved' and s.status = 'active' group by v.category_id`;
  return database.rows<CategoryRow>(sql`
    with counts as (${counts})
    select c.id, c.parent_id, c.kind, c.slug, ${localized("c", "name", locale)} as name,
           ${localized("c", "description", locale)} as description, c.icon, c.position,
           coalesce(k.n, 0) as own_count
    from categories c left join counts k on k.category_id = c.id
    where c.kind = ${kind}
    order by c.position, c.id`);
}

/** Adds each category's descendants' counts to its own. */
export function rollUpCounts(rows: CategoryRow[]): Category[] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const r of rows) {
    const list = children.get(r.parent_id) ?? [];
    list.push(r);
    children.set(r.parent_id, list);
  }
  const total = new Map<number, number>();
  const sum = (r: CategoryRow): number => {
    const cached = total.get(r.id);
    if (cached !== undefined) return cached;
    const n = r.own_count + (children.get(r.id) ?? []).reduce((acc, c) => acc + sum(c), 0);
    total.set(r.id, n);
    return n;
  };
  return rows.map((r) => {
    const { own_count: _own, ...rest } = r;
    return { ...rest, items_count: sum(r) };
  });
}

export async function selectBrands(
  database: Database,
  opts: { search?: string; limit: number; offset: number },
): Promise<{ count: number; rows: { id: number; slug: string; name: string; products_count: number }[] }> {
  const where = opts.search
    ? sql`where rm_unaccent(lower(b.name)) like ${`%${escapeLike(opts.search.toLowerCase())}%`}`
    : sql``;
  const [rows, [total]] = await Promise.all([
    database.rows<{ id: number; slug: string; name: string; products_count: number }>(sql`
      select b.id, b.slug, b.name,
        (select count(*)::int from product_search p where p.brand_id = b.id and p.public) as products_count
      from brands b ${where}
      order by b.name, b.id
      limit ${opts.limit} offset ${opts.offset}`),
    database.rows<{ n: number }>(sql`select count(*)::int as n from brands b ${where}`),
  ]);
  return { count: total?.n ?? 0, rows };
}

type CardRow = {
  id: number;
  sku: string;
  name: string;
  condition: ProductCard["condition"];
  currency: string;
  price_min: number | null;
  /** The quantity tiers, smallest quantity first (a JSON array; a string where the driver leaves JSON unparsed). */
  tiers: PriceTier[] | string | null;
  discount_amount: number;
  discount_ends_at: unknown;
  negotiable: boolean;
  delivery_regions: string[] | string;
  specs: ProductCard["specs"];
  created_at: unknown;
  category_id: number;
  category_name: string;
  category_slug: string;
  brand_id: number | null;
  brand_name: string | null;
  model_id: number | null;
  model_name: string | null;
  seller_id: number;
  company_name: string;
  logo_url: string;
  country_iso: string | null;
  country_name: string | null;
  city_name: string | null;
  verified: boolean;
  photo_url: string | null;
  photo_url_2x: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_alt: string | null;
};

// Brand, model and city are looked up row by row (24 index probes for a page): as joins, the planner
// hashed the whole cities table for every page, and planning eight joins cost more than running
// them (on PGlite, which plans every statement anew, most of all). The seller's country is a join:
// looked up row by row, the planner scanned the 230 countries for each card (half the statement's
// time on PostgreSQL), where the join hashes them once.
const cardColumns = (locale: Locale) => sql`
  p.id, p.sku, p.name, p.condition, p.currency, p.price_min,
  (select json_agg(json_build_object('min_quantity', t.min_quantity, 'max_quantity', t.max_quantity,
     'unit_price', t.unit_price::float8) order by t.min_quantity)
   from product_price_tiers t where t.product_id = p.id) as tiers,
  p.discount_amount, p.discount_ends_at, p.negotiable, p.delivery_regions, p.specs, p.created_at,
  c.id as category_id, ${localized("c", "name", locale)} as category_name, c.slug as category_slug,
  p.brand_id, (select b.name from brands b where b.id = p.brand_id) as brand_name,
  p.model_id, (select m.name from miner_models m where m.id = p.model_id) as model_name,
  s.id as seller_id, s.company_name, s.logo_url, s.country_iso,
  ${localized("co", "name", locale)} as country_name,
  (select ci.name from cities ci where ci.id = s.city_id) as city_name, s.verified,
  ph.url as photo_url, ph.url_2x as photo_url_2x, ph.width as photo_width, ph.height as photo_height, ph.alt as photo_alt`;

const cardJoins = sql`
  join sellers s on s.id = p.seller_id
  join categories c on c.id = p.category_id
  left join countries co on co.iso = s.country_iso
  left join lateral (
    select url, url_2x, width, height, alt from product_photos
    where product_id = p.id order by position, id limit 1
  ) ph on true`;

function toCard(r: CardRow): ProductCard {
  const tiers: PriceTier[] = (typeof r.tiers === "string" ? JSON.parse(r.tiers) : r.tiers) ?? [];
  const photo: Image | null = r.photo_url
    ? {
        url: r.photo_url,
        url_2x: r.photo_url_2x ?? r.photo_url,
        width: r.photo_width ?? 0,
        height: r.photo_height ?? 0,
        alt: r.photo_alt || r.name,
      }
    : null;
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    category: { id: r.category_id, name: r.category_name, slug: r.category_slug },
    brand: r.brand_id !== null && r.brand_name !== null ? { id: r.brand_id, name: r.brand_name } : null,
    model: r.model_id !== null && r.model_name !== null ? { id: r.model_id, name: r.model_name } : null,
    condition: r.condition,
    currency: r.currency.trim(),
    price_from: r.price_min,
    price_to: tiers.length ? Math.max(...tiers.map((x) => x.unit_price)) : null,
    price_tiers: tiers,
    discount_amount: r.discount_amount,
    discount_ends_at: r.discount_ends_at === null ? null : iso(r.discount_ends_at),
    negotiable: r.negotiable,
    main_photo: photo,
    seller: {
      id: r.seller_id,
      company_name: r.company_name,
      logo_url: r.logo_url,
      country_iso: r.country_iso?.trim() ?? null,
      country_name: r.country_name,
      city_name: r.city_name,
      verified: r.verified,
    },
    delivery_regions: pgArray(r.delivery_regions),
    specs: r.specs ?? {},
    created_at: iso(r.created_at),
  };
}

/**
 * Cards kept per process and database while the catalogue's data version is unchanged (decision
 * 028, its update of issue 16): a page of 100 cards cost ~2 ms of this process's CPU to read and
 * parse (31 columns a row), more than everything else of a search. Exact like VersionedCache: every
 * call reads the version, and what a card shows is all covered by it:
 * - products, sellers, categories and brands bump it (triggers of drizzle/0011_page_speed.sql);
 * - photos and price tiers are only written with an update of their product's row
 *   (`updateProduct(tx, id, {})` in seller-products, an insert in the imports), which bumps it;
 *   a new write path to them must do the same;
 * - miner models, countries and cities are reference data, written only by migrations and the seed.
 * At most CARD_CACHE_SIZE cards (a few MB), the least recently read dropped first.
 */
const CARD_CACHE_SIZE = 4000;
type CardCache = { version: number; cards: Map<string, ProductCard> };
const cardCaches = new WeakMap<Database, CardCache>();

/** Product cards for the given ids, in the order of the ids. */
export async function selectProductCards(
  database: Database,
  ids: number[],
  locale: Locale,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const version = await catalogVersion(database);
  let cache = cardCaches.get(database);
  if (!cache || cache.version < version) {
    cache = { version, cards: new Map() };
    cardCaches.set(database, cache);
  }
  // A request that read an older version than the cache's (a write committed meanwhile) reads
  // every card itself and keeps none.
  const current = cache.version === version ? cache : null;
  const key = (id: number) => `${locale}:${id}`;
  const found = new Map<number, ProductCard>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = current?.cards.get(key(id));
    if (card) {
      // Most recently read last: the oldest go first when the cache is full.
      current?.cards.delete(key(id));
      current?.cards.set(key(id), card);
      found.set(id, card);
    } else missing.push(id);
  }
  if (missing.length > 0) {
    for (const card of await readProductCards(database, missing, locale)) {
      found.set(card.id, card);
      if (current && cardCaches.get(database) === current) current.cards.set(key(card.id), card);
    }
    if (current)
      for (const k of current.cards.keys()) {
        if (current.cards.size <= CARD_CACHE_SIZE) break;
        current.cards.delete(k);
      }
  }
  const now = Date.now();
  return ids.flatMap((id) => {
    const card = found.get(id);
    return card ? [currentOffer(card, now)] : [];
  });
}

/**
 * A card or page as of `now` (issue 20, decision 049): a special offer whose end has passed shows
 * the normal price (no discount, no end). Applied on every read, after the caches, which keep the
 * stored values: an offer ends on time with no job and no write.
 */
export function currentOffer<T extends { discount_amount: number; discount_ends_at: string | null }>(
  card: T,
  now: number,
): T {
  if (card.discount_ends_at === null || Date.parse(card.discount_ends_at) > now) return card;
  return { ...card, discount_amount: 0, discount_ends_at: null };
}

async function readProductCards(database: Database, ids: number[], locale: Locale): Promise<ProductCard[]> {
  // Every page of every catalogue reads cards: one statement text per locale, prepared once per
  // connection on PostgreSQL (its plan is most of the cost for 24 rows).
  const rows = await database.rows<CardRow>(
    sql`select ${cardColumns(locale)} from products p ${cardJoins} where p.id = any(${sql.param(ids)}::int[])`,
    { name: `product_cards_${locale}` },
  );
  return rows.map(toCard);
}

type DetailRow = CardRow & {
  description: string;
  external_sku: string | null;
  origin_iso: string | null;
  origin_name: string | null;
  dimensions: ProductDetail["dimensions"];
  videos: string[] | string;
  difference_from_others: string;
  additional_terms: ProductDetail["additional_terms"];
  payment_methods: string[] | string;
  lead_time_days: number | null;
  warranty_months: number | null;
  stock_quantity: number | null;
  views: number;
  published_at: unknown;
  updated_at: unknown;
  parent_id: number | null;
  parent_name: string | null;
  parent_slug: string | null;
  website: string;
  seller_created_at: unknown;
  seller_products: number;
};

/** The public page of one product, or null when there is no such public product. */
export async function selectProductDetail(
  database: Database,
  sku: string,
  locale: Locale,
): Promise<ProductDetail | null> {
  // Constant statement texts, prepared once per connection on PostgreSQL (see selectProductCards).
  const [row] = await database.rows<DetailRow>(
    sql`
    select ${cardColumns(locale)},
      p.description, p.external_sku, p.country_of_origin as origin_iso, ${localized("oc", "name", locale)} as origin_name,
      p.dimensions, p.videos, p.difference_from_others, p.additional_terms, p.payment_methods,
      p.lead_time_days, p.warranty_months, p.stock_quantity, p.views, p.published_at, p.updated_at,
      pc.id as parent_id, ${localized("pc", "name", locale)} as parent_name, pc.slug as parent_slug,
      s.website, s.created_at as seller_created_at,
      -- the seller is active (the product is public), so its approved products are its public ones
      (select count(*)::int from product_search p2 where p2.seller_id = s.id and p2.public) as seller_products
    from products p ${cardJoins}
      left join categories pc on pc.id = c.parent_id
      left join countries oc on oc.iso = p.country_of_origin
    where p.sku = ${sku} and ${PUBLIC_PRODUCT}`,
    { name: `product_detail_${locale}` },
  );
  if (!row) return null;

  const [photos, reviews, faq] = await Promise.all([
    database.rows<{ url: string; url_2x: string; width: number; height: number; alt: string }>(
      sql`
      select url, url_2x, width, height, alt from product_photos where product_id = ${row.id} order by position, id`,
      { name: "product_photos" },
    ),
    // Issue 21: only the reviews no moderator hid, counted by the reviews module's one rule.
    productReviews(database, row.id),
    database.rows<{ id: number; question: string; answer: string; product_id: number | null }>(
      sql`
      select id, question, answer, product_id from faq_entries
      where product_id = ${row.id} or (product_id is null and locale = ${locale})
      order by product_id nulls last, position, id`,
      { name: "product_faq" },
    ),
  ]);

  const card = currentOffer(toCard(row), Date.now());
  return {
    ...card,
    category: {
      ...card.category,
      parent:
        row.parent_id !== null
          ? { id: row.parent_id, name: row.parent_name ?? "", slug: row.parent_slug ?? "" }
          : null,
    },
    seller: {
      ...card.seller,
      website: row.website,
      member_since: iso(row.seller_created_at),
      products_count: row.seller_products,
    },
    description: row.description,
    external_sku: row.external_sku,
    country_of_origin: row.origin_iso
      ? { iso: row.origin_iso.trim(), name: row.origin_name ?? row.origin_iso }
      : null,
    photos: photos.map((ph) => ({ ...ph, alt: ph.alt || row.name })),
    videos: pgArray(row.videos),
    dimensions: row.dimensions ?? {},
    difference_from_others: row.difference_from_others,
    additional_terms: row.additional_terms ?? [],
    payment_methods: pgArray(row.payment_methods),
    lead_time_days: row.lead_time_days,
    warranty_months: row.warranty_months,
    stock_quantity: row.stock_quantity,
    reviews,
    faq: faq.map((f) => ({
      id: f.id,
      question: f.question,
      answer: f.answer,
      source: f.product_id === null ? ("marketplace" as const) : ("seller" as const),
    })),
    views: row.views,
    published_at: isoOrNull(row.published_at),
    updated_at: iso(row.updated_at),
  };
}

/** Public products delivered to each region (a product counts once in every region it lists), and in all. */
export async function countProductsByRegion(
  database: Database,
): Promise<{ total: number; byRegion: Map<string, number> }> {
  const [rows, [total]] = await Promise.all([
    database.rows<{ code: string; n: number }>(sql`
      select r.code, count(*)::int as n from product_search p cross join lateral unnest(p.delivery_regions) as r(code)
      where p.public group by r.code`),
    database.rows<{ n: number }>(sql`select count(*)::int as n from product_search p where p.public`),
  ]);
  return { total: total?.n ?? 0, byRegion: new Map(rows.map((r) => [r.code.trim(), r.n])) };
}

/**
 * Products like a public product: same model first, then same category, same algorithm and same
 * brand, then the nearest price (by ratio), then the newest. Null when the product is not public.
 *
 * The score puts every product of the same model (4 and more) before every other product of the
 * same category (2 to 3.5), and those before the rest of the same algorithm (1 to 1.5). So the
 * tiers are read in that order, each through its index on `product_search` (decision 010), and
 * the next tier only when the previous ones gave fewer than `limit`: the same list as ordering
 * every candidate, without sorting a whole category.
 */
export async function selectSimilarProductIds(
  database: Database,
  id: number,
  limit: number,
): Promise<number[] | null> {
  const [me] = await database.rows<{
    id: number;
    category_id: number;
    model_id: number | null;
    algorithm: string | null;
    brand_id: number | null;
    price_min: string | number | null;
  }>(sql`
    select p.id, p.category_id, p.model_id, p.algorithm, p.brand_id, p.price_min::text as price_min
    from product_search p where p.id = ${id} and p.public`);
  if (!me) return null;
  // Values of `me` as parameters (not a joined row), so each tier's condition can use its index.
  const model = me.model_id === null ? sql`null::int` : sql`${me.model_id}::int`;
  const algorithm = me.algorithm === null ? sql`null::text` : sql`${me.algorithm}::text`;
  const brand = me.brand_id === null ? sql`null::int` : sql`${me.brand_id}::int`;
  const price = me.price_min === null ? sql`null::numeric` : sql`${String(me.price_min)}::numeric`;
  const category = sql`${me.category_id}::int`;
  const sameModel = sql`p.model_id = ${model}`;
  const sameCategory = sql`p.category_id = ${category}`;
  const tiers = [
    sameModel,
    sql`not coalesce(${sameModel}, false) and ${sameCategory}`,
    sql`not coalesce(${sameModel}, false) and not coalesce(${sameCategory}, false) and p.algorithm = ${algorithm}`,
  ];
  const ids: number[] = [];
  for (const tier of tiers) {
    if (ids.length >= limit) break;
    const rows = await database.rows<{ id: number }>(sql`
      select p.id from product_search p
      where p.public and p.id <> ${me.id} and ${tier}
      order by
        (case when p.model_id = ${model} then 4 else 0 end) + (case when p.category_id = ${category} then 2 else 0 end)
          + (case when p.algorithm = ${algorithm} then 1 else 0 end) + (case when p.brand_id = ${brand} then 0.5 else 0 end) desc,
        abs(ln(greatest(p.price_min, 0.01) / greatest(${price}, 0.01))) asc nulls last,
        p.created_at desc, p.id desc
      limit ${limit - ids.length}`);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
