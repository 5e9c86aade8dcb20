/**
 * Requests for quote (issue 21): a buyer asks one seller, or up to 10 sellers listing the model,
 * within the limits per buyer per hour and per seller per day; reads its requests with every
 * quote; withdraws one. A seller reads the requests it received, with its own quote only.
 */
import type { OrderLimits, QuoteRequest, QuoteRequestBody } from "../../../common/api/orders.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { ORDER_LIMITS } from "../../../common/orders.ts";
import { iso, isoOrNull } from "../../db/sql.ts";
import { AppError, notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import { createOrderRoom } from "../chat/service.ts";
import {
  economyFor,
  type Notice,
  type OrdersDeps,
  queueNotices,
  sendNotices,
  sideOf,
  type Viewer,
  viewerOf,
} from "./context.ts";
import * as q from "./queries.ts";
import { allowedTransitions, checkTransition, QUOTE_ACTIONS, QUOTE_TRANSITIONS } from "./transitions.ts";
import { attachmentView, eventView, quoteView, requestHead, sellerRecordView } from "./views.ts";

export const fieldError = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  new AppError("bad_request", key, params, { [field]: [key] });

/** A calendar day from today (0) to `daysAheadMax` days ahead, else a 400 naming the field. */
export function checkDayAhead(field: string, value: string) {
  const day = Date.parse(`${value}T00:00:00Z`);
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  if (day < today) throw fieldError(field, "orders.error.datePast");
  if (day > today + ORDER_LIMITS.daysAheadMax * 86_400_000)
    throw fieldError(field, "orders.error.dateFar", { days: ORDER_LIMITS.daysAheadMax });
}

/** The limits as the request form shows them. */
export async function limitsOf(deps: OrdersDeps, user: AuthUser): Promise<OrderLimits> {
  const used = await q.buyerRequestsLastHour(q.dbRunner(deps.database), user.id);
  const oldest = isoOrNull(used.oldest);
  return {
    sellers_per_request: ORDER_LIMITS.sellersPerRequest,
    requests_per_hour: ORDER_LIMITS.requestsPerBuyerHour,
    requests_used: used.n,
    requests_left: Math.max(0, ORDER_LIMITS.requestsPerBuyerHour - used.n),
    next_at: oldest ? new Date(Date.parse(oldest) + 3_600_000).toISOString() : null,
    requests_per_seller_day: ORDER_LIMITS.requestsPerSellerDay,
  };
}

/** 429 when the buyer sent its hourly requests, or when a chosen seller received its daily ones. */
async function checkLimits(db: q.Runner, buyerId: number, targets: q.ListingRow[]) {
  const used = await q.buyerRequestsLastHour(db, buyerId);
  if (used.n >= ORDER_LIMITS.requestsPerBuyerHour) {
    const wait = Math.max(60, Date.parse(iso(used.oldest)) + 3_600_000 - Date.now());
    throw new AppError("too_many_requests", "orders.error.tooManyRequests", {
      max: ORDER_LIMITS.requestsPerBuyerHour,
      minutes: Math.ceil(wait / 60_000),
    });
  }
  const busy = await q.sellersOverDailyLimit(
    db,
    targets.map((t) => t.seller_id),
    ORDER_LIMITS.requestsPerSellerDay,
  );
  if (busy.length > 0)
    throw new AppError("too_many_requests", "orders.error.sellerBusy", {
      max: ORDER_LIMITS.requestsPerSellerDay,
    });
}

/** The listing (one per seller) each request goes to. */
async function targetsOf(db: q.Runner, body: QuoteRequestBody) {
  const listing = body.product_id !== undefined ? await q.findListing(db, body.product_id) : undefined;
  if (body.product_id !== undefined && !listing)
    throw fieldError("product_id", "orders.error.productNotFound");
  const modelId = body.model_id ?? listing?.model_id ?? null;
  const title = listing?.name ?? (modelId !== null ? await q.findModelName(db, modelId) : undefined);
  if (!title) throw fieldError("model_id", "orders.error.modelNotFound");
  if (!body.seller_ids) {
    if (!listing) throw fieldError("seller_ids", "orders.error.noSeller");
    return { modelId, title, targets: [listing] };
  }
  if (modelId === null) throw fieldError("seller_ids", "orders.error.noModel");
  const ids = [...new Set(body.seller_ids)];
  const found = await q.sellerListingsOfModel(db, modelId, ids);
  // The listing the buyer came from stays its seller's listing.
  const targets = found.map((t) => (listing && t.seller_id === listing.seller_id ? listing : t));
  if (targets.length < ids.length) throw fieldError("seller_ids", "orders.error.sellerNotListing");
  return { modelId, title, targets };
}

/** POST /api/orders/requests/: stored with one quote and one chat room per seller, in one transaction. */
export async function createRequest(deps: OrdersDeps, user: AuthUser, body: QuoteRequestBody) {
  const v = await viewerOf(deps, user);
  if (v.sellerId !== null || user.role !== "buyer")
    throw new AppError("forbidden", "orders.error.buyersOnly");
  const db = q.dbRunner(deps.database);
  const { modelId, title, targets } = await targetsOf(db, body);
  if (!(await q.countryExists(db, body.delivery_country)))
    throw fieldError("delivery_country", "orders.error.country");
  if (body.wanted_by) checkDayAhead("wanted_by", body.wanted_by);
  await checkLimits(db, user.id, targets);
  const created = await deps.database.db.transaction(async (tx) => {
    const t = q.txRunner(tx);
    const requestId = await q.insertRequest(t, {
      buyerId: user.id,
      productId: body.product_id ?? null,
      modelId,
      title,
      quantity: body.quantity,
      country: body.delivery_country,
      city: body.delivery_city,
      wantedBy: body.wanted_by ?? null,
      notes: body.notes,
    });
    const notices: Notice[] = [];
    for (const target of targets) {
      const roomId = await createOrderRoom(t, user.id, target.seller_id);
      const quoteId = await q.insertQuote(t, {
        requestId,
        sellerId: target.seller_id,
        productId: target.product_id,
        roomId,
      });
      const eventId = await q.insertEvent(t, {
        requestId,
        quoteId,
        orderId: null,
        transition: "quote.request",
        from: null,
        to: "requested",
        actorId: user.id,
        actorRole: "buyer",
      });
      notices.push({
        roomId,
        authorId: user.id,
        fromBuyer: true,
        recipientId: target.owner_user_id,
        sellerId: target.seller_id,
        kind: "requested",
        params: { title, quantity: body.quantity, country: body.delivery_country, id: requestId },
        path: `/orders/requests/${requestId}`,
        eventId,
      });
    }
    await queueNotices(deps, tx, notices);
    return { requestId, notices };
  });
  await sendNotices(deps, created.notices);
  return getRequest(deps, user, created.requestId, v);
}

/** GET /api/orders/requests/{id}/: the buyer and moderators see every quote; a seller its own. */
export async function getRequest(
  deps: OrdersDeps,
  user: AuthUser,
  id: number,
  known?: Viewer,
): Promise<QuoteRequest> {
  const v = known ?? (await viewerOf(deps, user));
  const db = q.dbRunner(deps.database);
  const row = await q.findRequest(db, id);
  if (!row) throw notFound();
  const ownQuote = v.sellerId !== null ? await q.sellerQuoteOf(db, id, v.sellerId) : null;
  const side = sideOf(v, row.buyer_user_id, ownQuote !== null ? v.sellerId : null);
  const [quotes, records, events, economy, files] = await Promise.all([
    q.quotesOfRequest(db, id, side === "seller" ? v.sellerId : null),
    q.sellerRecordsOfRequest(db, id, side === "seller" ? v.sellerId : null),
    q.eventsOf(db, side === "seller" ? { requestId: id, quoteId: ownQuote ?? 0 } : { requestId: id }),
    economyFor(deps, row.buyer_electricity),
    q.attachmentsOf(db, id),
  ]);
  const open = side === "buyer" && !row.closed;
  const facts = (qr: q.QuoteRow) => ({ requestClosed: qr.request_closed, quoteExpired: qr.expired });
  const recordOf = (sellerId: number) => sellerRecordView(records.find((r) => r.seller_id === sellerId));
  return {
    ...requestHead(row),
    quotes: quotes.map((qr) =>
      quoteView(
        qr,
        economy,
        allowedTransitions(QUOTE_ACTIONS, side, qr.status, facts(qr)),
        recordOf(qr.seller_id),
        side === "seller",
      ),
    ),
    events: events.map(eventView),
    electricity_price: economy.electricityPrice,
    attachments: files.map(attachmentView),
    allowed: [
      ...(open ? ["request.withdraw"] : []),
      ...(open && files.length < ORDER_LIMITS.attachmentsMax ? ["request.attach"] : []),
    ],
  };
}

/** GET /api/orders/requests/: the buyer's own requests, or the ones its company received. */
export async function listRequests(
  deps: OrdersDeps,
  user: AuthUser,
  query: { side?: "buyer" | "seller"; status?: string; page: number },
) {
  const v = await viewerOf(deps, user);
  const db = q.dbRunner(deps.database);
  const side = query.side ?? (v.sellerId !== null ? "seller" : "buyer");
  if (side === "seller" && v.sellerId === null) throw new AppError("forbidden", "orders.error.sellersOnly");
  const status = query.status && query.status !== "all" ? query.status : null;
  const { count, rows } =
    side === "seller" && v.sellerId !== null
      ? await q.sellerRequests(db, v.sellerId, status, query.page)
      : await q.buyerRequests(db, user.id, status === null ? null : status === "open", query.page);
  return {
    count,
    next: count > query.page * q.PAGE_SIZE ? `?page=${query.page + 1}` : null,
    previous: query.page > 1 ? `?page=${query.page - 1}` : null,
    results: rows.map((r) => ({
      id: r.id,
      title: r.title,
      quantity: r.quantity,
      delivery_country: r.delivery_country,
      created_at: iso(r.created_at),
      closed: r.closed,
      buyer: { id: r.buyer_user_id, name: r.buyer_name },
      sellers: r.sellers,
      answered: r.answered,
      quote_id: r.quote_id,
      quote_status: r.quote_status as never,
    })),
  };
}

/** POST /api/orders/requests/{id}/withdraw/: every open quote withdrawn, the request closed. */
export async function withdrawRequest(deps: OrdersDeps, user: AuthUser, id: number) {
  const v = await viewerOf(deps, user);
  const notices = await deps.database.db.transaction(async (tx) => {
    const t = q.txRunner(tx);
    const row = await q.findRequest(t, id, true);
    if (!row) throw notFound();
    const ownQuote = v.sellerId !== null ? await q.sellerQuoteOf(t, id, v.sellerId) : null;
    const side = sideOf(v, row.buyer_user_id, ownQuote !== null ? v.sellerId : null);
    if (side !== "buyer") throw new AppError("forbidden", "orders.error.wrongActor");
    if (row.closed) throw new AppError("conflict", "orders.error.requestClosed");
    const out: Notice[] = [];
    for (const open of await q.openQuotesOf(t, id, 0)) {
      const step = checkTransition("quote.withdraw", side, open.status);
      await q.setQuoteStatus(t, open.id, step.to);
      const eventId = await q.insertEvent(t, {
        requestId: id,
        quoteId: open.id,
        orderId: null,
        transition: "quote.withdraw",
        from: open.status,
        to: QUOTE_TRANSITIONS["quote.withdraw"].to,
        actorId: user.id,
        actorRole: "buyer",
      });
      out.push({
        roomId: open.chat_room_id,
        authorId: user.id,
        fromBuyer: true,
        recipientId: open.seller_owner_id,
        sellerId: open.seller_id,
        kind: "withdrawn",
        params: { title: row.title, id },
        path: `/orders/requests/${id}`,
        eventId,
      });
    }
    await q.closeRequest(t, id);
    await queueNotices(deps, tx, out);
    return out;
  });
  await sendNotices(deps, notices);
  return getRequest(deps, user, id, v);
}
