/**
 * What a page's loader did besides reading, noted for the guest page cache (src/page-cache.ts),
 * which does it again each time it serves the page without running the loader.
 */
import type { AppLoadContext } from "react-router";
import { localeFromPath } from "../i18n/locale.ts";

/** The product page showed this product (the API counted a view). */
export function notedProductView(context: AppLoadContext, productId: number) {
  context.pageEffects?.push({ kind: "product-view", productId });
}

/** A service's or a company's page showed it (the API counted a recent view). */
export function notedListingView(context: AppLoadContext, what: "service" | "company", id: number) {
  context.pageEffects?.push({ kind: "listing-view", what, id });
}

/**
 * A first page of results for a text search (the API logged it for popular searches); `page` is the
 * page as the URL gives it ("" or "1" for the first).
 */
export function notedSearch(
  context: AppLoadContext,
  request: Request,
  search: { text: string; page?: string; found: boolean },
) {
  if (!search.text || (search.page && search.page !== "1")) return;
  const locale = localeFromPath(new URL(request.url).pathname);
  context.pageEffects?.push({ kind: "search", text: search.text, locale, found: search.found });
}
