/**
 * What people search for: popular searches per locale (search_queries) and each signed-in user's
 * recent searches (search_history). Recording is fire-and-forget: the search answers first, the
 * write happens afterwards and a failure is only logged. `flush()` waits for the writes under way
 * (the app does so before closing the database).
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { iso } from "../../db/sql.ts";

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
}

export function createSearchLog(database: Database, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();

  async function write(e: SearchEvent & { query: string }) {
    if (e.found && e.query.length <= POPULAR_MAX_LENGTH) {
      await database.rows(sql`
        insert into search_queries (query, locale, count, last_searched_at) values (${e.query}, ${e.locale}, 1, now())
        on conflict (query, locale) do update set count = search_queries.count + 1, last_searched_at = now()`);
    }
    if (e.userId !== null) {
      const query = e.query.slice(0, HISTORY_MAX_LENGTH);
      await database.rows(sql`
        insert into search_history (user_id, query, searched_at) values (${e.userId}, ${query}, clock_timestamp())
        on conflict (user_id, query) do update set searched_at = clock_timestamp()`);
      await database.rows(sql`
        delete from search_history where user_id = ${e.userId} and id not in (
          select id from search_history where user_id = ${e.userId} order by searched_at desc, id desc limit ${HISTORY_KEEP})`);
    }
  }

  /** Records a search in the background; never throws, never delays the caller. */
  function record(e: SearchEvent): void {
    const query = e.text ? normalizeQuery(e.text) : "";
    if (!query) return;
    const job: Promise<void> = write({ ...e, query })
      .catch((err: unknown) => log.warn({ err }, "recording a search failed"))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  async function popular(locale: Locale, limit: number) {
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
    while (pending.size > 0) await Promise.all([...pending]);
  }

  return { record, popular, history, clearHistory, flush };
}
export type SearchLog = ReturnType<typeof createSearchLog>;
