import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage, ChatRoom } from "../../common/api/chat.ts";
import { FakeSocket } from "./fake-socket.ts";
import { ChatStore, mergeMessages, sortRooms, unreadTotal } from "./store.ts";

const BUYER = { id: 1, name: "Bea", avatar: null };
const SELLER_USER = { id: 2, name: "Sam", avatar: null };

const message = (id: number, text: string, user = BUYER, room = 7): ChatMessage => ({
  id,
  room,
  text,
  created: `2026-11-23T10:00:${String(id).padStart(2, "0")}.000Z`,
  is_read: false,
  user,
});

const room = (id: number, last: ChatMessage | null, unread = 0): ChatRoom => ({
  id,
  kind: "listing",
  product: { id: 5, sku: "RM-5", name: "S21", image: null, url: "/product/RM-5" },
  service: null,
  buyer: BUYER,
  seller: { id: 9, name: "Rigs Inc", logo: null, url: "/company/9" },
  last_message: last,
  unread_count: unread,
  created: "2026-11-23T09:00:00.000Z",
});

let sockets: FakeSocket[];
let store: ChatStore;
const last = () => sockets[sockets.length - 1] as FakeSocket;
/** Answers the newest request of a method on the current socket. */
function answer(method: string, result: unknown) {
  const frame = [...last().sent].reverse().find((f) => f.method === method);
  if (!frame) throw new Error(`no ${method} sent`);
  last().reply(frame.id, result);
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  store = new ChatStore(
    { id: BUYER.id, staff: false },
    () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    "ws://site/api/ws/chat",
    async () => true,
  );
  store.start();
});
afterEach(() => {
  store.stop();
  vi.useRealTimers();
});

describe("chat store", () => {
  it("fetches every room when the socket opens, latest activity first", async () => {
    last().open();
    expect(last().sent.map((f) => f.method)).toEqual(["getAllRooms"]);
    answer("getAllRooms", { rooms: [room(1, message(3, "old")), room(2, message(8, "new"))] });
    await vi.advanceTimersByTimeAsync(0);
    expect(sortRooms(store.getState().rooms).map((r) => r.id)).toEqual([2, 1]);
    expect(store.getState().roomsLoaded).toBe(true);
  });

  it("counts a notification in the unread total and shows a toast", async () => {
    last().open();
    answer("getAllRooms", { rooms: [room(7, null)] });
    await vi.advanceTimersByTimeAsync(0);
    const incoming = message(11, "Still available", SELLER_USER);
    last().push("newMessageNotification", { message: incoming, room: room(7, incoming, 1) });
    expect(unreadTotal(store.getState())).toBe(1);
    expect(store.getState().toasts.map((t) => t.message.text)).toEqual(["Still available"]);
    // The same message as newMessage (the room is joined too) is not counted twice.
    last().push("newMessage", { message: incoming });
    expect(unreadTotal(store.getState())).toBe(1);
  });

  it("marks the viewer's messages read when the other party reads them", async () => {
    last().open();
    answer("getAllRooms", { rooms: [room(7, null)] });
    const opened = store.openRoomView(7);
    answer("joinRoom", { room: room(7, null) });
    await vi.advanceTimersByTimeAsync(0);
    answer("getMessages", { messages: [message(1, "a"), message(2, "b")], has_more: false });
    await opened;
    last().push("messagesRead", { room: 7, read_up_to: 1, reader: SELLER_USER.id });
    expect(store.getState().messages[7]?.list.map((m) => m.is_read)).toEqual([true, false]);
  });

  it("does not send a message twice when the socket drops while it is on its way and the server had it", async () => {
    last().open();
    answer("getAllRooms", { rooms: [room(7, null)] });
    const sending = store.send(7, "Is it sealed?");
    expect(store.getState().outgoing.map((o) => o.state)).toEqual(["sending"]);
    last().drop();
    await vi.advanceTimersByTimeAsync(500);
    last().open();
    // After the reconnect the client reads the newest messages: the message is there.
    answer("getMessages", { messages: [message(4, "Is it sealed?")], has_more: false });
    await sending;
    const sends = sockets.flatMap((s) => s.sent).filter((f) => f.method === "sendMessage");
    expect(sends).toHaveLength(1);
    expect(store.getState().outgoing).toEqual([]);
  });

  it("sends it again once when the server never got it", async () => {
    last().open();
    const sending = store.send(7, "Is it sealed?");
    last().drop();
    await vi.advanceTimersByTimeAsync(500);
    last().open();
    answer("getMessages", { messages: [], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    answer("sendMessage", { message: message(5, "Is it sealed?") });
    await sending;
    const sends = sockets.flatMap((s) => s.sent).filter((f) => f.method === "sendMessage");
    expect(sends).toHaveLength(2);
    expect(sends.map((f) => f.params)).toEqual([
      { roomId: 7, message: "Is it sealed?" },
      { roomId: 7, message: "Is it sealed?" },
    ]);
    expect(store.getState().outgoing).toEqual([]);
  });

  it("keeps a refused message with the server's reason", async () => {
    last().open();
    const sending = store.send(7, "see other.example");
    const frame = last().sent.find((f) => f.method === "sendMessage");
    last().onmessage?.({
      data: JSON.stringify({
        jsonrpc: "2.0",
        id: frame?.id,
        error: {
          code: -32602,
          message: "Check the fields of the request.",
          data: { fields: { message: ["You can only share links inside the product's domain."] } },
        },
      }),
    });
    await sending;
    expect(store.getState().outgoing).toMatchObject([
      { state: "failed", error: "You can only share links inside the product's domain." },
    ]);
  });

  it("loads the page before the oldest message shown", async () => {
    last().open();
    const opened = store.openRoomView(7);
    answer("joinRoom", { room: room(7, null) });
    await vi.advanceTimersByTimeAsync(0);
    answer("getMessages", { messages: [message(50, "x"), message(51, "y")], has_more: true });
    await opened;
    const older = store.loadOlder(7);
    expect(last().sent.at(-1)).toMatchObject({ method: "getMessages", params: { roomId: 7, before: 50 } });
    answer("getMessages", { messages: [message(48, "v"), message(49, "w")], has_more: false });
    await older;
    const page = store.getState().messages[7];
    expect(page?.list.map((m) => m.id)).toEqual([48, 49, 50, 51]);
    expect(page?.hasMore).toBe(false);
  });

  it("asks for a room once while the first ask is on its way", async () => {
    last().open();
    const a = store.openListingRoom(5, false);
    const b = store.openListingRoom(5, false);
    expect(last().sent.filter((f) => f.method === "openRoom")).toHaveLength(1);
    answer("openRoom", { room: room(7, null) });
    await expect(a).resolves.toMatchObject({ id: 7 });
    await expect(b).resolves.toMatchObject({ id: 7 });
    expect(store.getState().rooms[7]).toBeDefined();
  });

  it("merges pages of messages once each, oldest first", () => {
    const merged = mergeMessages([message(3, "c"), message(4, "d")], [message(1, "a"), message(3, "c")]);
    expect(merged.map((m) => m.id)).toEqual([1, 3, 4]);
  });
});
