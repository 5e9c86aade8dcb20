/**
 * Rate limits kept in the database (table rate_limits), so that every app process counts the same
 * attempts: fixed windows, one row per rule and subject (an IP or an account), updated with one
 * atomic upsert. Over the limit: 429 with Retry-After. Subjects are stored hashed. The bounds of
 * each call are listed in docs/rate-limits.md.
 *
 * Every state-changing API call (POST, PUT, PATCH, DELETE under /api/) is counted by one hook
 * (`registerWriteLimits`, docs/decisions/068): against the caller's write budget (WRITE_RATE_RULES:
 * per user, per IP for a guest), and against the budgets its route names in
 * `config: { rateLimit }` (counted per company for the seller's catalogue). A route without a
 * budget must say why (`{ exempt: "reason" }`); tests/api/write-limits.test.ts walks every route.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
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

// ---------------------------------------------------------------- the budgets of every write

/** Budgets of a state-changing route, declared in its `config.rateLimit`. */
export type RouteRateLimit =
  | {
      /** Counted before the handler, besides the caller's write budget (WRITE_RATE_RULES). */
      rules: RateRule[];
      /** `company`: counted for the caller's company (the one it owns), the user's when it has none. */
      per: "company" | "user";
    }
  | {
      /** No budget at all: why (e.g. signing out must always work). */
      exempt: string;
    };

declare module "fastify" {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

/**
 * What every state-changing call counts, whatever its route: a person types and clicks far below
 * these; a script hits them within minutes. Calls that change what the public sees have tighter
 * budgets of their own (LISTING_BUDGETS, src/api/modules/listings/budgets.ts).
 */
export const WRITE_RATE_RULES = {
  user: { name: "writes:user", limit: 300, windowSeconds: 5 * 60 },
  guest: { name: "writes:ip", limit: 300, windowSeconds: 5 * 60 },
} satisfies Record<string, RateRule>;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const isWrite = (method: string | string[]) => [method].flat().some((m) => WRITE_METHODS.has(m));
const isApi = (url: string) => url.startsWith("/api/");

/** A state-changing API route as registered, with the budgets it ended up with (read after `ready`). */
export interface WriteRoute {
  method: string;
  url: string;
  rateLimit: RouteRateLimit | undefined;
}

/**
 * Counts every state-changing API call before its handler (after authentication and validation,
 * so a call refused with 401 or 400 costs nothing), and keeps the list of such routes for the test
 * that walks them. Call it before any route is registered.
 */
export function registerWriteLimits(
  app: FastifyInstance,
  opts: {
    limiter: RateLimiter;
    /** The company a user owns (null: none). */
    companyOf(userId: number): Promise<number | null>;
  },
): { routes(): WriteRoute[] } {
  const seen: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    if (isWrite(route.method) && isApi(route.url)) seen.push(route);
  });
  app.addHook("preHandler", async (request) => {
    if (!WRITE_METHODS.has(request.method) || !isApi(request.routeOptions.url ?? "")) return;
    const budget = request.routeOptions.config.rateLimit;
    if (budget && "exempt" in budget) return;
    const user = request.user;
    if (!user) await opts.limiter.hit(WRITE_RATE_RULES.guest, request.ip);
    else await opts.limiter.hit(WRITE_RATE_RULES.user, String(user.id));
    if (!budget) return;
    const subject = !user
      ? `ip:${request.ip}`
      : budget.per === "company"
        ? companySubject(await opts.companyOf(user.id), user.id)
        : `user:${user.id}`;
    for (const rule of budget.rules) await opts.limiter.hit(rule, subject);
  });
  return {
    routes: () =>
      seen.flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => WRITE_METHODS.has(m))
          .map((method) => ({ method, url: r.url, rateLimit: r.config?.rateLimit })),
      ),
  };
}

const companySubject = (companyId: number | null, userId: number) =>
  companyId === null ? `user:${userId}` : `company:${companyId}`;

/**
 * Gives `budget` to every state-changing route registered after this call in the same plugin whose
 * path starts with `prefix`, unless the route names its own in `config.rateLimit`.
 */
export function writeBudget(app: FastifyInstance, prefix: string, budget: RouteRateLimit) {
  app.addHook("onRoute", (route) => {
    if (!isWrite(route.method) || !route.url.startsWith(prefix)) return;
    route.config = { ...route.config, rateLimit: route.config?.rateLimit ?? budget };
  });
}
