import "../i18n/workspace-messages.ts";
import "../i18n/reviews-web-messages.ts";
import "../chat/messages.ts";
import { requireStaff } from "../features/moderation/api.server.ts";
import { WorkspaceLayout } from "../shell/workspace-layout.tsx";
import type { Route } from "./+types/admin";

const LINKS = [
  { to: "/admin", key: "moderation.nav.queue", end: true },
  { to: "/admin/decisions", key: "moderation.nav.decisions" },
  { to: "/admin/articles", key: "editor.nav" },
  { to: "/admin/banners", key: "ads.admin.nav" },
  { to: "/admin/feedback", key: "contactAdmin.nav.feedback" },
  { to: "/admin/newsletter", key: "contactAdmin.nav.newsletter" },
  { to: "/admin/newsletter/issues", key: "issuesAdmin.nav" },
  { to: "/admin/directory", key: "directoryAdmin.nav" },
  { to: "/admin/pool-ratings", key: "ratingsAdmin.nav" },
  { to: "/admin/reviews", key: "reviewsAdmin.nav" },
  { to: "/admin/support-chats", key: "chatWeb.title.support" },
] as const;

/** The moderator console is for admins and moderators (403 otherwise); guests sign in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return null;
}

/** The moderator console's layout: the workspace shape with the console's navigation. */
export default function AdminLayout() {
  return <WorkspaceLayout label="moderation.nav" links={LINKS} />;
}
