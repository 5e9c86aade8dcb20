/**
 * Product page views (`products.views`, what the trending products are ordered by). A view is
 * counted after the page has been answered, never for scripts, crawlers or prefetches, and never awaited by
 * the request: views are added up in memory and written together every VIEWS_FLUSH_MS in one
 * statement (a hot product's row is locked once per flush, not once per view). `flush()` writes
 * them; the app does so before closing the database. A failed write is logged, not retried.
 */
import { createHmac } from "node:crypto";
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

// ---------------------------------------------------------------- recent views (issue 20)
/** What the trending lists count: views of a product, a service or a company page. */
export type RecentViewKind = "product" | "service" | "company";
export interface ViewVisitor {
  userId: number | null;
  ip: string;
  userAgent: string;
}
/** Days of recent views kept: the trending lists count the last TRENDING_DAYS (src/common/api/deals.ts). */
export const RECENT_VIEW_DAYS_KEPT = 8;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Recent views (docs/decisions/049): one row per page, day (UTC) and visitor, so a visitor counts
 * once a day, as article views do (decision 044). The visitor is a keyed hash of the signed-in user,
 * or else of the address and browser, with the day: the address itself is never kept. Gathered in
 * memory and written every VIEWS_FLUSH_MS in one statement that skips the rows already there; rows
 * older than RECENT_VIEW_DAYS_KEPT go once a day. The table has no data-version trigger.
 */
export function createRecentViews(
  database: Database,
  secret: string,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
) {
  let prunedDay = "";
  type View = { kind: RecentViewKind; id: number; day: string; visitor: string };
  const batch = createBatch<string, View>({
    flushMs: VIEWS_FLUSH_MS,
    what: "recent views",
    log,
    merge: (_kept, added) => added,
    write: async (entries) => {
      if (entries.length > 0)
        await database.rows(sql`
          insert into recent_views (kind, target_id, day, visitor)
          values ${sql.join(
            entries.map(([, v]) => sql`(${v.kind}, ${v.id}::int, ${v.day}, ${v.visitor})`),
            sql`, `,
          )}
          on conflict do nothing`);
      const today = utcDay(now());
      if (today !== prunedDay) {
        const oldest = utcDay(new Date(now().getTime() - RECENT_VIEW_DAYS_KEPT * 86_400_000));
        await database.rows(sql`delete from recent_views where day < ${oldest}`);
        prunedDay = today;
      }
    },
  });
  return {
    /** Counts a view of a page by a visitor (written within VIEWS_FLUSH_MS; once per visitor and day). */
    count(kind: RecentViewKind, id: number, visitor: ViewVisitor) {
      const day = utcDay(now());
      const who = visitor.userId !== null ? `u:${visitor.userId}` : `a:${visitor.ip}|${visitor.userAgent}`;
      const hash = createHmac("sha256", secret)
        .update(`recent-view|${day}|${who}`)
        .digest("base64url")
        .slice(0, 22);
      batch.add(`${kind}|${id}|${day}|${hash}`, { kind, id, day, visitor: hash });
    },
    /** Writes the views counted so far and waits for the writes under way. */
    flush: () => batch.flush(),
  };
}
export type RecentViews = ReturnType<typeof createRecentViews>;

/** The visitor of an API request (who the recent views count). */
export function visitorOf(request: {
  user?: { id: number } | null;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}): ViewVisitor {
  return {
    userId: request.user?.id ?? null,
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
  };
}
