import "../i18n/directory-messages.ts";
/**
 * /admin/newsletter/issues/:id (issue 20, moderator console): one issue; while a draft, its form;
 * the preview of its mail in English or French (a sandboxed frame); sending it once; the counts.
 */
import { Form } from "react-router";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  FormMessage,
  type FormResult,
  linkClass,
  SubmitButton,
} from "../features/accounts/form.tsx";
import { IssueForm, issueBodyOf } from "../features/directory/issue-form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { formatDate } from "../features/moderation/review.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/admin-newsletter-issue";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const language = new URL(request.url).searchParams.get("preview") === "fr" ? "fr" : "en";
  const api = apiFor(request, context);
  try {
    const [issue, preview] = await Promise.all([
      api.call("newsletterIssues.get", { params: { id: params.id } }),
      api.call("newsletterIssues.preview", { params: { id: params.id }, query: { language } }),
    ]);
    return { issue, preview, language };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const api = accountsApi(request, context);
  try {
    if (intent === "send") {
      await api.call("newsletterIssues.send", { params: { id: params.id } });
      return { intent: "send", ok: t("issuesAdmin.sending") } satisfies FormResult;
    }
    await api.call("newsletterIssues.update", { params: { id: params.id }, body: issueBodyOf(form) });
    return { intent: "save", ok: t("issuesAdmin.saved") } satisfies FormResult;
  } catch (error) {
    return formFailure(error, { intent: intent === "send" ? "send" : "save" });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("issuesAdmin.title"), description: t("issuesAdmin.lead") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { issue, preview, language } = loaderData;
  const result = actionData as FormResult | undefined;
  return (
    <div className="space-y-5">
      <AppLink to="/admin/newsletter/issues" className={linkClass}>
        {t("issuesAdmin.back")}
      </AppLink>
      <h1 className="text-2xl font-bold text-slate-900">{issue.subject_en}</h1>
      <p className="text-slate-700" id="issue-state">
        {t(`issuesAdmin.status.${issue.status}`)} · {t("issuesAdmin.sentCount", { count: issue.sent_count })}{" "}
        · {t("issuesAdmin.audience", { en: issue.audience.en, fr: issue.audience.fr })}
        {issue.sent_at ? ` · ${t("issuesAdmin.sentAt", { date: formatDate(issue.sent_at, locale) })}` : ""}
      </p>
      <FormMessage result={result} intent="send" />
      {issue.status === "draft" ? (
        <>
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <SubmitButton className={buttonClass} name="intent" value="send">
              {t("issuesAdmin.send")}
            </SubmitButton>
            <span className="text-sm text-slate-600">{t("issuesAdmin.sendHint")}</span>
          </Form>
          <IssueForm issue={issue} result={result} submit={t("directoryAdmin.save")} />
        </>
      ) : null}
      <section aria-labelledby="issue-preview" className="space-y-2">
        <h2 id="issue-preview" className="text-xl font-bold text-slate-900">
          {t("issuesAdmin.preview")}
        </h2>
        <p className="flex gap-3 text-sm">
          {(["en", "fr"] as const).map((l) => (
            <AppLink
              key={l}
              to={`?preview=${l}`}
              aria-current={l === language ? "true" : undefined}
              className={linkClass}
            >
              {t("issuesAdmin.previewIn", { language: t(`newsletter.lang.${l}`) })}
            </AppLink>
          ))}
        </p>
        <iframe
          title={t("issuesAdmin.previewTitle", { subject: preview.subject })}
          srcDoc={preview.html}
          sandbox=""
          className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
        />
      </section>
    </div>
  );
}
