/** What every page may show: the footer's link to the exchangers, a product's link to its firmware page. */
export const directoryPublicFr = {
  "footer.exchangers": "Plateformes d’échange",
  "firmware.productLink": "Micrologiciels, outils et guides pour ce modèle",
};
