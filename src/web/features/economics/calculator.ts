/**
 * The calculator's answer (issue 18): the typed form checked, the miner resolved (a catalogue model
 * or typed specifications), then `profitability()` of src/common/economics.ts at today's figures
 * and at the figures after Bitcoin's next halving, and the profit over time. Pure: the server
 * renders it for the page without JavaScript and the browser runs it as the user types.
 */
import type { MinerModelSimple } from "../../../common/api/catalog.ts";
import {
  type CoinData,
  type Fiat,
  HALVING_COINS,
  type HalvingEstimate,
  type Profitability,
  profitability,
  toHashesPerSecond,
} from "../../../common/economics.ts";
import { CHART_MONTHS, type FieldErrors, modelName, type RawCalculator } from "./calculator-fields.ts";
import { parseCalculator } from "./calculator-input.ts";
import { daysToHalving, type ProfitSeries, paybackDaysWithHalving, profitOverTime } from "./profit-series.ts";

export interface CalculatorData {
  models: MinerModelSimple[];
  coins: CoinData[];
  halving: HalvingEstimate;
}

export interface Miner {
  /** "Bitmain Antminer S21" for a catalogue model; null for typed specifications. */
  name: string | null;
  algorithm: string;
  hashrateHs: number;
  powerW: number;
}

export interface Calculation {
  miner: Miner;
  currency: Fiat;
  askingPrice: number | null;
  /** The coins the miner's algorithm mines. */
  coins: CoinData[];
  today: Profitability;
  afterHalving: Profitability;
  /** Whether any of these coins halves (SHA-256 miners). */
  halvingApplies: boolean;
  series: ProfitSeries;
  paybackDaysWithHalving: number | null;
}

export type Evaluation = { ok: true; calculation: Calculation } | { ok: false; errors: FieldErrors };

/** The coins an algorithm mines (case-insensitive; Scrypt gives LTC and DOGE). */
export function coinsForAlgorithm(coins: CoinData[], algorithm: string): CoinData[] {
  const a = algorithm.toLowerCase();
  return coins.filter((c) => c.algorithm.toLowerCase() === a);
}

/** The coins as they will be after the halving: the subsidy of halving coins cut in two. */
export function coinsAfterHalving(coins: CoinData[]): CoinData[] {
  return coins.map((c) => (HALVING_COINS.includes(c.symbol) ? { ...c, blockReward: c.blockReward / 2 } : c));
}

/** The form checked, its miner found, and the figures today, after the halving and over time. */
export function evaluateCalculator(raw: RawCalculator, data: CalculatorData, now: Date): Evaluation {
  const parsed = parseCalculator(raw);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  let miner: Miner;
  if (input.mode === "model") {
    const model = data.models.find((m) => m.id === input.model);
    if (!model) return { ok: false, errors: { model: { key: "economics.error.model" } } };
    miner = {
      name: modelName(model),
      algorithm: model.algorithm,
      hashrateHs: model.hashrate_hs,
      powerW: model.power_w,
    };
  } else {
    miner = {
      name: null,
      algorithm: input.algorithm,
      hashrateHs: toHashesPerSecond(input.hashrate, input.unit),
      powerW: input.power,
    };
  }
  const coins = coinsForAlgorithm(data.coins, miner.algorithm);
  if (coins.length === 0) {
    const field = input.mode === "model" ? "model" : "algorithm";
    return { ok: false, errors: { [field]: { key: "economics.error.noFigures" } } };
  }
  const common = {
    hashrateHs: miner.hashrateHs,
    powerW: miner.powerW,
    electricityPrice: input.electricity,
    poolFeePercent: input.fee,
    currency: input.currency,
    askingPrice: input.price ?? null,
  };
  const today = profitability({ ...common, coins });
  const afterHalving = profitability({ ...common, coins: coinsAfterHalving(coins) });
  const halvingApplies = coins.some((c) => HALVING_COINS.includes(c.symbol));
  const halvingAt = halvingApplies ? new Date(data.halving.estimatedAt) : null;
  const series = profitOverTime({
    profitPerDay: today.profitPerDay,
    profitPerDayAfter: afterHalving.profitPerDay,
    askingPrice: input.price ?? 0,
    start: now,
    halvingAt,
    months: CHART_MONTHS,
  });
  return {
    ok: true,
    calculation: {
      miner,
      currency: input.currency,
      askingPrice: input.price ?? null,
      coins,
      today,
      afterHalving,
      halvingApplies,
      series,
      paybackDaysWithHalving: halvingApplies
        ? paybackDaysWithHalving(
            input.price,
            today.profitPerDay,
            afterHalving.profitPerDay,
            daysToHalving(now, halvingAt),
          )
        : today.paybackDays,
    },
  };
}
