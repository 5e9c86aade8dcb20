/**
 * Constants of requests for quote and orders (issue 21, docs/decisions/051): statuses, Incoterms,
 * the anti-spam limits shown on the request form, field lengths.
 */
export const QUOTE_STATUSES = ["requested", "quoted", "declined", "accepted", "lost", "withdrawn"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const ORDER_STATUSES = ["awaiting_payment", "paid", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Incoterms 2020. */
export const INCOTERMS = [
  "EXW",
  "FCA",
  "CPT",
  "CIP",
  "DAP",
  "DPU",
  "DDP",
  "FAS",
  "FOB",
  "CFR",
  "CIF",
] as const;

/** How a buyer pays while payment happens outside RigMarket (the `manual` provider). */
export const PAYMENT_METHODS = ["bank_transfer", "crypto", "card", "cash", "other"] as const;

export const ORDER_LIMITS = {
  /** Sellers one request reaches at most. */
  sellersPerRequest: 10,
  /** Requests a buyer may send per hour. */
  requestsPerBuyerHour: 5,
  /** Requests one seller may receive per day (from all buyers together). */
  requestsPerSellerDay: 50,
  quantityMax: 100_000,
  notesMax: 2000,
  cityMax: 120,
  termsMax: 4000,
  /** A quote's payment terms ("30% deposit, balance before shipping"). */
  paymentTermsMax: 500,
  /** A quote's payment instructions (bank details…), shown to the buyer of the order only. */
  paymentInstructionsMax: 2000,
  /** The street address line the buyer gives on its order. */
  addressMax: 300,
  reasonMax: 1000,
  tiersMax: 10,
  leadTimeDaysMax: 365,
  warrantyMonthsMax: 120,
  unitPriceMax: 10_000_000,
  trackingMax: 120,
  /** Answered requests a seller's response time is the median of (its latest ones, issue 30). */
  responseSample: 20,
  /** A wanted-by or validity date at most this many days ahead. */
  daysAheadMax: 730,
  /** Requests or orders per page of a list. */
  pageSize: 20,
  /** Files a request for quote carries at most (docs/decisions/057). */
  attachmentsMax: 5,
  /** Bytes of one attachment at most. */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Pixels of an image attachment at most (it is decoded and re-encoded without its metadata). */
  attachmentMaxPixels: 40_000_000,
} as const;

/** What an attachment may be, recognised from its bytes (not its name or declared type). */
export const ATTACHMENT_KINDS = ["pdf", "png", "jpeg", "xlsx"] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
/** The file input's `accept`: a hint for the browser's picker (the API reads the bytes). */
export const ATTACHMENT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.xlsx,application/pdf,image/png,image/jpeg,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** The content type each kind is served with, and the extension a download is named with. */
export const ATTACHMENT_TYPES: Record<AttachmentKind, { type: string; ext: string }> = {
  pdf: { type: "application/pdf", ext: "pdf" },
  png: { type: "image/png", ext: "png" },
  jpeg: { type: "image/jpeg", ext: "jpg" },
  xlsx: { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ext: "xlsx" },
};
