/**
 * Messages of the chat pages (issue 8): /buyer-chats, /seller-chats and /admin/support-chats.
 * Registered by those pages only (src/web/chat/messages.ts), so public pages do not download them.
 */
export const chatWebEn = {
  "chatWeb.title.buyer": "My chats",
  "chatWeb.title.seller": "Chats with buyers",
  "chatWeb.title.support": "Support chats",
  "chatWeb.intro.buyer":
    "Your conversations with sellers about their products and services, and with our support team.",
  "chatWeb.intro.seller":
    "Questions from buyers about your products and services, and your chat with our support team.",
  "chatWeb.intro.support":
    "Questions from users to the support team. Your answers are signed “Support team”.",
  "chatWeb.sellerAccount":
    "This is a seller account: answer your buyers in Chats with buyers. Seller accounts cannot start chats; to write to a seller, use a separate buyer account.",
  "chatWeb.goSellerChats": "Open the chats with buyers",
  "chatWeb.rooms": "Conversations",
  "chatWeb.rooms.loading": "Loading the conversations…",
  "chatWeb.rooms.empty.buyer":
    "No chats with sellers yet. Press “Contact seller” on a product or service page to ask a question.",
  "chatWeb.rooms.empty.seller":
    "No buyer has written to you yet. Their questions about your products and services will appear here.",
  "chatWeb.rooms.empty.support": "No support requests yet.",
  "chatWeb.rooms.unread": "{count} unread",
  "chatWeb.rooms.noMessages": "No messages yet",
  "chatWeb.rooms.you": "You: {text}",
  "chatWeb.rooms.support": "Support",
  "chatWeb.rooms.supportTeam": "RigMarket support team",
  "chatWeb.room.pick": "Choose a conversation to read it.",
  "chatWeb.room.with": "with {name}",
  "chatWeb.room.supportHint": "Ask our team anything about your account, your listings or a purchase.",
  "chatWeb.room.notFound": "This conversation is not available.",
  "chatWeb.room.back": "All conversations",
  "chatWeb.room.loading": "Loading the messages…",
  "chatWeb.room.empty": "No messages yet. Write the first one below.",
  "chatWeb.room.older": "Load older messages",
  "chatWeb.room.messages": "Messages",
  "chatWeb.room.opening": "Opening the chat…",
  "chatWeb.room.openFailed": "The chat could not be opened: {error}",
  "chatWeb.message.you": "You",
  "chatWeb.message.sent": "Sent",
  "chatWeb.message.read": "Read",
  "chatWeb.message.sending": "Sending…",
  "chatWeb.message.failed": "Not sent: {error}",
  "chatWeb.message.failedGeneric": "Not sent. Check your connection and try again.",
  "chatWeb.message.retry": "Send again",
  "chatWeb.message.remove": "Remove",
  "chatWeb.composer.label": "Your message",
  "chatWeb.composer.send": "Send",
  "chatWeb.composer.count": "{count} of {max} characters",
  "chatWeb.composer.tooLong": "A message can have at most {max} characters.",
  "chatWeb.status.connecting": "Connecting to the chat…",
  "chatWeb.status.reconnecting":
    "Connection lost: reconnecting (attempt {attempt} of 5). Messages you send meanwhile go out once it is back.",
  "chatWeb.status.offline": "The chat is offline. Messages you send wait until it reconnects.",
  "chatWeb.status.retry": "Reconnect",
  "chatWeb.status.signedOut": "Your session has ended. Sign in again to chat.",
} as const;
