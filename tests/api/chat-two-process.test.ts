/**
 * Two app processes on one database act as one chat (issue 8): a message sent from a socket on
 * one arrives on a socket on the other, read marks too, and signing out through one closes the
 * session's socket on the other. On PostgreSQL the second app has its own connections (pool and
 * LISTEN connection), as a second process would; on PGlite both apps share the one in-process
 * database and its in-process bus.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/api/app.ts";
import { type Database, openDatabase } from "../../src/api/db/client.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { bearer, ChatClient, listen, sellerWithListing, signedIn } from "./chat-helpers.ts";

let t: TestApp;
let second: App;
let secondDb: Database;
let urlA: string;
let urlB: string;
const clients: ChatClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  secondDb =
    t.database.kind === "postgres" && t.database.pool
      ? await openDatabase({ url: t.database.pool.options.connectionString as string, poolSize: 4 })
      : t.database;
  second = await buildApp({ database: secondDb, version: "test", settings: t.settings });
  await second.ready();
  urlA = await listen(t.app);
  urlB = await listen(second);
});
afterAll(async () => {
  for (const c of clients) c.close();
  await second?.close();
  if (secondDb && secondDb !== t.database) await secondDb.close();
  await t?.close();
});

async function open(url: string, u: { access: string }) {
  const c = await ChatClient.open(url, bearer(u));
  clients.push(c);
  return c;
}

describe("two app processes on one database", () => {
  it("deliver a message, its notification and the read mark from one process to the other", async () => {
    const seller = await sellerWithListing(t);
    const buyer = await signedIn(t);
    const b = await open(urlA, buyer);
    const s = await open(urlB, seller);
    const { room } = await b.ok("openRoom", { productId: seller.listingId, isService: false });
    await b.ok("joinRoom", { roomId: room.id });
    await s.ok("joinRoom", { roomId: room.id });

    const sent = await b.ok("sendMessage", { roomId: room.id, message: "Sent through process A" });
    const got = await s.push("newMessage", (p) => p.message.id === sent.message.id);
    expect(got.message).toMatchObject({ text: "Sent through process A", user: { id: buyer.id } });
    // Exactly once on each side.
    await new Promise((r) => setTimeout(r, 200));
    expect(s.pushes.filter((p) => p.method === "newMessage")).toHaveLength(1);
    expect(b.pushes.filter((p) => p.method === "newMessage")).toHaveLength(1);

    // A long message (over the 8,000-byte NOTIFY limit in UTF-8) arrives whole.
    const long = "é".repeat(3000) + "🙂".repeat(500);
    const big = await s.ok("sendMessage", { roomId: room.id, message: long });
    expect((await b.push("newMessage", (p) => p.message.id === big.message.id)).message.text).toBe(long);
    expect(
      (await b.push("newMessageNotification", (p) => p.message.id === big.message.id)).room.unread_count,
    ).toBe(1);

    await s.ok("markAsRead", { messageId: sent.message.id });
    expect(await b.push("messagesRead")).toEqual({
      room: room.id,
      read_up_to: sent.message.id,
      reader: seller.id,
    });
  });

  it("close the session's socket on the other process when the user signs out", async () => {
    const buyer = await signedIn(t);
    const c = await open(urlB, buyer);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/accounts/logout/",
      payload: { refresh: buyer.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect((await c.closed).code).toBe(4401);
  });
});
