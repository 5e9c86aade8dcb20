/**
 * npm run db:seed [-- --reset] [-- --products N]
 *
 * Migrates DATABASE_URL (or the embedded store under DATA_DIR/pglite), loads the demo data when the
 * database is empty, and with `--products N` adds N generated products for benchmarks (N may be
 * written 100000, 100_000, 100k or 1m). `--reset` first drops everything: the PGlite folder, or the
 * `public` and `drizzle` schemas of the PostgreSQL database, and the local uploads under DATA_DIR.
 * `--sellers N` and `--services N` add generated companies and services (before the products, so
 * the products spread over them); with `--products`, one seller gets `--big-seller N` (default 5,000)
 * of the new products, for the company page's bench, and its id is printed.
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { type Database, lockDataDir, openDatabase, redactUrl } from "../src/api/db/client.ts";
import { seedBulkSellers, seedBulkServices } from "../src/api/db/seed/bulk-sellers.ts";
import { createDemoAccounts, describeDemoAccounts } from "../src/api/db/seed/demo-accounts.ts";
import { isSeeded, seedBulkProducts, seedDemo } from "../src/api/db/seed/index.ts";
import { createMediaStorage } from "../src/api/infra/storage.ts";
import { storageFromConfig } from "../src/api/settings.ts";
import { loadConfig } from "../src/config.ts";

const USAGE = `Usage: npm run db:seed -- [--reset] [--products N] [--sellers N] [--services N] [--big-seller N]

  --reset          drop all data first (PGlite folder or PostgreSQL schemas, and local uploads)
  --products N     add N generated products for benchmarks (e.g. 100000, 100k, 1m)
  --sellers N      add N generated active companies (written before the products)
  --services N     add N generated services of the active companies
  --big-seller N   give N of the generated products to one company (default 5000, 0 for none)

Environment: DATABASE_URL (PostgreSQL; default: embedded PGlite), DATA_DIR (default ./data)`;

function parseCount(text: string): number {
  const m = /^(\d[\d_]*)([km]?)$/i.exec(text.trim());
  if (!m)
    throw new Error(`--products, --sellers, --services and --big-seller expect a number, got "${text}"`);
  const factor = { "": 1, k: 1_000, m: 1_000_000 }[(m[2] ?? "").toLowerCase()] ?? 1;
  return Number((m[1] ?? "0").replace(/_/g, "")) * factor;
}

async function dropPostgres(database: Database): Promise<void> {
  await database.rows(sql`drop schema if exists drizzle cascade`);
  await database.rows(sql`drop schema if exists public cascade`);
  await database.rows(sql`create schema public`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reset: { type: "boolean", default: false },
      products: { type: "string" },
      sellers: { type: "string" },
      services: { type: "string" },
      "big-seller": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const bulk = values.products === undefined ? 0 : parseCount(values.products);
  const bulkSellers = values.sellers === undefined ? 0 : parseCount(values.sellers);
  const bulkServices = values.services === undefined ? 0 : parseCount(values.services);
  const bigCount = Math.min(
    bulk,
    values["big-seller"] === undefined ? 5000 : parseCount(values["big-seller"]),
  );

  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  const pgliteDir = path.join(dataDir, "pglite");
  const uploadsDir = path.join(dataDir, "uploads");
  const where = config.DATABASE_URL ? redactUrl(config.DATABASE_URL) : pgliteDir;

  if (values.reset) {
    // Not under a running server's feet: the folder's lock names the process that holds it.
    if (!config.DATABASE_URL && existsSync(pgliteDir)) {
      const release = lockDataDir(pgliteDir);
      rmSync(pgliteDir, { recursive: true, force: true });
      release();
    }
    if (existsSync(uploadsDir)) rmSync(uploadsDir, { recursive: true, force: true });
  }
  mkdirSync(uploadsDir, { recursive: true });
  // The illustrations go where the server reads media: this folder, or the S3_* bucket.
  const media = createMediaStorage(storageFromConfig(config), uploadsDir);

  const started = performance.now();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: pgliteDir },
  );
  try {
    if (values.reset && database.kind === "postgres") await dropPostgres(database);
    if (values.reset) console.log(`Reset ${where}.`);
    await database.migrate();
    if (await isSeeded(database)) {
      console.log(`Demo data already present in ${where}.`);
    } else {
      console.log(`Loading the demo data into ${where}…`);
      await seedDemo(database, { media, log: (m) => console.log(`  ${m}`) });
      const demo = await createDemoAccounts(database);
      if (demo) for (const line of describeDemoAccounts(demo)) console.log(line);
    }
    const log = (m: string) => console.log(`  ${m}`);
    let bigSellerId: number | undefined;
    if (bulkSellers > 0) {
      console.log(`Adding ${bulkSellers.toLocaleString("en-US")} generated companies…`);
      bigSellerId = (await seedBulkSellers(database, bulkSellers, { media, log })).first;
    }
    if (bulk > 0) {
      console.log(`Adding ${bulk.toLocaleString("en-US")} generated products…`);
      if (bigCount > 0 && bigSellerId === undefined) {
        const [first] = await database.rows<{ id: number }>(
          sql`select min(id) as id from sellers where status = 'active'`,
        );
        bigSellerId = first?.id ?? undefined;
      }
      const bigSeller =
        bigCount > 0 && bigSellerId !== undefined ? { id: bigSellerId, count: bigCount } : undefined;
      await seedBulkProducts(database, bulk, { media, log, bigSeller });
      if (bigSeller) {
        console.log(
          `  company ${bigSeller.id} has ${bigCount.toLocaleString("en-US")} of them: /company/${bigSeller.id}`,
        );
      }
    }
    if (bulkServices > 0) {
      console.log(`Adding ${bulkServices.toLocaleString("en-US")} generated services…`);
      await seedBulkServices(database, bulkServices, { media, log });
    }
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  const code = (err as { code?: unknown }).code;
  if (
    /expects? a number/.test(String(err)) ||
    (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS"))
  ) {
    console.error(USAGE);
  }
  process.exitCode = 1;
});
