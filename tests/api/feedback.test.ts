/**
 * The feedback form (issue 20): POST /api/forms/feedback/ from a guest and from a signed-in user
 * (stored, the user linked, mailed to the team), bad input naming the field in English and French,
 * the rate limits per address, e-mail and user (429 saying when to retry), and the console:
 * list by status, one message, the answer mailed to the sender in their language with who and when
 * recorded; guests 401, buyers and sellers 403 on every console call.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Feedback, FeedbackList } from "../../src/common/api/contact.ts";
import { createTestApp, makeSeller, nextIp, type TestApp } from "../setup/app.ts";

let t: TestApp;
const FORM = "/api/forms/feedback/";
const M = "/api/moderation/feedback";
let moderator: { headers: Record<string, string>; id: number; name: string };
let buyer: { headers: Record<string, string>; id: number; email: string };
let seller: { headers: Record<string, string> };

async function call<T = Record<string, unknown>>(
  method: "GET" | "POST",
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

let n = 0;
const message = (over: Record<string, unknown> = {}) => ({
  name: "Ana Lima",
  email: `ana${++n}@coldhash.example`,
  topic: "idea",
  message: "Could the catalogue filter miners by noise level?",
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const mod = await t.createUser({ role: "moderator", name: "Mona Moderator" });
  moderator = { id: mod.id, name: "Mona Moderator", headers: (await t.login(mod.email)).headers };
  const b = await t.createUser();
  buyer = { id: b.id, email: b.email, headers: (await t.login(b.email)).headers };
  const s = await t.createUser();
  const sh = (await t.login(s.email)).headers;
  await makeSeller(t, sh);
  seller = { headers: (await t.login(s.email)).headers };
});
afterAll(async () => {
  await t?.close();
});

describe("POST /api/forms/feedback/", () => {
  it("stores a guest's message, mails it to the team and thanks the sender, in French too", async () => {
    const body = message({
      name: "Jean Dupont",
      topic: "problem",
      message: "La carte des vendeurs ne charge pas.",
    });
    const res = await call<{ detail: string }>("POST", FORM, { payload: body, lang: "fr" });
    expect(res.status).toBe(202);
    expect(res.body.detail).toBe(
      "Merci\u00a0! Votre message est parvenu à l’équipe\u00a0; nous vous répondrons par e-mail.",
    );
    const [stored] = await t.database.rows<{ user_id: number | null; locale: string; email: string }>(
      sql`select user_id, locale, email from feedback_messages where email = ${body.email}`,
    );
    expect(stored).toEqual({ user_id: null, locale: "fr", email: body.email });
    const [mail] = await t.readMailbox("team@rigmarket.test");
    expect(mail?.subject).toBe("Feedback (Something does not work) from Jean Dupont");
    expect(mail?.text).toContain(body.email);
    expect(mail?.text).toContain("La carte des vendeurs ne charge pas.");
    expect(mail?.text).toContain("Sent as a guest");
  });

  it("links the signed-in sender's account", async () => {
    const body = message();
    const res = await call("POST", FORM, { payload: body, headers: buyer.headers });
    expect(res.status).toBe(202);
    const list = await call<FeedbackList>("GET", `${M}/?status=new`, { headers: moderator.headers });
    const mine = list.body.results.find((f) => f.email === body.email);
    expect(mine?.user).toEqual({ id: buyer.id, email: buyer.email });
    const [mail] = await t.readMailbox("team@rigmarket.test");
    expect(mail?.text).toContain(`Signed-in user: #${buyer.id} ${buyer.email}`);
  });

  it("refuses bad input naming each field, in English and in French", async () => {
    const bad = { name: "", email: "not-an-address", topic: "complaint", message: "short" };
    const en = await call<Record<string, string[]>>("POST", FORM, { payload: bad });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({
      name: ["Enter your name (up to 150 characters)."],
      email: ["Enter a valid e-mail address."],
      topic: ["Choose a topic from the list."],
      message: ["Write your message (10 to 5,000 characters)."],
    });
    const fr = await call<Record<string, string[]>>("POST", FORM, { payload: bad, lang: "fr" });
    expect(fr.body.email).toEqual(["Indiquez une adresse e-mail valide."]);
    expect(fr.body.topic).toEqual(["Choisissez un sujet dans la liste."]);
    const missing = await call<Record<string, string[]>>("POST", FORM, { payload: {} });
    expect(Object.keys(missing.body).sort()).toEqual(["email", "message", "name", "topic"]);
    const [{ count } = { count: -1 }] = await t.database.rows<{ count: number }>(
      sql`select count(*)::int as count from feedback_messages where email = 'not-an-address'`,
    );
    expect(count).toBe(0);
  });

  it("answers 429 with when to retry after too many messages from one address", async () => {
    const ip = "10.88.0.1";
    for (let i = 0; i < 10; i++)
      expect((await call("POST", FORM, { payload: message(), ip })).status).toBe(202);
    const over = await call<{ detail: string }>("POST", FORM, { payload: message(), ip });
    expect(over.status).toBe(429);
    expect(over.headers["retry-after"]).toBeDefined();
    expect(over.body.detail).toMatch(
      /^You have sent several messages in a short time: please try again in \d+ min\.$/,
    );
    const fr = await call<{ detail: string }>("POST", FORM, { payload: message(), ip, lang: "fr" });
    expect(fr.body.detail).toMatch(/^Vous avez envoyé plusieurs messages en peu de temps/);
  });

  it("limits one e-mail address and one signed-in user, whatever the network address", async () => {
    const email = "repeat@coldhash.example";
    for (let i = 0; i < 5; i++)
      expect((await call("POST", FORM, { payload: message({ email }) })).status).toBe(202);
    expect((await call("POST", FORM, { payload: message({ email }) })).status).toBe(429);

    const u = await t.createUser();
    const headers = (await t.login(u.email)).headers;
    for (let i = 0; i < 5; i++)
      expect((await call("POST", FORM, { payload: message(), headers })).status).toBe(202);
    expect((await call("POST", FORM, { payload: message(), headers })).status).toBe(429);
  });
});

describe("the feedback console", () => {
  it("lists new messages, answers one by e-mail in the sender's language, and files it as answered", async () => {
    const body = message({ name: "Jean Dupont", message: "Pouvez-vous ajouter le prix au kWh par pays ?" });
    await call("POST", FORM, { payload: body, lang: "fr" });
    const list = await call<FeedbackList>("GET", `${M}/`, { headers: moderator.headers });
    expect(list.status).toBe(200);
    const item = list.body.results.find((f) => f.email === body.email);
    expect(item).toMatchObject({
      name: "Jean Dupont",
      topic: "idea",
      locale: "fr",
      answer: null,
      answered_by: null,
    });
    const newBefore = list.body.counts.new;

    const one = await call<Feedback>("GET", `${M}/${item?.id}/`, { headers: moderator.headers });
    expect(one.body.message).toBe("Pouvez-vous ajouter le prix au kWh par pays ?");

    const answered = await call<Feedback>("POST", `${M}/${item?.id}/answer/`, {
      headers: moderator.headers,
      payload: { answer: "Oui, c’est prévu pour décembre." },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.answer).toBe("Oui, c’est prévu pour décembre.");
    expect(answered.body.answered_by).toEqual({ id: moderator.id, name: moderator.name });
    expect(Date.now() - Date.parse(answered.body.answered_at ?? "")).toBeLessThan(60_000);

    const [mail] = await t.readMailbox(body.email);
    expect(mail?.subject).toBe("Re\u00a0: votre message à RigMarket");
    expect(mail?.text).toContain("Bonjour Jean Dupont,");
    expect(mail?.text).toContain("Oui, c’est prévu pour décembre.");
    expect(mail?.text).toContain("Pouvez-vous ajouter le prix au kWh par pays ?");

    const after = await call<FeedbackList>("GET", `${M}/?status=answered`, { headers: moderator.headers });
    expect(after.body.results.map((f) => f.id)).toContain(item?.id);
    expect(after.body.counts.new).toBe(newBefore - 1);
    const stillNew = await call<FeedbackList>("GET", `${M}/?status=new`, { headers: moderator.headers });
    expect(stillNew.body.results.map((f) => f.id)).not.toContain(item?.id);
  });

  it("refuses an empty answer naming the field, and answers 404 for a message that does not exist", async () => {
    const empty = await call<Record<string, string[]>>("POST", `${M}/1/answer/`, {
      headers: moderator.headers,
      payload: { answer: "  " },
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body)).toEqual(["answer"]);
    const missing = await call("POST", `${M}/999999/answer/`, {
      headers: moderator.headers,
      payload: { answer: "Hi" },
    });
    expect(missing.status).toBe(404);
    expect((await call("GET", `${M}/999999/`, { headers: moderator.headers })).status).toBe(404);
    const badStatus = await call<Record<string, string[]>>("GET", `${M}/?status=archived`, {
      headers: moderator.headers,
    });
    expect(badStatus.status).toBe(400);
    expect(Object.keys(badStatus.body)).toEqual(["status"]);
  });

  it("is for moderators only: guests 401, buyers and sellers 403, on every call", async () => {
    await call("POST", FORM, { payload: message() });
    const calls = [
      ["GET", `${M}/`],
      ["GET", `${M}/1/`],
      ["POST", `${M}/1/answer/`, { answer: "Hello" }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, { payload })).status, `${method} ${url} guest`).toBe(401);
      expect(
        (await call(method, url, { payload, headers: buyer.headers })).status,
        `${method} ${url} buyer`,
      ).toBe(403);
      expect(
        (await call(method, url, { payload, headers: seller.headers })).status,
        `${method} ${url} seller`,
      ).toBe(403);
    }
    const admin = await t.createUser({ role: "admin" });
    const adminHeaders = (await t.login(admin.email)).headers;
    expect((await call("GET", `${M}/`, { headers: adminHeaders })).status).toBe(200);
  });
});
