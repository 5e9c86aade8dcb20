/**
 * The loader side of the marketplace widgets (issue 20): the five calls in parallel, each cached by
 * the API (special offers and best deals by the catalogue's data version and the nearest offer end,
 * trending lists a minute per process); a failure empties its widget, never the page. Only what the
 * widgets show is handed to the browser.
 */
import type { createApiClient } from "../../../common/api-client.ts";
import { HASHRATE_UNITS, type HashrateUnit } from "../../../common/constants.ts";
import { cardData } from "../catalog/product-card.tsx";
import type { DealItem, DealsData, TrendingItem } from "./widgets.tsx";

type Api = ReturnType<typeof createApiClient>;

/** A price per TH/s (the API counts a Sol as a hash) as a price per `unit`, the listing's hashrate unit (TH/s when unknown). */
export function perHashUnit(
  usdPerThs: number,
  unit: string | undefined,
): { usd_per_unit: number; unit: string } {
  const factor = unit ? HASHRATE_UNITS[unit as HashrateUnit] : undefined;
  if (!factor) return { usd_per_unit: usdPerThs, unit: "TH/s" };
  return { usd_per_unit: (usdPerThs * factor) / 1e12, unit: unit ?? "TH/s" };
}

export async function loadDeals(
  api: Api,
  sizes: { offers: number; deals: number; trending: number },
): Promise<DealsData> {
  const none = <T>(promise: Promise<T[]>) => promise.catch((): T[] => []);
  const [offers, deals, products, services, companies] = await Promise.all([
    none(
      api.call("deals.specialOffers", { query: { page_size: sizes.offers } }).then((cs) => cs.map(cardData)),
    ),
    none(
      api.call("deals.bestDeals", { query: { page_size: sizes.deals } }).then((ds) =>
        ds.map(
          (d): DealItem => ({
            model: d.model,
            sku: d.product.sku,
            name: d.product.name,
            company: d.product.seller.company_name,
            price: d.product.price_from,
            currency: d.product.currency,
            // Shown per the listing's own hashrate unit (GH/s for Scrypt machines): the same ratio.
            ...perHashUnit(d.usd_per_ths, d.product.specs.hashrate?.unit),
            below_median: d.below_median,
            listings: d.listings,
          }),
        ),
      ),
    ),
    none(
      api.call("deals.trendingProducts", { query: { limit: sizes.trending } }).then((ps) =>
        ps.map(
          (p): TrendingItem => ({
            to: `/product/${encodeURIComponent(p.sku)}`,
            name: p.name,
            views: p.recent_views,
          }),
        ),
      ),
    ),
    none(
      api
        .call("deals.trendingServices", { query: { limit: sizes.trending } })
        .then((vs) =>
          vs.map((v): TrendingItem => ({ to: `/service/${v.id}`, name: v.name, views: v.recent_views })),
        ),
    ),
    none(
      api
        .call("deals.trendingCompanies", { query: { limit: sizes.trending } })
        .then((cs) =>
          cs.map(
            (c): TrendingItem => ({ to: `/company/${c.id}`, name: c.company_name, views: c.recent_views }),
          ),
        ),
    ),
  ]);
  return { offers, deals, trending: { products, services, companies } };
}
