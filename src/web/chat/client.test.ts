import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "../../common/api/chat.ts";
import { ChatCallError, ChatClient, ChatConnectionLost } from "./client.ts";
import { FakeSocket } from "./fake-socket.ts";

const message = (id: number, text: string): ChatMessage => ({
  id,
  room: 7,
  text,
  created: "2026-11-23T10:00:00.000Z",
  is_read: false,
  user: { id: 1, name: "Ann", avatar: null },
});

let sockets: FakeSocket[];
let refresh: ReturnType<typeof vi.fn<(force: boolean) => Promise<boolean>>>;
let unhandled: ReturnType<typeof vi.fn<(method: string, params: unknown) => void>>;
let client: ChatClient;
const last = () => sockets[sockets.length - 1] as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  refresh = vi.fn(async () => true);
  unhandled = vi.fn();
  client = new ChatClient({
    url: "ws://site/api/ws/chat",
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    refreshSession: refresh,
    onUnhandled: unhandled,
  });
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe("chat client", () => {
  it("matches replies to their requests by id, whatever the order", async () => {
    client.start();
    last().open();
    const rooms = client.call("getAllRooms", {});
    const messages = client.call("getMessages", { roomId: 7 });
    const [a, b] = last().sent;
    expect(a?.method).toBe("getAllRooms");
    expect(b?.method).toBe("getMessages");
    last().reply(b?.id as number, { messages: [message(1, "hi")], has_more: false });
    last().reply(a?.id as number, { rooms: [] });
    await expect(rooms).resolves.toEqual({ rooms: [] });
    await expect(messages).resolves.toMatchObject({ messages: [{ text: "hi" }] });
  });

  it("rejects with the server's error, field message first", async () => {
    client.start();
    last().open();
    const sent = client.call("sendMessage", { roomId: 7, message: "see example.com" });
    const id = last().sent[0]?.id;
    last().onmessage?.({
      data: JSON.stringify({
        jsonrpc: "2.0",
        id,
        error: {
          code: -32602,
          message: "Check the fields of the request.",
          data: { fields: { message: ["You can only share links inside the product's domain."] } },
        },
      }),
    });
    const err = await sent.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChatCallError);
    expect((err as ChatCallError).code).toBe(-32602);
    expect((err as ChatCallError).detail).toBe("You can only share links inside the product's domain.");
  });

  it("queues what is sent while reconnecting and sends it once, after the reconnect", async () => {
    client.start();
    last().open();
    last().drop();
    expect(client.status).toBe("reconnecting");
    const sent = client.call("sendMessage", { roomId: 7, message: "while away" });
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent.map((f) => f.method)).toEqual(["sendMessage"]);
    last().reply(last().sent[0]?.id as number, { message: message(9, "while away") });
    await expect(sent).resolves.toMatchObject({ message: { id: 9 } });
    // Nothing is sent twice.
    expect(sockets.flatMap((s) => s.sent).filter((f) => f.method === "sendMessage")).toHaveLength(1);
  });

  it("repeats safe calls cut off by a drop, and reports a cut-off sendMessage instead of repeating it", async () => {
    client.start();
    last().open();
    const rooms = client.call("getAllRooms", {});
    const sent = client.call("sendMessage", { roomId: 7, message: "in flight" });
    last().drop();
    await expect(sent).rejects.toBeInstanceOf(ChatConnectionLost);
    await vi.advanceTimersByTimeAsync(500);
    last().open();
    expect(last().sent.map((f) => f.method)).toEqual(["getAllRooms"]);
    last().reply(last().sent[0]?.id as number, { rooms: [] });
    await expect(rooms).resolves.toEqual({ rooms: [] });
  });

  it("tries 5 times with a growing delay, then gives up until started again", async () => {
    const statuses: string[] = [];
    client.onStatus((s) => statuses.push(s));
    client.start();
    last().open();
    last().drop();
    const delays = [500, 1000, 2000, 4000, 8000];
    for (const ms of delays) {
      await vi.advanceTimersByTimeAsync(ms - 1);
      const before = sockets.length;
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets.length).toBe(before + 1);
      last().drop(); // never opens: the refresh check runs, then the next attempt
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(sockets).toHaveLength(6);
    expect(client.status).toBe("offline");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(6);
    expect(statuses.at(-1)).toBe("offline");
    client.start();
    expect(sockets).toHaveLength(7);
  });

  it("on 4401 refreshes the session and reconnects; a refused refresh means signed out", async () => {
    const opened = vi.fn();
    client.onOpen(opened);
    client.start();
    last().open();
    last().drop(4401);
    expect(client.status).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(500);
    last().open();
    expect(opened).toHaveBeenCalledTimes(2);

    refresh.mockResolvedValueOnce(false);
    last().drop(4401);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.status).toBe("signedOut");
    expect(sockets).toHaveLength(2);
    await expect(client.call("getAllRooms", {})).rejects.toBeInstanceOf(ChatCallError);
  });

  it("hands pushes to their listeners and logs an unknown push as unhandled", () => {
    const got = vi.fn();
    client.on("newMessage", got);
    client.start();
    last().open();
    last().push("newMessage", { message: message(3, "hello") });
    expect(got).toHaveBeenCalledWith({ message: message(3, "hello") });
    last().push("somethingNew", { x: 1 });
    expect(unhandled).toHaveBeenCalledWith("somethingNew", { x: 1 });
    expect(got).toHaveBeenCalledTimes(1);
  });

  it("reads a batch of replies", async () => {
    client.start();
    last().open();
    const a = client.call("getRoom", { roomId: 1 });
    const b = client.call("getRoom", { roomId: 2 });
    const [x, y] = last().sent;
    last().onmessage?.({
      data: JSON.stringify([
        { jsonrpc: "2.0", id: x?.id, result: { room: "one" } },
        { jsonrpc: "2.0", id: y?.id, result: { room: "two" } },
      ]),
    });
    await expect(a).resolves.toEqual({ room: "one" });
    await expect(b).resolves.toEqual({ room: "two" });
  });
});
