/** The calculator's results (issue 18): per period, break-even, payback and profit over time. */
import type { Fiat } from "../../../common/economics.ts";
import type { Translator } from "../../i18n/translator.ts";
import { useT } from "../../i18n/use-t.ts";
import { LineChart } from "../../ui/line-chart.tsx";
import type { Calculation } from "./calculator.ts";
import { CHART_MONTHS, DAYS_PER_MONTH, DAYS_PER_YEAR } from "./calculator-fields.ts";
import { hashrateText } from "./market-figures.tsx";
import { addMonthsUtc } from "./profit-series.ts";

const money = (t: Translator, amount: number, currency: Fiat) =>
  t.price(Math.round(amount * 100) / 100, currency);

function paybackText(t: Translator, days: number | null): string | null {
  return days === null ? null : t.plural("economics.days", Math.ceil(days));
}

export function CalculatorResults({
  calculation: c,
  halvingAt,
  now,
}: {
  calculation: Calculation;
  halvingAt: string;
  now: string;
}) {
  const t = useT();
  const cur = c.currency;
  const specs = {
    hashrate: hashrateText(t, c.miner.hashrateHs, c.miner.algorithm),
    power: t.number(c.miner.powerW),
    algorithm: c.miner.algorithm,
  };
  const rows = [
    { key: "revenue", label: t("economics.results.revenue"), perDay: c.today.revenuePerDay },
    { key: "power", label: t("economics.results.powerCost"), perDay: c.today.powerCostPerDay },
    { key: "profit", label: t("economics.results.profit"), perDay: c.today.profitPerDay },
  ];
  const payback = paybackText(t, c.today.paybackDays);
  const paybackHalving = paybackText(t, c.paybackDaysWithHalving);
  const start = new Date(now);
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        {c.miner.name
          ? t("economics.results.forModel", { miner: c.miner.name, ...specs })
          : t("economics.results.forSpecs", specs)}
      </p>
      <p aria-live="polite" className="text-2xl font-bold text-slate-900">
        {t("economics.results.live", { profit: money(t, c.today.profitPerDay, cur) })}
      </p>
      <div>
        <h3 className="text-sm font-semibold text-slate-800">{t("economics.results.coinsPerDay")}</h3>
        <ul className="mt-1 text-slate-800">
          {c.today.perCoin.map((coin) => (
            <li key={coin.symbol} className="tabular-nums">
              {t("economics.results.coinAmount", {
                amount: t.number(coin.coinsPerDay, { maximumSignificantDigits: 4 }),
                symbol: coin.symbol,
              })}{" "}
              <span className="text-slate-600">({money(t, coin.revenuePerDay, cur)})</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{t("economics.results.tableCaption")}</caption>
          <thead className="border-b border-slate-300">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold text-slate-800">
                {t("economics.results.figure")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold text-slate-800">
                {t("economics.results.perDay")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold text-slate-800">
                {t("economics.results.perMonth")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold text-slate-800">
                {t("economics.results.perYear")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((r) => (
              <tr key={r.key} className={r.key === "profit" ? "font-semibold" : undefined}>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-800">
                  {r.label}
                </th>
                {[1, DAYS_PER_MONTH, DAYS_PER_YEAR].map((days) => (
                  <td
                    key={days}
                    className={`px-3 py-2 text-right tabular-nums ${r.key === "profit" && r.perDay < 0 ? "text-red-700" : "text-slate-900"}`}
                  >
                    {money(t, r.perDay * days, cur)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-xs text-slate-600">{t("economics.results.periodsNote")}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-800">{t("economics.results.breakEven")}</dt>
          <dd className="text-slate-900">
            {c.today.breakEvenElectricityPrice === null
              ? t("economics.results.noPower")
              : t("economics.results.perKwh", {
                  price: t.number(c.today.breakEvenElectricityPrice, {
                    style: "currency",
                    currency: cur,
                    minimumFractionDigits: 2,
                    maximumFractionDigits: 3,
                  }),
                })}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-800">{t("economics.results.payback")}</dt>
          <dd className="text-slate-900">
            {!c.askingPrice ? (
              t("economics.results.paybackNoPrice")
            ) : payback === null ? (
              t("economics.results.paybackNever")
            ) : (
              <>
                <span className="block">{payback}</span>
                {c.halvingApplies ? (
                  <span className="block text-sm text-slate-700">
                    {paybackHalving
                      ? t("economics.results.paybackHalving", { days: paybackHalving })
                      : t("economics.results.paybackNeverHalving")}
                  </span>
                ) : null}
              </>
            )}
          </dd>
        </div>
      </dl>
      {c.halvingApplies ? (
        <p className="text-sm text-slate-700">
          {t("economics.results.afterHalving", {
            date: t.date(halvingAt),
            profit: money(t, c.afterHalving.profitPerDay, cur),
          })}
        </p>
      ) : null}
      <LineChart
        title={t("economics.chart.title", { months: CHART_MONTHS })}
        description={t("economics.chart.description")}
        series={[
          ...(c.halvingApplies
            ? [
                {
                  name: t("economics.chart.withoutHalving"),
                  points: c.series.withoutHalving,
                  stroke: "stroke-slate-500",
                  dashed: true,
                },
              ]
            : []),
          {
            name: c.halvingApplies ? t("economics.chart.withHalving") : t("economics.chart.withoutHalving"),
            points: c.series.withHalving,
            stroke: "stroke-sky-700",
          },
        ]}
        markers={
          c.series.halvingX === null ? [] : [{ x: c.series.halvingX, label: t("economics.chart.halving") }]
        }
        formatX={(m) => t.date(addMonthsUtc(start, m).toISOString(), { month: "short", year: "numeric" })}
        formatY={(y) => t.price(Math.round(y), cur)}
        xLabel={t("economics.chart.month")}
      />
    </div>
  );
}
