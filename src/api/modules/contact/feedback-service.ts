/**
 * The feedback form (issue 20): guests and users write to the team (stored, mailed to
 * MARKETPLACE_TEAM_EMAIL, rate-limited per address, per e-mail and per user), and moderators
 * answer from the console: the answer is mailed to the sender in the language they wrote in, and
 * who answered and when is recorded.
 */
import type { FeedbackBody } from "../../../common/api/contact.ts";
import { type Locale, type MessageKey, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import { type RateLimiter, type RateRule, TooManyRequestsError } from "../../http/rate-limit.ts";
import { type Mailer, renderMail } from "../../infra/mail.ts";
import type { AppSettings } from "../../settings.ts";
import * as q from "./feedback-queries.ts";
import { teamAddress } from "./mail-to.ts";

export const FEEDBACK_RATE_RULES = {
  ip: { name: "feedback:ip", limit: 10, windowSeconds: 60 * 60 },
  email: { name: "feedback:email", limit: 5, windowSeconds: 60 * 60 },
  user: { name: "feedback:user", limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export interface FeedbackDeps {
  database: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  settings: AppSettings;
}

/** 429 saying, in the form's words, when to try again (Retry-After is set as for every 429). */
class FeedbackTooMany extends TooManyRequestsError {
  override readonly messageKey: MessageKey = "feedback.tooMany";
  override readonly params = { minutes: Math.max(1, Math.ceil(this.retryAfter / 60)) };
}

async function hit(limiter: RateLimiter, rule: RateRule, subject: string) {
  try {
    await limiter.hit(rule, subject);
  } catch (err) {
    if (err instanceof TooManyRequestsError) throw new FeedbackTooMany(err.retryAfter);
    throw err;
  }
}

/** POST /api/forms/feedback/: stored and mailed to the team in one transaction. */
async function send(
  deps: FeedbackDeps,
  body: FeedbackBody,
  ip: string,
  auth: AuthUser | null,
  locale: Locale,
) {
  const { database, limiter, mailer, settings } = deps;
  await hit(limiter, FEEDBACK_RATE_RULES.ip, ip);
  await hit(limiter, FEEDBACK_RATE_RULES.email, body.email);
  if (auth) await hit(limiter, FEEDBACK_RATE_RULES.user, String(auth.id));
  const topic = translate("en", `feedback.topic.${body.topic}`);
  await database.db.transaction(async (tx) => {
    const id = await q.insertFeedback(tx, { ...body, userId: auth?.id ?? null, locale });
    const lines = [
      `Name: ${body.name}`,
      `E-mail: ${body.email}`,
      `Topic: ${topic}`,
      `Language: ${locale}`,
      ...(auth ? [`Signed-in user: #${auth.id} ${auth.email}`] : ["Sent as a guest"]),
      "",
      body.message,
    ];
    await mailer.send(
      renderMail(
        teamAddress(settings),
        {
          subject: translate("en", "feedbackMail.team.subject", { topic, name: body.name }),
          greeting: translate("en", "feedbackMail.team.intro"),
          paragraphs: lines,
          action: { label: `#${id}`, url: `${settings.publicUrl}/admin/feedback/${id}` },
          after: [],
          signature: "RigMarket",
        },
        "en",
      ),
      { class: "transactional", tx },
    );
  });
}

/** The answer of a moderator: recorded and mailed to the sender, in their language. */
async function answer(deps: FeedbackDeps, id: number, text: string, moderator: AuthUser) {
  const { database, mailer } = deps;
  const message = await q.getFeedback(database, id);
  if (!message) throw notFound();
  const locale: Locale = message.locale === "fr" ? "fr" : "en";
  const t = (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params);
  const date = new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", { dateStyle: "long" }).format(
    new Date(message.created_at),
  );
  await database.db.transaction(async (tx) => {
    if (!(await q.recordAnswer(tx, id, text, moderator.id))) throw notFound();
    await mailer.send(
      renderMail(
        message.email,
        {
          subject: t("feedbackMail.answer.subject"),
          greeting: t("feedbackMail.answer.greeting", { name: message.name }),
          paragraphs: [t("feedbackMail.answer.intro"), text],
          after: [t("feedbackMail.answer.quote", { date }), message.message],
          signature: t("feedbackMail.signature"),
        },
        locale,
      ),
      { class: "transactional", tx },
    );
  });
  const answered = await q.getFeedback(database, id);
  if (!answered) throw notFound();
  return answered;
}

export function createFeedbackService(deps: FeedbackDeps) {
  return {
    send: send.bind(null, deps),
    answer: answer.bind(null, deps),
    list: async (status: "new" | "answered" | "all") => {
      const { results, counts } = await q.listFeedback(deps.database, status);
      return { count: results.length, counts, results };
    },
    get: async (id: number) => {
      const found = await q.getFeedback(deps.database, id);
      if (!found) throw notFound();
      return found;
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
