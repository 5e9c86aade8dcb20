/**
 * What people search for: popular searches per locale (search_queries) and each signed-in user's
 * recent searches (search_history). Recording is fire-and-forget: the search answers first, the
 * write happens afterwards and a failure is only logged. Popular counts are added up in memory and
 * written together every POPULAR_FLUSH_MS (one statement for all the searches of that time, through
 * the shared batch writer src/api/infra/batch.ts):
 * counting each search with its own upsert made every search of a popular text wait for the lock
 * on that text's row. A popular search is counted under its corrected spelling (a word the search
 * forgave shown as the word of the results it resembles, spelling.ts), so typos are not shown raw
 * and "antminr s19" adds to "antminer s19". `flush()` writes them and waits for the writes under way (the app does so
 * before closing the database; `popular()` does so first, so a search shows up at once).
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { iso } from "../../db/sql.ts";
import { createBatch } from "../../infra/batch.ts";
import { correctedQuery } from "./spelling.ts";

/** Longer queries are not counted as popular (they are rarely repeated, and would fill the list with noise). */
const POPULAR_MAX_LENGTH = 80;
const HISTORY_MAX_LENGTH = 200;
/** Searches kept per user. */
export const HISTORY_KEEP = 50;

/** A query as stored: trimmed, single-spaced, lower-cased (accents kept, for display). */
export function normalizeQuery(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

export interface SearchEvent {
  text: string | undefined;
  locale: Locale;
  userId: number | null;
  /** Whether the search found anything: only such searches count towards popular searches. */
  found: boolean;
  /**
   * The names of what the search showed first (products, services, companies): the words a
   * misspelt query is corrected to before it counts as a popular search (spelling.ts).
   */
  names?: readonly string[];
}

/** How often the popular counts added up in memory are written. */
export const POPULAR_FLUSH_MS = 2000;

type PopularCount = { query: string; locale: Locale; count: number; last: Date };

export function createSearchLog(database: Database, log: FastifyBaseLogger) {
  /** History writes under way (popular counts wait in their batch). */
  const pending = new Set<Promise<void>>();
  /** Searches counted since the last write, by locale and query (src/api/infra/batch.ts). */
  const counts = createBatch<string, PopularCount>({
    flushMs: POPULAR_FLUSH_MS,
    what: "popular searches",
    log,
    merge: (kept, added) => (kept ? { ...kept, count: kept.count + added.count, last: added.last } : added),
    write: writeCounts,
  });

  async function writeCounts(entries: [string, PopularCount][]) {
    if (entries.length === 0) return;
    const batch = entries.map(([, b]) => b);
    await database.rows(sql`
      insert into search_queries (query, locale, count, last_searched_at)
      select * from unnest(${sql.param(batch.map((b) => b.query))}::text[], ${sql.param(batch.map((b) => b.locale))}::char(2)[],
        ${sql.param(batch.map((b) => b.count))}::int[], ${sql.param(batch.map((b) => b.last.toISOString()))}::timestamptz[])
      on conflict (query, locale) do update set count = search_queries.count + excluded.count,
        last_searched_at = greatest(search_queries.last_searched_at, excluded.last_searched_at)`);
  }

  function track(job: Promise<void>) {
    const tracked: Promise<void> = job
      .catch((err: unknown) => log.warn({ err }, "recording a search failed"))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  async function writeHistory(userId: number, text: string) {
    const query = text.slice(0, HISTORY_MAX_LENGTH);
    await database.rows(sql`
      insert into search_history (user_id, query, searched_at) values (${userId}, ${query}, clock_timestamp())
      on conflict (user_id, query) do update set searched_at = clock_timestamp()`);
    await database.rows(sql`
      delete from search_history where user_id = ${userId} and id not in (
        select id from search_history where user_id = ${userId} order by searched_at desc, id desc limit ${HISTORY_KEEP})`);
  }

  /** Records a search in the background; never throws, never delays the caller. */
  function record(e: SearchEvent): void {
    const query = e.text ? normalizeQuery(e.text) : "";
    if (!query) return;
    if (e.found && query.length <= POPULAR_MAX_LENGTH) {
      const popularQuery = correctedQuery(query, e.names ?? []);
      counts.add(`${e.locale}\u0000${popularQuery}`, {
        query: popularQuery,
        locale: e.locale,
        count: 1,
        last: new Date(),
      });
    }
    if (e.userId !== null) track(writeHistory(e.userId, query));
  }

  async function popular(locale: Locale, limit: number) {
    await flush(); // a search made just before counts at once
    return database.rows<{ query: string; count: number }>(sql`
      select query, count from search_queries where locale = ${locale}
      order by count desc, last_searched_at desc, query limit ${limit}`);
  }

  async function history(userId: number, limit: number) {
    await flush(); // a search made just before shows up at once
    const rows = await database.rows<{ query: string; searched_at: unknown }>(sql`
      select query, searched_at from search_history where user_id = ${userId}
      order by searched_at desc, id desc limit ${limit}`);
    return rows.map((r) => ({ query: r.query, searched_at: iso(r.searched_at) }));
  }

  async function clearHistory(userId: number, query?: string) {
    await flush();
    await database.rows(sql`delete from search_history where user_id = ${userId}
      ${query ? sql`and query = ${normalizeQuery(query)}` : sql``}`);
  }

  async function flush() {
    await counts.flush();
    while (pending.size > 0) await Promise.all([...pending]);
  }

  return { record, popular, history, clearHistory, flush };
}
export type SearchLog = ReturnType<typeof createSearchLog>;
