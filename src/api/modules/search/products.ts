/**
 * Product search: PostgreSQL full-text search (weighted vector kept by a trigger) with prefix
 * matching for as-you-type, trigram word similarity for misspellings, filters, orderings and
 * facet counts (each facet counted with every other filter applied).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Category, ProductOrdering, ProductSearchQuery, ProductSearchResult } from "../../../common/api/catalog.ts";
import { REGIONS } from "../../../common/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { sqlArray, sqlList } from "../../db/sql.ts";
import { PUBLIC_PRODUCT, selectProductCards } from "../catalog/queries.ts";

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
  const tokens = plain
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12)
    .map((t) => t.slice(0, 60));
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
}
type FilterKey = Exclude<keyof ProductFilters, "text">;

function conditions(f: ProductFilters, except?: FilterKey): SQL {
  const parts: SQL[] = [PUBLIC_PRODUCT];
  if (f.text) {
    parts.push(sql`(p.search_vector @@ to_tsquery('simple', ${f.text.tsquery})
      or ${f.text.plain} <% rm_unaccent(lower(p.name))
      or lower(p.sku) = ${f.text.plain})`);
  }
  const inList = (column: SQL, values: number[] | string[] | undefined) => {
    if (!values) return;
    parts.push(values.length ? sql`${column} in ${sqlList(values)}` : sql`false`);
  };
  if (except !== "categoryIds") inList(sql`p.category_id`, f.categoryIds);
  if (except !== "brandIds") inList(sql`p.brand_id`, f.brandIds);
  if (except !== "sellerIds") inList(sql`p.seller_id`, f.sellerIds);
  if (except !== "conditions") inList(sql`p.condition::text`, f.conditions);
  if (except !== "regions" && f.regions && f.regions.length > 0) {
    parts.push(sql`p.delivery_regions && ${sqlArray(f.regions, "char(2)")}`);
  }
  return sql.join(parts, sql` and `);
}

function orderBy(ordering: ProductOrdering | "relevance", text: TextQuery | null): SQL {
  switch (ordering) {
    case "relevance":
      if (text) {
        return sql`(lower(p.sku) = ${text.plain} or lower(coalesce(p.external_sku, '')) = ${text.plain}) desc,
          ts_rank_cd(p.search_vector, to_tsquery('simple', ${text.tsquery})) + word_similarity(${text.plain}, rm_unaccent(lower(p.name))) desc,
          p.created_at desc, p.id desc`;
      }
      return sql`p.created_at desc, p.id desc`;
    case "-created_at":
      return sql`p.created_at desc, p.id desc`;
    case "created_at":
      return sql`p.created_at asc, p.id asc`;
    case "price":
      return sql`p.price_min asc nulls last, p.id asc`;
    case "-price":
      return sql`p.price_min desc nulls last, p.id desc`;
    case "efficiency":
      return sql`p.efficiency asc nulls last, p.id asc`;
    case "-hashrate":
      return sql`p.hashrate_hs desc nulls last, p.id desc`;
    case "name":
      return sql`p.name asc, p.id asc`;
  }
}

const FROM = sql`from products p join sellers s on s.id = p.seller_id`;

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

export function filtersFromQuery(q: ProductSearchQuery, categories: Category[]): ProductFilters {
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
  };
}

export async function searchProducts(
  database: Database,
  q: ProductSearchQuery,
  categories: Category[],
  locale: Locale,
): Promise<Omit<ProductSearchResult, "next" | "previous">> {
  const f = filtersFromQuery(q, categories);
  const where = conditions(f);
  const ordering = q.ordering ?? (f.text ? "relevance" : "-created_at");

  const [idRows, countRows, catRows, brandRows, regionRows, conditionRows] = await Promise.all([
    database.rows<{ id: number }>(sql`select p.id ${FROM} where ${where}
      order by ${orderBy(ordering, f.text)} limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`),
    database.rows<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${where}`),
    database.rows<{ id: number; n: number }>(sql`select p.category_id as id, count(*)::int as n ${FROM}
      where ${conditions(f, "categoryIds")} group by p.category_id`),
    database.rows<{ id: number; name: string; n: number }>(sql`select b.id, b.name, count(*)::int as n ${FROM}
      join brands b on b.id = p.brand_id where ${conditions(f, "brandIds")} group by b.id, b.name
      order by n desc, b.name limit 100`),
    database.rows<{ code: string; n: number }>(sql`select r.code, count(*)::int as n ${FROM}
      cross join lateral unnest(p.delivery_regions) as r(code) where ${conditions(f, "regions")} group by r.code`),
    database.rows<{ value: string; n: number }>(sql`select p.condition::text as value, count(*)::int as n ${FROM}
      where ${conditions(f, "conditions")} group by p.condition`),
  ]);

  // Category counts roll up to parents, so "Miners" counts its subcategories' products.
  const own = new Map(catRows.map((r) => [r.id, r.n]));
  const rolled = categories
    .map((c) => ({
      id: c.id,
      name: c.name,
      count: withDescendants([c.id], categories).reduce((acc, id) => acc + (own.get(id) ?? 0), 0),
    }))
    .filter((c) => c.count > 0);
  const regionCount = new Map(regionRows.map((r) => [r.code.trim(), r.n]));

  return {
    count: countRows[0]?.n ?? 0,
    results: await selectProductCards(
      database,
      idRows.map((r) => r.id),
      locale,
    ),
    facets: {
      categories: rolled,
      brands: brandRows.map((b) => ({ id: b.id, name: b.name, count: b.n })),
      sales_locations: REGIONS.map((r) => ({ code: r.code, name: r[locale], count: regionCount.get(r.code) ?? 0 })),
      conditions: conditionRows.map((c) => ({ value: c.value as "new", count: c.n })),
    },
  };
}
