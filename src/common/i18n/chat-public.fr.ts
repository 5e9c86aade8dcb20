import type { chatPublicEn } from "./chat-public.en.ts";

/** Messages de la messagerie affichés sur les pages publiques (voir chat-public.en.ts). */
export const chatPublicFr: Record<keyof typeof chatPublicEn, string> = {
  "chatPublic.link": "Messages",
  "chatPublic.linkUnread": "Messages, {count} non lus",
  "chatPublic.toastTitle": "Nouveau message de {name}",
  "chatPublic.toastOpen": "Ouvrir la conversation",
  "chatPublic.toastDismiss": "Fermer",
  "chatPublic.sellerNotice":
    "Un compte vendeur ne peut pas démarrer de conversation, même en mode « Voir en tant qu’utilisateur ». Pour écrire à un vendeur, connectez-vous avec un compte acheteur distinct.",
  "chatPublic.buyerHint":
    "Posez votre question au vendeur ; la conversation s’ouvre dans vos messages d’acheteur.",
};
