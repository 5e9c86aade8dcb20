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
import { type Mailer, type MailMessage, renderMail } from "../../infra/mail.ts";
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

type Line = { alertId: number; alertName: string; text: string };

function itemLine(deps: DigestDeps, locale: Locale, item: q.DigestItem, halvingDate: string): string {
  if (item.kind === "halving")
    return translate(locale, "alerts.digest.halving", {
      coin: item.coin ?? "",
      height: item.halving_height ?? 0,
      date: halvingDate,
    });
  const url = pageLink(deps.settings.publicUrl, locale, `/product/${item.sku}`);
  const price = item.price_min === null ? "" : `${Number(item.price_min)} ${item.currency ?? "USD"}`;
  return translate(locale, item.kind === "price_drop" ? "alerts.digest.priceDrop" : "alerts.digest.product", {
    name: item.product_name ?? "",
    price,
    url,
  });
}

/** The digest's links: the one-click URL (all alerts), the pages of one alert or all, the buyer's list. */
function links(deps: DigestDeps, locale: Locale, userId: number) {
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

function digestMail(
  deps: DigestDeps,
  to: { id: number; email: string; name: string; locale: Locale },
  lines: Line[],
): MailMessage {
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
      subject: translatePlural(to.locale, "alerts.digest.subject", lines.length, {}),
      greeting: t("mail.greeting", { name: to.name }),
      paragraphs: [t("alerts.digest.intro"), ...paragraphs],
      action: { label: t("alerts.digest.manage"), url: l.manage },
      after: [`${t("alerts.digest.unsubscribeAll")}: ${l.page(null)}`, t("alerts.digest.why")],
      signature: t("mail.signature"),
    },
    to.locale,
  );
  return {
    ...message,
    headers: { "List-Unsubscribe": `<${l.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

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
  const lines = items.map((item) => ({
    alertId: item.alert_id,
    alertName: item.alert_name,
    text: itemLine(deps, locale, item, halvingDate),
  }));
  await deps.mailer.send(digestMail(deps, { id: userId, email: to.email, name: to.name, locale }, lines), {
    tx,
  });
  if (to.chat) {
    const text = [
      translatePlural(locale, "alerts.digest.subject", lines.length, {}),
      ...lines.slice(0, ALERT_LIMITS.digestItems).map((l) => `• ${l.alertName}: ${l.text}`),
      links(deps, locale, userId).manage,
    ].join("\n");
    await deps.telegram.send({ chatId: to.chat, text }, { tx });
  }
  await q.markDigested(tq, userId);
  return true;
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
