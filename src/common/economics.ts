/**
 * Mining economics (issue 18): what a miner earns and when it pays for itself, from coin data that
 * the market module keeps fresh. Pure functions, shared by the API (catalogue sort, listing
 * figures) and the web (the calculator), so that one formula answers everywhere.
 *
 * Coins per day = hashrate / network hashrate x blocks per day x block reward, summed over the
 * coins an algorithm mines at once (Scrypt: LTC and DOGE, merged mining), less the pool fee.
 * A coin states its network either as a hashrate or as a difficulty with the hashes one unit of
 * difficulty takes (2^32 for Bitcoin): network hashrate = difficulty x hashesPerDifficulty / block time.
 */
import { HASHRATE_UNITS, type HashrateUnit } from "./constants.ts";

export type Fiat = "USD" | "EUR";
export const FIATS = ["USD", "EUR"] as const satisfies readonly Fiat[];

/** Bitcoin's next halving (the subsidy halves every 210,000 blocks; 3.125 -> 1.5625 BTC). */
export const HALVING_INTERVAL = 210_000;
export const NEXT_HALVING_HEIGHT = 1_050_000;
/** Coins whose block subsidy halves at Bitcoin's halving (the calculator's chart after it). */
export const HALVING_COINS: readonly string[] = ["BTC"];

/** One coin's market and network figures at one moment. */
export interface CoinData {
  /** Ticker, upper case: BTC, LTC, DOGE, KAS... */
  symbol: string;
  name: string;
  /** The algorithm as the catalogue names it (products.algorithm): SHA-256, Scrypt, kHeavyHash... */
  algorithm: string;
  priceUsd: number;
  priceEur: number;
  /** Coins per block paid to the miner (subsidy; fees left out, as calculators do). */
  blockReward: number;
  /** Target or recent average seconds between blocks. */
  blockTimeSec: number;
  blockHeight: number;
  /** Network hashrate in H/s; when absent it is derived from the difficulty. */
  networkHashrateHs?: number;
  difficulty?: number;
  /** Hashes one unit of difficulty takes (2^32 for Bitcoin, Litecoin, Dogecoin). */
  hashesPerDifficulty?: number;
}

/** Network hashrate in H/s, from the stated hashrate or from the difficulty; 0 when unknown. */
export function networkHashrate(coin: CoinData): number {
  if (coin.networkHashrateHs && coin.networkHashrateHs > 0) return coin.networkHashrateHs;
  if (coin.difficulty && coin.difficulty > 0 && coin.blockTimeSec > 0)
    return (coin.difficulty * (coin.hashesPerDifficulty ?? 2 ** 32)) / coin.blockTimeSec;
  return 0;
}

/** Converts a hashrate stated in a unit (TH/s, GH/s, MH/s, kH/s...) to hashes per second. */
export function toHashesPerSecond(value: number, unit: HashrateUnit): number {
  return value * HASHRATE_UNITS[unit];
}

export interface ProfitInput {
  /** Hashes per second. */
  hashrateHs: number;
  /** Watts at the wall. */
  powerW: number;
  /** Price of one kWh in `currency`. */
  electricityPrice: number;
  /** Pool fee in percent (1 = 1%). */
  poolFeePercent: number;
  /** The coins the miner's algorithm mines (more than one when merge-mined). */
  coins: CoinData[];
  currency: Fiat;
  /** The asking price in `currency`, for the payback. */
  askingPrice?: number | null;
}

export interface CoinYield {
  symbol: string;
  coinsPerDay: number;
  revenuePerDay: number;
}

export interface Profitability {
  perCoin: CoinYield[];
  revenuePerDay: number;
  powerCostPerDay: number;
  profitPerDay: number;
  /** The electricity price (per kWh, in `currency`) at which profit is zero; null without power. */
  breakEvenElectricityPrice: number | null;
  /** Days until the asking price is earned back; null when there is no price or no profit. */
  paybackDays: number | null;
}

const SECONDS_PER_DAY = 86_400;

/** The price of a coin in a currency. */
export function coinPrice(coin: CoinData, currency: Fiat): number {
  return currency === "EUR" ? coin.priceEur : coin.priceUsd;
}

/** Coins per day one miner earns on one coin, after the pool fee. */
export function coinsPerDay(hashrateHs: number, coin: CoinData, poolFeePercent: number): number {
  const network = networkHashrate(coin);
  if (!(network > 0) || !(hashrateHs > 0) || !(coin.blockTimeSec > 0)) return 0;
  const share = hashrateHs / network;
  const blocksPerDay = SECONDS_PER_DAY / coin.blockTimeSec;
  return share * blocksPerDay * coin.blockReward * (1 - clampFee(poolFeePercent) / 100);
}

function clampFee(fee: number): number {
  return Number.isFinite(fee) ? Math.min(100, Math.max(0, fee)) : 0;
}

/** Revenue, power cost, profit, break-even electricity price and payback of one miner. */
export function profitability(input: ProfitInput): Profitability {
  const perCoin = input.coins.map((coin) => {
    const coins = coinsPerDay(input.hashrateHs, coin, input.poolFeePercent);
    return {
      symbol: coin.symbol,
      coinsPerDay: coins,
      revenuePerDay: coins * coinPrice(coin, input.currency),
    };
  });
  const revenuePerDay = perCoin.reduce((sum, c) => sum + c.revenuePerDay, 0);
  const kWhPerDay = (Math.max(0, input.powerW) * 24) / 1000;
  const powerCostPerDay = kWhPerDay * Math.max(0, input.electricityPrice);
  const profitPerDay = revenuePerDay - powerCostPerDay;
  const asking = input.askingPrice ?? 0;
  return {
    perCoin,
    revenuePerDay,
    powerCostPerDay,
    profitPerDay,
    breakEvenElectricityPrice: kWhPerDay > 0 ? revenuePerDay / kWhPerDay : null,
    paybackDays: asking > 0 && profitPerDay > 0 ? asking / profitPerDay : null,
  };
}

/**
 * Revenue per hash per day of an algorithm in a currency (the sum over its coins, fee excluded):
 * profit/day of a miner = hashrateHs x this x (1 - fee) - powerW x 0.024 x electricity price. The
 * catalogue sorts by that linear form in SQL with this figure as a parameter.
 */
export function revenuePerHashDay(coins: CoinData[], currency: Fiat): number {
  return coins.reduce((sum, coin) => sum + coinsPerDay(1, coin, 0) * coinPrice(coin, currency), 0);
}

export interface HalvingEstimate {
  height: number;
  halvingHeight: number;
  blocksLeft: number;
  /** Seconds per block used for the estimate (the recent average). */
  averageBlockTimeSec: number;
  /** ISO date-time of the estimated halving. */
  estimatedAt: string;
  secondsLeft: number;
}

/**
 * When the next halving comes: the blocks left times the recent average block time, from the
 * moment the height was read. After block 1,050,000 the next multiple of 210,000 is the target.
 */
export function halvingEstimate(height: number, averageBlockTimeSec: number, readAt: Date): HalvingEstimate {
  const halvingHeight =
    height < NEXT_HALVING_HEIGHT
      ? NEXT_HALVING_HEIGHT
      : (Math.floor(height / HALVING_INTERVAL) + 1) * HALVING_INTERVAL;
  const blocksLeft = halvingHeight - height;
  const perBlock = averageBlockTimeSec > 0 ? averageBlockTimeSec : 600;
  const secondsLeft = blocksLeft * perBlock;
  return {
    height,
    halvingHeight,
    blocksLeft,
    averageBlockTimeSec: perBlock,
    estimatedAt: new Date(readAt.getTime() + secondsLeft * 1000).toISOString(),
    secondsLeft,
  };
}
