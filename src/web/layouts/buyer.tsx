import { WorkspaceLayout } from "../ui/workspace-layout.tsx";

const LINKS = [
  { to: "/buyer-account", key: "buyer.account" },
  { to: "/buyer-chats", key: "buyer.chats" },
] as const;

/** The buyer layout (/buyer-account, /buyer-chats). */
export default function BuyerLayout() {
  return <WorkspaceLayout label="buyer.nav" links={LINKS} />;
}
