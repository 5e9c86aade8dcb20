/** Rules of the public companies catalogue: only active sellers are shown, "AW" means every region. */
import type { SellerListQuery, SellerListResult, SellerProfile } from "../../../common/api/sellers.ts";
import { ALL_WORLD, REGIONS } from "../../../common/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { VersionedCache } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { parseSearchText, type TextQuery } from "../search/products.ts";
import {
  countSellersByRegion,
  type SellerFilters,
  searchSellerIds,
  selectSellerCards,
  selectSellerProfile,
  selectSellersForFilters,
  selectSimilarSellerIds,
  sellerFacets,
} from "./queries.ts";

/** Region codes of a `regions` filter; null when absent, empty or "AW" (all world). */
export function regionFilter(regions: string[] | undefined): string[] | null {
  return regions && regions.length > 0 && !regions.includes("AW") ? [...new Set(regions)] : null;
}

export function sellerFiltersFromQuery(
  q: Pick<SellerListQuery, "search" | "regions" | "countries" | "cities">,
): SellerFilters {
  return {
    text: parseSearchText(q.search),
    regions: regionFilter(q.regions) ?? undefined,
    countries: q.countries,
    cityIds: q.cities,
  };
}

/**
 * What the companies catalogue offers the other modules (the README's module map): the public
 * companies matching a text, best first, one page of ids with the count of all (the grouped
 * search's part), and the cards of public companies.
 */
export function searchSellersByText(database: Database, text: TextQuery, page: number, pageSize: number) {
  return searchSellerIds(database, { text }, "relevance", page, pageSize);
}

/** Cards of public companies by id, in the order of the ids (a company no longer public is left out). */
export function sellerCards(database: Database, ids: number[], locale: Locale) {
  return selectSellerCards(database, ids, locale);
}

export function createSellersService(database: Database) {
  // Id lists and counts over every company and product: kept while the catalogue's data version is
  // unchanged (ordering by products count and similar companies count every public product).
  const pages = new VersionedCache<{
    page: Awaited<ReturnType<typeof searchSellerIds>>;
    facets: Awaited<ReturnType<typeof sellerFacets>>;
  }>(database, 1000);
  const profiles = new VersionedCache<SellerProfile | null>(database, 1000);
  const similarIds = new VersionedCache<number[] | null>(database, 1000);
  const regionCounts = new VersionedCache<Awaited<ReturnType<typeof countSellersByRegion>>>(database, 1);

  async function list(
    q: SellerListQuery,
    locale: Locale,
  ): Promise<Omit<SellerListResult, "next" | "previous">> {
    const f = sellerFiltersFromQuery(q);
    const ordering = q.ordering ?? (f.text ? "relevance" : "created_at");
    const { page, facets } = await pages.get(
      JSON.stringify([f, ordering, q.page, q.page_size, locale]),
      async () => {
        const [page, facets] = await Promise.all([
          searchSellerIds(database, f, ordering, q.page, q.page_size),
          sellerFacets(database, f, locale),
        ]);
        return { page, facets };
      },
    );
    return { count: page.count, results: await selectSellerCards(database, page.ids, locale), facets };
  }

  async function profile(id: number, locale: Locale): Promise<SellerProfile> {
    const seller = await profiles.get(`${id}:${locale}`, () => selectSellerProfile(database, id, locale));
    if (!seller) throw notFound("error.sellerNotFound");
    return seller;
  }

  async function similar(id: number, limit: number, locale: Locale) {
    const ids = await similarIds.get(`${id}:${limit}`, () => selectSimilarSellerIds(database, id, limit));
    if (!ids) throw notFound("error.sellerNotFound");
    return selectSellerCards(database, ids, locale);
  }

  async function count(regions: string[] | undefined, locale: Locale) {
    const rows = await regionCounts.get("all", () => countSellersByRegion(database));
    const byRegion = new Map(rows.map((r) => [r.code?.trim() ?? "", r.n]));
    const wanted = regionFilter(regions);
    return {
      count: wanted
        ? wanted.reduce((acc, c) => acc + (byRegion.get(c) ?? 0), 0)
        : rows.reduce((acc, r) => acc + r.n, 0),
      regions: [
        { code: ALL_WORLD.code, name: ALL_WORLD[locale], count: rows.reduce((acc, r) => acc + r.n, 0) },
        ...REGIONS.map((r) => ({ code: r.code, name: r[locale], count: byRegion.get(r.code) ?? 0 })),
      ],
    };
  }

  return {
    list,
    profile,
    similar,
    count,
    forFilters: (regions: string[] | undefined) => selectSellersForFilters(database, regionFilter(regions)),
  };
}
export type SellersService = ReturnType<typeof createSellersService>;
