/**
 * The reviews lists of the product and company pages (issue 21, docs/decisions/056). Loaded with
 * the lists' code (src/web/i18n/reviews-messages.ts), not with every public page.
 */
export const reviewsPublicEn = {
  "product.reviewsSummary.one": "{average} out of 5, {count} verified review",
  "product.reviewsSummary.other": "{average} out of 5, {count} verified reviews",
  "product.rating": "Rated {rating} out of 5",
  "product.noReviews": "No reviews yet.",
  "reviews.verified": "Verified purchase",
  "reviews.verifiedHint":
    "Written by the buyer of a delivered order on RigMarket, worth at least its category's minimum, with no link to the seller",
  "reviews.answer": "Answer from {company}",
  "reviews.answerBySeller": "Answer from the seller",
  "reviews.about": "About {product}",
  "reviews.title": "Reviews",
  "reviews.companyNone": "No reviews of this company yet.",
  "reviews.pages": "Pages of reviews",
  "reviews.previous": "Newer reviews",
  "reviews.next": "Older reviews",
};
