/**
 * The searches of the catalogue: products, services, the grouped search of the /search page and
 * suggestions. Text searches on page 1 are recorded (popular searches, the user's history) after
 * the answer is computed, without waiting for the write.
 */
import type { ProductSearchQuery } from "../../../common/api/catalog.ts";
import { FULL_SEARCH_GROUP_SIZE, type FullSearchResult } from "../../../common/api/search.ts";
import type { ServiceSearchQuery } from "../../../common/api/services.ts";
import type { CoinData } from "../../../common/economics.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { type ProfitRates, profitRatesOf } from "../../../common/profit.ts";
import { VersionedCache } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { productCards } from "../catalog/public.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { MarketService } from "../market/service.ts";
import { searchSellersByText, sellerCards } from "../sellers/service.ts";
import { createServicesService, searchServicesByText, serviceCards } from "../services/service.ts";
import type { SearchLog } from "./log.ts";
import {
  type FacetRow,
  type MatchedName,
  parseSearchText,
  type SearchCaches,
  searchProductIds,
  searchProducts,
} from "./products.ts";
import type { ProfitEconomics } from "./profit-sql.ts";
import { suggest } from "./suggestions.ts";

export interface Caller {
  locale: Locale;
  userId: number | null;
}

export interface SearchDeps {
  database: Database;
  catalog: CatalogService;
  log: SearchLog;
  /** Coin figures for the profit orderings and filters (issue 18). */
  market: MarketService;
  /** USD per kWh when the query gives no electricity price. */
  defaultElectricityPrice: number;
}

/** Revenue rates by coin list: the market hands the same list until its figures change. */
const ratesByCoins = new WeakMap<CoinData[], ProfitRates>();

/** The electricity price and revenue rates a query needs (only when it sorts or filters by profit). */
export async function economicsOf(
  deps: Pick<SearchDeps, "market" | "defaultElectricityPrice">,
  q: ProductSearchQuery,
): Promise<ProfitEconomics | undefined> {
  const byProfit = q.ordering === "-profit" || q.ordering === "payback";
  if (!byProfit && q.profit_min === undefined && q.payback_max === undefined) return undefined;
  const { coins } = await deps.market.current();
  let rates = ratesByCoins.get(coins);
  if (!rates) {
    rates = profitRatesOf(coins);
    ratesByCoins.set(coins, rates);
  }
  return { electricityPrice: q.electricity_price ?? deps.defaultElectricityPrice, rates };
}

export function createSearchService(deps: SearchDeps) {
  const { database, catalog, log } = deps;
  const services = createServicesService(database, catalog);
  /**
   * Facet counts (and the total) by normalised filters, at most 1,000 filter sets, and the names
   * matching a text: the facet statement is the costly part of a search and the same filters come
   * back page after page. Kept while the catalogue's data version is unchanged (decision 028; they
   * were kept 10 s before, decision 010), so they are exact and never expire under a reader's feet.
   * The page of results is always read from the database.
   */
  const caches: SearchCaches = {
    facets: new VersionedCache<FacetRow[]>(database, 1000),
    names: new VersionedCache<string[]>(database, 1),
    matches: new VersionedCache<MatchedName[]>(database, 1000),
    profitPages: new VersionedCache<number[]>(database, 1000),
  };

  /** The full search's ids and counts by text, while the catalogue's data version is unchanged. */
  type Found = { ids: number[]; count: number };
  const fullSearches = new VersionedCache<[Found, Found, Found]>(database, 1000);

  async function products(q: ProductSearchQuery, caller: Caller) {
    const result = await searchProducts(
      database,
      q,
      await catalog.listCategories("product", caller.locale),
      caller.locale,
      caches,
      await economicsOf(deps, q),
    );
    if (q.page === 1)
      log.record({
        text: q.search,
        ...caller,
        found: result.count > 0,
        names: result.results.map((p) => p.name),
      });
    return result;
  }

  async function servicesSearch(q: ServiceSearchQuery, caller: Caller) {
    const result = await services.search(q, caller.locale);
    if (q.page === 1)
      log.record({
        text: q.search,
        ...caller,
        found: result.count > 0,
        names: result.results.map((v) => v.name),
      });
    return result;
  }

  /** Products, services and sellers matching a text, the best few of each with the total counts. */
  async function full(searchText: string | undefined, caller: Caller): Promise<FullSearchResult> {
    const text = parseSearchText(searchText);
    const empty = { count: 0, results: [] };
    if (!text) return { search_text: searchText ?? "", products: empty, services: empty, sellers: empty };
    const n = FULL_SEARCH_GROUP_SIZE;
    const [p, v, s] = await fullSearches.get(JSON.stringify(text), () =>
      Promise.all([
        searchProductIds(database, { text }, "relevance", 1, n, caches),
        searchServicesByText(database, text, 1, n),
        searchSellersByText(database, text, 1, n),
      ]),
    );
    const [pCards, vCards, sCards] = await Promise.all([
      productCards(database, p.ids, caller.locale),
      serviceCards(database, v.ids, caller.locale),
      sellerCards(database, s.ids, caller.locale),
    ]);
    log.record({
      text: searchText,
      ...caller,
      found: p.count + v.count + s.count > 0,
      names: [...pCards, ...vCards].map((c) => c.name).concat(sCards.map((c) => c.company_name)),
    });
    return {
      search_text: searchText ?? "",
      products: { count: p.count, results: pCards },
      services: { count: v.count, results: vCards },
      sellers: { count: s.count, results: sCards },
    };
  }

  async function suggestions(q: string | undefined, locale: Locale, limit: number) {
    const text = parseSearchText(q);
    return text ? suggest(database, text, locale, limit) : [];
  }

  return { products, services: servicesSearch, full, suggestions };
}
export type SearchService = ReturnType<typeof createSearchService>;
