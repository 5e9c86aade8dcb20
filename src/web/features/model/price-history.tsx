/**
 * The price history of a miner model (issue 18): per condition, the daily median asking price as a
 * line and the range from the lowest to the highest as a band, in the currency most listed; drawn
 * by the one chart component (ui/line-chart.tsx), server-rendered, with its figures as a table.
 */
import type { PriceHistory } from "../../../common/api/models.ts";
import type { ProductCondition } from "../../../common/catalog.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { type ChartBand, type ChartSeries, LineChart } from "../../ui/line-chart.tsx";
import { conditionLabel } from "../catalog/labels.ts";

const DAY_MS = 86_400_000;

/** Line and band colours per condition (the band light and see-through, so ranges may overlap). */
const COLOURS: Record<ProductCondition, { stroke: string; fill: string }> = {
  new: { stroke: "stroke-sky-700", fill: "fill-sky-300/40" },
  brand_new: { stroke: "stroke-violet-700", fill: "fill-violet-300/40" },
  used: { stroke: "stroke-amber-700", fill: "fill-amber-300/40" },
  tested: { stroke: "stroke-emerald-700", fill: "fill-emerald-300/40" },
};

/** Days as whole numbers since 1970 (ticks fall on days), and back. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayIso = (n: number) => new Date(n * DAY_MS).toISOString();

/** The series of the history's main currency (that of the most listed series), in chart terms. */
export function chartData(history: PriceHistory, label: (c: ProductCondition) => string) {
  const currency = history.series[0]?.currency ?? "USD";
  const shown = history.series.filter((s) => s.currency === currency);
  const series: (ChartSeries & { condition: ProductCondition })[] = [];
  const bands: ChartBand[] = [];
  for (const s of shown) {
    const name = label(s.condition);
    series.push({
      condition: s.condition,
      name,
      stroke: COLOURS[s.condition].stroke,
      points: s.points.map((p) => ({ x: dayNumber(p.day), y: p.median })),
    });
    bands.push({
      name,
      fill: COLOURS[s.condition].fill,
      points: s.points.map((p) => ({ x: dayNumber(p.day), low: p.min, high: p.max })),
    });
  }
  return { currency, series, bands, shown };
}

export function PriceHistoryChart({
  history,
  modelName,
  days,
}: {
  history: PriceHistory;
  modelName: string;
  days: number;
}) {
  const t = useT();
  const condition = (c: ProductCondition) => conditionLabel(t, c);
  const { currency, series, bands, shown } = chartData(history, condition);
  if (shown.length === 0) return <p className="text-sm text-slate-700">{t("history.empty")}</p>;
  // Readable at its natural size: on a wide screen a full-width chart is mostly empty height.
  return (
    <div className="max-w-3xl">
      <LineChart
        title={t("history.chartTitle", { model: modelName, days: t.number(days), currency })}
        description={t("history.chartDescription", { currency })}
        series={series.map((s) => ({ ...s, name: t("history.median", { condition: s.name }) }))}
        bands={bands.map((b) => ({ ...b, name: t("history.range", { condition: b.name }) }))}
        formatX={(x) => t.date(dayIso(x), { day: "numeric", month: "short" })}
        formatY={(y) => t.price(Math.round(y), currency)}
        xLabel={t("history.day")}
      />
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {shown.map((s) => {
          const last = s.points[s.points.length - 1];
          return last ? (
            <li key={s.condition}>
              {t("history.latest", {
                condition: condition(s.condition),
                median: t.price(last.median, s.currency),
                day: t.date(`${last.day}T00:00:00Z`),
                listings: t.number(last.listings),
              })}
            </li>
          ) : null;
        })}
      </ul>
      <p className="mt-2 text-xs text-slate-600">{t("history.note")}</p>
    </div>
  );
}

/** The product page's section: the model's history and a link to all its offers. */
export function ModelPriceHistorySection({
  history,
  model,
  days,
}: {
  history: PriceHistory;
  model: { id: number; name: string };
  days: number;
}) {
  const t = useT();
  return (
    <section aria-labelledby="price-history-title" className="below-fold mt-10">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="price-history-title" className="text-xl font-bold text-slate-900">
          {t("history.title")}
        </h2>
        <AppLink
          to={`/model/${model.id}`}
          className="rounded font-medium text-sky-800 underline hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-sky-700"
        >
          {t("history.allOffers")}
        </AppLink>
      </div>
      <PriceHistoryChart history={history} modelName={model.name} days={days} />
    </section>
  );
}
