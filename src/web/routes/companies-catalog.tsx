import { PAGE_SIZES } from "../../common/constants.ts";
import type { MessageKey } from "../../common/i18n/index.ts";
import { BrowseCatalog } from "../features/browse/browse-catalog.tsx";
import { CompanyGrid } from "../features/browse/cards.tsx";
import {
  browseParamOfApiField,
  COMPANY_ORDERINGS,
  companiesApiQuery,
  parseBrowseFilters,
} from "../features/browse/filters.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, badParamsMessage, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/companies-catalog";

const PAGE_SIZE = PAGE_SIZES.sellers.default;
const DEFAULT_ORDERING = COMPANY_ORDERINGS[0];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseBrowseFilters(url.searchParams, DEFAULT_ORDERING);
  const t = makeT(localeFromPath(url.pathname));
  const api = apiFor(request, context);
  try {
    const [result, cities] = await Promise.all([
      api.call("sellers.list", { query: companiesApiQuery(filters, PAGE_SIZE) }),
      filters.country.length
        ? api
            .call("locations.cities", { query: { country: filters.country.slice(0, 20), page_size: 10000 } })
            .then((r) => r.results)
            .catch(() => [])
        : Promise.resolve([]),
    ]);
    return { filters, result, cities };
  } catch (error) {
    return pageErrorFromApi(error, (fields) => badParamsMessage(t, fields, browseParamOfApiField));
  }
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = makeT(localeFromPath(location.pathname));
  const search = loaderData?.filters.search;
  return pageMeta(t, {
    title: search ? t("meta.catalog.searchTitle", { search }) : t("meta.companies.title"),
    description: t("meta.companies.description"),
  });
};

export default function CompaniesCatalog({ loaderData }: Route.ComponentProps) {
  const { result, filters, cities } = loaderData;
  const t = useT();
  return (
    <BrowseCatalog
      path="/companies-catalog"
      title={t("company.catalogTitle")}
      searchLabel={t("company.searchLabel")}
      resultsText={t.plural("company.results", result.count)}
      count={result.count}
      pageSize={PAGE_SIZE}
      defaultOrdering={DEFAULT_ORDERING}
      orderings={COMPANY_ORDERINGS.map((o) => ({
        value: o,
        label: t(`company.ordering.${o}` as MessageKey),
      }))}
      loaded={filters}
      countLabel={(n) => t.plural("company.count", n)}
      pageEmptyText={t("company.pageEmpty")}
      cities={cities}
      groups={[
        {
          key: "region",
          legend: t("browse.region"),
          options: result.facets.regions.map((f) => ({
            value: f.code,
            name: f.name,
            count: f.count,
            depth: 0,
          })),
        },
        {
          key: "country",
          legend: t("browse.country"),
          options: result.facets.countries.map((f) => ({
            value: f.iso,
            name: f.name,
            count: f.count,
            depth: 0,
          })),
        },
      ]}
    >
      <CompanyGrid companies={result.results} narrow />
    </BrowseCatalog>
  );
}
