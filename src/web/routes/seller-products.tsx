/**
 * /seller-products (spec 2, issue 6), seller layout: the seller's products with status tabs and
 * their counts, search, sort, category filter and pages; each row with its photo, SKU, status in
 * words, the moderator's reason when rejected, "pending moderation", Edit and Copy. The row
 * checkboxes and the mass actions are one server-rendered form posting to this route's action, so
 * they work without JavaScript (the API refuses a mixed selection with its message); with
 * JavaScript a button is disabled, with the reason shown, unless every selected product shares one
 * status that allows it.
 */
import { useState } from "react";
import { Form } from "react-router";
import {
  MY_PRODUCT_ORDERINGS,
  type MyProduct,
  PRODUCT_ACTIONS,
  PRODUCT_STATUSES,
  type ProductAction,
} from "../../common/api/seller-products.ts";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  FormMessage,
  type FormResult,
  inputClass,
  linkClass,
  secondaryButtonClass,
} from "../features/accounts/form.tsx";
import { StatusBadge } from "../features/seller-products/status-badge.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSeller } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Pagination } from "../ui/pagination.tsx";
import { NoImage, ProductImage } from "../ui/product-image.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import type { Route } from "./+types/seller-products";

const PAGE_SIZE = 20;

interface MyProductPage {
  count: number;
  results: MyProduct[];
}
interface StatusesInfo {
  total: number;
  statuses: Array<{ status: string; label: string; count: number }>;
}
interface MyCategory {
  id: number;
  name: string;
  parent_id: number | null;
  count: number;
}

function listQuery(url: URL) {
  const p = url.searchParams;
  const status = p.get("status") ?? "";
  const ordering = p.get("ordering") ?? "";
  const category = p.get("category") ?? "";
  const page = Number(p.get("page") ?? "1");
  return {
    status: (PRODUCT_STATUSES as readonly string[]).includes(status) ? status : "",
    ordering: (MY_PRODUCT_ORDERINGS as readonly string[]).includes(ordering) ? ordering : "-created_at",
    category: /^\d{1,9}$/.test(category) ? category : "",
    search: (p.get("search") ?? "").slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const api = accountsApi(request, context);
  const q = listQuery(new URL(request.url));
  const common = { search: q.search || undefined, category_id__terms: q.category || undefined };
  try {
    const [list, info, categories] = await Promise.all([
      api.get<MyProductPage>("/api/search/products/my-products/", {
        ...common,
        status: q.status || undefined,
        ordering: q.ordering,
        page: q.page,
        page_size: PAGE_SIZE,
      }),
      api.get<StatusesInfo>("/api/search/products/my-products/statuses-info", common),
      api.get<MyCategory[]>("/api/search/products/my-products/categories/", { search: common.search }),
    ]);
    return { query: q, list, info, categories };
  } catch (error) {
    return pageErrorFromApi(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireSeller(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const api = accountsApi(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!(PRODUCT_ACTIONS as readonly string[]).includes(intent))
    return { intent: "mass", detail: t("account.unknownAction") } satisfies FormResult;
  const ids = form
    .getAll("products_ids")
    .map(String)
    .filter((v) => /^\d{1,10}$/.test(v))
    .map(Number);
  if (ids.length === 0) return { intent: "mass", detail: t("sp.list.selectSome") } satisfies FormResult;
  try {
    const out = await api.post<{ count: number }>(`/api/products-catalog/products/${intent}/`, {
      products_ids: ids,
    });
    return { intent: "mass", ok: t("sp.list.done", { count: out.count }) } satisfies FormResult;
  } catch (error) {
    // 400 names `products_ids`; 409 is a detail: both become the form's one message.
    const failure = formFailure(error, { intent: "mass" });
    const fields = failure.data.fields;
    if (fields) failure.data.detail = Object.values(fields).flat().join(" ");
    failure.data.fields = undefined;
    return failure;
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("sp.list.title"), description: t("sp.list.description") }),
    { name: "robots", content: "noindex" },
  ];
};

/** Which mass actions the selection allows, and why the others are not possible. */
export function selectionState(selected: MyProduct[]): {
  allowed: Set<ProductAction>;
  reason: "none" | "mixed" | null;
} {
  if (selected.length === 0) return { allowed: new Set(), reason: "none" };
  const statuses = new Set(selected.map((p) => p.status));
  if (statuses.size > 1) return { allowed: new Set(), reason: "mixed" };
  const allowed = new Set(PRODUCT_ACTIONS.filter((a) => selected.every((p) => p.actions.includes(a))));
  return { allowed, reason: null };
}

export default function SellerProducts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const hydrated = useHydrated();
  const { query, list, info, categories } = loaderData;
  const result = actionData as FormResult | undefined;
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const rows = list.results;
  const selected = rows.filter((p) => checked.has(p.id));
  const state = selectionState(selected);
  const statusOfSelection = selected[0]?.status_label ?? "";

  const hrefWith = (over: Partial<typeof query>) => {
    const next = { ...query, page: 1, ...over };
    const p = new URLSearchParams();
    if (next.status) p.set("status", next.status);
    if (next.search) p.set("search", next.search);
    if (next.category) p.set("category", next.category);
    if (next.ordering !== "-created_at") p.set("ordering", next.ordering);
    if (next.page > 1) p.set("page", String(next.page));
    const s = p.toString();
    return `/seller-products${s ? `?${s}` : ""}`;
  };
  const toggle = (id: number, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let reason = "";
  if (hydrated) {
    if (state.reason === "none") reason = t("sp.list.selectSome");
    else if (state.reason === "mixed") reason = t("sp.list.oneStatus");
  }
  const pages = Math.max(1, Math.ceil(list.count / PAGE_SIZE));
  const tabs = [
    { status: "", label: t("sp.list.all"), count: info.total },
    ...info.statuses.map((s) => ({ status: s.status, label: s.label, count: s.count })),
  ];

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-slate-900">{t("sp.list.title")}</h1>
          <p className="text-sm text-slate-600">{t("sp.list.description")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AppLink to="/seller-products/add" className={buttonClass}>
            {t("sp.list.add")}
          </AppLink>
          <button type="button" disabled aria-describedby="export-later" className={secondaryButtonClass}>
            {t("sp.list.export")}
          </button>
          <p id="export-later" className="w-full text-right text-xs text-slate-600">
            {t("sp.list.exportLater")}
          </p>
        </div>
      </header>

      <nav aria-label={t("sp.list.tabs")}>
        <ul className="flex flex-wrap gap-1 border-b border-slate-200">
          {tabs.map((tab) => {
            const current = tab.status === query.status;
            return (
              <li key={tab.status || "all"}>
                <AppLink
                  to={hrefWith({ status: tab.status })}
                  aria-current={current ? "page" : undefined}
                  className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-amber-600 ${
                    current
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

      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
        <div className="min-w-56 flex-1 space-y-1">
          <label htmlFor="sp-search" className="block text-sm font-medium text-slate-800">
            {t("sp.list.search")}
          </label>
          <input
            id="sp-search"
            name="search"
            type="search"
            defaultValue={query.search}
            className={inputClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="sp-category" className="block text-sm font-medium text-slate-800">
            {t("sp.list.category")}
          </label>
          <select id="sp-category" name="category" defaultValue={query.category} className={inputClass}>
            <option value="">{t("sp.list.allCategories")}</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name} ({c.count})
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="sp-ordering" className="block text-sm font-medium text-slate-800">
            {t("sp.list.sort")}
          </label>
          <select id="sp-ordering" name="ordering" defaultValue={query.ordering} className={inputClass}>
            {MY_PRODUCT_ORDERINGS.map((o) => (
              <option key={o} value={o}>
                {t(`sp.order.${o}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t("sp.list.apply")}
        </button>
      </Form>

      <p className="text-sm text-slate-700">{t("sp.list.count", { count: list.count })}</p>

      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-700">{t("sp.list.empty")}</p>
      ) : (
        <Form method="post" className="space-y-3" aria-labelledby="mass-heading">
          <fieldset className="space-y-2 rounded-md border border-slate-200 bg-white p-3">
            <legend id="mass-heading" className="px-1 text-sm font-semibold text-slate-900">
              {t("sp.list.massActions")}
            </legend>
            <div className="flex flex-wrap gap-2">
              {PRODUCT_ACTIONS.map((a) => {
                const disabled = hydrated && !state.allowed.has(a);
                return (
                  <button
                    key={a}
                    type="submit"
                    name="intent"
                    value={a}
                    disabled={disabled}
                    aria-describedby={disabled ? "mass-reason" : undefined}
                    className={secondaryButtonClass}
                  >
                    {t(`sp.action.${a}`)}
                  </button>
                );
              })}
            </div>
            <p id="mass-reason" aria-live="polite" className="text-sm text-slate-700">
              {reason ||
                (hydrated && selected.length > 0 && state.allowed.size < PRODUCT_ACTIONS.length
                  ? t("sp.list.notAllowed", {
                      action: PRODUCT_ACTIONS.filter((a) => !state.allowed.has(a))
                        .map((a) => t(`sp.action.${a}`))
                        .join(", "),
                      status: statusOfSelection,
                    })
                  : "")}
            </p>
            <FormMessage result={result} intent="mass" />
          </fieldset>

          <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-slate-700">
                <tr>
                  <th scope="col" className="p-3">
                    <span className="sr-only">{t("sp.list.selectAll")}</span>
                    {hydrated ? (
                      <input
                        type="checkbox"
                        aria-label={t("sp.list.selectAll")}
                        className="size-4 focus-visible:outline-2 focus-visible:outline-amber-600"
                        checked={selected.length === rows.length}
                        onChange={(e) =>
                          setChecked(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())
                        }
                      />
                    ) : null}
                  </th>
                  <th scope="col" className="p-3">
                    {t("sp.list.photo")}
                  </th>
                  <th scope="col" className="p-3">
                    {t("sp.list.name")}
                  </th>
                  <th scope="col" className="p-3">
                    {t("sp.list.sku")}
                  </th>
                  <th scope="col" className="p-3">
                    {t("sp.list.status")}
                  </th>
                  <th scope="col" className="p-3">
                    {t("sp.list.actions")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((p) => (
                  <tr key={p.id} data-sku={p.sku}>
                    <td className="p-3 align-top">
                      <input
                        type="checkbox"
                        name="products_ids"
                        value={p.id}
                        aria-label={t("sp.list.select", { name: p.name })}
                        className="size-4 focus-visible:outline-2 focus-visible:outline-amber-600"
                        checked={hydrated ? checked.has(p.id) : undefined}
                        onChange={(e) => toggle(p.id, e.target.checked)}
                      />
                    </td>
                    <td className="p-3 align-top">
                      {p.main_photo ? (
                        <ProductImage image={p.main_photo} alt="" className="size-14 rounded object-cover" />
                      ) : (
                        <NoImage label="" className="size-14" />
                      )}
                    </td>
                    <td className="p-3 align-top">
                      <p className="font-medium text-slate-900">{p.name}</p>
                      <p className="text-xs text-slate-600">{p.category.name}</p>
                      {p.status === "rejected" && p.rejection_reason ? (
                        <p className="mt-1 text-sm text-red-800">
                          {t("sp.list.rejected", { reason: p.rejection_reason })}
                        </p>
                      ) : null}
                      {p.has_pending_change ? (
                        <p className="mt-1 text-xs font-medium text-amber-900">{t("sp.list.pending")}</p>
                      ) : null}
                    </td>
                    <td className="p-3 align-top font-mono text-xs text-slate-800">
                      {p.sku}
                      {p.external_sku ? <span className="block text-slate-600">{p.external_sku}</span> : null}
                    </td>
                    <td className="p-3 align-top">
                      <StatusBadge status={p.status} label={p.status_label} />
                    </td>
                    <td className="p-3 align-top">
                      <div className="flex flex-col gap-1">
                        <AppLink
                          to={`/seller-products/edit/${encodeURIComponent(p.sku)}`}
                          className={linkClass}
                          aria-label={t("sp.list.editNamed", { name: p.name })}
                        >
                          {t("sp.list.edit")}
                        </AppLink>
                        <AppLink
                          to={`/seller-products/add?copy_of=${p.id}`}
                          className={linkClass}
                          aria-label={t("sp.list.copyNamed", { name: p.name })}
                        >
                          {t("sp.list.copy")}
                        </AppLink>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Form>
      )}
      <Pagination page={query.page} pages={pages} hrefFor={(page) => hrefWith({ page })} />
    </div>
  );
}
