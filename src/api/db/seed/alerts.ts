/**
 * The demo buyer's saved searches and alerts (issue 22): a catalogue search with new-listing alerts,
 * a price drop for the first miner model, and a halving reminder, so /buyer-alerts shows each kind.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";

export async function seedDemoAlerts(database: Database, userId: number): Promise<void> {
  const query = JSON.stringify({
    search: "antminer",
    price_max: 6000,
    hashrate_unit: "TH/s",
    efficiency_unit: "J/TH",
  });
  await database.rows(sql`insert into saved_searches (user_id, kind, name, query, price_max)
    values (${userId}, 'search', 'Antminer under 6,000 USD', ${query}::jsonb, 6000)`);
  await database.rows(sql`insert into saved_searches (user_id, kind, name, model_id, price_below)
    select ${userId}, 'price_drop', b.name || ' ' || m.name || ' below 2,500 USD', m.id, 2500
    from miner_models m join brands b on b.id = m.brand_id order by m.id limit 1`);
  await database.rows(sql`insert into saved_searches (user_id, kind, name, coin)
    values (${userId}, 'halving', 'Bitcoin halving', 'BTC')`);
}
