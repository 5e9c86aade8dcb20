import { Form } from "react-router";
import { ALL_WORLD } from "../../common/constants.ts";
import { AdSlot } from "../features/ads/ad-slot.tsx";
import { loadAd } from "../features/ads/ads.server.ts";
import { CompanyGrid, ServiceGrid } from "../features/browse/cards.tsx";
import { regionName } from "../features/catalog/labels.ts";
import { cardData, ProductGrid } from "../features/catalog/product-card.tsx";
import { loadDeals } from "../features/deals/deals.server.ts";
import { BestDeals, SpecialOffers, Trending } from "../features/deals/widgets.tsx";
import { type HalvingBlockData, HalvingCountdown } from "../features/economics/halving-countdown.tsx";
import { CategoryTiles } from "../features/home/category-tiles.tsx";
import { RegionMap } from "../features/home/region-map.tsx";
import { regionCodeOfKey } from "../features/home/world-map.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocalPath, useT } from "../i18n/use-t.ts";
import { apiFor } from "../lib/api.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { siteOrganizationLd } from "../lib/structured-data.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ChevronRightIcon, SearchIcon } from "../ui/icons.tsx";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const url = new URL(request.url);
  // The map's filter: ?region=<filter key of the spec> (europe, northAmerica…); all by default.
  const region = regionCodeOfKey(url.searchParams.get("region"));
  const inRegion = region === ALL_WORLD.code ? undefined : region;
  const adLoad = loadAd(api, context, "landing");
  // Issue 20: special offers, best deals and trending lists, in parallel with the rest.
  const dealsLoad = loadDeals(api, { offers: 4, deals: 6, trending: 5 });
  const [menu, popular, productCounts, sellerCounts, services, companies, halving] = await Promise.all([
    api.call("catalog.categoryMenu"),
    // Popular products: the most viewed of those delivered to the region.
    api
      .call("search.trendingProducts", { query: { region, limit: 8 } })
      .then((products) => products.map(cardData))
      .catch(() => []),
    api.call("catalog.productCount", { query: { region } }).catch(() => ({ count: 0, regions: [] })),
    api.call("sellers.count", { query: { regions: region } }).catch(() => ({ count: 0, regions: [] })),
    api
      .call("search.services", {
        query: { page_size: 4, ...(inRegion ? { regions__terms: inRegion } : {}) },
      })
      .then((r) => r.results)
      .catch(() => []),
    api
      .call("sellers.list", {
        query: { page_size: 4, ordering: "-products_count", ...(inRegion ? { regions: inRegion } : {}) },
      })
      .then((r) => r.results)
      .catch(() => []),
    // The halving block (issue 18): the market overview, no database work on the snapshot.
    api
      .call("market.overview")
      .then((m): HalvingBlockData | null => {
        const btc = m.coins.find((c) => c.symbol === "BTC");
        return btc
          ? {
              halving: m.halving,
              readAt: m.readAt,
              reward: btc.blockReward,
              renderedAt: new Date().toISOString(),
            }
          : null;
      })
      .catch(() => null),
  ]);
  const productsByRegion: Record<string, number> = Object.fromEntries(
    productCounts.regions.map((r) => [r.code, r.count]),
  );
  const sellersByRegion: Record<string, number> = Object.fromEntries(
    sellerCounts.regions.map((r) => [r.code, r.count]),
  );
  // A seller has one region: all of them is the sum.
  sellersByRegion[ALL_WORLD.code] ??= sellerCounts.regions
    .filter((r) => r.code !== ALL_WORLD.code)
    .reduce((n, r) => n + r.count, 0);
  productsByRegion[ALL_WORLD.code] ??= productCounts.count;
  return {
    menu,
    region,
    popular,
    total: productsByRegion[ALL_WORLD.code] ?? productCounts.count,
    productsByRegion,
    sellersByRegion,
    services,
    companies,
    halving,
    ad: await adLoad,
    widgets: await dealsLoad,
  };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = makeT(localeFromPath(location.pathname));
  const base = publicUrlOf(matches);
  return [
    ...pageMeta(t, { title: t("meta.home.title"), description: t("meta.home.description"), suffix: false }),
    siteOrganizationLd(base),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    menu,
    popular,
    total,
    region,
    productsByRegion,
    sellersByRegion,
    services,
    companies,
    halving,
    ad,
    widgets,
  } = loaderData;
  const t = useT();
  const localPath = useLocalPath();
  const regionLabel = regionName(region, t.locale);
  const catalogQuery = region === ALL_WORLD.code ? "" : `?region=${region}`;
  return (
    <>
      <section
        className="bg-gradient-to-b from-slate-900 to-slate-800 text-white"
        aria-labelledby="hero-title"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <h1
            id="hero-title"
            className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {t("home.heroTitle")}
          </h1>
          <p className="mt-5 max-w-2xl text-base text-slate-300 sm:text-lg">{t("home.heroText")}</p>
          <Form method="get" action={localPath("/search")} className="mt-8 flex max-w-2xl gap-2">
            <label htmlFor="hero-search" className="sr-only">
              {t("search.boxLabel")}
            </label>
            <input
              id="hero-search"
              name="q"
              type="search"
              maxLength={200}
              placeholder={t("search.placeholder")}
              className="h-12 min-w-0 flex-1 rounded-md border border-slate-600 bg-white px-4 text-slate-900 placeholder:text-slate-500"
            />
            <button
              type="submit"
              className="inline-flex h-12 items-center gap-2 rounded-md bg-amber-400 px-4 font-semibold text-slate-900 hover:bg-amber-300 sm:px-6"
            >
              <SearchIcon />
              <span className="sr-only sm:not-sr-only">{t("search.submit")}</span>
            </button>
          </Form>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
            <AppLink
              to="/products-catalog"
              className="inline-flex items-center gap-1 font-semibold text-amber-300 hover:underline"
            >
              {t("home.browseCatalog")}
              <ChevronRightIcon className="size-4" />
            </AppLink>
            <AppLink
              to="/marketplace"
              className="inline-flex items-center gap-1 font-semibold text-white hover:underline"
            >
              {t("home.openMarketplace")}
              <ChevronRightIcon className="size-4" />
            </AppLink>
            <p className="text-slate-300">
              {t("home.heroStats", {
                products: t.plural("common.products", total),
                categories: t.number(menu.length),
              })}
            </p>
          </div>
        </div>
      </section>

      {/* Right under the hero: within a phone's first screen (its largest paint there), so not lazy. */}
      <AdSlot ad={ad} eager className="mx-auto max-w-7xl px-4 pt-8" />

      <section id="regions" className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="regions-title">
        <h2 id="regions-title" className="text-2xl font-bold text-slate-900">
          {t("home.mapTitle")}
        </h2>
        <p className="mt-1 text-slate-600">{t("home.mapText")}</p>
        <div className="mt-6">
          <RegionMap selected={region} products={productsByRegion} sellers={sellersByRegion} />
        </div>
        <p aria-live="polite" className="mt-4 text-sm font-medium text-slate-800">
          {t("home.mapSelected", { region: regionLabel })}
          {" · "}
          <AppLink
            to={`/products-catalog${catalogQuery}`}
            className="text-sky-800 underline hover:no-underline"
          >
            {t("home.mapBrowse", { region: regionLabel })}
          </AppLink>
        </p>
      </section>

      {halving ? (
        <div className="below-fold mx-auto max-w-7xl px-4 pb-12">
          <HalvingCountdown id="home-halving" data={halving}>
            <AppLink
              to="/calculators-and-widgets"
              className="mt-4 inline-flex items-center gap-1 font-semibold text-amber-300 hover:underline"
            >
              {t("economics.halving.calculatorLink")}
              <ChevronRightIcon className="size-4" />
            </AppLink>
          </HalvingCountdown>
        </div>
      ) : null}

      <div className="below-fold mx-auto max-w-7xl space-y-12 px-4 pb-12">
        <SpecialOffers offers={widgets.offers} />
        <BestDeals deals={widgets.deals} />
        <Trending trending={widgets.trending} />
      </div>

      <section className="below-fold mx-auto max-w-7xl px-4 pb-12" aria-labelledby="trending-products-title">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="trending-products-title" className="text-2xl font-bold text-slate-900">
            {t("home.popularProducts")}
          </h2>
          <AppLink
            to={`/products-catalog${catalogQuery}`}
            className="text-sm font-semibold text-sky-800 hover:underline"
          >
            {t("common.viewAll")}
          </AppLink>
        </div>
        {popular.length ? (
          <ProductGrid products={popular} />
        ) : (
          <p className="text-slate-600">{t("home.noTrending")}</p>
        )}
      </section>

      <section className="below-fold mx-auto max-w-7xl px-4 pb-12" aria-labelledby="trending-services-title">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="trending-services-title" className="text-2xl font-bold text-slate-900">
            {t("home.latestServices")}
          </h2>
          <AppLink
            to={`/services-catalog${catalogQuery}`}
            className="text-sm font-semibold text-sky-800 hover:underline"
          >
            {t("common.viewAll")}
          </AppLink>
        </div>
        {services.length ? (
          <ServiceGrid services={services} />
        ) : (
          <p className="text-slate-600">{t("home.noTrending")}</p>
        )}
      </section>

      <section className="below-fold mx-auto max-w-7xl px-4 pb-12" aria-labelledby="trending-companies-title">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="trending-companies-title" className="text-2xl font-bold text-slate-900">
            {t("home.topCompanies")}
          </h2>
          <AppLink
            to={`/companies-catalog${catalogQuery}`}
            className="text-sm font-semibold text-sky-800 hover:underline"
          >
            {t("common.viewAll")}
          </AppLink>
        </div>
        {companies.length ? (
          <CompanyGrid companies={companies} />
        ) : (
          <p className="text-slate-600">{t("home.noTrending")}</p>
        )}
      </section>

      <section className="below-fold bg-white py-12" aria-labelledby="categories-title">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="categories-title" className="text-2xl font-bold text-slate-900">
            {t("home.categoriesTitle")}
          </h2>
          <CategoryTiles categories={menu} />
        </div>
      </section>

      <section className="bg-slate-900 text-white" aria-labelledby="sell-title">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="sell-title" className="text-2xl font-bold">
              {t("home.sellTitle")}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-300">{t("home.sellText")}</p>
          </div>
          <AppLink
            to="/business-account"
            prefetch="none"
            className="inline-flex shrink-0 items-center justify-center rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300"
          >
            {t("home.sellCta")}
          </AppLink>
        </div>
      </section>
    </>
  );
}
