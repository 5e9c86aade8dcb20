/**
 * /seller-products (spec 2, issue 6), seller layout: the seller's products with status tabs and
 * their counts, search, sort, category filter and pages; each row with its photo, SKU, status in
 * words, the moderator's reason when rejected, "pending moderation", Edit and Copy. The tabs,
 * toolbar, selection and mass actions are the shared listing parts (features/seller-listings,
 * decision 014), also used by /seller-services.
 */
import { type MouseEvent, useState } from "react";
import { useNavigate } from "react-router";
import type { PreparedFile } from "../../common/api/excel.ts";
import {
  MY_PRODUCT_ORDERINGS,
  type MyProduct,
  PRODUCT_ACTIONS,
  type ProductAction,
} from "../../common/api/seller-products.ts";
import { apiUrl } from "../../common/api-client.ts";
import { accountsApi } from "../features/accounts/action.server.ts";
import { buttonClass, type FormResult, secondaryButtonClass } from "../features/accounts/form.tsx";
import { isPreparing, PreparedDownload } from "../features/catalog-upload/prepared-file.tsx";
import { loadMyListings, myListingsAction } from "../features/seller-listings/my-listings.server.ts";
import { MyListings, myListingsMeta } from "../features/seller-listings/my-listings.tsx";
import { localizePath } from "../i18n/locale.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { AppLink } from "../ui/app-link.tsx";
import { usePolling } from "../ui/use-polling.ts";
import type { Route } from "./+types/seller-products";

/** The mass-action form: its row checkboxes are also what "Export selected" sends. */
const MASS_FORM = "sp-mass-form";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = await loadMyListings(request, context, "product");
  // Back from the no-JS "Export selected" with nothing ticked (routes/seller-products-export.ts).
  const params = new URL(request.url).searchParams;
  const exportNone = params.get("export") === "none";
  // An export being prepared by a job (decision 066): its status, polled while it is built.
  const fileId = Number(params.get("export_file"));
  const exportFile =
    Number.isInteger(fileId) && fileId > 0
      ? await accountsApi(request, context)
          .call("excel.file", { params: { id: fileId } })
          .catch(() => null)
      : null;
  return { ...page, exportNone, exportFile };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  myListingsAction(request, context, "product");

export const meta: Route.MetaFunction = ({ location }) => myListingsMeta("sp", location.pathname);

export default function SellerProducts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { query, list, info, categories, exportNone, exportFile } = loaderData;
  usePolling(isPreparing(exportFile), 2000);
  return (
    <MyListings<MyProduct, ProductAction>
      prefix="sp"
      base="/seller-products"
      controls={
        <>
          <AppLink to="/seller-products/add" className={buttonClass}>
            {t("sp.list.add")}
          </AppLink>
          <AppLink to="/seller-products/add/catalog" className={secondaryButtonClass}>
            {t("sp.list.uploadCatalog")}
          </AppLink>
        </>
      }
      beforeTabs={
        <ExportToExcel
          formId={list.results.length ? MASS_FORM : undefined}
          noneSelected={exportNone}
          file={exportFile}
        />
      }
      query={query}
      list={list}
      info={info}
      categories={categories}
      orderings={MY_PRODUCT_ORDERINGS.map((o) => ({ value: o, label: t(`sp.order.${o}`) }))}
      actions={PRODUCT_ACTIONS}
      idsName="products_ids"
      formId={MASS_FORM}
      result={actionData as FormResult | undefined}
      empty={<p>{t("sp.list.empty")}</p>}
      columns={[
        t("sp.list.photo"),
        t("sp.list.name"),
        t("sp.list.sku"),
        t("sp.list.status"),
        t("sp.list.actions"),
      ]}
      image={(p) => p.main_photo}
      rowProps={(p) => ({ "data-sku": p.sku })}
      cells={(p) => (
        <td className="p-3 align-top font-mono text-xs text-slate-800">
          {p.sku}
          {p.external_sku ? <span className="block text-slate-600">{p.external_sku}</span> : null}
        </td>
      )}
      editHref={(p) => `/seller-products/edit/${encodeURIComponent(p.sku)}`}
      copyHref={(p) => `/seller-products/add?copy_of=${p.id}`}
    />
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
function ExportToExcel({
  formId,
  noneSelected,
  file,
}: {
  formId: string | undefined;
  noneSelected: boolean;
  file: PreparedFile | null;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
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
      // A large selection is prepared by a job: the page shows its progress, then the link.
      if (res.status === 202) {
        const status = (await res.json()) as PreparedFile;
        navigate(`${localizePath("/seller-products", locale)}?export_file=${status.id}`);
        return;
      }
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
      {/* Prepared by a job (decision 066): the resource route asks for it and comes back here with its status. */}
      <a
        href={`/seller-products/export?all=1&lang=${locale}`}
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
      {file ? (
        <div className="w-full">
          <PreparedDownload
            file={file}
            label={t("cu.file.download", { name: file.file_name })}
            refreshTo={`${localizePath("/seller-products", locale)}?export_file=${file.id}`}
          />
        </div>
      ) : null}
    </section>
  );
}
