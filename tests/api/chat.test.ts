/**
 * The chat over its WebSocket (issue 8, docs/chat-protocol.md): connecting, every method, push and
 * error code, permissions, the link rule, length and rate limits, closing on sign-out, and the
 * offline notification.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_ERRORS } from "../../src/common/api/chat.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import {
  bearer,
  ChatClient,
  type ChatUserFixture,
  listen,
  otherApprovedProduct,
  sellerWithListing,
  signedIn,
} from "./chat-helpers.ts";

let t: TestApp;
let url: string;
let seller: Awaited<ReturnType<typeof sellerWithListing>>;
const clients: ChatClient[] = [];

async function connect(u: { access: string }, extra: Record<string, string> = {}) {
  const c = await ChatClient.open(url, { headers: { ...bearer(u).headers, ...extra } });
  clients.push(c);
  return c;
}

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  seller = await sellerWithListing(t);
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
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
