/**
 * What other modules read of reviews (issue 21, docs/decisions/056): a product's visible reviews
 * and their count and average, for the catalogue's product page (and so its JSON-LD rating). The
 * rule of what is shown and counted stays in queries.ts (`VISIBLE`).
 */
import type { Review } from "../../../common/api/catalog.ts";
import type { Database } from "../../db/client.ts";
import { reviewPage, reviewStats } from "./queries.ts";
import { reviewView } from "./views.ts";

/** Reviews shown on a product page at most (the company page pages through all of them). */
export const PRODUCT_PAGE_REVIEWS = 50;

/** A product's visible reviews, newest first, with their count and average rating. */
export async function productReviews(
  database: Database,
  productId: number,
): Promise<{ count: number; verified_count: number; average: number | null; results: Review[] }> {
  const scope = { productId };
  const [stats, rows] = await Promise.all([
    reviewStats(database, scope, "product_review_stats"),
    reviewPage(database, scope, PRODUCT_PAGE_REVIEWS, 0, "product_reviews"),
  ]);
  return { ...stats, results: rows.map(reviewView) };
}

/**
 * The rule of which reviews count (shown and verified, decision 069), for other modules' figures
 * (the seller's record of a comparison); alias `r`.
 */
export { COUNTED as COUNTED_REVIEW } from "./queries.ts";
