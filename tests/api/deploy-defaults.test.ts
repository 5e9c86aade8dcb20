/**
 * What a plain `npm start` exposes (issue 15): the dev mailbox is off unless asked for, and then it
 * answers this machine only; without SMTP the mail goes to the log, where the operator reads it.
 * Before, `npm start` served GET /api/dev/mailbox/ to anyone: a password-reset link for any address
 * could be read there and the account taken over.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDemoAccounts,
  demoPassword,
  describeDemoAccounts,
} from "../../src/api/db/seed/demo-accounts.ts";
import { maskEmail } from "../../src/api/infra/mail.ts";
import { settingsFromConfig } from "../../src/api/settings.ts";
import { loadConfig } from "../../src/config.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";

const settingsOf = (env: Record<string, string>, dev = false) =>
  settingsFromConfig(loadConfig(env, { dev }), { uploadsDir: "/tmp/unused", authSecret: "s".repeat(40) });

describe("the dev mailbox setting", () => {
  it("is off in npm start, on in npm run dev, and DEV_MAILBOX decides when given", () => {
    expect(settingsOf({}).devMailbox).toBe(false);
    expect(settingsOf({ NODE_ENV: "production", AUTH_SECRET: "s".repeat(40) }).devMailbox).toBe(false);
    expect(settingsOf({}, true).devMailbox).toBe(true);
    expect(settingsOf({ DEV_MAILBOX: "1" }).devMailbox).toBe(true);
    expect(settingsOf({ DEV_MAILBOX: "0" }, true).devMailbox).toBe(false);
  });
});

describe("npm start's defaults: no dev mailbox, mail in the log", () => {
  let t: TestApp;
  const logged: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      settings: { devMailbox: false },
      logger: {
        level: "info",
        stream: { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
  });
  afterAll(async () => t?.close());

  it("gives an attacker no reset link to read, and the operator finds the mail in the log", async () => {
    const victim = await t.createUser();
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/accounts/send-reset-password/",
      payload: { email: victim.email },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode).toBeLessThan(300);
    await t.drain();
    for (const remoteAddress of ["203.0.113.9", "127.0.0.1"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/dev/mailbox/?to=${encodeURIComponent(victim.email)}`,
        remoteAddress,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("token=");
    }
    const [stored] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from dev_mailbox where to_address = ${victim.email}`,
    );
    expect(stored?.n).toBe(0);
    // The log names the recipient masked (issue 20: no address in clear in the logs).
    expect(JSON.stringify(logged)).not.toContain(victim.email);
    const entry = logged.find(
      (l) => (l.mail as { to?: string } | undefined)?.to === maskEmail(victim.email),
    ) as { msg: string; mail: { subject: string; text: string } } | undefined;
    expect(entry?.msg).toBe("mail not sent (SMTP_URL is not set)");
    expect(entry?.mail.subject).toBe("Reset your RigMarket password");
    expect(entry?.mail.text).toContain("reset-password?token=");
  });
});

describe("the dev mailbox behind a proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ settings: { devMailbox: true, trustProxy: true } });
  });
  afterAll(async () => t?.close());

  it("answers nobody: a forwarded address can be written by the client", async () => {
    for (const headers of [{}, { "x-forwarded-for": "127.0.0.1" }]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/dev/mailbox/",
        headers,
        remoteAddress: "127.0.0.1",
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("the demo accounts of a first start", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("lets a newcomer sign in as buyer, seller with listings and moderator, with one generated password", async () => {
    const demo = await createDemoAccounts(t.database);
    expect(demo).not.toBeNull();
    if (!demo) return;
    expect(demo.accounts.map((a) => a.role)).toEqual(["buyer", "seller", "moderator"]);
    expect(demo.password).not.toBe(demoPassword());
    const printed = describeDemoAccounts(demo).join("\n");
    for (const a of demo.accounts) expect(printed).toContain(a.email);
    expect(printed).toContain(demo.password);

    const [buyer, seller, moderator] = await Promise.all(
      demo.accounts.map((a) => t.login(a.email, demo.password)),
    );
    const company = await t.app.inject({ method: "GET", url: "/api/sellers/me/", headers: seller?.headers });
    expect(company.statusCode).toBe(200);
    expect(company.json()).toMatchObject({ status: "active", company_name: demo.accounts[1]?.company });
    const listings = await t.app.inject({
      method: "GET",
      url: "/api/search/products/my-products/",
      headers: seller?.headers,
    });
    expect(listings.statusCode).toBe(200);
    expect((listings.json() as { count: number }).count).toBeGreaterThan(0);
    // Issue 21: the demo buyer has requests and orders with the demo seller's company.
    const orders = await t.app.inject({ method: "GET", url: "/api/orders/", headers: buyer?.headers });
    expect((orders.json() as { results: { status: string }[] }).results.map((o) => o.status).sort()).toEqual([
      "delivered",
      "shipped",
    ]);
    const incoming = await t.app.inject({
      method: "GET",
      url: "/api/orders/requests/",
      headers: seller?.headers,
    });
    expect((incoming.json() as { count: number }).count).toBe(4);
    const queue = "/api/moderation/queue/";
    expect((await t.app.inject({ method: "GET", url: queue, headers: moderator?.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: "GET", url: queue, headers: buyer?.headers })).statusCode).toBe(403);

    // The password is kept only as a hash, and a later start makes no second set.
    const [row] = await t.database.rows<{ password_hash: string }>(
      sql`select password_hash from users where email = ${demo.accounts[0]?.email ?? ""}`,
    );
    expect(row?.password_hash.startsWith("$argon2id$")).toBe(true);
    expect(await createDemoAccounts(t.database)).toBeNull();
  });
});
