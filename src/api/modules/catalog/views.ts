/**
 * Product page views (`products.views`, what the trending products are ordered by). A view is
 * counted after the page has been answered, never for scripts, crawlers or prefetches, and never awaited by
 * the request: views are added up in memory and written together every VIEWS_FLUSH_MS in one
 * statement (a hot product's row is locked once per flush, not once per view). `flush()` writes
 * them; the app does so before closing the database. A failed write is logged, not retried.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isbot } from "isbot";
import type { Database } from "../../db/client.ts";
import { createBatch } from "../../infra/batch.ts";

export const VIEWS_FLUSH_MS = 2000;

/** Whether a request is a person looking at a product: not a script, a crawler, a link preview or a prefetch. */
export function countsAsView(headers: Record<string, string | string[] | undefined>): boolean {
  const one = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v.join(",") : (v ?? "");
  };
  const agent = one("user-agent");
  // Browsers always name themselves; a request without a user agent is a script.
  if (!agent || isbot(agent)) return false;
  return !/prefetch|prerender/i.test(`${one("sec-purpose")} ${one("purpose")}`);
}

export function createProductViews(database: Database, log: FastifyBaseLogger) {
  const batch = createBatch<number, number>({
    flushMs: VIEWS_FLUSH_MS,
    what: "product views",
    log,
    merge: (kept, added) => (kept ?? 0) + added,
    write: async (counts) => {
      if (counts.length === 0) return;
      await database.rows(sql`
        update products p set views = p.views + v.n
        from (values ${sql.join(
          counts.map(([id, n]) => sql`(${id}::int, ${n}::int)`),
          sql`, `,
        )}) as v(id, n)
        where p.id = v.id`);
    },
  });
  return {
    /** Counts one view of a product (written within VIEWS_FLUSH_MS). */
    count: (productId: number) => batch.add(productId, 1),
    /** Writes the views counted so far and waits for the writes under way. */
    flush: () => batch.flush(),
  };
}
export type ProductViews = ReturnType<typeof createProductViews>;
