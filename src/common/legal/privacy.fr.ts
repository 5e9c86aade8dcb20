import type { LegalDocument } from "./types.ts";
import { PRIVACY_EMAIL } from "./types.ts";

/** La politique de confidentialité en français (même contenu que privacy.en.ts). */
export const privacyFr: LegalDocument = {
  title: "Politique de confidentialité",
  updated: "Dernière mise à jour\u00a0: 28 novembre 2026",
  contents: "Sommaire",
  intro: [
    "RigMarket est une place de marché entre professionnels où des entreprises vendent et achètent du matériel et des services de minage de cryptomonnaies. Cette politique explique quelles données personnelles nous recueillons lorsque vous utilisez le site, pourquoi, combien de temps nous les gardons, qui les traite pour nous et comment exercer vos droits.",
    "RigMarket est responsable du traitement des données décrites ici. Les entreprises vendeuses qui reçoivent vos messages ou demandes par la place de marché sont responsables de ce qu’elles en font de leur côté.",
  ],
  sections: [
    {
      id: "data-we-collect",
      heading: "1. Les données que nous recueillons",
      paragraphs: ["Nous ne recueillons que ce dont la place de marché a besoin pour fonctionner\u00a0:"],
      items: [
        "Compte\u00a0: votre adresse e-mail, votre nom, votre mot de passe (conservé uniquement sous forme d’empreinte irréversible), votre langue, votre avatar si vous en envoyez un et, si vous vous connectez avec Google, l’identifiant que Google nous transmet.",
        "Entreprise\u00a0: pour les comptes vendeurs, le nom commercial et la raison sociale, les adresses, les bureaux, les numéros de téléphone, le site web, le logo, ainsi que les personnes et canaux (e-mail, Telegram) choisis pour les notifications.",
        "Annonces\u00a0: les produits et services que vous publiez, leurs photos et leurs prix, et l’historique de leur modération (qui a approuvé ou refusé quoi, et quand).",
        "Messagerie\u00a0: les messages échangés avec les vendeurs, les acheteurs ou notre équipe d’assistance, et les fichiers joints.",
        "Formulaires\u00a0: ce que vous envoyez par les formulaires d’avis, de partenariat et de publicité (nom, e-mail, sujet, message), et nos réponses.",
        "Lettre d’information\u00a0: votre adresse e-mail, les sujets et la langue choisis, et la date de votre confirmation ou de votre désinscription.",
        "Cookies\u00a0: les cookies de session qui vous gardent connecté (accessToken, refreshToken), le cookie csrftoken qui protège les formulaires, un cookie deviceId posé à la connexion (un nombre aléatoire qui nous indique que deux comptes utilisent le même navigateur), votre langue (locale) et votre prix de l’électricité pour les calculs de rentabilité. Nous n’utilisons aucun cookie publicitaire ni de pistage.",
        "Journaux du serveur\u00a0: l’adresse IP, la page ou l’appel demandé, l’heure, l’agent utilisateur du navigateur et le statut de la réponse, pour la sécurité et la correction des erreurs. Les adresses e-mail n’y sont jamais écrites en clair.",
        "Signaux de compte\u00a0: à la connexion et à chaque étape d’une commande, une empreinte calculée avec une clé secrète de votre adresse IP et de votre cookie deviceId, avec la date où chacune a été vue pour la première et la dernière fois — jamais l’adresse elle-même. Nous les comparons entre comptes pour qu’un vendeur ne puisse pas noter sa propre entreprise depuis un second compte\u00a0: un avis ne compte comme achat vérifié que si l’acheteur et le vendeur ne partagent ni appareil, ni adresse IP, ni adresse postale, ni coordonnées de paiement.",
      ],
    },
    {
      id: "purposes",
      heading: "2. Pourquoi nous les utilisons",
      paragraphs: ["Chaque usage repose sur une base légale\u00a0:"],
      items: [
        "Fournir la place de marché à laquelle vous vous êtes inscrit\u00a0: comptes, annonces, recherche, messagerie, notifications (exécution du contrat).",
        "Garder le site honnête et sûr\u00a0: modération des annonces et des entreprises, limites de fréquence, détection des abus et des fraudes, journaux de sécurité (notre intérêt légitime).",
        "Répondre à vos avis et demandes (notre intérêt légitime, ou des mesures précontractuelles prises à votre demande).",
        "Envoyer la lettre d’information, uniquement après la confirmation de votre adresse (votre consentement, que vous pouvez retirer en un clic).",
        "Respecter nos obligations légales, par exemple la conservation des pièces comptables des services payants.",
      ],
      after: [
        "Nous ne vendons pas de données personnelles et ne les utilisons pour aucune décision automatisée produisant des effets juridiques à votre égard.",
      ],
    },
    {
      id: "retention",
      heading: "3. Combien de temps nous les gardons",
      paragraphs: [],
      items: [
        "Données du compte et de l’entreprise\u00a0: tant que le compte existe, puis supprimées dans les 30 jours suivant sa fermeture, sauf ce que la loi nous oblige à conserver.",
        "Annonces et historique de modération\u00a0: tant que le compte de l’entreprise existe\u00a0; les décisions de modération sont gardées 3 ans comme piste d’audit.",
        "Messages de la messagerie\u00a0: tant qu’un des participants garde la conversation, au plus 3 ans après le dernier message.",
        "Avis et messages des formulaires\u00a0: 2 ans après notre dernière réponse.",
        "Lettre d’information\u00a0: jusqu’à votre désinscription\u00a0; une inscription non confirmée est supprimée après 30 jours\u00a0; après une désinscription, nous ne gardons qu’une empreinte de l’adresse, pour prouver votre choix.",
        "Signaux de compte\u00a0: 12 mois après leur dernière observation, et supprimés avec le compte.",
        "Journaux du serveur\u00a0: 30 jours. Les codes d’inscription et les liens de réinitialisation du mot de passe expirent en quelques heures.",
      ],
    },
    {
      id: "processors",
      heading: "4. Qui les traite pour nous",
      paragraphs: [
        "Nous faisons appel à quelques sous-traitants, tenus par contrat de n’agir que sur nos instructions et de protéger les données\u00a0:",
      ],
      items: [
        "Notre hébergeur, qui fait fonctionner les serveurs et la base de données dans l’Union européenne.",
        "Notre prestataire d’envoi d’e-mails, qui envoie les e-mails du compte, nos réponses et les lettres d’information.",
        "Un stockage d’objets pour les images et les tableurs envoyés, lorsque le site est déployé avec.",
        "Telegram, uniquement si un vendeur y relie une conversation pour recevoir ses notifications.",
        "Google, uniquement si vous choisissez de vous connecter avec Google.",
      ],
      after: [
        "Lorsqu’un sous-traitant se trouve hors de l’Espace économique européen, le transfert est encadré par les clauses contractuelles types de la Commission européenne.",
      ],
    },
    {
      id: "sharing",
      heading: "5. Ce que voient les autres utilisateurs",
      paragraphs: [
        "Le profil d’une entreprise vendeuse, ses annonces et ses bureaux sont publics. Lorsque vous contactez un vendeur par la messagerie, il voit votre nom et vos messages. Les adresses e-mail des acheteurs ne sont jamais montrées aux vendeurs.",
      ],
    },
    {
      id: "rights",
      heading: "6. Vos droits",
      paragraphs: ["Vous pouvez à tout moment\u00a0:"],
      items: [
        "accéder à vos données et en obtenir une copie dans un format portable\u00a0;",
        "les rectifier (la plupart directement dans les réglages de votre compte)\u00a0;",
        "les faire effacer, ou en limiter l’usage\u00a0;",
        "vous opposer à un usage fondé sur notre intérêt légitime\u00a0;",
        "retirer votre consentement à la lettre d’information (le lien présent dans chaque envoi le fait en un clic).",
      ],
      after: [
        `Écrivez à ${PRIVACY_EMAIL} depuis l’adresse de votre compte. Nous répondons sous un mois. Vous pouvez aussi saisir l’autorité de protection des données de votre pays (en France, la CNIL).`,
      ],
    },
    {
      id: "security",
      heading: "7. Sécurité",
      paragraphs: [
        "Les connexions sont chiffrées (HTTPS), les mots de passe sont hachés avec Argon2, l’accès à la console de modération est réservé à nos modérateurs, et chaque action de la console est enregistrée.",
      ],
    },
    {
      id: "contact",
      heading: "8. Contact et modifications",
      paragraphs: [
        `Pour toute question sur cette politique\u00a0: ${PRIVACY_EMAIL}, ou le formulaire d’avis du site. Nous annoncerons tout changement important sur le site et par e-mail aux titulaires d’un compte avant qu’il ne s’applique.`,
      ],
    },
  ],
};
