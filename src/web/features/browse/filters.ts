/**
 * Filters of the services and companies catalogues, between the page's URL (short names:
 * ?region=EU&country=DE&city=2925533&category=28) and the API's query. The three catalogues share
 * search, region, country and city: the tabs carry them from one catalogue to the next.
 * Values stay strings; the API validates them and answers 400 with the field named.
 */

import type { SellerOrdering } from "../../../common/api/sellers.ts";
import type { ServiceOrdering } from "../../../common/api/services.ts";
import type { Query } from "../../../common/api-client.ts";

export type BrowseKind = "products" | "services" | "companies";

export const CATALOG_PATHS: Record<BrowseKind, string> = {
  products: "/products-catalog",
  services: "/services-catalog",
  companies: "/companies-catalog",
};

export const BROWSE_FILTER_KEYS = ["category", "region", "country", "city"] as const;
export type BrowseFilterKey = (typeof BROWSE_FILTER_KEYS)[number];

/** The filters every catalogue understands; the tabs keep them. */
export const SHARED_PARAMS = ["search", "region", "country", "city"] as const;

export interface BrowseFilters {
  search: string;
  category: string[];
  region: string[];
  country: string[];
  city: string[];
  /** "" means the catalogue's default ordering. */
  ordering: string;
  /** 1-based; the raw value is kept when it is not a number so the API can refuse it. */
  page: string;
}

/** Orderings offered by each catalogue (the API's values); the first is the default. */
// Type-checked against the API's lists (type-only imports: the browser does not load Zod).
export const SERVICE_ORDERINGS = [
  "-created_at",
  "created_at",
  "price",
  "-price",
  "name",
] as const satisfies readonly ServiceOrdering[];
export const COMPANY_ORDERINGS = [
  "created_at",
  "-created_at",
  "name",
  "-name",
  "-products_count",
] as const satisfies readonly SellerOrdering[];

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

export function emptyBrowseFilters(): BrowseFilters {
  return { search: "", category: [], region: [], country: [], city: [], ordering: "", page: "" };
}

/** Reads the filters of a catalogue URL (repeated or comma-separated values, empties ignored). */
export function parseBrowseFilters(params: URLSearchParams, defaultOrdering: string): BrowseFilters {
  const ordering = (params.get("ordering") ?? "").trim();
  const page = (params.get("page") ?? "").trim();
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    category: values(params, "category"),
    region: values(params, "region", (v) => v.toUpperCase()),
    country: values(params, "country", (v) => v.toUpperCase()),
    city: values(params, "city"),
    ordering: ordering === defaultOrdering ? "" : ordering,
    page: page === "1" ? "" : page,
  };
}

/** "?a=1&b=2" in a stable order, defaults left out; "" when there is nothing to say. */
export function browseQueryString(f: BrowseFilters): string {
  const params = new URLSearchParams();
  if (f.search) params.set("search", f.search);
  for (const key of BROWSE_FILTER_KEYS) for (const v of f[key]) params.append(key, v);
  if (f.ordering) params.set("ordering", f.ordering);
  if (f.page && f.page !== "1") params.set("page", f.page);
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

/** GET /api/search/services/ for these filters (city: the service's own city). */
export function servicesApiQuery(f: BrowseFilters, pageSize: number): Query {
  const q: Query = { page_size: pageSize };
  if (f.search) q.search = f.search;
  if (f.category.length) q.category = f.category;
  if (f.region.length) q.regions__terms = f.region;
  if (f.country.length) q.additional_country_iso__terms = f.country;
  if (f.city.length) q.city = f.city;
  if (f.ordering) q.ordering = f.ordering;
  if (f.page) q.page = f.page;
  return q;
}

/** GET /api/sellers/ for these filters (companies have no category filter). */
export function companiesApiQuery(f: BrowseFilters, pageSize: number): Query {
  const q: Query = { page_size: pageSize };
  if (f.search) q.search = f.search;
  if (f.region.length) q.regions = f.region;
  if (f.country.length) q.countries = f.country;
  if (f.city.length) q.cities = f.city;
  if (f.ordering) q.ordering = f.ordering;
  if (f.page) q.page = f.page;
  return q;
}

/** Maps an API field error back to the page's parameter name. */
export function browseParamOfApiField(field: string): string {
  const base = field.split(".")[0] ?? field;
  const map: Record<string, string> = {
    category_id__terms: "category",
    regions__terms: "region",
    regions: "region",
    additional_country_iso__terms: "country",
    countries: "country",
    cities: "city",
  };
  return map[base] ?? base;
}

/** Adds or removes one value of a filter; any change of filters goes back to page 1. */
export function toggleBrowseFilter(f: BrowseFilters, key: BrowseFilterKey, value: string): BrowseFilters {
  const list = f[key].includes(value) ? f[key].filter((v) => v !== value) : [...f[key], value];
  const next = { ...f, [key]: list, page: "" };
  // A city belongs to a country: removing the last country drops the cities.
  if (key === "country" && !list.length) next.city = [];
  return next;
}

export function withBrowsePage(f: BrowseFilters, page: number): BrowseFilters {
  return { ...f, page: page <= 1 ? "" : String(page) };
}

export function activeBrowseFilterCount(f: BrowseFilters): number {
  return BROWSE_FILTER_KEYS.reduce((n, key) => n + f[key].length, 0);
}

/**
 * The link of a catalogue tab: the shared filters of the current URL (search, region, country,
 * city), nothing else (categories, ordering and pages differ between catalogues).
 */
export function tabHref(kind: BrowseKind, current: URLSearchParams): string {
  const params = new URLSearchParams();
  for (const key of SHARED_PARAMS) for (const v of current.getAll(key)) if (v) params.append(key, v);
  const qs = params.toString();
  return CATALOG_PATHS[kind] + (qs ? `?${qs}` : "");
}

/** 1-based page number of a raw `page` value (anything odd counts as 1). */
export function pageNumber(raw: string): number {
  return Math.max(1, Number.parseInt(raw || "1", 10) || 1);
}
