/**
 * /seller-products (spec 2, issue 6), seller layout: the seller's products with status tabs and
 * their counts, search, sort, category filter and pages; each row with its photo, SKU, status in
 * words, the moderator's reason when rejected, "pending moderation", Edit and Copy. The tabs,
 * toolbar, selection and mass actions are the shared listing parts (features/seller-listings,
 * decision 014), also used by /seller-services.
 */
import { type MouseEvent, useState } from "react";
import {
  MY_PRODUCT_ORDERINGS,
  type MyProduct,
  PRODUCT_ACTIONS,
  PRODUCT_STATUSES,
  type ProductAction,
} from "../../common/api/seller-products.ts";
import { apiUrl } from "../../common/api-client.ts";
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
import { useLocale, useT } from "../i18n/use-t.ts";
import { pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSeller } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Pagination } from "../ui/pagination.tsx";
import { NoImage, ProductImage } from "../ui/product-image.tsx";
import type { Route } from "./+types/seller-products";

const PAGE_SIZE = 20;
/** The mass-action form: its row checkboxes are also what "Export selected" sends. */
const MASS_FORM = "sp-mass-form";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const api = accountsApi(request, context);
  const q = parseListQuery(new URL(request.url), PRODUCT_STATUSES, MY_PRODUCT_ORDERINGS);
  const common = { search: q.search || undefined, category_id__terms: q.category || undefined };
  try {
    const [list, info, categories] = await Promise.all([
      api.call("sellerProducts.mine", {
        query: {
          ...common,
          status: q.status || undefined,
          ordering: q.ordering,
          page: q.page,
          page_size: PAGE_SIZE,
        },
      }),
      api.call("sellerProducts.statusesInfo", { query: common }),
      api.call("sellerProducts.categories", { query: { search: common.search } }),
    ]);
    // Back from the no-JS "Export selected" with nothing ticked (routes/seller-products-export.ts).
    const exportNone = new URL(request.url).searchParams.get("export") === "none";
    return { query: q, list, info, categories, exportNone };
  } catch (error) {
    return pageErrorFromApi(error);
  }
}

/** The call of each mass action. */
const MASS_ACTIONS = {
  verify: "sellerProducts.verify",
  "to-archive": "sellerProducts.toArchive",
  "from-archive": "sellerProducts.fromArchive",
  publish: "sellerProducts.publish",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  await requireSeller(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  return runMassAction(request, context, {
    idsName: "products_ids",
    actions: PRODUCT_ACTIONS,
    send: (api, action, ids) => api.call(MASS_ACTIONS[action], { body: { products_ids: ids } }),
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
  const { query, list, info, categories, exportNone } = loaderData;
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
        <AppLink to="/seller-products/add/catalog" className={secondaryButtonClass}>
          {t("sp.list.uploadCatalog")}
        </AppLink>
      </ListingHeader>

      <ExportToExcel formId={rows.length ? MASS_FORM : undefined} noneSelected={exportNone} />

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
        <EmptyListing result={result}>
          <p>{t("sp.list.empty")}</p>
        </EmptyListing>
      ) : (
        <SelectableListing<MyProduct, ProductAction>
          formId={MASS_FORM}
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

/**
 * "Export selected" and "Export all" (issue 7): the seller's products in the template layout. The
 * selected rows are the mass-action form's checkboxes: without JavaScript the button submits that
 * form as a GET to /seller-products/export, which redirects to the API's export with their ids;
 * with JavaScript the page fetches the export itself and saves it (an error shows here instead of
 * leaving the page). Nothing ticked: "Select products to export" either way (without JavaScript
 * the resource route sends the seller back here with `?export=none`). "Export all" is a plain
 * download link.
 */
function ExportToExcel({ formId, noneSelected }: { formId: string | undefined; noneSelected: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [message, setMessage] = useState(noneSelected ? t("sp.list.exportNone") : "");
  const [busy, setBusy] = useState(false);

  async function exportSelected(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const form = event.currentTarget.form;
    const ids = form ? new FormData(form).getAll("products_ids").map(String) : [];
    if (!ids.length) {
      setMessage(t("sp.list.exportNone"));
      return;
    }
    setBusy(true);
    setMessage("");
    try {
      const query = new URLSearchParams([...ids.map((id) => ["id", id]), ["lang", locale]]);
      const res = await fetch(apiUrl("excel.export", { query }), {
        credentials: "same-origin",
        headers: { "accept-language": locale },
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { detail?: string } | null;
        const reason =
          body?.detail ??
          Object.values(body ?? {})
            .flat()
            .join(" ") ??
          "";
        setMessage(t("sp.list.exportFailed", { reason: reason || `HTTP ${res.status}` }));
        return;
      }
      const disposition = res.headers.get("content-disposition") ?? "";
      const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await res.blob());
      link.download = name ? decodeURIComponent(name) : "products.xlsx";
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch {
      setMessage(t("sp.list.exportFailed", { reason: t("error.server") }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="export-heading" className="flex flex-wrap items-center gap-3">
      <h2 id="export-heading" className="text-sm font-semibold text-slate-900">
        {t("sp.list.export")}
      </h2>
      {formId ? (
        <button
          type="submit"
          form={formId}
          formMethod="get"
          formAction="/seller-products/export"
          // Sent with the ticked ids: the file in the page's language.
          name="lang"
          value={locale}
          onClick={exportSelected}
          aria-disabled={busy || undefined}
          aria-describedby="export-hint"
          className={secondaryButtonClass}
        >
          {t("sp.list.exportSelected")}
        </button>
      ) : null}
      <a
        href={apiUrl("excel.export", { query: { lang: locale } })}
        download
        className={secondaryButtonClass}
        aria-describedby="export-hint"
      >
        {t("sp.list.exportAll")}
      </a>
      <p id="export-hint" className="text-xs text-slate-600">
        {t("sp.list.exportHint")}
      </p>
      <p role="status" className="w-full text-sm text-slate-800 empty:hidden">
        {message}
      </p>
    </section>
  );
}
