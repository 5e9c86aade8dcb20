/**
 * Each step's e-mail and Telegram message (issue 21, docs/decisions/057). The step's transaction
 * queued one job per recipient (context.ts, queueNotices); the job claims the pair (step,
 * recipient) in order_notifications and queues the messages in the same transaction, so a job run
 * twice (a retry, two workers) sends nothing twice, and a job that failed before committing sends
 * everything on its retry. A seller is told as its company's notification settings say (event
 * `order_update`: the owner's address and extra addresses, the company's Telegram chats); a buyer
 * at its address and extra addresses, and in the Telegram chat it linked on its alerts page. Both
 * in the recipient's language, with a link to the request or the order. No address is logged.
 */
import { isLocale, type Locale, type MessageKey, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import type { Jobs, Tx } from "../../infra/jobs.ts";
import { type Mailer, renderMail } from "../../infra/mail.ts";
import type { Telegram } from "../../infra/telegram.ts";
import type { AppSettings } from "../../settings.ts";
import { pageLink } from "../accounts/mails.ts";
import { extraEmailAddresses, findUserById } from "../accounts/service.ts";
import { findSellerById, type SellerAccountService } from "../sellers/account-service.ts";
import { localParams, ORDER_NOTIFY_QUEUE, type OrderNotifyJob, pageActionOf } from "./context.ts";
import * as q from "./queries.ts";

export interface OrderNotifyDeps {
  database: Database;
  settings: Pick<AppSettings, "publicUrl">;
  jobs: Pick<Jobs, "define">;
  mailer: Pick<Mailer, "send">;
  telegram: Pick<Telegram, "configured" | "send">;
  sellerAccounts: Pick<SellerAccountService, "notify">;
  /** The Telegram chat a user linked (its alerts' chat), else null. */
  telegramChatOf(userId: number): Promise<string | null>;
}

type Content = { subject: string; intro: string; telegram: string };

export async function defineOrderNotifications(deps: OrderNotifyDeps) {
  await deps.jobs.define<OrderNotifyJob>(ORDER_NOTIFY_QUEUE, (job) => notifyStep(deps, job), {
    retryLimit: 5,
    retryDelaySeconds: 30,
  });
}

/** The step's message in a language: subject, paragraph, and the Telegram text with the page's link. */
function contentOf(deps: OrderNotifyDeps, job: OrderNotifyJob, locale: Locale): Content {
  const params = localParams(locale, job.kind, job.params);
  const subject = translate(locale, `orders.mail.${job.kind}.subject` satisfies MessageKey, params);
  const intro = translate(locale, `orders.mail.${job.kind}` satisfies MessageKey, params);
  const url = pageLink(deps.settings.publicUrl, locale, job.path);
  return { subject, intro, telegram: `${subject}\n\n${intro}\n${url}` };
}

export async function notifyStep(deps: OrderNotifyDeps, job: OrderNotifyJob) {
  if (typeof job.eventId !== "number" || typeof job.userId !== "number") return;
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const chat =
    job.sellerId === null && deps.telegram.configured ? await deps.telegramChatOf(job.userId) : null;
  await deps.database.db.transaction(async (tx) => {
    if (!(await q.claimNotification(q.txRunner(tx), job.eventId, job.userId))) return;
    if (job.sellerId !== null) {
      const seller = await findSellerById(tx, job.sellerId);
      if (!seller || seller.ownerUserId !== job.userId) return;
      await deps.sellerAccounts.notify(tx, seller, "order_update", (locale) => contentOf(deps, job, locale), {
        path: job.path,
        label: pageActionOf(job.path),
      });
      return;
    }
    await notifyBuyer(deps, tx, job, chat);
  });
}

/** A buyer: e-mail to its address and extra addresses, Telegram to the chat it linked. */
async function notifyBuyer(deps: OrderNotifyDeps, tx: Tx, job: OrderNotifyJob, chat: string | null) {
  const user = await findUserById(tx, job.userId);
  if (!user?.isActive) return;
  const locale: Locale = isLocale(user.locale) ? user.locale : "en";
  const m = contentOf(deps, job, locale);
  for (const to of [user.email, ...(await extraEmailAddresses(tx, user.id))]) {
    await deps.mailer.send(
      renderMail(
        to,
        {
          subject: m.subject,
          greeting: translate(locale, "mail.greeting", { name: user.name }),
          paragraphs: [m.intro],
          action: {
            label: translate(locale, pageActionOf(job.path)),
            url: pageLink(deps.settings.publicUrl, locale, job.path),
          },
          after: [],
          signature: translate(locale, "mail.signature"),
        },
        locale,
      ),
      { class: "transactional", tx },
    );
  }
  if (chat) await deps.telegram.send({ chatId: chat, text: m.telegram }, { tx });
}
