import type { chatEn } from "./chat.en.ts";

/** Messages of the chat (issue 8, docs/chat-protocol.md): the server's errors and notifications, shared with the web client; French. */
export const chatFr: Record<keyof typeof chatEn, string> = {
  "chat.linkOutside": "Vous ne pouvez partager que des liens vers le domaine du produit.",
  "chat.supportTeam": "Équipe d’assistance",
  "chat.error.parse": "Le message n’est pas du JSON valide.",
  "chat.error.invalidRequest": "Cette requête JSON-RPC 2.0 n’est pas valide.",
  "chat.error.methodNotFound": "Méthode inconnue : {method}.",
  "chat.error.invalidParams": "Vérifiez les champs de la requête.",
  "chat.error.internal": "Une erreur est survenue de notre côté. Veuillez réessayer.",
  "chat.error.unauthorized": "Votre session a pris fin. Veuillez vous reconnecter.",
  "chat.error.notMember": "Vous ne participez pas à cette conversation.",
  "chat.error.sellerCannotStart":
    "Un compte vendeur ne peut pas ouvrir de conversation, même en mode « Voir comme un utilisateur ». Utilisez un compte acheteur distinct.",
  "chat.error.withYourself": "Vous ne pouvez pas ouvrir une conversation avec vous-même.",
  "chat.error.staffOnly":
    "Seuls les administrateurs et les modérateurs voient toutes les conversations d’assistance.",
  "chat.error.roomNotFound": "Cette conversation n’existe pas.",
  "chat.error.messageNotFound": "Ce message n’existe pas.",
  "chat.error.listingNotFound": "Ce produit ou ce service n’est pas disponible.",
  "chat.error.tooManyMessages": "Vous envoyez des messages trop vite. Réessayez dans {seconds} s.",
  "chat.error.tooManyRooms":
    "Vous avez ouvert trop de conversations cette heure-ci. Réessayez dans {seconds} s.",
  "chat.error.tooManyCalls": "Trop de requêtes de messagerie à la fois. Réessayez dans {seconds} s.",
  "chat.error.tooManySockets":
    "La messagerie est ouverte dans trop de fenêtres. Fermez-en une et réessayez dans {seconds} s.",
  "chat.error.batchTooLarge": "Un lot peut contenir au plus {max} appels (getAllRooms compte pour {rooms}).",
  "chat.notify.subject": "Nouveau message de {name} sur RigMarket",
  "chat.notify.intro": "{name} vous a écrit au sujet de {topic} : « {excerpt} »",
  "chat.notify.action": "Ouvrir la conversation",
  "chat.notify.telegram": "Nouveau message de {name} au sujet de {topic} : {excerpt}",
  "chat.notify.supportTopic": "votre demande d’assistance",
} as const;
