/**
 * A miner model's page (issue 18): its specifications, the price history of its listings, and every
 * current offer across sellers, cheapest first, in pages of catalogue cards.
 */

import { PAGE_SIZES } from "../../common/constants.ts";
import { cardData, ProductGrid } from "../features/catalog/product-card.tsx";
import { FirmwareLinkLine } from "../features/directory/firmware-link.tsx";
import { ModelHeader } from "../features/model/model-header.tsx";
import { PriceHistoryChart } from "../features/model/price-history.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { breadcrumbLd, pageUrl } from "../lib/structured-data.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { Pagination } from "../ui/pagination.tsx";
import type { Route } from "./+types/model";

const PAGE_SIZE = PAGE_SIZES.products.default;
/** Days of price history the page shows. */
export const MODEL_HISTORY_DAYS = 90;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const id = encodeURIComponent(params.id);
  const [model, offers, history] = await Promise.all([
    api.call("models.model", { params: { id } }),
    api.call("models.offers", { params: { id }, query: { page, page_size: PAGE_SIZE } }),
    api.call("models.priceHistory", { params: { id }, query: { days: MODEL_HISTORY_DAYS } }),
  ]).catch(pageErrorFromApi);
  // Issue 20: the model's (or its brand's) firmware page, when moderators keep one.
  const firmware = await api
    .call("directory.firmwareLink", { query: { brand_id: model.brand.id, model_id: model.id } })
    .catch(() => null);
  return {
    model,
    firmware,
    offers: { count: offers.count, results: offers.results.map(cardData) },
    history,
    page,
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  const t = makeT(localeFromPath(location.pathname));
  if (!loaderData) return [];
  const { model } = loaderData;
  const base = publicUrlOf(matches);
  const path = `/model/${model.id}`;
  return [
    ...pageMeta(t, {
      title: t("meta.model.title", { name: model.name }),
      description: t("meta.model.description", {
        name: model.name,
        brand: model.brand.name,
        offers: t.plural("model.offers", model.offers_count),
      }),
      url: pageUrl(base, path, t.locale),
    }),
    breadcrumbLd(base, t.locale, [
      { name: t("product.home"), path: "/" },
      { name: t("catalog.title"), path: "/products-catalog" },
      { name: model.name, path },
    ]),
  ];
};

export default function ModelPage({ loaderData }: Route.ComponentProps) {
  const { model, offers, history, page, firmware } = loaderData;
  const t = useT();
  const pages = Math.max(1, Math.ceil(offers.count / PAGE_SIZE));
  return (
    <>
      <Breadcrumbs
        label={t("model.breadcrumb")}
        crumbs={[
          { label: t("product.home"), to: "/" },
          { label: t("catalog.title"), to: "/products-catalog" },
          { label: model.name },
        ]}
      />

      <ModelHeader model={model} />
      <FirmwareLinkLine link={firmware} />

      <section aria-labelledby="price-history-title" className="mt-8">
        <h2 id="price-history-title" className="text-xl font-bold text-slate-900">
          {t("history.title")}
        </h2>
        <PriceHistoryChart history={history} modelName={model.name} days={MODEL_HISTORY_DAYS} />
      </section>

      <section aria-labelledby="offers-title" className="mt-10">
        <h2 id="offers-title" className="text-xl font-bold text-slate-900">
          {t("model.offersTitle")}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">
          {t("model.offersIntro")} {t.plural("model.offers", offers.count)}
        </p>
        {offers.results.length ? (
          <>
            <ProductGrid products={offers.results} />
            <Pagination
              page={page}
              pages={pages}
              hrefFor={(p) => (p === 1 ? `/model/${model.id}` : `/model/${model.id}?page=${p}`)}
            />
          </>
        ) : (
          <p className="text-slate-700">{t("model.noOffers")}</p>
        )}
      </section>
    </>
  );
}
