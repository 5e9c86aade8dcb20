/** What a product page shows: its "Request a quote" link. */
export const ordersPublicEn = {
  "product.requestQuote": "Request a quote",
};
