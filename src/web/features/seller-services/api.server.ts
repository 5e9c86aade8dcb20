/** The seller's services as the service form reads them from the API. */
import type { z } from "zod";
import type { serviceFormDataSchema } from "../../../common/api/seller-services.ts";
import type { ApiClient } from "../../../common/api-client.ts";
import { orNullOn4xx } from "../seller-listings/form.server.ts";

/** One of the seller's services as its form edits it. */
export const serviceOf = (api: ApiClient, id: number) => api.call("sellerServices.edit", { params: { id } });

/** The properties and regions of a category (null: none chosen, or unknown). */
export function serviceFormData(
  api: ApiClient,
  categoryId: string,
): Promise<z.infer<typeof serviceFormDataSchema> | null> {
  if (!/^\d{1,9}$/.test(categoryId)) return Promise.resolve(null);
  return orNullOn4xx(() => api.call("sellerServices.formData", { query: { category_id: categoryId } }));
}

/** How many images a saved service has (an unknown service counts as having some: not checked). */
export const imageCount = async (api: ApiClient, id: number | null) =>
  id === null ? 0 : ((await orNullOn4xx(async () => (await serviceOf(api, id)).images.length)) ?? 1);
