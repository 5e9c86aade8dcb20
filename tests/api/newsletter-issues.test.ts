/**
 * Sending the newsletter (issue 20, decision 050): a moderator writes an issue (subject and
 * Markdown per language, topics), previews it and sends it; a job mails the confirmed subscribers
 * of its topics, each in their language, through the dev mailbox, with the one-click unsubscribe
 * link and headers; an issue goes out once (a second send is a 409, a repeated job mails nobody
 * twice); moderators only; no address in the logs.
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_SEND_QUEUE } from "../../src/api/modules/contact/newsletter-issue-service.ts";
import type { NewsletterIssue, NewsletterPreview } from "../../src/common/api/newsletter-issues.ts";
import { createTestApp, makeSeller, nextIp, type TestApp } from "../setup/app.ts";

let t: TestApp;
const logLines: string[] = [];
let moderator: Record<string, string>;
let buyer: Record<string, string>;
let seller: Record<string, string>;
const I = "/api/moderation/newsletter/issues";

async function call<T = Record<string, unknown>>(
  method: "GET" | "POST" | "PUT",
  url: string,
  opts: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.payload as never,
    headers: { "accept-language": "en", ...opts.headers },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json() as T };
}

let n = 0;
const address = () => `issue-reader${++n}-${process.pid}@hashfarm.example`;

async function tokenOf(email: string, path: string) {
  const [mail] = await t.readMailbox(email);
  const m = new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([^\\s"&]+)`).exec(mail?.text ?? "");
  if (!m?.[1]) throw new Error(`no ${path} link`);
  return decodeURIComponent(m[1]);
}

async function subscriber(topics: string[], language: "en" | "fr", confirm = true) {
  const email = address();
  const res = await call("POST", "/api/newsletter/subscribe/", { payload: { email, topics, language } });
  expect(res.status).toBe(202);
  if (confirm) {
    const token = await tokenOf(email, language === "fr" ? "/fr/newsletter/confirm" : "/newsletter/confirm");
    expect((await call("POST", "/api/newsletter/confirm/", { payload: { token } })).status).toBe(200);
  }
  return email;
}

const issueBody = {
  subject_en: "Hashprice in November",
  body_en: "# Market\n\nThe **hashprice** fell by 4 %.",
  subject_fr: "Le hashprice en novembre",
  body_fr: "# Marché\n\nLe **hashprice** a baissé de 4 %.",
  topics: ["hardware", "market"],
};

const issueMails = (email: string) =>
  t.database.rows<{ subject: string; text: string; html: string; headers: Record<string, string> | null }>(
    sql`select subject, text, html, headers from dev_mailbox
        where to_address = ${email} and subject in (${issueBody.subject_en}, ${issueBody.subject_fr})`,
  );

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: { level: "info", stream } as never });
  moderator = (await t.login((await t.createUser({ role: "moderator" })).email)).headers;
  buyer = (await t.login((await t.createUser()).email)).headers;
  const s = await t.createUser();
  await makeSeller(t, (await t.login(s.email)).headers);
  seller = (await t.login(s.email)).headers;
});
afterAll(async () => {
  await t?.close();
});

describe("newsletter issues", () => {
  it("are for moderators only: guests 401, buyers and sellers 403", async () => {
    const created = await call<NewsletterIssue>("POST", `${I}/`, { payload: issueBody, headers: moderator });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const calls: [method: "GET" | "POST" | "PUT", url: string, payload?: unknown][] = [
      ["GET", `${I}/`],
      ["POST", `${I}/`, issueBody],
      ["GET", `${I}/${id}/`],
      ["PUT", `${I}/${id}/`, issueBody],
      ["GET", `${I}/${id}/preview/`],
      ["POST", `${I}/${id}/send/`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, { payload })).status, `${method} ${url} guest`).toBe(401);
      expect((await call(method, url, { payload, headers: buyer })).status, `${method} ${url} buyer`).toBe(
        403,
      );
      expect((await call(method, url, { payload, headers: seller })).status, `${method} ${url} seller`).toBe(
        403,
      );
    }
    expect((await call<NewsletterIssue>("GET", `${I}/${id}/`, { headers: moderator })).body.status).toBe(
      "draft",
    );
  });

  it("refuses bad input naming the field", async () => {
    const res = await call<Record<string, string[]>>("POST", `${I}/`, {
      payload: { ...issueBody, subject_fr: "", topics: ["gossip"] },
      headers: moderator,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(["subject_fr", "topics.0"]);
  });

  it("mails the confirmed subscribers of its topics in their language, once, with the unsubscribe link", async () => {
    const en = await subscriber(["market"], "en");
    const fr = await subscriber(["hardware", "pulse"], "fr");
    const otherTopic = await subscriber(["pulse"], "en");
    const pending = await subscriber(["market"], "en", false);
    const gone = await subscriber(["market"], "fr");
    await call(
      "POST",
      `/api/newsletter/unsubscribe/?token=${encodeURIComponent(await tokenOf(gone, "/fr/newsletter/unsubscribe"))}`,
    );

    const created = await call<NewsletterIssue>("POST", `${I}/`, { payload: issueBody, headers: moderator });
    const id = created.body.id;
    expect(created.body.audience.en).toBeGreaterThanOrEqual(1);

    const preview = await call<NewsletterPreview>("GET", `${I}/${id}/preview/?language=fr`, {
      headers: moderator,
    });
    expect(preview.body.subject).toBe(issueBody.subject_fr);
    expect(preview.body.html).toContain("<strong>hashprice</strong>");
    expect(preview.body.text).toContain("/fr/newsletter/unsubscribe?token=");

    const sent = await call<NewsletterIssue>("POST", `${I}/${id}/send/`, { headers: moderator });
    expect(sent.status).toBe(202);
    expect(sent.body.status).toBe("sending");
    // Sent once: a second send is refused; the draft can no longer change.
    expect((await call("POST", `${I}/${id}/send/`, { headers: moderator })).status).toBe(409);
    expect((await call("PUT", `${I}/${id}/`, { payload: issueBody, headers: moderator })).status).toBe(409);
    await t.drain();

    const [enMail] = await issueMails(en);
    expect(enMail?.subject).toBe(issueBody.subject_en);
    expect(enMail?.html).toContain("<strong>hashprice</strong>");
    expect(enMail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(enMail?.headers?.["List-Unsubscribe"]).toMatch(
      /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\/\?token=/,
    );
    const [frMail] = await issueMails(fr);
    expect(frMail?.subject).toBe(issueBody.subject_fr);
    for (const nobody of [otherTopic, pending, gone]) expect(await issueMails(nobody)).toEqual([]);

    const done = await call<NewsletterIssue>("GET", `${I}/${id}/`, { headers: moderator });
    expect(done.body.status).toBe("sent");
    expect(done.body.sent_count).toBeGreaterThanOrEqual(2);
    const count = done.body.sent_count;

    // A job run again (a retry after a crash, or a duplicate) mails nobody twice.
    await t.database.rows(sql`update newsletter_issues set status = 'sending' where id = ${id}`);
    await t.app.services.jobs.send(NEWSLETTER_SEND_QUEUE, { issueId: id });
    await t.app.services.jobs.send(NEWSLETTER_SEND_QUEUE, { issueId: id });
    await t.drain();
    expect(await issueMails(en)).toHaveLength(1);
    expect(await issueMails(fr)).toHaveLength(1);
    const again = await call<NewsletterIssue>("GET", `${I}/${id}/`, { headers: moderator });
    expect(again.body).toMatchObject({ status: "sent", sent_count: count });

    // The mail's unsubscribe link works.
    const token = /\/newsletter\/unsubscribe\?token=([^\s"&]+)/.exec(enMail?.text ?? "")?.[1] ?? "";
    const out = await call("POST", `/api/newsletter/unsubscribe/?token=${token}`);
    expect(out.status).toBe(200);
    const [row] = await t.database.rows<{ status: string }>(
      sql`select status from newsletter_subscribers where id = (select max(subscriber_id) from newsletter_deliveries d
          join newsletter_subscribers s on s.id = d.subscriber_id where d.issue_id = ${id} and s.language = 'en' and s.email is null)`,
    );
    expect(row?.status).toBe("unsubscribed");

    const logs = logLines.join("");
    for (const email of [en, fr]) expect(logs).not.toContain(email);
  });
});
