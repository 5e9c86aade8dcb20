/**
 * /buyer-chats (spec 2, issue 8): the buyer's chats with sellers and with support. The server
 * renders the page's shell; the conversations come over the chat socket
 * (features/chat/chat-workspace.tsx). `?room=id` opens a room; `?product=id` / `?service=id` (the
 * listing pages' "Contact seller") opens the buyer's room about that listing.
 */
import "../chat/messages.ts";
import { ChatWorkspace } from "../features/chat/chat-workspace.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/buyer-chats";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("chatWeb.title.buyer"), description: t("chatWeb.intro.buyer") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function BuyerChats() {
  return <ChatWorkspace mode="buyer" />;
}
