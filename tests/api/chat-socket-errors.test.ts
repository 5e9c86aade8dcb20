/**
 * Issue 31, item 9 (docs/decisions/071): what a chat client does wrong — a frame over the socket's
 * size limit, a text frame that is not UTF-8, a frame that is not JSON — closes or answers its
 * socket and is logged as a warning (or not at all) without a stack trace; the log holds no error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_LIMITS } from "../../src/common/api/chat.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { ChatClient, listen, signedIn } from "./chat-helpers.ts";

let t: TestApp;
let url: string;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logger: {
      level: "info",
      stream: { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
    } as never,
  });
  url = await listen(t.app);
});
afterAll(async () => {
  await t?.close();
});

const errors = () => logged.filter((l) => Number(l.level) >= 50);
const withStack = () => logged.filter((l) => JSON.stringify(l).includes('"stack"'));

describe("a client's bad frames", () => {
  it("a frame over the socket's limit closes it with 1009 and one warning without a stack", async () => {
    const u = await signedIn(t);
    const c = await ChatClient.open(url, { headers: u.headers });
    c.send("x".repeat(CHAT_LIMITS.frameBytes * 2 + 1024));
    expect((await c.closed).code).toBe(1009);
    await expect
      .poll(() => logged.filter((l) => l.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH"))
      .toHaveLength(1);
    const warning = logged.find((l) => l.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH");
    expect(warning?.level).toBe(40);
    expect(warning?.userId).toBe(u.id);
    expect(errors()).toEqual([]);
    expect(withStack()).toEqual([]);
  });

  it("a text frame that is not UTF-8 closes the socket with 1007, a warning without a stack", async () => {
    const u = await signedIn(t);
    const c = await ChatClient.open(url, { headers: u.headers });
    c.ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect((await c.closed).code).toBe(1007);
    await expect.poll(() => logged.filter((l) => l.code === "WS_ERR_INVALID_UTF8")).toHaveLength(1);
    expect(logged.find((l) => l.code === "WS_ERR_INVALID_UTF8")?.level).toBe(40);
    expect(errors()).toEqual([]);
    expect(withStack()).toEqual([]);
  });

  it("a frame that is not JSON is answered with a parse error and logs nothing above info", async () => {
    const u = await signedIn(t);
    const c = await ChatClient.open(url, { headers: u.headers });
    c.send("{not json");
    expect((await c.frame((f) => f.error?.code === -32700)).error.code).toBe(-32700);
    expect(await c.ok("getAllRooms")).toBeDefined();
    c.close();
    await c.closed;
    expect(errors()).toEqual([]);
    expect(logged.filter((l) => Number(l.level) >= 40 && l.userId === u.id)).toEqual([]);
  });
});
