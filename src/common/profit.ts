/**
 * Profit per day and payback of a miner listing at a buyer's electricity price (issue 18, part 3).
 * The catalogue sorts and filters by the same figures in SQL (src/api/modules/search/products.ts);
 * cards and the product page compute them here from the listing's own fields, in one pass, with
 * the revenue rates of the market's coins (`profitRatesOf`, one figure per algorithm).
 *
 * All figures are in US dollars: the electricity price is USD per kWh, an EUR asking price is
 * converted with the coins' USD/EUR ratio. Profit/day = hashrate x R(algorithm) x (1 - pool fee)
 * - watts x 0.024 x price per kWh, exactly `profitability()` of economics.ts (tested against it).
 */
import { HASHRATE_UNITS, type HashrateUnit } from "./constants.ts";
import { type CoinData, revenuePerHashDay } from "./economics.ts";

/** Pool fee assumed for every figure (percent): the usual fee of the large PPS+/FPPS pools. */
export const POOL_FEE_PERCENT = 1;
/** Highest electricity price accepted (USD per kWh); anything above is a typo. */
export const ELECTRICITY_PRICE_MAX = 10;
/** The cookie that keeps a visitor's electricity price (a year). */
export const ELECTRICITY_COOKIE = "electricity_price";
export const ELECTRICITY_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Revenue per hash per day (USD, before the pool fee) of each algorithm, lower-cased. */
export interface ProfitRates {
  /** Lower-cased algorithm -> USD per H/s per day. */
  rates: Record<string, number>;
  /** US dollars per euro, from the coins' prices. */
  usdPerEur: number;
}

/** The rates of every algorithm the coins mine (merged-mined coins add up: Scrypt = LTC + DOGE). */
export function profitRatesOf(coins: CoinData[]): ProfitRates {
  const rates: Record<string, number> = {};
  for (const algorithm of new Set(coins.map((c) => c.algorithm.toLowerCase()))) {
    rates[algorithm] = revenuePerHashDay(
      coins.filter((c) => c.algorithm.toLowerCase() === algorithm),
      "USD",
    );
  }
  const ref = coins.find((c) => c.symbol === "BTC") ?? coins.find((c) => c.priceEur > 0);
  const usdPerEur = ref && ref.priceEur > 0 ? ref.priceUsd / ref.priceEur : 1;
  return { rates, usdPerEur };
}

/** What a listing needs for its figures (the card's and the search copy's fields). */
export interface MinerFields {
  algorithm: string | null | undefined;
  hashrateHs: number | null | undefined;
  powerW: number | null | undefined;
  price: number | null | undefined;
  currency: string;
}

export interface ListingProfit {
  /** USD per day at the electricity price (negative: a loss). */
  profitPerDay: number;
  /** Days until the asking price is earned back; null without a price or without profit. */
  paybackDays: number | null;
}

/** Hashes per second of a `{ value, unit }` hashrate; null when absent. */
export function hashrateHsOf(h: { value: number; unit: HashrateUnit } | undefined): number | null {
  return h ? h.value * HASHRATE_UNITS[h.unit] : null;
}

/** The figures of a miner; null for a listing that is not one (no algorithm, hashrate or power, or an unknown algorithm). */
export function listingProfit(
  listing: MinerFields,
  rates: ProfitRates,
  electricityPrice: number,
): ListingProfit | null {
  const { algorithm, hashrateHs, powerW } = listing;
  if (!algorithm || !hashrateHs || !powerW || hashrateHs <= 0 || powerW <= 0) return null;
  const rate = rates.rates[algorithm.toLowerCase()];
  if (rate === undefined) return null;
  const profitPerDay =
    hashrateHs * rate * (1 - POOL_FEE_PERCENT / 100) - powerW * 0.024 * Math.max(0, electricityPrice);
  const price = listing.price && listing.price > 0 ? listing.price * usdFactor(listing.currency, rates) : 0;
  return { profitPerDay, paybackDays: price > 0 && profitPerDay > 0 ? price / profitPerDay : null };
}

/** US dollars per unit of a listing's currency (EUR by the coins' ratio; USD and unknown: 1). */
export function usdFactor(currency: string, rates: ProfitRates): number {
  return currency.trim().toUpperCase() === "EUR" ? rates.usdPerEur : 1;
}
