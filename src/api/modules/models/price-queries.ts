/**
 * SQL of the price history (issue 18): the day's figures of every model in one statement, and a
 * model's days. Figures are the asking prices (`price_min`, the lowest unit price over the quantity
 * tiers, before discount) of public listings: approved, of an active seller.
 */
import { sql } from "drizzle-orm";
import type { ProductCondition } from "../../../common/catalog.ts";
import type { Database } from "../../db/client.ts";
import { PUBLIC_PRODUCT } from "../catalog/public.ts";

/**
 * Records one day's figures per (model, condition, currency) from the public listings now: one
 * statement, idempotent (run again the same day, it replaces that day's rows, and drops the rows
 * of groups that no longer have a listing). Returns how many groups were written.
 */
export async function recordPriceDay(database: Database, day: string): Promise<number> {
  const rows = await database.rows<{ model_id: number }>(sql`
    with fresh as (
      select p.model_id, p.condition, p.currency,
        percentile_cont(0.5) within group (order by p.price_min) as median,
        min(p.price_min) as min, max(p.price_min) as max, count(*)::int as listings
      from products p join sellers s on s.id = p.seller_id
      where ${PUBLIC_PRODUCT} and p.model_id is not null and p.price_min is not null
      group by p.model_id, p.condition, p.currency
    ), gone as (
      delete from model_price_days d
      where d.day = ${day}::date and not exists (
        select 1 from fresh f where f.model_id = d.model_id and f.condition = d.condition and f.currency = d.currency)
    )
    insert into model_price_days (model_id, condition, currency, day, median, min, max, listings)
      select model_id, condition, currency, ${day}::date, round(median::numeric, 2), min, max, listings from fresh
    on conflict (model_id, condition, currency, day) do update
      set median = excluded.median, min = excluded.min, max = excluded.max, listings = excluded.listings
    returning model_id`);
  return rows.length;
}

export interface PriceDayRow {
  condition: ProductCondition;
  currency: string;
  day: string;
  median: string | number;
  min: string | number;
  max: string | number;
  listings: number;
}

/** A model's days from `from` to `to` (inclusive), one condition or all; at most 365 days a series. */
export function selectPriceDays(
  database: Database,
  modelId: number,
  from: string,
  to: string,
  condition: ProductCondition | null,
): Promise<PriceDayRow[]> {
  return database.rows<PriceDayRow>(
    sql`select d.condition, trim(d.currency) as currency, to_char(d.day, 'YYYY-MM-DD') as day,
          d.median, d.min, d.max, d.listings
        from model_price_days d
        where d.model_id = ${modelId} and d.day between ${from}::date and ${to}::date
          and (${condition}::product_condition is null or d.condition = ${condition}::product_condition)
        order by d.condition, d.currency, d.day`,
    { name: "models_price_days" },
  );
}
