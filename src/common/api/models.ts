/**
 * Contracts of the model pages (issue 18): one miner model with its specifications, its current
 * offers across sellers (cheapest first) and the daily asking prices of its listings.
 */
import { z } from "zod";
import { PAGE_SIZES, PRODUCT_CONDITIONS, productSpecsSchema } from "../catalog.ts";
import { productCardSchema } from "./catalog.ts";
import { paged, pageParam, pageSizeParam } from "./shared.ts";

/** GET /api/models/miners/:id/ */
export const minerModelDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  algorithm: z.string(),
  hashrate: z.object({ value: z.number(), unit: z.string() }),
  /** Hashes per second, for comparisons across units. */
  hashrate_hs: z.number(),
  power_w: z.number().int(),
  efficiency: z.object({ value: z.number(), unit: z.string() }).nullable(),
  release_date: z.string().nullable(),
  specs: productSpecsSchema,
  /** Public listings of this model now, and the asking price of the cheapest (the offers' first). */
  offers_count: z.number().int(),
  lowest_price: z.object({ currency: z.string(), price: z.number() }).nullable(),
});
export type MinerModelDetail = z.infer<typeof minerModelDetailSchema>;

/** GET /api/models/miners/:id/offers/ */
export const modelOffersQuery = z.object({
  page: pageParam,
  page_size: pageSizeParam(PAGE_SIZES.products.default, PAGE_SIZES.products.max),
});
export const modelOfferList = paged(productCardSchema);
export type ModelOfferList = z.infer<typeof modelOfferList>;

/** Longest history one call returns. */
export const PRICE_HISTORY_MAX_DAYS = 365;
export const PRICE_HISTORY_DEFAULT_DAYS = 90;

/** GET /api/models/miners/:id/price-history/ */
export const priceHistoryQuery = z.object({
  /** One condition (`new`, `used`, `tested`, `brand_new`); default: each condition its own series. */
  condition: z.preprocess((v) => (v === "" ? undefined : v), z.enum(PRODUCT_CONDITIONS).optional()),
  /** How many days back from today (1 to 365; default 90). */
  days: z.coerce
    .number({ error: "validation.integer" })
    .int({ error: "validation.integer" })
    .min(1, { error: "validation.min" })
    .max(PRICE_HISTORY_MAX_DAYS, { error: "validation.max" })
    .default(PRICE_HISTORY_DEFAULT_DAYS),
});

export const pricePointSchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  median: z.number(),
  min: z.number(),
  max: z.number(),
  /** Public listings that day. */
  listings: z.number().int(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

export const priceHistorySchema = z.object({
  model_id: z.number().int(),
  /** First and last day of the period asked for (UTC, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  /** One series per condition and currency, the most listed first; days in order. */
  series: z.array(
    z.object({
      condition: z.enum(PRODUCT_CONDITIONS),
      currency: z.string(),
      points: z.array(pricePointSchema),
    }),
  ),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
