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
  let counts = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  const pending = new Set<Promise<void>>();

  async function write() {
    timer = null;
    if (counts.size === 0) return;
    const batch = [...counts];
    counts = new Map();
    await database.rows(sql`
      update products p set views = p.views + v.n
      from (values ${sql.join(
        batch.map(([id, n]) => sql`(${id}::int, ${n}::int)`),
        sql`, `,
      )}) as v(id, n)
      where p.id = v.id`);
  }

  function track(promise: Promise<void>) {
    const p = promise.catch((error: unknown) => log.warn({ err: error }, "product views not recorded"));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  return {
    /** Counts one view of a product (written within VIEWS_FLUSH_MS). */
    count(productId: number) {
      counts.set(productId, (counts.get(productId) ?? 0) + 1);
      timer ??= setTimeout(() => track(write()), VIEWS_FLUSH_MS).unref();
    },
    /** Writes the views counted so far and waits for the writes under way. */
    async flush() {
      if (timer) clearTimeout(timer);
      track(write());
      await Promise.all([...pending]);
    },
  };
}
export type ProductViews = ReturnType<typeof createProductViews>;
