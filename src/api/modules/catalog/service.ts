/** Rules of the public catalogue: which categories, brands and products a guest sees. */
import type { Category, MenuCategory, ProductDetail } from "../../../common/api/catalog.ts";
import { ALL_WORLD, REGIONS } from "../../../common/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { TtlCache, VersionedCache } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { withDescendants } from "../search/products.ts";
import { selectMinerModels, selectProperties } from "./properties.ts";
import {
  countProductsByRegion,
  rollUpCounts,
  selectBrands,
  selectCategories,
  selectProductCards,
  selectProductDetail,
  selectSimilarProductIds,
} from "./queries.ts";

export function createCatalogService(database: Database) {
  const categoryCache = new TtlCache<Category[]>(30_000);
  // Counts over every public product: kept while the catalogue's data version is unchanged.
  const regionCounts = new VersionedCache<Awaited<ReturnType<typeof countProductsByRegion>>>(database, 1);
  const brandPages = new VersionedCache<Awaited<ReturnType<typeof selectBrands>>>(database, 100);
  // The whole list of miner models with their public product counts (the calculators page, a
  // public page, reads it on every render; issue 18).
  const allMinerModels = new VersionedCache<Awaited<ReturnType<typeof selectMinerModels>>>(database, 1);
  /**
   * The similar products' ids of a product page, by product and limit, while the catalogue is
   * unchanged: a popular model has thousands of listings to order by price (~10 ms a query on
   * 100,000 products), and every view of its pages asks again (decision 028).
   */
  const similarIds = new VersionedCache<number[] | null>(database, 5000);

  /** Every category of a kind with counts rolled up, cached for 30 s. */
  function listCategories(kind: "product" | "service", locale: Locale) {
    return categoryCache.get(`${kind}:${locale}`, async () =>
      rollUpCounts(await selectCategories(database, kind, locale)),
    );
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

  /** Public products delivered to a region (AW: all of them), with every region's count for the map. */
  async function productCount(region: string, locale: Locale) {
    const { total, byRegion } = await regionCounts.get("all", () => countProductsByRegion(database));
    return {
      region,
      count: region === ALL_WORLD.code ? total : (byRegion.get(region) ?? 0),
      regions: [
        { code: ALL_WORLD.code, name: ALL_WORLD[locale], count: total },
        ...REGIONS.map((r) => ({ code: r.code, name: r[locale], count: byRegion.get(r.code) ?? 0 })),
      ],
    };
  }

  /** Brands with their counts of public products. */
  function brands(opts: Parameters<typeof selectBrands>[1]) {
    return brandPages.get(JSON.stringify(opts), () => selectBrands(database, opts));
  }

  async function similarProducts(id: number, limit: number, locale: Locale) {
    const ids = await similarIds.get(`${id}:${limit}`, () => selectSimilarProductIds(database, id, limit));
    if (!ids) throw notFound("error.productIdNotFound");
    return selectProductCards(database, ids, locale);
  }

  /** Filter definitions of some product categories (with their subcategories); all when none given. */
  async function properties(categoryIds: number[] | undefined, locale: Locale) {
    const all = await listCategories("product", locale);
    const wanted = categoryIds ? new Set(withDescendants(categoryIds, all)) : null;
    return selectProperties(database, wanted ? all.filter((c) => wanted.has(c.id)) : all, locale);
  }

  return {
    listCategories,
    categoryMenu,
    getProduct,
    productCount,
    brands,
    similarProducts,
    properties,
    minerModels: (opts: Parameters<typeof selectMinerModels>[1]) =>
      opts.brandIds || opts.algorithms || opts.search
        ? selectMinerModels(database, opts)
        : allMinerModels.get("all", () => selectMinerModels(database, opts)),
    clearCache: () => categoryCache.clear(),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
