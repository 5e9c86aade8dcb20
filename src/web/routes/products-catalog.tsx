import { useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import type { ProductSearchResult } from "../../common/api/catalog.ts";
import { PAGE_SIZES, PRODUCT_ORDERINGS } from "../../common/constants.ts";
import { CatalogTabs } from "../features/browse/catalog-tabs.tsx";
import { FILTER_FORM_ID, FilterPanel } from "../features/catalog/filter-panel.tsx";
import {
  activeFilterCount,
  type CatalogFilters,
  categoryTree,
  clearRange,
  DEFAULT_ORDERING,
  emptyFilters,
  FILTER_KEYS,
  type FilterKey,
  filtersToApiQuery,
  filtersToQueryString,
  pageParamOfApiField,
  parseFilters,
  RANGE_KEYS,
  toggleFilter,
  withPage,
} from "../features/catalog/filters.ts";
import { conditionLabel, orderingLabel } from "../features/catalog/labels.ts";
import { cardData, ProductGrid } from "../features/catalog/product-card.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocalPath, useT } from "../i18n/use-t.ts";
import { apiFor, badParamsMessage, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { notedSearch } from "../lib/page-effects.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import { FilterIcon, XIcon } from "../ui/icons.tsx";
import { Pagination } from "../ui/pagination.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import type { Route } from "./+types/products-catalog";

const PAGE_SIZE = PAGE_SIZES.products.default;
const CATALOG_PATH = "/products-catalog";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const t = makeT(localeFromPath(url.pathname));
  const api = apiFor(request, context);
  try {
    const [result, categories] = await Promise.all([
      api.call("search.products", { query: filtersToApiQuery(filters, PAGE_SIZE) }),
      api.call("catalog.categoryMenu").catch(() => []),
    ]);
    notedSearch(context, request, { text: filters.search, page: filters.page, found: result.count > 0 });
    // Only what the page shows: card fields, and the category tree's ids (for the facet's order).
    return {
      filters,
      result: { ...result, results: result.results.map(cardData) },
      categories: categoryTree(categories),
    };
  } catch (error) {
    return pageErrorFromApi(error, (fields) => badParamsMessage(t, fields, pageParamOfApiField));
  }
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = makeT(localeFromPath(location.pathname));
  const search = loaderData?.filters.search;
  return pageMeta(t, {
    title: search ? t("meta.catalog.searchTitle", { search }) : t("meta.catalog.title"),
    description: t("meta.catalog.description"),
  });
};

/** Name of a selected filter value, for the "active filters" chips. */
function valueName(
  t: ReturnType<typeof useT>,
  facets: ProductSearchResult["facets"],
  key: FilterKey,
  value: string,
): string {
  switch (key) {
    case "category":
      return facets.categories.find((f) => String(f.id) === value)?.name ?? value;
    case "brand":
      return facets.brands.find((f) => String(f.id) === value)?.name ?? value;
    case "region":
      return facets.sales_locations.find((f) => f.code === value)?.name ?? value;
    case "condition":
      return conditionLabel(t, value);
    case "algorithm":
      return value;
    case "country":
      return facets.countries.find((f) => f.iso === value)?.name ?? value;
    case "city":
      return facets.cities.find((f) => String(f.id) === value)?.name ?? value;
    default:
      return `${t("catalog.seller")} ${value}`;
  }
}

export default function ProductsCatalog({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const t = useT();
  const localPath = useLocalPath();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [panelOpen, setPanelOpen] = useState(false);

  // While the next results load, show the filters the user just chose.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const filters: CatalogFilters = pending
    ? parseFilters(new URLSearchParams(pending.search))
    : loaderData.filters;

  const href = (f: CatalogFilters) => CATALOG_PATH + filtersToQueryString(f);
  const apply = (next: CatalogFilters) =>
    navigate(localPath(href(next)), { preventScrollReset: true, replace: false });

  const page = Math.max(1, Number.parseInt(loaderData.filters.page || "1", 10) || 1);
  const pages = Math.max(1, Math.ceil(result.count / PAGE_SIZE));
  const active = activeFilterCount(filters);
  const ordering = filters.ordering || DEFAULT_ORDERING;
  const toggleText = active ? t("catalog.filtersCount", { count: active }) : t("catalog.filters");
  const toggleClass =
    "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 lg:hidden";

  return (
    <>
      <CatalogTabs />
      <div className="flex flex-col gap-1 border-b border-slate-200 pb-4">
        <h1 className="text-3xl font-bold text-slate-900">
          {loaderData.filters.search
            ? t("catalog.searchTitle", { search: loaderData.filters.search })
            : t("catalog.title")}
        </h1>
        <p aria-live="polite" className="text-slate-600">
          {t.plural("catalog.results", result.count)}
        </p>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_1fr] lg:gap-8">
        <div>
          {hydrated ? (
            <button
              type="button"
              aria-controls="filters"
              aria-expanded={panelOpen}
              onClick={() => setPanelOpen((open) => !open)}
              className={toggleClass}
            >
              <FilterIcon className="size-4" />
              {toggleText}
            </button>
          ) : (
            // Without JavaScript the panel opens through :target.
            <a href="#filters" className={toggleClass}>
              <FilterIcon className="size-4" />
              {toggleText}
            </a>
          )}
          <aside
            id="filters"
            aria-label={t("catalog.filters")}
            className={`${panelOpen ? "block" : "hidden"} mt-3 rounded-lg border border-slate-200 bg-white p-4 target:block lg:mt-0 lg:block`}
          >
            <h2 className="mb-3 hidden text-lg font-bold text-slate-900 lg:block">{t("catalog.filters")}</h2>
            <FilterPanel
              filters={filters}
              facets={result.facets}
              categories={loaderData.categories}
              onChange={apply}
            />
          </aside>
        </div>

        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="sr-only">
            {t.plural("catalog.results", result.count)}
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            {active ? (
              <div className="flex flex-wrap items-center gap-2">
                <ul aria-label={t("catalog.activeFilters")} className="flex flex-wrap gap-2">
                  {FILTER_KEYS.flatMap((key) =>
                    filters[key].map((value) => {
                      const name = valueName(t, result.facets, key, value);
                      return (
                        <li key={`${key}-${value}`}>
                          <AppLink
                            to={href(toggleFilter(filters, key, value))}
                            preventScrollReset
                            aria-label={t("catalog.removeFilter", { name })}
                            className="inline-flex items-center gap-1 rounded-full bg-slate-900 py-1 pr-2 pl-3 text-xs font-medium text-white hover:bg-slate-700"
                          >
                            {name}
                            <XIcon className="size-3.5" />
                          </AppLink>
                        </li>
                      );
                    }),
                  )}
                  {RANGE_KEYS.filter((key) => filters.ranges[key]).map((key) => {
                    const raw = filters.ranges[key];
                    const amount = Number(raw);
                    const value =
                      key.startsWith("price") && raw !== "" && Number.isFinite(amount)
                        ? t.price(amount, "USD")
                        : raw;
                    const name = t(`browse.chip.${key}`, { value });
                    return (
                      <li key={key}>
                        <AppLink
                          to={href(clearRange(filters, key))}
                          preventScrollReset
                          aria-label={t("catalog.removeFilter", { name })}
                          className="inline-flex items-center gap-1 rounded-full bg-slate-900 py-1 pr-2 pl-3 text-xs font-medium text-white hover:bg-slate-700"
                        >
                          {name}
                          <XIcon className="size-3.5" />
                        </AppLink>
                      </li>
                    );
                  })}
                </ul>
                <AppLink
                  to={href({ ...emptyFilters(), search: filters.search })}
                  className="text-sm font-medium text-sky-800 underline-offset-2 hover:underline"
                >
                  {t("catalog.reset")}
                </AppLink>
              </div>
            ) : (
              <span />
            )}
            <div className="flex items-center gap-2">
              <label htmlFor="catalog-ordering" className="text-sm text-slate-700">
                {t("catalog.sortBy")}
              </label>
              <select
                id="catalog-ordering"
                name="ordering"
                form={FILTER_FORM_ID}
                value={ordering}
                onChange={(e) => apply({ ...filters, ordering: e.target.value, page: "" })}
                className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
              >
                {PRODUCT_ORDERINGS.map((o) => (
                  <option key={o} value={o}>
                    {orderingLabel(t, o)}
                  </option>
                ))}
              </select>
              {hydrated ? null : (
                <button
                  type="submit"
                  form={FILTER_FORM_ID}
                  className="h-10 rounded-md bg-slate-900 px-3 text-sm font-semibold text-white"
                >
                  {t("catalog.sort")}
                </button>
              )}
            </div>
          </div>

          {result.results.length ? (
            <>
              <ProductGrid products={result.results} narrow lead />
              <Pagination page={page} pages={pages} hrefFor={(p) => href(withPage(loaderData.filters, p))} />
            </>
          ) : (
            <EmptyState filters={loaderData.filters} page={page} href={href} />
          )}
        </section>
      </div>
    </>
  );
}

function EmptyState({
  filters,
  page,
  href,
}: {
  filters: CatalogFilters;
  page: number;
  href: (f: CatalogFilters) => string;
}) {
  const t = useT();
  const active = activeFilterCount(filters);
  let title: string;
  let link: { to: string; label: string } | null;
  if (active) {
    title = t("catalog.noMatches");
    link = { to: href({ ...emptyFilters(), search: filters.search }), label: t("catalog.reset") };
  } else if (filters.search) {
    title = t("catalog.nothingFound");
    link = { to: CATALOG_PATH, label: t("catalog.reset") };
  } else if (page > 1) {
    title = t("catalog.pageEmpty");
    link = { to: href(withPage(filters, 1)), label: t("catalog.firstPage") };
  } else {
    title = t("catalog.noMatches");
    link = null;
  }
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {active || filters.search ? <p className="mt-2 text-slate-600">{t("catalog.emptyHint")}</p> : null}
      {link ? (
        <AppLink
          to={link.to}
          className="mt-6 inline-flex rounded-md bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
        >
          {link.label}
        </AppLink>
      ) : null}
    </div>
  );
}
