/**
 * The market module's entry for other modules (issue 18): the current coin figures, whoever
 * provides them. Until a provider answered (or when none is configured) they are the shipped
 * snapshot, and `source` says so; pages show `readAt`.
 */
import type { MarketOverview } from "../../../common/api/market.ts";
import { type CoinData, halvingEstimate } from "../../../common/economics.ts";
import type { Database } from "../../db/client.ts";
import { SNAPSHOT_COINS, SNAPSHOT_READ_AT } from "./snapshot.ts";

export interface MarketView {
  coins: CoinData[];
  /** When the figures were read from their source (ISO). */
  readAt: string;
  source: "provider" | "snapshot";
}

export interface MarketDeps {
  database: Database;
}

/** The coins an algorithm mines (case-insensitive; Scrypt gives LTC and DOGE). */
export function coinsOf(view: MarketView, algorithm: string | null | undefined): CoinData[] {
  if (!algorithm) return [];
  const a = algorithm.toLowerCase();
  return view.coins.filter((c) => c.algorithm.toLowerCase() === a);
}

async function current(_deps: MarketDeps): Promise<MarketView> {
  return { coins: SNAPSHOT_COINS, readAt: SNAPSHOT_READ_AT, source: "snapshot" };
}

/** The figures with Bitcoin's next halving, estimated from its height at the recent block time. */
async function overview(deps: MarketDeps): Promise<MarketOverview> {
  const view = await current(deps);
  const btc = view.coins.find((c) => c.symbol === "BTC");
  const halving = halvingEstimate(btc?.blockHeight ?? 0, btc?.blockTimeSec ?? 600, new Date(view.readAt));
  return { ...view, halving };
}

export function createMarketService(deps: MarketDeps) {
  return { current: () => current(deps), overview: () => overview(deps) };
}
export type MarketService = ReturnType<typeof createMarketService>;
