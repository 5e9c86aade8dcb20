/**
 * Instant alerts (decision 064): when matching records items of alerts whose delivery is `instant`,
 * it queues one job per user in the same transaction; the job sends them at once, by e-mail and by
 * Telegram (when the user linked a chat), in the user's language, with absolute links to the
 * listings and each alert's unsubscribe link.
 *
 * Idempotent: the job locks the user's settings row (one at a time per user), reads the pending
 * instant items, sends and marks them sent in one transaction (the mail and the Telegram message
 * are queued in it), so a retried or duplicated job finds nothing left; an alert names a listing
 * once (`alert_items (alert_id, product_id)` unique).
 *
 * Bounded: at most ALERT_LIMITS.instantPerHour messages per user in any hour. Past that, the job
 * queues one deferred job for the time the oldest message of the hour turns one hour old, and the
 * matches found meanwhile leave together in one message then — a bulk import cannot flood a buyer.
 */
import { ALERT_LIMITS } from "../../../common/alerts.ts";
import { isLocale, type Locale, translate, translatePlural } from "../../../common/i18n/index.ts";
import type { Jobs, Tx } from "../../infra/jobs.ts";
import { type DigestDeps, linesOf, sendLines } from "./digest.ts";
import * as q from "./queries.ts";

export const ALERTS_INSTANT_QUEUE = "alerts-instant";

export interface InstantJob {
  userId: number;
}

export type InstantDeps = DigestDeps & { jobs: Jobs };

/** Queues the instant job of every user with instant items of this product still to send. */
export async function queueInstant(jobs: Jobs, tx: Tx, productId: number) {
  for (const { user_id } of await q.instantUsersOf(q.onTx(tx), productId))
    await jobs.send<InstantJob>(ALERTS_INSTANT_QUEUE, { userId: user_id }, { tx });
}

const instantWords = (locale: Locale, first: { alertName: string } | undefined) => (count: number) =>
  count === 1
    ? {
        subject: translate(locale, "alerts.instant.subjectOne", { alert: first?.alertName ?? "" }),
        intro: translate(locale, "alerts.instant.intro"),
        why: translate(locale, "alerts.instant.why", { max: ALERT_LIMITS.instantPerHour }),
      }
    : {
        subject: translatePlural(locale, "alerts.instant.subject", count, {}),
        intro: translate(locale, "alerts.instant.introMany"),
        why: translate(locale, "alerts.instant.why", { max: ALERT_LIMITS.instantPerHour }),
      };

/** One user's pending instant items, in one transaction: sent now, or later within the hourly bound. */
async function sendInstant(deps: InstantDeps, tx: Tx, userId: number): Promise<"sent" | "deferred" | "none"> {
  const tq = q.onTx(tx);
  const window = await q.instantWindow(tq, userId);
  const to = await q.recipient(tq, userId);
  const items = await q.pendingItems(tq, userId, "instant");
  if (!to?.is_active || !items.length) {
    // Items of paused alerts or withdrawn listings are dropped, never sent late.
    await q.markSent(tq, userId, "instant");
    return "none";
  }
  if (window.sent >= ALERT_LIMITS.instantPerHour) {
    const wait = Math.max(1, Math.ceil(window.freeInSeconds));
    if (!window.deferredUntil || window.deferredUntil.getTime() < Date.now()) {
      await deps.jobs.send<InstantJob>(ALERTS_INSTANT_QUEUE, { userId }, { tx, startAfterSeconds: wait });
      await q.setDeferred(tq, userId, wait);
    }
    return "deferred";
  }
  const locale: Locale = isLocale(to.locale) ? to.locale : "en";
  const lines = linesOf(deps, locale, items);
  const recipient = { id: userId, email: to.email, name: to.name, locale, chat: to.chat };
  await sendLines(deps, tx, recipient, lines, instantWords(locale, lines[0]), "transactional");
  await q.markSent(tq, userId, "instant");
  await q.setDeferred(tq, userId, null);
  return "sent";
}

/** Runs one user's instant job now (the job's work; tests). */
export const runInstant = (deps: InstantDeps, userId: number) =>
  deps.database.db.transaction((tx) => sendInstant(deps, tx, userId));

export async function defineInstant(deps: InstantDeps) {
  await deps.jobs.define<InstantJob>(
    ALERTS_INSTANT_QUEUE,
    async (job) => {
      if (typeof job.userId !== "number") return;
      await runInstant(deps, job.userId);
    },
    { retryLimit: 5, retryDelaySeconds: 10 },
  );
}
