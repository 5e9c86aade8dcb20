/**
 * The navigation's counts of what waits for the viewer (issue 30, docs/decisions/061): one call
 * to GET /api/orders/pending-counts/ per page render, by the layouts' loaders, for a signed-in
 * user only (a guest costs no call). A failure leaves the links without their counts: it never
 * takes the page down.
 */
import type { AppLoadContext } from "react-router";
import type { Me } from "../../../common/api/accounts.ts";
import type { PendingCounts } from "../../../common/api/orders.ts";
import { apiFor } from "../../lib/api.server.ts";
import { currentUser } from "../../lib/session.server.ts";

/** The side of /orders a user sees: its company's (a seller outside the buyer view), else its own. */
export function ordersSideOf(me: Pick<Me, "seller" | "view_as_buyer">): "buyer" | "seller" {
  return me.seller && !me.view_as_buyer ? "seller" : "buyer";
}

export async function pendingCountsFor(
  request: Request,
  context: AppLoadContext,
): Promise<PendingCounts | null> {
  const me = await currentUser(request, context).catch(() => null);
  if (!me) return null;
  try {
    return await apiFor(request, context).call("orders.pendingCounts", { query: { side: ordersSideOf(me) } });
  } catch {
    return null;
  }
}
