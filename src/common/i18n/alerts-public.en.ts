/** What every page may show: the buyer menu's link, the catalogue's "Save this search". */
export const alertsPublicEn = {
  "buyer.alerts": "Saved searches and alerts",
  "alerts.save.button": "Save this search",
};
