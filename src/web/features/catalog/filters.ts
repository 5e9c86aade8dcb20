/**
 * Filters of the products catalogue, between the page's URL (short, readable names:
 * ?brand=3&brand=7&region=EU) and the search API's query (brand_id__terms, sales_locations__terms).
 * Values are kept as strings: the API validates them and answers 400 with the field named.
 */
import type { Query } from "../../../common/api-client.ts";

export const FILTER_KEYS = [
  "category",
  "brand",
  "seller",
  "region",
  "condition",
  "algorithm",
  "country",
  "city",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Numeric bounds of the miner filters, in the API's default units (TH/s, J/TH, USD). */
export const RANGE_KEYS = [
  "hashrate_min",
  "hashrate_max",
  "efficiency_max",
  "price_min",
  "price_max",
  // Issue 18: profit per day (USD) at least and payback (days) at most, at the buyer's electricity price.
  "profit_min",
  "payback_max",
] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

export interface CatalogFilters {
  search: string;
  category: string[];
  brand: string[];
  seller: string[];
  region: string[];
  condition: string[];
  algorithm: string[];
  country: string[];
  city: string[];
  /** Range bounds as typed ("" = no bound); the API refuses malformed or reversed ones. */
  ranges: Record<RangeKey, string>;
  /** "" means the API's default (newest first). */
  ordering: string;
  /** 1-based; the raw value is kept when it is not a number so the API can refuse it. */
  page: string;
}

/** URL parameter -> search API parameter. */
export const API_PARAM: Record<FilterKey | RangeKey | "search" | "ordering" | "page", string> = {
  search: "search",
  algorithm: "algorithm__terms",
  country: "country",
  city: "city",
  hashrate_min: "hashrate_min",
  hashrate_max: "hashrate_max",
  efficiency_max: "efficiency_max",
  price_min: "price_min",
  price_max: "price_max",
  profit_min: "profit_min",
  payback_max: "payback_max",
  category: "category_id__terms",
  brand: "brand_id__terms",
  seller: "seller_id__terms",
  region: "sales_locations__terms",
  condition: "condition__terms",
  ordering: "ordering",
  page: "page",
};

export const DEFAULT_ORDERING = "-created_at";

function values(params: URLSearchParams, key: string, normalise: (v: string) => string = (v) => v): string[] {
  const out: string[] = [];
  for (const raw of params.getAll(key)) {
    for (const part of raw.split(",")) {
      const v = normalise(part.trim());
      if (v !== "" && !out.includes(v)) out.push(v);
    }
  }
  return out;
}

export function emptyFilters(): CatalogFilters {
  return {
    search: "",
    category: [],
    brand: [],
    seller: [],
    region: [],
    condition: [],
    algorithm: [],
    country: [],
    city: [],
    ranges: emptyRanges(),
    ordering: "",
    page: "",
  };
}

function emptyRanges(): Record<RangeKey, string> {
  return {
    hashrate_min: "",
    hashrate_max: "",
    efficiency_max: "",
    price_min: "",
    price_max: "",
    profit_min: "",
    payback_max: "",
  };
}

/** Reads the filters of a catalogue URL (repeated or comma-separated values, empties ignored). */
export function parseFilters(params: URLSearchParams): CatalogFilters {
  const ordering = (params.get("ordering") ?? "").trim();
  const page = (params.get("page") ?? "").trim();
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    category: values(params, "category").concat(values(params, "category_id__terms")),
    brand: values(params, "brand"),
    seller: values(params, "seller"),
    region: values(params, "region", (v) => v.toUpperCase()),
    condition: values(params, "condition", (v) => v.toLowerCase()),
    // Banners link with the API's own names (algorithm__terms, category_id__terms): accept them too.
    algorithm: values(params, "algorithm").concat(values(params, "algorithm__terms")),
    country: values(params, "country", (v) => v.toUpperCase()),
    city: values(params, "city"),
    ranges: Object.fromEntries(
      RANGE_KEYS.map((k) => [k, (params.get(k) ?? "").trim().slice(0, 20)]),
    ) as Record<RangeKey, string>,
    ordering: ordering === DEFAULT_ORDERING ? "" : ordering,
    page: page === "1" ? "" : page,
  };
}

/** The canonical query string of a filter set: stable order, defaults left out. */
export function filtersToSearchParams(f: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search) params.set("search", f.search);
  for (const key of FILTER_KEYS) for (const v of f[key]) params.append(key, v);
  for (const key of RANGE_KEYS) if (f.ranges[key]) params.set(key, f.ranges[key]);
  if (f.ordering && f.ordering !== DEFAULT_ORDERING) params.set("ordering", f.ordering);
  if (f.page && f.page !== "1") params.set("page", f.page);
  return params;
}

/** "?a=1&b=2", or "" when there is nothing to say. */
export function filtersToQueryString(f: CatalogFilters): string {
  const qs = filtersToSearchParams(f).toString();
  return qs ? `?${qs}` : "";
}

/** The search API's query for these filters. */
export function filtersToApiQuery(f: CatalogFilters, pageSize: number): Query {
  const query: Query = { page_size: pageSize };
  if (f.search) query.search = f.search;
  for (const key of FILTER_KEYS) if (f[key].length) query[API_PARAM[key]] = f[key];
  for (const key of RANGE_KEYS) if (f.ranges[key]) query[API_PARAM[key]] = f.ranges[key];
  if (f.ordering) query.ordering = f.ordering;
  if (f.page) query.page = f.page;
  return query;
}

/** Adds or removes one value of a filter; any change of filters goes back to page 1. */
export function toggleFilter(f: CatalogFilters, key: FilterKey, value: string): CatalogFilters {
  const list = f[key].includes(value) ? f[key].filter((v) => v !== value) : [...f[key], value];
  return { ...f, [key]: list, page: "" };
}

export function withPage(f: CatalogFilters, page: number): CatalogFilters {
  return { ...f, page: page <= 1 ? "" : String(page) };
}

/** Filters that narrow the results (search and sorting aside). */
export function activeFilterCount(f: CatalogFilters): number {
  return FILTER_KEYS.reduce((n, key) => n + f[key].length, 0) + RANGE_KEYS.filter((k) => f.ranges[k]).length;
}

/** Removes one range bound; back to page 1. */
export function clearRange(f: CatalogFilters, key: RangeKey): CatalogFilters {
  return { ...f, ranges: { ...f.ranges, [key]: "" }, page: "" };
}

/** Maps an API field error (`brand_id__terms`) back to the page's parameter name (`brand`). */
export function pageParamOfApiField(field: string): string {
  const base = field.split(".")[0] ?? field;
  for (const [param, api] of Object.entries(API_PARAM)) if (api === base) return param;
  return base;
}

/** A value of a facet as the filter panel lists it; `depth` 1 marks a subcategory. */
export interface FacetOption {
  value: string;
  name: string;
  count: number;
  depth: number;
}

/**
 * Orders the category facet like the category tree (each top-level category followed by its
 * subcategories); categories the tree does not know come last.
 */
/** The category tree as the facet needs it: ids only (the facet carries the names). */
export type CategoryTree = ReadonlyArray<{ id: number; children: ReadonlyArray<{ id: number }> }>;

/** The ids of a category menu (the menu's entries carry names, descriptions and icons besides). */
export function categoryTree(menu: CategoryTree): CategoryTree {
  return menu.map((c) => ({ id: c.id, children: c.children.map((child) => ({ id: child.id })) }));
}

export function categoryFacetInTreeOrder(
  facet: ReadonlyArray<{ id: number; name: string; count: number }>,
  tree: CategoryTree,
): FacetOption[] {
  const byId = new Map(facet.map((f) => [f.id, f]));
  const out: FacetOption[] = [];
  const take = (id: number, depth: number) => {
    const f = byId.get(id);
    if (!f) return;
    byId.delete(id);
    out.push({ value: String(f.id), name: f.name, count: f.count, depth });
  };
  for (const top of tree) {
    take(top.id, 0);
    for (const child of top.children) take(child.id, 1);
  }
  for (const f of byId.values()) out.push({ value: String(f.id), name: f.name, count: f.count, depth: 0 });
  return out;
}
