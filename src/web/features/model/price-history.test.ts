import { describe, expect, it } from "vitest";
import type { PriceHistory } from "../../../common/api/models.ts";
import { chartData } from "./price-history.tsx";

const point = (day: string, median: number, min: number, max: number) => ({
  day,
  median,
  min,
  max,
  listings: 2,
});

describe("the price history as chart data", () => {
  const history: PriceHistory = {
    model_id: 1,
    from: "2026-11-01",
    to: "2026-11-03",
    series: [
      {
        condition: "used",
        currency: "USD",
        points: [point("2026-11-01", 700, 600, 800), point("2026-11-03", 650, 600, 700)],
      },
      { condition: "new", currency: "EUR", points: [point("2026-11-02", 900, 900, 900)] },
      { condition: "new", currency: "USD", points: [point("2026-11-02", 1200, 1000, 1700)] },
    ],
  };

  it("keeps the first series' currency only, a median line and a lowest–highest band per condition", () => {
    const { currency, series, bands } = chartData(history, (c) => c.toUpperCase());
    expect(currency).toBe("USD");
    expect(series.map((s) => s.name)).toEqual(["USED", "NEW"]);
    expect(bands.map((b) => b.name)).toEqual(["USED", "NEW"]);
    // Days become whole day numbers, two days apart here.
    const [a, b] = series[0]?.points ?? [];
    expect((b?.x ?? 0) - (a?.x ?? 0)).toBe(2);
    expect(series[0]?.points.map((p) => p.y)).toEqual([700, 650]);
    expect(bands[1]?.points).toEqual([{ x: series[1]?.points[0]?.x, low: 1000, high: 1700 }]);
  });

  it("has nothing to draw for a model without history", () => {
    const { series, shown } = chartData({ ...history, series: [] }, String);
    expect(series).toEqual([]);
    expect(shown).toEqual([]);
  });
});
