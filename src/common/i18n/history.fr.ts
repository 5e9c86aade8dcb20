import type { historyEn } from "./history.en.ts";

/**
 * Pages des modèles et historique des prix (voir history.en.ts), en français (\u00a0 : espace
 * insécable, avant : ; ? ! comme le veut la typographie française).
 */
export const historyFr: Record<keyof typeof historyEn, string> = {
  "error.modelNotFound": "Aucun modèle de mineur avec cet identifiant.",

  "meta.model.title": "{name}\u00a0: offres et historique des prix",
  "meta.model.description":
    "{name} de {brand}\u00a0: {offers} sur RigMarket, du moins cher au plus cher, avec les prix demandés jour par jour.",

  "model.breadcrumb": "Fil d’Ariane",
  "model.brandAlgorithm": "{brand} · {algorithm}",
  "model.specsTitle": "Caractéristiques",
  "model.algorithm": "Algorithme",
  "model.hashrate": "Puissance de calcul",
  "model.power": "Consommation",
  "model.powerValue": "{watts} W",
  "model.efficiency": "Efficacité",
  "model.released": "Sortie",
  "model.lowestPrice": "Prix demandé le plus bas",
  "model.offersTitle": "Offres pour ce modèle",
  "model.offersIntro":
    "Toutes les annonces actuelles de ce modèle, tous vendeurs confondus, de la moins chère à la plus chère.",
  "model.offers.one": "{count} offre",
  "model.offers.other": "{count} offres",
  "model.noOffers": "Aucun vendeur ne propose ce modèle en ce moment.",

  "history.title": "Historique des prix",
  "history.chartTitle": "Prix demandés pour {model}, {days} derniers jours ({currency})",
  "history.chartDescription":
    "Prix demandé médian par jour et par état dans les annonces de la place de marché, avec l’écart entre le prix le plus bas et le plus haut, en {currency}.",
  "history.median": "{condition}\u00a0: médiane",
  "history.range": "{condition}\u00a0: du plus bas au plus haut",
  "history.day": "Jour",
  "history.empty":
    "Pas encore d’historique des prix pour ce modèle\u00a0: il est relevé chaque jour à partir des annonces.",
  "history.note":
    "Prix demandés des annonces publiques (palier de quantité le plus bas, avant remise), relevés chaque jour\u00a0; ce ne sont pas des prix de vente.",
  "history.latest": "{condition}\u00a0: médiane {median} le {day}, {listings} en vente",
  "history.allOffers": "Toutes les offres pour ce modèle",
};
