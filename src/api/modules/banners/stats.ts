/**
 * Displays and clicks of advertising banners (`banner_stats`, one row per banner and UTC day). As
 * product views (catalog/views.ts): counted in memory and never awaited by the request, written
 * together every STATS_FLUSH_MS in one statement; `flush()` writes them (the app does so before
 * closing the database). A banner deleted in between is left out; a failed write is logged, not retried.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";

export const STATS_FLUSH_MS = 2000;

type Counts = { impressions: number; clicks: number };

export function createAdStats(database: Database, log: FastifyBaseLogger) {
  let counts = new Map<number, Counts>();
  let timer: NodeJS.Timeout | null = null;
  const pending = new Set<Promise<void>>();

  async function write() {
    timer = null;
    if (counts.size === 0) return;
    const batch = [...counts];
    counts = new Map();
    const values = sql.join(
      batch.map(([id, c]) => sql`(${id}::int, ${c.impressions}::int, ${c.clicks}::int)`),
      sql`, `,
    );
    await database.rows(sql`
      insert into banner_stats (banner_id, day, impressions, clicks)
      select v.id, (now() at time zone 'utc')::date, v.i, v.c
      from (values ${values}) as v(id, i, c) join banners b on b.id = v.id
      on conflict (banner_id, day) do update set
        impressions = banner_stats.impressions + excluded.impressions,
        clicks = banner_stats.clicks + excluded.clicks`);
  }

  function track(promise: Promise<void>) {
    const p = promise.catch((error: unknown) => log.warn({ err: error }, "banner statistics not recorded"));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  function add(id: number, impressions: number, clicks: number) {
    const c = counts.get(id) ?? { impressions: 0, clicks: 0 };
    c.impressions += impressions;
    c.clicks += clicks;
    counts.set(id, c);
    timer ??= setTimeout(() => track(write()), STATS_FLUSH_MS).unref();
  }

  return {
    /** One display of each of these banners (written within STATS_FLUSH_MS). */
    shown(ids: readonly number[]) {
      for (const id of ids) add(id, 1, 0);
    },
    /** One click on a banner (written within STATS_FLUSH_MS). */
    clicked(id: number) {
      add(id, 0, 1);
    },
    /** Writes what was counted so far and waits for the writes under way. */
    async flush() {
      if (timer) clearTimeout(timer);
      track(write());
      await Promise.all([...pending]);
    },
  };
}
export type AdStats = ReturnType<typeof createAdStats>;
