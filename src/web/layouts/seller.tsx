import { WorkspaceLayout } from "../ui/workspace-layout.tsx";

const LINKS = [
  { to: "/seller-products", key: "seller.products" },
  { to: "/seller-services", key: "seller.services" },
  { to: "/seller-chats", key: "seller.chats" },
  { to: "/seller-partner", key: "seller.partner" },
  { to: "/settings", key: "seller.settings" },
] as const;

/** The seller layout: the seller's workspace with its side navigation. */
export default function SellerLayout() {
  return <WorkspaceLayout label="seller.nav" links={LINKS} />;
}
