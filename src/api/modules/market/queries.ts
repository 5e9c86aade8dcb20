/**
 * The market module's SQL (issue 18): the latest figures per coin and the block-height readings
 * that give the recent average block time (docs/decisions/040).
 */
import { desc, sql } from "drizzle-orm";
import type { CoinData } from "../../../common/economics.ts";
import { ADVISORY_LOCKS, type Database } from "../../db/client.ts";
import { marketCoins, marketHeightReadings } from "../../db/schema.ts";
import { iso } from "../../db/sql.ts";

/** A coin as stored, with when the provider answered it. */
export type StoredCoin = CoinData & { readAt: string };

/** More coins than any provider answers (parseMarketAnswer's cap): the read stays bounded. */
const MAX_STORED_COINS = 500;
/** Height readings older than this are pruned at each refresh. */
export const READINGS_KEPT_HOURS = 72;

export async function storedCoins(database: Database): Promise<StoredCoin[]> {
  const rows = await database.db
    .select()
    .from(marketCoins)
    .orderBy(marketCoins.symbol)
    .limit(MAX_STORED_COINS);
  return rows.map((r) => {
    const coin: StoredCoin = {
      symbol: r.symbol,
      name: r.name,
      algorithm: r.algorithm,
      priceUsd: r.priceUsd,
      priceEur: r.priceEur,
      blockReward: r.blockReward,
      blockTimeSec: r.blockTimeSec,
      blockHeight: r.blockHeight,
      readAt: iso(r.readAt),
    };
    if (r.networkHashrateHs !== null) coin.networkHashrateHs = r.networkHashrateHs;
    if (r.difficulty !== null) coin.difficulty = r.difficulty;
    if (r.hashesPerDifficulty !== null) coin.hashesPerDifficulty = r.hashesPerDifficulty;
    return coin;
  });
}

/** When the provider last answered (any coin), or null when it never did. */
export async function latestReadAt(database: Database): Promise<Date | null> {
  const [row] = await database.db
    .select({ readAt: marketCoins.readAt })
    .from(marketCoins)
    .orderBy(desc(marketCoins.readAt))
    .limit(1);
  return row ? new Date(row.readAt) : null;
}

/**
 * The seconds and blocks between the latest height reading of `symbol` and the earliest one within
 * `windowHours` before it (two index probes on the readings' primary key); null without two readings.
 */
export async function heightSpan(
  database: Database,
  symbol: string,
  windowHours: number,
): Promise<{ seconds: number; blocks: number } | null> {
  const [row] = await database.rows<{ seconds: number | string; blocks: number | string }>(sql`
    select extract(epoch from (l.read_at - f.read_at))::float8 as seconds, (l.height - f.height) as blocks
    from (select read_at, height from market_height_readings where symbol = ${symbol}
          order by read_at desc limit 1) l,
    lateral (select read_at, height from market_height_readings
             where symbol = ${symbol} and read_at >= l.read_at - make_interval(hours => ${windowHours}::int)
             order by read_at limit 1) f`);
  if (!row) return null;
  return { seconds: Number(row.seconds), blocks: Number(row.blocks) };
}

/**
 * Writes one answer of the provider in one transaction: each coin's figures replace the stored ones
 * only when they were read later (two processes refreshing at once never put older figures back),
 * one height reading per coin, and readings older than READINGS_KEPT_HOURS go. Processes take
 * turns (an advisory lock for the transaction).
 */
export async function writeCoins(database: Database, coins: CoinData[], readAt: Date): Promise<void> {
  if (coins.length === 0) return;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.market})`);
    await tx
      .insert(marketCoins)
      .values(
        coins.map((c) => ({
          symbol: c.symbol,
          name: c.name,
          algorithm: c.algorithm,
          priceUsd: c.priceUsd,
          priceEur: c.priceEur,
          blockReward: c.blockReward,
          blockTimeSec: c.blockTimeSec,
          blockHeight: c.blockHeight,
          networkHashrateHs: c.networkHashrateHs ?? null,
          difficulty: c.difficulty ?? null,
          hashesPerDifficulty: c.hashesPerDifficulty ?? null,
          readAt,
        })),
      )
      .onConflictDoUpdate({
        target: marketCoins.symbol,
        set: {
          name: sql`excluded.name`,
          algorithm: sql`excluded.algorithm`,
          priceUsd: sql`excluded.price_usd`,
          priceEur: sql`excluded.price_eur`,
          blockReward: sql`excluded.block_reward`,
          blockTimeSec: sql`excluded.block_time_sec`,
          blockHeight: sql`excluded.block_height`,
          networkHashrateHs: sql`excluded.network_hashrate_hs`,
          difficulty: sql`excluded.difficulty`,
          hashesPerDifficulty: sql`excluded.hashes_per_difficulty`,
          readAt: sql`excluded.read_at`,
        },
        setWhere: sql`${marketCoins.readAt} < excluded.read_at`,
      });
    await tx
      .insert(marketHeightReadings)
      .values(coins.map((c) => ({ symbol: c.symbol, readAt, height: c.blockHeight })))
      .onConflictDoNothing();
    await tx.execute(
      sql`delete from market_height_readings where read_at < ${readAt.toISOString()}::timestamptz - make_interval(hours => ${READINGS_KEPT_HOURS}::int)`,
    );
  });
}
