/**
 * What waits for the caller (issue 30, docs/decisions/061): the navigation's counts of requests
 * and orders, the ones the lists' `waiting` filter shows. One call per page for a signed-in user.
 */
import type { PendingCounts } from "../../../common/api/orders.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import { type OrdersDeps, viewerOf } from "./context.ts";
import * as q from "./queries.ts";

/** GET /api/orders/pending-counts/: the seller side counts its company's, the buyer side its own. */
export async function pendingCountsOf(
  deps: OrdersDeps,
  user: AuthUser,
  query: { side?: "buyer" | "seller" },
): Promise<PendingCounts> {
  const v = await viewerOf(deps, user);
  const side = query.side ?? (v.sellerId !== null ? "seller" : "buyer");
  if (side === "seller" && v.sellerId === null) throw new AppError("forbidden", "orders.error.sellersOnly");
  const who = side === "seller" && v.sellerId !== null ? { sellerId: v.sellerId } : { buyerId: user.id };
  return { side, ...(await q.pendingCounts(q.dbRunner(deps.database), who)) };
}
