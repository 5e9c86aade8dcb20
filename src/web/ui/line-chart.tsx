/**
 * Line charts as server-rendered SVG (issue 18: price history, profit over time): readable without
 * JavaScript, named for screen readers (role="img" with a title and a description) and backed by
 * the same figures as a table, so that nothing is only in the picture. One home for every chart.
 */
import { useId } from "react";
import { useT } from "../i18n/use-t.ts";
import { chartScale, niceTicks } from "./line-chart-scale.ts";

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartSeries {
  /** Shown in the legend and as the table's column heading. */
  name: string;
  points: ChartPoint[];
  /** Tailwind stroke colour class, e.g. "stroke-sky-700". */
  stroke?: string;
  dashed?: boolean;
}

/** A shaded range between two lines (e.g. the daily minimum and maximum asking price). */
export interface ChartBand {
  name: string;
  points: { x: number; low: number; high: number }[];
  /** Tailwind fill colour class, e.g. "fill-sky-100" (the default). */
  fill?: string;
}

/** A vertical line at one x with a label (e.g. "Halving"). */
export interface ChartMarker {
  x: number;
  label: string;
}

export interface LineChartProps {
  title: string;
  /** One sentence that says what the chart shows, for screen readers and as the caption. */
  description: string;
  series: ChartSeries[];
  band?: ChartBand;
  /** Several ranges (e.g. one per condition, beside its median line); drawn under the lines. */
  bands?: ChartBand[];
  markers?: ChartMarker[];
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** Heading of the x column in the table ("Date", "Month"). */
  xLabel: string;
  width?: number;
  height?: number;
  /** At most this many rows in the table (evenly spaced), so a year of days stays short. */
  tableRows?: number;
}

const PAD = { top: 12, right: 16, bottom: 28, left: 64 };

export function LineChart(props: LineChartProps) {
  const t = useT();
  const id = useId();
  const { series, markers = [], formatX, formatY, width = 640, height = 240 } = props;
  const bands = allBands(props);
  const xs = [
    ...series.flatMap((s) => s.points.map((p) => p.x)),
    ...bands.flatMap((b) => b.points.map((p) => p.x)),
  ];
  const ys = [
    ...series.flatMap((s) => s.points.map((p) => p.y)),
    ...bands.flatMap((b) => b.points.flatMap((p) => [p.low, p.high])),
  ];
  const empty = xs.length === 0;
  const scale = chartScale(xs, ys, { width, height, ...PAD });
  const yTicks = niceTicks(scale.yMin, scale.yMax, 5);
  const xTicks = niceTicks(scale.xMin, scale.xMax, 5, true);
  const path = (points: ChartPoint[]) =>
    points
      .map((p, i) => `${i === 0 ? "M" : "L"}${scale.x(p.x).toFixed(1)},${scale.y(p.y).toFixed(1)}`)
      .join("");
  const bandPath = (band: ChartBand) =>
    band.points.length > 0
      ? `${band.points.map((p, i) => `${i === 0 ? "M" : "L"}${scale.x(p.x).toFixed(1)},${scale.y(p.high).toFixed(1)}`).join("")}${[
          ...band.points,
        ]
          .reverse()
          .map((p) => `L${scale.x(p.x).toFixed(1)},${scale.y(p.low).toFixed(1)}`)
          .join("")}Z`
      : undefined;

  return (
    <figure className="my-4">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full max-w-full"
      >
        <title id={`${id}-title`}>{props.title}</title>
        <desc id={`${id}-desc`}>{props.description}</desc>
        {empty ? (
          <text x={width / 2} y={height / 2} textAnchor="middle" className="fill-slate-600 text-sm">
            {t("chart.noData")}
          </text>
        ) : (
          <>
            {yTicks.map((v) => (
              <g key={`y${v}`}>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
                  y1={scale.y(v)}
                  y2={scale.y(v)}
                  className={v === 0 ? "stroke-slate-500" : "stroke-slate-200"}
                />
                <text
                  x={PAD.left - 6}
                  y={scale.y(v) + 4}
                  textAnchor="end"
                  className="fill-slate-600 text-[11px]"
                >
                  {formatY(v)}
                </text>
              </g>
            ))}
            {xTicks.map((v) => (
              <text
                key={`x${v}`}
                x={scale.x(v)}
                y={height - 8}
                textAnchor="middle"
                className="fill-slate-600 text-[11px]"
              >
                {formatX(v)}
              </text>
            ))}
            {bands.map((b) => (
              <path key={b.name} d={bandPath(b)} className={`${b.fill ?? "fill-sky-100"} stroke-none`} />
            ))}
            {markers.map((m) => (
              <g key={`m${m.x}`}>
                <line
                  x1={scale.x(m.x)}
                  x2={scale.x(m.x)}
                  y1={PAD.top}
                  y2={height - PAD.bottom}
                  className="stroke-amber-600"
                  strokeDasharray="4 3"
                />
                <text x={scale.x(m.x) + 4} y={PAD.top + 10} className="fill-amber-800 text-[11px]">
                  {m.label}
                </text>
              </g>
            ))}
            {series.map((s) =>
              s.points.length === 1 && s.points[0] ? (
                // One point draws no line: a dot shows it.
                <circle
                  key={s.name}
                  cx={scale.x(s.points[0].x)}
                  cy={scale.y(s.points[0].y)}
                  r={4}
                  strokeWidth={2}
                  className={`${s.stroke ?? "stroke-sky-700"} fill-white`}
                />
              ) : (
                <path
                  key={s.name}
                  d={path(s.points)}
                  fill="none"
                  strokeWidth={2}
                  strokeDasharray={s.dashed ? "6 4" : undefined}
                  className={s.stroke ?? "stroke-sky-700"}
                />
              ),
            )}
          </>
        )}
      </svg>
      <figcaption className="mt-2 text-sm text-slate-700">
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t("chart.legend")}>
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-2">
              <svg width="20" height="6" aria-hidden="true">
                <line x1="0" x2="20" y1="3" y2="3" strokeWidth={3} className={s.stroke ?? "stroke-sky-700"} />
              </svg>
              {s.name}
            </li>
          ))}
          {bands.map((b) => (
            <li key={b.name} className="flex items-center gap-2">
              <svg width="20" height="12" aria-hidden="true">
                <rect width="20" height="12" className={b.fill ?? "fill-sky-100"} />
              </svg>
              {b.name}
            </li>
          ))}
        </ul>
        {empty ? null : <ChartTable {...props} />}
      </figcaption>
    </figure>
  );
}

/** The chart's figures as a table behind a disclosure (keyboard and screen-reader friendly). */
function ChartTable(props: LineChartProps) {
  const { series, formatX, formatY, xLabel, tableRows = 12, title } = props;
  const t = useT();
  const bands = allBands(props);
  const xs = [
    ...new Set([
      ...series.flatMap((s) => s.points.map((p) => p.x)),
      ...bands.flatMap((b) => b.points.map((p) => p.x)),
    ]),
  ].sort((a, b) => a - b);
  const step = Math.max(1, Math.ceil(xs.length / tableRows));
  const rows = xs.filter((_, i) => i % step === 0 || i === xs.length - 1);
  const at = (points: ChartPoint[], x: number) => points.find((p) => p.x === x)?.y;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer rounded text-sky-800 underline focus-visible:outline-2 focus-visible:outline-sky-700">
        {t("chart.showTable")}
      </summary>
      <div className="overflow-x-auto">
        <table className="mt-2 min-w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                {xLabel}
              </th>
              {series.map((s) => (
                <th key={s.name} scope="col" className="pr-4">
                  {s.name}
                </th>
              ))}
              {bands.map((b) => (
                <th key={b.name} scope="col" className="pr-4">
                  {b.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((x) => {
              return (
                <tr key={x}>
                  <th scope="row" className="pr-4 font-normal">
                    {formatX(x)}
                  </th>
                  {series.map((s) => {
                    const y = at(s.points, x);
                    return (
                      <td key={s.name} className="pr-4 tabular-nums">
                        {y === undefined ? "–" : formatY(y)}
                      </td>
                    );
                  })}
                  {bands.map((band) => {
                    const b = band.points.find((p) => p.x === x);
                    return (
                      <td key={band.name} className="pr-4 tabular-nums">
                        {b ? `${formatY(b.low)} – ${formatY(b.high)}` : "–"}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** `band` and `bands` together, in that order. */
function allBands(props: Pick<LineChartProps, "band" | "bands">): ChartBand[] {
  return [...(props.band ? [props.band] : []), ...(props.bands ?? [])];
}
