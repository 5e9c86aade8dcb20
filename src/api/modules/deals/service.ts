/**
 * The marketplace widgets (issue 20, docs/decisions/049): special offers, best deals per miner
 * model and the trending products, services and companies of the last days.
 *
 * Caching:
 * - special offers: the ids, while the catalogue's data version is unchanged *and* no offer under
 *   way has ended since (the nearest end is read with the list and bounds the entry's life); the
 *   cards are as of each request (an ended offer shows the normal price, catalog `currentOffer`);
 * - best deals: while the data version and the USD/EUR ratio of the market figures are unchanged;
 * - trending: TRENDING_TTL_MS per process (views move all day and bump no version).
 */
import type { BestDeal } from "../../../common/api/deals.ts";
import { TRENDING_DAYS } from "../../../common/api/deals.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { profitRatesOf } from "../../../common/profit.ts";
import { TtlCache, VersionedCache } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { productCards } from "../catalog/public.ts";
import type { MarketService } from "../market/service.ts";
import { sellerCards } from "../sellers/service.ts";
import { serviceCards } from "../services/service.ts";
import {
  type DealRow,
  selectBestDeals,
  selectNextOfferEnd,
  selectSpecialOfferIds,
  selectStillPublic,
  selectTrending,
} from "./queries.ts";

export const TRENDING_TTL_MS = 60_000;

export interface DealsDeps {
  database: Database;
  market: MarketService;
}

/**
 * A value kept while the data version holds and until the time it carries (`until`): past it, it
 * is read again under a new key (an offer of a list, or one that would enter it, has ended).
 */
function untilCache<V extends { until: number }>(database: Database, load: (key: string) => Promise<V>) {
  const cache = new VersionedCache<V>(database, 50);
  const generation = new Map<string, number>();
  return async (key: string): Promise<V> => {
    const g = generation.get(key) ?? 0;
    const hit = await cache.get(`${key}:${g}`, () => load(key));
    if (hit.until > Date.now()) return hit;
    generation.set(key, g + 1);
    return cache.get(`${key}:${g + 1}`, () => load(key));
  };
}

/** Ids of the special offers, kept while the data version holds and until the nearest end. */
function offerIdCache(database: Database) {
  const ids = untilCache(database, (limit) => selectSpecialOfferIds(database, Number(limit)));
  return async (limit: number): Promise<number[]> => (await ids(String(limit))).ids;
}

export async function specialOffers(
  deps: DealsDeps,
  offerIds: (limit: number) => Promise<number[]>,
  limit: number,
  locale: Locale,
) {
  const cards = await productCards(deps.database, await offerIds(limit), locale);
  // As of this request: an offer that ended since the ids were read is left out.
  return cards.filter((c) => c.discount_ends_at !== null && c.discount_amount > 0);
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

async function dealsOf(deps: DealsDeps, rows: DealRow[], locale: Locale): Promise<BestDeal[]> {
  const cards = new Map(
    (
      await productCards(
        deps.database,
        rows.map((r) => r.best_id),
        locale,
      )
    ).map((c) => [c.id, c]),
  );
  return rows.flatMap((r) => {
    const product = cards.get(r.best_id);
    if (!product) return [];
    const median = Number(r.median);
    const best = Number(r.best);
    return [
      {
        model: { id: r.model_id, name: r.model_name },
        product,
        usd_per_ths: round(best, 2),
        median_usd_per_ths: round(median, 2),
        below_median: median > 0 ? round(Math.max(0, 1 - best / median), 4) : 0,
        listings: r.n,
      },
    ];
  });
}

export function createDealsService(deps: DealsDeps) {
  const { database } = deps;
  const offerIds = offerIdCache(database);
  const bestRows = new VersionedCache<DealRow[]>(database, 20);
  const trendingIds = new TtlCache<{ id: number; n: number }[]>(TRENDING_TTL_MS, 20);
  const since = () => new Date(Date.now() - (TRENDING_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  // The ids are kept a minute; whether each is still public is read on every call.
  const trending = async (kind: "product" | "service" | "company", limit: number) => {
    const rows = await trendingIds.get(`${kind}:${limit}`, () =>
      selectTrending(database, kind, since(), limit),
    );
    const open = await selectStillPublic(
      database,
      kind,
      rows.map((r) => r.id),
    );
    return rows.filter((r) => open.has(r.id));
  };
  /** The trending listings of a kind as their cards (in the order of the views), each with its count. */
  const trendingCards = async <C extends { id: number }>(
    kind: "product" | "service" | "company",
    limit: number,
    cards: (ids: number[]) => Promise<C[]>,
  ) => {
    const rows = await trending(kind, limit);
    const counts = new Map(rows.map((r) => [r.id, r.n]));
    return (await cards(rows.map((r) => r.id))).map((c) => ({ ...c, recent_views: counts.get(c.id) ?? 0 }));
  };

  const nextEnd = untilCache(database, async () => ({ until: await selectNextOfferEnd(database) }));

  return {
    /**
     * The nearest end of an offer under way (ms since the epoch; +Infinity: none): the guest page
     * cache keeps no page past it (src/page-cache.ts `expiresBy`).
     */
    nextOfferEnd: async () => (await nextEnd("next")).until,

    /** Public listings with an offer under way, the biggest share of the price first. */
    specialOffers: (limit: number, locale: Locale) => specialOffers(deps, offerIds, limit, locale),

    /** Per miner model, its cheapest public listing per TH/s; the models furthest below their median first. */
    async bestDeals(limit: number, locale: Locale): Promise<BestDeal[]> {
      const { usdPerEur } = profitRatesOf((await deps.market.current()).coins);
      const ratio = round(usdPerEur, 4);
      const rows = await bestRows.get(`${limit}:${ratio}`, () => selectBestDeals(database, limit, ratio));
      return dealsOf(deps, rows, locale);
    },

    trendingProducts: (limit: number, locale: Locale) =>
      trendingCards("product", limit, (ids) => productCards(database, ids, locale)),
    trendingServices: (limit: number, locale: Locale) =>
      trendingCards("service", limit, (ids) => serviceCards(database, ids, locale)),
    trendingCompanies: (limit: number, locale: Locale) =>
      trendingCards("company", limit, (ids) => sellerCards(database, ids, locale)),
  };
}
export type DealsService = ReturnType<typeof createDealsService>;
