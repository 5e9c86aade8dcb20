/**
 * GET /seller-products/export?products_ids=1&products_ids=2 (resource route): "Export selected" of
 * /seller-products without JavaScript. The row checkboxes belong to the mass-action form and post
 * their ids as `products_ids`; the button submits that form as a GET here, and this redirects to
 * the API's export (`id` repeated), which the browser downloads with the session cookie. With
 * JavaScript the page calls the API itself. Nothing selected: the whole catalogue.
 */
import { redirect } from "react-router";
import { EXCEL_LIMITS } from "../../common/api/excel.ts";
import { isLocale } from "../../common/i18n/index.ts";

export function loader({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  const ids = [...params.getAll("products_ids"), ...params.getAll("id")]
    .filter((v) => /^\d{1,10}$/.test(v))
    .slice(0, EXCEL_LIMITS.exportIdsMax);
  const query = new URLSearchParams(ids.map((id) => ["id", id]));
  // The page's language (the button's name and value), for the file's headers.
  const lang = params.get("lang");
  if (isLocale(lang)) query.set("lang", lang);
  const s = query.toString();
  return redirect(`/api/products-catalog/excel/export/${s ? `?${s}` : ""}`);
}
