/**
 * The state machine of requests for quote and orders (issue 21, docs/decisions/051), in one place:
 * every allowed transition with the status it leaves, the status it reaches, who may take it and
 * what must hold. The service (service.ts) takes a transition only through `checkTransition`,
 * inside a transaction that locked the row, and writes it to `order_events` with actor and time.
 *
 * Payment happens outside RigMarket for now (the order's `payment_provider` is `manual`): the seller
 * confirms that the money arrived. A payment provider (escrow, roadmap item 1) will take `order.pay`
 * itself as the `system` actor; a dispute will be a new status reached from `shipped`/`delivered`.
 */
import type { MessageKey } from "../../../common/i18n/index.ts";
import type { OrderStatus, QuoteStatus } from "../../../common/orders.ts";
import { AppError } from "../../errors.ts";

/** Who takes a transition: the request's buyer, the quoted company's owner, or the system. */
export type Actor = "buyer" | "seller" | "system";

/** What a precondition sees besides the status. */
export interface TransitionFacts {
  /** The request was closed (a quote accepted, or withdrawn). */
  requestClosed?: boolean;
  /** The quote's validity date is before today. */
  quoteExpired?: boolean;
}

export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  actor: Actor;
  /** A message key when the transition may not be taken now (409), else null. */
  precondition?: (facts: TransitionFacts) => MessageKey | null;
}

const requestOpen = (f: TransitionFacts): MessageKey | null =>
  f.requestClosed ? "orders.error.requestClosed" : null;

export const QUOTE_TRANSITIONS = {
  /** The seller answers, or revises its answer, until the buyer accepts one. */
  "quote.submit": { from: ["requested", "quoted"], to: "quoted", actor: "seller", precondition: requestOpen },
  "quote.decline": {
    from: ["requested", "quoted"],
    to: "declined",
    actor: "seller",
    precondition: requestOpen,
  },
  "quote.accept": {
    from: ["quoted"],
    to: "accepted",
    actor: "buyer",
    precondition: (f) => requestOpen(f) ?? (f.quoteExpired ? "orders.error.quoteExpired" : null),
  },
  /** The buyer withdraws the request: every open quote of it. */
  "quote.withdraw": { from: ["requested", "quoted"], to: "withdrawn", actor: "buyer" },
  /** Another seller's quote was accepted. */
  "quote.lose": { from: ["requested", "quoted"], to: "lost", actor: "system" },
} as const satisfies Record<string, Transition<QuoteStatus>>;

export const ORDER_TRANSITIONS = {
  /** The seller confirms that the payment arrived (the manual provider). */
  "order.pay": { from: ["awaiting_payment"], to: "paid", actor: "seller" },
  "order.ship": { from: ["paid"], to: "shipped", actor: "seller" },
  "order.deliver": { from: ["shipped"], to: "delivered", actor: "buyer" },
  /** The buyer gives (or corrects) the delivery's street address until it has paid; the status stays. */
  "order.address": { from: ["awaiting_payment"], to: "awaiting_payment", actor: "buyer" },
  /** The buyer may cancel until it has paid; the seller until it ships (it refunds outside). */
  "order.cancel_by_buyer": { from: ["awaiting_payment"], to: "cancelled", actor: "buyer" },
  "order.cancel_by_seller": { from: ["awaiting_payment", "paid"], to: "cancelled", actor: "seller" },
} as const satisfies Record<string, Transition<OrderStatus>>;

export type QuoteTransitionName = keyof typeof QUOTE_TRANSITIONS;
export type OrderTransitionName = keyof typeof ORDER_TRANSITIONS;
export type TransitionName = QuoteTransitionName | OrderTransitionName;

const ALL: Record<TransitionName, Transition<string>> = { ...QUOTE_TRANSITIONS, ...ORDER_TRANSITIONS };

/**
 * Throws unless `actor` may take `name` from `status` now: 403 for the wrong side (a moderator,
 * who may read but never act, included), 409 for the wrong status or a failed precondition.
 */
export function checkTransition(
  name: TransitionName,
  actor: Actor | "viewer",
  status: string,
  facts: TransitionFacts = {},
): Transition<string> {
  const t = ALL[name];
  if (t.actor !== actor) throw new AppError("forbidden", "orders.error.wrongActor");
  if (!t.from.includes(status)) throw new AppError("conflict", "orders.error.wrongState", { status });
  const refused = t.precondition?.(facts);
  if (refused) throw new AppError("conflict", refused);
  return t;
}

/** The transitions `actor` may take now (shown as the page's buttons). */
export function allowedTransitions(
  names: readonly TransitionName[],
  actor: Actor | "viewer",
  status: string,
  facts: TransitionFacts = {},
): TransitionName[] {
  return names.filter((n) => {
    const t = ALL[n];
    return t.actor === actor && t.from.includes(status) && !t.precondition?.(facts);
  });
}

/** A quote's own buttons (withdrawing is the whole request's, losing the system's). */
export const QUOTE_ACTIONS: QuoteTransitionName[] = ["quote.submit", "quote.decline", "quote.accept"];
export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderTransitionName[];
