/**
 * Contracts of requests for quote, quotes and orders (issue 21, docs/decisions/051). Error
 * messages are catalogue keys naming the field (orders.en.ts, validation.* of api.en.ts).
 */
import { z } from "zod";
import type { MessageKey } from "../i18n/index.ts";
import {
  ATTACHMENT_KINDS,
  INCOTERMS,
  ORDER_LIMITS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  QUOTE_STATUSES,
} from "../orders.ts";
import { idField, idParam, paged, pageParam } from "./shared.ts";

const required = { error: "validation.required" } as const;
const text = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: "validation.maxLength" });
const optionalText = (max: number) =>
  z.string().trim().max(max, { error: "validation.maxLength" }).default("");
/**
 * A whole number from `min` to `max`; `message` (a key saying the field's range in words, issue 30)
 * for every way of missing it, instead of the generic "Ensure this value is…" (the form's people
 * read it, not only clients of the API).
 */
const wholeNumber = (min: number, max: number, message: MessageKey) =>
  z
    .number({ error: (i) => (i.input === undefined ? "validation.required" : message) })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
/** A calendar day, YYYY-MM-DD. */
const day = z
  .string(required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "orders.error.date" })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: "orders.error.date" });

// ---------------------------------------------------------------- request for quote
export const quoteRequestBody = z
  .strictObject({
    /** The listing the buyer asks about: its seller is asked unless seller_ids says otherwise. */
    product_id: idField.optional(),
    /** A miner model: the sellers in seller_ids must list it. */
    model_id: idField.optional(),
    seller_ids: z
      .array(idField)
      .min(1, { error: "orders.error.noSeller" })
      .max(ORDER_LIMITS.sellersPerRequest, { error: "orders.error.tooManySellers" })
      .optional(),
    quantity: wholeNumber(1, ORDER_LIMITS.quantityMax, "orders.error.quantity"),
    delivery_country: z
      .string({ error: "orders.error.country" })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: "orders.error.country" }),
    delivery_city: z
      .string()
      .trim()
      .max(ORDER_LIMITS.cityMax, { error: "orders.error.cityLength" })
      .default(""),
    wanted_by: day.nullable().optional(),
    notes: z.string().trim().max(ORDER_LIMITS.notesMax, { error: "orders.error.notesLength" }).default(""),
  })
  .refine((b) => b.product_id !== undefined || b.model_id !== undefined, {
    path: ["product_id"],
    error: "orders.error.productOrModel",
  });
export type QuoteRequestBody = z.infer<typeof quoteRequestBody>;

export const quoteTierSchema = z.strictObject({
  min_quantity: wholeNumber(1, ORDER_LIMITS.quantityMax, "orders.error.quantity"),
  unit_price: z
    .number({ error: "orders.error.unitPrice" })
    .positive({ error: "orders.error.unitPrice" })
    .max(ORDER_LIMITS.unitPriceMax, { error: "orders.error.unitPrice" }),
});

// ---------------------------------------------------------------- quote answers
export const quoteBody = z.strictObject({
  tiers: z
    .array(quoteTierSchema, required)
    .min(1, required)
    .max(ORDER_LIMITS.tiersMax, { error: "validation.tooMany" })
    .refine((t) => new Set(t.map((x) => x.min_quantity)).size === t.length, {
      error: "orders.error.tiersDuplicate",
    }),
  currency: z
    .string(required)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: "orders.error.currency" }),
  lead_time_days: wholeNumber(0, ORDER_LIMITS.leadTimeDaysMax, "orders.error.leadTime"),
  incoterm: z.enum(INCOTERMS, { error: "orders.error.incoterm" }),
  warranty_months: wholeNumber(0, ORDER_LIMITS.warrantyMonthsMax, "orders.error.warranty"),
  valid_until: day,
  terms: optionalText(ORDER_LIMITS.termsMax),
  /** How and when the buyer pays, e.g. "30% deposit, balance before shipping". */
  payment_terms: optionalText(ORDER_LIMITS.paymentTermsMax),
  /** Where to pay (bank details…): given to the buyer once it accepted the quote (decision 059). */
  payment_instructions: optionalText(ORDER_LIMITS.paymentInstructionsMax),
});
export type QuoteBody = z.infer<typeof quoteBody>;

export const reasonBody = z.strictObject({ reason: text(ORDER_LIMITS.reasonMax) });

/**
 * POST /api/orders/quotes/{id}/accept/ (issue 30): the total the buyer saw and confirmed. It must
 * equal the quote's total now, else 409 (the seller revised it: review it again), so a stale page
 * or a one-click script cannot accept another amount.
 */
export const acceptBody = z.strictObject({
  confirm_total: z
    .number({ error: "orders.error.confirmTotal" })
    .nonnegative({ error: "orders.error.confirmTotal" }),
});
export type AcceptBody = z.infer<typeof acceptBody>;

// ---------------------------------------------------------------- order steps
export const payBody = z.strictObject({
  payment_method: z.enum(PAYMENT_METHODS, { error: "orders.error.paymentMethod" }),
  payment_reference: optionalText(ORDER_LIMITS.trackingMax),
});
/** The buyer's street address for the delivery, given on the order before it pays (decision 059). */
export const addressBody = z.strictObject({ delivery_address: text(ORDER_LIMITS.addressMax) });

export const shipBody = z.strictObject({
  tracking_carrier: text(ORDER_LIMITS.trackingMax),
  tracking_number: text(ORDER_LIMITS.trackingMax),
});

// ---------------------------------------------------------------- answers
const party = z.object({ id: z.number(), name: z.string() });
const sellerRef = party.extend({ url: z.string() });
const productRef = z.object({ id: z.number(), sku: z.string(), name: z.string() });

export const orderEventSchema = z.object({
  id: z.number(),
  transition: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  actor: party.nullable(),
  actor_role: z.string(),
  note: z.string(),
  at: z.string(),
  quote_id: z.number().nullable(),
  order_id: z.number().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** Price per TH/s and payback at the viewer's electricity price, where the model's economics exist. */
export const quoteEconomicsSchema = z.object({
  price_per_ths: z.number().nullable(),
  profit_per_day: z.number().nullable(),
  payback_days: z.number().nullable(),
});

/**
 * Who the seller is, beside its quote (issue 30): on the marketplace since when, verified or not,
 * its visible verified reviews, its delivered orders and how fast it answers requests for quote.
 */
export const sellerRecordSchema = z.object({
  /** When the company was created on RigMarket. */
  member_since: z.string(),
  verified: z.boolean(),
  /** Visible reviews written from delivered orders, and their average rating (one decimal). */
  reviews: z.number(),
  rating: z.number().nullable(),
  /** Its orders delivered to their buyers. */
  completed_orders: z.number(),
  /** The median hours from a request to its first answer (quote or decline), over its last answered requests; null: none yet. */
  response_hours: z.number().nullable(),
  /** How many answered requests that median is of (at most ORDER_LIMITS.responseSample). */
  response_sample: z.number(),
});
export type SellerRecord = z.infer<typeof sellerRecordSchema>;

export const quoteSchema = z.object({
  id: z.number(),
  request_id: z.number(),
  seller: sellerRef,
  /** The seller's record on RigMarket, computed for every quote of the answer at once. */
  seller_record: sellerRecordSchema,
  product: productRef.nullable(),
  status: z.enum(QUOTE_STATUSES),
  tiers: z.array(z.object({ min_quantity: z.number(), unit_price: z.number() })),
  currency: z.string(),
  lead_time_days: z.number().nullable(),
  incoterm: z.string(),
  warranty_months: z.number().nullable(),
  valid_until: z.string().nullable(),
  /** The validity date has passed: it can no longer be accepted (the seller may revise it). */
  expired: z.boolean(),
  terms: z.string(),
  payment_terms: z.string(),
  /** The quote's own seller only (empty for anyone else): the buyer reads them on its order. */
  payment_instructions: z.string(),
  decline_reason: z.string(),
  revision: z.number(),
  /** The unit price at the request's quantity (the tier it falls in) and the total. */
  unit_price: z.number().nullable(),
  total: z.number().nullable(),
  economics: quoteEconomicsSchema.nullable(),
  chat_room_id: z.number().nullable(),
  order_id: z.number().nullable(),
  updated_at: z.string(),
  /** The transitions the caller may take now (transitions.ts names). */
  allowed: z.array(z.string()),
});
export type Quote = z.infer<typeof quoteSchema>;

/** A file of a request for quote: read by its buyer, the sellers it was sent to and moderators. */
export const attachmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  size: z.number(),
  created_at: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentParams = z.object({ id: idParam, attachmentId: idParam });

export const quoteRequestSchema = z.object({
  id: z.number(),
  buyer: party,
  title: z.string(),
  product: productRef.nullable(),
  model: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
  quantity: z.number(),
  delivery_country: z.string(),
  delivery_city: z.string(),
  wanted_by: z.string().nullable(),
  notes: z.string(),
  closed: z.boolean(),
  created_at: z.string(),
  /** The buyer and moderators see every seller's quote; a seller only its own. */
  quotes: z.array(quoteSchema),
  events: z.array(orderEventSchema),
  electricity_price: z.number(),
  /** The buyer's files, oldest first. */
  attachments: z.array(attachmentSchema),
  /** `request.withdraw`, and `request.attach` while the buyer may still add files. */
  allowed: z.array(z.string()),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteRequestItem = z.object({
  id: z.number(),
  title: z.string(),
  quantity: z.number(),
  delivery_country: z.string(),
  created_at: z.string(),
  closed: z.boolean(),
  buyer: party,
  sellers: z.number(),
  answered: z.number(),
  /** For a seller: its own quote's id and status; for the buyer: null. */
  quote_id: z.number().nullable(),
  quote_status: z.enum(QUOTE_STATUSES).nullable(),
});
export const quoteRequestList = paged(quoteRequestItem);

export const orderSchema = z.object({
  id: z.number(),
  request_id: z.number(),
  quote_id: z.number(),
  status: z.enum(ORDER_STATUSES),
  buyer: party,
  seller: sellerRef,
  title: z.string(),
  product: productRef.nullable(),
  quantity: z.number(),
  unit_price: z.number(),
  total: z.number(),
  currency: z.string(),
  // The quote's terms as they were when the buyer accepted it (decision 059).
  incoterm: z.string(),
  lead_time_days: z.number().nullable(),
  warranty_months: z.number().nullable(),
  valid_until: z.string().nullable(),
  payment_terms: z.string(),
  terms: z.string(),
  delivery_country: z.string(),
  delivery_city: z.string(),
  /** The street address the buyer gave on the order ("" until then). */
  delivery_address: z.string(),
  payment_provider: z.string(),
  payment_method: z.string(),
  payment_reference: z.string(),
  tracking_carrier: z.string(),
  tracking_number: z.string(),
  cancel_reason: z.string(),
  chat_room_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Where to pay, as the seller wrote it in its quote: the order's buyer, its seller and moderators. */
  payment_instructions: z.string(),
  /** The caller's side: its buyer, its seller, or a moderator reading (`viewer`). */
  side: z.enum(["buyer", "seller", "viewer"]),
  events: z.array(orderEventSchema),
  allowed: z.array(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

export const orderItem = orderSchema.omit({
  events: true,
  allowed: true,
  side: true,
  payment_instructions: true,
});
export const orderList = paged(orderItem);

export const ordersListQuery = z.object({
  /** Which side's list: the buyer's own, or the seller's incoming (default: the caller's role). */
  side: z.enum(["buyer", "seller"], { error: "validation.invalid" }).optional(),
  status: z.string().trim().max(40).optional(),
  page: pageParam,
});

export const orderLimitsSchema = z.object({
  sellers_per_request: z.number(),
  requests_per_hour: z.number(),
  requests_used: z.number(),
  requests_left: z.number(),
  /** When the oldest request of the hour leaves the window (null: none sent). */
  next_at: z.string().nullable(),
  requests_per_seller_day: z.number(),
});
export type OrderLimits = z.infer<typeof orderLimitsSchema>;

/** GET /api/orders/{id}/proforma.pdf: the PDF's language (default: Accept-Language). */
export const proformaQuery = z.object({
  lang: z.enum(["en", "fr"], { error: "validation.invalid" }).optional(),
});
