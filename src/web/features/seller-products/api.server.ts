/** The seller's products as the product form reads them from the API. */
import type { FormData as ProductFormData, SellerProduct } from "../../../common/api/seller-products.ts";
import type { ApiClient } from "../../../common/api-client.ts";
import { orNullOn4xx } from "../seller-listings/form.server.ts";

/** One of the seller's products as its form edits it. */
export const productOf = (api: ApiClient, id: number) => api.call("sellerProducts.edit", { params: { id } });

/** One of the seller's products by its SKU (the edit page's URL), or the page's 404. */
export async function findBySku(api: ApiClient, sku: string): Promise<SellerProduct> {
  const page = await api.call("sellerProducts.mine", { query: { search: sku, page_size: 100 } });
  const row = page.results.find((r) => r.sku === sku);
  if (!row) throw new Response(null, { status: 404 });
  return productOf(api, row.id);
}

/** The specification fields, conditions and regions of a category (null: none chosen, or unknown). */
export function productFormData(api: ApiClient, categoryId: string): Promise<ProductFormData | null> {
  if (!/^\d{1,9}$/.test(categoryId)) return Promise.resolve(null);
  return orNullOn4xx(() => api.call("sellerProducts.formData", { query: { category_id: categoryId } }));
}

/** How many photos a saved product has (null: unknown, not checked). */
export const photoCount = async (api: ApiClient, id: number | null) =>
  id === null ? 0 : orNullOn4xx(async () => (await productOf(api, id)).photos.length);
