/**
 * Outgoing mail. Messages are queued (jobs.ts) and delivered by a worker: over SMTP (nodemailer)
 * when SMTP_URL is set; otherwise into the dev mailbox table that /dev/mailbox shows (development,
 * tests, or DEV_MAILBOX=1, and then only to this machine), or, with neither, to the log, where the
 * operator of a plain `npm start` can read a sign-up code. A mail server that is down makes the job
 * fail and retry with back-off: mail is delayed, never lost.
 *
 * Two classes, two queues (decision 070): transactional mail (a code, a link, an order's step, a
 * notice to one person) is fetched every half second, several at once, and never waits behind bulk
 * mail (newsletter issues, digests: the same mail to many), which has its own queue and its own
 * rate, `bulkPerMinute` over all processes, so that it cannot use the whole SMTP budget either.
 */
import { sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database } from "../db/client.ts";
import { devMailbox } from "../db/schema.ts";
import type { MailSettings } from "../settings.ts";
import type { Jobs, Tx } from "./jobs.ts";
import { loadNodemailer } from "./lazy.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of newsletter mail, RFC 8058). */
  headers?: Record<string, string>;
}

/** An address as the log may show it: "a***@example.com" (never an address in clear, issue 20). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * `transactional`: one person is waiting for it (a sign-up code, a reset link, an order's step, a
 * notice); `bulk`: the same kind of mail to many (a newsletter issue, the daily digest).
 */
export type MailClass = "transactional" | "bulk";

/** The transactional queue (its name from before the split: mail queued then is delivered promptly). */
export const MAIL_QUEUE = "mail-send";
export const MAIL_BULK_QUEUE = "mail-bulk";
export const MAIL_QUEUES: Record<MailClass, string> = { transactional: MAIL_QUEUE, bulk: MAIL_BULK_QUEUE };

/** How often an idle worker looks for transactional mail, and how many it sends at once. */
const TRANSACTIONAL_POLL_SECONDS = 0.5;
const TRANSACTIONAL_BATCH = 5;
/** The bulk worker looks every second and takes that second's share of its rate (1-20). */
const BULK_POLL_SECONDS = 1;

export interface Mailer {
  /** Where delivered mail goes: an SMTP server, the dev mailbox table, or the log. */
  readonly kind: "smtp" | "dev-mailbox" | "log";
  /** Queues a message on its class's queue; with `tx`, only if that transaction commits. */
  send(message: MailMessage, opts: { class: MailClass; tx?: Tx }): Promise<void>;
  /** Hands a message to the transport now (the queue's handler). */
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailOutlet {
  /** Without SMTP: keep mail in the dev mailbox table (true) or write it to the log (false). */
  devMailbox: boolean;
  log: { info(obj: object, msg: string): void };
}

export async function createMailer(
  database: Database,
  jobs: Jobs,
  settings: MailSettings,
  { devMailbox: keep, log }: MailOutlet,
): Promise<Mailer> {
  const { smtpUrl } = settings;
  // Made with the first mail: nodemailer is loaded only by a process that sends one.
  let transport: Promise<Transporter> | undefined;

  async function deliver(message: MailMessage) {
    if (smtpUrl) {
      transport ??= loadNodemailer().then((nodemailer) =>
        nodemailer.createTransport(smtpUrl, {
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as never),
      );
      await (await transport).sendMail({ from: settings.from, ...message });
      return;
    }
    if (!keep) {
      log.info(
        { mail: { to: maskEmail(message.to), subject: message.subject, text: message.text } },
        "mail not sent (SMTP_URL is not set)",
      );
      return;
    }
    await database.db.insert(devMailbox).values({
      toAddress: message.to,
      fromAddress: settings.from,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ?? null,
    });
  }

  const retries = {
    retryLimit: settings.retryLimit,
    retryDelaySeconds: settings.retryDelaySeconds,
    expireInSeconds: 5 * 60,
  };
  await jobs.define<MailMessage>(MAIL_QUEUE, deliver, {
    ...retries,
    batchSize: TRANSACTIONAL_BATCH,
    pollingIntervalSeconds: TRANSACTIONAL_POLL_SECONDS,
  });
  await jobs.define<MailMessage>(MAIL_BULK_QUEUE, deliver, {
    ...retries,
    perMinute: settings.bulkPerMinute,
    batchSize: Math.min(20, Math.ceil((settings.bulkPerMinute * BULK_POLL_SECONDS) / 60)),
    pollingIntervalSeconds: BULK_POLL_SECONDS,
  });

  return {
    kind: smtpUrl ? "smtp" : keep ? "dev-mailbox" : "log",
    async send(message, opts) {
      await jobs.send(MAIL_QUEUES[opts.class], message, { tx: opts.tx });
    },
    deliver,
    close() {
      transport?.then((t) => t.close()).catch(() => {});
    },
  };
}

/** Deletes dev mailbox entries older than a week (the hourly clean-up job). */
export async function pruneDevMailbox(database: Database) {
  await database.rows(sql`delete from dev_mailbox where created_at < now() - interval '7 days'`);
}

// ---------------------------------------------------------------- rendering
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Sanitised HTML shown instead of the paragraphs in the HTML part (a newsletter issue's Markdown). */
  bodyHtml?: string;
  /** A code shown large (sign-up). */
  code?: string;
  /** A button and its link. */
  action?: { label: string; url: string };
  /** Paragraphs after the code or the button (expiry, "ignore this e-mail"). */
  after: string[];
  signature: string;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** One message in plain text and HTML (inline styles only: mail clients ignore style sheets). */
export function renderMail(to: string, c: MailContent, locale: string): MailMessage {
  const text = [
    c.greeting,
    ...c.paragraphs,
    ...(c.code ? [`    ${c.code}`] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`] : []),
    ...c.after,
    `-- \n${c.signature}`,
  ].join("\n\n");

  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937">${escapeHtml(s)}</p>`;
  const code = c.code
    ? `<p style="margin:8px 0 24px;font-size:32px;font-weight:700;letter-spacing:8px;color:#111827">${escapeHtml(c.code)}</p>`
    : "";
  const action = c.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#f7931a;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(c.action.url)}</p>`
    : "";
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#111827">RigMarket</p>
${p(c.greeting)}
${c.bodyHtml ?? c.paragraphs.map(p).join("\n")}
${code}${action}
${c.after.map(p).join("\n")}
<p style="margin:24px 0 0;font-size:14px;color:#6b7280">${escapeHtml(c.signature)}</p>
</div></body></html>`;
  return { to, subject: c.subject, text, html };
}
