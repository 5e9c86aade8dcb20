/**
 * "Requests" and "Orders" in the navigation (issue 30, docs/decisions/061), each with the count of
 * what waits for the viewer, read from the layout's loader (pending.server.ts). A link with
 * something waiting lands on the `waiting` filter of its tab on /orders, else on the whole tab.
 */
import { useMatches } from "react-router";
import type { PendingCounts } from "../../../common/api/orders.ts";
import type { MessageKey, PluralKey } from "../../../common/i18n/index.ts";
import { WAITING_FILTER } from "../../../common/orders.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CountBadge } from "../../ui/count-badge.tsx";

export interface OrdersNavLink {
  to: string;
  key: MessageKey;
  /** What waits behind the link (null: not known, e.g. the counts' call failed). */
  count: number | null;
  countKey: PluralKey;
}

/** The counts a layout loaded (`pendingCounts` in its data), or null (a guest, or a layout without them). */
export function usePendingCounts(): PendingCounts | null {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.data as { pendingCounts?: PendingCounts | null } | null | undefined;
    if (data && typeof data === "object" && "pendingCounts" in data) return data.pendingCounts ?? null;
  }
  return null;
}

const listOf = (tab: "requests" | "orders", count: number | null | undefined) =>
  `/orders?tab=${tab}${count ? `&status=${WAITING_FILTER}` : ""}`;

export function ordersNavLinks(counts: PendingCounts | null): OrdersNavLink[] {
  return [
    {
      to: listOf("requests", counts?.requests),
      key: "orders.nav.requests",
      count: counts?.requests ?? null,
      countKey: "orders.nav.requestsWaiting",
    },
    {
      to: listOf("orders", counts?.orders),
      key: "orders.nav.orders",
      count: counts?.orders ?? null,
      countKey: "orders.nav.ordersWaiting",
    },
  ];
}

/** A link's label and its count. */
export function OrdersNavLabel({ link }: { link: Pick<OrdersNavLink, "key" | "count" | "countKey"> }) {
  const t = useT();
  return (
    <>
      {t(link.key)}
      {link.count ? <CountBadge count={link.count} label={t.plural(link.countKey, link.count)} /> : null}
    </>
  );
}

/** The links as items of a menu (the account menu, the small screens' menu). */
export function OrdersMenuLinks({ className }: { className: string }) {
  const counts = usePendingCounts();
  return ordersNavLinks(counts).map((link) => (
    <AppLink key={link.key} to={link.to} className={className}>
      <OrdersNavLabel link={link} />
    </AppLink>
  ));
}
