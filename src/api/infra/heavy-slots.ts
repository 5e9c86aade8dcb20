/**
 * A bound on heavy work across every app process (docs/decisions/066): at most `global` jobs
 * of heavy work at once on the server, and at most `perAccount` for one account (a seller), in
 * the `heavy_slots` table. A job takes a slot before it starts and gives it back when it ends;
 * while it runs it renews the slot's lease, so a process that died frees its slots when their
 * lease ends. A job that finds no slot is not refused: it goes back to its queue for a few
 * seconds (`bounded`). Takers serialise on a transaction-level advisory lock, so two processes
 * never both take the last slot. For any heavy job: errors files and exports today; image work
 * and imports can take the same slots.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { ADVISORY_LOCKS, type Database } from "../db/client.ts";
import { heavySlots } from "../db/schema.ts";
import type { JobHandler, Jobs } from "./jobs.ts";

export interface HeavySettings {
  /** Heavy jobs running at once on the whole server (every process). */
  global: number;
  /** Heavy jobs running at once for one account. */
  perAccount: number;
  /** A slot not renewed for this long is free again (its holder died). */
  leaseSeconds: number;
  /** How long a job that found no slot waits in its queue before it tries again. */
  waitSeconds: number;
}

export const DEFAULT_HEAVY: HeavySettings = { global: 2, perAccount: 1, leaseSeconds: 60, waitSeconds: 3 };

export interface HeavySlots {
  /** Takes a slot for `account`, or answers undefined when a limit is reached. */
  take(kind: string, account: string, holder: string): Promise<number | undefined>;
  /** Gives the slot back. */
  release(id: number): Promise<void>;
  /**
   * Runs `fn` in a slot (renewing its lease meanwhile), or answers false at once without
   * running it when there is none.
   */
  run(kind: string, account: string, holder: string, fn: () => Promise<void>): Promise<boolean>;
  readonly settings: HeavySettings;
}

export function createHeavySlots(database: Database, settings: HeavySettings): HeavySlots {
  const db = database.db;
  const lease = () => sql`now() + make_interval(secs => ${settings.leaseSeconds})`;

  const self: HeavySlots = {
    settings,
    take: (kind, account, holder) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.heavy})`);
        await tx.delete(heavySlots).where(lt(heavySlots.expiresAt, sql`now()`));
        const [counts] = await tx
          .select({
            all: sql<number>`count(*)::int`,
            mine: sql<number>`(count(*) filter (where ${heavySlots.account} = ${account}))::int`,
          })
          .from(heavySlots);
        if ((counts?.all ?? 0) >= settings.global || (counts?.mine ?? 0) >= settings.perAccount)
          return undefined;
        const [row] = await tx
          .insert(heavySlots)
          .values({ kind, account, holder, expiresAt: lease() })
          .returning({ id: heavySlots.id });
        return row?.id;
      }),
    async release(id) {
      await db.delete(heavySlots).where(eq(heavySlots.id, id));
    },
    async run(kind, account, holder, fn) {
      const id = await self.take(kind, account, holder);
      if (id === undefined) return false;
      const renew = setInterval(
        () => {
          db.update(heavySlots)
            .set({ expiresAt: lease() })
            .where(and(eq(heavySlots.id, id)))
            .catch(() => {});
        },
        (settings.leaseSeconds * 1000) / 3,
      );
      renew.unref();
      try {
        await fn();
      } finally {
        clearInterval(renew);
        await self.release(id);
      }
      return true;
    },
  };
  return self;
}

/**
 * A job handler that runs in a heavy slot of the account `accountOf(data)` names; without a free
 * slot, the job is queued again to start `waitSeconds` later (it waits its turn, it is not refused).
 */
export function bounded<T extends object>(
  slots: HeavySlots,
  jobs: Jobs,
  queue: string,
  accountOf: (data: T) => string,
  handler: JobHandler<T>,
): JobHandler<T> {
  return async (data, job) => {
    const ran = await slots.run(queue, accountOf(data), job.id, () => handler(data, job));
    if (!ran) await jobs.send(queue, data, { startAfterSeconds: slots.settings.waitSeconds });
  };
}
