/**
 * /seller-chats (spec 2, issue 8): a seller answers buyers' questions about their products and
 * services, and has their own support room. Shell rendered by the server; conversations over the
 * chat socket (features/chat/chat-workspace.tsx); `?room=id` opens a room.
 */
import "../chat/messages.ts";
import { ChatWorkspace } from "../features/chat/chat-workspace.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/seller-chats";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("chatWeb.title.seller"), description: t("chatWeb.intro.seller") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function SellerChats() {
  return <ChatWorkspace mode="seller" />;
}
