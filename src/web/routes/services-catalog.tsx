import type { Category } from "../../common/api/catalog.ts";
import { PAGE_SIZES } from "../../common/constants.ts";
import { loadBrowse } from "../features/browse/browse.server.ts";
import { BrowseCatalog, browseMeta, placeGroups } from "../features/browse/browse-catalog.tsx";
import { ServiceGrid } from "../features/browse/cards.tsx";
import { SERVICE_ORDERINGS, servicesApiQuery } from "../features/browse/filters.ts";
import { useT } from "../i18n/use-t.ts";
import { notedSearch } from "../lib/page-effects.server.ts";
import type { Route } from "./+types/services-catalog";

const PAGE_SIZE = PAGE_SIZES.services.default;
const DEFAULT_ORDERING = SERVICE_ORDERINGS[0];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBrowse(request, context, DEFAULT_ORDERING, async (api, filters) => {
    const [result, categories] = await Promise.all([
      api.call("search.services", { query: servicesApiQuery(filters, PAGE_SIZE) }),
      api
        .call("services.categories", { query: { page_size: 50 } })
        .then((r) => r.results)
        .catch(() => [] as Category[]),
    ]);
    notedSearch(context, request, { text: filters.search, page: filters.page, found: result.count > 0 });
    return { result, categories };
  });
}

export const meta: Route.MetaFunction = browseMeta("service");

export default function ServicesCatalog({ loaderData }: Route.ComponentProps) {
  const { result, filters, categories } = loaderData;
  const t = useT();
  const order = new Map(categories.map((c, i) => [c.id, i]));
  const categoryOptions = [...result.facets.categories]
    .sort((a, b) => (order.get(a.id) ?? 999) - (order.get(b.id) ?? 999))
    .map((f) => ({ value: String(f.id), name: f.name, count: f.count, depth: 0 }));
  return (
    <BrowseCatalog
      kind="service"
      path="/services-catalog"
      count={result.count}
      pageSize={PAGE_SIZE}
      orderings={SERVICE_ORDERINGS}
      loaded={filters}
      cities={null}
      valueNames={Object.fromEntries(result.facets.cities.map((c) => [`city:${c.id}`, c.name]))}
      groups={[
        { key: "category", legend: t("browse.category"), options: categoryOptions },
        ...placeGroups(t, result.facets),
        // Cities follow countries, as in the other catalogues: the counted cities of the chosen countries.
        ...(filters.country.length
          ? [
              {
                key: "city" as const,
                legend: t("browse.city"),
                options: result.facets.cities
                  .filter((c) => filters.country.includes(c.country_iso))
                  .map((c) => ({ value: String(c.id), name: c.name, count: c.count, depth: 0 })),
              },
            ]
          : []),
      ]}
    >
      <ServiceGrid services={result.results} narrow lead />
    </BrowseCatalog>
  );
}
