/**
 * The model pages and the price history (issue 18): the model page (/model/{id}), the product
 * page's price-history section and the API's "no such model". English.
 */
export const historyEn = {
  "error.modelNotFound": "No miner model with this id.",

  "meta.model.title": "{name}: offers and price history",
  "meta.model.description":
    "{name} by {brand}: {offers} on RigMarket, cheapest first, with the daily asking prices of its listings.",

  "model.breadcrumb": "Breadcrumb",
  "model.brandAlgorithm": "{brand} · {algorithm}",
  "model.specsTitle": "Specifications",
  "model.algorithm": "Algorithm",
  "model.hashrate": "Hashrate",
  "model.power": "Power",
  "model.powerValue": "{watts} W",
  "model.efficiency": "Efficiency",
  "model.released": "Released",
  "model.lowestPrice": "Lowest asking price",
  "model.offersTitle": "Offers for this model",
  "model.offersIntro": "Every current listing of this model across sellers, cheapest first.",
  "model.offers.one": "{count} offer",
  "model.offers.other": "{count} offers",
  "model.noOffers": "No seller offers this model right now.",

  "history.title": "Price history",
  "history.chartTitle": "Asking prices of {model}, last {days} days ({currency})",
  "history.chartDescription":
    "Daily median asking price of the marketplace's listings per condition, with the range from the lowest to the highest asking price, in {currency}.",
  "history.median": "{condition}: median",
  "history.range": "{condition}: lowest – highest",
  "history.day": "Day",
  "history.empty": "No price history for this model yet: it is recorded daily from the listings.",
  "history.note":
    "Asking prices of public listings (the lowest quantity tier, before discount), recorded daily; not sale prices.",
  "history.latest": "{condition}: median {median} on {day}, {listings} listed",
  "history.allOffers": "All offers for this model",
};
