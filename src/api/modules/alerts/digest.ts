/**
 * The daily digest (decision 053): once a day, each user with pending alert items gets one mail
 * (and one Telegram message when they gave a chat) naming what their alerts found, grouped by
 * alert, at most one digest per DIGEST_MIN_HOURS even if the job runs again. Every alert has its own
 * unsubscribe link and the mail one for all, with the List-Unsubscribe headers of RFC 8058 (the
 * one-click POST pauses every alert). Halving reminders are added first, once per alert and halving.
 */
import { ALERT_LIMITS, DIGEST_CRON, DIGEST_MIN_HOURS, HALVING_REMIND_DAYS } from "../../../common/alerts.ts";
import { HALVING_COINS } from "../../../common/economics.ts";
import { isLocale, type Locale, translate, translatePlural } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import type { Jobs, Tx } from "../../infra/jobs.ts";
import { type MailClass, type Mailer, type MailMessage, renderMail } from "../../infra/mail.ts";
import type { Telegram } from "../../infra/telegram.ts";
import type { AppSettings } from "../../settings.ts";
import { pageLink } from "../accounts/mails.ts";
import type { MarketService } from "../market/service.ts";
import * as q from "./queries.ts";
import { unsubscribeToken } from "./service.ts";

export const ALERTS_DIGEST_QUEUE = "alerts-digest";

export interface DigestDeps {
  database: Database;
  settings: AppSettings;
  mailer: Mailer;
  telegram: Telegram;
  market: MarketService;
}

/** Adds a reminder to every active halving alert once the next halving is close enough. */
async function remindHalving(deps: DigestDeps) {
  const { halving } = await deps.market.overview();
  if (halving.secondsLeft > HALVING_REMIND_DAYS * 86_400) return;
  const alerts = (await q.activeHalvingAlerts(deps.database)).filter((a) => HALVING_COINS.includes(a.coin));
  await q.addHalvingItems(deps.database, alerts, halving.halvingHeight);
}

export type Line = { alertId: number; alertName: string; text: string; email: boolean; telegram: boolean };
export type Recipient = { id: number; email: string; name: string; locale: Locale };

/** A price as the buyer reads it ("$3,800", "3 800 $US"). */
function money(locale: Locale, amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** One line of a digest or an instant alert: the listing with its price and its absolute link. */
export function itemLine(deps: DigestDeps, locale: Locale, item: q.DigestItem, halvingDate: string): string {
  if (item.kind === "halving")
    return translate(locale, "alerts.digest.halving", {
      coin: item.coin ?? "",
      height: item.halving_height ?? 0,
      date: halvingDate,
    });
  const url = pageLink(deps.settings.publicUrl, locale, `/product/${item.sku}`);
  const price = item.price_min === null ? "" : money(locale, Number(item.price_min), item.currency ?? "USD");
  return translate(locale, item.kind === "price_drop" ? "alerts.digest.priceDrop" : "alerts.digest.product", {
    name: item.product_name ?? "",
    price,
    url,
  });
}

/** The digest's links: the one-click URL (all alerts), the pages of one alert or all, the buyer's list. */
export function links(deps: DigestDeps, locale: Locale, userId: number) {
  const secret = deps.settings.authSecret;
  const page = (alertId: number | null) =>
    pageLink(
      deps.settings.publicUrl,
      locale,
      "/alerts/unsubscribe",
      unsubscribeToken(secret, userId, alertId),
    );
  const oneClick = new URL("/api/alerts/unsubscribe/", deps.settings.publicUrl);
  oneClick.searchParams.set("token", unsubscribeToken(secret, userId, null));
  return {
    page,
    oneClick: oneClick.toString(),
    manage: pageLink(deps.settings.publicUrl, locale, "/buyer-alerts"),
  };
}

/** The lines of pending items, each with the channels of its alert. */
export function linesOf(deps: DigestDeps, locale: Locale, items: q.DigestItem[], halvingDate = ""): Line[] {
  return items.map((item) => ({
    alertId: item.alert_id,
    alertName: item.alert_name,
    text: itemLine(deps, locale, item, halvingDate),
    email: item.notify_email,
    telegram: item.notify_telegram,
  }));
}

export interface MessageWords {
  subject: string;
  intro: string;
  why: string;
}

/**
 * The mail of a digest or an instant alert: the lines grouped by alert (30 named at most), each
 * alert's unsubscribe link, the manage link, the one-click List-Unsubscribe headers.
 */
export function alertsMail(deps: DigestDeps, to: Recipient, lines: Line[], words: MessageWords): MailMessage {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(to.locale, key, params);
  const l = links(deps, to.locale, to.id);
  const groups = new Map<number, Line[]>();
  for (const line of lines) groups.set(line.alertId, [...(groups.get(line.alertId) ?? []), line]);
  const shown = lines.slice(0, ALERT_LIMITS.digestItems);
  const paragraphs = [...groups.values()].map((group) => {
    const items = group.filter((g) => shown.includes(g)).map((g) => `• ${g.text}`);
    const more = group.length - items.length;
    return [
      `${group[0]?.alertName ?? ""}:`,
      ...items,
      ...(more > 0 ? [t("alerts.digest.more", { count: more })] : []),
      `${t("alerts.digest.unsubscribeOne")}: ${l.page(group[0]?.alertId ?? 0)}`,
    ].join("\n");
  });
  const message = renderMail(
    to.email,
    {
      subject: words.subject,
      greeting: t("mail.greeting", { name: to.name }),
      paragraphs: [words.intro, ...paragraphs],
      action: { label: t("alerts.digest.manage"), url: l.manage },
      after: [`${t("alerts.digest.unsubscribeAll")}: ${l.page(null)}`, words.why],
      signature: t("mail.signature"),
    },
    to.locale,
  );
  return {
    ...message,
    headers: { "List-Unsubscribe": `<${l.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Sends the lines by each alert's channels, in the transaction: one mail with the lines of alerts
 * that mail, one Telegram message (when the user linked a chat) with those that use Telegram.
 * The daily digest is bulk mail, an instant alert transactional (decision 070). Whether anything was sent.
 */
export async function sendLines(
  deps: DigestDeps,
  tx: Tx,
  to: Recipient & { chat: string | null },
  lines: Line[],
  words: (count: number) => MessageWords,
  mailClass: MailClass,
): Promise<boolean> {
  const mailed = lines.filter((l) => l.email);
  const chatted = to.chat ? lines.filter((l) => l.telegram) : [];
  if (mailed.length)
    await deps.mailer.send(alertsMail(deps, to, mailed, words(mailed.length)), { class: mailClass, tx });
  if (to.chat && chatted.length) {
    const text = [
      words(chatted.length).subject,
      ...chatted.slice(0, ALERT_LIMITS.digestItems).map((l) => `• ${l.alertName}: ${l.text}`),
      links(deps, to.locale, to.id).manage,
    ].join("\n");
    await deps.telegram.send({ chatId: to.chat, text }, { tx });
  }
  return mailed.length > 0 || chatted.length > 0;
}

const digestWords = (locale: Locale) => (count: number) => ({
  subject: translatePlural(locale, "alerts.digest.subject", count, {}),
  intro: translate(locale, "alerts.digest.intro"),
  why: translate(locale, "alerts.digest.why"),
});

/** One user's digest, in one transaction: the mail, the Telegram message, the items marked sent. */
async function digestUser(deps: DigestDeps, tx: Tx, userId: number, halvingDate: string): Promise<boolean> {
  const tq = q.onTx(tx);
  const to = await q.recipient(tq, userId);
  const items = await q.pendingItems(tq, userId);
  if (!to?.is_active || !items.length) {
    await q.markSent(tq, userId);
    return false;
  }
  const locale: Locale = isLocale(to.locale) ? to.locale : "en";
  const lines = linesOf(deps, locale, items, halvingDate);
  const recipient = { id: userId, email: to.email, name: to.name, locale, chat: to.chat };
  const sent = await sendLines(deps, tx, recipient, lines, digestWords(locale), "bulk");
  await q.markDigested(tq, userId);
  return sent;
}

/** Runs the digest now: halving reminders, then one digest per user due; how many were sent. */
export async function runDigest(deps: DigestDeps): Promise<number> {
  await remindHalving(deps);
  const { halving } = await deps.market.overview();
  const halvingDate = halving.estimatedAt.slice(0, 10);
  let sent = 0;
  for (const { user_id } of await q.usersToDigest(deps.database, DIGEST_MIN_HOURS)) {
    if (await deps.database.db.transaction((tx) => digestUser(deps, tx, user_id, halvingDate))) sent++;
  }
  return sent;
}

export async function defineDigest(jobs: Jobs, deps: DigestDeps) {
  await jobs.define(ALERTS_DIGEST_QUEUE, async () => void (await runDigest(deps)), {
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 60 * 60,
  });
  await jobs.schedule(ALERTS_DIGEST_QUEUE, DIGEST_CRON);
}
