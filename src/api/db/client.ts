/**
 * Opens the database: PGlite (PostgreSQL in-process, data under DATA_DIR) by default, or a real
 * PostgreSQL server through node-postgres when a URL is given. Both speak the same SQL and run
 * the same migrations.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
  close(): Promise<void>;
  /** The embedded instance, when on PGlite (tests dump and load it). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

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
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
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
    close: () => pglite.close(),
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
