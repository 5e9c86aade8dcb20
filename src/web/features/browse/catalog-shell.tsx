/**
 * The one page shell of every catalogue (products, services, companies): tabs, title and count,
 * the filter panel (a disclosure below `lg`, opened through :target without JavaScript), the active
 * filter chips with "Reset", sorting, and the results or the empty state. Each page brings its own
 * filter form, chips, orderings and results.
 */
import { type ReactNode, useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { FilterIcon, XIcon } from "../../ui/icons.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { CatalogTabs } from "./catalog-tabs.tsx";

/** An active filter as a chip: its name and the page without it. */
export interface FilterChip {
  key: string;
  name: string;
  to: string;
}

export interface CatalogShellProps {
  title: string;
  /** "12 services found". */
  resultsText: string;
  /** How many filters are set (the panel's toggle says so). */
  activeCount: number;
  /** The filter form, inside the panel. */
  panel: ReactNode;
  chips: FilterChip[];
  /** The page with no filter but the search. */
  resetTo: string;
  sort: {
    /** The id of the select, and of the filter form it belongs to (sorting without JavaScript). */
    id: string;
    formId: string;
    value: string;
    options: Array<{ value: string; label: string }>;
    onChange: (value: string) => void;
  };
  /** The results with their pagination, or the empty state. */
  children: ReactNode;
}

const TOGGLE_CLASS =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 lg:hidden";

export function CatalogShell(props: CatalogShellProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [panelOpen, setPanelOpen] = useState(false);
  const toggleText = props.activeCount
    ? t("catalog.filtersCount", { count: props.activeCount })
    : t("catalog.filters");
  const { sort } = props;

  return (
    <>
      <CatalogTabs />
      <div className="flex flex-col gap-1 border-b border-slate-200 pb-4">
        <h1 className="text-3xl font-bold text-slate-900">{props.title}</h1>
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
              className={TOGGLE_CLASS}
            >
              <FilterIcon className="size-4" />
              {toggleText}
            </button>
          ) : (
            // Without JavaScript the panel opens through :target.
            <a href="#filters" className={TOGGLE_CLASS}>
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
            {props.panel}
          </aside>
        </div>

        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="sr-only">
            {props.resultsText}
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            {props.activeCount ? (
              <div className="flex flex-wrap items-center gap-2">
                <ul aria-label={t("catalog.activeFilters")} className="flex flex-wrap gap-2">
                  {props.chips.map((chip) => (
                    <li key={chip.key}>
                      <AppLink
                        to={chip.to}
                        preventScrollReset
                        aria-label={t("catalog.removeFilter", { name: chip.name })}
                        className="inline-flex items-center gap-1 rounded-full bg-slate-900 py-1 pr-2 pl-3 text-xs font-medium text-white hover:bg-slate-700"
                      >
                        {chip.name}
                        <XIcon className="size-3.5" />
                      </AppLink>
                    </li>
                  ))}
                </ul>
                <AppLink
                  to={props.resetTo}
                  className="text-sm font-medium text-sky-800 underline-offset-2 hover:underline"
                >
                  {t("catalog.reset")}
                </AppLink>
              </div>
            ) : (
              <span />
            )}
            <div className="flex items-center gap-2">
              <label htmlFor={sort.id} className="text-sm text-slate-700">
                {t("catalog.sortBy")}
              </label>
              <select
                id={sort.id}
                name="ordering"
                form={sort.formId}
                value={sort.value}
                onChange={(e) => sort.onChange(e.target.value)}
                className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
              >
                {sort.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              {hydrated ? null : (
                <button
                  type="submit"
                  form={sort.formId}
                  className="h-10 rounded-md bg-slate-900 px-3 text-sm font-semibold text-white"
                >
                  {t("catalog.sort")}
                </button>
              )}
            </div>
          </div>

          {props.children}
        </section>
      </div>
    </>
  );
}

/**
 * A catalogue with nothing to show: with filters, a link to reset them; after a search that found
 * nothing, back to the whole catalogue; past the last page, to the first one.
 */
export function CatalogEmpty(props: {
  active: boolean;
  search: string;
  page: number;
  /** The page with no filter but the search. */
  reset: string;
  /** The whole catalogue. */
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
