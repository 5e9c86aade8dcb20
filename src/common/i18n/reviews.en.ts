/** Messages of verified reviews (issue 21, docs/decisions/056): the API's refusals. */
export const reviewsEn = {
  "reviews.error.buyerOnly": "Only the buyer of this order can review it.",
  "reviews.error.notDelivered": "You can review this order once you have confirmed its delivery.",
  "reviews.error.already": "This order has been reviewed already: one review per order.",
  "reviews.error.sellerOnly": "Only the reviewed company can answer this review.",
  "reviews.error.answered": "This review has been answered already: a company answers once.",
  "reviews.error.alreadyHidden": "This review is hidden already.",
  "reviews.error.notHidden": "This review is not hidden.",
};
