/**
 * GET /seller-products/export?products_ids=1&products_ids=2&lang=fr (resource route): "Export
 * selected" of /seller-products without JavaScript. The row checkboxes belong to the mass-action
 * form and post their ids as `products_ids`; the button submits that form as a GET here (its name
 * and value add the page's language as `lang`), and this redirects to the API's export (`id`
 * repeated, `lang`), which the browser downloads with the session cookie. With JavaScript the page
 * calls the API itself. `?all=1` ("Export all", decision 066) asks the API for an export built by a
 * job and comes back to the list, which shows it being prepared, then its link. Nothing selected: back to the list, which says to select products ("Export
 * all" is its own link), as the JavaScript path does.
 */
import { type LoaderFunctionArgs, redirect } from "react-router";
import { EXCEL_LIMITS } from "../../common/api/excel.ts";
import { apiUrl } from "../../common/api-client.ts";
import { DEFAULT_LOCALE, isLocale } from "../../common/i18n/index.ts";
import { accountsApi } from "../features/accounts/action.server.ts";
import { localizePath } from "../i18n/locale.ts";
import { requireSeller } from "../lib/session.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // "Export all": prepared by a job (decision 066); the list shows its progress, then the link.
  if (params.get("all") === "1") {
    const lang = params.get("lang");
    const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
    await requireSeller(request, context);
    const file = await accountsApi(request, context).call("excel.requestExport", {
      query: { lang: locale },
      body: { lang: locale },
    });
    return redirect(`${localizePath("/seller-products", locale)}?export_file=${file.id}`);
  }
  const ids = [...params.getAll("products_ids"), ...params.getAll("id")]
    .filter((v) => /^\d{1,10}$/.test(v))
    .slice(0, EXCEL_LIMITS.exportIdsMax);
  // The page's language (the button's name and value), for the file's headers.
  const lang = params.get("lang");
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  if (!ids.length) return redirect(localizePath("/seller-products?export=none", locale));
  const query = new URLSearchParams(ids.map((id) => ["id", id]));
  query.set("lang", locale);
  return redirect(apiUrl("excel.export", { query }));
}
