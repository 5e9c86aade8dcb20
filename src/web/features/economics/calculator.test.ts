import { describe, expect, it } from "vitest";
import type { MinerModelSimple } from "../../../common/api/catalog.ts";
import { type CoinData, halvingEstimate, profitability } from "../../../common/economics.ts";
import { evaluateCalculator } from "./calculator.ts";
import {
  defaultCalculator,
  marketAlgorithms,
  type RawCalculator,
  rawFromSearch,
  readNumber,
  withModelSpecs,
} from "./calculator-fields.ts";
import { parseCalculator } from "./calculator-input.ts";

const BTC: CoinData = {
  symbol: "BTC",
  name: "Bitcoin",
  algorithm: "SHA-256",
  priceUsd: 100_000,
  priceEur: 90_000,
  blockReward: 3.125,
  blockTimeSec: 600,
  blockHeight: 1_000_000,
  networkHashrateHs: 1e21,
};
const LTC: CoinData = {
  ...BTC,
  symbol: "LTC",
  name: "Litecoin",
  algorithm: "Scrypt",
  priceUsd: 100,
  priceEur: 90,
  blockReward: 6.25,
  blockTimeSec: 150,
  networkHashrateHs: 3e15,
};
const coins = [BTC, LTC];
const now = new Date("2027-01-01T00:00:00Z");
// 50,000 blocks at 10 min: about 347 days after `now`.
const halving = halvingEstimate(1_000_000, 600, now);

const model = (id: number, over: Partial<MinerModelSimple> = {}): MinerModelSimple => ({
  id,
  name: `S${id}`,
  slug: `s${id}`,
  brand: { id: 1, name: "Bitmain" },
  algorithm: "SHA-256",
  hashrate: { value: 200, unit: "TH/s" },
  hashrate_hs: 200e12,
  power_w: 3500,
  efficiency: null,
  release_date: null,
  public_products_count: id,
  ...over,
});
const models = [model(1), model(7), model(3, { algorithm: "Blake9" })];
const data = { models, coins, halving };

const raw = (over: Partial<RawCalculator>): RawCalculator => ({
  ...defaultCalculator(models, marketAlgorithms(coins), "en"),
  ...over,
});

describe("reading the form", () => {
  it("reads numbers as people type them, in English and French", () => {
    expect(readNumber("0.08")).toBe(0.08);
    expect(readNumber("0,08")).toBe(0.08);
    expect(readNumber("1\u00a0234,5")).toBe(1234.5);
    expect(readNumber(" 12 ")).toBe(12);
    expect(readNumber("")).toBeUndefined();
    expect(readNumber("twelve")).toBeNaN();
    expect(readNumber("1,234.5")).toBeNaN();
  });

  it("starts from the most listed model with market figures, in the page's currency", () => {
    const en = defaultCalculator(models, ["SHA-256", "Scrypt"], "en");
    expect(en).toMatchObject({ mode: "model", model: "7", hashrate: "200", unit: "TH/s", power: "3500" });
    expect(en).toMatchObject({ electricity: "0.08", currency: "USD", price: "" });
    expect(defaultCalculator(models, ["SHA-256"], "fr")).toMatchObject({
      electricity: "0,08",
      currency: "EUR",
    });
    expect(defaultCalculator([], ["SHA-256"], "en")).toMatchObject({ mode: "specs", algorithm: "SHA-256" });
  });

  it("takes the query's fields over the defaults", () => {
    const r = rawFromSearch(new URLSearchParams("electricity=0.1&currency=EUR"), raw({}));
    expect(r).toMatchObject({ electricity: "0.1", currency: "EUR", model: "7" });
  });

  it("shows the chosen model's specifications in the typed ones", () => {
    const r = withModelSpecs(raw({ model: "1", hashrate: "9", power: "1" }), models, "en");
    expect(r).toMatchObject({ hashrate: "200", unit: "TH/s", power: "3500", algorithm: "SHA-256" });
    expect(withModelSpecs(raw({ mode: "specs", power: "1" }), models, "en").power).toBe("1");
  });

  it("names each field that needs attention with its message", () => {
    const result = parseCalculator(
      raw({
        mode: "specs",
        hashrate: "0",
        power: "-5",
        electricity: "abc",
        fee: "",
        unit: "XH/s",
        currency: "GBP",
        price: "2e9",
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      hashrate: { key: "economics.error.positive" },
      power: { key: "economics.error.negative" },
      electricity: { key: "economics.error.number" },
      fee: { key: "economics.error.required" },
      unit: { key: "economics.error.choice" },
      currency: { key: "economics.error.choice" },
      price: { key: "economics.error.max", params: { max: 1e9 } },
    });
  });

  it("ignores the typed specifications when a model is chosen", () => {
    expect(parseCalculator(raw({ mode: "model", power: "-5" })).ok).toBe(true);
  });
});

describe("evaluateCalculator", () => {
  it("gives profitability()'s figures for the chosen model, and less after the halving", () => {
    const result = evaluateCalculator(
      raw({ model: "7", electricity: "0.05", fee: "1", price: "3000" }),
      data,
      now,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const c = result.calculation;
    const expected = profitability({
      hashrateHs: 200e12,
      powerW: 3500,
      electricityPrice: 0.05,
      poolFeePercent: 1,
      coins: [BTC],
      currency: "USD",
      askingPrice: 3000,
    });
    expect(c.miner).toEqual({ name: "Bitmain S7", algorithm: "SHA-256", hashrateHs: 200e12, powerW: 3500 });
    expect(c.today).toEqual(expected);
    expect(c.halvingApplies).toBe(true);
    expect(c.afterHalving.revenuePerDay).toBeCloseTo(expected.revenuePerDay / 2, 9);
    expect(c.afterHalving.powerCostPerDay).toBe(expected.powerCostPerDay);
    expect(c.series.halvingX).not.toBeNull();
    expect(c.series.withHalving.at(-1)?.y).toBeLessThan(c.series.withoutHalving.at(-1)?.y ?? 0);
    expect(c.paybackDaysWithHalving).toBeGreaterThanOrEqual(expected.paybackDays ?? 0);
  });

  it("computes typed specifications in their unit and currency; Scrypt does not halve", () => {
    const result = evaluateCalculator(
      raw({
        mode: "specs",
        hashrate: "9,5",
        unit: "GH/s",
        power: "3400",
        algorithm: "scrypt",
        currency: "EUR",
      }),
      data,
      now,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const c = result.calculation;
    expect(c.miner).toEqual({ name: null, algorithm: "scrypt", hashrateHs: 9.5e9, powerW: 3400 });
    expect(c.coins.map((x) => x.symbol)).toEqual(["LTC"]);
    expect(c.today.revenuePerDay).toBeCloseTo((9.5e9 / 3e15) * 576 * 6.25 * 0.98 * 90, 9);
    expect(c.halvingApplies).toBe(false);
    expect(c.afterHalving).toEqual(c.today);
    expect(c.series.halvingX).toBeNull();
  });

  it("refuses a model that is not in the catalogue and an algorithm without figures", () => {
    expect(evaluateCalculator(raw({ model: "99" }), data, now)).toEqual({
      ok: false,
      errors: { model: { key: "economics.error.model" } },
    });
    expect(evaluateCalculator(raw({ model: "3" }), data, now)).toEqual({
      ok: false,
      errors: { model: { key: "economics.error.noFigures" } },
    });
    expect(evaluateCalculator(raw({ mode: "specs", algorithm: "Blake9" }), data, now)).toEqual({
      ok: false,
      errors: { algorithm: { key: "economics.error.noFigures" } },
    });
  });
});
