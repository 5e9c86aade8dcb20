import type { dealsEn } from "./deals.en.ts";

/**
 * Offres spéciales, meilleures affaires et tendances (voir deals.en.ts), en français (\u00a0 :
 * espace insécable, avant : ; ? ! comme le veut la typographie française).
 */
export const dealsFr: Record<keyof typeof dealsEn, string> = {
  "deals.offerEndFormat": "Indiquez une date et une heure, par exemple 2026-12-31T18:00Z.",
  "deals.offerEndPast": "L’offre doit se terminer dans le futur.",
  "deals.offerEndTooFar": "L’offre peut se terminer au plus tard dans 90\u00a0jours.",
  "deals.offerNeedsDiscount": "Indiquez une remise pour l’offre, ou effacez sa date de fin.",
  "deals.form.offerEnds": "Fin de l’offre (UTC)",
  "deals.form.offerEndsHint":
    "Avec une remise\u00a0: une offre spéciale, affichée avec l’ancien prix jusqu’à cette date (90\u00a0jours au plus). Vide\u00a0: la remise n’a pas de fin.",
  "deals.wasNow": "Avant {old}, maintenant {price}",
  "deals.forQuantity": "pour {qty}",
  "deals.offerEnds": "Fin de l’offre\u00a0: {date}",
  "deals.offerOff": "{amount} de remise",
  "deals.specialOffers": "Offres spéciales",
  "deals.specialOffersText":
    "Des remises fixées par les vendeurs pour une durée limitée, les plus fortes d’abord.",
  "deals.noOffers": "Aucune offre spéciale pour le moment.",
  "deals.bestDeals": "Meilleures affaires",
  "deals.bestDealsText":
    "Pour chaque modèle de mineur, l’annonce au plus bas prix par unité de puissance de calcul, les modèles les plus en dessous de leur prix habituel d’abord.",
  "deals.noDeals": "Aucune affaire à montrer pour l’instant.",
  "deals.perHashUnit": "{price} par {unit}",
  "deals.belowMedian": "{percent} sous la médiane du modèle",
  "deals.byCompany": "par {company}",
  "deals.trending": "Tendances",
  "deals.trendingCompanies": "Entreprises en vogue",
  "deals.trendingProducts": "Produits en vogue",
  "deals.trendingServices": "Services en vogue",
  "deals.trendingText": "Les plus consultés ces 7\u00a0derniers jours.",
  "deals.noTrending": "Rien n’a encore été consulté ces derniers jours.",
  "deals.viewsRecent": "visiteurs\u00a0: {count}",
} as const;
