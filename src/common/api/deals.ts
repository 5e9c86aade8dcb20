/**
 * Contracts of the marketplace widgets (issue 20, docs/decisions/049): special offers, best deals
 * per miner model, and what was viewed most in the last days (products, services, companies).
 */
import { z } from "zod";
import { productCardSchema } from "./catalog.ts";
import { sellerListCardSchema } from "./sellers.ts";
import { serviceCardSchema } from "./services.ts";
import { pageSizeParam } from "./shared.ts";

/** GET /api/products-catalog/special-offers/: active offers, biggest discount (share of the price) first. */
export const specialOffersQuery = z.object({ page_size: pageSizeParam(8, 24) });
export const specialOfferList = z.array(productCardSchema);

/** GET /api/products-catalog/best-deals/. */
export const bestDealsQuery = z.object({ page_size: pageSizeParam(6, 24) });
export const bestDealSchema = z.object({
  model: z.object({ id: z.number().int(), name: z.string() }),
  /** The model's listing with the lowest asking price per TH/s. */
  product: productCardSchema,
  /** That listing's lowest unit price in US dollars (an EUR price converted) per TH/s. */
  usd_per_ths: z.number(),
  /** The median of the model's public listings' price per TH/s, in US dollars. */
  median_usd_per_ths: z.number(),
  /** How far below the median (0.2 = 20 % below); 0 when the model has one listing. */
  below_median: z.number(),
  /** Public listings of the model with a price and a hashrate. */
  listings: z.number().int(),
});
export type BestDeal = z.infer<typeof bestDealSchema>;
export const bestDealList = z.array(bestDealSchema);

/** How many days of views the trending lists count. */
export const TRENDING_DAYS = 7;
export const trendingQuery = z.object({ limit: pageSizeParam(6, 12) });
const recent = { recent_views: z.number().int() };
export const trendingProductList = z.array(productCardSchema.extend(recent));
export const trendingServiceList = z.array(serviceCardSchema.extend(recent));
export const trendingCompanyList = z.array(sellerListCardSchema.extend(recent));
