import { describe, expect, it } from "vitest";
import { blockMinutes, scaleHashrate } from "./format.ts";

describe("scaleHashrate", () => {
  it("picks the largest unit that keeps the value at 1 or more", () => {
    expect(scaleHashrate(2.8e15)).toEqual({ value: 2.8, unit: "PH/s" });
    expect(scaleHashrate(234e12)).toEqual({ value: 234, unit: "TH/s" });
    expect(scaleHashrate(1000)).toEqual({ value: 1, unit: "kH/s" });
    expect(scaleHashrate(950)).toEqual({ value: 950, unit: "H/s" });
    expect(scaleHashrate(6.5e17).unit).toBe("PH/s");
    expect(scaleHashrate(8e20)).toEqual({ value: 800, unit: "EH/s" });
  });

  it("counts Equihash in solutions and gives 0 for nothing", () => {
    expect(scaleHashrate(1.2e10, "Equihash")).toEqual({ value: 12, unit: "GSol/s" });
    expect(scaleHashrate(0)).toEqual({ value: 0, unit: "H/s" });
    expect(scaleHashrate(Number.NaN)).toEqual({ value: 0, unit: "H/s" });
  });
});

describe("blockMinutes", () => {
  it("rounds to a tenth of a minute", () => {
    expect(blockMinutes(600)).toBe(10);
    expect(blockMinutes(157.5)).toBe(2.6);
    expect(blockMinutes(583)).toBe(9.7);
  });
});
