/** Rows of reviews as the API's answers (issue 21, docs/decisions/056; the checks' reasons, 069). */
import type { Review } from "../../../common/api/catalog.ts";
import type { ModeratedReview, ReviewListItem } from "../../../common/api/reviews.ts";
import { type Locale, translate } from "../../../common/i18n/index.ts";
import type { ReviewFinding } from "../../../common/reviews.ts";
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

/** A finding in words, in the moderator's language. */
export function findingText(f: ReviewFinding, locale: Locale): string {
  const amount = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(n);
  switch (f.reason) {
    case "belowMinimum":
      return translate(locale, "reviews.check.belowMinimum", {
        value: amount(f.value),
        currency: f.currency,
        usd: amount(f.usd),
        minimum: amount(f.minimum),
        category: locale === "fr" ? f.category.fr : f.category.en,
      });
    case "unknownCurrency":
      return translate(locale, "reviews.check.unknownCurrency", { currency: f.currency });
    case "linked":
      return translate(locale, "reviews.check.linked", {
        signals: new Intl.ListFormat(locale, { type: "conjunction" }).format(
          f.signals.map((s) => translate(locale, `reviews.signal.${s}`)),
        ),
      });
    default:
      return translate(locale, `reviews.check.${f.reason}`);
  }
}

/** Why a review does not count: its findings; a review without an order, or written before the checks. */
function findingsOf(r: FullReviewRow): ReviewFinding[] {
  if (r.order_id === null) return r.verified ? [] : [{ reason: "noOrder" }];
  if (r.checked_at === null) return [{ reason: "unchecked" }];
  return r.verification;
}

export const moderatedView = (r: FullReviewRow, locale: Locale): ModeratedReview => ({
  ...reviewItemView(r),
  seller: { id: r.seller_id, name: r.seller_name },
  order_id: r.order_id,
  hidden_at: isoOrNull(r.hidden_at),
  hidden_reason: r.hidden_reason,
  verification: {
    reasons: findingsOf(r).map((f) => ({ reason: f.reason, text: findingText(f, locale) })),
  },
});
