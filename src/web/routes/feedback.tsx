/**
 * /feedback (issue 20): the feedback form for guests and users (POST /api/forms/feedback/: stored,
 * mailed to the team, rate-limited), a React Router action, so it works without JavaScript; after
 * sending it says thank you. A signed-in user finds their name and address filled in.
 */
import { Form } from "react-router";
import { FEEDBACK_LIMITS, FEEDBACK_TOPICS, type FeedbackTopic } from "../../common/contact.ts";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  errorsOf,
  Field,
  FieldErrors,
  FormMessage,
  type FormResult,
  inputClass,
  linkClass,
  SubmitButton,
  TextAreaField,
} from "../features/accounts/form.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { currentUser } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/feedback";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("meta.feedback.title"), description: t("meta.feedback.description") });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  return { name: user?.name ?? "", email: user?.email ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const v = await formValues(request);
  try {
    await accountsApi(request, context).call("feedback.send", {
      body: {
        name: v.name ?? "",
        email: v.email ?? "",
        topic: (v.topic ?? "") as FeedbackTopic,
        message: v.message ?? "",
      },
    });
    return { intent: "feedback", ok: t("feedback.sent") } satisfies FormResult;
  } catch (error) {
    // What was typed comes back with the errors: without JavaScript the page is rendered anew.
    return formFailure(error, { intent: "feedback", values: v } as Partial<FormResult>);
  }
}

export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData as FormResult | undefined;
  const errors = errorsOf(result, "feedback");
  const typed = (result as { values?: Record<string, string> } | undefined)?.values;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("feedback.title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("feedback.lead")}</p>
      {result?.ok ? (
        <div className="mt-8 space-y-4 rounded-lg border border-emerald-200 bg-emerald-50 p-6">
          <p role="status" className="text-lg font-semibold text-emerald-900">
            {result.ok}
          </p>
          <AppLink to="/feedback" className={linkClass}>
            {t("feedback.sendAnother")}
          </AppLink>
        </div>
      ) : (
        <Form
          method="post"
          noValidate
          className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6"
        >
          <FormMessage result={result} intent="feedback" />
          <Field
            name="name"
            label={t("feedback.name")}
            autoComplete="name"
            required
            maxLength={FEEDBACK_LIMITS.nameMax}
            defaultValue={typed?.name ?? loaderData.name}
            errors={errors.name}
          />
          <Field
            name="email"
            type="email"
            label={t("feedback.email")}
            autoComplete="email"
            required
            defaultValue={typed?.email ?? loaderData.email}
            errors={errors.email}
          />
          <div className="space-y-1">
            <label htmlFor="feedback-topic" className="block text-sm font-medium text-slate-800">
              {t("feedback.topic")}
            </label>
            <select
              id="feedback-topic"
              name="topic"
              required
              defaultValue={typed?.topic ?? "question"}
              className={inputClass}
              aria-invalid={errors.topic ? true : undefined}
              aria-describedby={errors.topic ? "feedback-topic-error" : undefined}
            >
              {FEEDBACK_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`feedback.topic.${topic}`)}
                </option>
              ))}
            </select>
            <FieldErrors id="feedback-topic-error" errors={errors.topic} />
          </div>
          <TextAreaField
            name="message"
            id="feedback-message"
            label={t("feedback.message")}
            required
            rows={6}
            minLength={FEEDBACK_LIMITS.messageMin}
            maxLength={FEEDBACK_LIMITS.messageMax}
            defaultValue={typed?.message}
            errors={errors.message}
          />
          <SubmitButton className={buttonClass}>{t("feedback.submit")}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
