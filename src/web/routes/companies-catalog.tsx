import { PAGE_SIZES } from "../../common/constants.ts";
import { BrowseCatalog, browseMeta, placeGroups } from "../features/browse/browse-catalog.tsx";
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

export const meta: Route.MetaFunction = browseMeta("company");

export default function CompaniesCatalog({ loaderData }: Route.ComponentProps) {
  const { result, filters, cities } = loaderData;
  const t = useT();
  return (
    <BrowseCatalog
      kind="company"
      path="/companies-catalog"
      count={result.count}
      pageSize={PAGE_SIZE}
      orderings={COMPANY_ORDERINGS}
      loaded={filters}
      cities={cities}
      groups={placeGroups(t, result.facets)}
    >
      <CompanyGrid companies={result.results} narrow />
    </BrowseCatalog>
  );
}
