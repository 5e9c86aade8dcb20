/** Rows of reviews as the API's answers (issue 21, docs/decisions/056). */
import type { Review } from "../../../common/api/catalog.ts";
import type { ModeratedReview, ReviewListItem } from "../../../common/api/reviews.ts";
import { iso, isoOrNull } from "../../db/sql.ts";
import type { FullReviewRow, ReviewRow } from "./queries.ts";

/** A review as the product page shows it. */
export const reviewView = (r: ReviewRow): Review => ({
  id: r.id,
  author_name: r.author_name,
  company_name: r.company_name,
  rating: r.rating,
  text: r.text,
  created_at: iso(r.created_at),
  verified: r.verified,
  seller_answer: r.seller_answer,
  seller_answered_at: isoOrNull(r.seller_answered_at),
});

/** A review in a list, with the product it is about. */
export const reviewItemView = (r: ReviewRow): ReviewListItem => ({
  ...reviewView(r),
  product:
    r.product_id !== null ? { id: r.product_id, sku: r.product_sku ?? "", name: r.product_name ?? "" } : null,
});

export const moderatedView = (r: FullReviewRow): ModeratedReview => ({
  ...reviewItemView(r),
  seller: { id: r.seller_id, name: r.seller_name },
  order_id: r.order_id,
  hidden_at: isoOrNull(r.hidden_at),
  hidden_reason: r.hidden_reason,
});
