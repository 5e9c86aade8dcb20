/** What a product page shows: its "Request a quote" link. */
export const ordersPublicFr = {
  "product.requestQuote": "Demander un devis",
};
