/**
 * The moderator's review of one listing (/admin/products/{id}, /admin/services/{id}; issue 6): the
 * listing as the review shows it, and the decision (approve; reject with the reason), after which
 * the moderator goes back to the queue of its kind. Staff only; the API checks it again.
 */
import type { AppLoadContext } from "react-router";
import type { ProductReview, ServiceReview } from "../../../common/api/moderation.ts";
import type { ApiClient } from "../../../common/api-client.ts";
import { apiFor, pageErrorFromApi } from "../../lib/api.server.ts";
import { formFailure } from "../accounts/action.server.ts";
import { backToQueue, requireStaff } from "../moderation/api.server.ts";

/** The kinds of listing a moderator reviews (the queue's kinds of the same name). */
export type ListingKind = "product" | "service";

/** The review of a listing `id` (the URL's), or the page's 404. */
export async function loadListingReview(
  request: Request,
  context: AppLoadContext,
  kind: "product",
  id: string,
): Promise<ProductReview>;
export async function loadListingReview(
  request: Request,
  context: AppLoadContext,
  kind: "service",
  id: string,
): Promise<ServiceReview>;
export async function loadListingReview(
  request: Request,
  context: AppLoadContext,
  kind: ListingKind,
  id: string,
): Promise<ProductReview | ServiceReview> {
  await requireStaff(request, context);
  const api = apiFor(request, context);
  try {
    return kind === "product"
      ? await api.call("moderation.product", { params: { id } })
      : await api.call("moderation.service", { params: { id } });
  } catch (error) {
    return pageErrorFromApi(error);
  }
}

function decide(api: ApiClient, kind: ListingKind, ids: number[], reason: string | null) {
  if (reason === null)
    return kind === "product"
      ? api.call("moderation.approveProducts", { body: { ids } })
      : api.call("moderation.approveServices", { body: { ids } });
  return kind === "product"
    ? api.call("moderation.rejectProducts", { body: { ids, reason } })
    : api.call("moderation.rejectServices", { body: { ids, reason } });
}

/** The decision form: "approve", or reject with the posted reason (the API requires one). */
export async function decideListing(
  request: Request,
  context: AppLoadContext,
  kind: ListingKind,
  id: string,
) {
  await requireStaff(request, context);
  const form = await request.formData();
  const approve = form.get("intent") === "approve";
  const reason = form.get("reason");
  try {
    await decide(
      apiFor(request, context),
      kind,
      [Number(id)],
      approve ? null : typeof reason === "string" ? reason : "",
    );
    return backToQueue(request, kind, approve ? "approved" : "rejected");
  } catch (error) {
    return formFailure(error, { intent: approve ? "approve" : "reject" });
  }
}
