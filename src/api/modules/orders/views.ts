/**
 * Rows to answers (issue 21): the quote's price at the request's quantity and its economics (price
 * per TH/s, profit per day and payback at the buyer's electricity price, decisions 040-043).
 */
import type {
  Attachment,
  Order,
  OrderEvent,
  Quote,
  QuoteRequest,
  SellerRecord,
} from "../../../common/api/orders.ts";
import type { OrderStatus, QuoteStatus } from "../../../common/orders.ts";
import { listingProfit, type ProfitRates, usdFactor } from "../../../common/profit.ts";
import type { QuoteTier } from "../../db/schema.ts";
import { iso } from "../../db/sql.ts";
import type * as q from "./queries.ts";

/** The unit price of the tier `quantity` falls in (the lowest tier when below all of them); null before an answer. */
export function unitPriceAt(tiers: QuoteTier[], quantity: number): number | null {
  const sorted = [...tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  if (sorted.length === 0) return null;
  const within = sorted.filter((t) => t.min_quantity <= quantity);
  return (within[within.length - 1] ?? sorted[0])?.unit_price ?? null;
}

/** The total of `quantity` units at `price`, in cents (the order's and the comparison's one rule). */
export const quoteTotal = (price: number | null, quantity: number): number | null =>
  price === null ? null : Math.round(price * quantity * 100) / 100;

export interface Economy {
  rates: ProfitRates;
  electricityPrice: number;
}

function economicsOf(row: q.QuoteRow, price: number | null, e: Economy): Quote["economics"] {
  if (price === null || !row.hashrate_hs || row.hashrate_hs <= 0) return null;
  const usd = price * usdFactor(row.currency, e.rates);
  const profit = listingProfit(
    {
      algorithm: row.algorithm,
      hashrateHs: row.hashrate_hs,
      powerW: row.power_w,
      price,
      currency: row.currency,
    },
    e.rates,
    e.electricityPrice,
  );
  return {
    price_per_ths: usd / (row.hashrate_hs / 1e12),
    profit_per_day: profit?.profitPerDay ?? null,
    payback_days: profit?.paybackDays ?? null,
  };
}

/** A seller's record (issue 30); a company without a row (none: every quote's seller exists) reads as new. */
export function sellerRecordView(r: q.SellerRecordRow | undefined): SellerRecord {
  return {
    member_since: r ? iso(r.created_at) : new Date().toISOString(),
    verified: r?.verified ?? false,
    reviews: r?.reviews ?? 0,
    rating: r?.rating ?? null,
    completed_orders: r?.completed_orders ?? 0,
    response_hours: r?.response_seconds == null ? null : Math.round((r.response_seconds / 3600) * 100) / 100,
    response_sample: r?.response_sample ?? 0,
  };
}

/** `ownSeller`: the caller is the quote's company (the only one who reads its payment instructions here). */
export function quoteView(
  row: q.QuoteRow,
  e: Economy | null,
  allowed: string[],
  record: SellerRecord,
  ownSeller: boolean,
): Quote {
  const price = unitPriceAt(row.tiers, row.quantity);
  return {
    id: row.id,
    request_id: row.request_id,
    seller: { id: row.seller_id, name: row.seller_name, url: `/company/${row.seller_id}` },
    seller_record: record,
    product:
      row.product_id !== null
        ? { id: row.product_id, sku: row.product_sku ?? "", name: row.product_name ?? "" }
        : null,
    status: row.status as QuoteStatus,
    tiers: row.tiers,
    currency: row.currency,
    lead_time_days: row.lead_time_days,
    incoterm: row.incoterm,
    warranty_months: row.warranty_months,
    valid_until: row.valid_until,
    expired: row.expired,
    terms: row.terms,
    payment_terms: row.payment_terms,
    payment_instructions: ownSeller ? row.payment_instructions : "",
    decline_reason: row.decline_reason,
    revision: row.revision,
    unit_price: price,
    total: quoteTotal(price, row.quantity),
    economics: e ? economicsOf(row, price, e) : null,
    chat_room_id: row.chat_room_id,
    order_id: row.order_id,
    updated_at: iso(row.updated_at),
    allowed,
  };
}

export function eventView(e: q.EventRow): OrderEvent {
  return {
    id: e.id,
    transition: e.transition,
    from_status: e.from_status,
    to_status: e.to_status,
    actor: e.actor_user_id !== null ? { id: e.actor_user_id, name: e.actor_name ?? "" } : null,
    actor_role: e.actor_role,
    note: e.note,
    at: iso(e.at),
    quote_id: e.quote_id,
    order_id: e.order_id,
  };
}

export function requestHead(
  r: q.RequestRow,
): Omit<QuoteRequest, "quotes" | "events" | "electricity_price" | "attachments" | "allowed"> {
  return {
    id: r.id,
    buyer: { id: r.buyer_user_id, name: r.buyer_name },
    title: r.title,
    product:
      r.product_id !== null
        ? { id: r.product_id, sku: r.product_sku ?? "", name: r.product_name ?? "" }
        : null,
    model:
      r.model_id !== null ? { id: r.model_id, slug: r.model_slug ?? "", name: r.model_name ?? "" } : null,
    quantity: r.quantity,
    delivery_country: r.delivery_country,
    delivery_city: r.delivery_city,
    wanted_by: r.wanted_by,
    notes: r.notes,
    closed: r.closed,
    created_at: iso(r.created_at),
  };
}

export function orderItemView(
  o: q.OrderRow,
): Omit<Order, "events" | "allowed" | "side" | "payment_instructions"> {
  return {
    id: o.id,
    request_id: o.request_id,
    quote_id: o.quote_id,
    status: o.status as OrderStatus,
    buyer: { id: o.buyer_user_id, name: o.buyer_name },
    seller: { id: o.seller_id, name: o.seller_name, url: `/company/${o.seller_id}` },
    title: o.title,
    product:
      o.product_id !== null
        ? { id: o.product_id, sku: o.product_sku ?? "", name: o.product_name ?? "" }
        : null,
    quantity: o.quantity,
    unit_price: o.unit_price,
    total: o.total,
    currency: o.currency,
    incoterm: o.incoterm,
    lead_time_days: o.lead_time_days,
    warranty_months: o.warranty_months,
    valid_until: o.valid_until,
    payment_terms: o.payment_terms,
    terms: o.terms,
    delivery_country: o.delivery_country,
    delivery_city: o.delivery_city,
    delivery_address: o.delivery_address,
    payment_provider: o.payment_provider,
    payment_method: o.payment_method,
    payment_reference: o.payment_reference,
    tracking_carrier: o.tracking_carrier,
    tracking_number: o.tracking_number,
    cancel_reason: o.cancel_reason,
    chat_room_id: o.chat_room_id,
    created_at: iso(o.created_at),
    updated_at: iso(o.updated_at),
  };
}

export const attachmentView = (row: q.AttachmentRow): Attachment => ({
  id: row.id,
  name: row.file_name,
  kind: row.kind,
  size: row.size_bytes,
  created_at: iso(row.created_at),
});
