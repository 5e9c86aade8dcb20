/**
 * Rate limits kept in the database (table rate_limits), so that every app process counts the same
 * attempts: fixed windows, one row per rule and subject (an IP or an account), updated with one
 * atomic upsert. Over the limit: 429 with Retry-After. Subjects are stored hashed. The bounds of
 * each call are listed in docs/rate-limits.md.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";

export interface RateRule {
  /** Names the counter (`sign-in:ip`). */
  name: string;
  limit: number;
  windowSeconds: number;
}

export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfter: number) {
    super("too_many_requests", "error.tooManyRetry", { seconds: retryAfter });
  }
}

/** Sets Retry-After on a 429 (an onError hook runs before the error handler and may add headers). */
export async function retryAfterHook(_request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (error instanceof TooManyRequestsError) reply.header("retry-after", String(error.retryAfter));
}

const keyOf = (rule: RateRule, subject: string) =>
  `${rule.name}:${createHash("sha256").update(subject.toLowerCase()).digest("base64url").slice(0, 32)}`;

export function createRateLimiter(database: Database, enabled: boolean) {
  /**
   * Counts one attempt (or `amount` units of a budget: bytes, kilobytes); returns the seconds to
   * wait when it is over the limit, else 0.
   */
  async function count(rule: RateRule, subject: string, amount = 1): Promise<number> {
    const n = Math.max(0, Math.min(Math.ceil(amount), 1_000_000_000));
    const [row] = await database.rows<{ hits: number; retry_after: number }>(sql`
      insert into rate_limits (key, hits, reset_at)
      values (${keyOf(rule, subject)}, ${n}::int, now() + ${rule.windowSeconds}::int * interval '1 second')
      on conflict (key) do update set
        hits = case when rate_limits.reset_at <= now() then ${n}::int else least(rate_limits.hits + ${n}::int, 2000000000) end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning hits, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after`);
    if (!row || row.hits <= rule.limit) return 0;
    return row.retry_after;
  }

  return {
    /** Counts an attempt (`amount` units of a budget); throws 429 when the subject is over the limit. */
    async hit(rule: RateRule, subject: string, amount = 1): Promise<void> {
      if (!enabled) return;
      const wait = await count(rule, subject, amount);
      if (wait > 0) throw new TooManyRequestsError(wait);
    },
    /** Counts an attempt (`amount` units of a budget); false (without throwing) when over the limit. */
    async tryHit(rule: RateRule, subject: string, amount = 1): Promise<boolean> {
      if (!enabled) return true;
      return (await count(rule, subject, amount)) === 0;
    },
    /** Throws 429 when the subject has already used up the window (counts nothing). */
    async check(rule: RateRule, subject: string): Promise<void> {
      if (!enabled) return;
      const [row] = await database.rows<{ hits: number; retry_after: number }>(sql`
        select hits, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after
        from rate_limits where key = ${keyOf(rule, subject)} and reset_at > now()`);
      if (row && row.hits >= rule.limit) throw new TooManyRequestsError(row.retry_after);
    },
    /** Seconds left in the subject's window when it is used up, else 0. */
    async remaining(rule: RateRule, subject: string): Promise<number> {
      const [row] = await database.rows<{ hits: number; retry_after: number }>(sql`
        select hits, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after
        from rate_limits where key = ${keyOf(rule, subject)} and reset_at > now()`);
      return row && row.hits >= rule.limit ? row.retry_after : 0;
    },
    async prune(): Promise<void> {
      await database.rows(sql`delete from rate_limits where reset_at < now()`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
