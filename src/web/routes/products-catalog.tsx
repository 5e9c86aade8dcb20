import { useLocation, useNavigate, useNavigation } from "react-router";
import type { ProductSearchResult } from "../../common/api/catalog.ts";
import { PAGE_SIZES, PRODUCT_ORDERINGS } from "../../common/constants.ts";
import { AdSlot } from "../features/ads/ad-slot.tsx";
import { loadAd } from "../features/ads/ads.server.ts";
import { SaveSearchForm } from "../features/alerts/save-search.tsx";
import { CatalogEmpty, CatalogShell } from "../features/browse/catalog-shell.tsx";
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
import { buyerElectricityPrice } from "../features/profit/electricity.server.ts";
import { ElectricityForm } from "../features/profit/profit-figures.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocalPath, useT } from "../i18n/use-t.ts";
import { apiFor, badParamsMessage, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { notedSearch } from "../lib/page-effects.server.ts";
import { Pagination } from "../ui/pagination.tsx";
import type { Route } from "./+types/products-catalog";

const PAGE_SIZE = PAGE_SIZES.products.default;
const CATALOG_PATH = "/products-catalog";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const t = makeT(localeFromPath(url.pathname));
  const api = apiFor(request, context);
  try {
    // The buyer's electricity price (profile, else cookie; none = the API's default) for the profit sort and filters.
    const electricity = await buyerElectricityPrice(request, context);
    const query = filtersToApiQuery(filters, PAGE_SIZE);
    if (electricity !== null) query.electricity_price = electricity;
    const [result, categories, ad] = await Promise.all([
      api.call("search.products", { query }),
      api.call("catalog.categoryMenu").catch(() => []),
      loadAd(api, context, "catalogue"),
    ]);
    notedSearch(context, request, { text: filters.search, page: filters.page, found: result.count > 0 });
    // Only what the page shows: card fields, and the category tree's ids (for the facet's order).
    return {
      filters,
      result: { ...result, results: result.results.map(cardData) },
      categories: categoryTree(categories),
      ad,
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
  const chips = [
    ...FILTER_KEYS.flatMap((key) =>
      filters[key].map((value) => ({
        key: `${key}-${value}`,
        name: valueName(t, result.facets, key, value),
        to: href(toggleFilter(filters, key, value)),
      })),
    ),
    ...RANGE_KEYS.filter((key) => filters.ranges[key]).map((key) => {
      const raw = filters.ranges[key];
      const amount = Number(raw);
      const value =
        (key.startsWith("price") || key === "profit_min") && raw !== "" && Number.isFinite(amount)
          ? t.price(amount, "USD")
          : raw;
      return { key, name: t(`browse.chip.${key}`, { value }), to: href(clearRange(filters, key)) };
    }),
  ];

  return (
    <CatalogShell
      title={
        loaderData.filters.search
          ? t("catalog.searchTitle", { search: loaderData.filters.search })
          : t("catalog.title")
      }
      resultsText={t.plural("catalog.results", result.count)}
      activeCount={activeFilterCount(filters)}
      panel={
        <FilterPanel
          filters={filters}
          facets={result.facets}
          categories={loaderData.categories}
          onChange={apply}
        />
      }
      chips={chips}
      resetTo={href({ ...emptyFilters(), search: filters.search })}
      sort={{
        id: "catalog-ordering",
        formId: FILTER_FORM_ID,
        value: filters.ordering || DEFAULT_ORDERING,
        options: PRODUCT_ORDERINGS.map((o) => ({ value: o, label: orderingLabel(t, o) })),
        onChange: (value) => apply({ ...filters, ordering: value, page: "" }),
      }}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-4">
        <ElectricityForm id="catalog-electricity-price" />
        <SaveSearchForm filters={filters} />
      </div>
      <AdSlot ad={loaderData.ad} className="mb-6" />
      {result.results.length ? (
        <>
          <ProductGrid products={result.results} narrow lead />
          <Pagination page={page} pages={pages} hrefFor={(p) => href(withPage(loaderData.filters, p))} />
        </>
      ) : (
        <CatalogEmpty
          active={activeFilterCount(loaderData.filters) > 0}
          search={loaderData.filters.search}
          page={page}
          reset={href({ ...emptyFilters(), search: loaderData.filters.search })}
          path={CATALOG_PATH}
          firstPage={href(withPage(loaderData.filters, 1))}
          pageEmptyText={t("catalog.pageEmpty")}
        />
      )}
    </CatalogShell>
  );
}
