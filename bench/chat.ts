/**
 * The chat bench (issue 8), run by bench/run.ts: on one server process, 1,000 open sockets (800
 * idle, 200 in 100 rooms: a buyer and a seller each) and 200 messages a second spread over the 100
 * rooms for `seconds`. Prints delivery latency (send -> the other party's newMessage), lost and
 * duplicated messages, and the server's memory per idle socket.
 *
 * The clients run in a worker thread, so that the main thread's heap (the server's) grows only by
 * what the server keeps per socket. The bench's users, companies and rooms are deleted at the end.
 */
import { createRequire } from "node:module";
import v8 from "node:v8";
import vm from "node:vm";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import type { StartedServer } from "../src/server.ts";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

export interface ChatBenchResult {
  sockets: number;
  rooms: number;
  rate: number;
  seconds: number;
  sent: number;
  delivered: number;
  lost: number;
  duplicated: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  bytesPerIdleSocket: number;
}

// The clients (plain JavaScript: a worker evaluates it).
const CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
const WebSocket = require(workerData.wsPath);
const { url } = workerData;
const open = (token) => new Promise((resolve, reject) => {
  const ws = new WebSocket(url, { headers: { authorization: "Bearer " + token } });
  ws.once("open", () => resolve(ws));
  ws.once("error", reject);
  ws.once("unexpected-response", (_q, r) => reject(new Error("HTTP " + r.statusCode)));
});
const idle = [];
const parties = [];
let nextId = 1;
const pending = new Map();
const call = (ws, method, params) => new Promise((resolve) => {
  const id = nextId++;
  pending.set(id, resolve);
  ws.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
});
const received = new Map(); // seq -> count at the other party
const latencies = [];
let errors = 0;
function listen(ws, side) {
  ws.on("message", (data) => {
    const m = JSON.parse(data.toString());
    if (m.id !== undefined && pending.has(m.id)) {
      const done = pending.get(m.id);
      pending.delete(m.id);
      if (m.error) errors++;
      done(m);
      return;
    }
    if (m.method !== "newMessage") return;
    const [from, seq, ts] = m.params.message.text.split(":");
    if (from === side) return; // the sender's own copy
    received.set(seq, (received.get(seq) || 0) + 1);
    if (received.get(seq) === 1) latencies.push(Date.now() - Number(ts));
  });
}
parentPort.on("message", async (msg) => {
  try {
    if (msg.cmd === "idle") {
      for (let i = 0; i < msg.tokens.length; i += 50)
        idle.push(...(await Promise.all(msg.tokens.slice(i, i + 50).map(open))));
      parentPort.postMessage({ done: "idle", open: idle.length });
    } else if (msg.cmd === "rooms") {
      for (const r of msg.rooms) {
        const buyer = await open(r.buyer);
        const seller = await open(r.seller);
        listen(buyer, "b");
        listen(seller, "s");
        await call(buyer, "joinRoom", { roomId: r.roomId });
        await call(seller, "joinRoom", { roomId: r.roomId });
        parties.push({ roomId: r.roomId, buyer, seller });
      }
      parentPort.postMessage({ done: "rooms", open: idle.length + parties.length * 2 });
    } else if (msg.cmd === "send") {
      const total = msg.rate * msg.seconds;
      const started = Date.now();
      let seq = 0;
      await new Promise((resolve) => {
        const tick = setInterval(() => {
          const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * msg.rate));
          while (seq < due) {
            const p = parties[seq % parties.length];
            const fromBuyer = Math.floor(seq / parties.length) % 2 === 0;
            const side = fromBuyer ? "b" : "s";
            call(fromBuyer ? p.buyer : p.seller, "sendMessage", { roomId: p.roomId, message: side + ":" + seq + ":" + Date.now() });
            seq++;
          }
          if (seq >= total) { clearInterval(tick); resolve(); }
        }, 5);
      });
      // Let every reply and the last messages arrive (at most 30 s).
      const until = Date.now() + 30000;
      while ((pending.size > 0 || received.size < total) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      let dup = 0;
      for (const n of received.values()) dup += n - 1;
      latencies.sort((a, b) => a - b);
      const pct = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] || 0;
      for (const ws of idle) ws.terminate();
      for (const p of parties) { p.buyer.terminate(); p.seller.terminate(); }
      parentPort.postMessage({ done: "send", sent: total, delivered: received.size, duplicated: dup, errors, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99) });
    }
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.stack || err) });
  }
});
`;

export async function benchChat(
  server: StartedServer,
  opts: { sockets?: number; rooms?: number; rate?: number; seconds?: number } = {},
): Promise<ChatBenchResult> {
  const sockets = opts.sockets ?? 1000;
  const roomCount = opts.rooms ?? 100;
  const rate = opts.rate ?? 200;
  const seconds = opts.seconds ?? 10;
  const idleCount = sockets - roomCount * 2;
  const db = server.database;
  const tokens = server.app.services.tokens;
  const tag = `bench-chat-${Date.now()}`;

  const users = await db.rows<{ id: number }>(sql`
    insert into users (email, name, email_verified_at, role)
    select ${tag} || '-' || i || '@bench.test', 'Bench user ' || i, now(), 'buyer'
    from generate_series(1, ${idleCount + roomCount * 2}) as i
    returning id`);
  const ids = users.map((u) => u.id);
  try {
    const buyers = ids.slice(0, roomCount);
    const sellerOwners = ids.slice(roomCount, roomCount * 2);
    const idleUsers = ids.slice(roomCount * 2);
    await db.rows(sql`update users set role = 'seller' where id = any(${sql.param(sellerOwners)})`);
    const companies = await db.rows<{ id: number; owner: number }>(sql`
      insert into sellers (company_name, status, owner_user_id)
      select 'Bench company ' || o, 'active', o from unnest(${sql.param(sellerOwners)}::int[]) as o
      returning id, owner_user_id as owner`);
    const byOwner = new Map(companies.map((c) => [c.owner, c.id]));
    const rooms = await db.rows<{ id: number; buyer_user_id: number; seller_id: number }>(sql`
      insert into chat_rooms (kind, buyer_user_id, seller_id)
      select 'listing', b, s from unnest(${sql.param(buyers)}::int[], ${sql.param(
        sellerOwners.map((o) => byOwner.get(o) ?? 0),
      )}::int[]) as t(b, s)
      returning id, buyer_user_id, seller_id`);
    const ownerOf = new Map(companies.map((c) => [c.id, c.owner]));
    const sign = (id: number, role: "buyer" | "seller") => tokens.signAccess({ id, role }, null);

    const url = `${server.url.replace(/^http/, "ws")}/api/ws/chat`;
    const wsPath = createRequire(import.meta.url).resolve("ws");
    const worker = new Worker(CLIENT, { eval: true, workerData: { url, wsPath } });
    const ask = <T>(msg: object) =>
      new Promise<T>((resolve, reject) => {
        worker.once("message", (m) => (m.error ? reject(new Error(m.error)) : resolve(m)));
        worker.postMessage(msg);
      });

    gc();
    const before = process.memoryUsage();
    await ask({ cmd: "idle", tokens: await Promise.all(idleUsers.map((id) => sign(id, "buyer"))) });
    gc();
    const after = process.memoryUsage();
    const grown = after.heapUsed - before.heapUsed + (after.external - before.external);
    const bytesPerIdleSocket = Math.round(grown / Math.max(1, idleCount));

    await ask({
      cmd: "rooms",
      rooms: await Promise.all(
        rooms.map(async (r) => ({
          roomId: r.id,
          buyer: await sign(r.buyer_user_id, "buyer"),
          seller: await sign(ownerOf.get(r.seller_id) ?? 0, "seller"),
        })),
      ),
    });
    const open = server.app.services.chatHub.size;
    const res = await ask<{
      sent: number;
      delivered: number;
      duplicated: number;
      errors: number;
      p50: number;
      p95: number;
      p99: number;
    }>({ cmd: "send", rate, seconds });
    await worker.terminate();
    return {
      sockets: open,
      rooms: roomCount,
      rate,
      seconds,
      sent: res.sent,
      delivered: res.delivered,
      lost: res.sent - res.delivered,
      duplicated: res.duplicated,
      errors: res.errors,
      p50: res.p50,
      p95: res.p95,
      p99: res.p99,
      bytesPerIdleSocket,
    };
  } finally {
    // Rooms and messages go with their users (cascade); then the companies.
    await db.rows(sql`delete from chat_rooms where buyer_user_id = any(${sql.param(ids)})`);
    await db.rows(sql`delete from sellers where owner_user_id = any(${sql.param(ids)})`);
    await db.rows(sql`delete from users where id = any(${sql.param(ids)})`);
  }
}
