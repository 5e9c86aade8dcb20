/**
 * What the orders module's functions share (issue 21): the database, the chat (each step is
 * written in the request's room, which pushes it), the job queue (each step's e-mail and Telegram
 * message, decision 057), the attachments' store, the market figures for the comparison, and who
 * the caller is.
 */
import { isLocale, type Locale, type MessageKey, translate } from "../../../common/i18n/index.ts";
import { PAYMENT_METHODS } from "../../../common/orders.ts";
import { profitRatesOf } from "../../../common/profit.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import type { Jobs, Tx } from "../../infra/jobs.ts";
import type { Storage } from "../../infra/storage.ts";
import type { AppSettings } from "../../settings.ts";
import type { ChatService } from "../chat/service.ts";
import type { MarketService } from "../market/service.ts";
import * as q from "./queries.ts";
import type { Actor } from "./transitions.ts";
import type { Economy } from "./views.ts";

export interface OrdersDeps {
  database: Database;
  chat: Pick<ChatService, "postNotice">;
  jobs: Pick<Jobs, "send">;
  /** The private store of request attachments (never served as media). */
  attachments: Storage;
  market: Pick<MarketService, "current">;
  /** The electricity price of a buyer who set none (USD per kWh). */
  settings: Pick<AppSettings, "defaultElectricityPrice">;
  limiter: Pick<RateLimiter, "hit" | "tryHit">;
  log: { error(obj: unknown, msg: string): void };
}

/**
 * docs/rate-limits.md: every step of a deal — a quote's submit, decline and accept, a request's
 * withdrawal, an order's pay, ship, deliver, cancel and address — shares one budget per user.
 */
export const ORDER_RATE_RULES = {
  step: { name: "orders:step", limit: 120, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export interface Viewer {
  user: AuthUser;
  /** The company the caller owns, else null. */
  sellerId: number | null;
  staff: boolean;
}

export async function viewerOf(deps: OrdersDeps, user: AuthUser): Promise<Viewer> {
  const sellerId = await q.sellerOfUser(q.dbRunner(deps.database), user.id);
  return { user, sellerId, staff: user.role === "moderator" || user.role === "admin" };
}

/**
 * The caller's side of a request, quote or order: its buyer, the quoted company, a moderator (who
 * reads but never acts), or none (404: nobody learns that it exists).
 */
export function sideOf(v: Viewer, buyerId: number, sellerId: number | null): Actor | "viewer" {
  if (buyerId === v.user.id) return "buyer";
  if (sellerId !== null && sellerId === v.sellerId) return "seller";
  if (v.staff) return "viewer";
  throw notFound();
}

/** Revenue rates of the market's coins and the buyer's electricity price. */
export async function economyFor(deps: OrdersDeps, electricity: number | null): Promise<Economy> {
  const { coins } = await deps.market.current();
  return {
    rates: profitRatesOf(coins),
    electricityPrice: electricity ?? deps.settings.defaultElectricityPrice,
  };
}

/** The steps a recipient is told of: `orders.notice.<kind>` in the chat, `orders.mail.<kind>` by e-mail and Telegram. */
export type NoticeKind =
  | "requested"
  | "quoted"
  | "revised"
  | "declined"
  | "accepted"
  | "lost"
  | "withdrawn"
  | "paid"
  | "shipped"
  | "delivered"
  | "cancelled"
  | "address";

export interface Notice {
  roomId: number | null;
  /** Who wrote it (the actor; the buyer for a quote lost to another one). */
  authorId: number;
  fromBuyer: boolean;
  /** The recipient, whose language the message is written in. */
  recipientId: number | null;
  /** The recipient's company when the recipient is its seller (its settings and Telegram chats), else null. */
  sellerId: number | null;
  kind: NoticeKind;
  params: Record<string, string | number>;
  /** The page the e-mail and the Telegram message link to. */
  path: string;
  /** The step (order_events row) it tells of: one e-mail per step and recipient. */
  eventId?: number;
}

/**
 * A notice's parameters in the recipient's language: the payment method by its label ("Bank
 * transfer", "Virement bancaire"), never `bank_transfer` (a job queued before `method` existed
 * carries it as `note`).
 */
export function localParams(locale: Locale, kind: NoticeKind, params: Notice["params"]): Notice["params"] {
  const method = params.method ?? (kind === "paid" ? params.note : undefined);
  if (typeof method !== "string" || !(PAYMENT_METHODS as readonly string[]).includes(method)) return params;
  return { ...params, method: translate(locale, `paymentMethod.${method}` as MessageKey) };
}

export const ORDER_NOTIFY_QUEUE = "orders-notify";

/** The words of a step's link: open the request's page or the order's (e-mail button, chat line). */
export const pageActionOf = (path: string): MessageKey =>
  path.startsWith("/orders/requests/") ? "orders.mail.action.request" : "orders.mail.action.order";

/** A step's e-mail and Telegram message to one recipient (docs/decisions/057). */
export interface OrderNotifyJob {
  eventId: number;
  userId: number;
  sellerId: number | null;
  kind: NoticeKind;
  params: Record<string, string | number>;
  path: string;
}

/**
 * Queues each step's e-mail and Telegram message in the step's own transaction (a job exists
 * exactly when the step committed); the job sends them afterwards, so a mail server that is down
 * never delays nor undoes the step.
 */
export async function queueNotices(deps: OrdersDeps, tx: Tx, notices: Notice[], eventId?: number) {
  for (const n of notices) {
    const event = n.eventId ?? eventId;
    if (n.recipientId === null || event === undefined) continue;
    const job: OrderNotifyJob = {
      eventId: event,
      userId: n.recipientId,
      sellerId: n.sellerId,
      kind: n.kind,
      params: n.params,
      path: n.path,
    };
    await deps.jobs.send(ORDER_NOTIFY_QUEUE, job, { tx });
  }
}

/** A step in the chat, in the recipient's language, its page on the last line (a link in the chat, decision 061). */
export function noticeText(n: Pick<Notice, "kind" | "params" | "path">, locale: Locale): string {
  const step = translate(
    locale,
    `orders.notice.${n.kind}` satisfies MessageKey,
    localParams(locale, n.kind, n.params),
  );
  const action = translate(locale, pageActionOf(n.path));
  return `${step}\n${translate(locale, "orders.notice.link", { action, path: n.path })}`;
}

/**
 * Writes each step in its chat room, in the recipient's language, after the transaction: the chat
 * pushes it to every process (the e-mail and Telegram message are the job's, queueNotices). A
 * failure is logged, never undoes the step.
 */
export async function sendNotices(deps: OrdersDeps, notices: Notice[]) {
  const db = q.dbRunner(deps.database);
  for (const n of notices) {
    if (n.roomId === null) continue;
    try {
      const stored = await q.userLocale(db, n.recipientId);
      const locale: Locale = isLocale(stored) ? stored : "en";
      await deps.chat.postNotice({
        roomId: n.roomId,
        authorId: n.authorId,
        fromBuyer: n.fromBuyer,
        text: noticeText(n, locale),
        notifyOffline: false,
      });
    } catch (err) {
      deps.log.error({ err }, "orders: chat notice not sent");
    }
  }
}
