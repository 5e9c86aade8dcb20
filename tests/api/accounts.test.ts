/**
 * Accounts, part 1: sign-up with the mailed code, sign-in, the token pair and its rotation, the
 * auth plugin (Bearer, cookie + CSRF, bad tokens), password reset, rate limits and bad input, in
 * English and French. Mail is read back from the dev mailbox after draining the job queue.
 */

import { sql } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokens } from "../../src/api/modules/accounts/tokens.ts";
import type { TokenPair } from "../../src/common/api/accounts.ts";
import { createTestApp, nextIp, TEST_PASSWORD, type TestApp } from "../setup/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Res<T = Record<string, unknown>> = { status: number; body: T; headers: Record<string, unknown> };

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions
async function call<T = Record<string, any>>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  opts: {
    payload?: unknown;
    headers?: Record<string, string>;
    lang?: string;
    ip?: string;
    cookies?: Record<string, string>;
  } = {},
): Promise<Res<T>> {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.payload as never,
    headers: { "accept-language": opts.lang ?? "en", ...opts.headers },
    remoteAddress: opts.ip ?? nextIp(),
    cookies: opts.cookies,
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T, headers: res.headers };
}

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions
const post = <T = Record<string, any>>(
  url: string,
  payload: unknown,
  opts: Parameters<typeof call>[2] = {},
) => call<T>("POST", `/api/accounts/${url}`, { ...opts, payload });
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

let seq = 0;
const newEmail = (tag = "u") => `${tag}${++seq}-${Date.now()}@example.test`;
const GOOD = "Str0ng-pass!";
/** The seconds left of the 180 s countdown, as answered right after a code went out (a slow machine may lose a few). */
const countdown = expect.any(Number);
const isFreshCountdown = (n: unknown) => typeof n === "number" && n > 150 && n <= 180;

/** Ends every running cooldown and window (as if the 180 s had passed). */
const passTime = () => t.database.rows(sql`update rate_limits set reset_at = now() - interval '1 second'`);

const codeFrom = (subject: string | undefined = "") => /\b(\d{6})\b/.exec(subject)?.[1] ?? "";

async function lastCode(email: string) {
  const [mail] = await t.readMailbox(email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  return codeFrom(mail?.subject);
}

/** The whole sign-up: register, read the code, verify. */
async function signUp(opts: { email?: string; lang?: string; name?: string } = {}) {
  const email = opts.email ?? newEmail();
  const reg = await post(
    "register/",
    { name: opts.name ?? "Ada Miner", email, password: GOOD, password_confirm: GOOD },
    { lang: opts.lang },
  );
  expect(reg.status).toBe(201);
  const code = await lastCode(email);
  const verified = await post<TokenPair>("registration-code/verify/", { email, code });
  expect(verified.status).toBe(200);
  return { email, ...verified.body };
}

describe("sign-up with a mailed code", () => {
  it("creates a pending account, mails a 6-digit code (text and HTML) and verifies it into a token pair", async () => {
    const email = newEmail();
    const reg = await post("register/", {
      name: "Ada Miner",
      email: email.toUpperCase(),
      password: GOOD,
      password_confirm: GOOD,
    });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({
      detail: `We sent a 6-digit code to ${email}.`,
      email,
      resend_after: countdown,
    });
    expect(isFreshCountdown(reg.body.resend_after)).toBe(true);

    const [user] = await t.database.rows<{ email_verified_at: string | null; password_hash: string }>(
      sql`select email_verified_at, password_hash from users where email = ${email}`,
    );
    expect(user?.email_verified_at).toBeNull();
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);

    const [mail] = await t.readMailbox(email);
    const code = codeFrom(mail?.subject);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(code);
    expect(mail?.text).toContain("Hello Ada Miner,");
    expect(mail?.html).toContain(code);
    expect(mail?.html).toMatch(/^<!doctype html>/);
    // The code is stored as an HMAC, never in clear.
    const [row] = await t.database.rows<{ code_hash: string }>(sql`
      select code_hash from registration_codes c join users u on u.id = c.user_id where u.email = ${email}`);
    expect(row?.code_hash).not.toContain(code);

    const ok = await post<TokenPair>("registration-code/verify/", { email, code });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body).sort()).toEqual(["access", "csrf", "refresh"]);
    const claims = decodeJwt(ok.body.access);
    expect(claims.role).toBe("buyer");
    expect(claims.jti).toBeTruthy();
    // exp in seconds, about 15 minutes ahead.
    const left = (claims.exp ?? 0) - Math.floor(Date.now() / 1000);
    expect(left).toBeGreaterThan(14 * 60);
    expect(left).toBeLessThanOrEqual(15 * 60);

    const me = await call("GET", "/api/accounts/users/me/", { headers: bearer(ok.body.access) });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      name: "Ada Miner",
      role: "buyer",
      locale: "en",
      view_as_buyer: false,
      seller: null,
      emails: [],
    });

    // The code is single use.
    const replay = await post("registration-code/verify/", { email, code });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toEqual(["The code doesn't match. Click 'Send again' below to get a new code."]);
  });

  it("writes the mail and the errors in French for a French sign-up", async () => {
    const email = newEmail("fr");
    const reg = await post(
      "register/",
      { name: "Amélie", email, password: GOOD, password_confirm: GOOD },
      { lang: "fr-FR,fr;q=0.9" },
    );
    expect(reg.body.detail).toBe(`Nous avons envoyé un code à 6 chiffres à ${email}.`);
    const [mail] = await t.readMailbox(email);
    expect(mail?.subject).toMatch(/^\d{6} est votre code RigMarket$/);
    expect(mail?.text).toContain("Bonjour Amélie,");
    expect(mail?.html).toContain('lang="fr"');
    const wrong = await post(
      "registration-code/verify/",
      { email, code: "000000" === codeFrom(mail?.subject) ? "111111" : "000000" },
      { lang: "fr" },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toEqual([
      "Le code ne correspond pas. Cliquez sur « Renvoyer » ci-dessous pour recevoir un nouveau code.",
    ]);
  });

  it("refuses an expired code and stops after 5 wrong codes, until a new code is sent", async () => {
    const email = newEmail();
    await post("register/", { name: "B", email, password: GOOD, password_confirm: GOOD });
    const code = await lastCode(email);
    const wrongCode = code === "123456" ? "654321" : "123456";
    for (let i = 1; i <= 4; i++) {
      const r = await post("registration-code/verify/", { email, code: wrongCode });
      expect(r.body.code).toEqual(["The code doesn't match. Click 'Send again' below to get a new code."]);
    }
    const fifth = await post("registration-code/verify/", { email, code: wrongCode });
    expect(fifth.body.code).toEqual(["Too many wrong codes. Click 'Send again' below to get a new code."]);
    const right = await post("registration-code/verify/", { email, code });
    expect(right.status).toBe(400);
    expect(right.body.code).toEqual(["Too many wrong codes. Click 'Send again' below to get a new code."]);

    await passTime();
    const resent = await post("registration-code/resend/", { email });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ email, resend_after: countdown });
    expect(isFreshCountdown(resent.body.resend_after)).toBe(true);
    const fresh = await lastCode(email);
    await t.database.rows(sql`
      update registration_codes set expires_at = now() - interval '1 second'
      where user_id = (select id from users where email = ${email})`);
    const expired = await post("registration-code/verify/", { email, code: fresh });
    expect(expired.body.code).toEqual(["The code has expired. Click 'Send again' below to get a new code."]);
    const fr = await post("registration-code/verify/", { email, code: fresh }, { lang: "fr" });
    expect(fr.body.code).toEqual([
      "Le code a expiré. Cliquez sur « Renvoyer » ci-dessous pour recevoir un nouveau code.",
    ]);
  });

  it("keeps the 180 s resend countdown on the server: 429 with Retry-After, in en and fr", async () => {
    const email = newEmail();
    await post("register/", { name: "C", email, password: GOOD, password_confirm: GOOD });
    const early = await post("registration-code/resend/", { email });
    expect(early.status).toBe(429);
    const wait = Number(early.headers["retry-after"]);
    expect(wait).toBeGreaterThan(150);
    expect(wait).toBeLessThanOrEqual(180);
    expect(early.body.detail).toBe(`Too many attempts. Try again in ${wait} seconds.`);
    const fr = await post("registration-code/resend/", { email }, { lang: "fr" });
    expect(fr.status).toBe(429);
    expect(fr.body.detail).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);
    // An address without a pending account gets the same answer (no account enumeration), and no mail.
    const nobody = newEmail("nobody");
    const r = await post("registration-code/resend/", { email: nobody });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: nobody, resend_after: countdown });
    expect(await t.readMailbox(nobody)).toHaveLength(0);
  });

  it("lets a pending sign-up be done again: the account is replaced, not blocked", async () => {
    const email = newEmail();
    await post("register/", {
      name: "First",
      email,
      password: "First-pass1",
      password_confirm: "First-pass1",
    });
    const first = await lastCode(email);
    await passTime();
    const again = await post("register/", { name: "Second", email, password: GOOD, password_confirm: GOOD });
    expect(again.status).toBe(201);
    const second = await lastCode(email);
    expect(await t.readMailbox(email)).toHaveLength(2);
    const [{ n } = { n: 0 }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    expect(n).toBe(1);
    if (first !== second) {
      expect((await post("registration-code/verify/", { email, code: first })).status).toBe(400);
    }
    const ok = await post<TokenPair>("registration-code/verify/", { email, code: second });
    expect(ok.status).toBe(200);
    const me = await call("GET", "/api/accounts/users/me/", { headers: bearer(ok.body.access) });
    expect(me.body.name).toBe("Second");
    expect((await post("get-token-pair/", { email, password: "First-pass1" })).status).toBe(400);
    expect((await post("get-token-pair/", { email, password: GOOD })).status).toBe(200);
  });

  it("answers a sign-up with a taken address like any other, and mails the owner instead", async () => {
    const owner = await t.createUser();
    const res = await post("register/", {
      name: "Intruder",
      email: owner.email,
      password: GOOD,
      password_confirm: GOOD,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      detail: `We sent a 6-digit code to ${owner.email}.`,
      email: owner.email,
      resend_after: countdown,
    });
    const [mail] = await t.readMailbox(owner.email);
    expect(mail?.subject).toBe("Someone tried to sign up with your address");
    expect(mail?.text).toContain("http://localhost:3000/sign-in");
    // The account is untouched: the old password still works, the intruder's does not.
    expect((await post("get-token-pair/", { email: owner.email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await post("get-token-pair/", { email: owner.email, password: GOOD })).status).toBe(400);
  });

  it("validates every field, with the field named, in en and fr, and creates nothing", async () => {
    const email = newEmail();
    const base = { name: "D", email, password: GOOD, password_confirm: GOOD };
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { ...base, email: "not-an-email" },
        "email",
        "Enter a valid email address.",
        "Saisissez une adresse e-mail valide.",
      ],
      [{ ...base, email: "" }, "email", "This field is required.", "Ce champ est obligatoire."],
      [
        { ...base, email: `${"a".repeat(250)}@x.io` },
        "email",
        "Ensure this field has no more than 254 characters.",
        "Assurez-vous que ce champ ne dépasse pas 254 caractères.",
      ],
      [{ ...base, name: "  " }, "name", "This field is required.", "Ce champ est obligatoire."],
      [
        { ...base, password: "Sh0rt!", password_confirm: "Sh0rt!" },
        "password",
        "The password must have at least 8 characters, including digits, symbols, uppercase and lowercase letters.",
        "Le mot de passe doit contenir au moins 8 caractères, dont des chiffres, des symboles, des majuscules et des minuscules.",
      ],
      [
        { ...base, password: "nodigits-Here", password_confirm: "nodigits-Here" },
        "password",
        "The password must have at least 8 characters, including digits, symbols, uppercase and lowercase letters.",
        "",
      ],
      [
        { ...base, password: "NoSymbols123", password_confirm: "NoSymbols123" },
        "password",
        "The password must have at least 8 characters, including digits, symbols, uppercase and lowercase letters.",
        "",
      ],
      [
        { ...base, password: "noupper-123", password_confirm: "noupper-123" },
        "password",
        "The password must have at least 8 characters, including digits, symbols, uppercase and lowercase letters.",
        "",
      ],
      [
        { ...base, password: "NOLOWER-123", password_confirm: "NOLOWER-123" },
        "password",
        "The password must have at least 8 characters, including digits, symbols, uppercase and lowercase letters.",
        "",
      ],
      [
        { ...base, password: `Aa1!${"x".repeat(10_240)}`, password_confirm: "x" },
        "password",
        "Ensure this field has no more than 128 characters.",
        "Assurez-vous que ce champ ne dépasse pas 128 caractères.",
      ],
      [
        { ...base, password_confirm: "Other-pass1" },
        "password_confirm",
        "The passwords don't match.",
        "Les mots de passe ne correspondent pas.",
      ],
      [{ name: "D", email }, "password", "This field is required.", "Ce champ est obligatoire."],
      [{ ...base, role: "admin" }, "role", "Unknown field.", "Champ inconnu."],
    ];
    for (const [payload, field, en, fr] of cases) {
      const r = await post("register/", payload);
      expect(r.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(r.body[field], field).toContain(en);
      if (fr) {
        const f = await post("register/", payload, { lang: "fr" });
        expect(f.body[field], field).toContain(fr);
      }
    }
    const [{ n } = { n: 1 }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    expect(n).toBe(0);
    // Malformed JSON is a 400 with a detail.
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/accounts/register/",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
  });

  it("checks the code's shape", async () => {
    for (const code of ["12345", "abcdef", "1234567", ""]) {
      const r = await post("registration-code/verify/", { email: newEmail(), code });
      expect(r.status).toBe(400);
      expect(r.body.code).toEqual([code === "" ? "This field is required." : "Enter the 6-digit code."]);
    }
    const fr = await post("registration-code/verify/", { email: "x@y.z", code: "12" }, { lang: "fr" });
    expect(fr.body.code).toEqual(["Saisissez le code à 6 chiffres."]);
  });
});

describe("sign-in", () => {
  it("answers a wrong password and an unknown address the same way", async () => {
    const u = await t.createUser();
    const wrong = await post("get-token-pair/", { email: u.email, password: "Wrong-pass1" });
    const unknown = await post("get-token-pair/", { email: newEmail("ghost"), password: "Wrong-pass1" });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual({ detail: "The e-mail address or the password is wrong." });
    expect(unknown.body).toEqual(wrong.body);
    const fr = await post("get-token-pair/", { email: u.email, password: "Wrong-pass1" }, { lang: "fr" });
    expect(fr.body).toEqual({ detail: "L'adresse e-mail ou le mot de passe est incorrect." });
    const ok = await post<TokenPair>("get-token-pair/", {
      email: u.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect(decodeJwt(ok.body.access).sub).toBe(String(u.id));
  });

  it("refuses bad input with the field named", async () => {
    const long = await post("get-token-pair/", { email: "a@b.co", password: "x".repeat(10 * 1024) });
    expect(long.status).toBe(400);
    expect(long.body.password).toEqual(["Ensure this field has no more than 128 characters."]);
    const bad = await post("get-token-pair/", { email: "nope", password: "" });
    expect(bad.body).toEqual({
      email: ["Enter a valid email address."],
      password: ["This field is required."],
    });
  });

  it("tells a pending account to confirm its address (only with the right password) and mails a fresh code", async () => {
    const email = newEmail();
    await post("register/", { name: "E", email, password: GOOD, password_confirm: GOOD });
    await t.readMailbox(email);
    const wrong = await post("get-token-pair/", { email, password: "Wrong-pass1" });
    expect(wrong.body).toEqual({ detail: "The e-mail address or the password is wrong." });
    const pending = await post("get-token-pair/", { email, password: GOOD });
    expect(pending.status).toBe(400);
    expect(pending.body).toEqual({
      detail: "Confirm your e-mail address first: enter the 6-digit code we sent to it.",
      code: "email_not_verified",
    });
    // Within the 180 s countdown no second code goes out…
    expect(await t.readMailbox(email)).toHaveLength(1);
    await passTime();
    const fr = await post("get-token-pair/", { email, password: GOOD }, { lang: "fr" });
    expect(fr.body.code).toBe("email_not_verified");
    expect(fr.body.detail).toMatch(/^Confirmez d'abord votre adresse e-mail/);
    // …after it, a fresh one does.
    const mails = await t.readMailbox(email);
    expect(mails).toHaveLength(2);
    const ok = await post("registration-code/verify/", { email, code: codeFrom(mails[0]?.subject) });
    expect(ok.status).toBe(200);
  });

  it("refuses a disabled account", async () => {
    const u = await t.createUser();
    const pair = await t.login(u.email);
    await t.database.rows(sql`update users set is_active = false where id = ${u.id}`);
    const r = await post("get-token-pair/", { email: u.email, password: TEST_PASSWORD });
    expect(r.body).toEqual({
      detail: "This account is disabled. Please contact support.",
      code: "account_disabled",
    });
    // Its tokens stop working too.
    expect((await call("GET", "/api/accounts/users/me/", { headers: bearer(pair.access) })).status).toBe(401);
    expect((await post("refresh-token/", { refresh: pair.refresh })).status).toBe(401);
  });
});

describe("refresh tokens", () => {
  it("rotate: each refresh answers a new pair and retires the old refresh token", async () => {
    const signed = await signUp();
    const [u = { id: 0 }] = await t.database.rows<{ id: number }>(
      sql`select id from users where email = ${signed.email}`,
    );
    const first = signed;
    const second = await post<TokenPair>("refresh-token/", { refresh: first.refresh });
    expect(second.status).toBe(200);
    expect(second.body.refresh).not.toBe(first.refresh);
    expect(second.body.access).not.toBe(first.access);
    expect(decodeJwt(second.body.access).sub).toBe(String(u.id));
    const third = await post<TokenPair>("refresh-token/", { refresh: second.body.refresh });
    expect(third.status).toBe(200);
    // Only hashes are stored.
    const stored = await t.database.rows<{ token_hash: string }>(
      sql`select token_hash from refresh_tokens where user_id = ${u.id}`,
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(third.body.refresh);
  });

  it("revoke the whole family when a replaced token comes back (a stolen copy)", async () => {
    const u = await t.createUser();
    const a = await t.login(u.email);
    const b = await post<TokenPair>("refresh-token/", { refresh: a.refresh });
    // Within a few seconds a replaced token is taken for another tab refreshing at once: 401, nothing revoked.
    const race = await post("refresh-token/", { refresh: a.refresh });
    expect(race.status).toBe(401);
    expect(race.body.code).toBe("token_not_valid");
    // Later, it is a reuse: the family is revoked, so the current token dies too.
    await t.database.rows(
      sql`update refresh_tokens set replaced_at = now() - interval '1 minute' where user_id = ${u.id}`,
    );
    const reuse = await post("refresh-token/", { refresh: a.refresh });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({
      detail: "This session has ended. Please sign in again.",
      code: "token_not_valid",
    });
    const current = await post("refresh-token/", { refresh: b.body.refresh });
    expect(current.status).toBe(401);
    const fr = await post("refresh-token/", { refresh: b.body.refresh }, { lang: "fr" });
    expect(fr.body.detail).toBe("Cette session est terminée. Veuillez vous reconnecter.");
    // Another session of the same user is not affected.
    const other = await t.login(u.email);
    expect((await post("refresh-token/", { refresh: other.refresh })).status).toBe(200);
  });

  it("refuse unknown, expired and missing tokens", async () => {
    expect((await post("refresh-token/", { refresh: "nope" })).status).toBe(401);
    const u = await t.createUser();
    const pair = await t.login(u.email);
    await t.database.rows(
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where user_id = ${u.id}`,
    );
    const expired = await post("refresh-token/", { refresh: pair.refresh });
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toBe("The token is invalid or has expired.");
    const missing = await post("refresh-token/", {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ refresh: ["This field is required."] });
  });

  it("sign-out revokes the session", async () => {
    const u = await t.createUser();
    const pair = await t.login(u.email);
    const me = () =>
      t.app.inject({
        method: "GET",
        url: "/api/accounts/users/me/",
        headers: { authorization: `Bearer ${pair.access}` },
      });
    expect((await me()).statusCode).toBe(200);
    const out = await post("logout/", { refresh: pair.refresh });
    expect(out.status).toBe(200);
    expect(out.body.detail).toBe("You are signed out.");
    expect((await post("refresh-token/", { refresh: pair.refresh })).status).toBe(401);
    // The session's access token ends with it, without waiting for its expiry.
    expect((await me()).statusCode).toBe(401);
    // Signing out twice is fine.
    expect((await post("logout/", { refresh: pair.refresh }, { lang: "fr" })).body.detail).toBe(
      "Vous êtes déconnecté.",
    );
  });

  it("can come from the HttpOnly refreshToken cookie, with the session's CSRF token in cookie and header", async () => {
    const u = await t.createUser();
    const pair = await t.login(u.email);
    const noHeader = await post("refresh-token/", undefined, {
      cookies: { refreshToken: pair.refresh, csrftoken: pair.csrf },
    });
    expect(noHeader.status).toBe(403);
    // An equal cookie and header that someone else chose (a cookie set from a sibling subdomain).
    const chosen = await post("refresh-token/", undefined, {
      cookies: { refreshToken: pair.refresh, csrftoken: "abc123" },
      headers: { "x-csrftoken": "abc123" },
    });
    expect(chosen.status).toBe(403);
    // Another session's token is not this one's.
    const other = await t.login(u.email);
    expect(other.csrf).not.toBe(pair.csrf);
    const foreign = await post("refresh-token/", undefined, {
      cookies: { refreshToken: pair.refresh, csrftoken: other.csrf },
      headers: { "x-csrftoken": other.csrf },
    });
    expect(foreign.status).toBe(403);
    const ok = await post<TokenPair>("refresh-token/", undefined, {
      cookies: { refreshToken: pair.refresh, csrftoken: pair.csrf },
      headers: { "x-csrftoken": pair.csrf },
    });
    expect(ok.status).toBe(200);
    // The session keeps its CSRF token across rotations.
    expect(ok.body.csrf).toBe(pair.csrf);
    // A body token sent with a CSRF header (the web app's /session-refresh) needs its session's token.
    const bodyChosen = await post(
      "refresh-token/",
      { refresh: ok.body.refresh },
      { headers: { "x-csrftoken": "abc123" } },
    );
    expect(bodyChosen.status).toBe(403);
    const out = await post("logout/", undefined, {
      cookies: { refreshToken: ok.body.refresh, csrftoken: "abc123" },
      headers: { "x-csrftoken": "abc123" },
    });
    expect(out.status).toBe(403);
    const signedOut = await post("logout/", undefined, {
      cookies: { refreshToken: ok.body.refresh, csrftoken: pair.csrf },
      headers: { "x-csrftoken": pair.csrf },
    });
    expect(signedOut.status).toBe(200);
    expect((await post("refresh-token/", { refresh: ok.body.refresh })).status).toBe(401);
  });
});

describe("the auth plugin", () => {
  let user: { id: number; email: string };
  let pair: TokenPair;
  beforeAll(async () => {
    user = await t.createUser();
    pair = await t.login(user.email);
  });
  const me = (headers: Record<string, string>, lang = "en", cookies?: Record<string, string>) =>
    call("GET", "/api/accounts/users/me/", { headers, lang, cookies });

  it("answers 401 { detail } without a token, in en and fr", async () => {
    const en = await me({});
    expect(en.status).toBe(401);
    expect(en.body).toEqual({ detail: "Authentication credentials were not provided or have expired." });
    expect((await me({}, "fr")).body).toEqual({
      detail: "Les informations d'authentification sont absentes ou ont expiré.",
    });
  });

  it("refuses expired, tampered, foreign-key, wrong-alg and malformed tokens", async () => {
    const secret = t.settings.authSecret;
    const expired = await createTokens(secret, -60).signAccess({ id: user.id, role: "buyer" }, null);
    const foreign = await createTokens("another secret of at least thirty-two chars").signAccess(
      { id: user.id, role: "buyer" },
      null,
    );
    const [h, p, s] = pair.access.split(".");
    const claims = JSON.parse(Buffer.from(p ?? "", "base64url").toString());
    const admin = Buffer.from(JSON.stringify({ ...claims, role: "admin" })).toString("base64url");
    const tampered = `${h}.${admin}.${s}`;
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${p}.`;
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS512" })
      .sign(new TextEncoder().encode(secret.repeat(2)));
    for (const [name, token] of Object.entries({
      expired,
      foreign,
      tampered,
      none,
      hs512,
      garbage: "abc.def.ghi",
    })) {
      const r = await me(bearer(token));
      expect(r.status, name).toBe(401);
      expect(r.body, name).toEqual({ detail: "The token is invalid or has expired." });
    }
    expect((await me({ authorization: "Token abc" })).status).toBe(401);
    expect((await me(bearer(expired), "fr")).body).toEqual({ detail: "Le jeton est invalide ou a expiré." });
    expect((await me(bearer(pair.access))).status).toBe(200);
  });

  it("reads the accessToken cookie; unsafe cookie calls need X-CSRFToken and the csrftoken cookie equal to the session's token", async () => {
    const cookies = { accessToken: pair.access, csrftoken: pair.csrf };
    expect((await me({}, "en", cookies)).status).toBe(200);
    const patch = (headers: Record<string, string>, c: Record<string, string> = cookies, lang = "en") =>
      call("PATCH", `/api/accounts/users/${user.id}/`, {
        payload: { name: "Via Cookie" },
        headers,
        cookies: c,
        lang,
      });
    const missing = await patch({});
    expect(missing.status).toBe(403);
    expect(missing.body.detail).toMatch(/^CSRF check failed/);
    expect((await patch({}, cookies, "fr")).body.detail).toMatch(/^Échec du contrôle CSRF/);
    expect((await patch({ "x-csrftoken": "wrong" })).status).toBe(403);
    expect((await patch({ "x-csrftoken": pair.csrf }, { accessToken: pair.access })).status).toBe(403);
    // A cookie and header equal to each other but chosen by someone else (set from a sibling subdomain).
    const chosen = await patch(
      { "x-csrftoken": "c5rf-token-value" },
      { accessToken: pair.access, csrftoken: "c5rf-token-value" },
    );
    expect(chosen.status).toBe(403);
    expect(chosen.body.detail).toMatch(/^CSRF check failed/);
    // The token of another session of the same user is not this session's.
    const other = await t.login(user.email);
    expect(
      (await patch({ "x-csrftoken": other.csrf }, { accessToken: pair.access, csrftoken: other.csrf }))
        .status,
    ).toBe(403);
    const ok = await patch({ "x-csrftoken": pair.csrf });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe("Via Cookie");
    // A Bearer call needs no CSRF token, even with cookies present.
    const viaBearer = await call("PATCH", `/api/accounts/users/${user.id}/`, {
      payload: { name: "Via Bearer" },
      headers: bearer(pair.access),
      cookies: { csrftoken: "x" },
    });
    expect(viaBearer.status).toBe(200);
  });

  it("keeps a session's CSRF token through refreshes and refuses it once the session is signed out", async () => {
    const u = await t.createUser();
    const first = await t.login(u.email);
    const refreshed = await call("POST", "/api/accounts/refresh-token/", {
      payload: { refresh: first.refresh },
    });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body as TokenPair;
    expect(next.csrf).toBe(first.csrf);
    const patch = (access: string, csrf: string) =>
      call("PATCH", `/api/accounts/users/${u.id}/`, {
        payload: { name: "After Refresh" },
        headers: { "x-csrftoken": csrf },
        cookies: { accessToken: access, csrftoken: csrf },
      });
    expect((await patch(next.access, first.csrf)).status).toBe(200);
    await call("POST", "/api/accounts/logout/", { payload: { refresh: next.refresh } });
    expect((await patch(next.access, first.csrf)).status).toBe(401);
    // A new sign-in is a new session with a new token; the old one does not pass for it.
    const again = await t.login(u.email);
    expect(again.csrf).not.toBe(first.csrf);
    expect((await patch(again.access, first.csrf)).status).toBe(403);
    expect((await patch(again.access, again.csrf)).status).toBe(200);
  });

  it("leaves public calls public: a bad token there does not fail the call", async () => {
    const r = await call("GET", "/api/accounts/users/default_avatars/", { headers: bearer("abc.def.ghi") });
    expect(r.status).toBe(200);
  });
});

describe("password reset", () => {
  const resetTokenFrom = (text: string | undefined = "") =>
    /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? "";

  it("answers the same whether the address has an account or not, and mails only the account", async () => {
    const u = await t.createUser();
    const ghost = newEmail("ghost");
    const a = await post("send-reset-password/", { email: u.email });
    const b = await post("send-reset-password/", { email: ghost });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual({
      detail: "If an account exists for this address, we sent it a link to reset the password.",
    });
    expect(b.body).toEqual(a.body);
    expect(await t.readMailbox(ghost)).toHaveLength(0);
    const [mail] = await t.readMailbox(u.email);
    expect(mail?.subject).toBe("Reset your RigMarket password");
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]{20,}/);
    expect(mail?.html).toContain("/reset-password?token=");
    // A second request inside the countdown: 429.
    const again = await post("send-reset-password/", { email: u.email });
    expect(again.status).toBe(429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("sets the new password once, signs out every session, and the link cannot be replayed", async () => {
    const u = await t.createUser();
    const session = await t.login(u.email);
    await post("send-reset-password/", { email: u.email });
    const token = resetTokenFrom((await t.readMailbox(u.email))[0]?.text);

    const weak = await post("reset-password/", { token, password: "weak", password_confirm: "weak" });
    expect(weak.status).toBe(400);
    expect(weak.body.password).toHaveLength(1);
    const mismatch = await post("reset-password/", {
      token,
      password: GOOD,
      password_confirm: "Other-pass1",
    });
    expect(mismatch.body).toEqual({ password_confirm: ["The passwords don't match."] });

    const ok = await post("reset-password/", { token, password: GOOD, password_confirm: GOOD });
    expect(ok.status).toBe(200);
    expect(ok.body.detail).toBe("Your password has been changed. You can sign in now.");
    expect((await post("get-token-pair/", { email: u.email, password: TEST_PASSWORD })).status).toBe(400);
    expect((await post("get-token-pair/", { email: u.email, password: GOOD })).status).toBe(200);
    expect((await post("refresh-token/", { refresh: session.refresh })).status).toBe(401);

    const replay = await post("reset-password/", {
      token,
      password: "An0ther-pass",
      password_confirm: "An0ther-pass",
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ detail: "The link has expired." });
    const fr = await post(
      "reset-password/",
      { token, password: "An0ther-pass", password_confirm: "An0ther-pass" },
      { lang: "fr" },
    );
    expect(fr.body).toEqual({ detail: "Le lien a expiré." });
    expect(
      (await post("reset-password/", { token: "made-up", password: GOOD, password_confirm: GOOD })).status,
    ).toBe(400);
  });

  it("refuses an expired link, and mails French users a /fr link in French", async () => {
    const u = await t.createUser({ locale: "fr", name: "Zoé" });
    await post("send-reset-password/", { email: u.email });
    const [mail] = await t.readMailbox(u.email);
    expect(mail?.subject).toBe("Réinitialisez votre mot de passe RigMarket");
    expect(mail?.text).toContain("Bonjour Zoé,");
    expect(mail?.text).toContain("http://localhost:3000/fr/reset-password?token=");
    await t.database.rows(
      sql`update one_time_links set expires_at = now() - interval '1 second' where user_id = ${u.id}`,
    );
    const r = await post("reset-password/", {
      token: resetTokenFrom(mail?.text),
      password: GOOD,
      password_confirm: GOOD,
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ detail: "The link has expired." });
  });
});

describe("rate limits", () => {
  it("limit sign-in per IP (429 + Retry-After)", async () => {
    const ip = "192.0.2.10";
    let last: Res = { status: 0, body: {}, headers: {} };
    for (let i = 0; i < 21; i++)
      last = await post("get-token-pair/", { email: newEmail("rl"), password: "Wrong-pass1" }, { ip });
    expect(last.status).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(last.headers["retry-after"])).toBeLessThanOrEqual(300);
  });

  it("limit failed sign-ins per account, from any IP, even with the right password afterwards", async () => {
    const u = await t.createUser();
    for (let i = 0; i < 10; i++) {
      expect((await post("get-token-pair/", { email: u.email, password: `Wrong-pass${i}` })).status).toBe(
        400,
      );
    }
    const locked = await post("get-token-pair/", { email: u.email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
  });

  it("limit sign-up and code checks per IP", async () => {
    const ip = "192.0.2.20";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const email = newEmail("rl");
      statuses.push(
        (await post("register/", { name: "R", email, password: GOOD, password_confirm: GOOD }, { ip }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const verify: number[] = [];
    for (let i = 0; i < 31; i++)
      verify.push(
        (
          await post(
            "registration-code/verify/",
            { email: newEmail("rl"), code: "123456" },
            { ip: "192.0.2.21" },
          )
        ).status,
      );
    expect(verify.at(-1)).toBe(429);
  });

  it("are pruned with expired codes, links and tokens by the hourly housekeeping job", async () => {
    const u = await t.createUser();
    const pair = await t.login(u.email);
    await post("logout/", { refresh: pair.refresh });
    await t.database.rows(
      sql`update refresh_tokens set revoked_at = now() - interval '2 days' where user_id = ${u.id}`,
    );
    await passTime();
    await t.app.services.jobs.send("accounts-housekeeping", {});
    expect((await t.drain()).failed).toBe(0);
    const [left] = await t.database.rows<{ windows: number; tokens: number }>(sql`
      select (select count(*)::int from rate_limits) as windows,
             (select count(*)::int from refresh_tokens where user_id = ${u.id}) as tokens`);
    expect(left).toEqual({ windows: 0, tokens: 0 });
  });
});
