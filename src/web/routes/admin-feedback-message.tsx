/**
 * /admin/feedback/:id (issue 20, moderator console): one feedback message and the answer form; the
 * answer is e-mailed to the sender in their language, and who answered and when is shown.
 */
import { Form } from "react-router";
import { FEEDBACK_LIMITS } from "../../common/contact.ts";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  errorsOf,
  FieldErrors,
  FormMessage,
  type FormResult,
  inputClass,
  linkClass,
  SubmitButton,
} from "../features/accounts/form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { formatDate } from "../features/moderation/review.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/admin-feedback-message";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  try {
    return { message: await apiFor(request, context).call("feedback.get", { params: { id: params.id } }) };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const v = await formValues(request);
  try {
    const answered = await accountsApi(request, context).call("feedback.answer", {
      params: { id: params.id },
      body: { answer: v.answer ?? "" },
    });
    return {
      intent: "answer",
      ok: t("contactAdmin.feedback.sent", { email: answered.email }),
    } satisfies FormResult;
  } catch (error) {
    return formFailure(error, { intent: "answer" });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("contactAdmin.feedback.title"), description: t("contactAdmin.feedback.lead") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminFeedbackMessage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { message: m } = loaderData;
  const result = actionData as FormResult | undefined;
  const errors = errorsOf(result, "answer");
  return (
    <div className="max-w-3xl space-y-5">
      <AppLink to="/admin/feedback" className={linkClass}>
        {t("contactAdmin.feedback.back")}
      </AppLink>
      <h1 className="text-2xl font-bold text-slate-900">
        {m.name} · {t(`feedback.topic.${m.topic as "other"}`)}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
        <dt className="font-semibold">{t("contactAdmin.feedback.from")}</dt>
        <dd>
          {m.name} &lt;{m.email}&gt; —{" "}
          {m.user
            ? t("contactAdmin.feedback.account", { email: m.user.email })
            : t("contactAdmin.feedback.guest")}
        </dd>
        <dt className="font-semibold">{t("contactAdmin.feedback.received")}</dt>
        <dd>{formatDate(m.created_at, locale)}</dd>
      </dl>
      <blockquote className="rounded-lg border border-slate-200 bg-white p-5 whitespace-pre-line text-slate-900">
        {m.message}
      </blockquote>
      {m.answer && m.answered_at ? (
        <section
          aria-labelledby="feedback-answer-title"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-5"
        >
          <h2 id="feedback-answer-title" className="text-sm font-semibold text-emerald-900">
            {t("contactAdmin.feedback.answeredBy", {
              name: m.answered_by?.name ?? "",
              date: formatDate(m.answered_at, locale),
            })}
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-900">{m.answer}</p>
        </section>
      ) : null}
      <Form method="post" noValidate className="space-y-3">
        <FormMessage result={result} intent="answer" />
        <label htmlFor="feedback-answer" className="block text-sm font-medium text-slate-800">
          {t("contactAdmin.feedback.answer")}
        </label>
        <textarea
          id="feedback-answer"
          name="answer"
          required
          rows={8}
          maxLength={FEEDBACK_LIMITS.answerMax}
          className={inputClass}
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={errors.answer ? "feedback-answer-error" : undefined}
        />
        <FieldErrors id="feedback-answer-error" errors={errors.answer} />
        <SubmitButton className={buttonClass}>{t("contactAdmin.feedback.send")}</SubmitButton>
      </Form>
    </div>
  );
}
