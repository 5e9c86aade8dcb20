/** What every page may show: the footer's link to the exchangers, a product's link to its firmware page. */
export const directoryPublicEn = {
  "footer.exchangers": "Crypto exchangers",
  "firmware.productLink": "Firmware, tools and guides for this model",
};
