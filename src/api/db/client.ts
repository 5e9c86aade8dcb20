/**
 * Opens the database: PGlite (PostgreSQL in-process, data under DATA_DIR) by default, or a real
 * PostgreSQL server through node-postgres when a URL is given. Both speak the same SQL and run
 * the same migrations.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PROJECT_ROOT } from "../../project-root.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

const dialect = new PgDialect();

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Runs a query and returns its rows (both drivers). With `name`, on PostgreSQL the query is a
   * named prepared statement, planned once per connection: its text must be the same at every call
   * (values only in parameters; pass arrays with `sql.param`). PGlite runs it as any other query.
   */
  rows<T = Record<string, unknown>>(query: SQL, options?: { name?: string }): Promise<T[]>;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while this process holds PostgreSQL's advisory lock `key` (a session lock on a
   * connection of its own): processes that start at once on one database take turns at the work
   * they share (migrations, first-run data, queue creation). PGlite belongs to one process (its
   * folder is locked, see `lockDataDir`): `fn` just runs.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded instance, when on PGlite (tests dump and load it). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

/** PostgreSQL advisory lock keys: one place, so that no two uses share a key by accident. */
export const ADVISORY_LOCKS = {
  migrate: 727274,
  /** Taken per transaction by the seed (src/api/db/seed/index.ts). */
  seed: 727275,
  /** A process's start-up: migrations, first-run data, demo accounts (src/server.ts). */
  startup: 727276,
  /** pg-boss's schema, queues and schedules (src/api/infra/jobs.ts). */
  jobs: 727277,
  /** Taken per transaction by a market-data refresh (src/api/modules/market/queries.ts). */
  market: 727278,
  /** Taken per transaction by a rate-limited queue's fetch (src/api/infra/jobs.ts). */
  jobRate: 727279,
  /** Taken per transaction by a taker of a heavy-work slot (src/api/infra/heavy-slots.ts). */
  heavy: 727280,
} as const;

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "drizzle");

export class DatabaseConnectError extends Error {}

/** Hides the password of a connection string for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable URL)";
  }
}

// numeric columns come back as strings from node-postgres; Drizzle maps the columns declared with
// mode "number", raw SQL gets numbers too (our amounts fit a double).
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => (v === null ? null : Number(v)));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => (v === null ? null : Number(v)));

export interface OpenOptions {
  /** postgres:// URL; when absent, PGlite. */
  url?: string;
  /** PGlite data folder; when absent, in memory. */
  dataDir?: string;
  /** A PGlite dump (from `dumpDataDir`) to start from: tests load one migrated, seeded snapshot. */
  loadDataDir?: Blob | File;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 10);
  return openPglite(opts);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  pool.on("error", () => {
    /* an idle client lost its server; the pool replaces it */
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseConnectError(
      `Cannot connect to the PostgreSQL server of DATABASE_URL (${redactUrl(url)}): ${(err as Error).message}`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const exclusive: Database["exclusive"] = async (key, fn) => {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [key]);
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [key]).catch(() => {});
      client.release();
    }
  };
  return {
    db,
    kind: "postgres",
    pool,
    async rows<T>(query: SQL, options?: { name?: string }) {
      if (options?.name) {
        const q = dialect.sqlToQuery(query);
        return (await pool.query({ name: options.name, text: q.sql, values: q.params as unknown[] }))
          .rows as T[];
      }
      return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    },
    async migrate() {
      // Two processes starting at once must not both migrate: serialise on an advisory lock.
      await exclusive(ADVISORY_LOCKS.migrate, () =>
        migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
      );
    },
    exclusive,
    close: () => pool.end(),
  };
}

/** The lock file of an embedded store: who holds it. */
interface StoreHolder {
  pid: number;
  hostname: string;
  command: string;
  since: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Locks a PGlite folder for this process (`<folder>.lock`, beside it): a second process that opens
 * it (a second `npm start`, `npm run admin:create` while the server runs) would write to the same
 * files and could corrupt them, and would not be seen by the first. A lock left by a process that
 * no longer runs is taken over. Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${path.resolve(dataDir)}.lock`;
  const mine: StoreHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    command: process.argv
      .slice(1)
      .map((a) => path.basename(a))
      .join(" "),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: "wx", mode: 0o644 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw err;
      let holder: Partial<StoreHolder> = {};
      try {
        holder = JSON.parse(readFileSync(file, "utf8")) as StoreHolder;
      } catch {
        /* unreadable: written by a process that died half-way */
      }
      // This process (a second open) or another one that still runs; on another machine (a shared
      // folder), we cannot tell: it counts as running.
      const alive =
        typeof holder.pid === "number" && (holder.hostname !== os.hostname() || isRunning(holder.pid));
      if (alive)
        throw new DatabaseConnectError(
          `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command || "unknown"}${holder.hostname === os.hostname() ? "" : ` on ${holder.hostname}`}, since ${holder.since}): stop that process first, or point DATA_DIR to another folder.`,
        );
      rmSync(file, { force: true });
    }
  }
  const release = () => {
    try {
      const holder = JSON.parse(readFileSync(file, "utf8")) as StoreHolder;
      if (holder.pid === process.pid) rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return () => {
    process.removeListener("exit", release);
    release();
  };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: opts.dataDir,
      loadDataDir: opts.loadDataDir,
      extensions: { pg_trgm, unaccent },
      // numeric and bigint as numbers, as the node-postgres parsers above do.
      parsers: { 1700: (v: string) => Number(v), 20: (v: string) => Number(v) },
    });
  } catch (err) {
    unlock();
    throw new DatabaseConnectError(
      `Cannot open the embedded database in ${opts.dataDir ?? "memory"}: ${(err as Error).message}`,
    );
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite,
    async rows<T>(query: SQL) {
      return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    },
    async migrate() {
      await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    exclusive: (_key, fn) => fn(),
    async close() {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function isHealthy(database: Database): Promise<boolean> {
  try {
    await database.rows(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
