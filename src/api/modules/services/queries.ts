/**
 * SQL of the public services: search with full-text (the services' weighted search vector, kept by
 * a trigger) and trigram matching of names, filters, facets, cards, the service page and the
 * properties stated per category.
 */
import { type SQL, sql } from "drizzle-orm";
import type { ServiceCard, ServiceOrdering } from "../../../common/api/services.ts";
import type { Image } from "../../../common/api/shared.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { iso, isoOrNull, localized, pgArray, sqlArray, sqlList } from "../../db/sql.ts";
import { excerpt } from "../../text.ts";
import type { TextQuery } from "../search/products.ts";

/** Services a guest may see: approved, of an active seller. Use with alias v (services) and s (sellers). */
export const PUBLIC_SERVICE = sql`v.status = 'approved' and s.status = 'active'`;

const FROM = sql`from services v join sellers s on s.id = v.seller_id`;

export interface ServiceFilters {
  text: TextQuery | null;
  categoryIds?: number[];
  regions?: string[];
  countries?: string[];
  /** The service's own city (services.city_id); additional countries have no cities. */
  cityIds?: number[];
  sellerIds?: number[];
}
type FilterKey = Exclude<keyof ServiceFilters, "text">;

export function serviceConditions(f: ServiceFilters, except?: FilterKey): SQL {
  const parts: SQL[] = [PUBLIC_SERVICE];
  if (f.text) {
    parts.push(sql`(v.search_vector @@ to_tsquery('simple', ${f.text.tsquery})
      or ${f.text.plain} <% rm_unaccent(lower(v.name)))`);
  }
  const inList = (column: SQL, values: number[] | undefined) => {
    if (!values) return;
    parts.push(values.length ? sql`${column} in ${sqlList(values)}` : sql`false`);
  };
  if (except !== "categoryIds") inList(sql`v.category_id`, f.categoryIds);
  if (except !== "sellerIds") inList(sql`v.seller_id`, f.sellerIds);
  if (except !== "cityIds") inList(sql`v.city_id`, f.cityIds);
  if (except !== "regions" && f.regions && f.regions.length > 0) {
    parts.push(sql`v.service_regions && ${sqlArray(f.regions, "char(2)")}`);
  }
  if (except !== "countries" && f.countries && f.countries.length > 0) {
    parts.push(
      sql`(v.country_iso in ${sqlList(f.countries)} or v.additional_countries && ${sqlArray(f.countries, "char(2)")})`,
    );
  }
  return sql.join(parts, sql` and `);
}

function orderBy(ordering: ServiceOrdering | "relevance", text: TextQuery | null): SQL {
  switch (ordering) {
    case "relevance":
      if (text) {
        return sql`ts_rank_cd(v.search_vector, to_tsquery('simple', ${text.tsquery})) + word_similarity(${text.plain}, rm_unaccent(lower(v.name))) desc,
          v.created_at desc, v.id desc`;
      }
      return sql`v.created_at desc, v.id desc`;
    case "-created_at":
      return sql`v.created_at desc, v.id desc`;
    case "created_at":
      return sql`v.created_at asc, v.id asc`;
    case "price":
      return sql`v.price_from asc nulls last, v.id asc`;
    case "-price":
      return sql`v.price_from desc nulls last, v.id desc`;
    case "name":
      return sql`lower(v.name) asc, v.id asc`;
  }
}

export async function searchServiceIds(
  database: Database,
  f: ServiceFilters,
  ordering: ServiceOrdering | "relevance",
  page: number,
  pageSize: number,
): Promise<{ ids: number[]; count: number }> {
  const where = serviceConditions(f);
  const [rows, [total]] = await Promise.all([
    database.rows<{ id: number }>(sql`select v.id ${FROM} where ${where}
      order by ${orderBy(ordering, f.text)} limit ${pageSize} offset ${(page - 1) * pageSize}`),
    database.rows<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${where}`),
  ]);
  return { ids: rows.map((r) => r.id), count: total?.n ?? 0 };
}

/** Own counts per category, region, country served and city, each with the other filters applied. */
export function serviceFacetRows(database: Database, f: ServiceFilters, locale: Locale) {
  return Promise.all([
    database.rows<{ id: number; n: number }>(sql`select v.category_id as id, count(*)::int as n ${FROM}
      where ${serviceConditions(f, "categoryIds")} group by v.category_id`),
    database.rows<{ code: string; n: number }>(sql`select r.code, count(*)::int as n ${FROM}
      cross join lateral unnest(v.service_regions) as r(code) where ${serviceConditions(f, "regions")} group by r.code`),
    database.rows<{ iso: string; name: string; n: number }>(sql`
      select co.iso, ${localized("co", "name", locale)} as name, x.n
      from (select served.iso, count(distinct v.id)::int as n ${FROM}
          cross join lateral unnest(array[v.country_iso] || v.additional_countries) as served(iso)
        where ${serviceConditions(f, "countries")} group by served.iso) x
      join countries co on co.iso = x.iso order by x.n desc, name`),
    database.rows<{ id: number; name: string; country_iso: string; n: number }>(sql`
      select ci.id, ci.name, ci.country_iso, x.n
      from (select v.city_id, count(*)::int as n ${FROM}
        where v.city_id is not null and ${serviceConditions(f, "cityIds")} group by v.city_id) x
      join cities ci on ci.id = x.city_id order by x.n desc, ci.name, ci.id limit 200`),
  ]);
}

type CardRow = {
  id: number;
  name: string;
  description: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  country_iso: string | null;
  country_name: string | null;
  city_id: number | null;
  city_name: string | null;
  additional_countries: string[] | string;
  service_regions: string[] | string;
  price_from: number | null;
  price_unit: string;
  currency: string;
  created_at: unknown;
  seller_id: number;
  company_name: string;
  logo_url: string;
  verified: boolean;
  image_url: string | null;
  image_url_2x: string | null;
  image_width: number | null;
  image_height: number | null;
};

const cardColumns = (locale: Locale) => sql`
  v.id, v.name, v.description, c.id as category_id, ${localized("c", "name", locale)} as category_name, c.slug as category_slug,
  v.country_iso, ${localized("co", "name", locale)} as country_name, v.city_id, ci.name as city_name,
  v.additional_countries, v.service_regions, v.price_from, v.price_unit, v.currency, v.created_at,
  s.id as seller_id, s.company_name, s.logo_url, s.verified,
  im.url as image_url, im.url_2x as image_url_2x, im.width as image_width, im.height as image_height`;

const cardJoins = sql`
  join sellers s on s.id = v.seller_id
  join categories c on c.id = v.category_id
  left join countries co on co.iso = v.country_iso
  left join cities ci on ci.id = v.city_id
  left join lateral (
    select url, url_2x, width, height from service_images where service_id = v.id order by position limit 1
  ) im on true`;

function toCard(r: CardRow): ServiceCard {
  const image: Image | null = r.image_url
    ? {
        url: r.image_url,
        url_2x: r.image_url_2x ?? r.image_url,
        width: r.image_width ?? 0,
        height: r.image_height ?? 0,
        alt: r.name,
      }
    : null;
  return {
    id: r.id,
    name: r.name,
    category: { id: r.category_id, name: r.category_name, slug: r.category_slug },
    excerpt: excerpt(r.description, 180),
    country: r.country_iso
      ? { iso: r.country_iso.trim(), name: r.country_name ?? r.country_iso.trim() }
      : null,
    city: r.city_id !== null && r.city_name !== null ? { id: r.city_id, name: r.city_name } : null,
    additional_countries: pgArray(r.additional_countries),
    regions: pgArray(r.service_regions),
    price_from: r.price_from,
    price_unit: r.price_unit,
    currency: r.currency.trim(),
    main_image: image,
    seller: { id: r.seller_id, company_name: r.company_name, logo_url: r.logo_url, verified: r.verified },
    created_at: iso(r.created_at),
  };
}

/** Service cards for the given ids, in the order of the ids. */
export async function selectServiceCards(
  database: Database,
  ids: number[],
  locale: Locale,
): Promise<ServiceCard[]> {
  if (ids.length === 0) return [];
  const rows = await database.rows<CardRow>(sql`
    select ${cardColumns(locale)} from services v ${cardJoins} where v.id in ${sqlList(ids)}`);
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type ServiceDetailRow = {
  card: ServiceCard;
  description: string;
  address: string;
  properties: Record<string, string | number | boolean>;
  published_at: string | null;
  updated_at: string;
  category_id: number;
  seller_website: string;
  images: Image[];
  additional_countries: { iso: string; name: string }[];
};

/** The public page of one service (without the seller card), or null. */
export async function selectServiceDetail(
  database: Database,
  id: number,
  locale: Locale,
): Promise<ServiceDetailRow | null> {
  const [row] = await database.rows<
    CardRow & {
      address: string;
      properties: Record<string, string | number | boolean> | null;
      published_at: unknown;
      updated_at: unknown;
      seller_website: string;
    }
  >(sql`
    select ${cardColumns(locale)}, v.address, v.properties, v.published_at, v.updated_at, s.website as seller_website
    from services v ${cardJoins} where v.id = ${id} and ${PUBLIC_SERVICE}`);
  if (!row) return null;
  const card = toCard(row);
  const [images, countries] = await Promise.all([
    database.rows<{ url: string; url_2x: string; width: number; height: number }>(sql`
      select url, url_2x, width, height from service_images where service_id = ${id} order by position, id`),
    card.additional_countries.length
      ? database.rows<{ iso: string; name: string }>(sql`
          select co.iso, ${localized("co", "name", locale)} as name from countries co
          where co.iso in ${sqlList(card.additional_countries)} order by name`)
      : Promise.resolve([]),
  ]);
  return {
    card,
    description: row.description,
    address: row.address,
    properties: row.properties ?? {},
    published_at: isoOrNull(row.published_at),
    updated_at: iso(row.updated_at),
    category_id: row.category_id,
    seller_website: row.seller_website,
    images: images.map((im, i) => ({ ...im, alt: i === 0 ? row.name : `${row.name} (${i + 1})` })),
    additional_countries: countries.map((c) => ({ iso: c.iso.trim(), name: c.name })),
  };
}

export type PropertyStatRow = {
  category_id: number;
  key: string;
  type: string;
  n: number;
  min: number | null;
  max: number | null;
  text_values: string[] | null;
};

/**
 * The properties stated by the services of each category (every status, so a new category's form
 * knows them), with how many public services state each, their numeric range and text values.
 */
export function selectServicePropertyStats(database: Database, categoryIds: number[] | null) {
  return database.rows<PropertyStatRow>(sql`
    with kv as (
      select v.category_id, v.id, v.status = 'approved' and s.status = 'active' as public, e.key, e.value
      from services v join sellers s on s.id = v.seller_id
        cross join lateral jsonb_each(v.properties) as e(key, value)
      ${categoryIds ? sql`where v.category_id in ${sqlList(categoryIds)}` : sql``}
    ), typed as (
      select category_id, key, mode() within group (order by jsonb_typeof(value)) as type from kv group by category_id, key
    )
    select t.category_id, t.key, t.type,
      count(*) filter (where kv.public)::int as n,
      min((kv.value #>> '{}')::float8) filter (where jsonb_typeof(kv.value) = 'number' and t.type = 'number') as min,
      max((kv.value #>> '{}')::float8) filter (where jsonb_typeof(kv.value) = 'number' and t.type = 'number') as max,
      to_jsonb(array_agg(distinct kv.value #>> '{}') filter (where jsonb_typeof(kv.value) = 'string' and t.type = 'string')) as text_values
    from typed t join kv on kv.category_id = t.category_id and kv.key = t.key
    group by t.category_id, t.key, t.type
    order by t.category_id, t.key`);
}
