/**
 * The chat's budgets (issue 15, docs/decisions/023-chat-budgets.md): no single user can freeze the
 * server. Batches over 20 calls, frames over a socket's or a user's budget, an 11th socket, calls
 * running at once, frames queued on a socket; and, while one user floods, everyone else is answered.
 */
import { EventEmitter } from "node:events";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { CHAT_BUDGET, CHAT_ERRORS } from "../../src/common/api/chat.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { bearer, ChatClient, type ChatUserFixture, listen, signedIn } from "./chat-helpers.ts";

let t: TestApp;
let url: string;
const clients: ChatClient[] = [];

async function connect(u: { access: string }) {
  const c = await ChatClient.open(url, bearer(u));
  clients.push(c);
  return c;
}

/** An upgrade the server refuses: its status, Retry-After and body. */
function refusedUpgrade(u: { access: string }) {
  return new Promise<{ status: number; retryAfter: number; detail: string }>((resolve, reject) => {
    const ws = new WebSocket(url, bearer(u));
    ws.once("open", () => reject(new Error("the socket opened")));
    ws.once("error", () => {});
    ws.once("unexpected-response", (_req, res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: Number(res.headers["retry-after"]),
          detail: JSON.parse(body).detail,
        }),
      );
    });
  });
}

const request = (id: number | string, method = "getAllRooms", params?: object) => ({
  jsonrpc: "2.0",
  id,
  method,
  ...(params ? { params } : {}),
});
const batchOf = (n: number, method = "getAllRooms", prefix = "x") =>
  Array.from({ length: n }, (_, i) =>
    request(`${prefix}${i}`, method, method === "getRoom" ? { roomId: 1 } : undefined),
  );

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await t?.close();
});

describe("batches", () => {
  it("refuses a batch over 20 calls (getAllRooms counting as 5) with one -32600 error, running none of it", async () => {
    const c = await connect(await signedIn(t));
    const ran = vi.spyOn(t.app.services.chat, "getAllRooms");
    c.send(batchOf(CHAT_BUDGET.batchCalls + 1, "getRoom"));
    const tooLarge = await c.frame((f) => !Array.isArray(f) && f.error);
    expect(tooLarge).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: {
        code: CHAT_ERRORS.invalidRequest,
        message: "A batch may hold at most 20 calls (getAllRooms counts as 5).",
      },
    });
    // 5 getAllRooms cost 25: too large too; the attack (50 of them) as well.
    c.send(batchOf(5));
    c.send(batchOf(50));
    await c.until(() => c.frames.length === 3, 5000, "three errors");
    expect(c.frames.every((f) => f.error?.code === CHAT_ERRORS.invalidRequest)).toBe(true);
    expect(ran).not.toHaveBeenCalled();
    // 4 of them fit, and 20 small calls.
    c.send(batchOf(4));
    const four = await c.frame((f) => Array.isArray(f));
    expect(four.map((r: { id: string }) => r.id)).toEqual(["x0", "x1", "x2", "x3"]);
    expect(ran).toHaveBeenCalledTimes(4);
    const d = await connect(await signedIn(t));
    d.send(batchOf(CHAT_BUDGET.batchCalls, "getRoom"));
    expect(await d.frame((f) => Array.isArray(f))).toHaveLength(20);
  });

  it("answers in the user's language", async () => {
    const c = await connect(await signedIn(t, "buyer", "fr"));
    c.send(batchOf(21, "getRoom"));
    expect((await c.frame((f) => f.error)).error.message).toBe(
      "Un lot peut contenir au plus 20 appels (getAllRooms compte pour 5).",
    );
  });
});

describe("budgets", () => {
  it("answers a flood of batches with -32029 errors, then closes the socket with 4429 and refuses new ones a while", async () => {
    const u = await signedIn(t);
    const c = await connect(u);
    const ran = vi.spyOn(t.app.services.chat, "getRoom");
    for (let i = 0; i < 40; i++) c.send(batchOf(20, "getRoom", `f${i}-`));
    expect(await c.closed).toEqual({ code: 4429, reason: "too many requests" });
    // The socket's burst (30 calls) took the first batch; the next ones were refused, 5 of them
    // with an error each, then the socket closed (and the rest never ran).
    expect(ran.mock.calls.length).toBeLessThanOrEqual(20);
    const refused = c.frames.filter((f) => !Array.isArray(f));
    expect(refused).toHaveLength(CHAT_BUDGET.refusals.burst);
    for (const f of refused) {
      expect(f).toMatchObject({ id: null, error: { code: CHAT_ERRORS.tooManyRequests } });
      expect(f.error.message).toMatch(/^Too many chat requests at once\. Try again in \d+ s\.$/);
      expect(f.error.data.retry_after).toBeGreaterThanOrEqual(1);
    }
    // The user cools down: a new socket is refused at the upgrade, other users are not.
    expect(await refusedUpgrade(u)).toEqual({
      status: 429,
      retryAfter: CHAT_BUDGET.cooldownSeconds,
      detail: `Too many chat requests at once. Try again in ${CHAT_BUDGET.cooldownSeconds} s.`,
    });
    expect((await (await connect(await signedIn(t))).call("getAllRooms")).error).toBeUndefined();
  });

  it("refuses a single call over budget with its id and retry_after, and takes it once the bucket refills", async () => {
    const c = await connect(await signedIn(t, "buyer", "fr"));
    // Sent together (weighed as they arrive): the batch leaves 10 tokens, two getAllRooms (5 each)
    // take them, the third is refused.
    c.send(batchOf(20, "getRoom"));
    const [first, second, refused] = await Promise.all([1, 2, 3].map(() => c.call("getAllRooms")));
    expect(first?.error).toBeUndefined();
    expect(second?.error).toBeUndefined();
    expect(refused?.error).toMatchObject({
      code: CHAT_ERRORS.tooManyRequests,
      message: "Trop de requêtes de messagerie à la fois. Réessayez dans 1 s.",
      data: { retry_after: 1 },
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await c.call("getAllRooms")).error).toBeUndefined();
  });

  it("shares a user's budget between their sockets", async () => {
    const u = await signedIn(t);
    // Each socket may spend 30 at once, the user 100: five batches of 20 pass, the sixth not.
    const passing = CHAT_BUDGET.user.burst / 20;
    const sockets = await Promise.all(Array.from({ length: passing + 1 }, () => connect(u)));
    for (const [i, s] of sockets.entries()) s.send(batchOf(20, "getRoom", `s${i}-`));
    await Promise.all(sockets.map((s) => s.until(() => s.frames.length === 1, 5000, "an answer")));
    const answers = sockets.map((s) => s.frames[0]);
    expect(answers.filter((f) => Array.isArray(f))).toHaveLength(passing);
    expect(answers.filter((f) => f.error?.code === CHAT_ERRORS.tooManyRequests)).toHaveLength(1);
    // Another user is not affected.
    const other = await connect(await signedIn(t));
    expect((await other.call("getAllRooms")).error).toBeUndefined();
  });
});

describe("sockets and calls at once", () => {
  it("refuses a user's 11th socket with HTTP 429; once one closes, a new one is accepted", async () => {
    const u = await signedIn(t);
    const ten = [];
    for (let i = 0; i < CHAT_BUDGET.socketsPerUser; i++) ten.push(await connect(u));
    expect(await refusedUpgrade(u)).toEqual({
      status: 429,
      retryAfter: 1,
      detail: "The chat is open in too many windows. Close one and try again in 1 s.",
    });
    // The ten stay open.
    for (const s of ten)
      expect((await s.call("getRoom", { roomId: 1 })).error?.code).toBe(CHAT_ERRORS.notFound);
    ten[0]?.close();
    await ten[0]?.closed;
    await new Promise((r) => setTimeout(r, 50));
    const again = await connect(u);
    expect((await again.call("getAllRooms")).error).toBeUndefined();
    // Another user still opens sockets.
    const other = await connect(await signedIn(t));
    expect((await other.call("getAllRooms")).error).toBeUndefined();
  });

  it("runs at most 2 calls of a user at once and queues at most 16 frames per socket", async () => {
    const u = await signedIn(t);
    const sockets = [];
    for (let i = 0; i < 6; i++) sockets.push(await connect(u));
    let running = 0;
    let most = 0;
    const original = t.app.services.chat.getRoom;
    vi.spyOn(t.app.services.chat, "getRoom").mockImplementation(async (...args) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 50));
      running--;
      return original(...args);
    });
    const replies = await Promise.all(sockets.map((s) => s.call("getRoom", { roomId: 1 })));
    expect(replies.every((r) => r.error?.code === CHAT_ERRORS.notFound)).toBe(true);
    expect(most).toBe(CHAT_BUDGET.callsInFlightPerUser);
    // One socket: 16 frames wait their turn, the next two are refused at once.
    const s = sockets[0] as ChatClient;
    const sent = Array.from({ length: CHAT_BUDGET.framesQueued + 2 }, () => s.call("getRoom", { roomId: 1 }));
    const codes = (await Promise.all(sent)).map((r) => r.error?.code);
    expect(codes).toEqual([
      ...Array(CHAT_BUDGET.framesQueued).fill(CHAT_ERRORS.notFound),
      CHAT_ERRORS.tooManyRequests,
      CHAT_ERRORS.tooManyRequests,
    ]);
  });
});

/** A socket attached straight to the hub (past the upgrade's checks), whose unsent output the test sets. */
function fakeSocket(userId: number) {
  const ws = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    sent: [] as string[],
    closedWith: null as { code: number; reason: string } | null,
    send(text: string) {
      this.sent.push(text);
    },
    close(code: number, reason: string) {
      this.closedWith = { code, reason };
    },
    terminate() {},
    ping() {},
  });
  t.app.services.chatHub.attach(ws as never, {
    id: userId,
    role: "buyer",
    locale: "en",
    sellerId: null,
    familyId: null,
    exp: Math.floor(Date.now() / 1000) + 600,
  });
  return ws;
}

describe("sockets past the upgrade's checks", () => {
  it("closes a user's 11th socket with 4429 when two upgrades raced past the count", async () => {
    const u = await signedIn(t);
    const ten = Array.from({ length: CHAT_BUDGET.socketsPerUser }, () => fakeSocket(u.id));
    expect(ten.every((ws) => ws.closedWith === null)).toBe(true);
    expect(fakeSocket(u.id).closedWith).toEqual({ code: 4429, reason: "too many sockets" });
    for (const ws of ten) ws.emit("close");
  });

  it("refuses the frames of a client that does not read while more than 1 MiB waits to be sent to it", async () => {
    const ws = fakeSocket((await signedIn(t)).id);
    const frame = (id: number) => Buffer.from(JSON.stringify(request(id, "getRoom", { roomId: 1 })));
    const replies = async (n: number) => {
      for (let i = 0; i < 100 && ws.sent.length < n; i++) await new Promise((r) => setTimeout(r, 10));
      return ws.sent.map((text) => JSON.parse(text));
    };
    ws.emit("message", frame(1), false);
    expect((await replies(1))[0]).toMatchObject({ id: 1, error: { code: CHAT_ERRORS.notFound } });
    ws.bufferedAmount = CHAT_BUDGET.unsentBytes + 1;
    ws.emit("message", frame(2), false);
    expect((await replies(2))[1]).toMatchObject({ id: 2, error: { code: CHAT_ERRORS.tooManyRequests } });
    ws.bufferedAmount = 0;
    ws.emit("message", frame(3), false);
    expect((await replies(3))[2]).toMatchObject({ id: 3, error: { code: CHAT_ERRORS.notFound } });
    ws.emit("close");
  });
});

describe("one user flooding", () => {
  // What the budgets change here is who gets answered: the victim and /api/health are answered
  // while the flood is still on, and the flooder is refused. How fast they are answered under a
  // flood is the bench's measure (bench/chat.ts, benchChatFlood), not a test's: a busy machine slows
  // everyone.
  it("answers other users' calls and /api/health while the flood goes on, and refuses the flooder", async () => {
    const flooder = await signedIn(t);
    const victim = await connect(await signedIn(t));
    const { room } = await victim.ok("openSupportRoom");
    const health = url.replace(/^ws/, "http").replace("/api/ws/chat", "/api/health");
    // The flood lasts until the victim is done and the server has refused the flooder.
    let flooding = true;
    let opened = 0;
    let closedByServer = 0;
    let refusedUpgrades = 0;
    // The attacker: as many sockets as it may open, each sending the batches (50
    // getAllRooms) and the largest allowed ones (4) without waiting, reconnecting when closed.
    async function attacker(u: ChatUserFixture, first?: ChatClient) {
      let next = first;
      while (flooding) {
        let c: ChatClient;
        try {
          c = next ?? (await ChatClient.open(url, bearer(u)));
          next = undefined;
        } catch (err) {
          if (String(err).includes("HTTP 429")) refusedUpgrades++;
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        opened++;
        clients.push(c);
        let open = true;
        c.closed.then(({ code }) => {
          open = false;
          if (code === 4429) closedByServer++;
        });
        while (open && flooding) {
          if (c.ws.readyState === c.ws.OPEN) {
            c.send(batchOf(50));
            c.send(batchOf(4));
          }
          await new Promise((r) => setTimeout(r, 5));
        }
        c.close();
      }
    }
    const sockets = await Promise.all(
      Array.from({ length: CHAT_BUDGET.socketsPerUser }, () => ChatClient.open(url, bearer(flooder))),
    );
    const flood = Promise.all([...sockets, undefined, undefined].map((c) => attacker(flooder, c)));
    try {
      await new Promise((r) => setTimeout(r, 300));
      // Before the budgets, 20 batches of 50 getAllRooms held everything up for about 10 s, and
      // nothing was refused: the poll below would wait in vain.
      for (let i = 0; i < 5; i++) {
        expect((await fetch(health)).status).toBe(200);
        expect((await victim.call("getRoom", { roomId: room.id })).error).toBeUndefined();
        await new Promise((r) => setTimeout(r, 150));
      }
      await expect
        .poll(() => ({ closed: closedByServer > 0, refused: refusedUpgrades > 0 }), {
          timeout: 60_000,
          interval: 100,
        })
        .toEqual({ closed: true, refused: true });
    } finally {
      flooding = false;
      await flood;
    }
    expect(opened).toBeGreaterThanOrEqual(CHAT_BUDGET.socketsPerUser);
    // The victim's socket was never closed for the flooder's frames.
    expect(victim.ws.readyState).toBe(victim.ws.OPEN);
    expect((await victim.call("getRoom", { roomId: room.id })).error).toBeUndefined();
  });
});
