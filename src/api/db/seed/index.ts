/**
 * Demo data: places, catalogue, sellers, products, reviews, questions and services, written in one
 * transaction. The server calls `if (!(await isSeeded(db))) await seedDemo(db, { media })`;
 * `npm run db:seed` does the same from the command line (scripts/seed.ts). Without the demo
 * (SEED_DEMO=0), `seedReferenceData` loads just the places, categories, brands and models.
 */

import { sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Storage } from "../../infra/storage.ts";
import { ADVISORY_LOCKS, type Database, type Db } from "../client.ts";
import * as schema from "../schema.ts";
import { seedAdBanners } from "./ad-banners.ts";
import { seedArticles } from "./articles.ts";
import { seedMenuBanners } from "./banners.ts";
import { buildDemoData, buildReferenceData, type ReferenceData } from "./demo.ts";
import { seedDirectory } from "./directory.ts";
import { ImageSet } from "./images.ts";
import { backfillPriceHistory } from "./price-history.ts";

export { seedBulkProducts } from "./bulk.ts";
export { isSeeded } from "./seeded.ts";

export interface SeedOptions {
  /** The media storage (served at /uploads); illustrations go to its `seed` folder. */
  media: Storage;
  log?: (msg: string) => void;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Inserts rows in statements of at most ~30,000 parameters. */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, Object.keys(rows[0] as object).length);
  const batch = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += batch) {
    await tx.insert(table).values(rows.slice(i, i + batch));
  }
}

/** After inserting explicit ids, moves the serial sequences past them. */
async function resetSequences(tx: Tx, tables: string[]): Promise<void> {
  for (const t of tables) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${t}, 'id'), coalesce((select max(id) from ${sql.identifier(t)}), 0) + 1, false)`,
    );
  }
}

/**
 * Runs `write` in one transaction under the seed lock, unless the database already has its
 * regions (checked under the lock, so two processes starting at once seed only once).
 */
async function writeOnce(database: Database, write: (tx: Tx) => Promise<void>): Promise<boolean> {
  let written = false;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seed})`);
    const existing = (await tx.execute(sql`select exists (select 1 from regions) as seeded`)) as unknown as {
      rows: { seeded: boolean }[];
    };
    if (existing.rows[0]?.seeded) return;
    await write(tx);
    written = true;
  });
  return written;
}

/**
 * Fresh statistics for the planner after a bulk load: PGlite runs no autovacuum, so without this
 * the catalogue queries are planned blind (several times slower on the demo data).
 */
export async function analyze(database: Database): Promise<void> {
  await database.rows(sql`analyze`);
}

async function insertReference(tx: Tx, data: ReferenceData): Promise<void> {
  await insertAll(tx, schema.regions, data.regions);
  await insertAll(tx, schema.countries, data.countries);
  await insertAll(tx, schema.cities, data.cities);
  await insertAll(tx, schema.categories, data.categories);
  await insertAll(tx, schema.brands, data.brands);
  await insertAll(tx, schema.minerModels, data.minerModels);
  await resetSequences(tx, ["categories", "brands", "miner_models"]);
}

/**
 * Loads only the reference data into an empty, migrated database: regions, countries (with phone
 * masks), cities, both category trees, brands and miner models. For installations that start
 * without the demo (SEED_DEMO=0) but still need places and categories. Does nothing when seeded.
 */
export async function seedReferenceData(
  database: Database,
  opts: { log?: (msg: string) => void } = {},
): Promise<void> {
  const started = performance.now();
  const { data } = await buildReferenceData();
  const written = await writeOnce(database, (tx) => insertReference(tx, data));
  if (written) await analyze(database);
  opts.log?.(
    written
      ? `seed: reference data (${data.countries.length} countries, ${data.cities.length} cities) written in ${Math.round(performance.now() - started)} ms`
      : "seed: the database already has data; nothing written",
  );
}

/**
 * Loads the demo data (the reference data, sellers, products, reviews, questions, services and
 * their illustrations) into an empty, migrated database. Deterministic: the same code writes the
 * same rows. Does nothing when the database is already seeded.
 */
export async function seedDemo(database: Database, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const images = new ImageSet();
  const data = await buildDemoData(images);
  const built = performance.now();
  const drawn = await images.render(opts.media);
  const rendered = performance.now();
  log(
    `seed: built ${data.products.length} products, ${data.services.length} services, ${data.cities.length} cities in ${Math.round(built - started)} ms; ` +
      `${drawn} image files written (${images.size} images) in ${Math.round(rendered - built)} ms`,
  );

  const written = await writeOnce(database, async (tx) => {
    await insertReference(tx, data);
    await insertAll(tx, schema.sellers, data.sellers);
    await insertAll(tx, schema.sellerOffices, data.sellerOffices);
    await insertAll(tx, schema.sellerPhotos, data.sellerPhotos);
    await insertAll(tx, schema.products, data.products);
    await insertAll(tx, schema.productPriceTiers, data.priceTiers);
    await insertAll(tx, schema.productPhotos, data.productPhotos);
    await insertAll(tx, schema.productReviews, data.reviews);
    await insertAll(tx, schema.faqEntries, data.faq);
    await insertAll(tx, schema.services, data.services);
    await insertAll(tx, schema.serviceImages, data.serviceImages);
    await seedMenuBanners(tx, opts.media);
    await seedAdBanners(tx, opts.media);
    await seedArticles(tx, opts.media);
    // Issue 20: pools, exchangers, firmware links, pool ratings and a few special offers (decision 050).
    await seedDirectory(tx);
    await resetSequences(tx, ["sellers", "products", "services"]);
    // The model pages' price history: days made up by the seed, up to today (decision 041).
    await backfillPriceHistory(tx, new Date());
  });
  if (!written) {
    log("seed: the database already has data; nothing written");
    return;
  }
  await analyze(database);
  log(
    `seed: demo data written in ${Math.round(performance.now() - rendered)} ms (total ${Math.round(performance.now() - started)} ms)`,
  );
}
