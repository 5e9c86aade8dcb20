import { describe, expect, it } from "vitest";
import { chartScale, niceTicks } from "./line-chart-scale.ts";

const box = { width: 640, height: 240, top: 12, right: 16, bottom: 28, left: 64 };

describe("chart scales", () => {
  it("round ticks that cover the range", () => {
    expect(niceTicks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-3.65, 4.15, 5)).toEqual([-4, -2, 0, 2, 4, 6]);
    expect(niceTicks(3, 97, 5, true)).toEqual([20, 40, 60, 80]);
  });

  it("a loss shows below the zero line", () => {
    const s = chartScale([0, 10], [-3, 5], box);
    expect(s.y(0)).toBeLessThan(s.y(-3));
    expect(s.y(5)).toBeLessThan(s.y(0));
    expect(s.x(0)).toBe(64);
    expect(s.x(10)).toBe(624);
  });

  it("a flat series and a single point still draw inside the box", () => {
    const s = chartScale([5], [1200], box);
    expect(s.x(5)).toBeGreaterThan(64);
    expect(s.y(1200)).toBeGreaterThan(12);
    expect(s.y(1200)).toBeLessThan(212);
  });
});
