import { describe, expect, it } from "vitest";
import type { MinerModelSimple } from "../../../common/api/catalog.ts";
import { bodyOf, fillFromModel, valuesFromForm } from "./form-values.ts";

const model = {
  id: 7,
  name: "Antminer S21 XP",
  slug: "antminer-s21-xp",
  brand: { id: 3, name: "Bitmain" },
  algorithm: "SHA-256",
  hashrate: { value: 270, unit: "TH/s" },
  hashrate_hs: 270e12,
  power_w: 3645,
  efficiency: { value: 13.5, unit: "J/TH" },
  release_date: "2024-10-01",
  public_products_count: 4,
} satisfies MinerModelSimple;

function form(entries: Array<[string, string]>) {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

describe("product form values", () => {
  it("reads rows in index order and builds the API's body", () => {
    const values = valuesFromForm(
      form([
        ["name", " Rig "],
        ["category_top", "1"],
        ["subcategory", "12"],
        ["price_tiers.1.min_quantity", "10"],
        ["price_tiers.1.unit_price", "4900"],
        ["price_tiers.0.min_quantity", "1"],
        ["price_tiers.0.max_quantity", "9"],
        ["price_tiers.0.unit_price", "5200,5"],
        ["price_tiers.2.min_quantity", "1"],
        ["specs.hashrate.value", "200"],
        ["specs.hashrate.unit", "TH/s"],
        ["specs.minableCoins", "BTC, BCH"],
        ["specs.waterblockCompatible", "false"],
        ["specs.consumption", "abc"],
        ["dimensions.length", "400"],
        ["videos.0", "https://example.com/v"],
        ["videos.1", ""],
        ["delivery_regions", "EU"],
        ["delivery_regions", "NA"],
        ["additional_terms.0.name", "Warranty"],
        ["additional_terms.0.value", "6 months"],
        ["additional_terms.1.name", ""],
        ["additional_terms.1.value", ""],
        ["negotiable", "on"],
      ]),
    );
    const body = bodyOf(values, { waterblockCompatible: "boolean", consumption: "number" });
    expect(body.category_id).toBe(12);
    expect(body.price_tiers).toEqual([
      { min_quantity: 1, max_quantity: 9, unit_price: 5200.5 },
      { min_quantity: 10, max_quantity: null, unit_price: 4900 },
    ]);
    expect(body.specs).toEqual({
      hashrate: { value: 200, unit: "TH/s" },
      minableCoins: ["BTC", "BCH"],
      waterblockCompatible: false,
      // Not a number: sent as typed, so that the API names the field.
      consumption: "abc",
    });
    expect(body.dimensions).toEqual({ length: 400 });
    expect(body.videos).toEqual(["https://example.com/v"]);
    expect(body.delivery_regions).toEqual(["EU", "NA"]);
    expect(body.additional_terms).toEqual([{ name: "Warranty", value: "6 months" }]);
    expect(body.negotiable).toBe(true);
    expect(body.external_sku).toBeNull();
  });

  it("keeps the saved specifications the form has no input for; an emptied input clears its own (issue 30)", () => {
    const values = valuesFromForm(
      form([
        ["name", "Rig"],
        ["specs.hashrate.value", "200"],
        ["specs.hashrate.unit", "TH/s"],
        ["specs.fanCount", ""],
      ]),
    );
    const saved = {
      minableCoins: ["BTC", "BCH", "BSV"],
      fanCount: 4,
      hashrate: { value: 190, unit: "TH/s" },
    };
    const body = bodyOf(values, { hashrate: "hashrate", fanCount: "number" }, saved as never);
    expect(body.specs).toEqual({
      minableCoins: ["BTC", "BCH", "BSV"],
      hashrate: { value: 200, unit: "TH/s" },
    });
  });

  it("fills only the empty specification fields from a model", () => {
    const specs = fillFromModel({ algorithm: "Custom", "hashrate.value": "" }, model);
    expect(specs).toMatchObject({
      algorithm: "Custom",
      "hashrate.value": "270",
      "hashrate.unit": "TH/s",
      consumption: "3645",
      "efficiency.value": "13.5",
      releaseDate: "2024-10",
    });
  });
});
