/**
 * What the seller's listing pages (/seller-products, /seller-services) share outside React: the
 * list's query in the URL (status tab, search, category, ordering, page), the links that change
 * one part of it, and the rule of the mass actions (decision 014).
 */

export interface ListQuery {
  status: string;
  ordering: string;
  category: string;
  search: string;
  page: number;
}

/** Reads the list's query from the page URL, dropping values the API would refuse. */
export function parseListQuery(
  url: URL,
  statuses: readonly string[],
  orderings: readonly string[],
  defaultOrdering = "-created_at",
): ListQuery {
  const p = url.searchParams;
  const status = p.get("status") ?? "";
  const ordering = p.get("ordering") ?? "";
  const category = p.get("category") ?? "";
  const page = Number(p.get("page") ?? "1");
  return {
    status: statuses.includes(status) ? status : "",
    ordering: orderings.includes(ordering) ? ordering : defaultOrdering,
    category: /^\d{1,9}$/.test(category) ? category : "",
    search: (p.get("search") ?? "").slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The list's URL with some parts changed (back to page 1 unless the page is given). */
export function listHref(
  base: string,
  query: ListQuery,
  over: Partial<ListQuery>,
  defaultOrdering = "-created_at",
): string {
  const next = { ...query, page: 1, ...over };
  const p = new URLSearchParams();
  if (next.status) p.set("status", next.status);
  if (next.search) p.set("search", next.search);
  if (next.category) p.set("category", next.category);
  if (next.ordering !== defaultOrdering) p.set("ordering", next.ordering);
  if (next.page > 1) p.set("page", String(next.page));
  const s = p.toString();
  return `${base}${s ? `?${s}` : ""}`;
}

/** A row of a listing as the mass actions see it. */
export interface SelectableRow<A extends string> {
  id: number;
  status: string;
  actions: readonly A[];
}

/**
 * Which mass actions a selection allows, and why the others are not possible: nothing selected,
 * or rows of more than one status (a mass status change needs one status); otherwise the actions
 * every selected row allows.
 */
export function selectionState<A extends string>(
  selected: SelectableRow<A>[],
  actions: readonly A[],
): { allowed: Set<A>; reason: "none" | "mixed" | null } {
  if (selected.length === 0) return { allowed: new Set(), reason: "none" };
  const statuses = new Set(selected.map((p) => p.status));
  if (statuses.size > 1) return { allowed: new Set(), reason: "mixed" };
  const allowed = new Set(actions.filter((a) => selected.every((p) => p.actions.includes(a))));
  return { allowed, reason: null };
}

/** The ids a mass-action form posted under `name` (ignores anything that is not an id). */
export function idsFromForm(form: FormData, name: string): number[] {
  return form
    .getAll(name)
    .map(String)
    .filter((v) => /^\d{1,10}$/.test(v))
    .map(Number);
}

/** An id posted by a form or found in the URL, or null. */
export const idOf = (v: string | null | undefined): number | null =>
  v && /^\d{1,10}$/.test(v) ? Number(v) : null;
