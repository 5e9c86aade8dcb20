/**
 * What the public catalogue offers the other modules (the README's module map): the card of a
 * public product and the condition that makes a product public. The search reads products through
 * these; the rest of `queries.ts` stays the catalogue's own.
 */
import type { ProductCard } from "../../../common/api/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { PUBLIC_PRODUCT as PUBLIC_PRODUCT_CONDITION, selectProductCards } from "./queries.ts";

/**
 * Products a guest may see (approved, of an active seller), as an SQL condition over the aliases p
 * (products) and s (sellers).
 */
export const PUBLIC_PRODUCT = PUBLIC_PRODUCT_CONDITION;

/**
 * Product cards by id, in the order of the ids (the caller picks public ones); kept per process
 * while the catalogue's data version is unchanged, so a page of results costs no statement.
 */
export function productCards(database: Database, ids: number[], locale: Locale): Promise<ProductCard[]> {
  return selectProductCards(database, ids, locale);
}

/** A miner model's public fields from its row (the models' list and a model's page answer the same shape). */
export { type MinerModelRow, minerModelFields } from "./miner-model.ts";
/** Whether a request is a person looking (not a script, a crawler or a prefetch): banners count displays and clicks by it. */
/** Recent views of product, service and company pages, once per visitor and day (the trending lists, issue 20). */
export {
  countsAsView,
  createRecentViews,
  type RecentViewKind,
  type RecentViews,
  visitorOf,
} from "./views.ts";
