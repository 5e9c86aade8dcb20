/**
 * A seller's quote (issue 21): answered and revised until accepted, or declined with a reason; the
 * buyer accepts one (not expired, the request still open): it becomes an order, the request closes
 * and every other open quote is lost, each seller told in its room. Each step goes through
 * transitions.ts in one transaction that locked the quote and its request.
 */
import type { QuoteBody } from "../../../common/api/orders.ts";
import { AppError, notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import {
  type Notice,
  ORDER_RATE_RULES,
  type OrdersDeps,
  queueNotices,
  sendNotices,
  sideOf,
  viewerOf,
} from "./context.ts";
import * as q from "./queries.ts";
import { checkDayAhead, getRequest } from "./requests.ts";
import { checkTransition, type QuoteTransitionName } from "./transitions.ts";
import { quoteTotal, unitPriceAt } from "./views.ts";

type Step = (t: q.Runner, row: q.QuoteRow, actorId: number) => Promise<{ note?: string; notices: Notice[] }>;

/** Locks the quote, checks the transition for the caller, applies it and writes the event; then the notices. */
async function quoteStep(
  deps: OrdersDeps,
  user: AuthUser,
  quoteId: number,
  name: QuoteTransitionName,
  apply: Step,
) {
  const v = await viewerOf(deps, user);
  await deps.limiter.hit(ORDER_RATE_RULES.step, String(user.id));
  const { requestId, notices } = await deps.database.db.transaction(async (tx) => {
    const t = q.txRunner(tx);
    const row = await q.findQuote(t, quoteId, true);
    if (!row) throw notFound();
    const side = sideOf(v, row.buyer_user_id, row.seller_id);
    const step = checkTransition(name, side, row.status, {
      requestClosed: row.request_closed,
      quoteExpired: row.expired,
    });
    const done = await apply(t, row, user.id);
    const eventId = await q.insertEvent(t, {
      requestId: row.request_id,
      quoteId,
      orderId: null,
      transition: name,
      from: row.status,
      to: step.to,
      actorId: user.id,
      actorRole: step.actor,
      note: done.note,
    });
    await queueNotices(deps, tx, done.notices, eventId);
    return { requestId: row.request_id, notices: done.notices };
  });
  await sendNotices(deps, notices);
  return getRequest(deps, user, requestId, v);
}

const toBuyer = (
  row: q.QuoteRow,
  actorId: number,
  kind: Notice["kind"],
  params: Notice["params"] = {},
): Notice => ({
  roomId: row.chat_room_id,
  authorId: actorId,
  fromBuyer: false,
  recipientId: row.buyer_user_id,
  sellerId: null,
  kind,
  params: { title: row.title, id: row.request_id, seller: row.seller_name, ...params },
  path: `/orders/requests/${row.request_id}`,
});

/** POST /api/orders/quotes/{id}/submit/: the seller's answer or a revision of it. */
export function submitQuote(deps: OrdersDeps, user: AuthUser, quoteId: number, body: QuoteBody) {
  checkDayAhead("valid_until", body.valid_until);
  return quoteStep(deps, user, quoteId, "quote.submit", async (t, row, actorId) => {
    const tiers = [...body.tiers].sort((a, b) => a.min_quantity - b.min_quantity);
    await q.saveQuoteAnswer(t, quoteId, {
      tiers,
      currency: body.currency,
      leadTimeDays: body.lead_time_days,
      incoterm: body.incoterm,
      warrantyMonths: body.warranty_months,
      validUntil: body.valid_until,
      terms: body.terms,
      paymentTerms: body.payment_terms,
      paymentInstructions: body.payment_instructions,
    });
    const price = unitPriceAt(tiers, row.quantity) ?? 0;
    const kind = row.status === "quoted" ? "revised" : "quoted";
    const note = `${price} ${body.currency} × ${row.quantity}, ${body.incoterm}, ${body.valid_until}`;
    return {
      note,
      notices: [toBuyer(row, actorId, kind, { price, currency: body.currency, until: body.valid_until })],
    };
  });
}

/** POST /api/orders/quotes/{id}/decline/: the seller declines, with its reason. */
export function declineQuote(deps: OrdersDeps, user: AuthUser, quoteId: number, reason: string) {
  return quoteStep(deps, user, quoteId, "quote.decline", async (t, row, actorId) => {
    await q.setQuoteStatus(t, quoteId, "declined", reason);
    return { note: reason, notices: [toBuyer(row, actorId, "declined", { reason })] };
  });
}

/** The other open quotes of the request are lost (the system's step, caused by the buyer). */
async function loseOthers(t: q.Runner, row: q.QuoteRow, actorId: number): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const other of await q.openQuotesOf(t, row.request_id, row.id)) {
    const step = checkTransition("quote.lose", "system", other.status);
    await q.setQuoteStatus(t, other.id, step.to);
    const eventId = await q.insertEvent(t, {
      requestId: row.request_id,
      quoteId: other.id,
      orderId: null,
      transition: "quote.lose",
      from: other.status,
      to: step.to,
      actorId: null,
      actorRole: "system",
    });
    notices.push({
      roomId: other.chat_room_id,
      authorId: actorId,
      fromBuyer: true,
      recipientId: other.seller_owner_id,
      sellerId: other.seller_id,
      kind: "lost",
      params: { title: row.title, id: row.request_id },
      path: `/orders/requests/${row.request_id}`,
      eventId,
    });
  }
  return notices;
}

/**
 * POST /api/orders/quotes/{id}/accept/: the order is created at the quote's price for the request's
 * quantity, only when `confirmTotal` (the total the buyer confirmed) is the quote's total now (409
 * otherwise: the seller revised it since the buyer's page was made; issue 30).
 */
export function acceptQuote(deps: OrdersDeps, user: AuthUser, quoteId: number, confirmTotal: number) {
  return quoteStep(deps, user, quoteId, "quote.accept", async (t, row, actorId) => {
    const unitPrice = unitPriceAt(row.tiers, row.quantity) ?? 0;
    // One total: the one the buyer confirmed is the one the order keeps.
    const total = quoteTotal(unitPrice, row.quantity) ?? 0;
    if (total !== Math.round(confirmTotal * 100) / 100)
      throw new AppError("conflict", "orders.error.priceChanged");
    await q.setQuoteStatus(t, quoteId, "accepted");
    const orderId = await q.insertOrder(t, {
      quoteId,
      requestId: row.request_id,
      buyerId: row.buyer_user_id,
      sellerId: row.seller_id,
      quantity: row.quantity,
      unitPrice,
      total,
      currency: row.currency,
    });
    await q.insertEvent(t, {
      requestId: row.request_id,
      quoteId,
      orderId,
      transition: "order.create",
      from: null,
      to: "awaiting_payment",
      actorId,
      actorRole: "buyer",
    });
    const lost = await loseOthers(t, row, actorId);
    await q.closeRequest(t, row.request_id);
    const accepted: Notice = {
      roomId: row.chat_room_id,
      authorId: actorId,
      fromBuyer: true,
      recipientId: row.seller_owner_id,
      sellerId: row.seller_id,
      kind: "accepted",
      params: { title: row.title, id: row.request_id, order: orderId },
      path: `/orders/${orderId}`,
    };
    return { notices: [accepted, ...lost] };
  });
}
