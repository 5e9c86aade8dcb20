/**
 * /seller-products (spec 2, issue 6), seller layout: the seller's products with status tabs and
 * their counts, search, sort, category filter and pages; each row with its photo, SKU, status in
 * words, the moderator's reason when rejected, "pending moderation", Edit and Copy. The tabs,
 * toolbar, selection and mass actions are the shared listing parts (features/seller-listings,
 * decision 014), also used by /seller-services.
 */
import {
  MY_PRODUCT_ORDERINGS,
  type MyProduct,
  PRODUCT_ACTIONS,
  PRODUCT_STATUSES,
  type ProductAction,
} from "../../common/api/seller-products.ts";
import { accountsApi } from "../features/accounts/action.server.ts";
import { buttonClass, type FormResult, linkClass, secondaryButtonClass } from "../features/accounts/form.tsx";
import { listHref, parseListQuery } from "../features/seller-listings/list-query.ts";
import {
  EmptyListing,
  ListingHeader,
  ListingToolbar,
  SelectableListing,
  StatusTabs,
} from "../features/seller-listings/listing.tsx";
import { runMassAction } from "../features/seller-listings/mass-action.server.ts";
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

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const api = accountsApi(request, context);
  const q = parseListQuery(new URL(request.url), PRODUCT_STATUSES, MY_PRODUCT_ORDERINGS);
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
  return runMassAction(request, context, {
    base: "/api/products-catalog/products",
    idsName: "products_ids",
    actions: PRODUCT_ACTIONS,
    messages: {
      unknown: t("account.unknownAction"),
      selectSome: t("sp.list.selectSome"),
      done: (count) => t("sp.list.done", { count }),
    },
  });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("sp.list.title"), description: t("sp.list.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function SellerProducts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { query, list, info, categories } = loaderData;
  const result = actionData as FormResult | undefined;
  const rows = list.results;
  const hrefWith = (over: Partial<typeof query>) => listHref("/seller-products", query, over);
  const pages = Math.max(1, Math.ceil(list.count / PAGE_SIZE));
  const tabs = [
    { status: "", label: t("sp.list.all"), count: info.total },
    ...info.statuses.map((s) => ({ status: s.status, label: s.label, count: s.count })),
  ];

  return (
    <div className="space-y-6">
      <ListingHeader title={t("sp.list.title")} description={t("sp.list.description")}>
        <AppLink to="/seller-products/add" className={buttonClass}>
          {t("sp.list.add")}
        </AppLink>
        <button type="button" disabled aria-describedby="export-later" className={secondaryButtonClass}>
          {t("sp.list.export")}
        </button>
        <p id="export-later" className="w-full text-right text-xs text-slate-600">
          {t("sp.list.exportLater")}
        </p>
      </ListingHeader>

      <StatusTabs
        label={t("sp.list.tabs")}
        tabs={tabs}
        current={query.status}
        hrefFor={(status) => hrefWith({ status })}
      />

      <ListingToolbar
        idPrefix="sp"
        query={query}
        categories={categories}
        orderings={MY_PRODUCT_ORDERINGS.map((o) => ({ value: o, label: t(`sp.order.${o}`) }))}
        labels={{
          search: t("sp.list.search"),
          category: t("sp.list.category"),
          allCategories: t("sp.list.allCategories"),
          sort: t("sp.list.sort"),
          apply: t("sp.list.apply"),
        }}
      />

      <p className="text-sm text-slate-700">{t("sp.list.count", { count: list.count })}</p>

      {rows.length === 0 ? (
        <EmptyListing>
          <p>{t("sp.list.empty")}</p>
        </EmptyListing>
      ) : (
        <SelectableListing<MyProduct, ProductAction>
          rows={rows}
          idsName="products_ids"
          actions={PRODUCT_ACTIONS.map((a) => ({ value: a, label: t(`sp.action.${a}`) }))}
          labels={{
            massActions: t("sp.list.massActions"),
            selectSome: t("sp.list.selectSome"),
            oneStatus: t("sp.list.oneStatus"),
            notAllowed: (action, status) => t("sp.list.notAllowed", { action, status }),
            selectAll: t("sp.list.selectAll"),
          }}
          result={result}
          columns={[
            t("sp.list.photo"),
            t("sp.list.name"),
            t("sp.list.sku"),
            t("sp.list.status"),
            t("sp.list.actions"),
          ]}
          selectLabel={(p) => t("sp.list.select", { name: p.name })}
          renderRow={(p, checkbox) => (
            <tr key={p.id} data-sku={p.sku}>
              {checkbox}
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
          )}
        />
      )}
      <Pagination page={query.page} pages={pages} hrefFor={(page) => hrefWith({ page })} />
    </div>
  );
}
