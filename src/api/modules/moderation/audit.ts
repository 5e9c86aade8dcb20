/**
 * The moderation audit log (issue 6): one `moderation_decisions` row per decision, written in the
 * transaction that applies it, and the queue of what waits for a moderator.
 */
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import { moderationDecisions } from "../../db/schema.ts";
import type { Tx } from "../../infra/jobs.ts";

export type DecisionRow = typeof moderationDecisions.$inferInsert;

export async function recordDecisions(q: Db | Tx, rows: DecisionRow[]) {
  if (rows.length) await q.insert(moderationDecisions).values(rows);
}

/** Moderation promises an answer in about 24 hours (spec 9). */
export const MODERATION_PROMISE_HOURS = 24;

export interface QueueItem {
  kind: "product" | "product_change" | "seller_change";
  /** The product id, or the seller change's id. */
  id: number;
  sku: string | null;
  name: string;
  seller_id: number;
  company_name: string;
  submitted_at: string;
  age_hours: number;
  overdue: boolean;
}

/** What waits for a moderator, oldest first: new products, changes of approved products, company changes. */
export async function moderationQueue(database: Database, limit = 100): Promise<QueueItem[]> {
  const rows = await database.rows<{
    kind: QueueItem["kind"];
    id: number;
    sku: string | null;
    name: string;
    seller_id: number;
    company_name: string;
    submitted_at: Date | string;
  }>(sql`
    select * from (
      select 'product' as kind, p.id, p.sku, p.name, s.id as seller_id, s.company_name, p.updated_at as submitted_at
      from products p join sellers s on s.id = p.seller_id where p.status = 'verified'
      union all
      select 'product_change', p.id, p.sku, p.name, s.id, s.company_name, c.created_at
      from listing_changes c join products p on p.id = c.target_id join sellers s on s.id = p.seller_id
      where c.kind = 'product' and c.status = 'pending'
      union all
      select 'seller_change', c.id, null, s.company_name, s.id, s.company_name, c.created_at
      from listing_changes c join sellers s on s.id = c.target_id where c.kind = 'seller' and c.status = 'pending'
    ) q
    order by submitted_at, kind, id
    limit ${limit}`);
  const now = Date.now();
  return rows.map((r) => {
    const submitted = new Date(r.submitted_at);
    const age = (now - submitted.getTime()) / 3_600_000;
    return {
      ...r,
      submitted_at: submitted.toISOString(),
      age_hours: Math.round(age * 10) / 10,
      overdue: age > MODERATION_PROMISE_HOURS,
    };
  });
}
