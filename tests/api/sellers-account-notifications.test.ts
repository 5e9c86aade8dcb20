/**
 * Sellers, part 2 (issue 5): Telegram chats and the bot (against a local fake Bot API, never the
 * internet; a Bot API answering 502 delays the message, which a retry then delivers), notification
 * settings, and the partner request form (POST /api/forms/seller-contact/).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OwnSeller } from "../../src/common/api/seller-account.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";

/** A fake Telegram Bot API: records sendMessage calls; `failNext` answers 502 that many times first. */
interface FakeBot {
  server: Server;
  url: string;
  sent: { token: string; chat_id: string; text: string }[];
  failNext: number;
}

async function startFakeBot(): Promise<FakeBot> {
  const bot: FakeBot = { server: createServer(), url: "", sent: [], failNext: 0 };
  bot.server.on("request", (req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? "");
      res.setHeader("content-type", "application/json");
      if (!match || req.method !== "POST") {
        res.statusCode = 404;
        res.end(JSON.stringify({ ok: false, description: "Not Found" }));
        return;
      }
      if (bot.failNext > 0) {
        bot.failNext--;
        res.statusCode = 502;
        res.end(JSON.stringify({ ok: false, description: "Bad Gateway" }));
        return;
      }
      const data = JSON.parse(body) as { chat_id: string; text: string };
      if (data.chat_id === "-404") {
        res.statusCode = 400;
        res.end(JSON.stringify({ ok: false, description: "Bad Request: chat not found" }));
        return;
      }
      bot.sent.push({ token: match[1] ?? "", chat_id: data.chat_id, text: data.text });
      res.end(JSON.stringify({ ok: true, result: { message_id: bot.sent.length } }));
    });
  });
  await new Promise<void>((resolve) => bot.server.listen(0, "127.0.0.1", resolve));
  bot.url = `http://127.0.0.1:${(bot.server.address() as AddressInfo).port}`;
  return bot;
}

let t: TestApp;
let bot: FakeBot;
beforeAll(async () => {
  bot = await startFakeBot();
  t = await createTestApp({
    settings: {
      telegram: { botToken: "123:TEST", apiUrl: bot.url, retryLimit: 5, retryDelaySeconds: 1 },
      teamEmail: "partners@rigmarket.test",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => bot?.server.close(resolve));
});
beforeEach(() => {
  bot.sent = [];
  bot.failNext = 0;
});

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions
async function call<T = Record<string, any>>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  opts: { payload?: unknown; headers?: Record<string, string>; lang?: string; ip?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.payload as never,
    headers: { "accept-language": opts.lang ?? "en", ...opts.headers },
    remoteAddress: opts.ip ?? nextIp(),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T, headers: res.headers };
}

const S = "/api/sellers";
const HQ = {
  company_name: "Bot Forge",
  legal_name: "Bot Forge LLC",
  head_office_address: "1 Main Street",
  country_iso: "US",
  region_code: "NA",
  phone: "+1 201 555 0123",
};

async function activeSeller(app = t) {
  const user = await app.createUser();
  const pair = await app.login(user.email, user.password);
  const created = await app.app.inject({
    method: "POST",
    url: `${S}/`,
    payload: HQ,
    headers: pair.headers,
    remoteAddress: nextIp(),
  });
  const id = (created.json() as OwnSeller).id;
  await app.app.inject({
    method: "POST",
    url: `${S}/${id}/complete/`,
    headers: pair.headers,
    remoteAddress: nextIp(),
  });
  return { ...user, ...pair, sellerId: id };
}

describe("Telegram chats", () => {
  it("connects, lists, changes and disconnects chats; the id is a minus sign and digits", async () => {
    const s = await activeSeller();
    const empty = await call(`GET`, `${S}/telegram-chats/`, { headers: s.headers });
    expect(empty.body).toEqual({ count: 0, next: null, previous: null, results: [], bot_configured: true });
    const add = await call("POST", `${S}/telegram-chats/`, {
      headers: s.headers,
      payload: { chat_id: " -1001234567890 " },
    });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({ chat_id: "-1001234567890" });
    const dup = await call("POST", `${S}/telegram-chats/`, {
      headers: s.headers,
      payload: { chat_id: "-1001234567890" },
    });
    expect(dup.body).toEqual({ chat_id: ["This chat is already connected."] });
    for (const bad of ["1001234567890", "-12a", "", "--1"]) {
      const r = await call("POST", `${S}/telegram-chats/`, { headers: s.headers, payload: { chat_id: bad } });
      expect(r.status, bad).toBe(400);
      expect(Object.keys(r.body)).toEqual(["chat_id"]);
    }
    const fr = await call("POST", `${S}/telegram-chats/`, {
      headers: s.headers,
      payload: { chat_id: "12" },
      lang: "fr",
    });
    expect(fr.body.chat_id[0]).toContain("signe moins suivi de chiffres");
    const patch = await call("PATCH", `${S}/telegram-chats/${add.body.id}/`, {
      headers: s.headers,
      payload: { chat_id: "-42" },
    });
    expect(patch.body).toMatchObject({ id: add.body.id, chat_id: "-42" });
    // Another seller cannot see or touch it.
    const other = await activeSeller();
    expect(
      (
        await call("PATCH", `${S}/telegram-chats/${add.body.id}/`, {
          headers: other.headers,
          payload: { chat_id: "-1" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call("DELETE", `${S}/telegram-chats/${add.body.id}/`, { headers: other.headers })).status,
    ).toBe(404);
    expect(
      (await call("POST", `${S}/telegram-chats/${add.body.id}/test/`, { headers: other.headers })).status,
    ).toBe(404);
    expect((await call("GET", `${S}/telegram-chats/`, { headers: other.headers })).body.count).toBe(0);
    for (let i = 2; i <= 5; i++) {
      expect(
        (await call("POST", `${S}/telegram-chats/`, { headers: s.headers, payload: { chat_id: `-${i}` } }))
          .status,
      ).toBe(201);
    }
    const sixth = await call("POST", `${S}/telegram-chats/`, {
      headers: s.headers,
      payload: { chat_id: "-6" },
    });
    expect(sixth.body).toEqual({ chat_id: ["At most 5 Telegram chats can be connected."] });
    const del = await call("DELETE", `${S}/telegram-chats/${add.body.id}/`, { headers: s.headers });
    expect(del.status).toBe(204);
    expect((await call("GET", `${S}/telegram-chats/`, { headers: s.headers })).body.count).toBe(4);
  });

  it("sends the test message through the queue; a Bot API answering 502 delays it, none is lost", async () => {
    const s = await activeSeller();
    const chat = await call("POST", `${S}/telegram-chats/`, {
      headers: s.headers,
      payload: { chat_id: "-100777" },
    });
    bot.failNext = 1;
    const r = await call("POST", `${S}/telegram-chats/${chat.body.id}/test/`, { headers: s.headers });
    expect(r.status).toBe(202);
    expect(r.body.detail).toBe("The test message is on its way.");
    expect(bot.sent).toEqual([]);
    const first = await t.drain();
    expect(first.failed).toBe(1);
    expect(bot.sent).toEqual([]);
    const retry = await t.drain({ includeDelayed: true });
    expect(retry.completed).toBeGreaterThanOrEqual(1);
    expect(bot.sent).toEqual([
      { token: "123:TEST", chat_id: "-100777", text: expect.stringContaining("this chat is connected") },
    ]);
  });

  it("a chat the Bot API does not know is dropped, not retried for ever", async () => {
    const s = await activeSeller();
    const chat = await call("POST", `${S}/telegram-chats/`, {
      headers: s.headers,
      payload: { chat_id: "-404" },
    });
    await call("POST", `${S}/telegram-chats/${chat.body.id}/test/`, { headers: s.headers });
    const r = await t.drain();
    expect(r).toMatchObject({ failed: 0 });
    expect(bot.sent).toEqual([]);
  });

  it("says when the bot is not configured", async () => {
    const bare = await createTestApp();
    try {
      const s = await activeSeller(bare);
      const list = await bare.app.inject({ method: "GET", url: `${S}/telegram-chats/`, headers: s.headers });
      expect(list.json()).toMatchObject({ bot_configured: false });
      const chat = await bare.app.inject({
        method: "POST",
        url: `${S}/telegram-chats/`,
        headers: s.headers,
        payload: { chat_id: "-1" },
      });
      const test = await bare.app.inject({
        method: "POST",
        url: `${S}/telegram-chats/${chat.json().id}/test/`,
        headers: s.headers,
      });
      expect(test.statusCode).toBe(503);
      expect(test.json().detail).toBe("The Telegram bot is not configured on this server.");
    } finally {
      await bare.close();
    }
  });
});

describe("notification settings", () => {
  it("chooses which events notify by e-mail and by Telegram; moderation results follow them", async () => {
    const s = await activeSeller();
    const r = await call("GET", `${S}/notification-settings/`, { headers: s.headers });
    expect(r.body).toEqual({
      email: { chat_message: true, moderation_result: true, catalogue_import: true, order_update: true },
      telegram: { chat_message: true, moderation_result: true, catalogue_import: true, order_update: true },
      extra_emails: [],
      bot_configured: true,
      telegram_chats: 0,
    });
    // Up to three extra addresses through users/emails/.
    for (const e of ["a@example.test", "b@example.test", "c@example.test"]) {
      expect(
        (await call("POST", "/api/accounts/users/emails/", { headers: s.headers, payload: { email: e } }))
          .status,
      ).toBe(201);
    }
    const fourth = await call("POST", "/api/accounts/users/emails/", {
      headers: s.headers,
      payload: { email: "d@example.test" },
    });
    expect(fourth.status).toBe(400);
    await call("POST", `${S}/telegram-chats/`, { headers: s.headers, payload: { chat_id: "-555" } });

    const put = await call("PUT", `${S}/notification-settings/`, {
      headers: s.headers,
      payload: { email: { chat_message: false }, telegram: { moderation_result: true } },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      email: { chat_message: false, moderation_result: true, catalogue_import: true },
      extra_emails: ["a@example.test", "b@example.test", "c@example.test"],
      telegram_chats: 1,
    });
    const bad = await call("PUT", `${S}/notification-settings/`, {
      headers: s.headers,
      payload: { email: { chat_message: "no", other: true } },
    });
    expect(bad.status).toBe(400);

    // A moderation result goes to the account's address, the extra ones and the chat.
    await call("PUT", `${S}/${s.sellerId}/`, { headers: s.headers, payload: { about: "Changed" } });
    const pending = await t.app.services.sellerAccounts.pendingChangeOf(s.sellerId);
    await t.app.services.sellerAccounts.rejectChange(pending?.id ?? 0, null, "Too short.");
    for (const e of [s.email, "a@example.test", "c@example.test"]) {
      const mail = await t.readMailbox(e);
      expect(mail[0]?.subject, e).toBe("Your company changes were not approved");
    }
    expect(bot.sent.map((m) => m.chat_id)).toEqual(["-555"]);
    expect(bot.sent[0]?.text).toContain("Too short.");

    // Turned off: no mail, no Telegram.
    await call("PUT", `${S}/notification-settings/`, {
      headers: s.headers,
      payload: { email: { moderation_result: false }, telegram: { moderation_result: false } },
    });
    bot.sent = [];
    await call("PUT", `${S}/${s.sellerId}/`, { headers: s.headers, payload: { about: "Changed again" } });
    const next = await t.app.services.sellerAccounts.pendingChangeOf(s.sellerId);
    await t.app.services.sellerAccounts.approveChange(next?.id ?? 0, null);
    expect((await t.readMailbox(s.email))[0]?.subject).toBe("Your company changes were not approved");
    expect(bot.sent).toEqual([]);
  });
});

describe("partner request form", () => {
  const form = {
    name: "Ada",
    company: "Hash Forge",
    email: "Ada@Example.test",
    phone: "+33 6 12 34 56 78",
    topic: "banners",
    message: "We would like a banner on the home page.",
  };

  it("mails the request to the marketplace team through the queue", async () => {
    const r = await call("POST", "/api/forms/seller-contact/", { payload: form });
    expect(r.status).toBe(202);
    expect(r.body.detail).toBe("Thank you! The marketplace team will answer you soon.");
    const mail = await t.readMailbox("partners@rigmarket.test");
    expect(mail[0]?.subject).toBe("Partner request (banners) from Hash Forge");
    expect(mail[0]?.text).toContain("ada@example.test");
    expect(mail[0]?.text).toContain("We would like a banner on the home page.");
    expect(mail[0]?.html).not.toContain("<script");
  });

  it("validates the form, in English and French", async () => {
    const r = await call("POST", "/api/forms/seller-contact/", {
      payload: { name: "", email: "nope", phone: "12", topic: "spam", message: "" },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      name: ["This field is required."],
      email: ["Enter a valid email address."],
      message: ["This field is required."],
      topic: [expect.any(String)],
    });
    const fr = await call("POST", "/api/forms/seller-contact/", {
      payload: { ...form, name: "" },
      lang: "fr",
    });
    expect(fr.body.name).toEqual(["Ce champ est obligatoire."]);
  });

  it("is rate-limited per address", async () => {
    const ip = "10.250.0.1";
    for (let i = 0; i < 5; i++) {
      expect((await call("POST", "/api/forms/seller-contact/", { payload: form, ip })).status).toBe(202);
    }
    const r = await call("POST", "/api/forms/seller-contact/", { payload: form, ip });
    expect(r.status).toBe(429);
    expect(r.headers["retry-after"]).toBeDefined();
  });
});
