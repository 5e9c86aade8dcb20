/**
 * Accounts, part 3: what talks to the outside, against local stand-ins: Google sign-in with a key
 * set generated here and served by a local HTTP server; mail over SMTP to a local SMTP server,
 * including the retry when that server is down; the production switches and the start-up config.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "../../src/api/settings.ts";
import type { Me, TokenPair } from "../../src/common/api/accounts.ts";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { createTestApp, nextIp, TEST_PASSWORD, type TestApp } from "../setup/app.ts";

/** Listens on 127.0.0.1 (a free port unless one is given) and resolves with the port. */
const listen = (server: Server | SMTPServer, port = 0) =>
  new Promise<number>((resolve, reject) => {
    const net: Server =
      server instanceof SMTPServer ? (server as unknown as { server: Server }).server : server;
    net.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((net.address() as AddressInfo).port));
  });

// ---------------------------------------------------------------- Google
describe("Google sign-in (local key set)", () => {
  const CLIENT_ID = "rigmarket-test.apps.googleusercontent.com";
  let t: TestApp;
  let jwksServer: Server;
  let jwksHits = 0;
  let key: CryptoKey;
  let otherKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair("RS256");
    key = pair.privateKey;
    otherKey = (await generateKeyPair("RS256")).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
    jwksServer = createServer((_req, res) => {
      jwksHits++;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    const port = await listen(jwksServer);
    t = await createTestApp({
      settings: { google: { clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/certs` } },
    });
  });
  afterAll(async () => {
    await t?.close();
    jwksServer?.close();
  });

  const idToken = (
    claims: JWTPayload & Record<string, unknown>,
    opts: { signWith?: CryptoKey; exp?: number } = {},
  ) =>
    new SignJWT({ email_verified: true, name: "Goo Gler", ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer((claims.iss as string) ?? "https://accounts.google.com")
      .setAudience((claims.aud as string) ?? CLIENT_ID)
      .setSubject((claims.sub as string) ?? `g-${Math.random().toString(16).slice(2)}`)
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(opts.signWith ?? key);

  const google = (id_token: string, lang = "en") =>
    t.app.inject({
      method: "POST",
      url: "/api/accounts/google/",
      payload: { id_token },
      headers: { "accept-language": lang },
      remoteAddress: nextIp(),
    });
  const me = async (access: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: "/api/accounts/users/me/",
        headers: { authorization: `Bearer ${access}` },
      })
    ).json() as Me;

  it("tells the web app that it is offered", async () => {
    const r = await t.app.inject({ method: "GET", url: "/api/accounts/google/" });
    expect(r.json()).toEqual({ enabled: true, client_id: CLIENT_ID });
  });

  it("creates an account for a new verified Google address, and signs it in again by its Google id", async () => {
    const email = `new-${Date.now()}@gmail.test`;
    const first = await google(await idToken({ email, sub: "g-new-1" }, {}), "fr");
    expect(first.statusCode).toBe(200);
    const user = await me((first.json() as TokenPair).access);
    expect(user).toMatchObject({
      email,
      name: "Goo Gler",
      locale: "fr",
      has_password: false,
      google_linked: true,
    });
    expect(jwksHits).toBeGreaterThan(0);
    // Same Google account, even with another address in the token: the same user.
    const again = await google(await idToken({ email: `renamed-${email}`, sub: "g-new-1" }));
    expect((await me((again.json() as TokenPair).access)).id).toBe(user.id);
    // No password yet: change-password explains how to get one.
    const change = await t.app.inject({
      method: "POST",
      url: "/api/accounts/change-password/",
      headers: { authorization: `Bearer ${(again.json() as TokenPair).access}` },
      payload: { current_password: "whatever", password: "N3w-password!", password_confirm: "N3w-password!" },
    });
    expect(change.json()).toEqual({
      current_password: ["Your account has no password yet: use 'Forgot password' to set one."],
    });
  });

  it("links to the existing account with the same address (keeping its password)", async () => {
    const existing = await t.createUser();
    const r = await google(await idToken({ email: existing.email.toUpperCase(), sub: "g-linked" }));
    expect(r.statusCode).toBe(200);
    const user = await me((r.json() as TokenPair).access);
    expect(user).toMatchObject({ id: existing.id, google_linked: true, has_password: true });
    await t.login(existing.email, TEST_PASSWORD);
  });

  it("takes over a pending sign-up of that address without the password its author chose", async () => {
    const email = `pending-${Date.now()}@gmail.test`;
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/accounts/register/",
      payload: { name: "Squatter", email, password: "Squat-pass1", password_confirm: "Squat-pass1" },
      remoteAddress: nextIp(),
    });
    expect(reg.statusCode).toBe(201);
    const r = await google(await idToken({ email, sub: "g-owner" }));
    expect(r.statusCode).toBe(200);
    expect(await me((r.json() as TokenPair).access)).toMatchObject({ email, has_password: false });
    const squat = await t.app.inject({
      method: "POST",
      url: "/api/accounts/get-token-pair/",
      payload: { email, password: "Squat-pass1" },
      remoteAddress: nextIp(),
    });
    expect(squat.statusCode).toBe(400);
  });

  it("refuses a wrong audience, issuer, key or algorithm, an expired token and an unverified address", async () => {
    const email = `x-${Date.now()}@gmail.test`;
    const cases = {
      audience: await idToken({ email, aud: "someone-else" }),
      issuer: await idToken({ email, iss: "https://evil.example" }),
      key: await idToken({ email }, { signWith: otherKey }),
      expired: await idToken({ email }, { exp: Math.floor(Date.now() / 1000) - 3600 }),
      hs256: await new SignJWT({ email, email_verified: true })
        .setProtectedHeader({ alg: "HS256", kid: "test-key" })
        .setIssuer("https://accounts.google.com")
        .setAudience(CLIENT_ID)
        .setSubject("g-hs")
        .setExpirationTime("10m")
        .sign(new TextEncoder().encode("x".repeat(32))),
      garbage: "not-a-jwt",
    };
    for (const [name, token] of Object.entries(cases)) {
      const r = await google(token);
      expect(r.statusCode, name).toBe(400);
      expect(r.json(), name).toEqual({
        detail: "The Google sign-in could not be verified. Please try again.",
      });
    }
    const fr = await google(cases.expired, "fr");
    expect(fr.json()).toEqual({
      detail: "La connexion avec Google n'a pas pu être vérifiée. Veuillez réessayer.",
    });
    const unverified = await google(await idToken({ email, email_verified: false }));
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toEqual({
      detail: "The e-mail address of this Google account is not verified.",
    });
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/accounts/google/",
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(missing.json()).toEqual({ id_token: ["This field is required."] });
    const [{ n } = { n: 1 }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    expect(n).toBe(0);
  });
});

// ---------------------------------------------------------------- SMTP, production
describe("mail over SMTP (local server), in production mode", () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let port = 0;
  const received: { to: string[]; raw: string }[] = [];

  const startSmtp = async (at = 0) => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    port = await listen(smtp, at);
  };
  const stopSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));

  beforeAll(async () => {
    await startSmtp();
    t = await createTestApp({
      settings: {
        devMailbox: false,
        mail: {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: "RigMarket <no-reply@rigmarket.test>",
          retryLimit: 5,
          retryDelaySeconds: 1,
          bulkPerMinute: 60,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stopSmtp();
  });

  const register = (email: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/accounts/register/",
      payload: { name: "Smtp User", email, password: "Str0ng-pass!", password_confirm: "Str0ng-pass!" },
      remoteAddress: nextIp(),
    });

  it("hands the code mail to the SMTP server, as text and HTML", async () => {
    const email = `smtp-${Date.now()}@example.test`;
    expect((await register(email)).statusCode).toBe(201);
    expect(await t.drain()).toEqual({ completed: 1, failed: 0 });
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.raw).toMatch(/^From: RigMarket <no-reply@rigmarket\.test>/m);
    expect(mail?.raw).toMatch(/^Subject: \d{6} is your RigMarket code/m);
    expect(mail?.raw).toContain("text/plain");
    expect(mail?.raw).toContain("text/html");
    // Nothing went to the dev mailbox.
    const [{ n } = { n: 1 }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from dev_mailbox`,
    );
    expect(n).toBe(0);
  });

  it("keeps a mail queued while the SMTP server is down and delivers it once it is back", async () => {
    const email = `later-${Date.now()}@example.test`;
    await stopSmtp();
    expect((await register(email)).statusCode).toBe(201);
    expect(await t.drain()).toEqual({ completed: 0, failed: 1 });
    expect(await t.drain({ includeDelayed: true })).toEqual({ completed: 0, failed: 1 });
    const [job] = await t.database.rows<{ state: string; retry_count: number }>(
      sql`select state::text, retry_count from pgboss.job where name = 'mail-send' and data->>'to' = ${email}`,
    );
    // Two attempts so far: the first run and one retry; more retries are due.
    expect(job).toEqual({ state: "retry", retry_count: 1 });
    expect(received.some((m) => m.to.includes(email))).toBe(false);

    await startSmtp(port);
    // The retry waits for its back-off; run it now instead of waiting.
    expect(await t.drain({ includeDelayed: true })).toEqual({ completed: 1, failed: 0 });
    expect(received.some((m) => m.to.includes(email))).toBe(true);
  });

  it("has no dev mailbox API in production", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/dev/mailbox/" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/dev/mailbox/1" })).statusCode).toBe(404);
  });

  it("answers 404 for Google sign-in when it is not configured", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/accounts/google/" })).json()).toEqual({
      enabled: false,
      client_id: null,
    });
    const r = await t.app.inject({
      method: "POST",
      url: "/api/accounts/google/",
      payload: { id_token: "x" },
      headers: { "accept-language": "fr" },
    });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ detail: "La connexion avec Google n'est pas configurée." });
  });
});

// ---------------------------------------------------------------- start-up configuration
describe("the signing key at start-up", () => {
  it("is required when NODE_ENV=production is set explicitly", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /AUTH_SECRET: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ AUTH_SECRET: "too-short" })).toThrow(
      /AUTH_SECRET: must be at least 32 characters/,
    );
    const c = loadConfig({
      NODE_ENV: "production",
      AUTH_SECRET: "s".repeat(40),
      SMTP_URL: "smtp://mail:587",
    });
    expect(c.productionExplicit).toBe(true);
    expect(c.SMTP_URL).toBe("smtp://mail:587");
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL:/);
    // `npm start` without NODE_ENV: production defaults, but not an explicit production.
    expect(loadConfig({}).productionExplicit).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ DEV_MAILBOX: "1" }).DEV_MAILBOX).toBe(true);
    expect(loadConfig({}).DEV_MAILBOX).toBeUndefined();
  });

  it("is otherwise generated once and kept in DATA_DIR (private to the owner)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "rm-secret-"));
    try {
      const logs: string[] = [];
      const first = resolveAuthSecret({ AUTH_SECRET: undefined }, dir, (m) => logs.push(m));
      const second = resolveAuthSecret({ AUTH_SECRET: undefined }, dir, (m) => logs.push(m));
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
      expect(logs).toHaveLength(1);
      expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
      expect(statSync(path.join(dir, "auth-secret")).mode & 0o077).toBe(0);
      expect(resolveAuthSecret({ AUTH_SECRET: "e".repeat(32) }, dir)).toBe("e".repeat(32));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
