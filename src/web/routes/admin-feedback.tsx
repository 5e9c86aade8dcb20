/** /admin/feedback (issue 20, moderator console): feedback messages, new or answered, newest first. */
import { linkClass } from "../features/accounts/form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { formatDate } from "../features/moderation/review.tsx";
import { StatusTabs } from "../features/moderation/status-tabs.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/admin-feedback";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const status = new URL(request.url).searchParams.get("status") === "answered" ? "answered" : "new";
  try {
    const list = await apiFor(request, context).call("feedback.list", { query: { status } });
    return { list, status };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("contactAdmin.feedback.title"), description: t("contactAdmin.feedback.lead") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminFeedback({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { list, status } = loaderData;
  const tabs = [
    {
      to: "/admin/feedback",
      label: t("contactAdmin.feedback.tab.new", { count: list.counts.new }),
      current: status === "new",
    },
    {
      to: "/admin/feedback?status=answered",
      label: t("contactAdmin.feedback.tab.answered", { count: list.counts.answered }),
      current: status === "answered",
    },
  ];
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("contactAdmin.feedback.title")}</h1>
      <p className="text-slate-700">{t("contactAdmin.feedback.lead")}</p>
      <StatusTabs label={t("contactAdmin.feedback.status")} tabs={tabs} look="links" />
      {list.results.length === 0 ? (
        <p className="text-slate-700">{t("contactAdmin.feedback.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t("contactAdmin.feedback.from")}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t("contactAdmin.feedback.topic")}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t("contactAdmin.feedback.received")}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t("contactAdmin.feedback.status")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.results.map((f) => (
                <tr key={f.id}>
                  <td className="px-4 py-2">
                    <AppLink to={`/admin/feedback/${f.id}`} className={linkClass}>
                      {f.name}
                    </AppLink>
                    <div className="text-slate-600">{f.email}</div>
                  </td>
                  <td className="px-4 py-2">{t(`feedback.topic.${f.topic as "other"}`)}</td>
                  <td className="px-4 py-2">{formatDate(f.created_at, locale)}</td>
                  <td className="px-4 py-2">
                    {f.answered_at
                      ? t("contactAdmin.feedback.statusAnswered")
                      : t("contactAdmin.feedback.statusNew")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
