import "../i18n/workspace-messages.ts";
import { ordersNavLinks } from "../features/orders/nav-links.tsx";
import { pendingCountsFor } from "../features/orders/pending.server.ts";
import { requireSignedIn } from "../lib/session.server.ts";
import { WorkspaceLayout } from "../shell/workspace-layout.tsx";
import type { Route } from "./+types/buyer";

const LINKS = [
  { to: "/buyer-account", key: "buyer.account" },
  { to: "/buyer-chats", key: "buyer.chats" },
  { to: "/buyer-alerts", key: "buyer.alerts" },
] as const;

/** Buyer pages need a signed-in user: a guest goes to /sign-in?next=<this page>. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSignedIn(request, context);
  return { pendingCounts: await pendingCountsFor(request, context) };
}

/** The buyer layout (/buyer-account, /buyer-chats, /buyer-alerts), with the requests and orders waiting. */
export default function BuyerLayout({ loaderData }: Route.ComponentProps) {
  const [account, ...rest] = LINKS;
  return (
    <WorkspaceLayout
      label="buyer.nav"
      links={[account, ...ordersNavLinks(loaderData.pendingCounts), ...rest]}
    />
  );
}
