/**
 * Special offers, best deals and trending lists (issue 20): the seller form's offer field, the
 * cards' offer price, the widgets of the landing page and the marketplace.
 */
export const dealsEn = {
  "deals.offerEndFormat": "Enter a date and time, such as 2026-12-31T18:00Z.",
  "deals.offerEndPast": "The offer must end in the future.",
  "deals.offerEndTooFar": "The offer can end at most 90 days from now.",
  "deals.offerNeedsDiscount": "Set a discount for the offer, or clear its end date.",
  "deals.form.offerEnds": "Offer ends (UTC)",
  "deals.form.offerEndsHint":
    "With a discount: a special offer, shown with the old price until then (at most 90 days ahead). Empty: the discount has no end.",
  "deals.wasNow": "Was {old}, now {price}",
  "deals.forQuantity": "for {qty}",
  "deals.offerEnds": "Offer ends {date}",
  "deals.offerOff": "{amount} off",
  "deals.specialOffers": "Special offers",
  "deals.specialOffersText": "Discounts set by sellers for a limited time, biggest first.",
  "deals.noOffers": "No special offer at the moment.",
  "deals.bestDeals": "Best deals",
  "deals.bestDealsText":
    "For each miner model, the listing with the lowest asking price per unit of hashrate, the models furthest below their usual price first.",
  "deals.noDeals": "No deal to show yet.",
  "deals.perHashUnit": "{price} per {unit}",
  "deals.belowMedian": "{percent} below the model's median",
  "deals.byCompany": "by {company}",
  "deals.trending": "Trending",
  "deals.trendingCompanies": "Trending companies",
  "deals.trendingProducts": "Trending products",
  "deals.trendingServices": "Trending services",
  "deals.trendingText": "Most viewed in the last 7 days.",
  "deals.noTrending": "Nothing viewed in the last days yet.",
  "deals.viewsRecent": "visitors: {count}",
} as const;
