import { Form } from "react-router";
import type { MenuCategory, ProductSearchResult } from "../../common/api/catalog.ts";
import { ALL_WORLD, REGIONS } from "../../common/constants.ts";
import { ProductGrid } from "../features/catalog/product-card.tsx";
import { CategoryTiles } from "../features/home/category-tiles.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocalPath, useT } from "../i18n/use-t.ts";
import { apiFor } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ChevronRightIcon, GlobeIcon, SearchIcon } from "../ui/icons.tsx";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const [menu, latest] = await Promise.all([
    api.get<MenuCategory[]>("/api/products-catalog/categories/menu/"),
    api.get<ProductSearchResult>("/api/search/products/", { ordering: "-created_at", page_size: 8 }),
  ]);
  return {
    menu,
    latest: latest.results,
    total: latest.count,
    regionCounts: Object.fromEntries(latest.facets.sales_locations.map((r) => [r.code, r.count])),
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("meta.home.title"), description: t("meta.home.description"), suffix: false });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { menu, latest, total, regionCounts } = loaderData;
  const t = useT();
  const localPath = useLocalPath();
  const regions = [ALL_WORLD, ...REGIONS];
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
          <Form method="get" action={localPath("/products-catalog")} className="mt-8 flex max-w-2xl gap-2">
            <label htmlFor="hero-search" className="sr-only">
              {t("search.label")}
            </label>
            <input
              id="hero-search"
              name="search"
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

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="regions-title">
        <h2 id="regions-title" className="text-2xl font-bold text-slate-900">
          {t("home.regionsTitle")}
        </h2>
        <p className="mt-1 text-slate-600">{t("home.regionsText")}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {regions.map((r) => {
            const count = r.code === ALL_WORLD.code ? total : (regionCounts[r.code] ?? 0);
            const to = r.code === ALL_WORLD.code ? "/products-catalog" : `/products-catalog?region=${r.code}`;
            return (
              <li key={r.code}>
                <AppLink
                  to={to}
                  className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 hover:border-amber-400 hover:shadow-sm"
                >
                  <GlobeIcon className="size-6 text-amber-600" />
                  <span className="font-semibold text-slate-900">{r[t.locale]}</span>
                  <span className="text-xs text-slate-600">{t.plural("common.products", count)}</span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="bg-white py-12" aria-labelledby="categories-title">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="categories-title" className="text-2xl font-bold text-slate-900">
            {t("home.categoriesTitle")}
          </h2>
          <CategoryTiles categories={menu} />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="latest-title">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="latest-title" className="text-2xl font-bold text-slate-900">
            {t("home.latestTitle")}
          </h2>
          <AppLink to="/products-catalog" className="text-sm font-semibold text-sky-800 hover:underline">
            {t("common.viewAll")}
          </AppLink>
        </div>
        <ProductGrid products={latest} />
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
