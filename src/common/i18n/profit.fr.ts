import type { profitEn } from "./profit.en.ts";

/** Messages of the profit/day and payback figures of miner listings (issue 18, part 3), French. */
export const profitFr: Record<keyof typeof profitEn, string> = {
  "profit.electricityInvalid": "Indiquez un prix de l’électricité entre 0 et 10 USD par kWh.",
  "profit.perDay": "Bénéfice {amount}/jour",
  "profit.lossPerDay": "Perte {amount}/jour",
  "profit.payback": "Rentabilisé en {days} jours",
  "profit.noPayback": "Jamais rentabilisé à ce prix de l’électricité",
  "profit.cardLabel": "Estimation de minage à {price} le kWh",
  "profit.heading": "Rentabilité du minage",
  "profit.revenue": "Revenu par jour",
  "profit.powerCost": "Électricité par jour",
  "profit.profit": "Bénéfice par jour",
  "profit.priceUsed": "Prix retenu",
  "profit.priceFor": "{price} l’unité pour {qty}",
  "profit.paybackLabel": "Retour sur investissement",
  "profit.paybackDays": "{days} jours",
  "profit.none": "aucun",
  "profit.explainer":
    "Estimation à {price} le kWh d’après les cours et les chiffres du réseau du {date}, avec des frais de pool de {fee}\u00a0%, en dollars américains.",
  "profit.electricityLabel": "Votre prix de l’électricité (USD par kWh)",
  "profit.electricityApply": "Utiliser ce prix",
  "profit.electricityUsed": "Chiffres à {price} le kWh.",
  "profit.calculators": "Calculateurs et widgets",
  "profit.filterHeading": "Bénéfice par jour",
  "profit.filterProfitMin": "Au moins (USD)",
  "profit.filterPaybackMax": "Rentabilisé en au plus (jours)",
  "browse.chip.profit_min": "Bénéfice ≥ {value}/jour",
  "browse.chip.payback_max": "Rentabilisé en ≤ {value} jours",
  "ordering.-profit": "Bénéfice par jour décroissant",
  "ordering.payback": "Rentabilisé le plus vite",
};
