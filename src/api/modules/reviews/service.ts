/**
 * Verified reviews (issue 21, docs/decisions/056): the buyer of a delivered order reviews it once
 * (a "verified purchase" of the order's company, and of its product when it has one); the company
 * answers once; moderators hide a review with a reason or show it again. Hidden reviews are neither
 * shown nor counted (`VISIBLE`, queries.ts). Every write locks its row in a transaction.
 *
 * An order answers only its buyer, its company and moderators (anyone else 404, as the orders'
 * routes do); a review is public, so answering someone else's is 403.
 *
 * Issue 31 (decision 069): a review is written whatever the order, but verified — shown with the
 * badge and counted (`COUNTED`) — only when verification.ts finds nothing against it.
 */
import type { ReviewBody } from "../../../common/api/reviews.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { profitRatesOf } from "../../../common/profit.ts";
import { REVIEW_LIMITS, type ReviewVerification, type ReviewVisibility } from "../../../common/reviews.ts";
import { bindDeps } from "../../bind.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/sql.ts";
import { AppError, notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import type { MarketService } from "../market/service.ts";
import * as q from "./queries.ts";
import { reviewFindings } from "./verification.ts";
import { moderatedView, reviewItemView } from "./views.ts";

export interface ReviewsDeps {
  database: Database;
  limiter: RateLimiter;
  /** The euro's rate in US dollars, for an order's value in EUR (decision 069). */
  market: Pick<MarketService, "current">;
}

/** docs/rate-limits.md: writing and answering reviews share one budget per user. */
export const REVIEW_RATE_RULES = {
  write: { name: "reviews:user", limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

const staff = (user: AuthUser) => user.role === "moderator" || user.role === "admin";

const pageLinks = (count: number, page: number, size: number, base: string) => ({
  next: count > page * size ? `?${base}page=${page + 1}` : null,
  previous: page > 1 ? `?${base}page=${page - 1}` : null,
});

/** GET /api/reviews/: a company's or a product's visible reviews, newest first, with their average. */
async function listReviews(deps: ReviewsDeps, query: { seller?: number; product?: number; page: number }) {
  const db = q.dbRunner(deps.database);
  const scope = { sellerId: query.seller, productId: query.product };
  const size = REVIEW_LIMITS.pageSize;
  const [stats, rows] = await Promise.all([
    q.reviewStats(db, scope),
    q.reviewPage(db, scope, size, (query.page - 1) * size),
  ]);
  const base = [
    query.seller !== undefined ? `seller=${query.seller}&` : "",
    query.product !== undefined ? `product=${query.product}&` : "",
  ].join("");
  return {
    count: stats.count,
    verified_count: stats.verified_count,
    average: stats.average,
    ...pageLinks(stats.count, query.page, size, base),
    results: rows.map(reviewItemView),
  };
}

/** The caller's side of an order: its buyer, its company, a moderator; anyone else 404. */
function sideOf(user: AuthUser, order: q.OrderFacts): "buyer" | "seller" | "viewer" {
  if (order.buyer_user_id === user.id) return "buyer";
  if (order.seller_owner_id === user.id) return "seller";
  if (staff(user)) return "viewer";
  throw notFound();
}

/** GET /api/reviews/orders/{id}/: the order's review and what the caller may do with it. */
async function orderReview(deps: ReviewsDeps, user: AuthUser, orderId: number) {
  const db = q.dbRunner(deps.database);
  const order = await q.findOrder(db, orderId);
  if (!order) throw notFound();
  const side = sideOf(user, order);
  const review = await q.reviewOfOrder(db, orderId);
  return {
    side,
    review: review ? { ...reviewItemView(review), hidden: review.hidden_at !== null } : null,
    can_write: side === "buyer" && order.status === "delivered" && !review,
    can_answer: side === "seller" && review !== undefined && review.seller_answer === null,
  };
}

/** POST /api/reviews/: the buyer reviews its delivered order, once. */
async function createReview(deps: ReviewsDeps, user: AuthUser, body: ReviewBody) {
  await deps.limiter.hit(REVIEW_RATE_RULES.write, String(user.id));
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const { usdPerEur } = profitRatesOf((await deps.market.current()).coins);
  try {
    await deps.database.db.transaction(async (tx) => {
      const t = q.txRunner(tx);
      const order = await q.findOrder(t, body.order_id, true);
      if (!order) throw notFound();
      if (sideOf(user, order) !== "buyer") throw new AppError("forbidden", "reviews.error.buyerOnly");
      if (order.status !== "delivered")
        throw new AppError("conflict", "reviews.error.notDelivered", { status: order.status });
      if (await q.reviewOfOrder(t, order.id)) throw new AppError("conflict", "reviews.error.already");
      const author = await q.authorOf(t, user.id);
      await q.insertReview(t, {
        orderId: order.id,
        productId: order.product_id,
        sellerId: order.seller_id,
        authorId: user.id,
        authorName: author.name,
        companyName: author.company,
        rating: body.rating,
        text: body.text,
        findings: await reviewFindings(t, order, usdPerEur),
      });
    });
  } catch (err) {
    // Two submissions at once: the order's lock orders them, the unique index is the last word.
    if (isUniqueViolation(err, "product_reviews_order_uq"))
      throw new AppError("conflict", "reviews.error.already");
    throw err;
  }
  return orderReview(deps, user, body.order_id);
}

/** POST /api/reviews/{id}/answer/: the reviewed company's owner answers, once. */
async function answerReview(deps: ReviewsDeps, user: AuthUser, id: number, answer: string, locale: Locale) {
  await deps.limiter.hit(REVIEW_RATE_RULES.write, String(user.id));
  await deps.database.db.transaction(async (tx) => {
    const t = q.txRunner(tx);
    const review = await q.findReview(t, id, true);
    if (!review || (review.hidden_at !== null && review.seller_owner_id !== user.id)) throw notFound();
    if (review.seller_owner_id !== user.id) throw new AppError("forbidden", "reviews.error.sellerOnly");
    if (review.seller_answer !== null) throw new AppError("conflict", "reviews.error.answered");
    await q.setAnswer(t, id, answer);
  });
  return reviewOf(deps, id, locale);
}

async function reviewOf(deps: ReviewsDeps, id: number, locale: Locale) {
  const row = await q.findReview(q.dbRunner(deps.database), id);
  if (!row) throw notFound();
  return moderatedView(row, locale);
}

/**
 * GET /api/moderation/reviews/: every review (or the shown or hidden, verified or not ones), newest
 * first, each with why it is not verified in the moderator's language.
 */
async function moderationList(
  deps: ReviewsDeps,
  query: { visibility: ReviewVisibility; verification: ReviewVerification; page: number },
  locale: Locale,
) {
  const size = 50;
  const { rows, count } = await q.moderationPage(
    q.dbRunner(deps.database),
    query,
    size,
    (query.page - 1) * size,
  );
  return {
    count,
    ...pageLinks(
      count,
      query.page,
      size,
      `visibility=${query.visibility}&verification=${query.verification}&`,
    ),
    results: rows.map((r) => moderatedView(r, locale)),
  };
}

/** A moderator hides a review (with a reason) or, with null, shows it again. */
async function setVisibility(
  deps: ReviewsDeps,
  user: AuthUser,
  id: number,
  reason: string | null,
  locale: Locale,
) {
  await deps.database.db.transaction(async (tx) => {
    const t = q.txRunner(tx);
    const review = await q.findReview(t, id, true);
    if (!review) throw notFound();
    const hidden = review.hidden_at !== null;
    if (reason !== null && hidden) throw new AppError("conflict", "reviews.error.alreadyHidden");
    if (reason === null && !hidden) throw new AppError("conflict", "reviews.error.notHidden");
    await q.setHidden(t, id, reason === null ? null : { by: user.id, reason });
  });
  return reviewOf(deps, id, locale);
}

export function createReviewsService(deps: ReviewsDeps) {
  return bindDeps(deps, {
    list: listReviews,
    ofOrder: orderReview,
    create: createReview,
    answer: answerReview,
    moderationList,
    hide: (d: ReviewsDeps, user: AuthUser, id: number, reason: string, locale: Locale) =>
      setVisibility(d, user, id, reason, locale),
    unhide: (d: ReviewsDeps, user: AuthUser, id: number, locale: Locale) =>
      setVisibility(d, user, id, null, locale),
  });
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
