/**
 * The services and companies catalogues: tabs, a filter panel (a GET form that also works without
 * JavaScript), active filter chips, sorting, results, pagination and the empty state.
 */
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from "react";
import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import type { City } from "../../../common/api/locations.ts";
import { useLocalPath, useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { FilterIcon, XIcon } from "../../ui/icons.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { FacetGroup } from "../catalog/filter-panel.tsx";
import type { FacetOption } from "../catalog/filters.ts";
import { CatalogTabs } from "./catalog-tabs.tsx";
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

export interface BrowseCatalogProps {
  path: string;
  title: string;
  searchLabel: string;
  /** "12 services found". */
  resultsText: string;
  count: number;
  pageSize: number;
  defaultOrdering: string;
  orderings: Array<{ value: string; label: string }>;
  loaded: BrowseFilters;
  groups: FacetGroupSpec[];
  /** Cities of the selected countries as a drop-down; null: no drop-down (a "city" group or no city filter). */
  cities: City[] | null;
  /** Names of filter values that no group shows now (`"city:2925533"` -> "Frankfurt"), for the chips. */
  valueNames?: Record<string, string>;
  countLabel: (n: number) => string;
  pageEmptyText: string;
  children: ReactNode;
}

const FORM_ID = "browse-filters";

export function BrowseCatalog(props: BrowseCatalogProps) {
  const { path, loaded, count, pageSize, defaultOrdering } = props;
  const t = useT();
  const localPath = useLocalPath();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [panelOpen, setPanelOpen] = useState(false);

  // While the next results load, show the filters the user just chose.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const filters = pending ? parseBrowseFilters(new URLSearchParams(pending.search), defaultOrdering) : loaded;

  const href = (f: BrowseFilters) => path + browseQueryString(f);
  const apply = (next: BrowseFilters) => navigate(localPath(href(next)), { preventScrollReset: true });

  const page = pageNumber(loaded.page);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const active = activeBrowseFilterCount(filters);
  const ordering = filters.ordering || defaultOrdering;
  const toggleText = active ? t("catalog.filtersCount", { count: active }) : t("catalog.filters");
  const toggleClass =
    "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 lg:hidden";

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
  const reset = href({ ...emptyBrowseFilters(), search: filters.search });

  return (
    <>
      <CatalogTabs />
      <div className="flex flex-col gap-1 border-b border-slate-200 pb-4">
        <h1 className="text-3xl font-bold text-slate-900">
          {loaded.search ? t("catalog.searchTitle", { search: loaded.search }) : props.title}
        </h1>
        <p aria-live="polite" className="text-slate-600">
          {props.resultsText}
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
            <Form id={FORM_ID} method="get" onChange={onChange} onSubmit={onSubmit} className="space-y-4">
              <div>
                <label htmlFor="browse-search" className="mb-1 block text-sm font-semibold text-slate-900">
                  {props.searchLabel}
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
                  countLabel={props.countLabel}
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
          </aside>
        </div>

        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="sr-only">
            {props.resultsText}
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            {active ? (
              <div className="flex flex-wrap items-center gap-2">
                <ul aria-label={t("catalog.activeFilters")} className="flex flex-wrap gap-2">
                  {BROWSE_FILTER_KEYS.flatMap((key) =>
                    filters[key].map((value) => {
                      const name = names.get(`${key}:${value}`) ?? value;
                      return (
                        <li key={`${key}-${value}`}>
                          <AppLink
                            to={href(toggleBrowseFilter(filters, key, value))}
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
                </ul>
                <AppLink
                  to={reset}
                  className="text-sm font-medium text-sky-800 underline-offset-2 hover:underline"
                >
                  {t("catalog.reset")}
                </AppLink>
              </div>
            ) : (
              <span />
            )}
            <div className="flex items-center gap-2">
              <label htmlFor="browse-ordering" className="text-sm text-slate-700">
                {t("catalog.sortBy")}
              </label>
              <select
                id="browse-ordering"
                name="ordering"
                form={FORM_ID}
                value={ordering}
                onChange={(e) =>
                  apply({
                    ...filters,
                    ordering: e.target.value === defaultOrdering ? "" : e.target.value,
                    page: "",
                  })
                }
                className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
              >
                {props.orderings.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              {hydrated ? null : (
                <button
                  type="submit"
                  form={FORM_ID}
                  className="h-10 rounded-md bg-slate-900 px-3 text-sm font-semibold text-white"
                >
                  {t("catalog.sort")}
                </button>
              )}
            </div>
          </div>

          {count > 0 && !(page > pages) ? (
            <>
              {props.children}
              <Pagination page={page} pages={pages} hrefFor={(p) => href(withBrowsePage(loaded, p))} />
            </>
          ) : (
            <BrowseEmpty
              active={activeBrowseFilterCount(loaded) > 0}
              search={loaded.search}
              page={page}
              reset={href({ ...emptyBrowseFilters(), search: loaded.search })}
              path={path}
              firstPage={href(withBrowsePage(loaded, 1))}
              pageEmptyText={props.pageEmptyText}
            />
          )}
        </section>
      </div>
    </>
  );
}

function BrowseEmpty(props: {
  active: boolean;
  search: string;
  page: number;
  reset: string;
  path: string;
  firstPage: string;
  pageEmptyText: string;
}) {
  const t = useT();
  let title: string;
  let link: { to: string; label: string } | null;
  if (props.active) {
    title = t("catalog.noMatches");
    link = { to: props.reset, label: t("catalog.reset") };
  } else if (props.search) {
    title = t("catalog.nothingFound");
    link = { to: props.path, label: t("catalog.reset") };
  } else if (props.page > 1) {
    title = props.pageEmptyText;
    link = { to: props.firstPage, label: t("catalog.firstPage") };
  } else {
    title = t("catalog.noMatches");
    link = null;
  }
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {props.active || props.search ? <p className="mt-2 text-slate-600">{t("catalog.emptyHint")}</p> : null}
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
