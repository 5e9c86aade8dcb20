/** The coins' prices and network figures as a table, with their age and source (issue 18). */
import type { MarketOverview } from "../../../common/api/market.ts";
import { type Fiat, networkHashrate } from "../../../common/economics.ts";
import type { Translator } from "../../i18n/translator.ts";
import { useT } from "../../i18n/use-t.ts";
import { blockMinutes, scaleHashrate } from "./format.ts";

/** A coin's price: cents for a coin worth a dollar or more, up to four decimals below. */
export function coinPriceText(t: Translator, value: number, currency: Fiat): string {
  if (value >= 1) return t.price(value, currency);
  return t.number(value, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 4 });
}

/** A hashrate in H/s in its largest unit: "2.8 PH/s". */
export function hashrateText(t: Translator, hs: number, algorithm?: string): string {
  const { value, unit } = scaleHashrate(hs, algorithm);
  return `${t.number(value, { maximumFractionDigits: 2 })}\u00a0${unit}`;
}

export function MarketFigures({ market }: { market: Pick<MarketOverview, "coins" | "readAt" | "source"> }) {
  const t = useT();
  const th = "px-3 py-2 font-semibold text-slate-800";
  const td = "px-3 py-2 tabular-nums text-slate-800";
  return (
    <section
      aria-labelledby="market-figures-title"
      className="rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="market-figures-title" className="text-2xl font-bold text-slate-900">
        {t("economics.figures.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("economics.figures.asOf", { date: t.date(market.readAt) })}{" "}
        {market.source === "snapshot" ? t("economics.figures.snapshot") : null}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{t("economics.figures.title")}</caption>
          <thead className="border-b border-slate-300">
            <tr>
              <th scope="col" className={th}>
                {t("economics.figures.coin")}
              </th>
              <th scope="col" className={th}>
                {t("economics.figures.algorithm")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("economics.figures.priceUsd")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("economics.figures.priceEur")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("economics.figures.network")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("economics.figures.reward")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("economics.figures.blockTime")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("economics.figures.height")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {market.coins.map((c) => (
              <tr key={c.symbol}>
                <th scope="row" className={`${th} whitespace-nowrap`}>
                  {c.name} <span className="font-normal text-slate-600">{c.symbol}</span>
                </th>
                <td className={td}>{c.algorithm}</td>
                <td className={`${td} text-right`}>{coinPriceText(t, c.priceUsd, "USD")}</td>
                <td className={`${td} text-right`}>{coinPriceText(t, c.priceEur, "EUR")}</td>
                <td className={`${td} text-right whitespace-nowrap`}>
                  {hashrateText(t, networkHashrate(c), c.algorithm)}
                </td>
                <td className={`${td} text-right whitespace-nowrap`}>
                  {t("economics.results.coinAmount", {
                    amount: t.number(c.blockReward, { maximumFractionDigits: 4 }),
                    symbol: c.symbol,
                  })}
                </td>
                <td className={`${td} text-right whitespace-nowrap`}>
                  {c.blockTimeSec < 60
                    ? t("economics.figures.seconds", { seconds: t.number(c.blockTimeSec) })
                    : t("economics.figures.minutes", { minutes: t.number(blockMinutes(c.blockTimeSec)) })}
                </td>
                <td className={`${td} text-right`}>{t.number(c.blockHeight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
