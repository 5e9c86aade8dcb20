/**
 * Product search: PostgreSQL full-text search (weighted vector kept by a trigger) with prefix
 * matching for as-you-type, trigram word similarity for misspellings, filters (the miner filters
 * of decision 008 included), orderings and facet counts (each facet counted with every other
 * filter applied, all from one statement).
 */
import { type SQL, sql } from "drizzle-orm";
import {
  type Category,
  EFFICIENCY_UNITS,
  type ProductOrdering,
  type ProductSearchQuery,
  type ProductSearchResult,
} from "../../../common/api/catalog.ts";
import { HASHRATE_UNITS, type ProductCondition, REGIONS } from "../../../common/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { LoadingCache } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { escapeLike, localized, sqlArray, sqlList } from "../../db/sql.ts";
import { productCards } from "../catalog/public.ts";
import { type ProfitEconomics, paybackSql, profitSql } from "./profit-sql.ts";

/**
 * Search reads `product_search` (alias p), the narrow copy of products kept by triggers
 * (migration 0004, decision 010); `public` is PUBLIC_PRODUCT (approved, of an active seller).
 */
const PUBLIC_SEARCH = sql`p.public`;

export interface TextQuery {
  /** Lower-case, accents removed, single-spaced. */
  plain: string;
  /** `tok1:* & tok2:*`, only letters and digits, safe for to_tsquery. */
  tsquery: string;
}

/** Normalises a search text; null when nothing searchable is left. */
export function parseSearchText(text: string | undefined): TextQuery | null {
  if (!text) return null;
  const plain = text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
  const tokens = textWords(plain);
  if (tokens.length === 0) return null;
  return { plain, tsquery: tokens.map((t) => `${t}:*`).join(" & ") };
}

export interface ProductFilters {
  text: TextQuery | null;
  categoryIds?: number[];
  brandIds?: number[];
  sellerIds?: number[];
  regions?: string[];
  conditions?: string[];
  /** Lower-cased algorithm names. */
  algorithms?: string[];
  countries?: string[];
  cityIds?: number[];
  /** Hashes per second. */
  hashrate?: { min?: number; max?: number };
  /** Joules per hash. */
  efficiencyMax?: number;
  price?: { min?: number; max?: number };
  /** Profit per day (USD) at least, at `economics` (issue 18). */
  profitMin?: number;
  /** Payback days at most, at `economics`. */
  paybackMax?: number;
  /** The electricity price and revenue rates of the profit orderings and filters (not a filter). */
  economics?: ProfitEconomics;
}
type FilterKey = Exclude<keyof ProductFilters, "text" | "economics">;

/**
 * Bounds converted between units are compared with a relative slack of one part in a billion, so
 * "17.5 J/TH" keeps a product stated as 17.5 J/TH whatever rounding the conversion does.
 */
const SLACK = 1e-9;

/**
 * The product's stated efficiency in joules per hash (null for an unknown unit). The factors are
 * written into the statement as literals, so that ordering by it walks the expression index of
 * drizzle/0011_page_speed.sql (the same text; a change here needs a migration of that index).
 */
export const EFFICIENCY_JH = sql`(p.efficiency / (case p.efficiency_unit ${sql.raw(
  Object.entries(EFFICIENCY_UNITS)
    .map(([unit, factor]) => `when '${unit}' then ${factor}::float8`)
    .join(" "),
)} end))`;

/** The distinct normalised names of public products, one index probe per name. */
const DISTINCT_NAMES = sql`with recursive names(n) as (
    (select name_norm from product_search where public order by name_norm limit 1)
    union all
    select (select x.name_norm from product_search x where x.public and x.name_norm > names.n order by x.name_norm limit 1)
    from names where names.n is not null)
  select n from names where n is not null`;

/** A public product name that matches a text, with its relevance (higher first). */
export interface MatchedName {
  name: string;
  score: number;
}

/**
 * Per-process caches of the search (decision 010): facet counts and totals by normalised filters,
 * the distinct public names, and the names matching each text. Each may lag a change by its time
 * to live; the page of results is always read from the database.
 */
export interface SearchCaches {
  facets?: LoadingCache<FacetRow[]>;
  names?: LoadingCache<string[]>;
  matches?: LoadingCache<MatchedName[]>;
  /**
   * The ids of a page sorted by profit or payback (issue 18, decision 043): the sort key depends on
   * the electricity price, so each such page scans every public listing; it is kept, exactly, while
   * the catalogue's data version and the coin figures are unchanged.
   */
  profitPages?: LoadingCache<number[]>;
}

const cached = <V>(cache: LoadingCache<V> | undefined, key: string, load: () => Promise<V>) =>
  cache ? cache.get(key, load) : load();

/** Word similarity accepted per word on the small lists (pg_trgm's `<%` default is 0.6). */
export const LOOSE_WORD_SIMILARITY = 0.45;
/** Words shorter than this only match as the start of a word of the name (or inside it). */
export const MIN_FUZZY_WORD = 3;

/**
 * One word of a search matches a normalised name: it is inside the name ("s19" in "s19j pro"), or,
 * from MIN_FUZZY_WORD letters, resembles a word of it (trigram word similarity: "antminr" ->
 * "antminer"; with `loose`, a swap of two letters too: "bitmian" -> "bitmain"). Suggestions match
 * a typed text word by word with it; product search uses it to tell whether a text names a model.
 */
export function wordMatches(word: string, name: SQL, loose: boolean): SQL {
  const parts = [sql`${name} like ${`%${escapeLike(word)}%`}`];
  if (word.length >= MIN_FUZZY_WORD) {
    parts.push(sql`${word} <% ${name}`);
    if (loose) parts.push(sql`word_similarity(${word}, ${name}) >= ${LOOSE_WORD_SIMILARITY}`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The words of a normalised text (letters and digits only, as parseSearchText makes its tsquery). */
export function textWords(plain: string, max = 12): string[] {
  return plain
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, max)
    .map((w) => w.slice(0, 60));
}

/**
 * Added to the score of a name that is a whole unit (a listing of a miner model, or with a
 * hashrate) when the text names a model: larger than any word similarity plus name rank, so such
 * names all come before the parts and accessories of the model (decision 033).
 */
const WHOLE_PRODUCT_BONUS = 2;

/**
 * The public names that match a text, best first: by their own words (prefix full-text match) or
 * by trigram word similarity (misspellings). Names repeat (100,000 listings have about a hundred
 * distinct names), so both are computed once per distinct name rather than once per row. The score
 * is the word similarity plus the full-text rank of the name; ties go by name.
 *
 * When every word of the text matches one miner model (brand and model name, `wordMatches`: the
 * text names a model, "antminr s19"), names of whole units come first: a name whose newest public
 * listing is of a model or states a hashrate gets WHOLE_PRODUCT_BONUS, so "Antminer S19 Pro" ranks
 * above "Antminer S19 control board". A text with other words ("s19 control board", "fan for
 * antminer s19") names a part and keeps the plain order. The work is bounded: one pass over the
 * small models list, one index probe per matched name, once per text (cached).
 */
export async function matchingNames(
  database: Database,
  text: TextQuery,
  caches: SearchCaches = {},
): Promise<MatchedName[]> {
  return cached(caches.matches, text.plain, async () => {
    const names = await cached(caches.names, "", async () =>
      (await database.rows<{ n: string }>(DISTINCT_NAMES)).map((r) => r.n),
    );
    if (names.length === 0) return [];
    const q = sql`to_tsquery('simple', ${text.tsquery})`;
    const words = textWords(text.plain);
    const modelName = sql`rm_unaccent(lower(b.name || ' ' || m.name))`;
    const namesModel = words.length
      ? sql`exists (select 1 from miner_models m join brands b on b.id = m.brand_id
          where ${sql.join(
            words.map((w) => wordMatches(w, modelName, true)),
            sql` and `,
          )})`
      : sql`false`;
    const wholeUnit = sql`coalesce((select x.model_id is not null or x.hashrate_hs is not null
      from product_search x where x.public and x.name_norm = n order by x.created_at desc, x.id desc limit 1), false)`;
    const rows = await database.rows<{ name: string; score: number }>(sql`
      with named as materialized (select ${namesModel} as yes)
      select n as name, word_similarity(${text.plain}, n) + ts_rank_cd(to_tsvector('simple', n), ${q})
        + case when (select yes from named) and ${wholeUnit} then ${WHOLE_PRODUCT_BONUS}::float8 else 0 end as score
      from unnest(${sqlArray(names, "text")}) n
      where ${text.plain} <% n or to_tsvector('simple', n) @@ ${q}
      order by 2 desc, 1 asc`);
    return rows.map((r) => ({ name: r.name, score: Number(r.score) }));
  });
}

/**
 * The text condition: prefix full-text match (name, model, SKUs, brand, algorithm, description),
 * a name among the matching names, or the exact SKU. Each branch has its own index, so the planner
 * ORs bitmaps instead of testing every row.
 */
function textCondition(text: TextQuery, names: MatchedName[] | typeof OWN_NAME): SQL {
  const named =
    names === OWN_NAME
      ? ownNameMatches(text)
      : sql`p.name_norm = any(${sqlArray(
          names.map((n) => n.name),
          "text",
        )})`;
  return sql`(p.search_vector @@ to_tsquery('simple', ${text.tsquery})
    or ${named}
    or lower(p.sku) = ${text.plain})`;
}

/**
 * Matching one product (saved searches, decision 053): instead of listing the names that match a
 * text, the product's own name is put to `matchingNames`' test (a public product's name is one of
 * the distinct public names it reads), so "its name is among the matching names" needs no list.
 */
const OWN_NAME = Symbol("own name");
const ownNameMatches = (text: TextQuery) =>
  sql`(${text.plain} <% p.name_norm or to_tsvector('simple', p.name_norm) @@ to_tsquery('simple', ${text.tsquery}))`;

/** Each filter that is set, as its own condition (a facet leaves its own filter out). */
function filterParts(f: ProductFilters): [FilterKey, SQL][] {
  const parts: [FilterKey, SQL][] = [];
  const inList = (key: FilterKey, column: SQL, values: number[] | string[] | undefined) => {
    if (values) parts.push([key, values.length ? sql`${column} in ${sqlList(values)}` : sql`false`]);
  };
  inList("categoryIds", sql`p.category_id`, f.categoryIds);
  inList("brandIds", sql`p.brand_id`, f.brandIds);
  inList("sellerIds", sql`p.seller_id`, f.sellerIds);
  inList("conditions", sql`p.condition::text`, f.conditions);
  if (f.regions && f.regions.length > 0)
    parts.push(["regions", sql`p.delivery_regions && ${sqlArray(f.regions, "char(2)")}`]);
  inList("algorithms", sql`lower(p.algorithm)`, f.algorithms);
  inList("countries", sql`p.country_iso`, f.countries);
  inList("cityIds", sql`p.city_id`, f.cityIds);
  if (f.hashrate?.min !== undefined)
    parts.push(["hashrate", sql`p.hashrate_hs >= ${f.hashrate.min * (1 - SLACK)}::float8`]);
  if (f.hashrate?.max !== undefined)
    parts.push(["hashrate", sql`p.hashrate_hs <= ${f.hashrate.max * (1 + SLACK)}::float8`]);
  if (f.efficiencyMax !== undefined) {
    parts.push(["efficiencyMax", sql`${EFFICIENCY_JH} <= ${f.efficiencyMax * (1 + SLACK)}::float8`]);
  }
  if (f.price?.min !== undefined) parts.push(["price", sql`p.price_min >= ${f.price.min}::numeric`]);
  if (f.price?.max !== undefined) parts.push(["price", sql`p.price_min <= ${f.price.max}::numeric`]);
  if (f.economics && f.profitMin !== undefined)
    parts.push(["profitMin", sql`${profitSql(f.economics)} >= ${f.profitMin}::float8`]);
  if (f.economics && f.paybackMax !== undefined)
    parts.push(["paybackMax", sql`${paybackSql(f.economics)} <= ${f.paybackMax}::float8`]);
  return parts;
}

/** Public, matching the text (given its matching names) and every filter. */
function conditions(f: ProductFilters, names: MatchedName[] | typeof OWN_NAME, withText = true): SQL {
  const parts: SQL[] = [PUBLIC_SEARCH];
  if (f.text && withText) parts.push(textCondition(f.text, names));
  for (const [, condition] of filterParts(f)) parts.push(condition);
  return sql.join(parts, sql` and `);
}

export type FacetRow = {
  facet: string;
  key: string | null;
  label: string | null;
  extra: string | null;
  n: number;
};

/**
 * Every facet count and the total in one statement: the public products matching the text are
 * read once (a materialised CTE, with one flag per filter), then each facet groups the rows that
 * pass every filter but its own. On PGlite's single connection this is one query instead of nine.
 */
function selectFacetRows(database: Database, f: ProductFilters, names: MatchedName[], locale: Locale) {
  const parts = filterParts(f);
  const flag = (i: number) => sql.identifier(`f${i}`);
  const allBut = (except?: FilterKey) => {
    const kept = parts.flatMap(([key], i) => (key === except ? [] : [flag(i)]));
    return kept.length ? sql.join(kept, sql` and `) : sql`true`;
  };
  const columns = [
    sql`p.category_id, p.brand_id, p.condition::text as condition, p.algorithm, p.country_iso::text as country_iso, p.city_id, p.delivery_regions`,
    ...parts.map(([, condition], i) => sql`(${condition}) as ${flag(i)}`),
  ];
  const group = (
    facet: string,
    key: SQL,
    except: FilterKey,
    label: (k: SQL) => SQL,
    extra: (k: SQL) => SQL = () => sql`null::text`,
  ) =>
    sql`select ${facet}::text as facet, x.k::text as key, ${label(sql`x.k`)} as label, ${extra(sql`x.k`)} as extra, x.n
      from (select ${key} as k, count(*)::int as n from base where ${allBut(except)} and ${key} is not null group by 1) x`;
  return database.rows<FacetRow>(sql`
    with base as materialized (
      select ${sql.join(columns, sql`, `)} from product_search p
      where ${PUBLIC_SEARCH} ${f.text ? sql`and ${textCondition(f.text, names)}` : sql``}
    )
    select 'total' as facet, null::text as key, null::text as label, null::text as extra, count(*)::int as n from base where ${allBut()}
    union all ${group("category", sql`category_id`, "categoryIds", () => sql`null::text`)}
    union all ${group("brand", sql`brand_id`, "brandIds", (k) => sql`(select b.name from brands b where b.id = ${k})`)}
    union all ${group("condition", sql`condition`, "conditions", () => sql`null::text`)}
    union all ${group("algorithm", sql`algorithm`, "algorithms", () => sql`null::text`)}
    union all ${group("country", sql`country_iso`, "countries", (k) => sql`(select ${localized("co", "name", locale)} from countries co where co.iso = ${k})`)}
    union all ${group(
      "city",
      sql`city_id`,
      "cityIds",
      (k) => sql`(select ci.name from cities ci where ci.id = ${k})`,
      (k) => sql`(select ci.country_iso::text from cities ci where ci.id = ${k})`,
    )}
    union all select 'region', r.code::text, null, null, count(*)::int from base cross join lateral unnest(delivery_regions) as r(code)
      where ${allBut("regions")} group by r.code`);
}

/** The order of a page for every ordering but relevance with a text (see `relevancePage`). */
function orderBy(ordering: ProductOrdering | "relevance", economics?: ProfitEconomics): SQL {
  switch (ordering) {
    case "-profit":
      return economics
        ? sql`${profitSql(economics)} desc nulls last, p.id desc`
        : sql`p.created_at desc, p.id desc`;
    case "payback":
      return economics
        ? sql`${paybackSql(economics)} asc nulls last, p.id asc`
        : sql`p.created_at desc, p.id desc`;
    case "relevance":
    case "-created_at":
      return sql`p.created_at desc, p.id desc`;
    case "created_at":
      return sql`p.created_at asc, p.id asc`;
    case "price":
      return sql`p.price_min asc nulls last, p.id asc`;
    case "-price":
      return sql`p.price_min desc nulls last, p.id desc`;
    case "efficiency":
      // In joules per hash, so 0.15 J/GH (= 150 J/TH) ranks after 12 J/TH.
      return sql`${EFFICIENCY_JH} asc nulls last, p.id asc`;
    case "-hashrate":
      return sql`p.hashrate_hs desc nulls last, p.id desc`;
    case "name":
      return sql`p.name asc, p.id asc`;
  }
}

const FROM = sql`from product_search p`;

/** Expands category ids to include their descendants; unknown ids stay (and match nothing). */
export function withDescendants(ids: number[], categories: Category[]): number[] {
  const out = new Set(ids);
  let added = true;
  while (added) {
    added = false;
    for (const c of categories) {
      if (c.parent_id !== null && out.has(c.parent_id) && !out.has(c.id)) {
        out.add(c.id);
        added = true;
      }
    }
  }
  return [...out];
}

export function filtersFromQuery(
  q: ProductSearchQuery,
  categories: Category[],
  economics?: ProfitEconomics,
): ProductFilters {
  const merge = <T>(a?: T[], b?: T[]) => (a || b ? [...(a ?? []), ...(b ?? [])] : undefined);
  const categoryIds = merge(q.category_id__terms, q.category);
  const regions = merge(q.sales_locations__terms, q.sales_locations);
  return {
    text: parseSearchText(q.search),
    categoryIds: categoryIds && withDescendants(categoryIds, categories),
    brandIds: q.brand_id__terms,
    sellerIds: merge(q.seller_id__terms, q.seller_id),
    // "AW" (all world) removes the region restriction.
    regions: regions && !regions.includes("AW") ? regions : undefined,
    conditions: q.condition__terms,
    algorithms: q.algorithm__terms?.map((a) => a.toLowerCase()),
    countries: q.country,
    cityIds: q.city,
    hashrate:
      q.hashrate_min !== undefined || q.hashrate_max !== undefined
        ? {
            min: q.hashrate_min === undefined ? undefined : q.hashrate_min * HASHRATE_UNITS[q.hashrate_unit],
            max: q.hashrate_max === undefined ? undefined : q.hashrate_max * HASHRATE_UNITS[q.hashrate_unit],
          }
        : undefined,
    efficiencyMax:
      q.efficiency_max === undefined ? undefined : q.efficiency_max / EFFICIENCY_UNITS[q.efficiency_unit],
    price:
      q.price_min !== undefined || q.price_max !== undefined
        ? { min: q.price_min, max: q.price_max }
        : undefined,
    profitMin: q.profit_min,
    paybackMax: q.payback_max,
    economics,
  };
}

/** Names walked by the first statement of a relevance page; then 16, 64, ... at a time. */
const FIRST_NAMES = 4;

/**
 * The ids of a page ordered by relevance to a text, read in tiers so that no statement ranks every
 * match (decision 010):
 * 0. the exact SKU or the seller's own SKU;
 * 1. products whose name matches the text, name by name in the order of `matchingNames` (best
 *    score first, then by name), newest first within a name: each name is a walk of the
 *    (name, created_at) index that stops at the page's end, and names are asked for in growing
 *    batches (4, 16, 64, ...) until the page is full;
 * 2. the other matches (the text is in the brand, algorithm, SKU words or description), newest
 *    first.
 * Every tier applies the filters and leaves out the ids of the tiers before it.
 */
async function relevancePage(
  database: Database,
  f: ProductFilters & { text: TextQuery },
  names: MatchedName[],
  offset: number,
  size: number,
): Promise<number[]> {
  const need = offset + size;
  const filters = conditions(f, names, false);
  const ids: number[] = [];
  const taken = () => sqlArray(ids, "int");
  const text = f.text;

  const nameWalk = (
    group: MatchedName[],
    exclude: SQL,
    limit: number,
  ) => sql`select x.id, t.rank, x.created_at
      from unnest(${sqlArray(
        group.map((n) => n.name),
        "text",
      )}) with ordinality as t(n, rank)
      cross join lateral (
        select p.id, p.created_at from product_search p
        where ${filters} and p.name_norm = t.n and ${exclude}
        order by p.created_at desc, p.id desc limit ${limit}) x
      order by t.rank, x.created_at desc, x.id desc limit ${limit}`;

  // Tier 0 and the first names in one statement (round trips cost most on PGlite's single connection;
  // with filters, the best name alone often does not fill a page).
  const first = await database.rows<{ id: number }>(sql`
    with t0 as materialized (
      select p.id, row_number() over (order by (lower(p.sku) = ${text.plain}) desc, p.created_at desc, p.id desc) as pos
      from product_search p
      where ${filters} and (lower(p.sku) = ${text.plain} or lower(p.external_sku) = ${text.plain})
        and ${textCondition(text, names)}
      limit ${need}),
    t1 as (${nameWalk(names.slice(0, FIRST_NAMES), sql`p.id not in (select id from t0)`, need)})
    select id from (
      select id, 0 as tier, pos::float8 as rank, null::timestamptz as created_at from t0
      union all select id, 1, rank::float8, created_at from t1) u
    order by tier, rank, created_at desc, id desc limit ${need}`);
  ids.push(...first.map((r) => r.id));

  let from = FIRST_NAMES;
  for (let batch = FIRST_NAMES * 4; from < names.length && ids.length < need; from += batch, batch *= 4) {
    const rows = await database.rows<{ id: number }>(
      nameWalk(names.slice(from, from + batch), sql`p.id <> all(${taken()})`, need - ids.length),
    );
    ids.push(...rows.map((r) => r.id));
  }

  if (ids.length < need) {
    const rows = await database.rows<{ id: number }>(sql`select p.id from product_search p
      where ${filters} and p.search_vector @@ to_tsquery('simple', ${text.tsquery})
        and not (p.name_norm = any(${sqlArray(
          names.map((n) => n.name),
          "text",
        )})) and p.id <> all(${taken()})
      order by p.created_at desc, p.id desc limit ${need - ids.length}`);
    ids.push(...rows.map((r) => r.id));
  }
  return ids.slice(offset);
}

/** The ids of one page of the products matching the filters, in the given order. */
async function pageIds(
  database: Database,
  f: ProductFilters,
  names: MatchedName[],
  ordering: ProductOrdering | "relevance",
  page: number,
  pageSize: number,
): Promise<number[]> {
  const offset = (page - 1) * pageSize;
  const { text } = f;
  if (ordering === "relevance" && text)
    return relevancePage(database, { ...f, text }, names, offset, pageSize);
  const rows = await database.rows<{ id: number }>(sql`select p.id ${FROM} where ${conditions(f, names)}
    order by ${orderBy(ordering, f.economics)} limit ${pageSize} offset ${offset}`);
  return rows.map((r) => r.id);
}

/** The ids of one page of matching products, and how many match. */
export async function searchProductIds(
  database: Database,
  f: ProductFilters,
  ordering: ProductOrdering | "relevance",
  page: number,
  pageSize: number,
  caches: SearchCaches = {},
) {
  const names = f.text ? await matchingNames(database, f.text, caches) : [];
  const [ids, countRows] = await Promise.all([
    pageIds(database, f, names, ordering, page, pageSize),
    database.rows<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${conditions(f, names)}`),
  ]);
  return { ids, count: countRows[0]?.n ?? 0 };
}

/**
 * The key of a set of filters for the facet cache: the normalised filters (text as searched, lists
 * sorted and without repeats, categories with their descendants) and the locale of the labels.
 */
export function facetCacheKey(f: ProductFilters, locale: Locale): string {
  const list = <T extends number | string>(values?: T[]) =>
    values && [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    locale,
    f.text?.plain ?? null,
    list(f.categoryIds),
    list(f.brandIds),
    list(f.sellerIds),
    list(f.regions),
    list(f.conditions),
    list(f.algorithms),
    list(f.countries),
    list(f.cityIds),
    f.hashrate ?? null,
    f.efficiencyMax ?? null,
    f.price ?? null,
    // The profit filters depend on the electricity price and the coin figures.
    f.profitMin ?? null,
    f.paybackMax ?? null,
    f.profitMin !== undefined || f.paybackMax !== undefined ? (f.economics ?? null) : null,
  ]);
}

/**
 * One page of products with the total and the facet counts. With `caches.facets`, the facet counts
 * and the total of the same normalised filters are reused for the cache's short time to live
 * (decision 010); the page itself is always read from the database.
 */
export async function searchProducts(
  database: Database,
  q: ProductSearchQuery,
  categories: Category[],
  locale: Locale,
  caches: SearchCaches = {},
  economics?: ProfitEconomics,
): Promise<Omit<ProductSearchResult, "next" | "previous">> {
  const f = filtersFromQuery(q, categories, economics);
  const ordering = q.ordering ?? (f.text ? "relevance" : "-created_at");
  const names = f.text ? await matchingNames(database, f.text, caches) : [];
  const page = () => pageIds(database, f, names, ordering, q.page, q.page_size);
  const byProfit = (ordering === "-profit" || ordering === "payback") && f.economics;
  const [ids, facetRows] = await Promise.all([
    byProfit
      ? cached(
          caches.profitPages,
          JSON.stringify([facetCacheKey(f, locale), ordering, q.page, q.page_size, f.economics]),
          page,
        )
      : page(),
    cached(caches.facets, facetCacheKey(f, locale), () => selectFacetRows(database, f, names, locale)),
  ]);
  const { count, facets } = facetsOf(facetRows, categories, locale);
  return { count, results: await productCards(database, ids, locale), facets };
}

type SearchFacets = Pick<ProductSearchResult, "count" | "facets">;

/**
 * The facets of an answer built from its facet rows, once per rows read: while the facet cache keeps
 * the same rows (and the category list is the same), every page of those filters shares one object,
 * so that a page does not sort the 200 cities and 100 countries by name again (a few tenths of a ms
 * per search, decision 028's update of issue 16). Nothing downstream changes an answer's objects.
 */
const builtFacets = new WeakMap<
  FacetRow[],
  { categories: Category[]; locale: Locale; built: SearchFacets }
>();

function facetsOf(facetRows: FacetRow[], categories: Category[], locale: Locale): SearchFacets {
  const hit = builtFacets.get(facetRows);
  if (hit && hit.categories === categories && hit.locale === locale) return hit.built;
  const built = buildFacets(facetRows, categories, locale);
  builtFacets.set(facetRows, { categories, locale, built });
  return built;
}

function buildFacets(facetRows: FacetRow[], categories: Category[], locale: Locale): SearchFacets {
  const rows = (facet: string) => facetRows.filter((r) => r.facet === facet && r.key !== null);
  const byCount = <T extends { count: number }>(list: T[], name: (x: T) => string) =>
    list.sort((a, b) => b.count - a.count || name(a).localeCompare(name(b)));

  // Category counts roll up to parents, so "Miners" counts its subcategories' products.
  const own = new Map(rows("category").map((r) => [Number(r.key), r.n]));
  const rolled = categories
    .map((c) => ({
      id: c.id,
      name: c.name,
      count: withDescendants([c.id], categories).reduce((acc, id) => acc + (own.get(id) ?? 0), 0),
    }))
    .filter((c) => c.count > 0);
  const regionCount = new Map(rows("region").map((r) => [String(r.key).trim(), r.n]));

  return {
    count: facetRows.find((r) => r.facet === "total")?.n ?? 0,
    facets: {
      categories: rolled,
      brands: byCount(
        rows("brand").map((r) => ({ id: Number(r.key), name: r.label ?? "", count: r.n })),
        (b) => b.name,
      ).slice(0, 100),
      sales_locations: REGIONS.map((r) => ({
        code: r.code,
        name: r[locale],
        count: regionCount.get(r.code) ?? 0,
      })),
      conditions: rows("condition").map((c) => ({ value: c.key as ProductCondition, count: c.n })),
      algorithms: byCount(
        rows("algorithm").map((a) => ({ value: String(a.key), count: a.n })),
        (a) => a.value,
      ),
      countries: byCount(
        rows("country").map((c) => ({
          iso: String(c.key).trim(),
          name: c.label ?? String(c.key),
          count: c.n,
        })),
        (c) => c.name,
      ),
      cities: byCount(
        rows("city").map((c) => ({
          id: Number(c.key),
          name: c.label ?? "",
          country_iso: (c.extra ?? "").trim(),
          count: c.n,
        })),
        (c) => c.name,
      ).slice(0, 200),
    },
  };
}

/** Filter sets put to one product per statement (each a few parameters). */
const SETS_PER_STATEMENT = 250;

/**
 * Which of these filter sets one product matches, exactly as the catalogue search would find it
 * (`conditions`: public, the text, every filter), each set a boolean over the product's one row of
 * product_search; the keys of those that match. Saved searches use it on the few candidates their
 * indexed columns leave (decision 053), so no set scans the catalogue.
 */
export async function filterSetsMatching(
  database: Database,
  productId: number,
  sets: { key: number; f: ProductFilters }[],
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < sets.length; i += SETS_PER_STATEMENT) {
    const chunk = sets.slice(i, i + SETS_PER_STATEMENT);
    const values = chunk.map((s) => sql`(${s.key}::int, ${conditions(s.f, OWN_NAME)})`);
    const rows = await database.rows<{ key: number }>(sql`select v.key from product_search p
      cross join lateral (values ${sql.join(values, sql`, `)}) as v(key, ok)
      where p.id = ${productId} and v.ok`);
    out.push(...rows.map((r) => r.key));
  }
  return out;
}
