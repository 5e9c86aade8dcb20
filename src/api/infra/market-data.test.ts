import { describe, expect, it } from "vitest";
import { MARKET_MAX_COINS, MarketDataError, parseMarketAnswer } from "./market-data.ts";

const btc = {
  symbol: "btc",
  name: "Bitcoin",
  algorithm: "SHA-256",
  priceUsd: 90_000,
  priceEur: 78_000,
  blockReward: 3.125,
  blockTimeSec: 600,
  blockHeight: 972_500,
  difficulty: 1.55e14,
  hashesPerDifficulty: 2 ** 32,
  somethingElse: "ignored",
};
const ltc = {
  ...btc,
  symbol: "LTC",
  name: "Litecoin",
  algorithm: "Scrypt",
  difficulty: undefined,
  networkHashrateHs: 2.8e15,
};

describe("parseMarketAnswer", () => {
  it("keeps the coins that pass, upper-cases symbols and drops unknown fields", () => {
    const { coins, rejected } = parseMarketAnswer({ coins: [btc, ltc] });
    expect(rejected).toEqual([]);
    expect(coins.map((c) => c.symbol)).toEqual(["BTC", "LTC"]);
    expect(coins[0]).not.toHaveProperty("somethingElse");
    expect(coins[1]?.networkHashrateHs).toBe(2.8e15);
  });

  it.each([
    ["a negative price", { priceUsd: -1 }, "priceUsd"],
    ["a zero euro price", { priceEur: 0 }, "priceEur"],
    ["a fractional height", { blockHeight: 12.5 }, "blockHeight"],
    ["a block time of zero", { blockTimeSec: 0 }, "blockTimeSec"],
    ["no network figure", { difficulty: undefined }, "coin"],
    ["a symbol with markup", { symbol: "<b>X</b>" }, "symbol"],
    ["a price as text", { priceUsd: "90000" }, "priceUsd"],
    ["an absurd price", { priceUsd: 1e300 }, "priceUsd"],
  ])("leaves out a coin with %s, naming the field, and keeps the others", (_, change, field) => {
    const { coins, rejected } = parseMarketAnswer({ coins: [{ ...btc, ...change }, ltc] });
    expect(coins.map((c) => c.symbol)).toEqual(["LTC"]);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.index).toBe(0);
    expect(rejected[0]?.problems.join(" ")).toContain(`${field}:`);
  });

  it.each([
    ["not an object", "<html>"],
    ["null", null],
    ["another shape", { data: [btc] }],
    ["an empty list", { coins: [] }],
    ["too many coins", { coins: Array.from({ length: MARKET_MAX_COINS + 1 }, () => ltc) }],
    ["no usable coin", { coins: [{ ...btc, priceUsd: -1 }] }],
  ])("refuses %s whole", (_, body) => {
    expect(() => parseMarketAnswer(body)).toThrow(MarketDataError);
  });
});
