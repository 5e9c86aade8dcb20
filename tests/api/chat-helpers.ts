/**
 * Shared set-up of the chat tests: a JSON-RPC WebSocket client (ws) against an app listening on a
 * random port, and users of every kind (buyer, the seller of an approved product, of an approved
 * service, a moderator).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import WebSocket from "ws";
import type { App } from "../../src/api/app.ts";
import type { ChatPush } from "../../src/common/api/chat.ts";
import type { TestApp } from "../setup/app.ts";

// biome-ignore lint/suspicious/noExplicitAny: replies and pushes are checked by the assertions
type Any = any;

export interface RpcReply {
  jsonrpc: "2.0";
  id: number | string | null;
  result?: Any;
  error?: { code: number; message: string; data?: Any };
}

export class ChatClient {
  private nextId = 1;
  private pending = new Map<number | string, (r: RpcReply) => void>();
  /** Every push received, in order. */
  readonly pushes: { method: string; params: Any }[] = [];
  /** Every frame that was not a reply to call() (raw replies, batches). */
  readonly frames: Any[] = [];
  private waiters: { test: () => boolean; resolve: () => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => {
      ws.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString() });
        // A call still waiting gets no reply: answer it with the close, not a hang.
        for (const done of this.pending.values())
          done({ jsonrpc: "2.0", id: null, error: { code: 0, message: `closed ${code}` } });
        this.pending.clear();
        this.check();
      });
    });
    ws.on("message", (data) => {
      const msg = JSON.parse(data.toString());
      if (!Array.isArray(msg) && msg.id !== undefined && msg.id !== null && this.pending.has(msg.id)) {
        const done = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        done?.(msg);
      } else if (!Array.isArray(msg) && msg.method) this.pushes.push(msg);
      else this.frames.push(msg);
      this.check();
    });
  }

  static open(url: string, opts: { headers?: Record<string, string> } = {}): Promise<ChatClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers: opts.headers });
      const client = new ChatClient(ws);
      ws.once("open", () => resolve(client));
      ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once("error", reject);
    });
  }

  /** Sends a request and waits for its reply. */
  call(method: string, params?: unknown): Promise<RpcReply> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.ws.send(
        JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) }),
      );
    });
  }

  /** The result of a call that must succeed. */
  async ok(method: string, params?: unknown): Promise<Any> {
    const r = await this.call(method, params);
    if (r.error) throw new Error(`${method} failed: ${JSON.stringify(r.error)}`);
    return r.result;
  }

  send(raw: string | object) {
    this.ws.send(typeof raw === "string" ? raw : JSON.stringify(raw));
  }

  private check() {
    this.waiters = this.waiters.filter((w) => {
      if (!w.test()) return true;
      w.resolve();
      return false;
    });
  }

  /** Waits until `test` holds (checked on every frame), at most `ms`. */
  until(test: () => boolean, ms = 5000, what = "condition"): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  async push(method: ChatPush, pred: (params: Any) => boolean = () => true, ms = 5000): Promise<Any> {
    const find = () => this.pushes.find((p) => p.method === method && pred(p.params));
    await this.until(() => Boolean(find()), ms, `push ${method}`);
    return find()?.params;
  }

  async frame(pred: (f: Any) => boolean, ms = 5000): Promise<Any> {
    const find = () => this.frames.find(pred);
    await this.until(() => Boolean(find()), ms, "frame");
    return find();
  }

  close() {
    this.ws.close();
  }
}

/** Listens on a random port; the WebSocket URL of the chat. */
export async function listen(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as AddressInfo).port;
  return `ws://127.0.0.1:${port}/api/ws/chat`;
}

export interface ChatUserFixture {
  id: number;
  email: string;
  access: string;
  refresh: string;
  headers: { authorization: string };
}

export async function signedIn(
  t: TestApp,
  role: "buyer" | "seller" | "moderator" | "admin" = "buyer",
  locale: "en" | "fr" = "en",
): Promise<ChatUserFixture> {
  const u = await t.createUser({ role, locale });
  const pair = await t.login(u.email, u.password);
  return { id: u.id, email: u.email, ...pair };
}

/**
 * A seller user who owns the company of an approved product (or service) of the seed, and that
 * listing's id. Each call takes a company nobody owns yet.
 */
export async function sellerWithListing(
  t: TestApp,
  kind: "product" | "service" = "product",
): Promise<ChatUserFixture & { listingId: number; sellerId: number }> {
  const table = kind === "product" ? sql`products` : sql`services`;
  const [row] = await t.database.rows<{ id: number; seller_id: number }>(sql`
    select l.id, l.seller_id from ${table} l join sellers s on s.id = l.seller_id
    where l.status = 'approved' and s.owner_user_id is null and s.status = 'active'
    order by l.id limit 1`);
  if (!row) throw new Error(`no approved ${kind} of an unowned company in the seed`);
  const u = await signedIn(t, "seller");
  await t.database.rows(sql`update sellers set owner_user_id = ${u.id} where id = ${row.seller_id}`);
  return { ...u, listingId: row.id, sellerId: row.seller_id };
}

/** An approved product of another company (not the seller's). */
export async function otherApprovedProduct(t: TestApp, notSeller: number): Promise<number> {
  const [row] = await t.database.rows<{ id: number }>(sql`
    select id from products where status = 'approved' and seller_id <> ${notSeller} order by id limit 1`);
  if (!row) throw new Error("no product");
  return row.id;
}

export const bearer = (u: { access: string }) => ({ headers: { authorization: `Bearer ${u.access}` } });

/** A fake Telegram Bot API that records sendMessage calls. */
export async function startFakeBot() {
  const bot = { server: createServer(), url: "", sent: [] as { chat_id: string; text: string }[] };
  bot.server.on("request", (req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const data = JSON.parse(body || "{}") as { chat_id: string; text: string };
      bot.sent.push({ chat_id: data.chat_id, text: data.text });
      res.end(JSON.stringify({ ok: true, result: { message_id: bot.sent.length } }));
    });
  });
  await new Promise<void>((resolve) => bot.server.listen(0, "127.0.0.1", resolve));
  bot.url = `http://127.0.0.1:${(bot.server.address() as AddressInfo).port}`;
  return bot as { server: Server; url: string; sent: { chat_id: string; text: string }[] };
}
