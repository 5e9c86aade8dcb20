/**
 * The parts of the seller's listing pages (/seller-products, /seller-services; decision 014): the
 * status tabs with counts, the search / category / sort toolbar (a GET form), the selection with
 * its mass-action bar, and the table frame with the "select all" column. The page keeps what is
 * its own: the columns of a row, the API calls and the texts (passed in as labels).
 *
 * The row checkboxes and the mass-action buttons are one server-rendered form posting to the
 * page's action, so they work without JavaScript (the API then refuses a mixed selection with
 * its message); with JavaScript a button is disabled, with the reason shown, unless every
 * selected row shares one status that allows it.
 */
import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import { AppLink } from "../../ui/app-link.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { FormMessage, type FormResult, inputClass, secondaryButtonClass } from "../accounts/form.tsx";
import { type ListQuery, type SelectableRow, selectionState } from "./list-query.ts";

const checkboxClass = "size-4 focus-visible:outline-2 focus-visible:outline-amber-600";

export interface Option {
  value: string;
  label: string;
}

/** The status tabs: "All" and each status, with their counts; the current one is aria-current. */
export function StatusTabs({
  label,
  tabs,
  current,
  hrefFor,
}: {
  label: string;
  tabs: Array<{ status: string; label: string; count: number }>;
  current: string;
  hrefFor: (status: string) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const on = tab.status === current;
          return (
            <li key={tab.status || "all"}>
              <AppLink
                to={hrefFor(tab.status)}
                aria-current={on ? "page" : undefined}
                className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-amber-600 ${
                  on
                    ? "border-amber-500 text-slate-900"
                    : "border-transparent text-slate-700 hover:text-slate-900"
                }`}
              >
                {tab.label}
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-800">{tab.count}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Search, category and sort: a GET form that keeps the status tab. */
export function ListingToolbar({
  idPrefix,
  query,
  categories,
  orderings,
  labels,
}: {
  idPrefix: string;
  query: ListQuery;
  categories: Array<{ id: number; name: string; count: number }>;
  orderings: Option[];
  labels: { search: string; category: string; allCategories: string; sort: string; apply: string };
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
      {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
      <div className="min-w-56 flex-1 space-y-1">
        <label htmlFor={`${idPrefix}-search`} className="block text-sm font-medium text-slate-800">
          {labels.search}
        </label>
        <input
          id={`${idPrefix}-search`}
          name="search"
          type="search"
          defaultValue={query.search}
          className={inputClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-category`} className="block text-sm font-medium text-slate-800">
          {labels.category}
        </label>
        <select
          id={`${idPrefix}-category`}
          name="category"
          defaultValue={query.category}
          className={inputClass}
        >
          <option value="">{labels.allCategories}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name} ({c.count})
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-ordering`} className="block text-sm font-medium text-slate-800">
          {labels.sort}
        </label>
        <select
          id={`${idPrefix}-ordering`}
          name="ordering"
          defaultValue={query.ordering}
          className={inputClass}
        >
          {orderings.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={secondaryButtonClass}>
        {labels.apply}
      </button>
    </Form>
  );
}

export interface SelectionLabels {
  /** The legend of the mass-action bar ("Actions on the selected products"). */
  massActions: string;
  /** Nothing selected yet. */
  selectSome: string;
  /** Rows of more than one status. */
  oneStatus: string;
  /** Some actions are not possible for the selection's status. */
  notAllowed: (actions: string, status: string) => string;
  /** The header checkbox. */
  selectAll: string;
}

/**
 * The selection of a listing page and its mass-action form: the bar of action buttons (each
 * disabled with the reason, with JavaScript, unless the selection allows it), the form's result,
 * and the table with the "select all" column. `renderRow` gets the row's checkbox cell.
 */
export function SelectableListing<R extends SelectableRow<A> & { status_label: string }, A extends string>({
  rows,
  idsName,
  actions,
  labels,
  result,
  columns,
  selectLabel,
  renderRow,
  formId,
}: {
  rows: R[];
  /** The name the checkboxes post the ids under (`products_ids`, `services_ids`). */
  idsName: string;
  actions: Option[] & Array<{ value: A }>;
  labels: SelectionLabels;
  result: FormResult | undefined;
  /** The column headings after the checkbox column. */
  columns: string[];
  /** The accessible name of a row's checkbox ("Select {name}"). */
  selectLabel: (row: R) => string;
  renderRow: (row: R, checkbox: ReactNode) => ReactNode;
  /** The form's id: buttons outside it (e.g. "Export selected") submit its checkboxes with `form=`. */
  formId?: string;
}) {
  const hydrated = useHydrated();
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const selected = rows.filter((r) => checked.has(r.id));
  const all = actions.map((a) => a.value);
  const state = selectionState(selected, all);
  const toggle = (id: number, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let reason = "";
  if (hydrated) {
    if (state.reason === "none") reason = labels.selectSome;
    else if (state.reason === "mixed") reason = labels.oneStatus;
    else if (state.allowed.size < all.length)
      reason = labels.notAllowed(
        actions
          .filter((a) => !state.allowed.has(a.value))
          .map((a) => a.label)
          .join(", "),
        selected[0]?.status_label ?? "",
      );
  }

  return (
    <Form id={formId} method="post" className="space-y-3" aria-labelledby="mass-heading">
      <fieldset className="space-y-2 rounded-md border border-slate-200 bg-white p-3">
        <legend id="mass-heading" className="px-1 text-sm font-semibold text-slate-900">
          {labels.massActions}
        </legend>
        <div className="flex flex-wrap gap-2">
          {actions.map((a) => {
            const disabled = hydrated && !state.allowed.has(a.value);
            return (
              <button
                key={a.value}
                type="submit"
                name="intent"
                value={a.value}
                disabled={disabled}
                aria-describedby={disabled ? "mass-reason" : undefined}
                className={secondaryButtonClass}
              >
                {a.label}
              </button>
            );
          })}
        </div>
        <p id="mass-reason" aria-live="polite" className="text-sm text-slate-700">
          {reason}
        </p>
        <FormMessage result={result} intent="mass" />
      </fieldset>

      <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="p-3">
                <span className="sr-only">{labels.selectAll}</span>
                {hydrated ? (
                  <input
                    type="checkbox"
                    aria-label={labels.selectAll}
                    className={checkboxClass}
                    checked={rows.length > 0 && selected.length === rows.length}
                    onChange={(e) =>
                      setChecked(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())
                    }
                  />
                ) : null}
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="p-3">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) =>
              renderRow(
                row,
                <RowCheckbox
                  name={idsName}
                  id={row.id}
                  label={selectLabel(row)}
                  checked={hydrated ? checked.has(row.id) : undefined}
                  onChange={(on) => toggle(row.id, on)}
                />,
              ),
            )}
          </tbody>
        </table>
      </div>
    </Form>
  );
}

function RowCheckbox({
  name,
  id,
  label,
  checked,
  onChange,
}: {
  name: string;
  id: number;
  label: string;
  checked: boolean | undefined;
  onChange: (on: boolean) => void;
}) {
  return (
    <td className="p-3 align-top">
      <input
        type="checkbox"
        name={name}
        value={id}
        aria-label={label}
        className={checkboxClass}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
    </td>
  );
}

/** The page heading of a listing, with its controls (add, export) on the right. */
export function ListingHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </header>
  );
}

/** The empty state of a listing (no rows for the tab, search or filter). */
/**
 * An empty tab. `result` is the mass action that may have just emptied it (restoring the last
 * archived rows): its message stays on the page, as it does above a list that still has rows.
 */
export function EmptyListing({ children, result }: { children: ReactNode; result?: FormResult }) {
  return (
    <div className="space-y-3">
      <FormMessage result={result} intent="mass" />
      <div className="rounded-md border border-slate-200 bg-white p-6 text-slate-700">{children}</div>
    </div>
  );
}
