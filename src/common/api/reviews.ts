/**
 * Contracts of verified reviews (issue 21, docs/decisions/056): a buyer reviews a delivered order
 * once, the company answers once, moderators hide (with a reason) or show again; the public lists
 * of a company's or a product's visible reviews. Error messages are catalogue keys naming the field.
 */
import { z } from "zod";
import {
  REVIEW_CHECK_REASONS,
  REVIEW_LIMITS,
  REVIEW_VERIFICATIONS,
  REVIEW_VISIBILITIES,
} from "../reviews.ts";
import { reviewSchema } from "./catalog.ts";
import { idField, idParam, paged, pageParam } from "./shared.ts";

const required = { error: "validation.required" } as const;
const text = (max: number, min = 1) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .min(min, { error: "validation.minLength" })
    .max(max, { error: "validation.maxLength" });
const optionalId = z.preprocess((v) => (v === "" ? undefined : v), idParam.optional());

// ---------------------------------------------------------------- requests
export const reviewBody = z.strictObject({
  /** The caller's delivered order. */
  order_id: idField,
  rating: z
    .number({ error: (i) => (i.input === undefined ? "validation.required" : "validation.integer") })
    .int({ error: "validation.integer" })
    .min(1, { error: "validation.min" })
    .max(5, { error: "validation.max" }),
  text: text(REVIEW_LIMITS.textMax, REVIEW_LIMITS.textMin),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const reviewAnswerBody = z.strictObject({ answer: text(REVIEW_LIMITS.answerMax) });
export const reviewHideBody = z.strictObject({ reason: text(REVIEW_LIMITS.reasonMax) });

/** A company's (`seller`) or a product's (`product`) visible reviews, newest first. */
export const reviewListQuery = z
  .object({ seller: optionalId, product: optionalId, page: pageParam })
  .refine((q) => q.seller !== undefined || q.product !== undefined, {
    path: ["seller"],
    error: "validation.required",
  });

export const reviewModerationQuery = z.object({
  visibility: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(REVIEW_VISIBILITIES, { error: "validation.invalid" }).default("all"),
  ),
  /** Verified (counted) or not (issue 31, decision 069). */
  verification: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(REVIEW_VERIFICATIONS, { error: "validation.invalid" }).default("all"),
  ),
  page: pageParam,
});

// ---------------------------------------------------------------- answers
const productRef = z.object({ id: z.number(), sku: z.string(), name: z.string() });

/** A review in a list: the product it is about (null: the company only). */
export const reviewListItem = reviewSchema.extend({ product: productRef.nullable() });
export type ReviewListItem = z.infer<typeof reviewListItem>;

export const reviewList = paged(reviewListItem).extend({
  /** How many of the list's reviews are verified: only they count (decision 069). */
  verified_count: z.number().int(),
  /** The average rating of the list's verified reviews (not only this page's), or null. */
  average: z.number().nullable(),
});
export type ReviewList = z.infer<typeof reviewList>;

/** What the order's buyer, its company and moderators see of the order's review. */
export const orderReview = z.object({
  /** The caller's side of the order (a moderator is a viewer). */
  side: z.enum(["buyer", "seller", "viewer"]),
  review: reviewListItem.extend({ hidden: z.boolean() }).nullable(),
  /** The buyer may write it now (delivered, not reviewed yet). */
  can_write: z.boolean(),
  /** The company may answer it now (reviewed, not answered yet). */
  can_answer: z.boolean(),
});
export type OrderReview = z.infer<typeof orderReview>;

/** A review in the moderators' list: its company, order and whether (why, when) it is hidden. */
export const moderatedReview = reviewListItem.extend({
  seller: z.object({ id: z.number(), name: z.string() }),
  order_id: z.number().nullable(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string(),
  /** Why it is not verified (empty when it is), in the caller's language (decision 069). */
  verification: z.object({
    reasons: z.array(z.object({ reason: z.enum(REVIEW_CHECK_REASONS), text: z.string() })),
  }),
});
export type ModeratedReview = z.infer<typeof moderatedReview>;
export const moderatedReviewList = paged(moderatedReview);
export type ModeratedReviewList = z.infer<typeof moderatedReviewList>;
