import "../i18n/directory-messages.ts";
/**
 * /pool (issue 20, landing layout): mining pools kept by moderators, with filters and sorts as GET
 * links (no JavaScript needed), each pool's dated figures, approved ratings and the rating form
 * (a React Router action: signed-in users, one rating per pool, shown once a moderator approves).
 */
import { useLoaderData } from "react-router";
import type { PoolsQuery } from "../../common/api/directory.ts";
import { DIRECTORY_REGIONS, PAYOUT_SCHEMES, POOL_SORTS } from "../../common/directory.ts";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import type { FormResult } from "../features/accounts/form.tsx";
import { FilterForm } from "../features/directory/filters.tsx";
import { PoolCard } from "../features/directory/pool-card.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { currentUser } from "../lib/session.server.ts";
import type { Route } from "./+types/pool";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const get = (k: string) => url.searchParams.get(k) ?? "";
  const query = { sort: get("sort"), coin: get("coin"), scheme: get("scheme"), region: get("region") };
  const [pools, user] = await Promise.all([
    apiFor(request, context)
      .call("directory.pools", { query: query as unknown as PoolsQuery })
      .catch((e) => pageErrorFromApi(e)),
    currentUser(request, context),
  ]);
  return { pools, query, signedIn: Boolean(user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const v = await formValues(request);
  const intent = `rate-${v.pool ?? ""}`;
  try {
    await accountsApi(request, context).call("directory.rate", {
      params: { id: v.pool ?? "" },
      body: { rating: Number(v.rating), review: v.review ?? "" },
    });
    return { intent, ok: t("pool.ratingSaved") } satisfies FormResult;
  } catch (error) {
    return formFailure(error, { intent });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("pool.title"), description: t("pool.metaDescription") });
};

export default function PoolPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { pools, query, signedIn } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-slate-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-3xl font-bold sm:text-4xl">{t("pool.title")}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-200">{t("pool.lead")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <FilterForm
          id="pool-filter"
          resetTo="/pool"
          selects={[
            {
              name: "coin",
              label: t("pool.coin"),
              value: query.coin.toUpperCase(),
              options: pools.coins.map((c) => ({ value: c, label: c })),
            },
            {
              name: "scheme",
              label: t("pool.scheme"),
              value: query.scheme,
              options: PAYOUT_SCHEMES.map((s) => ({ value: s, label: s })),
            },
            {
              name: "region",
              label: t("pool.region"),
              value: query.region,
              options: DIRECTORY_REGIONS.map((r) => ({ value: r, label: t(`directory.region.${r}`) })),
            },
            {
              name: "sort",
              label: t("pool.sort"),
              value: query.sort || "rating",
              required: true,
              options: POOL_SORTS.map((s) => ({ value: s, label: t(`pool.sort.${s}`) })),
            },
          ]}
        />
        <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
          {t("pool.count", { count: pools.count })}
        </h2>
        {pools.count === 0 ? <p className="text-slate-700">{t("pool.none")}</p> : null}
        <div className="space-y-5">
          {pools.results.map((p) => (
            <PoolCard key={p.id} pool={p} signedIn={signedIn} result={actionData as FormResult | undefined} />
          ))}
        </div>
      </div>
    </>
  );
}
