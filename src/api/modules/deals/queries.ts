/**
 * SQL of the marketplace widgets (issue 20, docs/decisions/049). Each statement is bounded: the
 * special offers read the few listings with an end date (products_offer_ends_idx), the best deals
 * one pass over the public miner listings of a model (product_search_deals_idx, index only), and
 * the trending lists the recent views of the last TRENDING_DAYS.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/**
 * Public listings with an offer under way, the biggest discount relative to the price first, and
 * the nearest end of every offer under way (when the list changes without a write).
 */
export async function selectSpecialOfferIds(database: Database, limit: number) {
  const [rows, until] = await Promise.all([
    database.rows<{ id: number }>(
      sql`
      select p.id from products p join product_search ps on ps.id = p.id
      where p.discount_ends_at > now() and p.discount_amount > 0 and p.price_min > 0 and ps.public
      order by p.discount_amount / p.price_min desc, p.id desc
      limit ${limit}`,
      { name: "special_offer_ids" },
    ),
    selectNextOfferEnd(database),
  ]);
  return { ids: rows.map((r) => r.id), until };
}

/** The nearest end of an offer under way (ms since the epoch), +Infinity when there is none. */
export async function selectNextOfferEnd(database: Database): Promise<number> {
  const [next] = await database.rows<{ at: unknown }>(
    sql`select min(discount_ends_at) as at from products where discount_ends_at > now() and discount_amount > 0`,
    { name: "special_offer_next_end" },
  );
  return next?.at ? new Date(next.at as string | Date).getTime() : Number.POSITIVE_INFINITY;
}

export interface DealRow {
  model_id: number;
  model_name: string;
  best_id: number;
  best: number;
  median: number;
  n: number;
}

/**
 * Per miner model, the public listing with the lowest asking price per TH/s (lowest tier, before
 * discount; EUR converted at `usdPerEur`) and the model's median; the models whose best listing is
 * furthest below their median first (then the cheapest per TH/s).
 */
export function selectBestDeals(database: Database, limit: number, usdPerEur: number) {
  return database.rows<DealRow>(sql`
    with l as (
      select ps.model_id, ps.id,
        ps.price_min::float8 * (case when ps.currency = 'EUR' then ${usdPerEur}::float8 else 1::float8 end)
          / (ps.hashrate_hs / 1e12) as usd_per_ths
      from product_search ps
      where ps.public and ps.model_id is not null and ps.hashrate_hs > 0 and ps.price_min > 0
    ), m as (
      select model_id, count(*)::int as n, min(usd_per_ths) as best,
        percentile_cont(0.5) within group (order by usd_per_ths) as median,
        (array_agg(id order by usd_per_ths, id))[1] as best_id
      from l group by model_id
    )
    select m.model_id, mm.name as model_name, m.best_id, m.best, m.median, m.n
    from m join miner_models mm on mm.id = m.model_id
    order by 1 - m.best / m.median desc, m.best, m.model_id
    limit ${limit}`);
}

/**
 * The most viewed public listings of a kind over the days since `since` (YYYY-MM-DD), with their
 * counts. The views are counted first and only the top candidates (4x the limit) are checked for
 * being public: checking every viewed row cost 2.5x more at 100,000 views (decision 049).
 */
export function selectTrending(
  database: Database,
  kind: "product" | "service" | "company",
  since: string,
  limit: number,
) {
  const isPublic =
    kind === "product"
      ? sql`exists (select 1 from product_search ps where ps.id = g.id and ps.public)`
      : kind === "service"
        ? sql`exists (select 1 from services x join sellers s on s.id = x.seller_id
            where x.id = g.id and x.status = 'approved' and s.status = 'active')`
        : sql`exists (select 1 from sellers s where s.id = g.id and s.status = 'active')`;
  return database.rows<{ id: number; n: number }>(sql`
    select g.id, g.n from (
      select target_id as id, count(*)::int as n from recent_views
      where kind = ${kind} and day >= ${since}
      group by target_id order by n desc, target_id desc limit ${limit * 4}
    ) g
    where ${isPublic}
    order by g.n desc, g.id desc limit ${limit}`);
}

/** Which of `ids` are still public (a listing may have been withdrawn since a cached list was read). */
export async function selectStillPublic(
  database: Database,
  kind: "product" | "service" | "company",
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const list = sql.param(ids);
  const rows = await database.rows<{ id: number }>(
    kind === "product"
      ? sql`select id from product_search where public and id = any(${list}::int[])`
      : kind === "service"
        ? sql`select x.id from services x join sellers s on s.id = x.seller_id
            where x.id = any(${list}::int[]) and x.status = 'approved' and s.status = 'active'`
        : sql`select id from sellers where id = any(${list}::int[]) and status = 'active'`,
  );
  return new Set(rows.map((r) => r.id));
}
