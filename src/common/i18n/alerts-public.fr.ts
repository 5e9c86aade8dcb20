/** What every page may show: the buyer menu's link, the catalogue's "Save this search". */
export const alertsPublicFr = {
  "buyer.alerts": "Recherches enregistrées et alertes",
  "alerts.save.button": "Enregistrer cette recherche",
};
