/**
 * Orders (issue 21): awaiting payment -> paid (the seller confirms the money arrived) -> shipped
 * (with tracking) -> delivered (the buyer confirms), or cancelled with a reason by the buyer before
 * paying or by the seller before shipping. Each step through transitions.ts, in one transaction
 * that locked the order, written with actor and time, told in the order's chat room.
 */
import type { Order } from "../../../common/api/orders.ts";
import { AppError, notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import {
  type Notice,
  ORDER_RATE_RULES,
  type OrdersDeps,
  queueNotices,
  sendNotices,
  sideOf,
  type Viewer,
  viewerOf,
} from "./context.ts";
import * as q from "./queries.ts";
import {
  allowedTransitions,
  checkTransition,
  ORDER_ACTIONS,
  type OrderTransitionName,
} from "./transitions.ts";
import { eventView, orderItemView } from "./views.ts";

type OrderFields = Parameters<typeof q.updateOrder>[3];

/** GET /api/orders/{id}/: the order's buyer, its company and moderators. */
export async function getOrder(deps: OrdersDeps, user: AuthUser, id: number, known?: Viewer): Promise<Order> {
  const v = known ?? (await viewerOf(deps, user));
  const db = q.dbRunner(deps.database);
  const row = await q.findOrder(db, id);
  if (!row) throw notFound();
  const side = sideOf(v, row.buyer_user_id, row.seller_id);
  const events = await q.eventsOf(db, { orderId: id });
  return {
    ...orderItemView(row),
    payment_instructions: row.payment_instructions,
    side: side === "system" ? "viewer" : side,
    events: events.map(eventView),
    allowed: allowedTransitions(ORDER_ACTIONS, side, row.status),
  };
}

/** GET /api/orders/: the buyer's orders, or its company's. */
export async function listOrders(
  deps: OrdersDeps,
  user: AuthUser,
  query: { side?: "buyer" | "seller"; status?: string; page: number },
) {
  const v = await viewerOf(deps, user);
  const side = query.side ?? (v.sellerId !== null ? "seller" : "buyer");
  if (side === "seller" && v.sellerId === null) throw new AppError("forbidden", "orders.error.sellersOnly");
  const who = side === "seller" && v.sellerId !== null ? { sellerId: v.sellerId } : { buyerId: user.id };
  const status = query.status && query.status !== "all" ? query.status : null;
  const { count, rows } = await q.listOrders(q.dbRunner(deps.database), who, status, query.page);
  return {
    count,
    next: count > query.page * q.PAGE_SIZE ? `?page=${query.page + 1}` : null,
    previous: query.page > 1 ? `?page=${query.page - 1}` : null,
    results: rows.map(orderItemView),
  };
}

const NOTICE_KINDS = {
  "order.pay": "paid",
  "order.ship": "shipped",
  "order.deliver": "delivered",
  "order.address": "address",
  "order.cancel_by_buyer": "cancelled",
  "order.cancel_by_seller": "cancelled",
} as const satisfies Record<OrderTransitionName, Notice["kind"]>;

/** Locks the order, checks the step for the caller, writes it and its event; then tells the other side. */
async function orderStep(
  deps: OrdersDeps,
  user: AuthUser,
  id: number,
  pick: (side: string) => OrderTransitionName,
  fields: OrderFields,
  note = "",
) {
  const v = await viewerOf(deps, user);
  await deps.limiter.hit(ORDER_RATE_RULES.step, String(user.id));
  const notice = await deps.database.db.transaction(async (tx) => {
    const t = q.txRunner(tx);
    const row = await q.findOrder(t, id, true);
    if (!row) throw notFound();
    const side = sideOf(v, row.buyer_user_id, row.seller_id);
    const name = pick(side);
    const step = checkTransition(name, side, row.status);
    await q.updateOrder(t, id, step.to, fields);
    const eventId = await q.insertEvent(t, {
      requestId: row.request_id,
      quoteId: row.quote_id,
      orderId: id,
      transition: name,
      from: row.status,
      to: step.to,
      actorId: user.id,
      actorRole: step.actor,
      note,
    });
    const fromBuyer = side === "buyer";
    const told: Notice = {
      roomId: row.chat_room_id,
      authorId: user.id,
      fromBuyer,
      recipientId: fromBuyer ? row.seller_owner_id : row.buyer_user_id,
      sellerId: fromBuyer ? row.seller_id : null,
      kind: NOTICE_KINDS[name],
      params: { title: row.title, order: id, note, ...(name === "order.pay" ? { method: note } : {}) },
      path: `/orders/${id}`,
      eventId,
    };
    await queueNotices(deps, tx, [told]);
    return told;
  });
  await sendNotices(deps, [notice]);
  return getOrder(deps, user, id, v);
}

export const payOrder = (deps: OrdersDeps, user: AuthUser, id: number, method: string, reference: string) =>
  orderStep(
    deps,
    user,
    id,
    () => "order.pay",
    { payment_method: method, payment_reference: reference },
    method,
  );

export const shipOrder = (deps: OrdersDeps, user: AuthUser, id: number, carrier: string, tracking: string) =>
  orderStep(
    deps,
    user,
    id,
    () => "order.ship",
    { tracking_carrier: carrier, tracking_number: tracking },
    `${carrier} ${tracking}`,
  );

/** The buyer's street address for the delivery (decision 059); the seller is told. */
export const setOrderAddress = (deps: OrdersDeps, user: AuthUser, id: number, address: string) =>
  orderStep(deps, user, id, () => "order.address", { delivery_address: address }, address);

export const deliverOrder = (deps: OrdersDeps, user: AuthUser, id: number) =>
  orderStep(deps, user, id, () => "order.deliver", {});

/** The buyer's or the seller's cancellation, by the caller's side (each has its own rule). */
export const cancelOrder = (deps: OrdersDeps, user: AuthUser, id: number, reason: string) =>
  orderStep(
    deps,
    user,
    id,
    (side) => (side === "seller" ? "order.cancel_by_seller" : "order.cancel_by_buyer"),
    { cancel_reason: reason },
    reason,
  );
