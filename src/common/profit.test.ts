import { describe, expect, it } from "vitest";
import { electricityPriceField } from "./api/profit.ts";
import { type CoinData, profitability } from "./economics.ts";
import { listingProfit, POOL_FEE_PERCENT, profitRatesOf } from "./profit.ts";

const BTC: CoinData = {
  symbol: "BTC",
  name: "Bitcoin",
  algorithm: "SHA-256",
  priceUsd: 90_000,
  priceEur: 75_000,
  blockReward: 3.125,
  blockTimeSec: 600,
  blockHeight: 900_000,
  networkHashrateHs: 8e20,
};
const LTC: CoinData = {
  ...BTC,
  symbol: "LTC",
  algorithm: "Scrypt",
  priceUsd: 80,
  priceEur: 70,
  blockReward: 6.25,
  blockTimeSec: 150,
  networkHashrateHs: 2.8e15,
};
const DOGE: CoinData = {
  ...LTC,
  symbol: "DOGE",
  priceUsd: 0.2,
  priceEur: 0.17,
  blockReward: 10_000,
  blockTimeSec: 60,
  networkHashrateHs: 2.7e15,
};
const rates = profitRatesOf([BTC, LTC, DOGE]);

describe("listingProfit", () => {
  it("gives profitability()'s profit and payback for a SHA-256 miner", () => {
    const input = { hashrateHs: 200e12, powerW: 3500, electricityPrice: 0.07, askingPrice: 4000 };
    const expected = profitability({
      ...input,
      poolFeePercent: POOL_FEE_PERCENT,
      coins: [BTC],
      currency: "USD",
    });
    const got = listingProfit(
      { algorithm: "sha-256", hashrateHs: 200e12, powerW: 3500, price: 4000, currency: "USD" },
      rates,
      0.07,
    );
    expect(got?.profitPerDay).toBeCloseTo(expected.profitPerDay, 9);
    expect(got?.paybackDays).toBeCloseTo(expected.paybackDays ?? 0, 6);
  });

  it("adds up merge-mined coins (Scrypt: LTC and DOGE)", () => {
    const expected = profitability({
      hashrateHs: 9.5e9,
      powerW: 3400,
      electricityPrice: 0.05,
      poolFeePercent: POOL_FEE_PERCENT,
      coins: [LTC, DOGE],
      currency: "USD",
    });
    const got = listingProfit(
      { algorithm: "Scrypt", hashrateHs: 9.5e9, powerW: 3400, price: null, currency: "USD" },
      rates,
      0.05,
    );
    expect(got?.profitPerDay).toBeCloseTo(expected.profitPerDay, 9);
    expect(got?.paybackDays).toBeNull();
  });

  it("converts an EUR asking price to dollars for the payback", () => {
    const usd = listingProfit(
      { algorithm: "SHA-256", hashrateHs: 200e12, powerW: 3500, price: 3600, currency: "USD" },
      rates,
      0.05,
    );
    const eur = listingProfit(
      { algorithm: "SHA-256", hashrateHs: 200e12, powerW: 3500, price: 3000, currency: "EUR" },
      rates,
      0.05,
    );
    expect(rates.usdPerEur).toBeCloseTo(1.2, 9);
    expect(eur?.paybackDays).toBeCloseTo(usd?.paybackDays ?? 0, 6);
  });

  it("has no payback for a loss-maker and no figures for a non-miner", () => {
    const loss = listingProfit(
      { algorithm: "SHA-256", hashrateHs: 10e12, powerW: 3000, price: 100, currency: "USD" },
      rates,
      0.5,
    );
    expect(loss?.profitPerDay).toBeLessThan(0);
    expect(loss?.paybackDays).toBeNull();
    expect(
      listingProfit(
        { algorithm: null, hashrateHs: 1e12, powerW: 100, price: 1, currency: "USD" },
        rates,
        0.1,
      ),
    ).toBeNull();
    expect(
      listingProfit(
        { algorithm: "SHA-256", hashrateHs: 1e12, powerW: null, price: 1, currency: "USD" },
        rates,
        0.1,
      ),
    ).toBeNull();
    expect(
      listingProfit(
        { algorithm: "Unknown", hashrateHs: 1e12, powerW: 100, price: 1, currency: "USD" },
        rates,
        0.1,
      ),
    ).toBeNull();
  });
});

describe("electricityPriceField", () => {
  it("accepts 0..10, with a dot or a comma, and refuses the rest", () => {
    expect(electricityPriceField.parse("0,12")).toBe(0.12);
    expect(electricityPriceField.parse(" 0.08 ")).toBe(0.08);
    expect(electricityPriceField.parse(10)).toBe(10);
    for (const bad of ["11", "-0.1", "cheap", 10.5])
      expect(electricityPriceField.safeParse(bad).success).toBe(false);
  });
});
