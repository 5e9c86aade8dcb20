/**
 * Newsletter issues (issue 20, decision 050): moderators write one (a subject and a Markdown body
 * per language, its topics), preview it as a subscriber would get it, and send it once. Sending is
 * a pg-boss job that mails one batch per run and queues the next: each batch records its
 * recipients (`newsletter_deliveries`) and queues their mails in one transaction, so a retried or
 * repeated job mails nobody twice. Every mail is a newsletter mail (newsletterMail: the one-click
 * unsubscribe link and the List-Unsubscribe headers). No address is logged.
 */
import type { NewsletterIssueBody, NewsletterPreview } from "../../../common/api/newsletter-issues.ts";
import { type Locale, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { AppError, notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import type { Jobs } from "../../infra/jobs.ts";
import type { Mailer, MailMessage } from "../../infra/mail.ts";
import type { AppSettings } from "../../settings.ts";
import { renderMarkdown } from "../blog/markdown.ts";
import * as q from "./newsletter-issue-queries.ts";
import { newsletterMail } from "./newsletter-service.ts";

export const NEWSLETTER_SEND_QUEUE = "newsletter-issue-send";
/** Subscribers mailed per job run. */
export const NEWSLETTER_BATCH = 100;

export const NEWSLETTER_ISSUE_RATE_RULES = {
  send: { name: "newsletter-issue:send", limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export interface NewsletterIssueDeps {
  database: Database;
  jobs: Jobs;
  mailer: Mailer;
  limiter: RateLimiter;
  settings: AppSettings;
}

type IssueText = Pick<NewsletterIssueBody, "subject_en" | "body_en" | "subject_fr" | "body_fr">;

/** One subscriber's mail of an issue, in their language. */
function issueMail(
  settings: AppSettings,
  issue: IssueText,
  sub: { id: number; email: string; language: Locale },
): MailMessage {
  const fr = sub.language === "fr";
  const body = fr ? issue.body_fr : issue.body_en;
  return newsletterMail(settings, sub, {
    subject: fr ? issue.subject_fr : issue.subject_en,
    greeting: translate(sub.language, "newsletterMail.greeting"),
    paragraphs: [body],
    bodyHtml: renderMarkdown(body).html,
  });
}

async function getIssue(deps: NewsletterIssueDeps, id: number) {
  const issue = await q.issueById(deps.database, id);
  if (!issue) throw notFound();
  return issue;
}

async function listIssues(deps: NewsletterIssueDeps) {
  const results = await q.listIssues(deps.database);
  return { count: results.length, results };
}

async function createIssue(deps: NewsletterIssueDeps, body: NewsletterIssueBody, user: AuthUser) {
  return getIssue(deps, await q.insertIssue(deps.database, body, user.id));
}

const notDraft = () => new AppError("conflict", "newsletterIssue.notDraft");

async function updateIssue(deps: NewsletterIssueDeps, id: number, body: NewsletterIssueBody) {
  await getIssue(deps, id);
  if (!(await q.updateDraft(deps.database, id, body))) throw notDraft();
  return getIssue(deps, id);
}

/** The mail as a subscriber in `language` gets it (a sample address, the real links' shape). */
async function preview(deps: NewsletterIssueDeps, id: number, language: Locale): Promise<NewsletterPreview> {
  const issue = await getIssue(deps, id);
  const mail = issueMail(deps.settings, issue, { id: 0, email: "subscriber@example.com", language });
  return { subject: mail.subject, html: mail.html, text: mail.text };
}

/** Sends an issue once: a draft becomes `sending` and its first batch is queued (409 otherwise). */
async function send(deps: NewsletterIssueDeps, id: number, user: AuthUser) {
  await getIssue(deps, id);
  await deps.limiter.hit(NEWSLETTER_ISSUE_RATE_RULES.send, String(user.id));
  await deps.database.db.transaction(async (tx) => {
    if (!(await q.markSending(tx, id))) throw notDraft();
    await deps.jobs.send(NEWSLETTER_SEND_QUEUE, { issueId: id }, { tx });
  });
  return getIssue(deps, id);
}

/** The job: one batch mailed and recorded, then the next batch queued, or the issue marked sent. */
async function sendBatch(deps: NewsletterIssueDeps, issueId: number) {
  await deps.database.db.transaction(async (tx) => {
    const batch = await q.claimBatch(tx, issueId, NEWSLETTER_BATCH);
    if (!batch) return;
    if (batch.recipients.length === 0) {
      await q.markSent(tx, issueId);
      return;
    }
    for (const r of batch.recipients)
      await deps.mailer.send(issueMail(deps.settings, batch.issue, r), { class: "bulk", tx });
    await deps.jobs.send(NEWSLETTER_SEND_QUEUE, { issueId }, { tx });
  });
}

export async function createNewsletterIssueService(deps: NewsletterIssueDeps) {
  await deps.jobs.define<{ issueId: number }>(
    NEWSLETTER_SEND_QUEUE,
    (data) => sendBatch(deps, data.issueId),
    {
      retryLimit: 5,
      retryDelaySeconds: 60,
      expireInSeconds: 10 * 60,
    },
  );
  return {
    get: (id: number) => getIssue(deps, id),
    list: () => listIssues(deps),
    create: (body: NewsletterIssueBody, user: AuthUser) => createIssue(deps, body, user),
    update: (id: number, body: NewsletterIssueBody) => updateIssue(deps, id, body),
    preview: (id: number, language: Locale) => preview(deps, id, language),
    send: (id: number, user: AuthUser) => send(deps, id, user),
  };
}
export type NewsletterIssueService = Awaited<ReturnType<typeof createNewsletterIssueService>>;
