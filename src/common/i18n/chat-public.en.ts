/**
 * The chat's few messages that public pages show (issue 8): the header's chat link and badge, the
 * toast of a new message, and the "Contact seller" notices. The chat pages' own messages are in
 * chat-web.en.ts, which public pages do not download.
 */
export const chatPublicEn = {
  "chatPublic.link": "Chats",
  "chatPublic.linkUnread": "Chats, {count} unread",
  "chatPublic.toastTitle": "New message from {name}",
  "chatPublic.toastOpen": "Open the chat",
  "chatPublic.toastDismiss": "Dismiss",
  "chatPublic.sellerNotice":
    "Seller accounts cannot start chats, in “View as user” mode either. To write to a seller, sign in with a separate buyer account.",
  "chatPublic.buyerHint": "Ask the seller a question; the chat opens in your buyer chats.",
} as const;
