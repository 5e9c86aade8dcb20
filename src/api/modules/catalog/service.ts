/** Rules of the public catalogue: which categories, brands and products a guest sees. */
import type { Category, MenuCategory, ProductDetail } from "../../../common/api/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { TtlCache } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { rollUpCounts, selectCategories, selectProductDetail } from "./queries.ts";

export function createCatalogService(database: Database) {
  const categoryCache = new TtlCache<Category[]>(30_000);

  /** Every category of a kind with counts rolled up, cached for 30 s. */
  function listCategories(kind: "product" | "service", locale: Locale) {
    return categoryCache.get(`${kind}:${locale}`, async () => rollUpCounts(await selectCategories(database, kind, locale)));
  }

  async function categoryMenu(kind: "product" | "service", locale: Locale): Promise<MenuCategory[]> {
    const all = await listCategories(kind, locale);
    return all
      .filter((c) => c.parent_id === null)
      .map((top) => ({ ...top, children: all.filter((c) => c.parent_id === top.id) }));
  }

  async function getProduct(sku: string, locale: Locale): Promise<ProductDetail> {
    const product = await selectProductDetail(database, sku, locale);
    if (!product) throw notFound("error.productNotFound");
    return product;
  }

  return { listCategories, categoryMenu, getProduct, clearCache: () => categoryCache.clear() };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
