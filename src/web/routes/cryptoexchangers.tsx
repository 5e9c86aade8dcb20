import "../i18n/directory-messages.ts";
/**
 * /cryptoexchangers (issue 20): exchanges and OTC desks useful to miners, kept by moderators,
 * filtered by type, fiat currency and region with a GET form (links, no JavaScript needed).
 */
import type { ExchangersQuery, ExchangerView } from "../../common/api/directory.ts";
import { DIRECTORY_REGIONS, EXCHANGER_TYPES } from "../../common/directory.ts";
import { FilterForm, formatDay, formatPercent, OutsideLink } from "../features/directory/filters.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/cryptoexchangers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const get = (k: string) => url.searchParams.get(k) ?? "";
  const query = { type: get("type"), fiat: get("fiat"), region: get("region") };
  const list = await apiFor(request, context)
    .call("directory.exchangers", { query: query as unknown as ExchangersQuery })
    .catch((e) => pageErrorFromApi(e));
  return { list, query };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("exchangers.title"), description: t("exchangers.metaDescription") });
};

function ExchangerCard({ e }: { e: ExchangerView }) {
  const t = useT();
  const locale = useLocale();
  const rows: [string, string][] = [
    [t("exchangers.type"), t(`directory.type.${e.type}`)],
    [t("exchangers.fee"), formatPercent(e.fee_percent, locale)],
    [t("exchangers.fiatPairs"), e.fiat.join(", ") || "—"],
    [t("exchangers.regions"), e.regions.map((r) => t(`directory.region.${r}`)).join(", ")],
    [t("exchangers.coins"), e.coins.join(", ") || "—"],
  ];
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-bold text-slate-900">
        <OutsideLink href={e.website} label={t("directory.website", { name: e.name })}>
          {e.name}
        </OutsideLink>
      </h2>
      <p className="text-slate-700">{e.description}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">
        {t("directory.figuresOf", { date: formatDay(e.figures_date, locale) })}
      </p>
    </li>
  );
}

export default function CryptoExchangers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { list, query } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("exchangers.title")}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("exchangers.lead")}</p>
      </div>
      <FilterForm
        id="exchanger-filter"
        resetTo="/cryptoexchangers"
        selects={[
          {
            name: "type",
            label: t("exchangers.type"),
            value: query.type,
            options: EXCHANGER_TYPES.map((x) => ({ value: x, label: t(`directory.type.${x}`) })),
          },
          {
            name: "fiat",
            label: t("exchangers.fiat"),
            value: query.fiat.toUpperCase(),
            options: list.fiats.map((f) => ({ value: f, label: f })),
          },
          {
            name: "region",
            label: t("exchangers.region"),
            value: query.region,
            options: DIRECTORY_REGIONS.map((r) => ({ value: r, label: t(`directory.region.${r}`) })),
          },
        ]}
      />
      <p className="font-semibold text-slate-900" aria-live="polite">
        {t("exchangers.count", { count: list.count })}
      </p>
      {list.count === 0 ? <p className="text-slate-700">{t("exchangers.none")}</p> : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {list.results.map((e) => (
          <ExchangerCard key={e.id} e={e} />
        ))}
      </ul>
    </div>
  );
}
