/**
 * What the orders module's functions share (issue 21): the database, the chat (each step is
 * written in the request's room, which pushes it and notifies the other side), the market figures
 * for the comparison, and who the caller is.
 */
import { isLocale, type Locale, type MessageKey, translate } from "../../../common/i18n/index.ts";
import { profitRatesOf } from "../../../common/profit.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { AppSettings } from "../../settings.ts";
import type { ChatService } from "../chat/service.ts";
import type { MarketService } from "../market/service.ts";
import * as q from "./queries.ts";
import type { Actor } from "./transitions.ts";
import type { Economy } from "./views.ts";

export interface OrdersDeps {
  database: Database;
  chat: Pick<ChatService, "postNotice">;
  market: Pick<MarketService, "current">;
  /** The electricity price of a buyer who set none (USD per kWh). */
  settings: Pick<AppSettings, "defaultElectricityPrice">;
  log: { error(obj: unknown, msg: string): void };
}

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

export interface Notice {
  roomId: number | null;
  /** Who wrote it (the actor; the buyer for a quote lost to another one). */
  authorId: number;
  fromBuyer: boolean;
  /** The recipient, whose language the message is written in. */
  recipientId: number | null;
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * Writes each step in its chat room, in the recipient's language, after the transaction: the chat
 * pushes it to every process and e-mails or Telegrams it when it stays unread. A failure is logged,
 * never undoes the step.
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
        text: translate(locale, n.key, n.params),
      });
    } catch (err) {
      deps.log.error({ err }, "orders: chat notice not sent");
    }
  }
}
