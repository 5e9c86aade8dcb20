/**
 * The open chat sockets of this process: JSON-RPC 2.0 framing (batches, notifications, error
 * codes), the rooms each socket joined, pings, closing with 4401 when a session ends (events from
 * the accounts module through pub/sub, and a timer at the access token's expiry), and the pushes
 * of every process's chat events (src/api/infra/pubsub.ts). Every frame is weighed against its
 * socket's and its user's budget before it runs (CHAT_BUDGET, docs/decisions/023).
 */

import type { WebSocket } from "ws";
import {
  CHAT_BUDGET,
  CHAT_CLOSE,
  CHAT_ERRORS,
  CHAT_LIMITS,
  type ChatError,
  type ChatMethod,
  type ChatPush,
  type ChatPushes,
  type ChatRoom,
  chatParams,
  type JsonRpcId,
} from "../../../common/api/chat.ts";
import { type Locale, type MessageKey, type Params, translate } from "../../../common/i18n/index.ts";
import { badCharacterIssues } from "../../http/clean-input.ts";
import { fieldErrorsFromIssues } from "../../http/errors.ts";
import type { Logger } from "../../infra/jobs.ts";
import { PayloadTooLargeError, type PubSub } from "../../infra/pubsub.ts";
import { Slots, withSlot } from "../../infra/slots.ts";
import type { SessionsEnded } from "../accounts/service.ts";
import { TokenBucket } from "./budget.ts";
import {
  type Caller,
  type ChatEvent,
  ChatFieldError,
  ChatRpcError,
  type ChatService,
  messageView,
} from "./service.ts";

export const CHAT_CHANNEL = "rigmarket_chat";
export const SESSIONS_CHANNEL = "rigmarket_sessions";

export interface ChatUserSession extends Caller {
  familyId: string | null;
  /** Access token expiry (seconds since the epoch). */
  exp: number;
}

interface Conn {
  ws: WebSocket;
  user: ChatUserSession;
  rooms: Set<number>;
  missedPongs: number;
  expiry: NodeJS.Timeout | null;
  /** Frames are handled one after another, in order. */
  queue: Promise<void>;
  /** Frames accepted and not yet answered. */
  queued: number;
  /** This socket's calls. */
  calls: TokenBucket;
  /** Refused frames left before the socket is closed. */
  refusals: TokenBucket;
  budget: UserBudget;
  closed: boolean;
}

/** A user's budget in this process, shared by their sockets; kept after they close until it is full again. */
interface UserBudget {
  calls: TokenBucket;
  running: Slots;
}

type Reply = { jsonrpc: "2.0"; id: JsonRpcId | null } & ({ result: unknown } | { error: ChatError });

const isStaff = (u: Caller) => u.role === "admin" || u.role === "moderator";

/** Tokens a request takes (anything that is not a known method's request: 1). */
function costOf(req: unknown): number {
  const method = typeof req === "object" && req !== null ? (req as { method?: unknown }).method : undefined;
  return (
    (typeof method === "string" && Object.hasOwn(CHAT_BUDGET.cost, method) && CHAT_BUDGET.cost[method]) || 1
  );
}

/** What the functions of createChatHub share, made once per service. */
function hubContext(deps: { service: ChatService; pubsub: PubSub; log: Logger }) {
  const { service, pubsub, log } = deps;
  const conns = new Set<Conn>();
  const byUser = new Map<number, Set<Conn>>();
  const byRoom = new Map<number, Set<Conn>>();
  const staff = new Set<Conn>();
  const budgets = new Map<number, UserBudget>();
  /** Users whose socket was closed for flooding: until when (ms) they may not open another. */
  const cooldowns = new Map<number, number>();
  return { service, pubsub, log, conns, byUser, byRoom, staff, budgets, cooldowns };
}
type HubContext = ReturnType<typeof hubContext>;

function add<K>(map: Map<K, Set<Conn>>, key: K, c: Conn) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(c);
}

function remove<K>(map: Map<K, Set<Conn>>, key: K, c: Conn) {
  const set = map.get(key);
  if (!set) return;
  set.delete(c);
  if (set.size === 0) map.delete(key);
}

function send(c: Conn, text: string) {
  if (!c.closed && c.ws.readyState === c.ws.OPEN) c.ws.send(text);
}

function push<P extends ChatPush>(method: P, params: ChatPushes[P]): string {
  return JSON.stringify({ jsonrpc: "2.0", method, params });
}

function close(ctx: HubContext, c: Conn, code: number, reason: string) {
  if (c.closed) return;
  detach(ctx, c);
  try {
    c.ws.close(code, reason);
  } catch {
    c.ws.terminate();
  }
}

function detach(ctx: HubContext, c: Conn) {
  const { byRoom, byUser, conns, staff } = ctx;
  if (c.closed) return;
  c.closed = true;
  conns.delete(c);
  staff.delete(c);
  remove(byUser, c.user.id, c);
  for (const r of c.rooms) remove(byRoom, r, c);
  if (c.expiry) clearTimeout(c.expiry);
}

// ---------------------------------------------------------------- JSON-RPC
function errorOf(ctx: HubContext, err: unknown, locale: Locale): ChatError {
  const { log } = ctx;
  if (err instanceof ChatRpcError) {
    return {
      code: err.code,
      message: translate(locale, err.key, err.params),
      ...(err.data ? { data: err.data } : {}),
    };
  }
  if (err instanceof ChatFieldError) {
    const fields: Record<string, string[]> = {};
    for (const [name, list] of Object.entries(err.fields))
      fields[name] = list.map(([key, params]) => translate(locale, key, params));
    return {
      code: CHAT_ERRORS.invalidParams,
      message: translate(locale, "chat.error.invalidParams"),
      data: { fields },
    };
  }
  log.error({ err }, "chat method failed");
  return { code: CHAT_ERRORS.internal, message: translate(locale, "chat.error.internal") };
}

function rpcError(id: JsonRpcId | null, error: ChatError): Reply {
  return { jsonrpc: "2.0", id, error };
}

/** One request; null for a notification (no id). */
async function call(ctx: HubContext, c: Conn, req: unknown): Promise<Reply | null> {
  const { byRoom, service } = ctx;
  const locale = c.user.locale;
  if (typeof req !== "object" || req === null || Array.isArray(req)) {
    return rpcError(null, {
      code: CHAT_ERRORS.invalidRequest,
      message: translate(locale, "chat.error.invalidRequest"),
    });
  }
  const r = req as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
  const idOk = r.id === undefined || r.id === null || typeof r.id === "string" || typeof r.id === "number";
  const id = idOk && r.id !== undefined ? (r.id as JsonRpcId | null) : null;
  const notification = r.id === undefined;
  if (
    r.jsonrpc !== "2.0" ||
    typeof r.method !== "string" ||
    !idOk ||
    (r.params !== undefined && (typeof r.params !== "object" || r.params === null))
  ) {
    return rpcError(id, {
      code: CHAT_ERRORS.invalidRequest,
      message: translate(locale, "chat.error.invalidRequest"),
    });
  }
  const reply = (result: unknown): Reply | null => (notification ? null : { jsonrpc: "2.0", id, result });
  const fail = (error: ChatError): Reply | null => (notification ? null : rpcError(id, error));
  if (!Object.hasOwn(chatParams, r.method)) {
    return fail({
      code: CHAT_ERRORS.methodNotFound,
      message: translate(locale, "chat.error.methodNotFound", { method: r.method.slice(0, 100) }),
    });
  }
  if (c.closed) {
    return fail({ code: CHAT_ERRORS.unauthorized, message: translate(locale, "chat.error.unauthorized") });
  }
  const method = r.method as ChatMethod;
  // The API's rule for text (src/api/http/clean-input.ts): NUL and lone surrogates name their field.
  const bad = badCharacterIssues(r.params);
  const parsed = bad.length
    ? { success: false as const, error: { issues: bad } }
    : chatParams[method].safeParse(r.params, { reportInput: true });
  if (!parsed.success) {
    return fail({
      code: CHAT_ERRORS.invalidParams,
      message: translate(locale, "chat.error.invalidParams"),
      data: { fields: fieldErrorsFromIssues(parsed.error.issues as never, locale, "body") },
    });
  }
  try {
    // biome-ignore lint/suspicious/noExplicitAny: each method's params were parsed by its own schema above
    const p = parsed.data as any;
    const u = c.user;
    switch (method) {
      case "getAllRooms":
        return reply(await service.getAllRooms(u, p));
      case "getRoom":
        return reply(await service.getRoom(u, p));
      case "openRoom":
        return reply(await service.openRoom(u, p));
      case "openSupportRoom":
        return reply(await service.openSupportRoom(u));
      case "joinRoom": {
        const result = await service.joinRoom(u, p);
        if (!c.closed) {
          c.rooms.add(result.room.id);
          add(byRoom, result.room.id, c);
        }
        return reply(result);
      }
      case "getMessages":
        return reply(await service.getMessages(u, p));
      case "sendMessage":
        return reply(await service.sendMessage(u, p));
      case "markAsRead":
        return reply(await service.markAsRead(u, p));
    }
  } catch (err) {
    return fail(errorOf(ctx, err, locale));
  }
}

function errorText(c: Conn, id: JsonRpcId | null, code: ChatError["code"], key: MessageKey, params?: Params) {
  return JSON.stringify(rpcError(id, { code, message: translate(c.user.locale, key, params) }));
}

/**
 * A frame refused before it runs: one error, and a strike; a socket out of strikes is closed
 * with 4429 instead of answered.
 */
function refuse(ctx: HubContext, c: Conn, text: string) {
  const { cooldowns, log } = ctx;
  if (!c.refusals.take(1)) {
    // Logged once per cool-down, not once per socket.
    if ((cooldowns.get(c.user.id) ?? 0) <= Date.now())
      log.warn({ userId: c.user.id }, "chat sockets closed: too many refused frames");
    cooldowns.set(c.user.id, Date.now() + CHAT_BUDGET.cooldownSeconds * 1000);
    close(ctx, c, CHAT_CLOSE.tooMany, "too many requests");
    return;
  }
  send(c, text);
}

function overBudget(ctx: HubContext, c: Conn, id: JsonRpcId | null, cost: number) {
  const seconds = Math.max(c.calls.secondsUntil(cost), c.budget.calls.secondsUntil(cost));
  const error: ChatError = {
    code: CHAT_ERRORS.tooManyRequests,
    message: translate(c.user.locale, "chat.error.tooManyCalls", { seconds }),
    data: { retry_after: seconds },
  };
  refuse(ctx, c, JSON.stringify(rpcError(id, error)));
}

/**
 * A text frame, weighed before it runs (parsing is bounded by the frame size, and refusals by
 * the socket's strikes): the batch size, then the calls' cost against the socket's and the
 * user's tokens, the socket's queue and its unsent output. An accepted frame waits for the
 * socket's earlier frames.
 */
function onFrame(ctx: HubContext, c: Conn, raw: Buffer) {
  const { log } = ctx;
  let data: unknown;
  try {
    data = JSON.parse(raw.toString("utf8"));
  } catch {
    if (c.calls.take(1) && c.budget.calls.take(1))
      send(c, errorText(c, null, CHAT_ERRORS.parse, "chat.error.parse"));
    else overBudget(ctx, c, null, 1);
    return;
  }
  // A batch costs its calls (an empty one: 1, like any frame), and may cost batchCalls at most.
  const batch: unknown[] | null = Array.isArray(data) ? data : null;
  const cost = !batch
    ? costOf(data)
    : batch.length > CHAT_BUDGET.batchCalls
      ? Number.POSITIVE_INFINITY
      : Math.max(
          1,
          batch.reduce<number>((n, item) => n + costOf(item), 0),
        );
  if (batch && cost > CHAT_BUDGET.batchCalls) {
    refuse(
      ctx,
      c,
      errorText(c, null, CHAT_ERRORS.invalidRequest, "chat.error.batchTooLarge", {
        max: CHAT_BUDGET.batchCalls,
        rooms: CHAT_BUDGET.cost.getAllRooms ?? 1,
      }),
    );
    return;
  }
  if (
    c.calls.available() < cost ||
    c.budget.calls.available() < cost ||
    c.queued >= CHAT_BUDGET.framesQueued ||
    c.ws.bufferedAmount > CHAT_BUDGET.unsentBytes
  ) {
    const id = typeof data === "object" && data !== null ? (data as { id?: unknown }).id : undefined;
    overBudget(ctx, c, !batch && (typeof id === "string" || typeof id === "number") ? id : null, cost);
    return;
  }
  c.calls.take(cost);
  c.budget.calls.take(cost);
  c.queued++;
  c.queue = c.queue
    .then(() => run(ctx, c, data))
    .catch((err) => log.error({ err }, "chat frame failed"))
    .finally(() => {
      c.queued--;
    });
}

/** One call, holding one of the user's running slots. */
function callInTurn(ctx: HubContext, c: Conn, req: unknown) {
  return withSlot(c.budget.running, () => call(ctx, c, req));
}

async function run(ctx: HubContext, c: Conn, data: unknown) {
  if (!Array.isArray(data)) {
    const r = await callInTurn(ctx, c, data);
    if (r) send(c, JSON.stringify(r));
    return;
  }
  if (data.length === 0) {
    send(c, errorText(c, null, CHAT_ERRORS.invalidRequest, "chat.error.invalidRequest"));
    return;
  }
  // Each reply is serialised as it comes, not all at once at the end; between two calls the
  // event loop turns (a query on PGlite resolves without it: a batch would otherwise hold it).
  const replies: string[] = [];
  for (const [i, item] of data.entries()) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    if (c.closed) return;
    const r = await callInTurn(ctx, c, item);
    if (r) replies.push(JSON.stringify(r));
  }
  if (replies.length) send(c, `[${replies.join(",")}]`);
}

// ---------------------------------------------------------------- sockets
function attach(ctx: HubContext, ws: WebSocket, user: ChatUserSession) {
  const { budgets, byUser, conns, staff } = ctx;
  // One socket too many (the upgrade's check raced with another upgrade): the newest is refused
  // (closing the oldest instead would let a user's reconnecting tabs close each other in turn).
  if ((byUser.get(user.id)?.size ?? 0) >= CHAT_BUDGET.socketsPerUser) {
    ws.close(CHAT_CLOSE.tooMany, "too many sockets");
    return;
  }
  let budget = budgets.get(user.id);
  if (!budget) {
    budget = {
      calls: new TokenBucket(CHAT_BUDGET.user.burst, CHAT_BUDGET.user.perSecond),
      running: new Slots(CHAT_BUDGET.callsInFlightPerUser),
    };
    budgets.set(user.id, budget);
  }
  const c: Conn = {
    ws,
    user,
    rooms: new Set(),
    missedPongs: 0,
    expiry: null,
    queue: Promise.resolve(),
    queued: 0,
    calls: new TokenBucket(CHAT_BUDGET.socket.burst, CHAT_BUDGET.socket.perSecond),
    refusals: new TokenBucket(CHAT_BUDGET.refusals.burst, CHAT_BUDGET.refusals.perSecond),
    budget,
    closed: false,
  };
  conns.add(c);
  add(byUser, user.id, c);
  if (isStaff(user)) staff.add(c);
  const ms = user.exp * 1000 - Date.now();
  if (ms <= 0) {
    close(ctx, c, CHAT_CLOSE.unauthorized, "token expired");
    return;
  }
  c.expiry = setTimeout(
    () => close(ctx, c, CHAT_CLOSE.unauthorized, "token expired"),
    Math.min(ms, 2 ** 31 - 1),
  );
  ws.on("pong", () => {
    c.missedPongs = 0;
  });
  ws.on("message", (data, isBinary) => {
    const size = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : (data as Buffer | ArrayBuffer).byteLength;
    if (isBinary || size > CHAT_LIMITS.frameBytes) {
      close(ctx, c, CHAT_CLOSE.badFrame, "bad frame");
      return;
    }
    onFrame(ctx, c, Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer));
  });
  ws.on("close", () => detach(ctx, c));
  ws.on("error", () => detach(ctx, c));
}

// ---------------------------------------------------------------- events of every process
async function onChatEvent(ctx: HubContext, e: ChatEvent) {
  const { byRoom, byUser, service, staff } = ctx;
  if (e.t === "read") {
    const text = push("messagesRead", { room: e.room, read_up_to: e.read_up_to, reader: e.reader });
    for (const c of byRoom.get(e.room) ?? []) send(c, text);
    return;
  }
  let row = e.message;
  if (e.partial) {
    const full = await service.findMessage(row.id);
    if (!full) return;
    row = full;
  }
  // newMessage to the sockets in the room, rendered once per locale.
  const byLocale = new Map<Locale, string>();
  for (const c of byRoom.get(e.room) ?? []) {
    let text = byLocale.get(c.user.locale);
    if (!text) {
      text = push("newMessage", { message: messageView(row, c.user.locale) });
      byLocale.set(c.user.locale, text);
    }
    send(c, text);
  }
  // newMessageNotification to the other party, joined or not, with the room as each sees it.
  const receivers: Conn[] = [];
  if (!row.from_buyer) receivers.push(...(byUser.get(e.buyer) ?? []));
  else if (e.kind === "listing" && e.sellerOwner !== null)
    receivers.push(...(byUser.get(e.sellerOwner) ?? []));
  else if (e.kind === "support") for (const c of staff) if (c.user.id !== e.buyer) receivers.push(c);
  if (receivers.length === 0) return;
  const rooms = new Map<string, ChatRoom | null>();
  for (const c of receivers) {
    // Staff see support rooms as the support team (viewer -1: unread counts the asker's messages).
    const viewer = e.kind === "support" && c.user.id !== e.buyer ? -1 : c.user.id;
    const key = `${viewer}:${c.user.locale}`;
    if (!rooms.has(key)) rooms.set(key, await service.roomFor(viewer, e.room, c.user.locale));
    const room = rooms.get(key);
    if (room) send(c, push("newMessageNotification", { message: messageView(row, c.user.locale), room }));
  }
}

function onSessionsEnded(ctx: HubContext, e: SessionsEnded) {
  const { conns } = ctx;
  for (const c of [...conns]) {
    const hit =
      "familyId" in e
        ? c.user.familyId === e.familyId
        : c.user.id === e.userId && (e.exceptFamilyId === null || c.user.familyId !== e.exceptFamilyId);
    if (hit) close(ctx, c, CHAT_CLOSE.unauthorized, "session ended");
  }
}

/**
 * Why the user may not open another socket now (checked at the upgrade, before the database
 * is asked anything): a cool-down after a close for flooding, or socketsPerUser open; else null.
 */
function refusal(ctx: HubContext, userId: number): { key: MessageKey; seconds: number } | null {
  const { byUser, cooldowns } = ctx;
  const until = cooldowns.get(userId) ?? 0;
  if (until > Date.now())
    return { key: "chat.error.tooManyCalls", seconds: Math.ceil((until - Date.now()) / 1000) };
  if ((byUser.get(userId)?.size ?? 0) >= CHAT_BUDGET.socketsPerUser)
    return { key: "chat.error.tooManySockets", seconds: 1 };
  return null;
}

async function start(ctx: HubContext) {
  const { log, pubsub } = ctx;
  await pubsub.subscribe(CHAT_CHANNEL, (payload) => {
    onChatEvent(ctx, payload as ChatEvent).catch((err) => log.error({ err }, "chat push failed"));
  });
  await pubsub.subscribe(SESSIONS_CHANNEL, (payload) => onSessionsEnded(ctx, payload as SessionsEnded));
}

/** Sends a chat event to every process; an event over the NOTIFY limit goes without the text. */
async function publish(ctx: HubContext, e: ChatEvent) {
  const { pubsub } = ctx;
  try {
    await pubsub.publish(CHAT_CHANNEL, e);
  } catch (err) {
    if (!(err instanceof PayloadTooLargeError) || e.t !== "msg") throw err;
    await pubsub.publish(CHAT_CHANNEL, {
      ...e,
      message: { ...e.message, text: "", author_name: null },
      partial: true,
    });
  }
}

async function sessionsEnded(ctx: HubContext, e: SessionsEnded) {
  const { pubsub } = ctx;
  await pubsub.publish(SESSIONS_CHANNEL, e);
}

/**
 * Every CHAT_LIMITS.pingMs: pings each socket, dropping those that missed two pongs, and forgets
 * ended cool-downs and the budgets of users without a socket.
 */
function pingSockets(ctx: HubContext) {
  const { budgets, byUser, conns, cooldowns } = ctx;
  // A user's budget is forgotten once they have no socket and it is full again.
  for (const [id, b] of budgets) if (!byUser.has(id) && b.calls.full && b.running.idle) budgets.delete(id);
  const now = Date.now();
  for (const [id, until] of cooldowns) if (until <= now) cooldowns.delete(id);
  for (const c of conns) {
    if (c.missedPongs >= 2) {
      detach(ctx, c);
      c.ws.terminate();
      continue;
    }
    c.missedPongs++;
    try {
      c.ws.ping();
    } catch {
      /* closing */
    }
  }
}

export function createChatHub(deps: { service: ChatService; pubsub: PubSub; log: Logger }) {
  const ctx = hubContext(deps);

  const pinger = setInterval(() => pingSockets(ctx), CHAT_LIMITS.pingMs);
  pinger.unref();
  return {
    attach: attach.bind(null, ctx),
    refusal: refusal.bind(null, ctx),
    start: start.bind(null, ctx),
    publish: publish.bind(null, ctx),
    sessionsEnded: sessionsEnded.bind(null, ctx),
    /** Open sockets of this process (bench, tests). */
    get size() {
      return ctx.conns.size;
    },
    async close() {
      clearInterval(pinger);
      for (const c of [...ctx.conns]) close(ctx, c, 1001, "server closing");
      await ctx.pubsub.close();
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
