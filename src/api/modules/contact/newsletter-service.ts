/**
 * The newsletter (issue 20), double opt-in: subscribing mails a confirmation link (a random token,
 * stored hashed, single use, valid NEWSLETTER_CONFIRM_HOURS); the answer is the same whether the
 * address was unknown, pending, confirmed or unsubscribed. Every newsletter mail carries a signed
 * link to unsubscribe in one click and to change topics and language, and the List-Unsubscribe
 * headers of RFC 8058. Addresses are never logged; an unsubscribed address is kept only as a hash.
 */
import { createHash, randomBytes } from "node:crypto";
import type { NewsletterSubscribeBody, NewsletterSubscription } from "../../../common/api/contact.ts";
import { NEWSLETTER_CONFIRM_HOURS, type NewsletterTopic } from "../../../common/contact.ts";
import { type Locale, type MessageKey, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import type { Jobs } from "../../infra/jobs.ts";
import { type MailContent, type Mailer, type MailMessage, renderMail } from "../../infra/mail.ts";
import type { AppSettings } from "../../settings.ts";
import { signedToken, verifySignedToken } from "../../signed-token.ts";
import * as q from "./newsletter-queries.ts";

export const NEWSLETTER_RATE_RULES = {
  ip: { name: "newsletter:ip", limit: 20, windowSeconds: 60 * 60 },
  email: { name: "newsletter:email", limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export interface NewsletterDeps {
  database: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  settings: AppSettings;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
export const emailHash = (email: string) => sha256(email.trim().toLowerCase());

// ---------------------------------------------------------------- signed links
const PURPOSE = "newsletter-manage";

/** The token of a subscriber's unsubscribe and preference links: its id, signed. */
export const manageToken = (secret: string, id: number) => signedToken(secret, PURPOSE, [id]);

const badToken = () =>
  new AppError("bad_request", "newsletter.error.token", undefined, { token: ["newsletter.error.token"] });
const badLink = () => new AppError("not_found", "newsletter.badLink");

function verifyManageToken(secret: string, token: string): number {
  const ids = verifySignedToken(secret, PURPOSE, token, 1);
  if (!ids?.[0]) throw badToken();
  return ids[0];
}

// ---------------------------------------------------------------- mail
const pagePath = (locale: Locale, path: string) => (locale === "fr" ? `/fr${path}` : path);

/** The links of a subscriber's newsletter mail (page links in their language, the API's one-click URL). */
function links(settings: AppSettings, sub: { id: number; language: Locale }) {
  const token = encodeURIComponent(manageToken(settings.authSecret, sub.id));
  const base = settings.publicUrl;
  return {
    unsubscribePage: `${base}${pagePath(sub.language, "/newsletter/unsubscribe")}?token=${token}`,
    preferences: `${base}${pagePath(sub.language, "/newsletter/preferences")}?token=${token}`,
    oneClick: `${base}/api/newsletter/unsubscribe/?token=${token}`,
  };
}

/**
 * A mail of the newsletter: the unsubscribe and preference links at its end, and the headers that
 * let mail clients unsubscribe in one click (List-Unsubscribe, List-Unsubscribe-Post).
 */
export function newsletterMail(
  settings: AppSettings,
  sub: { id: number; email: string; language: Locale },
  content: Omit<MailContent, "after" | "signature">,
): MailMessage {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(sub.language, key, params);
  const l = links(settings, sub);
  const message = renderMail(
    sub.email,
    {
      ...content,
      after: [
        `${t("newsletterMail.preferences")}: ${l.preferences}`,
        `${t("newsletterMail.unsubscribe")}: ${l.unsubscribePage}`,
        t("newsletterMail.footer", { url: l.unsubscribePage }),
      ],
      signature: t("feedbackMail.signature"),
    },
    sub.language,
  );
  return {
    ...message,
    headers: { "List-Unsubscribe": `<${l.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

function confirmMail(settings: AppSettings, email: string, language: Locale, token: string): MailMessage {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
  const url = `${settings.publicUrl}${pagePath(language, "/newsletter/confirm")}?token=${encodeURIComponent(token)}`;
  return renderMail(
    email,
    {
      subject: t("newsletterMail.confirm.subject"),
      greeting: t("newsletterMail.greeting"),
      paragraphs: [t("newsletterMail.confirm.intro")],
      action: { label: t("newsletterMail.confirm.action"), url },
      after: [t("newsletterMail.confirm.after", { hours: NEWSLETTER_CONFIRM_HOURS })],
      signature: t("feedbackMail.signature"),
    },
    language,
  );
}

const topicNames = (language: Locale, topics: readonly NewsletterTopic[]) =>
  topics.map((topic) => translate(language, `newsletter.topic.${topic}`)).join(", ");

// ---------------------------------------------------------------- calls
/** POST /api/newsletter/subscribe/: one answer whatever the address's state; a mail to it. */
async function subscribe(deps: NewsletterDeps, body: NewsletterSubscribeBody, ip: string, locale: Locale) {
  const { database, limiter, mailer, settings } = deps;
  await limiter.hit(NEWSLETTER_RATE_RULES.ip, ip);
  await limiter.hit(NEWSLETTER_RATE_RULES.email, body.email);
  const language = body.language ?? locale;
  const hash = emailHash(body.email);
  await database.db.transaction(async (tx) => {
    const existing = await q.lockByHash(tx, hash);
    if (existing?.status === "confirmed" && existing.email) {
      // Already subscribed: nothing changes; its owner learns it, the form's user does not.
      const l = links(settings, { id: existing.id, language: existing.language });
      const t = (key: MessageKey) => translate(existing.language, key);
      await mailer.send(
        renderMail(
          existing.email,
          {
            subject: t("newsletterMail.already.subject"),
            greeting: t("newsletterMail.greeting"),
            paragraphs: [t("newsletterMail.already.intro")],
            action: { label: t("newsletterMail.preferences"), url: l.preferences },
            after: [],
            signature: t("feedbackMail.signature"),
          },
          existing.language,
        ),
        { class: "transactional", tx },
      );
      return;
    }
    const token = randomBytes(32).toString("base64url");
    await q.upsertPending(tx, {
      emailHash: hash,
      email: body.email,
      topics: body.topics,
      language,
      tokenHash: sha256(token),
      hours: NEWSLETTER_CONFIRM_HOURS,
    });
    await mailer.send(confirmMail(settings, body.email, language, token), { class: "transactional", tx });
  });
}

const view = (sub: q.Subscriber): NewsletterSubscription => ({
  email: sub.email ?? "",
  status: sub.status,
  topics: sub.topics,
  language: sub.language,
});

/** GET confirm: what the confirmation page shows (nothing changes); 404 for a spent or expired link. */
async function confirmInfo(deps: NewsletterDeps, token: string) {
  const sub = await q.byConfirmToken(deps.database, sha256(token));
  if (!sub) throw badLink();
  return view(sub);
}

/** POST confirm: the subscription starts; the welcome mail is the first newsletter mail. */
async function confirm(deps: NewsletterDeps, token: string) {
  const { database, mailer, settings } = deps;
  return database.db.transaction(async (tx) => {
    const sub = await q.confirm(tx, sha256(token));
    if (!sub?.email) throw badLink();
    const t = (key: MessageKey, params?: Record<string, string>) => translate(sub.language, key, params);
    await mailer.send(
      newsletterMail(
        settings,
        { id: sub.id, email: sub.email, language: sub.language },
        {
          subject: t("newsletterMail.welcome.subject"),
          greeting: t("newsletterMail.greeting"),
          paragraphs: [t("newsletterMail.welcome.intro", { topics: topicNames(sub.language, sub.topics) })],
        },
      ),
      { class: "transactional", tx },
    );
    return view(sub);
  });
}

/** POST unsubscribe (one click): the signed token; unsubscribing twice is not an error. */
async function unsubscribe(deps: NewsletterDeps, token: string) {
  const id = verifyManageToken(deps.settings.authSecret, token);
  if (!(await q.unsubscribe(deps.database, id))) throw badLink();
}

async function preferences(deps: NewsletterDeps, token: string) {
  const id = verifyManageToken(deps.settings.authSecret, token);
  const sub = await q.byId(deps.database, id);
  if (!sub || sub.status === "unsubscribed") throw badLink();
  return view(sub);
}

async function updatePreferences(
  deps: NewsletterDeps,
  body: { token: string; topics: NewsletterTopic[]; language: Locale },
) {
  const id = verifyManageToken(deps.settings.authSecret, body.token);
  const sub = await q.updatePreferences(deps.database, id, body.topics, body.language);
  if (!sub) throw badLink();
  return view(sub);
}

/** One CSV cell: quoted, with a leading ' before what a spreadsheet would run as a formula. */
const csvCell = (value: string) =>
  `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** The confirmed subscribers as CSV (moderators). */
async function exportCsv(deps: NewsletterDeps): Promise<string> {
  const rows = await q.confirmedSubscribers(deps.database);
  const lines = [
    "email,topics,language,confirmed_at",
    ...rows.map((r) => [r.email ?? "", r.topics.join(" "), r.language, r.confirmedAt].map(csvCell).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

const PRUNE_QUEUE = "newsletter-prune";

export async function createNewsletterService(deps: NewsletterDeps, jobs: Jobs) {
  // Daily: subscriptions never confirmed within 30 days are deleted.
  await jobs.define(PRUNE_QUEUE, () => q.pruneUnconfirmed(deps.database), {
    retryLimit: 2,
    retryDelaySeconds: 60,
  });
  await jobs.schedule(PRUNE_QUEUE, "41 3 * * *");
  return {
    subscribe: subscribe.bind(null, deps),
    confirmInfo: confirmInfo.bind(null, deps),
    confirm: confirm.bind(null, deps),
    unsubscribe: unsubscribe.bind(null, deps),
    preferences: preferences.bind(null, deps),
    updatePreferences: updatePreferences.bind(null, deps),
    stats: () => q.stats(deps.database),
    exportCsv: exportCsv.bind(null, deps),
  };
}
export type NewsletterService = Awaited<ReturnType<typeof createNewsletterService>>;
