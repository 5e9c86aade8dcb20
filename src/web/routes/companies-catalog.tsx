import { PAGE_SIZES } from "../../common/constants.ts";
import { loadBrowse } from "../features/browse/browse.server.ts";
import { BrowseCatalog, browseMeta, placeGroups } from "../features/browse/browse-catalog.tsx";
import { CompanyGrid } from "../features/browse/cards.tsx";
import { COMPANY_ORDERINGS, companiesApiQuery } from "../features/browse/filters.ts";
import { useT } from "../i18n/use-t.ts";
import type { Route } from "./+types/companies-catalog";

const PAGE_SIZE = PAGE_SIZES.sellers.default;
const DEFAULT_ORDERING = COMPANY_ORDERINGS[0];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBrowse(request, context, DEFAULT_ORDERING, async (api, filters) => {
    const [result, cities] = await Promise.all([
      api.call("sellers.list", { query: companiesApiQuery(filters, PAGE_SIZE) }),
      filters.country.length
        ? api
            .call("locations.cities", { query: { country: filters.country.slice(0, 20), page_size: 10000 } })
            .then((r) => r.results)
            .catch(() => [])
        : Promise.resolve([]),
    ]);
    return { result, cities };
  });
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
