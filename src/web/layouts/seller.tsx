import "../i18n/workspace-messages.ts";
import { Form, useLocation } from "react-router";
import { buttonClass } from "../features/accounts/form.tsx";
import { ordersNavLinks } from "../features/orders/nav-links.tsx";
import { pendingCountsFor } from "../features/orders/pending.server.ts";
import { useLocalPath, useT } from "../i18n/use-t.ts";
import { requireSeller } from "../lib/session.server.ts";
import { WorkspaceLayout } from "../shell/workspace-layout.tsx";
import type { Route } from "./+types/seller";

const LINKS = [
  { to: "/seller-products", key: "seller.products" },
  { to: "/seller-services", key: "seller.services" },
  { to: "/seller-chats", key: "seller.chats" },
  { to: "/seller-partner", key: "seller.partner" },
  { to: "/settings", key: "seller.settings" },
] as const;

/** The buyer layout's links: what a seller in the buyer view ("View as user") navigates with. */
const BUYER_LINKS = [
  { to: "/buyer-account", key: "buyer.account" },
  { to: "/buyer-chats", key: "buyer.chats" },
] as const;

/** Seller pages need a seller company that is not a draft (403 otherwise); guests sign in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireSeller(request, context);
  return { viewAsBuyer: me.view_as_buyer, pendingCounts: await pendingCountsFor(request, context) };
}

/**
 * The seller layout: the seller's workspace with its side navigation. In the buyer view ("View as
 * user") the seller pages are hidden: the buyer's navigation, and a notice with the way back.
 */
export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  const [first, ...rest] = loaderData.viewAsBuyer ? BUYER_LINKS : LINKS;
  // The requests and orders of the side in view (pending.server.ts), second in the navigation.
  const links = [first, ...ordersNavLinks(loaderData.pendingCounts), ...rest];
  if (loaderData.viewAsBuyer) {
    return (
      <WorkspaceLayout label="buyer.nav" links={links}>
        <BuyerViewNotice />
      </WorkspaceLayout>
    );
  }
  return <WorkspaceLayout label="seller.nav" links={links} />;
}

function BuyerViewNotice() {
  const t = useT();
  const localPath = useLocalPath();
  const location = useLocation();
  return (
    <section
      aria-labelledby="buyer-view-title"
      className="max-w-2xl space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-6"
    >
      <h1 id="buyer-view-title" className="text-xl font-bold text-slate-900">
        {t("seller.viewAs.title")}
      </h1>
      <p className="text-slate-800">{t("seller.viewAs.notice")}</p>
      <Form method="post" action={localPath("/view-as")}>
        <input type="hidden" name="view_as_buyer" value="false" />
        <input type="hidden" name="next" value={location.pathname + location.search} />
        <button type="submit" className={buttonClass}>
          {t("seller.viewAsSeller")}
        </button>
      </Form>
    </section>
  );
}
