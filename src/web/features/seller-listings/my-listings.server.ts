/**
 * The server side of a seller's "my listings" page (/seller-products, /seller-services; decision
 * 014): the page of rows with its tab counts and categories, read from the page's URL, and the
 * mass actions on the ticked rows. Sellers only; the API checks the seller again.
 */
import type { AppLoadContext } from "react-router";
import {
  MY_PRODUCT_ORDERINGS,
  PRODUCT_ACTIONS,
  PRODUCT_STATUSES,
} from "../../../common/api/seller-products.ts";
import {
  MY_SERVICE_ORDERINGS,
  SERVICE_ACTIONS,
  SERVICE_STATUSES,
} from "../../../common/api/seller-services.ts";
import type { ApiClient, ApiResult } from "../../../common/api-client.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import { pageErrorFromApi } from "../../lib/api.server.ts";
import { requireSeller } from "../../lib/session.server.ts";
import { accountsApi } from "../accounts/action.server.ts";
import type { ListingKind } from "./form-page.tsx";
import { type ListQuery, parseListQuery } from "./list-query.ts";
import { runMassAction } from "./mass-action.server.ts";
import { MY_LISTINGS_PAGE_SIZE } from "./my-listings.tsx";

interface MyListingsPage<K extends "sellerProducts" | "sellerServices"> {
  query: ListQuery;
  list: ApiResult<`${K}.mine`>;
  info: ApiResult<`${K}.statusesInfo`>;
  categories: ApiResult<`${K}.categories`>;
}

/** The page of the seller's listings the URL asks for (status tab, search, category, sort, page). */
export async function loadMyListings(
  request: Request,
  context: AppLoadContext,
  kind: "product",
): Promise<{ api: ApiClient; page: MyListingsPage<"sellerProducts"> }>;
export async function loadMyListings(
  request: Request,
  context: AppLoadContext,
  kind: "service",
): Promise<{ api: ApiClient; page: MyListingsPage<"sellerServices"> }>;
export async function loadMyListings(request: Request, context: AppLoadContext, kind: ListingKind) {
  await requireSeller(request, context);
  const api = accountsApi(request, context);
  const url = new URL(request.url);
  try {
    if (kind === "product") {
      const q = parseListQuery(url, PRODUCT_STATUSES, MY_PRODUCT_ORDERINGS);
      const filter = { search: q.search || undefined, category_id__terms: q.category || undefined };
      const [list, info, categories] = await Promise.all([
        api.call("sellerProducts.mine", { query: { ...filter, ...pageOf(q) } }),
        api.call("sellerProducts.statusesInfo", { query: filter }),
        api.call("sellerProducts.categories", { query: { search: filter.search } }),
      ]);
      return { api, page: { query: q, list, info, categories } };
    }
    const q = parseListQuery(url, SERVICE_STATUSES, MY_SERVICE_ORDERINGS);
    const filter = { search: q.search || undefined, category: q.category || undefined };
    const [list, info, categories] = await Promise.all([
      api.call("sellerServices.mine", { query: { ...filter, ...pageOf(q) } }),
      api.call("sellerServices.statusesInfo", { query: filter }),
      api.call("sellerServices.categories", { query: { search: filter.search } }),
    ]);
    return { api, page: { query: q, list, info, categories } };
  } catch (error) {
    return pageErrorFromApi(error);
  }
}

const pageOf = (q: ListQuery) => ({
  status: q.status || undefined,
  ordering: q.ordering,
  page: q.page,
  page_size: MY_LISTINGS_PAGE_SIZE,
});

/** The mass actions of a kind: one call each, on the ticked ids. */
function massAction(
  api: ApiClient,
  kind: ListingKind,
  action: (typeof PRODUCT_ACTIONS)[number],
  ids: number[],
) {
  if (kind === "service") {
    const body = { services_ids: ids };
    if (action === "verify") return api.call("sellerServices.verify", { body });
    if (action === "to-archive") return api.call("sellerServices.toArchive", { body });
    if (action === "from-archive") return api.call("sellerServices.fromArchive", { body });
    return api.call("sellerServices.publish", { body });
  }
  const body = { products_ids: ids };
  if (action === "verify") return api.call("sellerProducts.verify", { body });
  if (action === "to-archive") return api.call("sellerProducts.toArchive", { body });
  if (action === "from-archive") return api.call("sellerProducts.fromArchive", { body });
  return api.call("sellerProducts.publish", { body });
}

/** The mass-action form of the page (the ticked rows' ids posted as `{kind}s_ids`). */
export async function myListingsAction(request: Request, context: AppLoadContext, kind: ListingKind) {
  await requireSeller(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const api = accountsApi(request, context);
  const p = kind === "product" ? "sp" : "ss";
  return runMassAction(request, {
    idsName: `${kind}s_ids`,
    actions: kind === "product" ? PRODUCT_ACTIONS : SERVICE_ACTIONS,
    run: (action, ids) => massAction(api, kind, action, ids),
    messages: {
      unknown: t("account.unknownAction"),
      selectSome: t(`${p}.list.selectSome`),
      done: (count) => t(`${p}.list.done`, { count }),
    },
  });
}
