/**
 * The services and companies catalogues in the catalogue shell (catalog-shell.tsx): their filter
 * panel (a GET form that also works without JavaScript), chips, sorting, results and pagination.
 */
import type { ChangeEvent, FormEvent, ReactNode } from "react";
import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import type { City } from "../../../common/api/locations.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { makeT, type Translator } from "../../i18n/translator.ts";
import { useLocalPath, useT } from "../../i18n/use-t.ts";
import { pageMeta } from "../../lib/meta.ts";
import { Pagination } from "../../ui/pagination.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { FacetGroup } from "../catalog/filter-panel.tsx";
import type { FacetOption } from "../catalog/filters.ts";
import { CatalogEmpty, CatalogShell } from "./catalog-shell.tsx";
import {
  activeBrowseFilterCount,
  BROWSE_FILTER_KEYS,
  type BrowseFilterKey,
  type BrowseFilters,
  browseQueryString,
  emptyBrowseFilters,
  pageNumber,
  parseBrowseFilters,
  toggleBrowseFilter,
  withBrowsePage,
} from "./filters.ts";

export interface FacetGroupSpec {
  /** A "city" group (counted cities) replaces the `cities` drop-down; pass `cities={null}` with it. */
  key: BrowseFilterKey;
  legend: string;
  options: FacetOption[];
}

/** Which catalogue: its texts are the messages `${kind}.catalogTitle`, `${kind}.results`… */
export type BrowseKind = "company" | "service";

export interface BrowseCatalogProps {
  kind: BrowseKind;
  path: string;
  count: number;
  pageSize: number;
  /** The orderings offered, the default first. */
  orderings: readonly string[];
  loaded: BrowseFilters;
  groups: FacetGroupSpec[];
  /** Cities of the selected countries as a drop-down; null: no drop-down (a "city" group or no city filter). */
  cities: City[] | null;
  /** Names of filter values that no group shows now (`"city:2925533"` -> "Frankfurt"), for the chips. */
  valueNames?: Record<string, string>;
  children: ReactNode;
}

/** The region and country groups of a catalogue's facets. */
export function placeGroups(
  t: Translator,
  facets: {
    regions: Array<{ code: string; name: string; count: number }>;
    countries: Array<{ iso: string; name: string; count: number }>;
  },
): FacetGroupSpec[] {
  return [
    {
      key: "region",
      legend: t("browse.region"),
      options: facets.regions.map((f) => ({ value: f.code, name: f.name, count: f.count, depth: 0 })),
    },
    {
      key: "country",
      legend: t("browse.country"),
      options: facets.countries.map((f) => ({ value: f.iso, name: f.name, count: f.count, depth: 0 })),
    },
  ];
}

/** The title and description of a catalogue page (its search in the title). */
export function browseMeta(kind: BrowseKind) {
  const page = kind === "company" ? "companies" : "services";
  return ({
    location,
    loaderData,
  }: {
    location: { pathname: string };
    loaderData?: { filters: BrowseFilters };
  }) => {
    const t = makeT(localeFromPath(location.pathname));
    const search = loaderData?.filters.search;
    return pageMeta(t, {
      title: search ? t("meta.catalog.searchTitle", { search }) : t(`meta.${page}.title`),
      description: t(`meta.${page}.description`),
    });
  };
}

const FORM_ID = "browse-filters";

export function BrowseCatalog(props: BrowseCatalogProps) {
  const { kind, path, loaded, count, pageSize } = props;
  const defaultOrdering = props.orderings[0] ?? "";
  const t = useT();
  const localPath = useLocalPath();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();

  // While the next results load, show the filters the user just chose.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const filters = pending ? parseBrowseFilters(new URLSearchParams(pending.search), defaultOrdering) : loaded;

  const href = (f: BrowseFilters) => path + browseQueryString(f);
  const apply = (next: BrowseFilters) => navigate(localPath(href(next)), { preventScrollReset: true });

  const page = pageNumber(loaded.page);
  const pages = Math.max(1, Math.ceil(count / pageSize));

  const read = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
    return parseBrowseFilters(params, defaultOrdering);
  };
  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    if (e.target instanceof HTMLInputElement && e.target.type === "search") return;
    const next = read(e.currentTarget);
    // Cities follow countries: no country, no city.
    if (!next.country.length) next.city = [];
    apply({ ...next, page: "" });
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply({ ...read(e.currentTarget), page: "" });
  };

  const names = new Map<string, string>(Object.entries(props.valueNames ?? {}));
  for (const g of props.groups) for (const o of g.options) names.set(`${g.key}:${o.value}`, o.name);
  for (const c of props.cities ?? []) names.set(`city:${c.id}`, c.name);
  const chips = BROWSE_FILTER_KEYS.flatMap((key) =>
    filters[key].map((value) => ({
      key: `${key}-${value}`,
      name: names.get(`${key}:${value}`) ?? value,
      to: href(toggleBrowseFilter(filters, key, value)),
    })),
  );

  const panel = (
    <Form id={FORM_ID} method="get" onChange={onChange} onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor="browse-search" className="mb-1 block text-sm font-semibold text-slate-900">
          {t(`${kind}.searchLabel`)}
        </label>
        <input
          id="browse-search"
          name="search"
          type="search"
          key={filters.search}
          defaultValue={filters.search}
          maxLength={200}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
        />
      </div>
      {props.groups.map((g) => (
        <FacetGroup
          key={g.key}
          name={g.key}
          legend={g.legend}
          facet={g.options}
          selected={filters[g.key]}
          countLabel={(n) => t.plural(`${kind}.count`, n)}
        />
      ))}
      {props.cities ? (
        <div className="border-t border-slate-200 pt-4">
          <label htmlFor="browse-city" className="mb-1 block text-sm font-semibold text-slate-900">
            {t("browse.city")}
          </label>
          {filters.country.length ? (
            <select
              id="browse-city"
              name="city"
              key={filters.city.join(",")}
              defaultValue={filters.city[0] ?? ""}
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="">{t("browse.allCities")}</option>
              {props.cities.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          ) : (
            <p id="browse-city" className="text-sm text-slate-600">
              {t("browse.cityHint")}
            </p>
          )}
        </div>
      ) : props.groups.some((g) => g.key === "city") ? null : (
        filters.city.map((c) => <input key={c} type="hidden" name="city" value={c} />)
      )}
      {hydrated ? null : (
        <button
          type="submit"
          className="w-full rounded-md bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
        >
          {t("catalog.apply")}
        </button>
      )}
    </Form>
  );

  return (
    <CatalogShell
      title={loaded.search ? t("catalog.searchTitle", { search: loaded.search }) : t(`${kind}.catalogTitle`)}
      resultsText={t.plural(`${kind}.results`, count)}
      activeCount={activeBrowseFilterCount(filters)}
      panel={panel}
      chips={chips}
      resetTo={href({ ...emptyBrowseFilters(), search: filters.search })}
      sort={{
        id: "browse-ordering",
        formId: FORM_ID,
        value: filters.ordering || defaultOrdering,
        options: props.orderings.map((o) => ({ value: o, label: t(`${kind}.ordering.${o}` as MessageKey) })),
        onChange: (value) =>
          apply({ ...filters, ordering: value === defaultOrdering ? "" : value, page: "" }),
      }}
    >
      {count > 0 && !(page > pages) ? (
        <>
          {props.children}
          <Pagination page={page} pages={pages} hrefFor={(p) => href(withBrowsePage(loaded, p))} />
        </>
      ) : (
        <CatalogEmpty
          active={activeBrowseFilterCount(loaded) > 0}
          search={loaded.search}
          page={page}
          reset={href({ ...emptyBrowseFilters(), search: loaded.search })}
          path={path}
          firstPage={href(withBrowsePage(loaded, 1))}
          pageEmptyText={t(`${kind}.pageEmpty`)}
        />
      )}
    </CatalogShell>
  );
}
