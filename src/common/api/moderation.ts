/**
 * The moderator console's API (issue 6, "Moderator side"): /api/moderation/… for the roles admin
 * and moderator. The queue by kind, the side-by-side review of a product or a company change,
 * approve and reject (products in bulk, all or nothing), and the audit log of decisions.
 */
import { z } from "zod";
import { idField, idParam, paged, pageParam } from "./shared.ts";

/** The queues of the console: products (new and changes), company changes, services (new and changes). */
export const MODERATION_KINDS = ["product", "seller_change", "service"] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** What a decision was about (moderation_decisions.subject_kind). */
export const DECISION_KINDS = ["product", "seller_change", "service"] as const;

export const REASON_LIMITS = { min: 3, max: 1000 } as const;

export const moderationIdParams = z.object({ id: idParam });

export const queueQuery = z.object({
  kind: z.enum(MODERATION_KINDS, { error: "validation.choice" }).default("product"),
  page: pageParam,
});
export type QueueQuery = z.infer<typeof queueQuery>;

export const reasonField = z
  .string({ error: "validation.required" })
  .trim()
  .min(REASON_LIMITS.min, { error: "validation.minLength" })
  .max(REASON_LIMITS.max, { error: "validation.maxLength" });

const idsField = z
  .array(idField, { error: "validation.required" })
  .min(1, { error: "validation.required" })
  .max(100, { error: "validation.tooMany" });

export const approveProductsBody = z.strictObject({ ids: idsField });
export const rejectProductsBody = z.strictObject({ ids: idsField, reason: reasonField });
export const rejectBody = z.strictObject({ reason: reasonField });

export const decisionsQuery = z.object({
  kind: z.enum(DECISION_KINDS, { error: "validation.choice" }).optional(),
  page: pageParam,
});

// ---------------------------------------------------------------- answers
export const queueItemSchema = z.object({
  /** `product` / `service` (new), `product_change` / `service_change` (an edit of an approved one), `seller_change`. */
  kind: z.enum(["product", "product_change", "seller_change", "service", "service_change"]),
  /** The product id (review: products/{id}/), the company change's id, or the service id. */
  id: z.number().int(),
  sku: z.string().nullable(),
  name: z.string(),
  seller_id: z.number().int(),
  company_name: z.string(),
  submitted_at: z.string(),
  age_hours: z.number(),
  /** Older than the promised 24 hours. */
  overdue: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueSchema = paged(queueItemSchema).extend({
  kind: z.enum(MODERATION_KINDS),
  counts: z.object({ product: z.number().int(), seller_change: z.number().int(), service: z.number().int() }),
  promise_hours: z.number().int(),
});
export type QueueAnswer = z.infer<typeof queueSchema>;

const photoSchema = z.object({ id: z.number().int(), url: z.string(), url_2x: z.string(), alt: z.string() });

/** One field side by side: display texts (null: empty) and whether the proposal changes it. */
export const diffFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  approved: z.string().nullable(),
  proposed: z.string().nullable(),
  changed: z.boolean(),
});
export type DiffField = z.infer<typeof diffFieldSchema>;

const reviewCommon = {
  /** Something waits for a decision (false once decided: the page shows the result). */
  waiting: z.boolean(),
  submitted_at: z.string().nullable(),
  age_hours: z.number().nullable(),
  overdue: z.boolean(),
  seller: z.object({ id: z.number().int(), company_name: z.string() }),
  fields: z.array(diffFieldSchema),
  photos: z.object({ approved: z.array(photoSchema), proposed: z.array(photoSchema) }),
  last_decision: z
    .object({ decision: z.enum(["approved", "rejected"]), reason: z.string(), at: z.string() })
    .nullable(),
};

export const productReviewSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  status: z.string(),
  status_label: z.string(),
  /** `new`: a listing never public (nothing approved yet); `change`: an edit of an approved product. */
  review: z.enum(["new", "change", "none"]),
  ...reviewCommon,
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** A service side by side (GET /api/moderation/services/{id}/); the photos are its images. */
export const serviceReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  status_label: z.string(),
  /** `new`: never public yet; `change`: an edit of a published service; `none`: nothing waits. */
  review: z.enum(["new", "change", "none"]),
  ...reviewCommon,
});
export type ServiceReview = z.infer<typeof serviceReviewSchema>;

export const sellerChangeReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(["pending", "approved", "rejected"]),
  ...reviewCommon,
});
export type SellerChangeReview = z.infer<typeof sellerChangeReviewSchema>;

export const productDecisionSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), sku: z.string(), status: z.string() })),
});
export const serviceDecisionSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), status: z.string() })),
});
export const changeDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(["approved", "rejected"]),
});

export const decisionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  moderator: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  kind: z.enum(DECISION_KINDS),
  subject_id: z.number().int(),
  /** What was decided on, in words: "RM-0000012 Antminer S21", "Company Rigs 4". */
  subject: z.string(),
  decision: z.enum(["approved", "rejected"]),
  reason: z.string(),
});
export type DecisionEntry = z.infer<typeof decisionSchema>;
export const decisionsSchema = paged(decisionSchema);
export type DecisionsAnswer = z.infer<typeof decisionsSchema>;
