/**
 * GET /api/profit/rates/ (issue 18, part 3): what a page needs to show profit/day and payback on
 * miner listings — the revenue rate of each algorithm from the current coins, the USD/EUR ratio,
 * the pool fee and the site's default electricity price. The figures themselves are computed from
 * a listing's own fields with `listingProfit()` (src/common/profit.ts).
 */
import { z } from "zod";
import { ELECTRICITY_PRICE_MAX } from "../profit.ts";

export const profitRatesResult = z.object({
  /** Lower-cased algorithm -> USD earned per H/s per day (before the pool fee). */
  rates: z.record(z.string(), z.number()),
  /** US dollars per euro (from the coins' prices), for EUR asking prices. */
  usd_per_eur: z.number(),
  /** Percent taken by the pool, assumed for every figure. */
  pool_fee_percent: z.number(),
  /** USD per kWh when the buyer gave no price (DEFAULT_ELECTRICITY_PRICE). */
  default_electricity_price: z.number(),
  /** When the coin figures were read (ISO date-time). */
  read_at: z.string(),
});
export type ProfitRatesResult = z.infer<typeof profitRatesResult>;

/**
 * An electricity price in USD per kWh, 0..10 (a comma is accepted as the decimal sign).
 * Here, not in ../profit.ts, so that the pages' browser code, which uses that file, does not load Zod.
 */
export const electricityPriceField = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim().replace(",", "."))) : v),
  z
    .number({ error: "profit.electricityInvalid" })
    .min(0, { error: "profit.electricityInvalid" })
    .max(ELECTRICITY_PRICE_MAX, { error: "profit.electricityInvalid" }),
);
