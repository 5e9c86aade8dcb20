/**
 * The listing a seller's form page edits (/seller-products/edit/{sku}, /seller-services/edit/{id})
 * or copies (`?copy_of={id}` on an add page), read before the page's own data.
 */
import type { AppLoadContext } from "react-router";
import type { ApiClient } from "../../../common/api-client.ts";
import { pageErrorFromApi } from "../../lib/api.server.ts";
import { requireSeller } from "../../lib/session.server.ts";
import { accountsApi } from "../accounts/action.server.ts";
import { idOf } from "./list-query.ts";
import { reviewWait } from "./under-review.tsx";

/**
 * What a listing's form page loads first (sellers only): the listing it edits (`edit`, none on
 * an add page), or the one a new listing copies (`?copy_of={id}`, read with `copy`), and how long
 * a listing under review has waited (measured here, so that the page hydrates as rendered).
 */
export async function loadEdited<L extends { id: number; name: string; status: string; updated_at: string }>(
  request: Request,
  context: AppLoadContext,
  edit: ((api: ApiClient) => Promise<L>) | null,
  copy: (api: ApiClient, id: number) => Promise<L>,
) {
  await requireSeller(request, context);
  const api = accountsApi(request, context);
  const copyId = idOf(new URL(request.url).searchParams.get("copy_of"));
  try {
    const listing = edit ? await edit(api) : null;
    const copyOf = !listing && copyId !== null ? await copy(api, copyId) : null;
    return { api, listing, copyOf, reviewWait: reviewWait(listing) };
  } catch (error) {
    if (error instanceof Response) throw error;
    return pageErrorFromApi(error);
  }
}
