/**
 * The services' part of the moderation queue (issue 6): new services sent for verification and
 * pending changes of approved services, oldest first, in the shape of `QueueItem` (audit.ts) so
 * the console can merge both lists by `submitted_at`. Decisions: `approveServices` and
 * `rejectServices` of the seller-services module.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { MODERATION_PROMISE_HOURS, type QueueItem } from "./audit.ts";

export interface ServiceQueueItem extends Omit<QueueItem, "kind"> {
  kind: "service" | "service_change";
}

/** What services wait for a moderator, oldest first, with the age against the promised 24 hours. */
export async function servicesModerationQueue(database: Database, limit = 100): Promise<ServiceQueueItem[]> {
  const rows = await database.rows<{
    kind: ServiceQueueItem["kind"];
    id: number;
    name: string;
    seller_id: number;
    company_name: string;
    submitted_at: Date | string;
  }>(sql`
    select * from (
      select 'service' as kind, v.id, v.name, s.id as seller_id, s.company_name, v.updated_at as submitted_at
      from services v join sellers s on s.id = v.seller_id where v.status = 'verified'
      union all
      select 'service_change', v.id, coalesce(c.payload->>'name', v.name), s.id, s.company_name, c.created_at
      from listing_changes c join services v on v.id = c.target_id join sellers s on s.id = v.seller_id
      where c.kind = 'service' and c.status = 'pending'
    ) q
    order by submitted_at, kind, id
    limit ${limit}`);
  const now = Date.now();
  return rows.map((r) => {
    const submitted = new Date(r.submitted_at);
    const age = (now - submitted.getTime()) / 3_600_000;
    return {
      ...r,
      sku: null,
      submitted_at: submitted.toISOString(),
      age_hours: Math.round(age * 10) / 10,
      overdue: age > MODERATION_PROMISE_HOURS,
    };
  });
}
