import type { reviewsEn } from "./reviews.en.ts";

/** Messages des avis vérifiés (issue 21, décision 056) : les refus de l’API, en français. */
export const reviewsFr: Record<keyof typeof reviewsEn, string> = {
  "reviews.error.buyerOnly": "Seul l’acheteur de cette commande peut la noter.",
  "reviews.error.notDelivered": "Vous pourrez noter cette commande une fois sa livraison confirmée.",
  "reviews.error.already": "Cette commande a déjà été notée : un avis par commande.",
  "reviews.error.sellerOnly": "Seule l’entreprise concernée peut répondre à cet avis.",
  "reviews.error.answered": "Cet avis a déjà reçu une réponse : une entreprise répond une seule fois.",
  "reviews.error.alreadyHidden": "Cet avis est déjà masqué.",
  "reviews.error.notHidden": "Cet avis n’est pas masqué.",
  "reviews.check.belowMinimum":
    "Valeur de la commande {value} {currency} ({usd} USD) inférieure au minimum de {minimum} USD pour la catégorie {category}.",
  "reviews.check.unknownCurrency":
    "La commande est en {currency}, qui ne peut pas être comparé au minimum en USD.",
  "reviews.check.linked": "Les comptes de l’acheteur et du vendeur partagent {signals}.",
  "reviews.check.noOrder": "Pas écrit à partir d’une commande sur RigMarket.",
  "reviews.check.unchecked": "Écrit avant la vérification de la valeur des commandes et des comptes liés.",
  "reviews.signal.device": "un appareil",
  "reviews.signal.ip": "une adresse IP",
  "reviews.signal.address": "une adresse postale",
  "reviews.signal.payment": "des coordonnées de paiement",
};
