/**
 * The browser's chat connection (docs/chat-protocol.md, spec sections 4, 8 and 9): one WebSocket
 * to /api/ws/chat, JSON-RPC 2.0 requests matched to their replies by id, pushes handed to
 * listeners, reconnection up to 5 times with a growing delay, and a queue so that nothing asked
 * while the socket is down is lost. No React and no DOM here: the socket, the timers and the
 * session refresh are injected, so the tests drive it with a fake socket.
 */
import {
  CHAT_CLOSE,
  CHAT_ERRORS,
  type ChatError,
  type ChatMethod,
  type ChatParams,
  type ChatPush,
  type ChatPushes,
  type ChatResults,
} from "../../common/api/chat.ts";

/** The part of the browser's WebSocket the client uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

const OPEN = 1;

export type ConnectionStatus =
  /** Not started, or closed by `close()`. */
  | "idle"
  | "connecting"
  | "open"
  /** Lost; trying again (`attempt` of 5). */
  | "reconnecting"
  /** Gave up after 5 attempts: the page offers to try again. */
  | "offline"
  /** The session ended (4401 and the refresh was refused). */
  | "signedOut";

/** A JSON-RPC error reply (its `message` is in the user's language). */
export class ChatCallError extends Error {
  readonly code: number;
  readonly data: ChatError["data"];
  constructor(error: ChatError) {
    super(error.message);
    this.name = "ChatCallError";
    this.code = error.code;
    this.data = error.data;
  }
  /** The first message about a field (e.g. the link rule on `message`), else the general message. */
  get detail(): string {
    const fields = this.data?.fields;
    if (fields) for (const list of Object.values(fields)) if (list?.[0]) return list[0];
    return this.message;
  }
}

/** The socket closed while a call that must not be repeated blindly (sendMessage) was in flight. */
export class ChatConnectionLost extends Error {
  constructor(readonly method: ChatMethod) {
    super(`The chat connection was lost during ${method}.`);
    this.name = "ChatConnectionLost";
  }
}

/** Calls that are safe to send again after a reconnect when their reply never came. */
const REPEATABLE: ReadonlySet<ChatMethod> = new Set([
  "getAllRooms",
  "getRoom",
  "openRoom",
  "openSupportRoom",
  "joinRoom",
  "getMessages",
  "markAsRead",
]);

export const RECONNECT_LIMIT = 5;

/** 0.5 s, 1 s, 2 s, 4 s, 8 s. */
export const defaultBackoff = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 8000);

export interface ChatClientOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  /**
   * Refreshes the session (new access cookie). `force`: the server closed with 4401, refresh even
   * if the token looks fresh. Resolves false when the session is gone.
   */
  refreshSession: (force: boolean) => Promise<boolean>;
  backoff?: (attempt: number) => number;
  /** An unknown push (spec 8: logged as unhandled). */
  onUnhandled?: (method: string, params: unknown) => void;
  timers?: {
    set: (fn: () => void, ms: number) => unknown;
    clear: (handle: unknown) => void;
  };
}

interface Pending {
  id: number;
  method: ChatMethod;
  params: unknown;
  resolve: (value: never) => void;
  reject: (err: unknown) => void;
}

type PushHandler<P extends ChatPush> = (params: ChatPushes[P]) => void;

export class ChatClient {
  private socket: SocketLike | null = null;
  private nextId = 1;
  /** Sent, waiting for the reply. */
  private inFlight = new Map<number, Pending>();
  /** Asked while the socket was not open: sent in order once it opens. */
  private queue: Pending[] = [];
  private attempt = 0;
  private timer: unknown = null;
  private stopped = true;
  private statusValue: ConnectionStatus = "idle";
  private pushHandlers = new Map<string, Set<(params: never) => void>>();
  private statusHandlers = new Set<(s: ConnectionStatus, attempt: number) => void>();
  private openHandlers = new Set<() => void>();
  private readonly backoff: (attempt: number) => number;
  private readonly timers: NonNullable<ChatClientOptions["timers"]>;

  constructor(private readonly options: ChatClientOptions) {
    this.backoff = options.backoff ?? defaultBackoff;
    this.timers = options.timers ?? {
      set: (fn, ms) => setTimeout(fn, ms),
      clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    };
  }

  get status(): ConnectionStatus {
    return this.statusValue;
  }

  /** Opens the connection (again after `offline`: a fresh series of 5 attempts). */
  start(): void {
    if (!this.stopped && this.statusValue !== "offline") return;
    this.stopped = false;
    this.attempt = 0;
    this.connect();
  }

  /** Closes for good: every waiting call fails. */
  close(): void {
    this.stopped = true;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, "bye");
    }
    this.failAll(() => new ChatConnectionLost("getAllRooms"));
    this.setStatus("idle");
  }

  /** Calls a method; queued while the socket is not open. */
  call<M extends ChatMethod>(method: M, params: ChatParams[M]): Promise<ChatResults[M]> {
    return new Promise<ChatResults[M]>((resolve, reject) => {
      if (this.statusValue === "signedOut") {
        reject(new ChatCallError({ code: CHAT_ERRORS.unauthorized, message: "signed out" }));
        return;
      }
      const p: Pending = {
        id: this.nextId++,
        method,
        params,
        resolve: resolve as (v: never) => void,
        reject,
      };
      if (this.socket && this.socket.readyState === OPEN && this.statusValue === "open") this.send(p);
      else this.queue.push(p);
    });
  }

  /** Listens to a push; returns the unsubscribe function. */
  on<P extends ChatPush>(method: P, handler: PushHandler<P>): () => void {
    let set = this.pushHandlers.get(method);
    if (!set) {
      set = new Set();
      this.pushHandlers.set(method, set);
    }
    set.add(handler as (params: never) => void);
    return () => set.delete(handler as (params: never) => void);
  }

  onStatus(handler: (s: ConnectionStatus, attempt: number) => void): () => void {
    this.statusHandlers.add(handler);
    return () => this.statusHandlers.delete(handler);
  }

  /** Called each time the socket opens (first time and after a reconnect), before the queue is sent. */
  onOpen(handler: () => void): () => void {
    this.openHandlers.add(handler);
    return () => this.openHandlers.delete(handler);
  }

  // ---------------------------------------------------------------------------------------------

  private setStatus(s: ConnectionStatus) {
    this.statusValue = s;
    for (const h of this.statusHandlers) h(s, this.attempt);
  }

  private connect() {
    this.timer = null;
    if (this.stopped) return;
    this.setStatus(this.attempt === 0 ? "connecting" : "reconnecting");
    let opened = false;
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.lost(false, 1006);
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      opened = true;
      this.attempt = 0;
      this.setStatus("open");
      for (const h of this.openHandlers) h();
      // Whatever was asked meanwhile, in the order it was asked.
      const queued = this.queue;
      this.queue = [];
      for (const p of queued) this.send(p);
    };
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onerror = () => {};
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.lost(opened, ev.code);
    };
  }

  private send(p: Pending) {
    this.inFlight.set(p.id, p);
    this.socket?.send(JSON.stringify({ jsonrpc: "2.0", id: p.id, method: p.method, params: p.params }));
  }

  /** The socket closed (or never opened). */
  private lost(opened: boolean, code: number) {
    if (this.stopped) return;
    // Replies that will never come: repeat the safe calls after the reconnect, fail the others.
    const again: Pending[] = [];
    for (const p of this.inFlight.values()) {
      if (REPEATABLE.has(p.method)) again.push(p);
      else p.reject(new ChatConnectionLost(p.method));
    }
    this.inFlight.clear();
    this.queue = [...again, ...this.queue];

    const unauthorized = code === CHAT_CLOSE.unauthorized;
    if (opened) this.setStatus("reconnecting");
    if (unauthorized || !opened) {
      // 4401: the token expired or the session ended. A refused upgrade shows as a plain close:
      // the token may have expired too. Refresh, then try again; a refused refresh means signed out.
      this.options.refreshSession(unauthorized).then(
        (ok) => {
          if (this.stopped) return;
          if (!ok) {
            this.stopped = true;
            this.setStatus("signedOut");
            this.failAll(() => new ChatCallError({ code: CHAT_ERRORS.unauthorized, message: "signed out" }));
            return;
          }
          this.retry();
        },
        () => this.retry(),
      );
      return;
    }
    this.retry();
  }

  private retry() {
    if (this.stopped) return;
    this.attempt += 1;
    if (this.attempt > RECONNECT_LIMIT) {
      this.attempt = RECONNECT_LIMIT;
      this.setStatus("offline");
      // Calls wait in the queue: `start()` (the page's "Try again") sends them.
      return;
    }
    this.setStatus("reconnecting");
    this.timer = this.timers.set(() => this.connect(), this.backoff(this.attempt));
  }

  private failAll(error: () => Error) {
    for (const p of [...this.inFlight.values(), ...this.queue]) p.reject(error());
    this.inFlight.clear();
    this.queue = [];
  }

  private receive(data: unknown) {
    if (typeof data !== "string") return;
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch {
      this.options.onUnhandled?.("(not JSON)", data);
      return;
    }
    for (const f of Array.isArray(frame) ? frame : [frame]) this.dispatch(f);
  }

  private dispatch(f: unknown) {
    if (!f || typeof f !== "object") return;
    const msg = f as {
      id?: unknown;
      method?: unknown;
      params?: unknown;
      result?: unknown;
      error?: ChatError;
    };
    if (typeof msg.method === "string" && msg.id === undefined) {
      const handlers = this.pushHandlers.get(msg.method);
      if (!handlers || handlers.size === 0) {
        this.options.onUnhandled?.(msg.method, msg.params);
        return;
      }
      for (const h of handlers) h(msg.params as never);
      return;
    }
    if (typeof msg.id !== "number") {
      if (msg.error) this.options.onUnhandled?.("(error)", msg.error);
      return;
    }
    const p = this.inFlight.get(msg.id);
    if (!p) return;
    this.inFlight.delete(msg.id);
    if (msg.error) p.reject(new ChatCallError(msg.error));
    else p.resolve(msg.result as never);
  }
}
