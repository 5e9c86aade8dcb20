/**
 * /admin/support-chats (issue 8): admins and moderators read every user's support room
 * (getAllRooms {scope: "support"}) and answer as the support team. The admin layout checks the role.
 */
import "../chat/messages.ts";
import { ChatWorkspace } from "../features/chat/chat-workspace.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/admin-support-chats";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("chatWeb.title.support"), description: t("chatWeb.intro.support") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminSupportChats() {
  return <ChatWorkspace mode="support" />;
}
