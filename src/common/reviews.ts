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

/**
 * Issue 31 (decision 069): a review counts ("Verified purchase", the rating, the JSON-LD) only when
 * its order was paid through the marketplace or its value reaches the minimum of its category (top
 * level of the product tree, in US dollars), and its buyer is not linked to the seller.
 */
export const REVIEW_MIN_ORDER_USD: Record<string, number> = {
  miners: 100,
  "immersion-cooling": 100,
  "water-blocks": 25,
  containers: 1000,
  "data-centers": 100,
  accessories: 10,
};
/** A category without its own minimum (a new one), and an order made from a model page (miners). */
export const REVIEW_MIN_ORDER_DEFAULT_USD = 100;
/** The category of an order made from a model page without a listing. */
export const MODEL_ORDER_CATEGORY = "miners";

/** What links a buyer's account to the seller's: each kind is a reason a review does not count. */
export const LINK_SIGNALS = ["device", "ip", "address", "payment"] as const;
export type LinkSignal = (typeof LINK_SIGNALS)[number];
/** Two accounts seen at the same address (IP) within this many days of each other are linked. */
export const IP_LINK_WINDOW_DAYS = 30;

/** Why a review does not count, as the moderators' console shows it. */
export const REVIEW_CHECK_REASONS = [
  "belowMinimum",
  "unknownCurrency",
  "linked",
  "noOrder",
  "unchecked",
] as const;
export type ReviewCheckReason = (typeof REVIEW_CHECK_REASONS)[number];

/** One reason a review does not count, kept on the review (the console words it in its language). */
export type ReviewFinding =
  | {
      reason: "belowMinimum";
      /** The order's value in its currency, and in US dollars. */
      value: number;
      currency: string;
      usd: number;
      minimum: number;
      category: { slug: string; en: string; fr: string };
    }
  | { reason: "unknownCurrency"; currency: string }
  | { reason: "linked"; signals: LinkSignal[] }
  | { reason: "noOrder" }
  | { reason: "unchecked" };

/** The moderators' filter on the check: every review, those that count, those that do not. */
export const REVIEW_VERIFICATIONS = ["all", "verified", "unverified"] as const;
export type ReviewVerification = (typeof REVIEW_VERIFICATIONS)[number];
