import { requireSeller } from "../lib/session.server.ts";
import { WorkspaceLayout } from "../ui/workspace-layout.tsx";
import type { Route } from "./+types/seller";

const LINKS = [
  { to: "/seller-products", key: "seller.products" },
  { to: "/seller-services", key: "seller.services" },
  { to: "/seller-chats", key: "seller.chats" },
  { to: "/seller-partner", key: "seller.partner" },
  { to: "/settings", key: "seller.settings" },
] as const;

/** Seller pages need a seller company that is not a draft (403 otherwise); guests sign in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  return null;
}

/** The seller layout: the seller's workspace with its side navigation. */
export default function SellerLayout() {
  return <WorkspaceLayout label="seller.nav" links={LINKS} />;
}
