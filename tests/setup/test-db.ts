/**
 * Test databases. The global setup builds ONE migrated, seeded database per run (cached between
 * runs while the migrations and the seed are unchanged); each test file then gets its own copy:
 * on PGlite a snapshot loaded with `loadDataDir` (~0.5 s), on PostgreSQL (TEST_DB=postgres) a
 * database created from a template.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CACHE_DIR = path.join(ROOT, "node_modules/.cache/rigmarket-test");
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const onPostgres = () => process.env.TEST_DB === "postgres";

function hashTree(hash: ReturnType<typeof createHash>, target: string) {
  if (!existsSync(target)) return;
  if (statSync(target).isDirectory()) {
    for (const name of readdirSync(target).sort()) {
      if (!name.includes(".test.")) hashTree(hash, path.join(target, name));
    }
  } else {
    hash.update(path.relative(ROOT, target)).update(readFileSync(target));
  }
}

/** Changes whenever what goes into the seeded database changes. */
export function seedFingerprint(): string {
  const hash = createHash("sha256");
  for (const p of [
    "drizzle",
    "src/api/db/seed",
    "src/api/db/schema.ts",
    "src/common/phone.ts",
    "src/common/catalog.ts",
    "package-lock.json",
  ]) {
    hashTree(hash, path.join(ROOT, p));
  }
  return hash.digest("hex").slice(0, 16);
}

/** A connection URL to another database on the same server. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(sqlText: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sqlText);
  } finally {
    await client.end();
  }
}
