/**
 * One pool on /pool (issue 20): fee, payout schemes, regions, servers, each coin's minimum payout
 * and share of the network with where the figure comes from and its date, the approved ratings
 * and reviews, and the rating form.
 */
import type { PoolView } from "../../../common/api/directory.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import type { FormResult } from "../accounts/form.tsx";
import { formatDay, formatPercent, OutsideLink } from "./filters.tsx";
import { RatingForm } from "./rating-form.tsx";

function Share({ share }: { share: PoolView["coins"][number]["share"] }) {
  const t = useT();
  const locale = useLocale();
  if (!share) return <>{t("pool.shareUnknown")}</>;
  const params = { percent: formatPercent(share.percent, locale), date: formatDay(share.date, locale) };
  return <>{t(share.source === "provider" ? "pool.shareProvider" : "pool.shareModerator", params)}</>;
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function CoinTable({ pool }: { pool: PoolView }) {
  const t = useT();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t("pool.coinsTitle", { name: pool.name })}</caption>
      <thead className="text-xs text-slate-600 uppercase">
        <tr>
          <th scope="col" className="py-1 pr-3">
            {t("pool.coin")}
          </th>
          <th scope="col" className="py-1 pr-3">
            {t("pool.minPayout")}
          </th>
          <th scope="col" className="py-1">
            {t("pool.share")}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {pool.coins.map((c) => (
          <tr key={c.symbol}>
            <th scope="row" className="py-1 pr-3 font-semibold">
              {c.symbol}
            </th>
            <td className="py-1 pr-3 tabular-nums">
              {number.format(c.min_payout)} {c.symbol}
            </td>
            <td className="py-1">
              <Share share={c.share} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PoolCard({
  pool,
  signedIn,
  result,
}: {
  pool: PoolView;
  signedIn: boolean;
  result?: FormResult;
}) {
  const t = useT();
  const locale = useLocale();
  const average = pool.rating.average;
  return (
    <article
      aria-labelledby={`pool-${pool.id}-name`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`pool-${pool.id}-name`} className="text-xl font-bold text-slate-900">
          <OutsideLink href={pool.website} label={t("directory.website", { name: pool.name })}>
            {pool.name}
          </OutsideLink>
        </h3>
        <p className="text-sm font-semibold text-slate-800">
          {average === null
            ? t("pool.noRating")
            : t("pool.rating", {
                average: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(average),
                count: pool.rating.count,
              })}
        </p>
      </header>
      <p className="text-slate-700">{pool.description}</p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t("pool.fee")}>{formatPercent(pool.fee_percent, locale)}</Stat>
        <Stat label={t("pool.schemes")}>{pool.payout_schemes.join(", ")}</Stat>
        <Stat label={t("pool.regions")}>
          {pool.regions.map((r) => t(`directory.region.${r}`)).join(", ")}
        </Stat>
        <Stat label={t("pool.servers")}>
          {pool.servers.length ? (
            <span className="font-mono text-xs break-all">{pool.servers.join(" · ")}</span>
          ) : (
            "—"
          )}
        </Stat>
      </dl>
      <CoinTable pool={pool} />
      <p className="text-xs text-slate-600">
        {t("directory.figuresOf", { date: formatDay(pool.figures_date, locale) })}
      </p>
      {pool.reviews.length ? (
        <section aria-labelledby={`pool-${pool.id}-reviews`}>
          <h4 id={`pool-${pool.id}-reviews`} className="text-sm font-semibold text-slate-900">
            {t("pool.reviews")}
          </h4>
          <ul className="mt-2 space-y-2">
            {pool.reviews.map((r) => (
              <li key={`${r.author}-${r.created_at}`} className="rounded-md bg-slate-50 p-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {t("pool.starsValue", { count: r.rating })} · {r.author}
                </p>
                <p className="text-slate-700">{r.review}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="border-t border-slate-100 pt-4">
        <RatingForm pool={pool} signedIn={signedIn} result={result} />
      </div>
    </article>
  );
}
