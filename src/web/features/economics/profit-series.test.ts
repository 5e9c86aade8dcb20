import { describe, expect, it } from "vitest";
import { addMonthsUtc, daysToHalving, paybackDaysWithHalving, profitOverTime } from "./profit-series.ts";

const start = new Date("2027-01-01T00:00:00Z");

describe("profitOverTime", () => {
  it("starts at minus the asking price and grows by the daily profit each month", () => {
    const s = profitOverTime({
      profitPerDay: 10,
      profitPerDayAfter: 10,
      askingPrice: 1000,
      start,
      halvingAt: null,
      months: 3,
    });
    expect(s.withHalving.map((p) => p.x)).toEqual([0, 1, 2, 3]);
    // January 31 days, February 28, March 31.
    expect(s.withHalving.map((p) => p.y)).toEqual([-1000, -690, -410, -100]);
    expect(s.withoutHalving).toEqual(s.withHalving);
    expect(s.halvingX).toBeNull();
  });

  it("earns the halved profit from the halving's day on and marks where it falls", () => {
    const halvingAt = new Date("2027-02-15T00:00:00Z"); // 45 days in: 31 of January, 14 of February
    const s = profitOverTime({
      profitPerDay: 20,
      profitPerDayAfter: 8,
      askingPrice: 0,
      start,
      halvingAt,
      months: 3,
    });
    expect(s.withHalving[1]?.y).toBe(31 * 20);
    expect(s.withHalving[2]?.y).toBe(45 * 20 + 14 * 8);
    expect(s.withHalving[3]?.y).toBe(45 * 20 + 45 * 8);
    expect(s.withoutHalving[3]?.y).toBe(90 * 20);
    expect(s.halvingX).toBeCloseTo(1 + 14 / 28, 10);
  });

  it("leaves the marker out when the halving is after the chart's last month", () => {
    const s = profitOverTime({
      profitPerDay: 1,
      profitPerDayAfter: 0.5,
      askingPrice: 0,
      start,
      halvingAt: new Date("2030-01-01T00:00:00Z"),
      months: 24,
    });
    expect(s.halvingX).toBeNull();
    expect(s.withHalving).toEqual(s.withoutHalving);
    expect(s.withHalving).toHaveLength(25);
  });

  it("applies the halved profit from the start when the halving has passed", () => {
    const s = profitOverTime({
      profitPerDay: 10,
      profitPerDayAfter: 4,
      askingPrice: 0,
      start,
      halvingAt: new Date("2026-06-01T00:00:00Z"),
      months: 1,
    });
    expect(s.halvingX).toBe(0);
    expect(s.withHalving[1]?.y).toBe(31 * 4);
  });
});

describe("paybackDaysWithHalving", () => {
  it("is the plain payback when the price is earned back before the halving", () => {
    expect(paybackDaysWithHalving(1000, 10, 4, 200)).toBe(100);
  });

  it("takes longer when the halving comes first", () => {
    // 100 days at 10 = 1000 earned, then 1000 left at 4 a day = 250 days more.
    expect(paybackDaysWithHalving(2000, 10, 4, 100)).toBe(350);
  });

  it("is null without a price, or when the miner never earns it back", () => {
    expect(paybackDaysWithHalving(null, 10, 4, 100)).toBeNull();
    expect(paybackDaysWithHalving(0, 10, 4, 100)).toBeNull();
    expect(paybackDaysWithHalving(2000, 10, -1, 100)).toBeNull();
    expect(paybackDaysWithHalving(2000, -5, -9, 100)).toBeNull();
  });

  it("without a halving date is the price over the profit", () => {
    expect(paybackDaysWithHalving(900, 3, 1, daysToHalving(start, null))).toBe(300);
    expect(paybackDaysWithHalving(900, 0, 0, daysToHalving(start, null))).toBeNull();
  });
});

describe("addMonthsUtc", () => {
  it("adds calendar months in UTC", () => {
    expect(addMonthsUtc(start, 14).toISOString()).toBe("2028-03-01T00:00:00.000Z");
  });
});
