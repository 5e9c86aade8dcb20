/**
 * The chat over its WebSocket (issue 8, docs/chat-protocol.md): connecting, every method, push and
 * error code, permissions, the link rule, length and rate limits, closing on sign-out, and the
 * offline notification.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokens } from "../../src/api/modules/accounts/tokens.ts";
import { CHAT_ERRORS } from "../../src/common/api/chat.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import {
  bearer,
  ChatClient,
  type ChatUserFixture,
  listen,
  otherApprovedProduct,
  sellerWithListing,
  signedIn,
  startFakeBot,
} from "./chat-helpers.ts";

let t: TestApp;
let bot: Awaited<ReturnType<typeof startFakeBot>>;
let url: string;
let seller: Awaited<ReturnType<typeof sellerWithListing>>;
const clients: ChatClient[] = [];

async function connect(u: { access: string }, extra: Record<string, string> = {}) {
  const c = await ChatClient.open(url, { headers: { ...bearer(u).headers, ...extra } });
  clients.push(c);
  return c;
}

beforeAll(async () => {
  bot = await startFakeBot();
  t = await createTestApp({
    settings: { telegram: { botToken: "123:TEST", apiUrl: bot.url, retryLimit: 1, retryDelaySeconds: 1 } },
  });
  url = await listen(t.app);
  seller = await sellerWithListing(t);
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
  await new Promise((resolve) => bot?.server.close(resolve));
});

describe("connecting", () => {
  it("refuses a guest, a bad token and a cross-site cookie with HTTP 401", async () => {
    await expect(ChatClient.open(url)).rejects.toThrow("HTTP 401");
    await expect(ChatClient.open(url, { headers: { authorization: "Bearer nope" } })).rejects.toThrow(
      "HTTP 401",
    );
    const buyer = await signedIn(t);
    await expect(
      ChatClient.open(url, {
        headers: { cookie: `accessToken=${buyer.access}`, origin: "https://evil.example" },
      }),
    ).rejects.toThrow("HTTP 401");
  });

  it("accepts a Bearer header, the token query parameter and a same-origin cookie", async () => {
    const buyer = await signedIn(t);
    const a = await connect(buyer);
    expect((await a.ok("getAllRooms")).rooms).toEqual([]);
    const b = await ChatClient.open(`${url}?token=${buyer.access}`);
    clients.push(b);
    expect((await b.ok("getAllRooms", {})).rooms).toEqual([]);
    const c = await ChatClient.open(url, {
      headers: { cookie: `accessToken=${buyer.access}`, origin: t.settings.publicUrl },
    });
    clients.push(c);
    expect((await c.ok("getAllRooms")).rooms).toEqual([]);
  });
});

describe("a conversation", () => {
  it("buyer opens a room, both sides talk, see pushes and read marks", async () => {
    const buyer = await signedIn(t);
    const b = await connect(buyer);
    const s = await connect(seller);
    const { room } = await b.ok("openRoom", { productId: seller.listingId, isService: false });
    expect(room).toMatchObject({
      kind: "listing",
      product: { id: seller.listingId },
      seller: { id: seller.sellerId },
    });
    expect(room.buyer.id).toBe(buyer.id);
    expect(room.last_message).toBeNull();
    // The same room again.
    expect((await b.ok("openRoom", { productId: seller.listingId, isService: false })).room.id).toBe(room.id);

    await b.ok("joinRoom", { roomId: room.id });
    const sent = await b.ok("sendMessage", {
      roomId: room.id,
      message: "  Is the S21 still available?  ",
      username: "ignored",
    });
    expect(sent.message).toMatchObject({
      room: room.id,
      text: "Is the S21 still available?",
      is_read: false,
      user: { id: buyer.id },
    });
    expect((await b.push("newMessage")).message.id).toBe(sent.message.id);

    // The seller, not in the room, gets a notification with the room as they see it.
    const note = await s.push("newMessageNotification");
    expect(note.message.id).toBe(sent.message.id);
    expect(note.room).toMatchObject({ id: room.id, unread_count: 1 });

    const sellerRooms = (await s.ok("getAllRooms")).rooms;
    expect(sellerRooms.map((r: { id: number }) => r.id)).toContain(room.id);
    expect((await s.ok("getRoom", { roomId: room.id })).room.last_message.text).toBe(
      "Is the S21 still available?",
    );

    await s.ok("joinRoom", { roomId: room.id });
    const answer = await s.ok("sendMessage", { roomId: room.id, message: "Yes, 40 units in Austin." });
    await b.push("newMessage", (p) => p.message.id === answer.message.id);
    const buyerNote = await b.push("newMessageNotification", (p) => p.message.id === answer.message.id);
    expect(buyerNote.room.unread_count).toBe(1);

    const read = await s.ok("markAsRead", { messageId: sent.message.id });
    expect(read).toEqual({ room: room.id, read_up_to: sent.message.id });
    expect(await b.push("messagesRead")).toEqual({
      room: room.id,
      read_up_to: sent.message.id,
      reader: seller.id,
    });

    const page = await b.ok("getMessages", { roomId: room.id });
    expect(page.has_more).toBe(false);
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual([
      "Is the S21 still available?",
      "Yes, 40 units in Austin.",
    ]);
    expect(page.messages[0].is_read).toBe(true);
    expect(page.messages[1].is_read).toBe(false);
  });
});

/** A buyer's open room with the seller, both connected. */
async function conversation() {
  const buyer = await signedIn(t);
  const b = await connect(buyer);
  const s = await connect(seller);
  const { room } = await b.ok("openRoom", { productId: seller.listingId, isService: false });
  return { buyer, b, s, room: room as { id: number } };
}

describe("messages", () => {
  it("pages with before and limit, oldest first, newest last", async () => {
    const { b, room } = await conversation();
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push((await b.ok("sendMessage", { roomId: room.id, message: `m${i}` })).message.id);
    const last = await b.ok("getMessages", { roomId: room.id, limit: 2 });
    expect(last.messages.map((m: { text: string }) => m.text)).toEqual(["m4", "m5"]);
    expect(last.has_more).toBe(true);
    const before = await b.ok("getMessages", { roomId: room.id, before: ids[3], limit: 2 });
    expect(before.messages.map((m: { text: string }) => m.text)).toEqual(["m2", "m3"]);
    const first = await b.ok("getMessages", { roomId: room.id, before: ids[1], limit: 2 });
    expect(first).toMatchObject({ has_more: false, messages: [{ text: "m1" }] });
    // The room list puts the latest activity first and shows the last message.
    const rooms = (await b.ok("getAllRooms")).rooms;
    expect(rooms[0]).toMatchObject({ id: room.id, last_message: { text: "m5" }, unread_count: 0 });
  });

  it("refuses links outside the marketplace, empty and too long messages, in the user's language", async () => {
    const { b, room } = await conversation();
    for (const text of [
      "see https://evil.example/x",
      "go to www.google.com",
      "rigs at example.org/cheap",
      "ftp://a.b.io",
    ]) {
      const r = await b.call("sendMessage", { roomId: room.id, message: text });
      expect(r.error?.code, text).toBe(CHAT_ERRORS.invalidParams);
      expect(r.error?.data.fields.message).toEqual(["You can only share links inside the product's domain."]);
    }
    for (const text of [
      "http://localhost:3000/product/abc is the one",
      "write to sales@example.com",
      "S19 XP 140 TH/s, 3010 W, e.g. 21.5 J/TH",
    ]) {
      expect((await b.call("sendMessage", { roomId: room.id, message: text })).error, text).toBeUndefined();
    }
    const long = await b.call("sendMessage", { roomId: room.id, message: "x".repeat(4001) });
    expect(long.error).toMatchObject({
      code: CHAT_ERRORS.invalidParams,
      data: { fields: { message: ["Ensure this field has no more than 4000 characters."] } },
    });
    expect(
      (await b.call("sendMessage", { roomId: room.id, message: "x".repeat(4000) })).error,
    ).toBeUndefined();
    const empty = await b.call("sendMessage", { roomId: room.id, message: "   " });
    expect(empty.error?.data.fields.message).toEqual(["This field is required."]);

    const fr = await signedIn(t, "buyer", "fr");
    const f = await connect(fr);
    const { room: frRoom } = await f.ok("openRoom", { productId: seller.listingId, isService: false });
    const refused = await f.call("sendMessage", { roomId: frRoom.id, message: "https://evil.example" });
    expect(refused.error?.data.fields.message).toEqual([
      "Vous ne pouvez partager que des liens vers le domaine du produit.",
    ]);
    const missing = await f.call("getRoom", {});
    expect(missing.error?.data.fields.roomId).toEqual(["Ce champ est obligatoire."]);
  });

  it("limits a user to 20 messages a minute (-32029 with retry_after)", async () => {
    const { b, room } = await conversation();
    for (let i = 0; i < 20; i++) await b.ok("sendMessage", { roomId: room.id, message: `n${i}` });
    const r = await b.call("sendMessage", { roomId: room.id, message: "one too many" });
    expect(r.error?.code).toBe(CHAT_ERRORS.tooManyRequests);
    expect(r.error?.data.retry_after).toBeGreaterThan(0);
    expect(r.error?.data.retry_after).toBeLessThanOrEqual(60);
    expect(r.error?.message).toMatch(/too fast/);
  });
});

describe("opening rooms", () => {
  it("limits a buyer to 10 new rooms an hour; reopening an existing room does not count", async () => {
    const buyer = await signedIn(t);
    const b = await connect(buyer);
    const products = await t.database.rows<{ id: number }>(
      sql`select id from products where status = 'approved' order by id limit 11`,
    );
    expect(products).toHaveLength(11);
    for (const p of products.slice(0, 10)) await b.ok("openRoom", { productId: p.id, isService: false });
    await b.ok("openRoom", { productId: products[0]?.id, isService: false });
    const r = await b.call("openRoom", { productId: products[10]?.id, isService: false });
    expect(r.error?.code).toBe(CHAT_ERRORS.tooManyRequests);
    expect(r.error?.data.retry_after).toBeGreaterThan(60);
  });

  it("opens a room about a service with its seller", async () => {
    const serviceSeller = await sellerWithListing(t, "service");
    const buyer = await signedIn(t);
    const b = await connect(buyer);
    const { room } = await b.ok("openRoom", { productId: serviceSeller.listingId, isService: true });
    expect(room).toMatchObject({
      product: null,
      service: { id: serviceSeller.listingId },
      seller: { id: serviceSeller.sellerId },
    });
    const s = await connect(serviceSeller);
    expect((await s.ok("getAllRooms")).rooms[0]).toMatchObject({
      id: room.id,
      service: { id: serviceSeller.listingId },
    });
  });

  it("refuses sellers (also in View as user), unapproved or unknown listings", async () => {
    const s = await connect(seller);
    const other = await otherApprovedProduct(t, seller.sellerId);
    const r = await s.call("openRoom", { productId: other, isService: false });
    expect(r.error).toMatchObject({
      code: CHAT_ERRORS.forbidden,
      message: expect.stringMatching(/seller account cannot start/),
    });
    await t.database.rows(sql`update users set view_as_buyer = true where id = ${seller.id}`);
    expect((await s.call("openRoom", { productId: other, isService: false })).error?.code).toBe(
      CHAT_ERRORS.forbidden,
    );
    // Chatting with yourself.
    expect((await s.call("openRoom", { productId: seller.listingId, isService: false })).error?.code).toBe(
      CHAT_ERRORS.forbidden,
    );
    await t.database.rows(sql`update users set view_as_buyer = false where id = ${seller.id}`);

    const buyer = await signedIn(t);
    const b = await connect(buyer);
    const [draft] = await t.database.rows<{ id: number }>(
      sql`select id from products where status <> 'approved' order by id limit 1`,
    );
    expect((await b.call("openRoom", { productId: draft?.id, isService: false })).error?.code).toBe(
      CHAT_ERRORS.notFound,
    );
    expect((await b.call("openRoom", { productId: 99999999, isService: true })).error?.code).toBe(
      CHAT_ERRORS.notFound,
    );
  });
});

describe("permissions", () => {
  it("keeps a room to its members: another buyer and another seller get -32003, an unknown room -32004", async () => {
    const { b, room } = await conversation();
    const sent = await b.ok("sendMessage", { roomId: room.id, message: "private" });
    const intruders: ChatUserFixture[] = [
      await signedIn(t),
      await sellerWithListing(t, "service"),
      await signedIn(t, "moderator"),
    ];
    for (const u of intruders) {
      const c = await connect(u);
      for (const [method, params] of [
        ["getRoom", { roomId: room.id }],
        ["joinRoom", { roomId: room.id }],
        ["getMessages", { roomId: room.id }],
        ["sendMessage", { roomId: room.id, message: "hi" }],
        ["markAsRead", { messageId: sent.message.id }],
      ] as const) {
        const r = await c.call(method, params);
        expect(r.error?.code, `${method} by ${u.id}`).toBe(CHAT_ERRORS.forbidden);
      }
      expect((await c.ok("getAllRooms")).rooms.map((x: { id: number }) => x.id)).not.toContain(room.id);
      // Not joined: no newMessage from that room.
      await b.ok("sendMessage", { roomId: room.id, message: "still private" });
      await new Promise((r) => setTimeout(r, 100));
      expect(c.pushes).toEqual([]);
    }
    expect((await b.call("getRoom", { roomId: 99999999 })).error?.code).toBe(CHAT_ERRORS.notFound);
    expect((await b.call("markAsRead", { messageId: 99999999 })).error?.code).toBe(CHAT_ERRORS.notFound);
  });
});

describe("support", () => {
  it("every user has a support room that admins and moderators read and answer as the support team", async () => {
    const buyer = await signedIn(t);
    const b = await connect(buyer);
    const mod = await signedIn(t, "moderator");
    const m = await connect(mod);
    const { room } = await b.ok("openSupportRoom");
    expect(room).toMatchObject({
      kind: "support",
      seller: null,
      product: null,
      service: null,
      buyer: { id: buyer.id },
    });
    expect((await b.ok("openSupportRoom", {})).room.id).toBe(room.id);
    // A seller has one too.
    const s = await connect(seller);
    expect((await s.ok("openSupportRoom")).room.kind).toBe("support");

    const asked = await b.ok("sendMessage", { roomId: room.id, message: "How do I verify my company?" });
    const note = await m.push("newMessageNotification", (p) => p.message.id === asked.message.id);
    expect(note.room).toMatchObject({ id: room.id, kind: "support", unread_count: 1 });
    const all = (await m.ok("getAllRooms", { scope: "support" })).rooms;
    expect(all.map((r: { id: number }) => r.id)).toContain(room.id);
    expect((await b.call("getAllRooms", { scope: "support" })).error?.code).toBe(CHAT_ERRORS.forbidden);
    expect((await b.call("getAllRooms", { scope: "everything" })).error?.code).toBe(
      CHAT_ERRORS.invalidParams,
    );

    await b.ok("joinRoom", { roomId: room.id });
    await m.ok("joinRoom", { roomId: room.id });
    const answer = await m.ok("sendMessage", {
      roomId: room.id,
      message: "Send us your registration papers.",
    });
    expect(answer.message.user).toEqual({ id: 0, name: "Support team", avatar: null });
    const got = await b.push("newMessage", (p) => p.message.id === answer.message.id);
    expect(got.message.user.name).toBe("Support team");
    await m.ok("markAsRead", { messageId: asked.message.id });
    expect(await b.push("messagesRead")).toMatchObject({ room: room.id, read_up_to: asked.message.id });
    // Another user cannot read it.
    const other = await connect(await signedIn(t));
    expect((await other.call("getMessages", { roomId: room.id })).error?.code).toBe(CHAT_ERRORS.forbidden);
  });
});

describe("JSON-RPC framing", () => {
  it("answers parse errors, invalid requests, unknown methods, batches and notifications", async () => {
    const buyer = await signedIn(t);
    const c = await connect(buyer);
    c.send("{not json");
    expect(await c.frame((f) => f.error?.code === CHAT_ERRORS.parse)).toMatchObject({ id: null });
    c.send({ jsonrpc: "1.0", id: "a", method: "getAllRooms" });
    expect(await c.frame((f) => f.id === "a")).toMatchObject({ error: { code: CHAT_ERRORS.invalidRequest } });
    c.send([]);
    expect(await c.frame((f) => f.id === null && f.error?.code === CHAT_ERRORS.invalidRequest)).toBeTruthy();
    expect((await c.call("deleteEverything", {})).error?.code).toBe(CHAT_ERRORS.methodNotFound);
    const bad = await c.call("getMessages", { roomId: "x", limit: 500 });
    expect(bad.error).toMatchObject({
      code: CHAT_ERRORS.invalidParams,
      data: {
        fields: {
          roomId: ["A valid integer is required."],
          limit: ["Ensure this value is less than or equal to 100."],
        },
      },
    });
    // A batch: answered as a batch, notifications (no id) left out.
    c.send([
      { jsonrpc: "2.0", id: "b1", method: "getAllRooms" },
      { jsonrpc: "2.0", method: "openSupportRoom" },
      { jsonrpc: "2.0", id: "b2", method: "nope" },
      42,
    ]);
    const batch = await c.frame((f) => Array.isArray(f));
    expect(batch).toHaveLength(3);
    expect(batch[0]).toMatchObject({ id: "b1", result: { rooms: [] } });
    expect(batch[1]).toMatchObject({ id: "b2", error: { code: CHAT_ERRORS.methodNotFound } });
    expect(batch[2]).toMatchObject({ id: null, error: { code: CHAT_ERRORS.invalidRequest } });
    // The notification ran.
    expect((await c.ok("getAllRooms")).rooms.map((r: { kind: string }) => r.kind)).toEqual(["support"]);
  });

  it("closes with 4400 on a binary frame or a frame over 64 KiB", async () => {
    const c = await connect(await signedIn(t));
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await c.closed).code).toBe(4400);
    const d = await connect(await signedIn(t));
    d.send({ jsonrpc: "2.0", id: 1, method: "getAllRooms", params: { pad: "x".repeat(70 * 1024) } });
    expect((await d.closed).code).toBe(4400);
  });
});

describe("sessions", () => {
  it("closes the sockets of a session with 4401 on sign-out, and other sessions on a password change", async () => {
    const buyer = await signedIn(t);
    const c = await connect(buyer);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/accounts/logout/",
      payload: { refresh: buyer.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect((await c.closed).code).toBe(4401);
    await expect(ChatClient.open(url, bearer(buyer))).rejects.toThrow("HTTP 401");

    const user = await signedIn(t);
    const other = await t.login(user.email);
    const keep = await connect(user);
    const drop = await connect(other);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/accounts/change-password/",
      headers: user.headers,
      payload: {
        current_password: "Sup3r-secret!",
        password: "An0ther-secret!",
        password_confirm: "An0ther-secret!",
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await drop.closed).code).toBe(4401);
    expect((await keep.ok("getAllRooms")).rooms).toEqual([]);
  });

  it("closes every socket of the user with 4401 when the password is reset", async () => {
    const user = await signedIn(t);
    const second = await t.login(user.email);
    const a = await connect(user);
    const b = await connect(second);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/accounts/${url}`, payload, remoteAddress: nextIp() });
    expect((await post("send-reset-password/", { email: user.email })).statusCode).toBe(200);
    const [mail] = await t.readMailbox(user.email);
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const reset = await post("reset-password/", {
      token,
      password: "N3w-secret!!",
      password_confirm: "N3w-secret!!",
    });
    expect(reset.statusCode).toBe(200);
    expect((await a.closed).code).toBe(4401);
    expect((await b.closed).code).toBe(4401);
  });

  it("closes with 4401 when the access token expires", async () => {
    const user = await signedIn(t);
    const shortLived = await createTokens(t.settings.authSecret, 3).signAccess(
      { id: user.id, role: "buyer" },
      null,
    );
    const c = await connect({ access: shortLived });
    expect((await c.ok("getAllRooms")).rooms).toEqual([]);
    // Closed by the server at the token's expiry (the socket stays open otherwise: the test's
    // timeout would end it, without the 4401).
    expect((await c.closed).code).toBe(4401);
  });
});

describe("offline notifications", () => {
  it("mails the seller a minute later if the message is still unread, at most once per room per 15 minutes", async () => {
    const { buyer, b, s, room } = await conversation();
    s.close();
    await t.database.rows(
      sql`insert into seller_telegram_chats (seller_id, chat_id) values (${seller.sellerId}, '777') on conflict do nothing`,
    );
    await t.drain({ includeDelayed: true });
    bot.sent = [];
    const before = (await t.readMailbox(seller.email)).length;
    await b.ok("sendMessage", { roomId: room.id, message: "Hello, do you ship to Canada?" });
    await b.ok("sendMessage", { roomId: room.id, message: "And what about Mexico?" });
    // Not yet: the job waits a minute.
    expect(await t.readMailbox(seller.email)).toHaveLength(before);
    await t.drain({ includeDelayed: true });
    const mails = await t.readMailbox(seller.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toContain("New message from");
    // One mail for the two messages (the jobs may run in either order).
    expect(mails[0]?.text).toMatch(/Hello, do you ship to Canada\?|And what about Mexico\?/);
    expect(mails[0]?.text).toContain("/seller-chats");
    // And by Telegram, as the company's settings say (both on by default).
    expect(bot.sent).toHaveLength(1);
    expect(bot.sent[0]).toMatchObject({ chat_id: "777", text: expect.stringContaining("New message from") });

    // Within 15 minutes: nothing more; after: one more.
    await b.ok("sendMessage", { roomId: room.id, message: "Anyone there?" });
    await t.drain({ includeDelayed: true });
    expect(await t.readMailbox(seller.email)).toHaveLength(before + 1);
    await t.database.rows(
      sql`update chat_notifications set notified_at = now() - interval '16 minutes' where room_id = ${room.id}`,
    );
    await b.ok("sendMessage", { roomId: room.id, message: "Last try" });
    await t.drain({ includeDelayed: true });
    expect(await t.readMailbox(seller.email)).toHaveLength(before + 2);

    // A read message notifies nobody; the buyer is mailed about the seller's unread answer.
    const s2 = await connect(seller);
    const answer = await s2.ok("sendMessage", { roomId: room.id, message: "Yes we do." });
    const buyerMails = await t.readMailbox(buyer.email);
    await t.drain({ includeDelayed: true });
    const after = await t.readMailbox(buyer.email);
    expect(after).toHaveLength(buyerMails.length + 1);
    expect(after[0]?.text).toContain("Yes we do.");
    expect(after[0]?.text).toContain("/buyer-chats");
    await t.database.rows(sql`delete from chat_notifications where room_id = ${room.id}`);
    const read = await s2.ok("sendMessage", { roomId: room.id, message: "Read this" });
    await b.ok("markAsRead", { messageId: read.message.id });
    await t.drain({ includeDelayed: true });
    expect(await t.readMailbox(buyer.email)).toHaveLength(after.length);
    expect(answer.message.id).toBeLessThan(read.message.id);
  });
});
