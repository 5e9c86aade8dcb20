/**
 * Profit per day and payback of a listing in SQL over `product_search` (alias p), for the
 * catalogue's profit orderings and filters (issue 18, part 3; decision 043). The same figures as
 * `listingProfit()` of src/common/profit.ts: profit/day = hashrate_hs x R(algorithm) x (1 - fee)
 * - power_w x 0.024 x electricity price, with R per algorithm passed as parameters (a CASE on
 * lower(algorithm)); payback = asking price in USD / profit when both are positive. A listing that
 * is not a miner (no algorithm, hashrate or power, or an algorithm without coins) has neither: it
 * sorts last, as a loss-maker does in the payback order.
 */
import { type SQL, sql } from "drizzle-orm";
import { POOL_FEE_PERCENT, type ProfitRates } from "../../../common/profit.ts";

export interface ProfitEconomics {
  /** USD per kWh. */
  electricityPrice: number;
  rates: ProfitRates;
}

/** R(algorithm) in USD per H/s per day after the pool fee; null for an algorithm without coins. */
function rateSql(rates: ProfitRates): SQL {
  const entries = Object.entries(rates.rates);
  if (entries.length === 0) return sql`null::float8`;
  const keep = 1 - POOL_FEE_PERCENT / 100;
  return sql`(case lower(p.algorithm) ${sql.join(
    entries.map(([algorithm, rate]) => sql`when ${algorithm}::text then ${rate * keep}::float8`),
    sql` `,
  )} end)`;
}

/** Profit per day in USD; null for a listing that is not a miner. */
export function profitSql(e: ProfitEconomics): SQL {
  const kWhCost = 0.024 * Math.max(0, e.electricityPrice);
  return sql`(case when p.hashrate_hs > 0 and p.power_w > 0
    then p.hashrate_hs * ${rateSql(e.rates)} - p.power_w * ${kWhCost}::float8 end)`;
}

/** Days until the asking price (in USD) is earned back; null without a price or without profit. */
export function paybackSql(e: ProfitEconomics): SQL {
  // nullif(greatest(profit, 0), 0): no payback for a loss, with the profit computed once per row.
  return sql`(case when p.price_min > 0 then p.price_min::float8
    * (case when p.currency = 'EUR' then ${e.rates.usdPerEur}::float8 else 1::float8 end)
    / nullif(greatest(${profitSql(e)}, 0::float8), 0::float8) end)`;
}
