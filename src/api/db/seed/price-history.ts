/**
 * The demo's price history (issue 18, docs/decisions/041): the model pages need days behind them
 * on a fresh start, and the daily job only records from the day it first runs. This is the seed's
 * own invention, not a record: for each of the last `days` days (UTC, up to the seed's day), the
 * demo listings that were public then (published by the end of that day, and public now) with
 * their asking price moved by a deterministic drift per model and condition (a few percent higher
 * further back, a slow wave and a little daily jitter), so the chart looks like a real history.
 * The seed's day itself has no drift: it is exactly what the job records for that day.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const DEMO_HISTORY_DAYS = 120;

export async function backfillPriceHistory(tx: Tx, today: Date, days = DEMO_HISTORY_DAYS): Promise<void> {
  const last = today.toISOString().slice(0, 10);
  await tx.execute(sql`
    insert into model_price_days (model_id, condition, currency, day, median, min, max, listings)
    select p.model_id, p.condition, p.currency, g.day::date,
      round(percentile_cont(0.5) within group (order by p.price_min * f.factor)::numeric, 2),
      round(min(p.price_min * f.factor), 2), round(max(p.price_min * f.factor), 2), count(*)::int
    from generate_series(${last}::date - ${days - 1}::int, ${last}::date, interval '1 day') g(day)
    join products p on p.published_at < g.day + interval '1 day'
    join sellers s on s.id = p.seller_id
    cross join lateral (
      -- a phase per model and condition, and a little day-to-day jitter (a hash of the day)
      select (${last}::date - g.day::date) as ago, p.model_id * 7 + length(p.condition::text) as phase
    ) d
    cross join lateral (
      select (1 + 0.0008 * d.ago
        + 0.03 * (sin(d.ago / 11.0 + d.phase) - sin(d.phase))
        + case when d.ago = 0 then 0 else 0.008 * sin(d.ago * 12.9898 + d.phase * 78.233) end)::numeric as factor
    ) f
    where p.status = 'approved' and s.status = 'active' and p.model_id is not null and p.price_min is not null
    group by p.model_id, p.condition, p.currency, g.day
    on conflict do nothing`);
}
