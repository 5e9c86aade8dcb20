/**
 * Contract of the chat (docs/chat-protocol.md): JSON-RPC 2.0 over the WebSocket `/api/ws/chat`.
 * Shared by the server (src/api/modules/chat/) and the web client. Validation messages are
 * catalogue keys (`validation.*`, `chat.*`), translated into the user's locale by the server.
 */
import { z } from "zod";

/** The WebSocket path. */
export const CHAT_WS_PATH = "/api/ws/chat";

/** Limits of the protocol. */
export const CHAT_LIMITS = {
  /** Characters of a message. */
  messageLength: 4000,
  /** Messages a user may send per minute. */
  messagesPerMinute: 20,
  /** New rooms a buyer may open per hour. */
  roomsPerHour: 10,
  /** Rooms returned by getAllRooms. */
  rooms: 200,
  /** Default and maximum page of getMessages. */
  pageDefault: 50,
  pageMax: 100,
  /** Largest accepted frame (bytes); larger closes with 4400. */
  frameBytes: 64 * 1024,
  /** Ping interval (ms); two missed pongs drop the socket. */
  pingMs: 30_000,
} as const;

/**
 * What one user may ask of one server process (docs/decisions/023-chat-budgets.md). Every call
 * takes tokens from its socket's bucket and from its user's (a batch: the sum of its calls);
 * a frame over budget is answered with one -32029 error and does not run. Budgets are kept per
 * process, not shared between processes.
 */
export const CHAT_BUDGET = {
  /** Calls in one batch, each counted at its cost; a larger batch gets one -32600 error and runs nothing. */
  batchCalls: 20,
  /** Open sockets per user and process; the upgrade of the next one is refused with HTTP 429. */
  socketsPerUser: 10,
  /** Seconds during which a user whose socket was closed with 4429 may not open another (HTTP 429). */
  cooldownSeconds: 10,
  /** Tokens of each socket: a burst, then so many a second. */
  socket: { burst: 30, perSecond: 10 },
  /** Tokens of each user, shared by their sockets. */
  user: { burst: 100, perSecond: 20 },
  /** Tokens a call takes; 1 for a method not listed (and for a request that names no method). */
  cost: { getAllRooms: 5 } as Readonly<Partial<Record<string, number>>>,
  /** Frames a socket may have refused (over budget, batch too large) before it is closed with 4429: a burst, then one back every 5 s. */
  refusals: { burst: 5, perSecond: 0.2 },
  /** Frames of a socket accepted and waiting for their turn (a client may pipeline this many); more are refused. */
  framesQueued: 16,
  /** Calls of one user running at once (over all their sockets); the others wait their turn. */
  callsInFlightPerUser: 2,
  /** Bytes waiting to be sent to a socket above which its frames are refused (a client that does not read). */
  unsentBytes: 1024 * 1024,
} as const;

/** WebSocket close codes used by the server. */
export const CHAT_CLOSE = {
  /** Signed out, session revoked, user disabled or access token expired. */
  unauthorized: 4401,
  /** A frame that is not text or is larger than 64 KiB. */
  badFrame: 4400,
  /** Over budget after repeated refusals (reason "too many requests"); or one socket too many, opened while the upgrade's check raced with another (reason "too many sockets"). */
  tooMany: 4429,
} as const;

/** JSON-RPC error codes. */
export const CHAT_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  unauthorized: -32001,
  forbidden: -32003,
  notFound: -32004,
  tooManyRequests: -32029,
} as const;
export type ChatErrorCode = (typeof CHAT_ERRORS)[keyof typeof CHAT_ERRORS];

// ---- Shapes ---------------------------------------------------------------------------------

export const chatUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  room: z.number().int(),
  text: z.string(),
  /** ISO 8601. */
  created: z.string(),
  /** Read by the other party. */
  is_read: z.boolean(),
  /** The author (for staff answering a support room: the support team). */
  user: chatUserSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const CHAT_ROOM_KINDS = ["listing", "support"] as const;
export type ChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

export const chatRoomSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_ROOM_KINDS),
  product: z
    .object({
      id: z.number().int(),
      sku: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      url: z.string(),
    })
    .nullable(),
  service: z
    .object({
      id: z.number().int(),
      name: z.string(),
      image: z.string().nullable(),
      url: z.string(),
    })
    .nullable(),
  /** For support rooms: the user who asks. */
  buyer: chatUserSchema,
  /** Null for support rooms. */
  seller: z
    .object({
      id: z.number().int(),
      name: z.string(),
      logo: z.string().nullable(),
      url: z.string(),
    })
    .nullable(),
  last_message: chatMessageSchema.nullable(),
  /** Messages of the other party not yet read by the caller. */
  unread_count: z.number().int(),
  created: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

// ---- Params ---------------------------------------------------------------------------------

const id = z
  .number({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.integer") })
  .int({ error: "validation.integer" })
  .min(1, { error: "validation.min" })
  .max(2147483647, { error: "validation.max" });

export const getAllRoomsParams = z
  .object({
    /** `support` (admin and moderator only): every support room. */
    scope: z.enum(["support"]).optional(),
  })
  .default({});
export const getRoomParams = z.object({ roomId: id });
export const openRoomParams = z.object({
  productId: id,
  isService: z.boolean({ error: "validation.boolean" }).default(false),
});
export const openSupportRoomParams = z.object({}).default({});
export const joinRoomParams = z.object({ roomId: id });
export const getMessagesParams = z.object({
  roomId: id,
  /** Messages older than this id; absent: the newest. */
  before: id.optional(),
  limit: z
    .number({ error: "validation.integer" })
    .int({ error: "validation.integer" })
    .min(1, { error: "validation.min" })
    .max(CHAT_LIMITS.pageMax, { error: "validation.max" })
    .default(CHAT_LIMITS.pageDefault),
});
export const sendMessageParams = z.object({
  message: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(CHAT_LIMITS.messageLength, { error: "validation.maxLength" }),
  roomId: id,
  /** Accepted for compatibility and ignored: the author is the signed-in user. */
  username: z.string().max(200).optional(),
});
export const markAsReadParams = z.object({ messageId: id });

/** Params schema of every method. */
export const chatParams = {
  getAllRooms: getAllRoomsParams,
  getRoom: getRoomParams,
  openRoom: openRoomParams,
  openSupportRoom: openSupportRoomParams,
  joinRoom: joinRoomParams,
  getMessages: getMessagesParams,
  sendMessage: sendMessageParams,
  markAsRead: markAsReadParams,
} as const;
export type ChatMethod = keyof typeof chatParams;
export const CHAT_METHODS = Object.keys(chatParams) as ChatMethod[];
export type ChatParams = { [M in ChatMethod]: z.input<(typeof chatParams)[M]> };

// ---- Results --------------------------------------------------------------------------------

export const roomsResult = z.object({ rooms: z.array(chatRoomSchema) });
export const roomResult = z.object({ room: chatRoomSchema });
export const messagesResult = z.object({
  /** Oldest first, newest last. */
  messages: z.array(chatMessageSchema),
  has_more: z.boolean(),
});
export const messageResult = z.object({ message: chatMessageSchema });
export const readResult = z.object({ room: z.number().int(), read_up_to: z.number().int() });

export type ChatResults = {
  getAllRooms: z.infer<typeof roomsResult>;
  getRoom: z.infer<typeof roomResult>;
  openRoom: z.infer<typeof roomResult>;
  openSupportRoom: z.infer<typeof roomResult>;
  joinRoom: z.infer<typeof roomResult>;
  getMessages: z.infer<typeof messagesResult>;
  sendMessage: z.infer<typeof messageResult>;
  markAsRead: z.infer<typeof readResult>;
};

// ---- Pushes ---------------------------------------------------------------------------------

export type ChatPushes = {
  /** To every socket that joined the room. */
  newMessage: { message: ChatMessage };
  /** To every socket of the other party (and staff for support rooms); room as seen by the receiver. */
  newMessageNotification: { message: ChatMessage; room: ChatRoom };
  /** To every socket that joined the room. */
  messagesRead: { room: number; read_up_to: number; reader: number };
};
export type ChatPush = keyof ChatPushes;
export const CHAT_PUSHES: ChatPush[] = ["newMessage", "newMessageNotification", "messagesRead"];

// ---- Frames ---------------------------------------------------------------------------------

export type JsonRpcId = number | string;
export type ChatRequest<M extends ChatMethod = ChatMethod> = {
  jsonrpc: "2.0";
  id?: JsonRpcId;
  method: M;
  params?: ChatParams[M];
};
export type ChatError = {
  code: ChatErrorCode;
  message: string;
  data?: { fields?: Record<string, string[]>; retry_after?: number };
};
export type ChatReply<M extends ChatMethod = ChatMethod> =
  | { jsonrpc: "2.0"; id: JsonRpcId | null; result: ChatResults[M] }
  | { jsonrpc: "2.0"; id: JsonRpcId | null; error: ChatError };
export type ChatNotification<P extends ChatPush = ChatPush> = {
  jsonrpc: "2.0";
  method: P;
  params: ChatPushes[P];
};

// ---- The link rule (checked on the server; the client may check it too) -----------------------

const LINK =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/[^\s<>"']+|www\.[^\s<>"']+|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?::\d{1,5})?(?:[/?#][^\s<>"']*)?)/gi;

/** The host of a link found in a text (lower case, without port), or null when it has none. */
function linkHost(link: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `http://${link}`;
  try {
    return new URL(withScheme).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Links of a message that point outside the marketplace's host (`allowedHost`, e.g. the host of
 * PUBLIC_URL). A link is anything with a scheme, starting with `www.`, or a bare domain name.
 * E-mail addresses are not links. Message key of the refusal: `chat.linkOutside`.
 */
export function foreignLinks(text: string, allowedHost: string): string[] {
  const allowed = allowedHost.toLowerCase().replace(/^www\./, "");
  const out: string[] = [];
  for (const m of text.matchAll(LINK)) {
    const before = m.index > 0 ? text[m.index - 1] : "";
    const after = text[m.index + m[0].length] ?? "";
    if (before === "@" || after === "@") continue; // an e-mail address
    const link = m[0].replace(/[.,;:!?)\]]+$/, "");
    const host = linkHost(link);
    if (host === null) continue;
    const bare = host.replace(/^www\./, "");
    if (bare !== allowed) out.push(link);
  }
  return out;
}
