/**
 * Displays and clicks of advertising banners (`banner_stats`, one row per banner and UTC day). As
 * product views (catalog/views.ts): counted in memory and never awaited by the request, written
 * together every STATS_FLUSH_MS in one statement; `flush()` writes them (the app does so before
 * closing the database). A banner deleted in between is left out; a failed write is logged, not retried.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { createBatch } from "../../infra/batch.ts";

export const STATS_FLUSH_MS = 2000;

type Counts = { impressions: number; clicks: number };

export function createAdStats(database: Database, log: FastifyBaseLogger) {
  const batch = createBatch<number, Counts>({
    flushMs: STATS_FLUSH_MS,
    what: "banner statistics",
    log,
    merge: (kept, added) => ({
      impressions: (kept?.impressions ?? 0) + added.impressions,
      clicks: (kept?.clicks ?? 0) + added.clicks,
    }),
    write: async (counts) => {
      if (counts.length === 0) return;
      const values = sql.join(
        counts.map(([id, c]) => sql`(${id}::int, ${c.impressions}::int, ${c.clicks}::int)`),
        sql`, `,
      );
      await database.rows(sql`
        insert into banner_stats (banner_id, day, impressions, clicks)
        select v.id, (now() at time zone 'utc')::date, v.i, v.c
        from (values ${values}) as v(id, i, c) join banners b on b.id = v.id
        on conflict (banner_id, day) do update set
          impressions = banner_stats.impressions + excluded.impressions,
          clicks = banner_stats.clicks + excluded.clicks`);
    },
  });
  return {
    /** One display of each of these banners (written within STATS_FLUSH_MS). */
    shown(ids: readonly number[]) {
      for (const id of ids) batch.add(id, { impressions: 1, clicks: 0 });
    },
    /** One click on a banner (written within STATS_FLUSH_MS). */
    clicked: (id: number) => batch.add(id, { impressions: 0, clicks: 1 }),
    /** Writes what was counted so far and waits for the writes under way. */
    flush: () => batch.flush(),
  };
}
export type AdStats = ReturnType<typeof createAdStats>;
