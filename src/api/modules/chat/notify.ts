/**
 * The offline party (docs/decisions/016): a check runs a minute after a message (one waiting check
 * per room and recipient, see the service); if the room still has a message unread by the
 * recipient, the recipient is told by e-mail and Telegram as their settings say (a seller:
 * the company's notification settings and Telegram chats, event `chat_message`; a buyer: e-mail),
 * at most once per room per 15 minutes (table chat_notifications, claimed in one statement).
 * Messages of a support room to the support team notify nobody: the moderator console lists them.
 */
import { isLocale, type Locale, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import type { Jobs, Tx } from "../../infra/jobs.ts";
import { type Mailer, renderMail } from "../../infra/mail.ts";
import type { AppSettings } from "../../settings.ts";
import { pageLink } from "../accounts/mails.ts";
import type { SellerAccountService } from "../sellers/account-service.ts";
import { findSellerById } from "../sellers/account-service.ts";
import * as q from "./queries.ts";
import { CHAT_OFFLINE_QUEUE, type OfflineCheck } from "./service.ts";

const EXCERPT = 140;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

export async function defineChatNotifications(deps: {
  database: Database;
  settings: AppSettings;
  jobs: Jobs;
  mailer: Mailer;
  sellerAccounts: SellerAccountService;
  /** Tells this process's chat service that the check ran. */
  onChecked(check: OfflineCheck): void;
}) {
  const { database, settings, jobs, mailer, sellerAccounts, onChecked } = deps;

  async function topic(tx: Tx, room: q.RoomMembers, locale: Locale): Promise<string> {
    if (room.kind === "support") return translate(locale, "chat.notify.supportTopic");
    const row = await q.findRoomView({ rows: (s) => rowsOf(tx, s) }, -1, room.id);
    return row?.product_name ?? row?.service_name ?? "";
  }

  await jobs.define<OfflineCheck>(
    CHAT_OFFLINE_QUEUE,
    async (check) => {
      if (typeof check.roomId !== "number") return;
      onChecked(check);
      const room = await q.findRoomMembers(database, check.roomId);
      if (!room) return;
      // The newest unread message to the recipient: the one the notification quotes.
      const message = await q.findLatestUnread(database, room.id, !check.toBuyer);
      if (!message) return;
      const recipientId = message.from_buyer ? room.seller_owner_id : room.buyer_user_id;
      if (recipientId === null || (message.from_buyer && room.kind === "support")) return;
      const author = message.by_staff ? null : message.author_name;
      await database.db.transaction(async (tx) => {
        if (!(await q.claimNotification(tx, room.id, recipientId))) return;
        const recipient = await q.findUser({ rows: (s) => rowsOf(tx, s) }, recipientId);
        if (!recipient?.is_active) return;
        const locale: Locale = isLocale(recipient.locale) ? recipient.locale : "en";
        const name = author ?? translate(locale, "chat.supportTeam");
        const about = await topic(tx, room, locale);
        const text = excerpt(message.text);
        const content = (l: Locale) => ({
          subject: translate(l, "chat.notify.subject", { name }),
          intro: translate(l, "chat.notify.intro", { name, topic: about, excerpt: text }),
          telegram: translate(l, "chat.notify.telegram", { name, topic: about, excerpt: text }),
        });
        if (message.from_buyer && room.seller_id !== null) {
          const seller = await findSellerById(tx, room.seller_id);
          if (!seller) return;
          await sellerAccounts.notify(tx, seller, "chat_message", content, {
            path: "/seller-chats",
            label: "chat.notify.action",
          });
          return;
        }
        const m = content(locale);
        await mailer.send(
          renderMail(
            recipient.email,
            {
              subject: m.subject,
              greeting: translate(locale, "mail.greeting", { name: recipient.name }),
              paragraphs: [m.intro],
              action: {
                label: translate(locale, "chat.notify.action"),
                url: pageLink(settings.publicUrl, locale, "/buyer-chats"),
              },
              after: [],
              signature: translate(locale, "mail.signature"),
            },
            locale,
          ),
          { class: "transactional", tx },
        );
      });
    },
    { retryLimit: 3, retryDelaySeconds: 30 },
  );
}

async function rowsOf<T>(tx: Tx, query: Parameters<Database["rows"]>[0]): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
