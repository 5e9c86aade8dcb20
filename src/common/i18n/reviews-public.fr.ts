import type { reviewsPublicEn } from "./reviews-public.en.ts";

/** Les listes d’avis des pages produit et entreprise (issue 21, décision 056), en français. */
export const reviewsPublicFr: Record<keyof typeof reviewsPublicEn, string> = {
  "product.reviewsSummary.one": "{average} sur 5, {count} avis vérifié",
  "product.reviewsSummary.other": "{average} sur 5, {count} avis vérifiés",
  "product.rating": "Noté {rating} sur 5",
  "product.noReviews": "Aucun avis pour le moment.",
  "reviews.verified": "Achat vérifié",
  "reviews.verifiedHint":
    "Écrit par l’acheteur d’une commande livrée sur RigMarket, d’au moins le minimum de sa catégorie, sans lien avec le vendeur",
  "reviews.answer": "Réponse de {company}",
  "reviews.answerBySeller": "Réponse du vendeur",
  "reviews.about": "À propos de {product}",
  "reviews.title": "Avis",
  "reviews.companyNone": "Aucun avis sur cette entreprise pour le moment.",
  "reviews.pages": "Pages d’avis",
  "reviews.previous": "Avis plus récents",
  "reviews.next": "Avis plus anciens",
};
