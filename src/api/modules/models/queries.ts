/**
 * SQL of the model pages (issue 18): one miner model with its public offers' count and lowest
 * price, and the ids of its public offers, cheapest first. Offers are read from `product_search`
 * (public rows only, index on model and price: migration 0018), so a page costs one index range
 * however many listings the marketplace has.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type MinerModelRow, minerModelFields } from "../catalog/public.ts";

interface ModelRow extends MinerModelRow {
  offers_count: number;
  lowest_currency: string | null;
  lowest_price: number | string | null;
}

/** One model with its brand, the count of its public offers and the cheapest one's price. */
export async function selectModel(database: Database, id: number) {
  const [row] = await database.rows<ModelRow>(
    sql`
    select m.id, m.slug, m.name, m.algorithm, m.hashrate_hs, m.power_w, m.specs, m.released_on,
      b.id as brand_id, b.name as brand_name,
      (select count(*)::int from product_search ps where ps.model_id = m.id and ps.public) as offers_count,
      cheapest.currency as lowest_currency, cheapest.price_min as lowest_price
    from miner_models m join brands b on b.id = m.brand_id
    -- the first of the offers (the same index range as the offers' page): one row read
    left join lateral (
      select p.currency, p.price_min from product_search ps join products p on p.id = ps.id
      where ps.model_id = m.id and ps.public and ps.price_min is not null
      order by ps.price_min, ps.id limit 1
    ) cheapest on true
    where m.id = ${id}`,
    { name: "models_detail" },
  );
  if (!row) return null;
  return {
    ...minerModelFields(row),
    specs: row.specs,
    offers_count: row.offers_count,
    lowest_price:
      row.lowest_price === null || row.lowest_currency === null
        ? null
        : { currency: row.lowest_currency.trim(), price: Number(row.lowest_price) },
  };
}

/** Whether the model exists (the price history of an unknown model is a 404, not an empty chart). */
export async function modelExists(database: Database, id: number): Promise<boolean> {
  const rows = await database.rows(sql`select 1 from miner_models where id = ${id}`, {
    name: "models_exists",
  });
  return rows.length > 0;
}

/**
 * A page of the model's public offers, cheapest first (listings without a price last, then by id
 * so that pages never overlap), and how many there are.
 */
export async function selectOfferIds(database: Database, modelId: number, limit: number, offset: number) {
  const [ids, [count]] = await Promise.all([
    database.rows<{ id: number }>(
      sql`select ps.id from product_search ps where ps.model_id = ${modelId} and ps.public
          order by ps.price_min asc nulls last, ps.id limit ${limit} offset ${offset}`,
      { name: "models_offer_ids" },
    ),
    database.rows<{ n: number }>(
      sql`select count(*)::int as n from product_search ps where ps.model_id = ${modelId} and ps.public`,
      { name: "models_offer_count" },
    ),
  ]);
  return { ids: ids.map((r) => r.id), count: count?.n ?? 0 };
}
