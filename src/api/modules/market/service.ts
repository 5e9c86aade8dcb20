/**
 * The market module's entry for other modules (issue 18): the current coin figures, whoever
 * provides them. The provider's latest answer is in the database (refreshed by a job, refresh.ts);
 * a coin it never answered is served from the shipped snapshot, and `source` says which. Pages show
 * `readAt`. Each process keeps what it read for a short while (several processes may run; the one
 * that refreshes drops its copy at once). docs/decisions/040.
 */
import type { MarketCoin, MarketOverview } from "../../../common/api/market.ts";
import { type CoinData, halvingEstimate } from "../../../common/economics.ts";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../infra/jobs.ts";
import { MarketDataError, type MarketDataProvider } from "../../infra/market-data.ts";
import type { MarketSettings } from "../../settings.ts";
import { heightSpan, latestReadAt, storedCoins, writeCoins } from "./queries.ts";
import { SNAPSHOT_COINS, SNAPSHOT_READ_AT } from "./snapshot.ts";

export interface MarketView {
  coins: MarketCoin[];
  /** When the figures were read from their source (ISO): the provider's latest answer, else the snapshot's date. */
  readAt: string;
  /** "provider" as soon as the provider answered once (each coin says its own source and age). */
  source: "provider" | "snapshot";
}

export interface MarketDeps {
  database: Database;
  /** Unset: no provider (MARKET_DATA_URL unset), the snapshot only. */
  provider?: MarketDataProvider | null;
  settings?: Pick<MarketSettings, "cacheTtlMs">;
  log?: Logger;
}

/** The halving's average block time is taken over this many hours of readings… */
export const AVERAGE_WINDOW_HOURS = 24;
/** …spanning at least this long (a shorter span says little); else Bitcoin's target, 600 s. */
const MIN_SPAN_SECONDS = 30 * 60;
const TARGET_BLOCK_TIME_SEC = 600;

/** The coins an algorithm mines (case-insensitive; Scrypt gives LTC and DOGE). */
export function coinsOf(view: MarketView, algorithm: string | null | undefined): CoinData[] {
  if (!algorithm) return [];
  const a = algorithm.toLowerCase();
  return view.coins.filter((c) => c.algorithm.toLowerCase() === a);
}

export type RefreshResult =
  | { status: "updated"; coins: number; readAt: string }
  | { status: "fresh" | "off" }
  | { status: "failed"; reason: string; message: string };

interface Loaded {
  view: MarketView;
  /** Bitcoin's recent average block time from the readings; null when they do not tell. */
  averageBlockTimeSec: number | null;
}

/** The snapshot's coins, each replaced by the provider's figures when the database has them. */
export function mergeWithSnapshot(stored: (CoinData & { readAt: string })[]): MarketView {
  const bySymbol = new Map(stored.map((c) => [c.symbol, c]));
  const fromSnapshot = (c: CoinData): MarketCoin => ({ ...c, readAt: SNAPSHOT_READ_AT, source: "snapshot" });
  const fromProvider = (c: CoinData & { readAt: string }): MarketCoin => ({ ...c, source: "provider" });
  const coins = SNAPSHOT_COINS.map((c) => {
    const s = bySymbol.get(c.symbol);
    return s ? fromProvider(s) : fromSnapshot(c);
  });
  const known = new Set(SNAPSHOT_COINS.map((c) => c.symbol));
  for (const s of stored) if (!known.has(s.symbol)) coins.push(fromProvider(s));
  const latest = stored.reduce<string | null>(
    (max, c) => (max === null || c.readAt > max ? c.readAt : max),
    null,
  );
  return latest
    ? { coins, readAt: latest, source: "provider" }
    : { coins, readAt: SNAPSHOT_READ_AT, source: "snapshot" };
}

async function load(deps: MarketDeps): Promise<Loaded> {
  const [stored, span] = await Promise.all([
    storedCoins(deps.database),
    heightSpan(deps.database, "BTC", AVERAGE_WINDOW_HOURS),
  ]);
  const averageBlockTimeSec =
    span && span.blocks > 0 && span.seconds >= MIN_SPAN_SECONDS ? span.seconds / span.blocks : null;
  return { view: mergeWithSnapshot(stored), averageBlockTimeSec };
}

/** Figures with Bitcoin's next halving, dated from its height at the recent average block time. */
function withHalving({ view, averageBlockTimeSec }: Loaded): MarketOverview {
  const btc = view.coins.find((c) => c.symbol === "BTC");
  const readAt = new Date(btc?.readAt ?? view.readAt);
  const halving = halvingEstimate(
    btc?.blockHeight ?? 0,
    averageBlockTimeSec ?? TARGET_BLOCK_TIME_SEC,
    readAt,
  );
  return { ...view, halving: { ...halving, blockTimeFrom: averageBlockTimeSec ? "readings" : "target" } };
}

/**
 * Asks the provider and stores its answer. With `minAgeSeconds`, does nothing while the stored
 * figures are younger than that (a start-up refresh that another process just did). Any failure
 * (down, slow, garbage) keeps the last good data and is logged.
 */
async function refresh(
  deps: MarketDeps,
  onUpdated: () => void,
  opts: { minAgeSeconds?: number } = {},
): Promise<RefreshResult> {
  if (!deps.provider) return { status: "off" };
  if (opts.minAgeSeconds) {
    const last = await latestReadAt(deps.database);
    if (last && Date.now() - last.getTime() < opts.minAgeSeconds * 1000) return { status: "fresh" };
  }
  let coins: CoinData[];
  try {
    coins = await deps.provider.fetchCoins(new AbortController().signal);
  } catch (err) {
    const reason = err instanceof MarketDataError ? err.reason : "unreachable";
    const kept = await latestReadAt(deps.database);
    deps.log?.warn(
      { err, reason, keptFrom: kept?.toISOString() ?? `snapshot ${SNAPSHOT_READ_AT}` },
      "market data not refreshed: the last good figures stay",
    );
    return { status: "failed", reason, message: (err as Error).message };
  }
  const readAt = new Date();
  await writeCoins(deps.database, coins, readAt);
  onUpdated();
  return { status: "updated", coins: coins.length, readAt: readAt.toISOString() };
}

export function createMarketService(deps: MarketDeps) {
  const ttl = deps.settings?.cacheTtlMs ?? 30_000;
  let cached: { at: number; loading: Promise<Loaded> } | null = null;
  const invalidate = () => {
    cached = null;
  };
  function loaded(): Promise<Loaded> {
    if (cached && Date.now() - cached.at < ttl) return cached.loading;
    const loading = load(deps);
    const entry = { at: Date.now(), loading };
    cached = entry;
    // A failed read is not kept: the next call tries again.
    loading.catch(() => {
      if (cached === entry) cached = null;
    });
    return loading;
  }
  return {
    current: async (): Promise<MarketView> => (await loaded()).view,
    overview: async (): Promise<MarketOverview> => withHalving(await loaded()),
    /** Asks the provider now and stores its answer (the refresh job's work). */
    refresh: (opts?: { minAgeSeconds?: number }) => refresh(deps, invalidate, opts),
    /** Whether a provider is configured (MARKET_DATA_URL). */
    hasProvider: Boolean(deps.provider),
    invalidate,
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
