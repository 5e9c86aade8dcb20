/**
 * The chat's methods (docs/chat-protocol.md) for one signed-in caller, independent of the socket:
 * permissions, the link rule, rate limits, writes, and the events the hub fans out. Errors are
 * `ChatRpcError`s carrying the JSON-RPC code and a catalogue key.
 */

import { DEFAULT_AVATAR_IDS, type DefaultAvatarId, type UserRole } from "../../../common/api/accounts.ts";
import {
  CHAT_ERRORS,
  CHAT_LIMITS,
  type ChatErrorCode,
  type ChatMessage,
  type ChatResults,
  type ChatRoom,
  type ChatUser,
  foreignLinks,
  type getAllRoomsParams,
  type getMessagesParams,
  type getRoomParams,
  type joinRoomParams,
  type markAsReadParams,
  type openRoomParams,
  type sendMessageParams,
} from "../../../common/api/chat.ts";
import { type Locale, type MessageKey, type Params, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import { TooManyRequestsError } from "../../http/rate-limit.ts";
import type { Jobs } from "../../infra/jobs.ts";
import type { AppSettings } from "../../settings.ts";
import { defaultAvatar } from "../accounts/avatars.ts";
import * as q from "./queries.ts";

export const CHAT_OFFLINE_QUEUE = "chat-offline";
/** Seconds after a message before its recipient, if they have not read it, is notified. */
export const OFFLINE_DELAY_SECONDS = 60;
/** The offline job's payload: look at the room's unread messages to the buyer or to the seller. */
export interface OfflineCheck {
  roomId: number;
  toBuyer: boolean;
}

export const CHAT_RATE_RULES = {
  messages: { name: "chat-messages:user", limit: CHAT_LIMITS.messagesPerMinute, windowSeconds: 60 },
  rooms: { name: "chat-rooms:user", limit: CHAT_LIMITS.roomsPerHour, windowSeconds: 3600 },
} satisfies Record<string, RateRule>;

export class ChatRpcError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    readonly key: MessageKey,
    readonly params?: Params,
    readonly data?: { fields?: Record<string, string[]>; retry_after?: number },
  ) {
    super(key);
  }
}

/** A field error (-32602) with a translated message. */
export class ChatFieldError extends Error {
  constructor(readonly fields: Record<string, [MessageKey, Params?][]>) {
    super("invalid params");
  }
}

export interface Caller {
  id: number;
  role: UserRole;
  locale: Locale;
  /** The company the caller owns (a seller), else null. */
  sellerId: number | null;
}

const isStaff = (c: Pick<Caller, "role">) => c.role === "admin" || c.role === "moderator";

/** The events the hub sends to every process (src/api/infra/pubsub.ts). */
export type ChatEvent =
  | {
      t: "msg";
      room: number;
      kind: "listing" | "support";
      buyer: number;
      sellerOwner: number | null;
      /** The message row; without its text when the whole event would pass the NOTIFY limit. */
      message: q.MessageRow;
      partial?: true;
    }
  | { t: "read"; room: number; read_up_to: number; reader: number };

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function avatarOf(avatarId: string | null, avatarUrl: string | null): string | null {
  if (avatarId && (DEFAULT_AVATAR_IDS as readonly string[]).includes(avatarId))
    return defaultAvatar(avatarId as DefaultAvatarId).url;
  return avatarUrl || null;
}

/** The support team as an author (id 0): staff answers do not show who wrote them. */
export function supportTeam(locale: Locale): ChatUser {
  return { id: 0, name: translate(locale, "chat.supportTeam"), avatar: null };
}

export function messageView(m: q.MessageRow, locale: Locale): ChatMessage {
  return {
    id: m.id,
    room: m.room_id,
    text: m.text,
    created: iso(m.created_at),
    is_read: m.read_at !== null,
    user: m.by_staff
      ? supportTeam(locale)
      : {
          id: m.author_user_id ?? 0,
          name: m.author_name ?? "",
          avatar: avatarOf(m.author_avatar_id, m.author_avatar_url),
        },
  };
}

export function roomView(r: q.RoomRow, locale: Locale): ChatRoom {
  return {
    id: r.id,
    kind: r.kind,
    product:
      r.product_id !== null
        ? {
            id: r.product_id,
            sku: r.product_sku ?? "",
            name: r.product_name ?? "",
            image: r.product_image,
            url: `/product/${r.product_sku ?? ""}`,
          }
        : null,
    service:
      r.service_id !== null
        ? {
            id: r.service_id,
            name: r.service_name ?? "",
            image: r.service_image,
            url: `/service/${r.service_id}`,
          }
        : null,
    buyer: {
      id: r.buyer_user_id,
      name: r.buyer_name,
      avatar: avatarOf(r.buyer_avatar_id, r.buyer_avatar_url),
    },
    seller:
      r.seller_id !== null
        ? { id: r.seller_id, name: r.seller_name ?? "", logo: r.seller_logo, url: `/company/${r.seller_id}` }
        : null,
    last_message:
      r.lm_id !== null
        ? messageView(
            {
              id: r.lm_id,
              room_id: r.id,
              text: r.lm_text ?? "",
              created_at: r.lm_created ?? r.created_at,
              read_at: r.lm_read_at,
              from_buyer: Boolean(r.lm_from_buyer),
              by_staff: Boolean(r.lm_by_staff),
              author_user_id: r.lm_author_id,
              author_name: r.lm_author_name,
              author_avatar_id: r.lm_author_avatar_id,
              author_avatar_url: r.lm_author_avatar_url,
            },
            locale,
          )
        : null,
    unread_count: r.unread,
    created: iso(r.created_at),
  };
}

/** Whether the caller may read and post in the room. */
export function isMember(c: Caller, room: q.RoomMembers): boolean {
  if (room.buyer_user_id === c.id) return true;
  if (room.kind === "listing") return room.seller_id !== null && room.seller_id === c.sellerId;
  return isStaff(c);
}

export interface ChatServiceDeps {
  database: Database;
  settings: AppSettings;
  limiter: RateLimiter;
  jobs: Jobs;
  /** Sends an event to every process (the hub subscribes). */
  publish(event: ChatEvent): Promise<void>;
}

/** What the functions of createChatService share, made once per service. */
function chatContext({ database, settings, limiter, jobs, publish }: ChatServiceDeps) {
  const db = database;
  const publicHost = new URL(settings.publicUrl).hostname;

  // The offline check (docs/decisions/016): one waiting check per room and recipient in this
  // process. A message enqueues a check a minute later unless one is already waiting; the check
  // looks at the room's unread messages when it runs, so it covers every message sent meanwhile.
  // At 200 messages a second this is a few jobs a second instead of one per message.
  const offlineWaiting = new Map<string, number>();

  // Who is in a room never changes (buyer, company, kind): recent rooms are kept in memory.
  const members = new Map<number, q.RoomMembers>();
  return { database, settings, limiter, jobs, publish, db, publicHost, offlineWaiting, members };
}
type ChatContext = ReturnType<typeof chatContext>;

/** Whether a message to this room's buyer (or company) must enqueue an offline check: none is waiting yet. */
function needsOfflineCheck(ctx: ChatContext, roomId: number, toBuyer: boolean): boolean {
  const { offlineWaiting } = ctx;
  const key = `${roomId}:${toBuyer ? "b" : "s"}`;
  const now = Date.now();
  if ((offlineWaiting.get(key) ?? 0) > now) return false;
  if (offlineWaiting.size >= 10_000)
    for (const [k, until] of offlineWaiting) if (until <= now) offlineWaiting.delete(k);
  offlineWaiting.set(key, now + (OFFLINE_DELAY_SECONDS + 5) * 1000);
  return true;
}

/** Who is in a room, from memory when the room was seen recently. */
async function findMembers(ctx: ChatContext, roomId: number): Promise<q.RoomMembers | undefined> {
  const { db, members } = ctx;
  const known = members.get(roomId);
  if (known) return known;
  const room = await q.findRoomMembers(db, roomId);
  if (room) {
    if (members.size >= 10_000) members.delete(members.keys().next().value as number);
    members.set(roomId, room);
  }
  return room;
}

async function memberRoom(ctx: ChatContext, c: Caller, roomId: number): Promise<q.RoomMembers> {
  const room = await findMembers(ctx, roomId);
  if (!room) throw new ChatRpcError(CHAT_ERRORS.notFound, "chat.error.roomNotFound");
  if (!isMember(c, room)) throw new ChatRpcError(CHAT_ERRORS.forbidden, "chat.error.notMember");
  return room;
}

async function view(ctx: ChatContext, c: Caller, roomId: number): Promise<ChatRoom> {
  const { db } = ctx;
  const row = await q.findRoomView(db, c.id, roomId);
  if (!row) throw new ChatRpcError(CHAT_ERRORS.notFound, "chat.error.roomNotFound");
  return roomView(row, c.locale);
}

async function rateLimit(ctx: ChatContext, rule: RateRule, c: Caller, key: MessageKey) {
  const { limiter } = ctx;
  try {
    await limiter.hit(rule, String(c.id));
  } catch (err) {
    if (err instanceof TooManyRequestsError)
      throw new ChatRpcError(
        CHAT_ERRORS.tooManyRequests,
        key,
        { seconds: err.retryAfter },
        { retry_after: err.retryAfter },
      );
    throw err;
  }
}

async function getAllRooms(
  ctx: ChatContext,
  c: Caller,
  p: ReturnType<typeof getAllRoomsParams.parse>,
): Promise<ChatResults["getAllRooms"]> {
  const { db } = ctx;
  if (p.scope === "support" && !isStaff(c))
    throw new ChatRpcError(CHAT_ERRORS.forbidden, "chat.error.staffOnly");
  const rows = await q.listRooms(db, c.id, { sellerId: c.sellerId, support: p.scope === "support" });
  return { rooms: rows.map((r) => roomView(r, c.locale)) };
}

async function getRoom(
  ctx: ChatContext,
  c: Caller,
  p: ReturnType<typeof getRoomParams.parse>,
): Promise<ChatResults["getRoom"]> {
  await memberRoom(ctx, c, p.roomId);
  return { room: await view(ctx, c, p.roomId) };
}

/** The hub subscribes the socket after this returns. */
async function joinRoom(
  ctx: ChatContext,
  c: Caller,
  p: ReturnType<typeof joinRoomParams.parse>,
): Promise<ChatResults["joinRoom"]> {
  await memberRoom(ctx, c, p.roomId);
  return { room: await view(ctx, c, p.roomId) };
}

async function openRoom(
  ctx: ChatContext,
  c: Caller,
  p: ReturnType<typeof openRoomParams.parse>,
): Promise<ChatResults["openRoom"]> {
  const { db } = ctx;
  // A seller account never starts chats, "View as user" included (spec section 1).
  if (c.role === "seller" || c.sellerId !== null)
    throw new ChatRpcError(CHAT_ERRORS.forbidden, "chat.error.sellerCannotStart");
  const listing = await q.findListingSeller(db, p.productId, p.isService);
  if (!listing) throw new ChatRpcError(CHAT_ERRORS.notFound, "chat.error.listingNotFound");
  if (listing.owner_user_id === c.id)
    throw new ChatRpcError(CHAT_ERRORS.forbidden, "chat.error.withYourself");
  const target = p.isService ? { serviceId: p.productId } : { productId: p.productId };
  let roomId = await q.findExistingRoom(db, c.id, target);
  if (!roomId) {
    await rateLimit(ctx, CHAT_RATE_RULES.rooms, c, "chat.error.tooManyRooms");
    roomId = await q.createRoom(db, {
      kind: "listing",
      buyerId: c.id,
      sellerId: listing.seller_id,
      productId: p.isService ? null : p.productId,
      serviceId: p.isService ? p.productId : null,
    });
  }
  return { room: await view(ctx, c, roomId) };
}

async function openSupportRoom(ctx: ChatContext, c: Caller): Promise<ChatResults["openSupportRoom"]> {
  const { db } = ctx;
  const roomId =
    (await q.findExistingRoom(db, c.id, { support: true })) ??
    (await q.createRoom(db, {
      kind: "support",
      buyerId: c.id,
      sellerId: null,
      productId: null,
      serviceId: null,
    }));
  return { room: await view(ctx, c, roomId) };
}

async function getMessages(
  ctx: ChatContext,
  c: Caller,
  p: ReturnType<typeof getMessagesParams.parse>,
): Promise<ChatResults["getMessages"]> {
  const { db } = ctx;
  await memberRoom(ctx, c, p.roomId);
  const rows = await q.listMessages(db, p.roomId, p.before, p.limit + 1);
  const has_more = rows.length > p.limit;
  const page = rows.slice(0, p.limit).reverse();
  return { messages: page.map((m) => messageView(m, c.locale)), has_more };
}

async function sendMessage(
  ctx: ChatContext,
  c: Caller,
  p: ReturnType<typeof sendMessageParams.parse>,
): Promise<ChatResults["sendMessage"]> {
  const { publicHost } = ctx;
  if (foreignLinks(p.message, publicHost).length > 0)
    throw new ChatFieldError({ message: [["chat.linkOutside"]] });
  const room = await memberRoom(ctx, c, p.roomId);
  await rateLimit(ctx, CHAT_RATE_RULES.messages, c, "chat.error.tooManyMessages");
  const fromBuyer = room.buyer_user_id === c.id;
  const byStaff = room.kind === "support" && !fromBuyer;
  const message = await deliver(ctx, room, { authorId: c.id, fromBuyer, byStaff, text: p.message });
  return { message: messageView(message, c.locale) };
}

/**
 * A message written by the app in a buyer-seller room for one of its members (issue 21: each step
 * of a request for quote or an order): stored, pushed to every process, and notified to the other
 * side by e-mail and Telegram as any message is when it stays unread (docs/decisions/016).
 */
async function postNotice(
  ctx: ChatContext,
  n: {
    roomId: number;
    authorId: number;
    fromBuyer: boolean;
    text: string;
    /** False: no offline e-mail/Telegram for this notice (its sender notifies by itself, decision 057). */
    notifyOffline?: boolean;
  },
): Promise<void> {
  const room = await findMembers(ctx, n.roomId);
  if (room)
    await deliver(
      ctx,
      room,
      { authorId: n.authorId, fromBuyer: n.fromBuyer, byStaff: false, text: n.text },
      n.notifyOffline !== false,
    );
}

/** Stores a message (with the offline check it needs, in one transaction) and sends it to every process. */
async function deliver(
  ctx: ChatContext,
  room: q.RoomMembers,
  m: { authorId: number; fromBuyer: boolean; byStaff: boolean; text: string },
  offline = true,
): Promise<q.MessageRow> {
  const { db, jobs, publish } = ctx;
  const toBuyer = !m.fromBuyer;
  const fields = { roomId: room.id, ...m };
  const message =
    offline && needsOfflineCheck(ctx, room.id, toBuyer)
      ? await db.db.transaction(async (tx) => {
          const row = await q.insertMessage(tx, fields);
          await jobs.send(CHAT_OFFLINE_QUEUE, { roomId: room.id, toBuyer } satisfies OfflineCheck, {
            tx,
            startAfterSeconds: OFFLINE_DELAY_SECONDS,
          });
          return row;
        })
      : await q.insertMessage(db.db, fields);
  await publish({
    t: "msg",
    room: room.id,
    kind: room.kind,
    buyer: room.buyer_user_id,
    sellerOwner: room.seller_owner_id,
    message,
  });
  return message;
}

/**
 * A room of a buyer and a company about a request for quote (issue 21): a `listing` room without a
 * listing, so that membership, pushes and notifications work as for any buyer-seller room.
 */
export function createOrderRoom(db: Pick<Database, "rows">, buyerId: number, sellerId: number) {
  return q.createRoom(db, { kind: "listing", buyerId, sellerId, productId: null, serviceId: null });
}

async function markAsRead(
  ctx: ChatContext,
  c: Caller,
  p: ReturnType<typeof markAsReadParams.parse>,
): Promise<ChatResults["markAsRead"]> {
  const { db, publish } = ctx;
  const message = await q.findMessage(db, p.messageId);
  if (!message) throw new ChatRpcError(CHAT_ERRORS.notFound, "chat.error.messageNotFound");
  const room = await memberRoom(ctx, c, message.room_id);
  // The caller reads the other party's messages.
  const otherIsBuyer = room.buyer_user_id !== c.id;
  const marked = await q.markRead(db, room.id, message.id, otherIsBuyer);
  if (marked > 0) await publish({ t: "read", room: room.id, read_up_to: message.id, reader: c.id });
  return { room: room.id, read_up_to: message.id };
}

/** The room as `viewerId` sees it (pushes). */
async function roomFor(
  ctx: ChatContext,
  viewerId: number,
  roomId: number,
  locale: Locale,
): Promise<ChatRoom | null> {
  const { db } = ctx;
  const row = await q.findRoomView(db, viewerId, roomId);
  return row ? roomView(row, locale) : null;
}

/** The offline check of a room and recipient ran: the next message enqueues a new one. */
function offlineChecked(ctx: ChatContext, check: OfflineCheck) {
  const { offlineWaiting } = ctx;
  offlineWaiting.delete(`${check.roomId}:${check.toBuyer ? "b" : "s"}`);
}

export function createChatService(deps: ChatServiceDeps) {
  const ctx = chatContext(deps);
  return {
    publicHost: ctx.publicHost,
    getAllRooms: getAllRooms.bind(null, ctx),
    getRoom: getRoom.bind(null, ctx),
    joinRoom: joinRoom.bind(null, ctx),
    openRoom: openRoom.bind(null, ctx),
    openSupportRoom: openSupportRoom.bind(null, ctx),
    getMessages: getMessages.bind(null, ctx),
    sendMessage: sendMessage.bind(null, ctx),
    markAsRead: markAsRead.bind(null, ctx),
    postNotice: postNotice.bind(null, ctx),
    roomFor: roomFor.bind(null, ctx),

    findMessage: (id: number) => q.findMessage(ctx.db, id),
    offlineChecked: offlineChecked.bind(null, ctx),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
