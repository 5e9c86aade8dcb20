/**
 * Whether a review counts (issue 31, docs/decisions/069), decided when it is written: its order
 * was paid through the marketplace (the escrow of a later issue: `payment_provider` other than
 * `manual`) or its value reaches the minimum of its category in US dollars
 * (REVIEW_MIN_ORDER_USD; EUR converted at the market's rate, other currencies cannot be valued) —
 * and the buyer's account is not linked to the company's (trust/public.ts). Each failed condition
 * is a finding, kept on the review for the moderators; none: the review is verified.
 */
import {
  REVIEW_MIN_ORDER_DEFAULT_USD,
  REVIEW_MIN_ORDER_USD,
  type ReviewFinding,
} from "../../../common/reviews.ts";
import { linkedSignals, type SignalRunner } from "../trust/public.ts";
import type { OrderFacts } from "./queries.ts";

/** Paid through RigMarket (escrow, a later issue): counts whatever its value. */
export const paidThroughMarketplace = (order: Pick<OrderFacts, "payment_provider">) =>
  order.payment_provider !== "manual";

/** US dollars per unit of the currencies an order's value can be judged in. */
function usdPer(currency: string, usdPerEur: number): number | null {
  const c = currency.trim().toUpperCase();
  return c === "USD" ? 1 : c === "EUR" ? usdPerEur : null;
}

/** Why the order's value does not make the review count (none when it does). */
export function valueFindings(order: OrderFacts, usdPerEur: number): ReviewFinding[] {
  if (paidThroughMarketplace(order)) return [];
  const rate = usdPer(order.currency, usdPerEur);
  if (rate === null) return [{ reason: "unknownCurrency", currency: order.currency }];
  const slug = order.category_slug ?? "";
  const minimum = REVIEW_MIN_ORDER_USD[slug] ?? REVIEW_MIN_ORDER_DEFAULT_USD;
  const usd = Math.round(order.total * rate * 100) / 100;
  if (usd >= minimum) return [];
  return [
    {
      reason: "belowMinimum",
      value: order.total,
      currency: order.currency,
      usd,
      minimum,
      category: { slug, en: order.category_en ?? slug, fr: order.category_fr ?? slug },
    },
  ];
}

/** Every reason the review of this order does not count; read in the transaction that writes it. */
export async function reviewFindings(
  db: SignalRunner,
  order: OrderFacts,
  usdPerEur: number,
): Promise<ReviewFinding[]> {
  const linked = await linkedSignals(db, order.buyer_user_id, order.seller_id, order.seller_owner_id);
  return [
    ...valueFindings(order, usdPerEur),
    ...(linked.length ? [{ reason: "linked" as const, signals: linked }] : []),
  ];
}
