/** Scales and tick values of the SVG line chart (line-chart.tsx); pure, unit-tested. */

export interface ChartBox {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface ChartScale {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  x: (v: number) => number;
  y: (v: number) => number;
}

/**
 * Maps data to the drawing box. The y range always holds zero when the data crosses or nears it
 * (a loss shows below the zero line), and a flat series gets a range around its value.
 */
export function chartScale(xs: number[], ys: number[], box: ChartBox): ChartScale {
  const finite = (v: number[]) => v.filter(Number.isFinite);
  const fx = finite(xs);
  const fy = finite(ys);
  let xMin = fx.length ? Math.min(...fx) : 0;
  let xMax = fx.length ? Math.max(...fx) : 1;
  let yMin = fy.length ? Math.min(...fy) : 0;
  let yMax = fy.length ? Math.max(...fy) : 1;
  if (xMin === xMax) {
    xMin -= 1;
    xMax += 1;
  }
  if (yMin > 0 && yMin < (yMax - yMin) * 0.5) yMin = 0;
  if (yMin === yMax) {
    const pad = Math.abs(yMin) * 0.1 || 1;
    yMin -= pad;
    yMax += pad;
  }
  const ticks = niceTicks(yMin, yMax, 5);
  yMin = Math.min(yMin, ticks[0] ?? yMin);
  yMax = Math.max(yMax, ticks[ticks.length - 1] ?? yMax);
  const w = box.width - box.left - box.right;
  const h = box.height - box.top - box.bottom;
  return {
    xMin,
    xMax,
    yMin,
    yMax,
    x: (v) => box.left + ((v - xMin) / (xMax - xMin)) * w,
    y: (v) => box.top + h - ((v - yMin) / (yMax - yMin)) * h,
  };
}

/**
 * About `count` round tick values covering [min, max] (steps of 1, 2 or 5 times a power of ten).
 * With `inside`, only ticks within the range (for the x axis, whose ends are the data's).
 */
export function niceTicks(min: number, max: number, count: number, inside = false): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min) return Number.isFinite(min) ? [min] : [];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = inside ? Math.ceil(min / step) * step : Math.floor(min / step) * step;
  const last = inside ? Math.floor(max / step) * step : Math.ceil(max / step) * step;
  const out: number[] = [];
  for (let v = first; v <= last + step / 2 && out.length < 50; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}
