import { describe, expect, it } from "vitest";
import { perHashUnit } from "./deals.server.ts";

describe("best deals: the price per unit of hashrate", () => {
  it("speaks the listing's own unit, the same ratio as per TH/s", () => {
    expect(perHashUnit(8.54, "TH/s")).toEqual({ usd_per_unit: 8.54, unit: "TH/s" });
    // An 11 GH/s Scrypt machine at 2,450 USD: 222.73 USD per GH/s, not 222,727 per TH/s.
    expect(perHashUnit(222_727.27, "GH/s").usd_per_unit).toBeCloseTo(222.73, 2);
    expect(perHashUnit(5, "PH/s")).toEqual({ usd_per_unit: 5000, unit: "PH/s" });
  });

  it("counts solutions as hashes (Equihash) and keeps TH/s for an unknown unit", () => {
    expect(perHashUnit(2e9, "kSol/s")).toEqual({ usd_per_unit: 2, unit: "kSol/s" });
    expect(perHashUnit(3, undefined)).toEqual({ usd_per_unit: 3, unit: "TH/s" });
    expect(perHashUnit(3, "furlongs")).toEqual({ usd_per_unit: 3, unit: "TH/s" });
  });
});
