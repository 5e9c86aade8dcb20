/**
 * A saved search between the catalogue page and the API (issue 22): the page's query string to the
 * query the API keeps, and that query back to the catalogue page that shows it.
 */
import {
  API_PARAM,
  type CatalogFilters,
  emptyFilters,
  FILTER_KEYS,
  filtersToApiQuery,
  filtersToQueryString,
  parseFilters,
  RANGE_KEYS,
} from "../catalog/filters.ts";

export const CATALOG_PATH = "/products-catalog";

/** Aliases the API accepts for some filters (a query saved through the API may use them). */
const ALIASES: Partial<Record<keyof CatalogFilters, string>> = {
  category: "category",
  region: "sales_locations",
  seller: "seller_id",
};

/** The filters of a catalogue query string ("category=3&price_max=5000"), without its page. */
export function filtersOfQueryString(qs: string): CatalogFilters {
  return { ...parseFilters(new URLSearchParams(qs)), page: "" };
}

/** The search API's query of these filters, as a saved search keeps it (no paging). */
export function savedQueryOf(filters: CatalogFilters): Record<string, string | string[]> {
  const { page_size: _size, page: _page, ...query } = filtersToApiQuery(filters, 1);
  return query as Record<string, string | string[]>;
}

/** The catalogue page of a saved query. */
export function catalogPathOf(query: Record<string, unknown>): string {
  const read = (key: string | undefined) =>
    key === undefined || query[key] === undefined ? [] : [query[key]].flat().map(String);
  const f = emptyFilters();
  f.search = read("search")[0] ?? "";
  for (const key of FILTER_KEYS) f[key] = [...read(API_PARAM[key]), ...read(ALIASES[key])];
  for (const key of RANGE_KEYS) f.ranges[key] = read(API_PARAM[key])[0] ?? "";
  f.ordering = read("ordering")[0] ?? "";
  return CATALOG_PATH + filtersToQueryString(f);
}
