import "../i18n/directory-messages.ts";
/**
 * /admin/newsletter/issues (issue 20, moderator console): the newsletter's issues with their state
 * and counts, and the form of a new one (saved as a draft, then previewed and sent from its page).
 */
import { redirect } from "react-router";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import type { FormResult } from "../features/accounts/form.tsx";
import { IssueForm, issueBodyOf } from "../features/directory/issue-form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/admin-newsletter-issues";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  try {
    return { issues: await apiFor(request, context).call("newsletterIssues.list") };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const issue = await accountsApi(request, context).call("newsletterIssues.create", {
      body: issueBodyOf(await request.formData()),
    });
    return redirect(localizePath(`/admin/newsletter/issues/${issue.id}`, locale));
  } catch (error) {
    return formFailure(error, { intent: "save" });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("issuesAdmin.title"), description: t("issuesAdmin.lead") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminNewsletterIssues({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { issues } = loaderData;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("issuesAdmin.title")}</h1>
      <p className="text-slate-700">{t("issuesAdmin.lead")}</p>
      {issues.results.length === 0 ? <p className="text-slate-700">{t("issuesAdmin.none")}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {issues.results.map((i) => (
          <li key={i.id} className="p-4">
            <AppLink
              to={`/admin/newsletter/issues/${i.id}`}
              className="font-semibold text-amber-800 underline"
            >
              {i.subject_en}
            </AppLink>
            <p className="text-sm text-slate-600">
              {t(`issuesAdmin.status.${i.status}`)} · {t("issuesAdmin.sentCount", { count: i.sent_count })} ·{" "}
              {t("issuesAdmin.audience", { en: i.audience.en, fr: i.audience.fr })}
            </p>
          </li>
        ))}
      </ul>
      <h2 className="text-xl font-bold text-slate-900">{t("issuesAdmin.new")}</h2>
      <IssueForm
        issue={null}
        result={actionData as FormResult | undefined}
        submit={t("issuesAdmin.create")}
      />
    </div>
  );
}
