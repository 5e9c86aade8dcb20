/**
 * The chat's state in the browser, one per tab: rooms, the messages of the rooms looked at,
 * messages being sent, toasts. The header badge, the toast and the chat pages read it with
 * `useChat` (useSyncExternalStore); the connection is src/web/chat/client.ts.
 */
import { useSyncExternalStore } from "react";
import { CHAT_WS_PATH, type ChatMessage, type ChatRoom } from "../../common/api/chat.ts";
import { accessExpiry } from "../features/accounts/session-keeper.tsx";
import {
  ChatCallError,
  ChatClient,
  ChatConnectionLost,
  type ConnectionStatus,
  type SocketLike,
} from "./client.ts";
import { refreshChatSession } from "./session.ts";

/** Who reads the chat: the signed-in user; staff also see the support rooms. */
export interface ChatViewer {
  id: number;
  staff: boolean;
}

export interface RoomMessages {
  list: ChatMessage[];
  hasMore: boolean;
  loading: boolean;
  loaded: boolean;
}

/** A message typed by the user that the server has not confirmed yet. */
export interface OutgoingMessage {
  key: string;
  room: number;
  text: string;
  state: "sending" | "failed";
  error?: string;
}

export interface ChatToast {
  key: number;
  room: ChatRoom;
  message: ChatMessage;
}

export interface ChatState {
  status: ConnectionStatus;
  /** The reconnection attempt (1 to 5) while reconnecting. */
  attempt: number;
  viewer: ChatViewer | null;
  /** The viewer's own rooms (as buyer, seller or asking support), by id. */
  rooms: Record<number, ChatRoom>;
  roomsLoaded: boolean;
  /** Staff only: every support room. */
  supportRooms: Record<number, ChatRoom>;
  supportLoaded: boolean;
  messages: Record<number, RoomMessages>;
  outgoing: OutgoingMessage[];
  toasts: ChatToast[];
}

const EMPTY: ChatState = {
  status: "idle",
  attempt: 0,
  viewer: null,
  rooms: {},
  roomsLoaded: false,
  supportRooms: {},
  supportLoaded: false,
  messages: {},
  outgoing: [],
  toasts: [],
};

const NO_MESSAGES: RoomMessages = { list: [], hasMore: false, loading: false, loaded: false };

/** Most recent activity first. */
export function sortRooms(rooms: Record<number, ChatRoom>): ChatRoom[] {
  const at = (r: ChatRoom) => r.last_message?.created ?? r.created;
  return Object.values(rooms).sort((a, b) => (at(a) < at(b) ? 1 : at(a) > at(b) ? -1 : b.id - a.id));
}

/** Inserts messages into a sorted list, once each (by id). */
export function mergeMessages(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export class ChatStore {
  private state: ChatState = EMPTY;
  private listeners = new Set<() => void>();
  /** Rooms this tab asked to join (the request may still wait for the socket). */
  private joined = new Set<number>();
  /** Rooms the server confirmed joining: joined again after a reconnect. */
  private active = new Set<number>();
  private toastKey = 0;
  /** The room shown on the page: its messages need no toast. */
  private visibleRoom: number | null = null;
  private outKey = 0;
  readonly client: ChatClient;

  constructor(
    viewer: ChatViewer,
    createSocket: (url: string) => SocketLike,
    url: string,
    refresh: (force: boolean) => Promise<boolean>,
  ) {
    this.state = { ...EMPTY, viewer };
    this.client = new ChatClient({
      url,
      createSocket,
      refreshSession: refresh,
      onUnhandled: (method, params) => console.warn("Unhandled chat push", method, params),
    });
    this.client.onStatus((status, attempt) => this.set({ status, attempt }));
    this.client.onOpen(() => this.onOpen());
    this.client.on("newMessage", ({ message }) => this.addMessages(message.room, [message]));
    this.client.on("newMessageNotification", ({ message, room }) => {
      this.putRoom(room);
      this.addMessages(room.id, [message]);
      if (room.id === this.visibleRoom && globalThis.document?.visibilityState === "visible") return;
      this.set({ toasts: [...this.state.toasts, { key: ++this.toastKey, room, message }].slice(-3) });
    });
    this.client.on("messagesRead", ({ room, read_up_to, reader }) => {
      const current = this.state.messages[room];
      if (current) {
        const list = current.list.map((m) =>
          m.id <= read_up_to && m.user.id !== reader && !m.is_read ? { ...m, is_read: true } : m,
        );
        this.setMessages(room, { ...current, list });
      }
    });
  }

  // ---- React ---------------------------------------------------------------------------------
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getState = () => this.state;

  private set(patch: Partial<ChatState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  // ---- Connection ----------------------------------------------------------------------------
  start() {
    this.client.start();
  }

  stop() {
    this.client.close();
  }

  /** Spec 4: on open, fetch all rooms (and rejoin the rooms being looked at, catching up). */
  private onOpen() {
    void this.loadRooms();
    if (this.state.viewer?.staff && this.state.supportLoaded) this.loadSupportRooms().catch(() => {});
    // A new socket has joined no room: join again and catch up on what was missed meanwhile.
    const rejoin = [...this.active];
    this.active.clear();
    for (const id of rejoin) this.openRoomView(id, { refresh: true }).catch(() => {});
  }

  async loadRooms() {
    try {
      const { rooms } = await this.client.call("getAllRooms", {});
      const byId: Record<number, ChatRoom> = {};
      for (const r of rooms) byId[r.id] = r;
      this.set({ rooms: byId, roomsLoaded: true });
    } catch {
      this.set({ roomsLoaded: true });
    }
  }

  async loadSupportRooms() {
    const { rooms } = await this.client.call("getAllRooms", { scope: "support" });
    const byId: Record<number, ChatRoom> = {};
    for (const r of rooms) byId[r.id] = r;
    this.set({ supportRooms: byId, supportLoaded: true });
  }

  /** Rooms being opened: a second ask while the first is on its way shares its answer. */
  private opening = new Map<string, Promise<ChatRoom>>();

  private once(key: string, open: () => Promise<{ room: ChatRoom }>): Promise<ChatRoom> {
    let pending = this.opening.get(key);
    if (!pending) {
      pending = open()
        .then(({ room }) => {
          this.putRoom(room);
          return room;
        })
        .finally(() => this.opening.delete(key));
      this.opening.set(key, pending);
    }
    return pending;
  }

  /** The caller's support room (created on first use). */
  openSupportRoom(): Promise<ChatRoom> {
    return this.once("support", () => this.client.call("openSupportRoom", {}));
  }

  /** Spec 7 openRoom: the buyer's room about a product or service (created on first use). */
  openListingRoom(productId: number, isService: boolean): Promise<ChatRoom> {
    return this.once(`${isService ? "service" : "product"}:${productId}`, () =>
      this.client.call("openRoom", { productId, isService }),
    );
  }

  private putRoom(room: ChatRoom) {
    const viewer = this.state.viewer;
    const staffView = viewer?.staff && room.kind === "support" && room.buyer.id !== viewer.id;
    if (staffView) this.set({ supportRooms: { ...this.state.supportRooms, [room.id]: room } });
    else this.set({ rooms: { ...this.state.rooms, [room.id]: room } });
  }

  roomById(id: number): ChatRoom | undefined {
    return this.state.rooms[id] ?? this.state.supportRooms[id];
  }

  /** Joins a room (its pushes come to this tab) and loads its newest messages. */
  async openRoomView(roomId: number, opts: { refresh?: boolean } = {}) {
    if (this.joined.has(roomId) && !opts.refresh) return;
    this.joined.add(roomId);
    const current = this.state.messages[roomId] ?? NO_MESSAGES;
    this.setMessages(roomId, { ...current, loading: true });
    try {
      const { room } = await this.client.call("joinRoom", { roomId });
      this.active.add(roomId);
      this.putRoom(room);
      const page = await this.client.call("getMessages", { roomId });
      const now = this.state.messages[roomId] ?? NO_MESSAGES;
      this.setMessages(roomId, {
        list: mergeMessages(now.list, page.messages),
        hasMore: now.loaded ? now.hasMore || page.has_more : page.has_more,
        loading: false,
        loaded: true,
      });
    } catch (err) {
      this.joined.delete(roomId);
      this.setMessages(roomId, {
        ...(this.state.messages[roomId] ?? NO_MESSAGES),
        loading: false,
        loaded: true,
      });
      throw err;
    }
  }

  /** The page of messages before the oldest one shown. */
  async loadOlder(roomId: number) {
    const current = this.state.messages[roomId];
    if (!current || current.loading || !current.hasMore) return;
    const before = current.list[0]?.id;
    this.setMessages(roomId, { ...current, loading: true });
    try {
      const page = await this.client.call("getMessages", before ? { roomId, before } : { roomId });
      const now = this.state.messages[roomId] ?? NO_MESSAGES;
      this.setMessages(roomId, {
        ...now,
        list: mergeMessages(now.list, page.messages),
        hasMore: page.has_more,
        loading: false,
      });
    } catch {
      this.setMessages(roomId, { ...(this.state.messages[roomId] ?? NO_MESSAGES), loading: false });
    }
  }

  private setMessages(roomId: number, value: RoomMessages) {
    this.set({ messages: { ...this.state.messages, [roomId]: value } });
  }

  private addMessages(roomId: number, messages: ChatMessage[]) {
    const current = this.state.messages[roomId];
    if (current?.loaded)
      this.setMessages(roomId, { ...current, list: mergeMessages(current.list, messages) });
    // The room's last message moves it to the top of the list.
    const last = messages[messages.length - 1];
    const room = this.roomById(roomId);
    if (room && last && (!room.last_message || room.last_message.id <= last.id)) {
      const mine = this.isMine(room, last);
      const unread = mine
        ? room.unread_count
        : room.unread_count + (room.last_message?.id === last.id ? 0 : 1);
      this.putRoom({ ...room, last_message: last, unread_count: unread });
    }
  }

  /** A message of the viewer's side (staff answer support rooms as the support team, user id 0). */
  isMine(room: ChatRoom, message: ChatMessage): boolean {
    const viewer = this.state.viewer;
    if (!viewer) return false;
    if (viewer.staff && room.kind === "support" && room.buyer.id !== viewer.id) return message.user.id === 0;
    return message.user.id === viewer.id;
  }

  /**
   * Sends a message. While the socket is down it waits in the client's queue. If the socket drops
   * while the message is on its way, the newest messages are read again after the reconnect: found
   * there, it was delivered; otherwise it is sent again (never twice, never lost).
   */
  async send(roomId: number, text: string): Promise<void> {
    const key = `out-${++this.outKey}`;
    const lastKnown = this.state.messages[roomId]?.list.at(-1)?.id ?? 0;
    this.set({ outgoing: [...this.state.outgoing, { key, room: roomId, text, state: "sending" }] });
    for (;;) {
      try {
        const { message } = await this.client.call("sendMessage", { roomId, message: text });
        this.addMessages(roomId, [message]);
        this.set({ outgoing: this.state.outgoing.filter((o) => o.key !== key) });
        return;
      } catch (err) {
        if (err instanceof ChatConnectionLost) {
          const page = await this.client.call("getMessages", { roomId }).catch(() => null);
          const room = this.roomById(roomId);
          const mine = (m: ChatMessage) =>
            room ? this.isMine(room, m) : m.user.id === this.state.viewer?.id;
          const delivered = page?.messages.find((m) => m.id > lastKnown && m.text === text.trim() && mine(m));
          if (delivered) {
            this.addMessages(roomId, [delivered]);
            this.set({ outgoing: this.state.outgoing.filter((o) => o.key !== key) });
            return;
          }
          if (page) continue;
        }
        const error = err instanceof ChatCallError ? err.detail : undefined;
        this.set({
          outgoing: this.state.outgoing.map((o) => (o.key === key ? { ...o, state: "failed", error } : o)),
        });
        return;
      }
    }
  }

  dismissOutgoing(key: string) {
    this.set({ outgoing: this.state.outgoing.filter((o) => o.key !== key) });
  }

  /** Marks the other party's messages up to this one as read (sent 1 s after it is shown). */
  async markAsRead(roomId: number, messageId: number) {
    const room = this.roomById(roomId);
    const current = this.state.messages[roomId];
    if (current && room) {
      const list = current.list.map((m) =>
        m.id <= messageId && !this.isMine(room, m) && !m.is_read ? { ...m, is_read: true } : m,
      );
      this.setMessages(roomId, { ...current, list });
    }
    await this.client.call("markAsRead", { messageId });
    const fresh = await this.client.call("getRoom", { roomId });
    this.putRoom(fresh.room);
  }

  setVisibleRoom(roomId: number | null) {
    this.visibleRoom = roomId;
  }

  dismissToast(key: number) {
    this.set({ toasts: this.state.toasts.filter((t) => t.key !== key) });
  }
}

/** Unread messages of the viewer's rooms (and, for staff, of the support rooms). */
export function unreadTotal(state: ChatState): number {
  let n = 0;
  for (const r of Object.values(state.rooms)) n += r.unread_count;
  for (const r of Object.values(state.supportRooms)) n += r.unread_count;
  return n;
}

// ---- The tab's one store -----------------------------------------------------------------------

let current: ChatStore | null = null;

/** The tab's chat (one WebSocket per tab), started for this user; another user replaces it. */
export function chatFor(viewer: ChatViewer): ChatStore {
  if (current && current.getState().viewer?.id === viewer.id) return current;
  current?.stop();
  const url = `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}${CHAT_WS_PATH}`;
  let usedExpiry: number | null = null;
  const connect = (u: string) => {
    usedExpiry = accessExpiry();
    // No access cookie (cleared, or signed out in another tab): the server would refuse the upgrade,
    // which the browser reports as an error. The client refreshes instead, as after a refusal.
    if (usedExpiry === null) throw new Error("No access token");
    return new WebSocket(u) as unknown as SocketLike;
  };
  current = new ChatStore(viewer, connect, url, (force) => refreshChatSession(force, usedExpiry));
  current.start();
  return current;
}

/** Signed out: the tab's chat closes. */
export function stopChat() {
  current?.stop();
  current = null;
}

const emptySubscribe = () => () => {};
const emptyState = () => EMPTY;

/** The chat state for a component (the empty state on the server and for a guest). */
export function useChat(store: ChatStore | null): ChatState {
  return useSyncExternalStore(store?.subscribe ?? emptySubscribe, store?.getState ?? emptyState, emptyState);
}
