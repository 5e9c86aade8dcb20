import { type ChangeEvent, type FormEvent, useEffect, useRef } from "react";
import { Form } from "react-router";
import type { MenuCategory, ProductSearchResult } from "../../../common/api/catalog.ts";
import { useT } from "../../i18n/use-t.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import {
  type CatalogFilters,
  categoryFacetInTreeOrder,
  type FacetOption,
  type FilterKey,
  parseFilters,
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

function FacetGroup({
  name,
  legend,
  facet,
  selected,
}: {
  name: FilterKey;
  legend: string;
  facet: FacetOption[];
  selected: string[];
}) {
  const t = useT();
  const list = options(facet, selected);
  if (!list.length) return null;
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className="clear-left max-h-64 space-y-0.5 overflow-y-auto pr-1">
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
                <span className="sr-only">{t.plural("catalog.facetCount", o.count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
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
  /** The category tree, to list the category facet in tree order. */
  categories: MenuCategory[];
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
    // Typing in the search box waits for Enter; boxes and lists apply at once.
    if (e.target instanceof HTMLInputElement && e.target.type === "search") return;
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
