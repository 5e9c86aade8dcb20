/**
 * The order page's review (issue 21, docs/decisions/056): what the loader reads, and the action of
 * its two forms (the buyer's review, the company's answer). The page (routes/orders-order.tsx)
 * calls these two functions; the rules are the API's.
 */
import type { AppLoadContext } from "react-router";
import type { OrderReview } from "../../../common/api/reviews.ts";
import type { ApiClient } from "../../../common/api-client.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import { accountsApi, formFailure } from "../accounts/action.server.ts";

/** The order's review and what the caller may do with it; null when the API did not answer. */
export function loadOrderReview(api: ApiClient, orderId: number): Promise<OrderReview | null> {
  return api.call("reviews.ofOrder", { params: { id: orderId } }).catch(() => null);
}

export const REVIEW_INTENTS = ["review", "answer"] as const;
export const isReviewIntent = (intent: string | undefined): boolean =>
  REVIEW_INTENTS.includes(intent as (typeof REVIEW_INTENTS)[number]);

/** Posts the review (intent `review`) or the answer (intent `answer`): the form's result. */
export async function reviewAction(
  request: Request,
  context: AppLoadContext,
  orderId: string,
  v: Record<string, string>,
) {
  const api = accountsApi(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  try {
    if (v.intent === "answer") {
      await api.call("reviews.answer", {
        params: { id: v.review_id ?? "" },
        body: { answer: v.answer ?? "" },
      });
      return { intent: "answer", ok: t("orderReview.answered") };
    }
    await api.call("reviews.create", {
      body: {
        order_id: Number(orderId),
        rating: (v.rating ? Number(v.rating) : undefined) as number,
        text: v.text ?? "",
      },
    });
    return { intent: "review", ok: t("orderReview.sent") };
  } catch (error) {
    return formFailure(error, { intent: v.intent ?? "" });
  }
}
