/** Messages of verified reviews (issue 21, docs/decisions/056): the API's refusals. */
export const reviewsEn = {
  "reviews.error.buyerOnly": "Only the buyer of this order can review it.",
  "reviews.error.notDelivered": "You can review this order once you have confirmed its delivery.",
  "reviews.error.already": "This order has been reviewed already: one review per order.",
  "reviews.error.sellerOnly": "Only the reviewed company can answer this review.",
  "reviews.error.answered": "This review has been answered already: a company answers once.",
  "reviews.error.alreadyHidden": "This review is hidden already.",
  "reviews.error.notHidden": "This review is not hidden.",
  "reviews.check.belowMinimum":
    "Order value {value} {currency} ({usd} USD) is below the {minimum} USD minimum for {category}.",
  "reviews.check.unknownCurrency":
    "The order is in {currency}, which cannot be compared with the minimum in USD.",
  "reviews.check.linked": "The buyer's and the seller's accounts share {signals}.",
  "reviews.check.noOrder": "Not written from an order on RigMarket.",
  "reviews.check.unchecked": "Written before orders were checked for value and linked accounts.",
  "reviews.signal.device": "a device",
  "reviews.signal.ip": "an IP address",
  "reviews.signal.address": "a postal address",
  "reviews.signal.payment": "payment details",
};
