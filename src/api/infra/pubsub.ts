/**
 * Messages between app processes (chat pushes, ended sessions): PostgreSQL LISTEN/NOTIFY on one
 * dedicated connection per process (not a pool client: a pooled connection would be handed to
 * other queries and lose its LISTEN), or an in-process emitter on PGlite, shared by every app built
 * on the same database object (tests start two apps on one PGlite to act as two processes).
 *
 * Every published message comes back to every subscriber, this process's included, exactly once:
 * on PostgreSQL through the listening connection, on PGlite on the next tick. NOTIFY payloads are
 * limited to 8,000 bytes: `publish` refuses larger ones (callers send ids and load the rest).
 */
import { EventEmitter } from "node:events";
import pg from "pg";
import type { Database } from "../db/client.ts";
import type { Logger } from "./jobs.ts";

/** Largest payload (bytes of JSON); PostgreSQL's limit is 8,000 bytes. */
export const PUBSUB_MAX_BYTES = 7900;

export type Handler = (payload: unknown) => void;

export interface PubSub {
  /** Sends to every subscriber of the channel in every process. Throws when the payload is too large. */
  publish(channel: string, payload: unknown): Promise<void>;
  /** Listens to a channel (a plain identifier: letters, digits, underscores). */
  subscribe(channel: string, handler: Handler): Promise<void>;
  close(): Promise<void>;
}

const shared = new WeakMap<Database, EventEmitter>();
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`pubsub: bad channel name ${channel}`);
}

function encode(payload: unknown): string {
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > PUBSUB_MAX_BYTES) throw new PayloadTooLargeError();
  return text;
}

export class PayloadTooLargeError extends Error {
  constructor() {
    super("pubsub: payload over the NOTIFY limit");
  }
}

export async function createPubSub(database: Database, log: Logger): Promise<PubSub> {
  if (database.kind === "pglite" || !database.pool) {
    let emitter = shared.get(database);
    if (!emitter) {
      emitter = new EventEmitter();
      emitter.setMaxListeners(0);
      shared.set(database, emitter);
    }
    const mine: [string, (text: string) => void][] = [];
    const bus = emitter;
    return {
      async publish(channel, payload) {
        checkChannel(channel);
        const text = encode(payload);
        setImmediate(() => bus.emit(channel, text));
      },
      async subscribe(channel, handler) {
        checkChannel(channel);
        const fn = (text: string) => handler(JSON.parse(text));
        mine.push([channel, fn]);
        bus.on(channel, fn);
      },
      async close() {
        for (const [channel, fn] of mine) bus.off(channel, fn);
      },
    };
  }

  const pool = database.pool;
  const handlers = new Map<string, Handler[]>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const c = new pg.Client(pool.options);
    c.on("notification", (n) => {
      if (!n.payload) return;
      let payload: unknown;
      try {
        payload = JSON.parse(n.payload);
      } catch {
        return;
      }
      for (const h of handlers.get(n.channel) ?? []) {
        try {
          h(payload);
        } catch (err) {
          log.error({ err }, "pubsub handler failed");
        }
      }
    });
    c.on("error", (err) => {
      log.warn({ err }, "pubsub connection lost; reconnecting");
      reconnect(c);
    });
    c.on("end", () => reconnect(c));
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`listen ${channel}`);
    client = c;
  }

  function scheduleConnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((err) => {
        log.warn({ err }, "pubsub reconnect failed");
        scheduleConnect();
      });
    }, 500);
  }

  function reconnect(old: pg.Client) {
    if (closed || client !== old) return;
    client = null;
    old.end().catch(() => {});
    scheduleConnect();
  }

  await connect();
  return {
    async publish(channel, payload) {
      checkChannel(channel);
      await pool.query("select pg_notify($1, $2)", [channel, encode(payload)]);
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      const list = handlers.get(channel);
      if (list) {
        list.push(handler);
        return;
      }
      handlers.set(channel, [handler]);
      await client?.query(`listen ${channel}`);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
