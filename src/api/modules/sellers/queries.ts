/** SQL of the public seller calls: the companies catalogue, a company's page, filters and counts. */
import { type SQL, sql } from "drizzle-orm";
import type { SellerListCard, SellerOrdering, SellerProfile } from "../../../common/api/sellers.ts";
import { REGIONS } from "../../../common/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { iso, localized, sqlList } from "../../db/sql.ts";
import { excerpt } from "../../text.ts";
import type { TextQuery } from "../search/products.ts";

/** Sellers a guest may see. Use with alias s (sellers). */
export const PUBLIC_SELLER = sql`s.status = 'active'`;

/**
 * Public products of a public seller, counted in the search's narrow copy (decision 010), whose
 * (seller_id, public) index answers without reading the wide products rows.
 */
const productsCount = sql`(select count(*)::int from product_search p where p.seller_id = s.id and p.public)`;
const servicesCount = sql`(select count(*)::int from services v where v.seller_id = s.id and v.status = 'approved')`;

/** The seller's searchable text: company and legal names (weight A) and about (C). */
const SELLER_VECTOR = sql`(setweight(to_tsvector('simple', rm_unaccent(s.company_name || ' ' || s.legal_name)), 'A') ||
  setweight(to_tsvector('simple', rm_unaccent(left(s.about, 5000))), 'C'))`;

export interface SellerFilters {
  text: TextQuery | null;
  /** null: all world. */
  regions?: string[];
  countries?: string[];
  cityIds?: number[];
  ids?: number[];
}
type FilterKey = "regions" | "countries" | "cityIds";

function conditions(f: SellerFilters, except?: FilterKey): SQL {
  const parts: SQL[] = [PUBLIC_SELLER];
  if (f.text) {
    parts.push(sql`(${SELLER_VECTOR} @@ to_tsquery('simple', ${f.text.tsquery})
      or ${f.text.plain} <% rm_unaccent(lower(s.company_name)))`);
  }
  if (f.ids) parts.push(f.ids.length ? sql`s.id in ${sqlList(f.ids)}` : sql`false`);
  if (except !== "regions" && f.regions)
    parts.push(f.regions.length ? sql`s.region_code in ${sqlList(f.regions)}` : sql`false`);
  if (except !== "countries" && f.countries) {
    parts.push(
      f.countries.length
        ? sql`(s.country_iso in ${sqlList(f.countries)} or exists (select 1 from seller_offices o
            where o.seller_id = s.id and o.country_iso in ${sqlList(f.countries)}))`
        : sql`false`,
    );
  }
  if (except !== "cityIds" && f.cityIds) {
    parts.push(
      f.cityIds.length
        ? sql`(s.city_id in ${sqlList(f.cityIds)} or exists (select 1 from seller_offices o
            where o.seller_id = s.id and o.city_id in ${sqlList(f.cityIds)}))`
        : sql`false`,
    );
  }
  return sql.join(parts, sql` and `);
}

function orderBy(ordering: SellerOrdering | "relevance", text: TextQuery | null): SQL {
  switch (ordering) {
    case "relevance":
      if (text) {
        return sql`(rm_unaccent(lower(s.company_name)) = ${text.plain}) desc,
          word_similarity(${text.plain}, rm_unaccent(lower(s.company_name))) + ts_rank_cd(${SELLER_VECTOR}, to_tsquery('simple', ${text.tsquery})) desc,
          s.id asc`;
      }
      return sql`s.created_at asc, s.id asc`;
    case "created_at":
      return sql`s.created_at asc, s.id asc`;
    case "-created_at":
      return sql`s.created_at desc, s.id desc`;
    case "name":
      return sql`lower(s.company_name) asc, s.id asc`;
    case "-name":
      return sql`lower(s.company_name) desc, s.id desc`;
    case "products_count":
      return sql`${productsCount} asc, s.id asc`;
    case "-products_count":
      return sql`${productsCount} desc, s.id asc`;
  }
}

export async function searchSellerIds(
  database: Database,
  f: SellerFilters,
  ordering: SellerOrdering | "relevance",
  page: number,
  pageSize: number,
): Promise<{ ids: number[]; count: number }> {
  const where = conditions(f);
  const [rows, [total]] = await Promise.all([
    database.rows<{ id: number }>(sql`select s.id from sellers s where ${where}
      order by ${orderBy(ordering, f.text)} limit ${pageSize} offset ${(page - 1) * pageSize}`),
    database.rows<{ n: number }>(sql`select count(*)::int as n from sellers s where ${where}`),
  ]);
  return { ids: rows.map((r) => r.id), count: total?.n ?? 0 };
}

/** Region and country counts of the companies catalogue, each with the other filters applied. */
export async function sellerFacets(database: Database, f: SellerFilters, locale: Locale) {
  const [regionRows, countryRows] = await Promise.all([
    database.rows<{
      code: string;
      n: number;
    }>(sql`select s.region_code as code, count(*)::int as n from sellers s
      where ${conditions(f, "regions")} and s.region_code is not null group by s.region_code`),
    database.rows<{ iso: string; name: string; n: number }>(sql`
      select co.iso, ${localized("co", "name", locale)} as name, x.n
      from (select place.iso, count(distinct s.id)::int as n from sellers s
          cross join lateral (select s.country_iso as iso union select o.country_iso from seller_offices o where o.seller_id = s.id) place
        where ${conditions(f, "countries")} group by place.iso) x
      join countries co on co.iso = x.iso order by x.n desc, name`),
  ]);
  const byRegion = new Map(regionRows.map((r) => [r.code.trim(), r.n]));
  return {
    regions: REGIONS.map((r) => ({ code: r.code, name: r[locale], count: byRegion.get(r.code) ?? 0 })),
    countries: countryRows.map((c) => ({ iso: c.iso.trim(), name: c.name, count: c.n })),
  };
}

type CardRow = {
  id: number;
  company_name: string;
  logo_url: string;
  country_iso: string | null;
  country_name: string | null;
  city_id: number | null;
  city_name: string | null;
  region_code: string | null;
  verified: boolean;
  about: string;
  products_count: number;
  services_count: number;
  created_at: unknown;
};

const cardColumns = (locale: Locale) => sql`
  s.id, s.company_name, s.logo_url, s.country_iso, ${localized("co", "name", locale)} as country_name,
  s.city_id, ci.name as city_name, s.region_code, s.verified, s.about, s.created_at,
  ${productsCount} as products_count, ${servicesCount} as services_count`;
const cardJoins = sql`
  left join countries co on co.iso = s.country_iso
  left join cities ci on ci.id = s.city_id`;

function toCard(r: CardRow, locale: Locale): SellerListCard {
  const region = REGIONS.find((x) => x.code === r.region_code?.trim());
  return {
    id: r.id,
    company_name: r.company_name,
    logo_url: r.logo_url,
    country: r.country_iso
      ? { iso: r.country_iso.trim(), name: r.country_name ?? r.country_iso.trim() }
      : null,
    city: r.city_id !== null && r.city_name !== null ? { id: r.city_id, name: r.city_name } : null,
    region: region ? { code: region.code, name: region[locale] } : null,
    verified: r.verified,
    about_excerpt: excerpt(r.about),
    products_count: r.products_count,
    services_count: r.services_count,
    created_at: iso(r.created_at),
  };
}

/** Seller cards for the given ids, in the order of the ids (public sellers only). */
export async function selectSellerCards(
  database: Database,
  ids: number[],
  locale: Locale,
): Promise<SellerListCard[]> {
  if (ids.length === 0) return [];
  const rows = await database.rows<CardRow>(sql`
    select ${cardColumns(locale)} from sellers s ${cardJoins} where s.id in ${sqlList(ids)} and ${PUBLIC_SELLER}`);
  const byId = new Map(rows.map((r) => [r.id, toCard(r, locale)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type ProfileRow = CardRow & {
  legal_name: string;
  website: string;
  phone: string;
  whatsapp: string;
  telegram_link: string;
  social_links: SellerProfile["social_links"] | null;
  head_office_address: string;
  latitude: number | null;
  longitude: number | null;
};

/** A public company page, or null when there is no such active seller. */
export async function selectSellerProfile(
  database: Database,
  id: number,
  locale: Locale,
): Promise<SellerProfile | null> {
  const [row] = await database.rows<ProfileRow>(sql`
    select ${cardColumns(locale)}, s.legal_name, s.website, s.phone, s.whatsapp, s.telegram_link, s.social_links,
      s.head_office_address, s.latitude, s.longitude
    from sellers s ${cardJoins} where s.id = ${id} and ${PUBLIC_SELLER}`);
  if (!row) return null;
  const [offices, photos, productCategories, serviceCategories] = await Promise.all([
    database.rows<{
      id: number;
      name: string;
      address: string;
      country_iso: string;
      country_name: string;
      city_id: number | null;
      city_name: string | null;
      latitude: number | null;
      longitude: number | null;
    }>(sql`
      select o.id, o.name, o.address, o.country_iso, ${localized("co", "name", locale)} as country_name,
        o.city_id, ci.name as city_name, ci.latitude, ci.longitude
      from seller_offices o join countries co on co.iso = o.country_iso left join cities ci on ci.id = o.city_id
      where o.seller_id = ${id} order by o.id`),
    database.rows<{ url: string; url_2x: string; width: number; height: number }>(sql`
      select url, url_2x, width, height from seller_photos where seller_id = ${id} order by position, id`),
    database.rows<{ id: number; name: string; count: number }>(sql`
      select c.id, ${localized("c", "name", locale)} as name, count(*)::int as count
      from products p join categories c on c.id = p.category_id
      where p.seller_id = ${id} and p.status = 'approved' group by c.id order by count desc, name`),
    database.rows<{ id: number; name: string; count: number }>(sql`
      select c.id, ${localized("c", "name", locale)} as name, count(*)::int as count
      from services v join categories c on c.id = v.category_id
      where v.seller_id = ${id} and v.status = 'approved' group by c.id order by count desc, name`),
  ]);
  const card = toCard(row, locale);
  return {
    ...card,
    legal_name: row.legal_name,
    about: row.about,
    website: row.website,
    phone: row.phone,
    whatsapp: row.whatsapp,
    telegram_link: row.telegram_link,
    social_links: row.social_links ?? {},
    head_office: {
      address: row.head_office_address,
      country: card.country,
      city: card.city,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    offices: offices.map((o) => ({
      id: o.id,
      name: o.name,
      address: o.address,
      country: { iso: o.country_iso.trim(), name: o.country_name },
      city: o.city_id !== null && o.city_name !== null ? { id: o.city_id, name: o.city_name } : null,
      latitude: o.latitude,
      longitude: o.longitude,
    })),
    photos: photos.map((ph) => ({ ...ph, alt: row.company_name })),
    product_categories: productCategories,
    service_categories: serviceCategories,
    member_since: card.created_at,
  };
}

/** Active sellers with at least one public product or service, by name (the seller filter). */
export function selectSellersForFilters(database: Database, regions: string[] | null) {
  return database.rows<{ id: number; company_name: string }>(sql`
    select s.id, s.company_name from sellers s
    where ${PUBLIC_SELLER} ${regions ? sql`and s.region_code in ${sqlList(regions)}` : sql``}
      and (exists (select 1 from products p where p.seller_id = s.id and p.status = 'approved')
        or exists (select 1 from services v where v.seller_id = s.id and v.status = 'approved'))
    order by lower(s.company_name), s.id`);
}

/** Active sellers per region (code null: no region yet). */
export function countSellersByRegion(database: Database) {
  return database.rows<{ code: string | null; n: number }>(sql`
    select s.region_code as code, count(*)::int as n from sellers s where ${PUBLIC_SELLER} group by s.region_code`);
}

/**
 * Companies like this one: a point for the same region and one per category (of public products
 * and services) they share; ties go to the larger catalogue. Null when the seller is not public.
 */
export async function selectSimilarSellerIds(
  database: Database,
  id: number,
  limit: number,
): Promise<number[] | null> {
  const [me] = await database.rows<{ region_code: string | null }>(sql`
    select s.region_code from sellers s where s.id = ${id} and ${PUBLIC_SELLER}`);
  if (!me) return null;
  // Each company's categories and public listings in one pass over the narrow product copy and
  // the services (instead of a count and a union per company).
  const rows = await database.rows<{ id: number }>(sql`
    with mine as (
      select category_id from product_search where seller_id = ${id} and public
      union select category_id from services where seller_id = ${id} and status = 'approved'),
    per_category as (
      select seller_id, category_id, count(*)::int as n from product_search where public group by seller_id, category_id
      union all
      select seller_id, category_id, count(*)::int from services where status = 'approved' group by seller_id, category_id),
    per_seller as (
      select seller_id, count(distinct category_id) filter (where category_id in (select category_id from mine)) as shared,
        sum(n) as listings
      from per_category group by seller_id)
    select s.id from sellers s left join per_seller x on x.seller_id = s.id
    where ${PUBLIC_SELLER} and s.id <> ${id}
    order by (case when s.region_code is not distinct from ${me.region_code} then 1 else 0 end) + coalesce(x.shared, 0) desc,
      coalesce(x.listings, 0) desc, s.id asc
    limit ${limit}`);
  return rows.map((r) => r.id);
}
