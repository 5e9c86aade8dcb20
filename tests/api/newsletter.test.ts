/**
 * The newsletter (issue 20): subscribe with double opt-in (the same answer whatever the address's
 * state), the confirmation link (single use, expiring), the welcome mail as a newsletter mail with
 * its one-click unsubscribe (link and RFC 8058 headers, POSTed as a mail client does), preferences by
 * signed token, bad input naming the field in English and French, rate limits, moderators' counts
 * and CSV export (guests 401, buyers and sellers 403), and no address in the logs.
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsletterStats, NewsletterSubscription } from "../../src/common/api/contact.ts";
import { createTestApp, makeSeller, nextIp, type TestApp } from "../setup/app.ts";

let t: TestApp;
const logLines: string[] = [];
const N = "/api/newsletter";
let moderator: Record<string, string>;
let buyer: Record<string, string>;
let seller: Record<string, string>;

async function call<T = Record<string, unknown>>(
  method: "GET" | "POST" | "PUT",
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
  const json = res.headers["content-type"]?.toString().startsWith("application/json");
  return { status: res.statusCode, body: (json ? res.json() : res.body) as T, headers: res.headers };
}

let n = 0;
const address = () => `reader${++n}-${process.pid}@hashfarm.example`;

/** The token of the newest mail's link to `path` (confirm, unsubscribe, preferences). */
async function linkToken(email: string, path: string): Promise<string> {
  const [mail] = await t.readMailbox(email);
  const m = new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([^\\s"&]+)`).exec(mail?.text ?? "");
  if (!m?.[1]) throw new Error(`no ${path} link in: ${mail?.text}`);
  return decodeURIComponent(m[1]);
}

async function subscribed(email: string, over: Record<string, unknown> = {}) {
  const res = await call("POST", `${N}/subscribe/`, { payload: { email, ...over } });
  expect(res.status).toBe(202);
  const token = await linkToken(email, "/newsletter/confirm");
  expect((await call("POST", `${N}/confirm/`, { payload: { token } })).status).toBe(200);
}

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: { level: "info", stream } as never });
  const mod = await t.createUser({ role: "moderator" });
  moderator = (await t.login(mod.email)).headers;
  const b = await t.createUser();
  buyer = (await t.login(b.email)).headers;
  const s = await t.createUser();
  await makeSeller(t, (await t.login(s.email)).headers);
  seller = (await t.login(s.email)).headers;
});
afterAll(async () => {
  await t?.close();
});

describe("subscribe and confirm (double opt-in)", () => {
  it("mails a confirmation link; confirming starts the subscription and sends a welcome newsletter mail", async () => {
    const email = address();
    const res = await call<{ detail: string }>("POST", `${N}/subscribe/`, {
      payload: { email: email.toUpperCase(), topics: ["hardware", "market"], language: "fr" },
    });
    expect(res.status).toBe(202);
    expect(res.body.detail).toMatch(/^Almost done: if this address can receive the newsletter/);
    const [mail] = await t.readMailbox(email);
    expect(mail?.subject).toBe("Confirmez votre inscription à la lettre d’information de RigMarket");
    const token = await linkToken(email, "/fr/newsletter/confirm");

    // Not subscribed until confirmed.
    let stats = await call<NewsletterStats>("GET", "/api/moderation/newsletter/", { headers: moderator });
    const before = stats.body.confirmed;

    const info = await call<NewsletterSubscription>(
      "GET",
      `${N}/confirm/?token=${encodeURIComponent(token)}`,
    );
    expect(info.body).toEqual({ email, status: "pending", topics: ["market", "hardware"], language: "fr" });
    const done = await call<NewsletterSubscription>("POST", `${N}/confirm/`, { payload: { token } });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("confirmed");
    stats = await call<NewsletterStats>("GET", "/api/moderation/newsletter/", { headers: moderator });
    expect(stats.body.confirmed).toBe(before + 1);

    const [welcome] = await t.readMailbox(email);
    expect(welcome?.subject).toBe("Bienvenue dans la lettre d’information de RigMarket");
    expect(welcome?.text).toContain("Marché et prix, Nouveau matériel");
    expect(welcome?.text).toMatch(/\/fr\/newsletter\/unsubscribe\?token=/);
    expect(welcome?.text).toMatch(/\/fr\/newsletter\/preferences\?token=/);
  });

  it("spends the token: a second use, an expired link or a made-up one is refused", async () => {
    const email = address();
    await call("POST", `${N}/subscribe/`, { payload: { email } });
    const token = await linkToken(email, "/newsletter/confirm");
    expect((await call("POST", `${N}/confirm/`, { payload: { token } })).status).toBe(200);
    const again = await call<{ detail: string }>("POST", `${N}/confirm/`, { payload: { token } });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(
      "This link has expired or has already been used. Subscribe again to get a new one.",
    );
    expect((await call("GET", `${N}/confirm/?token=${encodeURIComponent(token)}`)).status).toBe(404);

    const late = address();
    await call("POST", `${N}/subscribe/`, { payload: { email: late } });
    const lateToken = await linkToken(late, "/newsletter/confirm");
    await t.database.rows(
      sql`update newsletter_subscribers set confirm_expires_at = now() - interval '1 minute' where email = ${late}`,
    );
    expect((await call("POST", `${N}/confirm/`, { payload: { token: lateToken } })).status).toBe(404);
    expect((await call("POST", `${N}/confirm/`, { payload: { token: "made-up" } })).status).toBe(404);
  });

  it("answers the same for an address that is already subscribed, and tells only its owner", async () => {
    const email = address();
    await subscribed(email);
    const fresh = await call<{ detail: string }>("POST", `${N}/subscribe/`, {
      payload: { email: address() },
    });
    const known = await call<{ detail: string }>("POST", `${N}/subscribe/`, { payload: { email } });
    expect(known.status).toBe(fresh.status);
    expect(known.body).toEqual(fresh.body);
    const mails = await t.readMailbox(email);
    expect(mails.map((m) => m.subject)).toContain("You already receive the RigMarket newsletter");
    const [row] = await t.database.rows<{ status: string }>(
      sql`select status from newsletter_subscribers where email = ${email}`,
    );
    expect(row?.status).toBe("confirmed");
  });

  it("refuses bad input naming the field, in English and French", async () => {
    const bad = await call<Record<string, string[]>>("POST", `${N}/subscribe/`, {
      payload: { email: "nope", topics: ["gossip"], language: "de" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.email).toEqual(["Enter a valid e-mail address."]);
    expect(Object.keys(bad.body).some((k) => k.startsWith("topics"))).toBe(true);
    expect(bad.body.language).toEqual(["Choose English (en) or French (fr)."]);
    const fr = await call<Record<string, string[]>>("POST", `${N}/subscribe/`, {
      payload: { email: "nope", topics: [] },
      lang: "fr",
    });
    expect(fr.body.email).toEqual(["Indiquez une adresse e-mail valide."]);
    expect(fr.body.topics).toEqual(["Choisissez au moins un sujet\u00a0: market, hardware ou pulse."]);
    const noToken = await call<Record<string, string[]>>("POST", `${N}/confirm/`, { payload: {} });
    expect(noToken.status).toBe(400);
    expect(Object.keys(noToken.body)).toEqual(["token"]);
  });

  it("limits subscriptions per address and per network address (429 with Retry-After)", async () => {
    const email = address();
    for (let i = 0; i < 3; i++)
      expect((await call("POST", `${N}/subscribe/`, { payload: { email } })).status).toBe(202);
    const over = await call("POST", `${N}/subscribe/`, { payload: { email } });
    expect(over.status).toBe(429);
    expect(over.headers["retry-after"]).toBeDefined();
    const ip = "10.66.0.1";
    for (let i = 0; i < 20; i++)
      expect((await call("POST", `${N}/subscribe/`, { payload: { email: address() }, ip })).status).toBe(202);
    expect((await call("POST", `${N}/subscribe/`, { payload: { email: address() }, ip })).status).toBe(429);
  });
});

describe("unsubscribe and preferences", () => {
  it("carries the one-click headers on newsletter mail, and the mail client's POST unsubscribes", async () => {
    const email = address();
    await subscribed(email);
    await t.drain();
    const [row] = await t.database.rows<{ headers: Record<string, string> | null }>(
      sql`select headers from dev_mailbox where to_address = ${email} and subject like 'Welcome%'`,
    );
    expect(row?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = /^<(https?:\/\/[^>]+)>$/.exec(row?.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(url).toMatch(/\/api\/newsletter\/unsubscribe\/\?token=/);
    const { pathname, search } = new URL(url ?? "http://x/");
    // RFC 8058: the client POSTs the header's URL with this form body, no cookie, no Origin.
    const res = await t.app.inject({
      method: "POST",
      url: pathname + search,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: "You are unsubscribed: you will receive no more newsletters from us.",
    });
    const [after] = await t.database.rows<{ status: string; email: string | null }>(sql`
      select status, email from newsletter_subscribers
      where email_hash = encode(sha256(convert_to(${email}, 'UTF8')), 'hex')`);
    // Only the hash of the address remains.
    expect(after).toEqual({ status: "unsubscribed", email: null });
    // Twice is fine (a second click, a client retrying).
    const again = await t.app.inject({ method: "POST", url: pathname + search, remoteAddress: nextIp() });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("unsubscribes with the token of the mail's link, and refuses a forged token naming it", async () => {
    const email = address();
    await subscribed(email);
    const token = await linkToken(email, "/newsletter/unsubscribe");
    const [id] = token.split(".");
    const q = (tok: string) => `${N}/unsubscribe/?token=${encodeURIComponent(tok)}`;
    const forged = await call<Record<string, string[]>>(
      "POST",
      q(`${Number(id) + 1}.${token.split(".")[1]}`),
    );
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ token: ["This link is not valid."] });
    const none = await call<Record<string, string[]>>("POST", `${N}/unsubscribe/`);
    expect(none.status).toBe(400);
    expect(Object.keys(none.body)).toEqual(["token"]);
    const ok = await call<{ detail: string }>("POST", q(token), { lang: "fr" });
    expect(ok.status).toBe(200);
    expect(ok.body.detail).toBe(
      "Vous êtes désinscrit\u00a0: vous ne recevrez plus notre lettre d’information.",
    );
    // Subscribing again goes through the confirmation again.
    await call("POST", `${N}/subscribe/`, { payload: { email } });
    const [mail] = await t.readMailbox(email);
    expect(mail?.subject).toBe("Confirm your subscription to the RigMarket newsletter");
  });

  it("shows and changes topics and language by the preferences link", async () => {
    const email = address();
    await subscribed(email, { topics: ["pulse"] });
    const token = await linkToken(email, "/newsletter/preferences");
    const prefs = await call<NewsletterSubscription>(
      "GET",
      `${N}/preferences/?token=${encodeURIComponent(token)}`,
    );
    expect(prefs.body).toEqual({ email, status: "confirmed", topics: ["pulse"], language: "en" });
    const changed = await call<NewsletterSubscription>("PUT", `${N}/preferences/`, {
      payload: { token, topics: ["pulse", "market"], language: "fr" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ topics: ["market", "pulse"], language: "fr" });
    const bad = await call<Record<string, string[]>>("PUT", `${N}/preferences/`, {
      payload: { token, topics: [], language: "fr" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["topics"]);
    await call("POST", `${N}/unsubscribe/?token=${encodeURIComponent(token)}`);
    expect((await call("GET", `${N}/preferences/?token=${encodeURIComponent(token)}`)).status).toBe(404);
  });
});

describe("the moderators' counts and export", () => {
  it("counts per status, topic and language, and exports confirmed subscribers only", async () => {
    const a = address();
    const b = address();
    await subscribed(a, { topics: ["market"], language: "en" });
    await subscribed(b, { topics: ["hardware", "pulse"], language: "fr" });
    const pending = address();
    await call("POST", `${N}/subscribe/`, { payload: { email: pending } });
    const stats = await call<NewsletterStats>("GET", "/api/moderation/newsletter/", { headers: moderator });
    expect(stats.status).toBe(200);
    const [expected] = await t.database.rows<{
      confirmed: number;
      pending: number;
      market: number;
      fr: number;
    }>(sql`
      select count(*) filter (where status = 'confirmed')::int as confirmed,
             count(*) filter (where status = 'pending')::int as pending,
             count(*) filter (where status = 'confirmed' and 'market' = any(topics))::int as market,
             count(*) filter (where status = 'confirmed' and language = 'fr')::int as fr
      from newsletter_subscribers`);
    expect(stats.body).toMatchObject({
      confirmed: expected?.confirmed,
      pending: expected?.pending,
      topics: { market: expected?.market },
      languages: { fr: expected?.fr },
    });
    expect(stats.body.confirmed).toBeGreaterThanOrEqual(2);

    const csv = await call<string>("GET", "/api/moderation/newsletter/export/", { headers: moderator });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="newsletter-subscribers-/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("email,topics,language,confirmed_at");
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^"${b}","hardware pulse","fr","`)));
    expect(csv.body).not.toContain(pending);
    expect(lines.length - 1).toBe(stats.body.confirmed);
  });

  it("is for moderators only: guests 401, buyers and sellers 403", async () => {
    for (const url of ["/api/moderation/newsletter/", "/api/moderation/newsletter/export/"]) {
      expect((await call("GET", url)).status, url).toBe(401);
      expect((await call("GET", url, { headers: buyer })).status, url).toBe(403);
      expect((await call("GET", url, { headers: seller })).status, url).toBe(403);
    }
  });

  it("never wrote a subscriber's address in the log", () => {
    const log = logLines.join("");
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toMatch(/reader\d+-\d+@hashfarm\.example/);
  });
});
