import { describe, expect, it } from "vitest";
import {
  type CoinData,
  coinsPerDay,
  halvingEstimate,
  networkHashrate,
  profitability,
  revenuePerHashDay,
  toHashesPerSecond,
} from "./economics.ts";

const btc: CoinData = {
  symbol: "BTC",
  name: "Bitcoin",
  algorithm: "SHA-256",
  priceUsd: 60_000,
  priceEur: 55_000,
  blockReward: 3.125,
  blockTimeSec: 600,
  blockHeight: 900_000,
  difficulty: 90e12,
  hashesPerDifficulty: 2 ** 32,
};

const s19 = {
  hashrateHs: toHashesPerSecond(100, "TH/s"),
  powerW: 3250,
  poolFeePercent: 1,
  currency: "USD" as const,
};

describe("profitability", () => {
  it("answers the issue's worked example: 100 TH/s, 3,250 W, $0.10/kWh, difficulty 90T", () => {
    const r = profitability({ ...s19, electricityPrice: 0.1, coins: [btc] });
    expect(r.perCoin[0]?.coinsPerDay).toBeCloseTo(0.00006915, 8);
    expect(r.revenuePerDay).toBeCloseTo(4.15, 2);
    expect(r.powerCostPerDay).toBeCloseTo(7.8, 6);
    expect(r.profitPerDay).toBeCloseTo(-3.65, 2);
    // Loss-making: no payback however cheap the miner.
    expect(
      profitability({ ...s19, electricityPrice: 0.1, coins: [btc], askingPrice: 1000 }).paybackDays,
    ).toBeNull();
    // Break-even: revenue / kWh per day = 4.149 / 78 kWh.
    expect(r.breakEvenElectricityPrice).toBeCloseTo(4.149 / 78, 4);
  });

  it("pays back the asking price at the daily profit when electricity is cheap", () => {
    const r = profitability({ ...s19, electricityPrice: 0.02, coins: [btc], askingPrice: 1000 });
    expect(r.profitPerDay).toBeCloseTo(4.149 - 1.56, 2);
    expect(r.paybackDays).toBeCloseTo(1000 / r.profitPerDay, 6);
  });

  it("uses the euro price when asked", () => {
    const usd = profitability({ ...s19, electricityPrice: 0, coins: [btc] });
    const eur = profitability({ ...s19, currency: "EUR", electricityPrice: 0, coins: [btc] });
    expect(eur.revenuePerDay / usd.revenuePerDay).toBeCloseTo(55 / 60, 9);
  });

  it("zero power: no power cost and no break-even price", () => {
    const r = profitability({ ...s19, powerW: 0, electricityPrice: 0.1, coins: [btc] });
    expect(r.powerCostPerDay).toBe(0);
    expect(r.profitPerDay).toBeCloseTo(r.revenuePerDay, 12);
    expect(r.breakEvenElectricityPrice).toBeNull();
  });

  it("zero coin price: revenue 0, profit is minus the power cost", () => {
    const r = profitability({ ...s19, electricityPrice: 0.1, coins: [{ ...btc, priceUsd: 0 }] });
    expect(r.revenuePerDay).toBe(0);
    expect(r.profitPerDay).toBeCloseTo(-7.8, 9);
    expect(r.breakEvenElectricityPrice).toBe(0);
  });

  it("a huge hashrate stays finite and proportional", () => {
    const r = profitability({ ...s19, hashrateHs: 1e21, electricityPrice: 0.1, coins: [btc] });
    expect(Number.isFinite(r.revenuePerDay)).toBe(true);
    expect(r.perCoin[0]?.coinsPerDay).toBeCloseTo(0.00006915 * 1e7, 0);
  });

  it("units: 100 TH/s = 100,000 GH/s = 1e8 MH/s = 1e11 kH/s", () => {
    const a = coinsPerDay(toHashesPerSecond(100, "TH/s"), btc, 0);
    for (const [v, u] of [
      [100_000, "GH/s"],
      [1e8, "MH/s"],
      [1e11, "kH/s"],
      [0.1, "PH/s"],
    ] as const)
      expect(coinsPerDay(toHashesPerSecond(v, u), btc, 0)).toBeCloseTo(a, 14);
  });

  it("merge-mined coins add up (Scrypt: LTC and DOGE)", () => {
    const ltc: CoinData = {
      ...btc,
      symbol: "LTC",
      priceUsd: 80,
      blockReward: 6.25,
      blockTimeSec: 150,
      difficulty: 5e7,
    };
    const doge: CoinData = {
      ...btc,
      symbol: "DOGE",
      priceUsd: 0.1,
      blockReward: 10_000,
      blockTimeSec: 60,
      difficulty: 2e7,
    };
    const input = {
      hashrateHs: 9.5e9,
      powerW: 3400,
      poolFeePercent: 2,
      currency: "USD" as const,
      electricityPrice: 0,
    };
    const both = profitability({ ...input, coins: [ltc, doge] });
    const one = profitability({ ...input, coins: [ltc] });
    const other = profitability({ ...input, coins: [doge] });
    expect(both.revenuePerDay).toBeCloseTo(one.revenuePerDay + other.revenuePerDay, 9);
    expect(both.perCoin.map((c) => c.symbol)).toEqual(["LTC", "DOGE"]);
  });

  it("a stated network hashrate wins over the difficulty; an unknown network earns nothing", () => {
    expect(networkHashrate({ ...btc, networkHashrateHs: 1e21 })).toBe(1e21);
    expect(networkHashrate(btc)).toBeCloseTo((90e12 * 2 ** 32) / 600, -10);
    expect(coinsPerDay(1e14, { ...btc, difficulty: 0 }, 0)).toBe(0);
  });

  it("the revenue per hash reproduces the miner's revenue (the catalogue's SQL sort uses it)", () => {
    const r = profitability({ ...s19, poolFeePercent: 0, electricityPrice: 0, coins: [btc] });
    expect(revenuePerHashDay([btc], "USD") * s19.hashrateHs).toBeCloseTo(r.revenuePerDay, 9);
  });

  it("a fee outside 0-100% is clamped", () => {
    expect(coinsPerDay(1e14, btc, 150)).toBe(0);
    expect(coinsPerDay(1e14, btc, -5)).toBeCloseTo(coinsPerDay(1e14, btc, 0), 15);
  });
});

describe("halvingEstimate", () => {
  it("counts the blocks to 1,050,000 at the recent average block time", () => {
    const at = new Date("2026-11-25T00:00:00Z");
    const e = halvingEstimate(1_000_000, 600, at);
    expect(e.blocksLeft).toBe(50_000);
    expect(e.secondsLeft).toBe(30_000_000);
    expect(e.estimatedAt).toBe(new Date(at.getTime() + 30_000_000_000).toISOString());
    // Faster blocks bring it closer.
    expect(halvingEstimate(1_000_000, 540, at).secondsLeft).toBe(27_000_000);
  });

  it("after 1,050,000 aims at the next multiple of 210,000", () => {
    expect(halvingEstimate(1_050_000, 600, new Date()).halvingHeight).toBe(1_260_000);
  });
});
