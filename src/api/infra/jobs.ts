/**
 * Background jobs on a Postgres-backed queue: pg-boss 10 on both drivers (DESIGN.md "Known facts").
 * On PGlite, pg-boss talks through a small adapter: parameterised SQL goes to `query`,
 * parameterless SQL (pg-boss sends multi-statement scripts) to `exec`, which answers with the last
 * statement's result, and an error inside an open transaction is followed by ROLLBACK so that
 * PGlite's only session does not stay aborted. On PostgreSQL it shares the app's pool.
 *
 * Jobs survive restarts and retry with exponential back-off. `send(…, { tx })` enqueues inside the
 * caller's transaction, so a job exists exactly when the write that asked for it committed.
 * Each queue has its own worker loop: once per polling interval it fetches up to `batchSize` jobs
 * and runs them at once. A queue with `perMinute`
 * starts at most that many jobs in any minute, counted over every process on the database
 * (decision 070). Tests run without background workers and call `drain()` to run what is queued,
 * synchronously.
 */
import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import { ADVISORY_LOCKS, type Database } from "../db/client.ts";
import type { JobSettings } from "../settings.ts";

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** A transaction of Drizzle (either driver): its raw client runs pg-boss's SQL inside the transaction. */
export type Tx = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

export interface JobInfo {
  id: string;
  retryCount: number;
  retryLimit: number;
}
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface QueueOptions {
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubles on each retry (with jitter). */
  retryDelaySeconds: number;
  /** A job running longer than this is failed (and retried). */
  expireInSeconds?: number;
  /** Jobs a worker fetches at once and runs concurrently (default 1). */
  batchSize?: number;
  /** Seconds an idle worker waits between two fetches (default: the settings' pollingIntervalSeconds). */
  pollingIntervalSeconds?: number;
  /**
   * At most this many jobs of the queue start in any 60 seconds, over all processes (a sliding
   * window on pg-boss's `started_on`, counted and fetched under an advisory lock); unset = no limit.
   * `drain()` ignores it.
   */
  perMinute?: number;
}

export interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Jobs {
  /** Declares a queue and its handler (before or after start). */
  define<T extends object>(name: string, handler: JobHandler<T>, options: QueueOptions): Promise<void>;
  /** Enqueues a job; with `tx`, inside that transaction. Returns the job id. */
  send<T extends object>(
    name: string,
    data: T,
    opts?: { tx?: Tx; startAfterSeconds?: number },
  ): Promise<string>;
  /** A recurring job (cron syntax, UTC); ignored when maintenance is off (tests). */
  schedule(name: string, cron: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Runs every queued job that is due, in this process, until the queues are empty; a job enqueued
   * by a handler runs too, a job that fails waits for its retry. `includeDelayed` also runs jobs
   * waiting for a retry or a later start (tests).
   */
  drain(opts?: { includeDelayed?: boolean }): Promise<{ completed: number; failed: number }>;
  readonly boss: PgBoss;
}

/** pg-boss's `db` for PGlite (see the file comment). */
export function pgliteExecutor(pglite: PGlite): Executor {
  return {
    async executeSql(text, values) {
      try {
        if (values && values.length > 0) return await pglite.query(text, values as unknown[]);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (err) {
        if (pglite.isInTransaction()) await pglite.exec("ROLLBACK").catch(() => {});
        throw err;
      }
    },
  };
}

/** pg-boss's `db` inside a Drizzle transaction: the transaction's own client (PGlite Transaction or pg PoolClient). */
function txExecutor(tx: Tx): Executor {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (!client || typeof client.query !== "function")
    throw new Error("jobs.send: cannot reach the transaction's client");
  const query = client.query as (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  return { executeSql: (text, values) => query.call(client, text, values) };
}

const SCHEMA = "pgboss";

type Handlers = Map<string, { handler: JobHandler<object>; options: QueueOptions }>;

/** The queues' worker loops, and `settle`, which runs fetched jobs (for the loops and `drain`). */
function createWorkers(ctx: {
  boss: PgBoss;
  database: Database;
  settings: JobSettings;
  log: Logger;
  handlers: Handlers;
}) {
  const { boss, database, settings, log, handlers } = ctx;
  const loops: { stop(): void; done: Promise<void> }[] = [];

  async function run(name: string, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const entry = handlers.get(name);
    if (!entry) throw new Error(`jobs: no handler for queue ${name}`);
    const seconds = entry.options.expireInSeconds ?? 15 * 60;
    let timer: NodeJS.Timeout | undefined;
    try {
      // As pg-boss's own workers do: a handler past the job's expiry is given up (the job retries).
      await Promise.race([
        entry.handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`job ran past ${seconds} s`)), seconds * 1000);
        }),
      ]);
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      (last ? log.error : log.warn).call(
        log,
        { err, job: job.id, queue: name, retry: job.retryCount },
        last ? "job failed for good" : "job failed, will retry",
      );
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs fetched jobs, at most `concurrency` at a time, completing or failing each one. */
  async function settle(name: string, jobs: PgBoss.JobWithMetadata<object>[], concurrency: number) {
    let next = 0;
    let completed = 0;
    let failed = 0;
    async function lane() {
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        try {
          await run(name, job);
          await boss.complete(name, job.id);
          completed++;
        } catch (err) {
          await boss.fail(name, job.id, { message: (err as Error).message });
          failed++;
        }
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, lane));
    return { completed, failed };
  }

  /**
   * Up to `batchSize` jobs, no more than the queue's room in the last minute: the count and the
   * fetch run in one transaction under an advisory lock, so processes take turns and together
   * never start more than `perMinute`.
   */
  function fetchWithinRate(name: string, batchSize: number, perMinute: number) {
    return database.db.transaction(async (tx) => {
      const inTx = txExecutor(tx);
      await inTx.executeSql("select pg_advisory_xact_lock($1)", [ADVISORY_LOCKS.jobRate]);
      const { rows } = await inTx.executeSql(
        `select count(*)::int as n from ${SCHEMA}.job
         where name = $1 and started_on > now() - interval '1 minute'`,
        [name],
      );
      const room = Math.min(batchSize, perMinute - ((rows[0] as { n: number } | undefined)?.n ?? 0));
      if (room <= 0) return [];
      return boss.fetch<object>(name, { batchSize: room, includeMetadata: true, db: inTx as PgBoss.Db });
    });
  }

  function startWorker(name: string) {
    const entry = handlers.get(name);
    if (!settings.workers || !entry) return;
    const { batchSize = 1, perMinute } = entry.options;
    const intervalMs = (entry.options.pollingIntervalSeconds ?? settings.pollingIntervalSeconds) * 1000;
    let stopping = false;
    let wake = () => {};
    const done = (async () => {
      while (!stopping) {
        const began = Date.now();
        try {
          const jobs = perMinute
            ? await fetchWithinRate(name, batchSize, perMinute)
            : await boss.fetch<object>(name, { batchSize, includeMetadata: true });
          await settle(name, jobs, batchSize);
        } catch (err) {
          log.error({ err, queue: name }, "job worker error");
        }
        // One fetch per interval, as pg-boss's own workers: a long queue does not hog the database.
        const rest = intervalMs - (Date.now() - began);
        if (rest > 0 && !stopping)
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, rest);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
      }
    })();
    loops.push({
      stop() {
        stopping = true;
        wake();
      },
      done,
    });
  }

  /** Stops every loop; waits for the jobs they hold, at most `ms`. */
  async function stopAll(ms: number) {
    for (const loop of loops) loop.stop();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(loops.map((loop) => loop.done)),
      new Promise((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
    ]);
    clearTimeout(timer);
    loops.length = 0;
  }

  return { start: startWorker, stopAll, settle };
}

export function createJobs(database: Database, settings: JobSettings, log: Logger): Jobs {
  const { pglite, pool } = database;
  let db: Executor;
  if (pglite) db = pgliteExecutor(pglite);
  else if (pool) db = { executeSql: (text, values) => pool.query(text, values as unknown[]) };
  else throw new Error("createJobs: the database has neither a PGlite instance nor a pool");

  const boss = new PgBoss({
    db: db as PgBoss.Db,
    schema: SCHEMA,
    supervise: settings.maintenance,
    schedule: settings.maintenance,
    migrate: true,
    // Mail carries one-time codes and links: do not keep finished jobs around for long.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 2,
  });
  boss.on("error", (err) => log.error({ err }, "job queue error"));

  const handlers: Handlers = new Map();
  const schedules: [string, string][] = [];
  let started = false;

  async function createQueue(name: string, options: QueueOptions) {
    await boss.createQueue(name, {
      name,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? 15 * 60,
    });
  }

  const workers = createWorkers({ boss, database, settings, log, handlers });

  return {
    boss,
    async define(name, handler, options) {
      handlers.set(name, { handler: handler as JobHandler<object>, options });
      if (started) {
        await database.exclusive(ADVISORY_LOCKS.jobs, () => createQueue(name, options));
        workers.start(name);
      }
    },
    async send(name, data, opts = {}) {
      const id = await boss.send(name, data, {
        ...(opts.tx ? { db: txExecutor(opts.tx) as PgBoss.Db } : {}),
        ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
      });
      if (!id) throw new Error(`jobs.send: queue ${name} refused the job`);
      return id;
    },
    async schedule(name, cron) {
      schedules.push([name, cron]);
      if (started && settings.maintenance) await boss.schedule(name, cron, {}, { tz: "UTC" });
    },
    async start() {
      if (started) return;
      // Processes starting together on one database take turns: pg-boss's schema, createQueue and
      // schedule deadlocked when two ran them at once (one process died at start-up).
      await database.exclusive(ADVISORY_LOCKS.jobs, async () => {
        await boss.start();
        for (const [name, { options }] of handlers) await createQueue(name, options);
        if (settings.maintenance)
          for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: "UTC" });
      });
      for (const name of handlers.keys()) workers.start(name);
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      // The workers finish the jobs they hold (up to 5 s), then pg-boss stops.
      await workers.stopAll(5000);
      await boss.stop({ graceful: true, timeout: 5000, close: false });
    },
    async drain({ includeDelayed = false } = {}) {
      const names = [...handlers.keys()];
      if (includeDelayed) {
        await db.executeSql(
          `update ${SCHEMA}.job set start_after = now() - interval '1 second'
           where name = any($1::text[]) and state in ('created', 'retry')`,
          [names],
        );
      }
      let completed = 0;
      let failed = 0;
      for (;;) {
        let fetched = 0;
        for (const name of names) {
          const jobs = await boss.fetch<object>(name, { batchSize: 20, includeMetadata: true });
          fetched += jobs.length;
          // One at a time, in queue order, whatever the queue's batch or rate.
          const r = await workers.settle(name, jobs, 1);
          completed += r.completed;
          failed += r.failed;
        }
        if (fetched === 0) return { completed, failed };
      }
    },
  };
}
