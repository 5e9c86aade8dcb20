import type { chatWebEn } from "./chat-web.en.ts";

/** Messages des pages de messagerie (voir chat-web.en.ts). */
export const chatWebFr: Record<keyof typeof chatWebEn, string> = {
  "chatWeb.title.buyer": "Mes conversations",
  "chatWeb.title.seller": "Conversations avec les acheteurs",
  "chatWeb.title.support": "Conversations du support",
  "chatWeb.intro.buyer":
    "Vos échanges avec les vendeurs au sujet de leurs produits et services, et avec notre équipe d’assistance.",
  "chatWeb.intro.seller":
    "Les questions des acheteurs sur vos produits et services, et votre conversation avec notre équipe d’assistance.",
  "chatWeb.intro.support":
    "Les questions des utilisateurs à l’équipe d’assistance. Vos réponses sont signées « Équipe d’assistance ».",
  "chatWeb.sellerAccount":
    "Ceci est un compte vendeur : répondez à vos acheteurs dans Conversations avec les acheteurs. Un compte vendeur ne peut pas démarrer de conversation ; pour écrire à un vendeur, utilisez un compte acheteur distinct.",
  "chatWeb.goSellerChats": "Ouvrir les conversations avec les acheteurs",
  "chatWeb.rooms": "Conversations",
  "chatWeb.rooms.loading": "Chargement des conversations…",
  "chatWeb.rooms.empty.buyer":
    "Aucune conversation avec un vendeur pour l’instant. Appuyez sur « Contacter le vendeur » sur la page d’un produit ou d’un service pour poser une question.",
  "chatWeb.rooms.empty.seller":
    "Aucun acheteur ne vous a encore écrit. Leurs questions sur vos produits et services apparaîtront ici.",
  "chatWeb.rooms.empty.support": "Aucune demande d’assistance pour l’instant.",
  "chatWeb.rooms.unread": "{count} non lus",
  "chatWeb.rooms.noMessages": "Pas encore de message",
  "chatWeb.rooms.you": "Vous : {text}",
  "chatWeb.rooms.support": "Assistance",
  "chatWeb.rooms.supportTeam": "Équipe d’assistance RigMarket",
  "chatWeb.room.pick": "Choisissez une conversation pour la lire.",
  "chatWeb.room.with": "avec {name}",
  "chatWeb.room.supportHint":
    "Posez à notre équipe toute question sur votre compte, vos annonces ou un achat.",
  "chatWeb.room.notFound": "Cette conversation n’est pas disponible.",
  "chatWeb.room.back": "Toutes les conversations",
  "chatWeb.room.loading": "Chargement des messages…",
  "chatWeb.room.empty": "Pas encore de message. Écrivez le premier ci-dessous.",
  "chatWeb.room.older": "Afficher les messages plus anciens",
  "chatWeb.room.messages": "Messages",
  "chatWeb.room.opening": "Ouverture de la conversation…",
  "chatWeb.room.openFailed": "Impossible d’ouvrir la conversation : {error}",
  "chatWeb.message.you": "Vous",
  "chatWeb.message.sent": "Envoyé",
  "chatWeb.message.read": "Lu",
  "chatWeb.message.sending": "Envoi en cours…",
  "chatWeb.message.failed": "Non envoyé : {error}",
  "chatWeb.message.failedGeneric": "Non envoyé. Vérifiez votre connexion et réessayez.",
  "chatWeb.message.retry": "Renvoyer",
  "chatWeb.message.remove": "Supprimer",
  "chatWeb.composer.label": "Votre message",
  "chatWeb.composer.send": "Envoyer",
  "chatWeb.composer.count": "{count} sur {max} caractères",
  "chatWeb.composer.tooLong": "Un message compte au plus {max} caractères.",
  "chatWeb.status.connecting": "Connexion à la messagerie…",
  "chatWeb.status.reconnecting":
    "Connexion perdue : nouvelle tentative ({attempt} sur 5). Les messages envoyés entre-temps partiront dès son retour.",
  "chatWeb.status.offline": "La messagerie est hors ligne. Vos messages attendent la reconnexion.",
  "chatWeb.status.retry": "Se reconnecter",
  "chatWeb.status.signedOut": "Votre session a expiré. Reconnectez-vous pour discuter.",
};
