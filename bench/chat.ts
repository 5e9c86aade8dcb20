/**
 * The chat benches, run by bench/run.ts on one server process.
 *
 * `benchChat` (issue 8): 1,000 open sockets (800 idle, 200 in 100 rooms: a buyer and a seller
 * each) and 200 messages a second spread over the 100 rooms for `seconds`. Prints delivery latency
 * (send -> the other party's newMessage), lost and duplicated messages, and the server's memory per
 * idle socket.
 *
 * `benchChatFlood` (issue 15): GET /api/health latency while the chat is quiet, then while one user
 * with 200 rooms floods it from as many sockets as the server lets them open, with batches of
 * getAllRooms (docs/decisions/023-chat-budgets.md).
 *
 * The clients run in worker threads, so that the main thread's heap and event loop are the
 * server's alone. The bench's users, companies and rooms are deleted at the end.
 */
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { CHAT_BUDGET } from "../src/common/api/chat.ts";
import type { StartedServer } from "../src/server.ts";
import { type Latency, measureLatency } from "./latency.ts";

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

// ---------------------------------------------------------------------------------------------
// One user flooding the chat (issue 15).

export interface LatencyRow extends Latency {
  /** Share of the time the server's event loop (this process's main thread) was busy meanwhile, in %. */
  serverBusy: number;
}

export type FloodMode = "paced" | "brute";

export interface ChatFloodResult {
  /** GET /api/health with the chat quiet. */
  quiet: LatencyRow;
  floods: {
    mode: FloodMode;
    /** GET /api/health while the user floods. */
    health: LatencyRow;
    /** Flood p95 / quiet p95. */
    ratio: number;
    /** The flooder's calls answered with a result; frames refused with an error; sockets closed with 4429; upgrades refused. */
    answered: number;
    refused: number;
    closed: number;
    upgradesRefused: number;
  }[];
}

// The flooder: as many sockets as the server lets one user open; "paced" sends each socket's next
// batch when the last one is answered and waits retry_after when refused (the most a polite client
// can get), "brute" sends the issue's batches (50 getAllRooms) and the largest allowed ones
// without waiting; both reconnect when closed (after Retry-After when the upgrade is refused).
const FLOOD = `
const { parentPort, workerData } = require("node:worker_threads");
const WebSocket = require(workerData.wsPath);
const { url, token, sockets, batch, mode } = workerData;
let stop = false;
const stats = { answered: 0, refused: 0, closed: 0, upgradesRefused: 0 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const frame = (n) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ jsonrpc: "2.0", id: i + 1, method: "getAllRooms" })));
function one() {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { authorization: "Bearer " + token } });
    let timer = null;
    const next = () => { if (!stop && ws.readyState === ws.OPEN) ws.send(frame(batch)); };
    ws.on("unexpected-response", (_q, r) => {
      stats.upgradesRefused++;
      // The brute one does not wait as told.
      resolve(mode === "brute" ? 20 : Number(r.headers["retry-after"] || 1) * 1000);
    });
    ws.on("error", () => resolve(100));
    ws.on("open", () => {
      if (mode === "brute") timer = setInterval(() => { if (!stop && ws.readyState === ws.OPEN) { ws.send(frame(50)); ws.send(frame(batch)); } }, 2);
      else next();
    });
    ws.on("message", (data) => {
      const m = JSON.parse(data.toString());
      if (Array.isArray(m)) { stats.answered += m.length; if (mode === "paced") next(); return; }
      if (!m.error) return;
      stats.refused++;
      if (mode === "paced") setTimeout(next, ((m.error.data && m.error.data.retry_after) || 1) * 1000);
    });
    ws.on("close", (code) => {
      if (timer) clearInterval(timer);
      if (code === 4429) stats.closed++;
      resolve(100);
    });
    const stopper = setInterval(() => { if (stop) { clearInterval(stopper); ws.terminate(); } }, 50);
  });
}
async function loop() {
  while (!stop) {
    const wait = await one();
    if (!stop) await sleep(wait);
  }
}
parentPort.on("message", async (msg) => {
  if (msg === "stop") {
    stop = true;
    await sleep(200);
    parentPort.postMessage(stats);
  }
});
for (let i = 0; i < sockets; i++) loop();
parentPort.postMessage("started");
`;

/** GET /api/health measured by a worker, with how busy the server's event loop was meanwhile. */
async function measureHealth(opts: Parameters<typeof measureLatency>[0]): Promise<LatencyRow> {
  const before = performance.eventLoopUtilization();
  const row = await measureLatency(opts);
  return { ...row, serverBusy: Math.round(performance.eventLoopUtilization(before).utilization * 100) };
}

export async function benchChatFlood(
  server: StartedServer,
  opts: { seconds?: number; connections?: number; modes?: FloodMode[] } = {},
): Promise<ChatFloodResult> {
  const seconds = opts.seconds ?? 10;
  const connections = opts.connections ?? 10;
  const db = server.database;
  const tag = `bench-flood-${Date.now()}`;
  const [flooder] = await db.rows<{ id: number }>(sql`
    insert into users (email, name, email_verified_at, role)
    values (${`${tag}@bench.test`}, 'Bench flooder', now(), 'buyer') returning id`);
  if (!flooder) throw new Error("no flooder");
  try {
    // 200 rooms: getAllRooms answers its largest page.
    await db.rows(sql`
      insert into chat_rooms (kind, buyer_user_id, seller_id)
      select 'listing', ${flooder.id}, (select id from sellers order by id limit 1)
      from generate_series(1, 200)`);
    const token = await server.app.services.tokens.signAccess({ id: flooder.id, role: "buyer" }, null);
    const require = createRequire(import.meta.url);
    const health = { url: `${server.url}/api/health`, connections, seconds };
    const quiet = await measureHealth(health);
    const floods: ChatFloodResult["floods"] = [];
    for (const mode of opts.modes ?? ["paced", "brute"]) {
      // The previous mode's cool-down runs out first.
      if (floods.length) await new Promise((r) => setTimeout(r, (CHAT_BUDGET.cooldownSeconds + 1) * 1000));
      const flood = new Worker(FLOOD, {
        eval: true,
        workerData: {
          url: `${server.url.replace(/^http/, "ws")}/api/ws/chat`,
          token,
          // More than the server accepts: the extra ones are refused.
          sockets: CHAT_BUDGET.socketsPerUser + 2,
          // The largest batch of getAllRooms the server takes.
          batch: Math.floor(CHAT_BUDGET.batchCalls / (CHAT_BUDGET.cost.getAllRooms ?? 1)),
          mode,
          wsPath: require.resolve("ws"),
        },
      });
      await new Promise((resolve) => flood.once("message", resolve));
      await new Promise((r) => setTimeout(r, 500));
      const loaded = await measureHealth(health);
      const stats = await new Promise<{
        answered: number;
        refused: number;
        closed: number;
        upgradesRefused: number;
      }>((resolve) => {
        flood.once("message", resolve);
        flood.postMessage("stop");
      });
      await flood.terminate();
      floods.push({
        mode,
        health: loaded,
        ratio: Math.round((loaded.p95 / Math.max(quiet.p95, 0.1)) * 10) / 10,
        ...stats,
      });
    }
    return { quiet, floods };
  } finally {
    await db.rows(sql`delete from chat_rooms where buyer_user_id = ${flooder.id}`);
    await db.rows(sql`delete from users where id = ${flooder.id}`);
  }
}
