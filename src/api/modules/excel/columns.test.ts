/** Reading cells of the catalogue spreadsheet: numbers in both conventions, tiers, ranges, hashrates, headers, models. */
import { describe, expect, it } from "vitest";
import "../../../common/i18n/all.ts";
import { LOCALES } from "../../../common/i18n/index.ts";
import {
  formatTiers,
  normalize,
  parseHashrate,
  parseNumber,
  parseRange,
  parseTiers,
  readCell,
  templateColumns,
} from "./columns.ts";
import { createModelMatcher } from "./models.ts";

describe("spreadsheet cells", () => {
  it("reads localized numbers", () => {
    expect(parseNumber("1 234,5")).toBe(1234.5);
    expect(parseNumber("1,234.5")).toBe(1234.5);
    expect(parseNumber("1.234,5")).toBe(1234.5);
    expect(parseNumber("1\u00a0234")).toBe(1234);
    expect(parseNumber("2,5")).toBe(2.5);
    expect(parseNumber("1,234")).toBe(1234);
    expect(parseNumber("1,234", "fr")).toBe(1.234);
    expect(parseNumber("12abc")).toBeUndefined();
  });

  it("reads and writes price tiers, ranges and hashrates the same way", () => {
    const tiers = [
      { min_quantity: 1, max_quantity: 9, unit_price: 5200 },
      { min_quantity: 10, max_quantity: null, unit_price: 4899.5 },
    ];
    expect(parseTiers({ kind: "text", value: String(formatTiers(tiers)) }, "en")).toEqual(tiers);
    expect(parseTiers({ kind: "number", value: 99 }, "en")).toEqual([
      { min_quantity: 1, max_quantity: null, unit_price: 99 },
    ]);
    expect(parseRange("-5..40", "en")).toEqual({ min: -5, max: 40 });
    expect(parseRange("0 - 40", "en")).toEqual({ min: 0, max: 40 });
    expect(parseHashrate("234T", "en")).toEqual({ value: 234, unit: "TH/s" });
    expect(parseHashrate("1,5 PH/s", "fr")).toEqual({ value: 1.5, unit: "PH/s" });
  });

  it("takes a formula's cached result and reports one without", () => {
    expect(readCell({ formula: "A1*2", result: 4 })).toEqual({ kind: "number", value: 4 });
    expect(readCell({ formula: "A1*2" })).toMatchObject({ kind: "error", key: "excel.cell.formulaNoValue" });
    expect(readCell({ richText: [{ text: "Ant" }, { text: "miner" }] })).toEqual({
      kind: "text",
      value: "Antminer",
    });
  });

  it("gives every column a distinct header in each language", () => {
    const columns = templateColumns();
    for (const locale of LOCALES) {
      const names = columns.map((c) => normalize(c.header(locale)));
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe("model names", () => {
  const refs = {
    categories: [],
    countries: [],
    algorithms: [],
    brands: [{ id: 1, slug: "bitmain", name: "Bitmain" }],
    models: [
      {
        id: 1,
        brandId: 1,
        slug: "antminer-s21-pro",
        name: "Antminer S21 Pro",
        specs: { hashrate: { value: 234, unit: "TH/s" as const } },
      },
      {
        id: 2,
        brandId: 1,
        slug: "antminer-s21",
        name: "Antminer S21",
        specs: { hashrate: { value: 200, unit: "TH/s" as const } },
      },
      { id: 3, brandId: 1, slug: "antminer-s21-plus", name: "Antminer S21+", specs: {} },
    ],
  };
  const m = createModelMatcher(refs);
  it("accepts exact names and matches messy ones for confirmation", () => {
    expect(m.match("Antminer S21 Pro")).toEqual({ kind: "exact", modelId: 1 });
    expect(m.match("S21 Pro 234T")).toMatchObject({
      kind: "loose",
      modelId: 1,
      matched: "Antminer S21 Pro 234 TH/s",
    });
    expect(m.match("antminer s21pro")).toMatchObject({ kind: "loose", modelId: 1 });
    expect(m.match("S21+")).toMatchObject({ modelId: 3 });
    expect(m.match("Whatever 9000")).toEqual({ kind: "none" });
  });
});
