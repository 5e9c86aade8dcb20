/**
 * Mail by priority (issue 31 item 4, decision 070), with the real background workers running: a
 * sign-up code goes out while 10,000 bulk mails (a digest to 10,000 people) are still queued, and
 * bulk mail is sent no faster than its configured rate per minute.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { MAIL_QUEUES, type MailMessage } from "../../src/api/infra/mail.ts";
import { testSettings } from "../../src/api/settings.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app with its workers polling, as in `npm start`. */
const startApp = (bulkPerMinute: number) =>
  createTestApp({
    settings: {
      jobs: { workers: true, pollingIntervalSeconds: 0.5, maintenance: false },
      mail: { ...testSettings().mail, bulkPerMinute },
    },
  });

const DIGEST = "Your daily digest";

/** `count` bulk mails queued at once, as a digest or a newsletter issue queues them. */
async function queueBulk(app: TestApp, count: number) {
  const jobs = Array.from({ length: count }, (_, i) => ({
    name: MAIL_QUEUES.bulk,
    data: {
      to: `reader${i}@example.test`,
      subject: DIGEST,
      text: "What your alerts found today.",
      html: "<p>What your alerts found today.</p>",
    } satisfies MailMessage,
  }));
  await app.app.services.jobs.boss.insert(jobs);
}

const count = async (app: TestApp, query: ReturnType<typeof sql>) =>
  (await app.database.rows<{ n: number }>(query))[0]?.n ?? 0;
const delivered = (app: TestApp) =>
  count(app, sql`select count(*)::int as n from dev_mailbox where subject = ${DIGEST}`);
const stillQueued = (app: TestApp) =>
  count(
    app,
    sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUES.bulk} and state = 'created'`,
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done` answers true; gives up (and fails) only after a generous while. */
async function until(what: string, done: () => Promise<boolean>) {
  const giveUp = Date.now() + 120_000;
  while (!(await done())) {
    if (Date.now() > giveUp) throw new Error(`gave up waiting: ${what}`);
    await pause(100);
  }
}

/** Registers an account; the subject of the mail with its code, once delivered (never drains the queue). */
async function signUp(app: TestApp, email: string) {
  const res = await app.app.inject({
    method: "POST",
    url: "/api/accounts/register/",
    payload: { name: "Ada Miner", email, password: "Str0ng-pass!", password_confirm: "Str0ng-pass!" },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(201);
}
const mailTo = async (app: TestApp, email: string) =>
  (
    await app.database.rows<{ subject: string }>(
      sql`select subject from dev_mailbox where to_address = ${email}`,
    )
  )[0];

describe("mail by priority", () => {
  it("delivers a sign-up code while 10,000 bulk mails are still queued", async () => {
    const app = await startApp(60);
    t = app;
    await queueBulk(app, 10_000);
    expect(await stillQueued(app)).toBeGreaterThan(9_900);

    const email = `code-${process.pid}@example.test`;
    await signUp(app, email);
    // Behind one first-in-first-out queue the code would come after the 10,000: stop waiting once
    // 100 more of them went out first.
    const before = await delivered(app);
    await until(
      "the sign-up code",
      async () => !!(await mailTo(app, email)) || (await delivered(app)) >= before + 100,
    );

    const mail = await mailTo(app, email);
    expect(mail?.subject, "the sign-up code was delivered").toMatch(/\b\d{6}\b/);
    expect(await delivered(app)).toBeLessThan(before + 100);
    expect(await stillQueued(app)).toBeGreaterThan(9_000);

    // The code works.
    const code = /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1];
    const verified = await app.app.inject({
      method: "POST",
      url: "/api/accounts/registration-code/verify/",
      payload: { email, code },
      remoteAddress: nextIp(),
    });
    expect(verified.statusCode).toBe(200);
  });

  it("sends bulk mail no faster than its rate per minute, while transactional mail goes on", async () => {
    const perMinute = 3;
    const app = await startApp(perMinute);
    t = app;
    await queueBulk(app, 50);
    await until("the first minute's bulk mail", async () => (await delivered(app)) >= perMinute);

    // Mail to one person still goes out; meanwhile the bulk worker polls (every second) a few times more.
    const email = `during-${process.pid}@example.test`;
    await signUp(app, email);
    await until("the sign-up code", async () => !!(await mailTo(app, email)));
    await pause(3_000);

    // In any minute (from each delivery on), no more than `perMinute` bulk mails were delivered.
    const busiest = await count(
      app,
      sql`select coalesce(max((
            select count(*) from dev_mailbox b
            where b.subject = ${DIGEST} and b.created_at >= a.created_at
              and b.created_at < a.created_at + interval '1 minute'
          )), 0)::int as n
          from dev_mailbox a where a.subject = ${DIGEST}`,
    );
    expect(busiest).toBeLessThanOrEqual(perMinute);
    expect(await stillQueued(app)).toBeGreaterThanOrEqual(50 - 2 * perMinute);
  });
});
