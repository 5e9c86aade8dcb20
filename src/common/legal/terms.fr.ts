import type { LegalDocument } from "./types.ts";

/** Les conditions d’utilisation en français (même contenu que terms.en.ts). */
export const termsFr: LegalDocument = {
  title: "Conditions d’utilisation",
  updated: "Dernière mise à jour\u00a0: 27 novembre 2026",
  contents: "Sommaire",
  intro: [
    "Ces conditions régissent l’utilisation de RigMarket, une place de marché où des entreprises proposent et recherchent du matériel et des services de minage de cryptomonnaies. En créant un compte ou en utilisant le site, vous les acceptez.",
  ],
  sections: [
    {
      id: "service",
      heading: "1. Ce que fait RigMarket",
      paragraphs: [
        "RigMarket publie les annonces des entreprises vendeuses, permet aux acheteurs de les rechercher et de les comparer, et met acheteurs et vendeurs en relation par la messagerie. Sauf mention contraire sur une page, la vente elle-même est un contrat entre l’acheteur et le vendeur\u00a0: RigMarket n’y est pas partie.",
      ],
    },
    {
      id: "accounts",
      heading: "2. Comptes",
      paragraphs: [
        "Le site s’adresse aux professionnels. Vous devez fournir des informations exactes, garder votre mot de passe pour vous et nous prévenir sans délai si vous pensez que quelqu’un d’autre utilise votre compte. Une même personne ou entreprise ne peut pas détenir plusieurs comptes pour contourner une restriction.",
      ],
    },
    {
      id: "sellers",
      heading: "3. Vendeurs et annonces",
      paragraphs: ["Une entreprise vendeuse s’engage à ce que\u00a0:"],
      items: [
        "elle ait le droit de vendre ce qu’elle propose, et le décrive fidèlement (état, caractéristiques, puissance de calcul, consommation, garantie, localisation)\u00a0;",
        "ses prix, stocks et délais de livraison soient tenus à jour\u00a0;",
        "elle réponde aux questions des acheteurs dans un délai raisonnable et honore les offres qu’elle fait\u00a0;",
        "elle respecte les règles d’exportation, de douane et de fiscalité applicables à ses ventes.",
      ],
      after: [
        "Les modérateurs vérifient les annonces et les entreprises, nouvelles ou modifiées, avant leur publication, et peuvent refuser, masquer ou retirer toute annonce contraire à ces conditions.",
      ],
    },
    {
      id: "conduct",
      heading: "4. Usage acceptable",
      paragraphs: ["Il est interdit de\u00a0:"],
      items: [
        "publier un contenu faux, trompeur ou illégal, ou portant atteinte aux droits d’autrui\u00a0;",
        "envoyer de la publicité non sollicitée par la messagerie ou les formulaires\u00a0;",
        "aspirer le site en masse, sonder sa sécurité ou perturber son fonctionnement\u00a0;",
        "proposer des biens volés ou dont la vente est interdite.",
      ],
    },
    {
      id: "content",
      heading: "5. Vos contenus",
      paragraphs: [
        "Vous conservez les droits sur ce que vous publiez. Vous accordez à RigMarket une licence gratuite et mondiale pour l’héberger, l’afficher et le mettre en forme (par exemple redimensionner les photos) tant qu’il figure sur le site, afin de faire fonctionner la place de marché.",
      ],
    },
    {
      id: "liability",
      heading: "6. Responsabilité",
      paragraphs: [
        "Les chiffres de rentabilité et de retour sur investissement, les données de marché et les calculateurs sont des estimations données à titre d’information\u00a0: ils dépendent de prix, d’une difficulté et de coûts d’électricité qui changent sans cesse, et ne constituent pas un conseil en investissement. RigMarket veille à la disponibilité et à l’exactitude du site sans pouvoir les garantir, et n’est pas responsable de l’exécution d’un contrat entre un acheteur et un vendeur.",
      ],
    },
    {
      id: "termination",
      heading: "7. Suspension et fermeture",
      paragraphs: [
        "Vous pouvez fermer votre compte à tout moment. Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions, après en avoir indiqué la raison à son titulaire, sauf urgence comme une fraude.",
      ],
    },
    {
      id: "law",
      heading: "8. Modifications, droit applicable et contact",
      paragraphs: [
        "Nous pouvons mettre à jour ces conditions\u00a0; les titulaires d’un compte en sont informés par e-mail au moins 30 jours avant qu’un changement important ne s’applique. Ces conditions sont régies par le droit français\u00a0; les litiges relèvent des tribunaux compétents de Paris, sauf règle impérative contraire. Questions\u00a0: le formulaire d’avis du site.",
        "La façon dont nous traitons les données personnelles est décrite dans la politique de confidentialité.",
      ],
    },
  ],
};
