import { data, useLocation } from "react-router";
import { evaluateCalculator } from "../features/economics/calculator.ts";
import {
  defaultCalculator,
  marketAlgorithms,
  rawFromSearch,
  withModelSpecs,
} from "../features/economics/calculator-fields.ts";
import { Calculator } from "../features/economics/calculator-form.tsx";
import { HalvingCountdown } from "../features/economics/halving-countdown.tsx";
import { MarketFigures } from "../features/economics/market-figures.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/calculators-and-widgets";

/**
 * /calculators-and-widgets (issue 18): the profitability calculator (a GET form: its query is the
 * calculation), the halving countdown and the coins' figures. Two in-process API calls: the miner
 * models (the catalogue's reference list, ~50 rows) and the market overview.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const [models, market] = await Promise.all([api.call("catalog.minerModels"), api.call("market.overview")]);
  const defaults = defaultCalculator(models, marketAlgorithms(market.coins), locale);
  const submitted = withModelSpecs(rawFromSearch(url.searchParams, defaults), models, locale);
  const now = new Date().toISOString();
  const evaluation = evaluateCalculator(
    submitted,
    { models, coins: market.coins, halving: market.halving },
    new Date(now),
  );
  const payload = { models, market, submitted, evaluation, now };
  // A query the calculator refuses is a 400 (its page shows the fields to fix); it is not kept in
  // the guest page cache, which keeps 200 answers only.
  return evaluation.ok ? payload : data(payload, { status: 400 });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("meta.calculators.title"), description: t("meta.calculators.description") });
};

export default function CalculatorsAndWidgets({ loaderData }: Route.ComponentProps) {
  const { models, market, submitted, evaluation, now } = loaderData;
  const t = useT();
  const location = useLocation();
  const btc = market.coins.find((c) => c.symbol === "BTC");
  return (
    <div className="mx-auto max-w-7xl space-y-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("economics.title")}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("economics.lead")}</p>
      </div>
      {/* A new query (a submit, the back button) starts the form from what it says. */}
      <Calculator
        key={location.search}
        data={{ models, coins: market.coins, halving: market.halving }}
        submitted={submitted}
        submittedEvaluation={evaluation}
        now={now}
      />
      {btc ? (
        <HalvingCountdown
          id="halving"
          data={{ halving: market.halving, readAt: market.readAt, reward: btc.blockReward, renderedAt: now }}
        />
      ) : null}
      <MarketFigures market={market} />
    </div>
  );
}
