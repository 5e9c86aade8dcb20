import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import type { ProductSearchResult } from "../../../common/api/catalog.ts";
import { useT } from "../../i18n/use-t.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import {
  type CatalogFilters,
  type CategoryTree,
  categoryFacetInTreeOrder,
  type FacetOption,
  parseFilters,
  type RangeKey,
} from "./filters.ts";
import { conditionLabel } from "./labels.ts";

export const FILTER_FORM_ID = "catalog-filters";

/** Options of one facet: the API's values, plus selected values the API no longer counts. */
function options(facet: FacetOption[], selected: string[]): FacetOption[] {
  const known = new Set(facet.map((o) => o.value));
  return [
    ...facet,
    ...selected.filter((v) => !known.has(v)).map((v) => ({ value: v, name: v, count: 0, depth: 0 })),
  ];
}

/**
 * Uncontrolled, so a click shows at once; when the URL changes (a chip removed, Back) the box
 * follows it. The form's change handler navigates.
 */
function FacetCheckbox({
  id,
  name,
  value,
  checked,
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.checked = checked;
  }, [checked]);
  return (
    <input
      ref={ref}
      id={id}
      type="checkbox"
      name={name}
      value={value}
      defaultChecked={checked}
      className="size-4 shrink-0 accent-amber-500"
    />
  );
}

/**
 * Values a facet shows before "Show all": the most frequent ones (the API sorts by count) and the
 * selected ones. A long list of cities or brands is most of a catalogue page's weight otherwise.
 */
export const FACET_VISIBLE = 8;
/** The URL parameter that opens a facet's full list (for browsers without JavaScript). */
export const FACET_MORE_PARAM = "more";

/** One filter as a group of checkboxes with counts (shared with the services and companies catalogues). */
export function FacetGroup({
  name,
  legend,
  facet,
  selected,
  countLabel,
}: {
  name: string;
  legend: string;
  facet: FacetOption[];
  selected: string[];
  /** What a count means, for screen readers (default: "{count} products"). */
  countLabel?: (count: number) => string;
}) {
  const t = useT();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const [expanded, setExpanded] = useState(() => params.getAll(FACET_MORE_PARAM).includes(name));
  const listRef = useRef<HTMLUListElement>(null);
  /** After "Show all", the first value it revealed takes the focus (the link itself is gone). */
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (!expanded || focusFrom.current === null) return;
    listRef.current?.querySelectorAll("input")[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [expanded]);
  const all = options(facet, selected);
  if (!all.length) return null;
  const list =
    expanded || all.length <= FACET_VISIBLE + 2
      ? all
      : all.filter((o, i) => i < FACET_VISIBLE || selected.includes(o.value));
  params.append(FACET_MORE_PARAM, name);
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">{legend}</legend>
      <ul ref={listRef} className="clear-left max-h-64 space-y-0.5 overflow-y-auto pr-1">
        {list.map((o) => {
          const id = `f-${name}-${o.value}`;
          return (
            <li key={o.value} className={o.depth ? "ml-5" : undefined}>
              <label
                htmlFor={id}
                className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-100"
              >
                <FacetCheckbox id={id} name={name} value={o.value} checked={selected.includes(o.value)} />
                <span className="min-w-0 flex-1 truncate">{o.name}</span>
                <span aria-hidden="true" className="text-xs text-slate-600 tabular-nums">
                  {t.number(o.count)}
                </span>
                <span className="sr-only">
                  {countLabel ? countLabel(o.count) : t.plural("catalog.facetCount", o.count)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {list.length < all.length ? (
        <a
          href={`${location.pathname}?${params}`}
          onClick={(e) => {
            e.preventDefault();
            focusFrom.current = list.length;
            setExpanded(true);
          }}
          className="mt-1 inline-block rounded px-1 text-sm font-medium text-amber-800 underline-offset-2 hover:underline"
        >
          {t("catalog.facetShowAll", { count: t.number(all.length) })}
        </a>
      ) : null}
    </fieldset>
  );
}

const numberInput =
  "h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums";

/** Hashrate, efficiency and price bounds: number fields applied with Enter or the Apply button. */
function RangeFields({ filters }: { filters: CatalogFilters }) {
  const t = useT();
  const field = (key: RangeKey, label: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`f-${key}`} className="block text-xs text-slate-700">
        {label}
      </label>
      <input
        id={`f-${key}`}
        name={key}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        key={filters.ranges[key]}
        defaultValue={filters.ranges[key]}
        className={numberInput}
      />
    </div>
  );
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("browse.hashrate")}</legend>
        <div className="flex gap-2">
          {field("hashrate_min", t("browse.min"))}
          {field("hashrate_max", t("browse.max"))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("browse.efficiency")}</legend>
        <div className="flex gap-2">{field("efficiency_max", t("browse.efficiencyMax"))}</div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("browse.price")}</legend>
        <div className="flex gap-2">
          {field("price_min", t("browse.min"))}
          {field("price_max", t("browse.max"))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("profit.filterHeading")}</legend>
        <div className="flex gap-2">
          {field("profit_min", t("profit.filterProfitMin"))}
          {field("payback_max", t("profit.filterPaybackMax"))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
      >
        {t("browse.applyRanges")}
      </button>
    </div>
  );
}

/**
 * The catalogue's filters: a GET form (works without JavaScript, with an Apply button); with
 * JavaScript every change navigates at once to the canonical URL of the new filters.
 */
export function FilterPanel({
  filters,
  facets,
  categories,
  onChange,
}: {
  filters: CatalogFilters;
  facets: ProductSearchResult["facets"];
  /** The category tree (ids only), to list the category facet in tree order. */
  categories: CategoryTree;
  onChange: (next: CatalogFilters) => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const read = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
    return parseFilters(params);
  };
  const submitFrom = (form: HTMLFormElement | null) => {
    if (form) onChange({ ...read(form), page: "" });
  };
  const handleChange = (e: ChangeEvent<HTMLFormElement>) => {
    // Typing in the search box or a range waits for Enter (or Apply); boxes and lists apply at once.
    if (e.target instanceof HTMLInputElement && (e.target.type === "search" || e.target.type === "number"))
      return;
    submitFrom(e.currentTarget);
  };
  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submitFrom(e.currentTarget);
  };

  return (
    <Form
      id={FILTER_FORM_ID}
      method="get"
      onChange={handleChange}
      onSubmit={handleSubmit}
      className="space-y-4"
    >
      <div>
        <label htmlFor="catalog-search" className="mb-1 block text-sm font-semibold text-slate-900">
          {t("catalog.searchLabel")}
        </label>
        <input
          id="catalog-search"
          name="search"
          type="search"
          key={filters.search}
          defaultValue={filters.search}
          maxLength={200}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
        />
      </div>
      <FacetGroup
        name="category"
        legend={t("catalog.category")}
        selected={filters.category}
        facet={categoryFacetInTreeOrder(facets.categories, categories)}
      />
      <FacetGroup
        name="brand"
        legend={t("catalog.brand")}
        selected={filters.brand}
        facet={facets.brands.map((f) => ({ value: String(f.id), name: f.name, count: f.count, depth: 0 }))}
      />
      <FacetGroup
        name="region"
        legend={t("catalog.region")}
        selected={filters.region}
        facet={facets.sales_locations.map((f) => ({ value: f.code, name: f.name, count: f.count, depth: 0 }))}
      />
      <FacetGroup
        name="condition"
        legend={t("catalog.condition")}
        selected={filters.condition}
        facet={facets.conditions.map((f) => ({
          value: f.value,
          name: conditionLabel(t, f.value),
          count: f.count,
          depth: 0,
        }))}
      />
      <FacetGroup
        name="algorithm"
        legend={t("browse.algorithm")}
        selected={filters.algorithm}
        facet={facets.algorithms.map((f) => ({ value: f.value, name: f.value, count: f.count, depth: 0 }))}
      />
      <RangeFields filters={filters} />
      <FacetGroup
        name="country"
        legend={t("browse.sellerCountry")}
        selected={filters.country}
        facet={facets.countries.map((f) => ({ value: f.iso, name: f.name, count: f.count, depth: 0 }))}
      />
      {filters.country.length ? (
        <FacetGroup
          name="city"
          legend={t("browse.sellerCity")}
          selected={filters.city}
          facet={facets.cities
            .filter((c) => filters.country.includes(c.country_iso))
            .map((f) => ({ value: String(f.id), name: f.name, count: f.count, depth: 0 }))}
        />
      ) : (
        filters.city.map((c) => <input key={c} type="hidden" name="city" value={c} />)
      )}
      {filters.seller.map((s) => (
        <input key={s} type="hidden" name="seller" value={s} />
      ))}
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
}
