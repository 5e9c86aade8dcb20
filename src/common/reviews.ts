/**
 * Constants of verified reviews (issue 21, docs/decisions/056): field lengths, the page size of a
 * company's reviews, and the moderation list's filters.
 */
export const REVIEW_LIMITS = {
  textMin: 10,
  textMax: 2000,
  answerMax: 2000,
  reasonMax: 500,
  /** Reviews per page of a company's or product's list. */
  pageSize: 10,
} as const;

/** The moderation list's filters: every review, only those shown, only the hidden ones. */
export const REVIEW_VISIBILITIES = ["all", "visible", "hidden"] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];
