/**
 * /newsletter (issue 20): the subscription form (address, topics, language), and the action that
 * the footer's form of every page posts to as well (plain HTML: works without JavaScript). The
 * answer never says whether the address was already subscribed: an e-mail tells its owner.
 */
import { Form } from "react-router";
import { NEWSLETTER_TOPICS } from "../../common/contact.ts";
import { isLocale } from "../../common/i18n/index.ts";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  errorsOf,
  Field,
  FormMessage,
  type FormResult,
  SubmitButton,
} from "../features/accounts/form.tsx";
import { formTopics, NewsletterFields } from "../features/contact/newsletter-fields.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("meta.newsletter.title"), description: t("meta.newsletter.description") });
};

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = makeT(locale);
  const form = await request.formData();
  const email = form.get("email");
  const language = form.get("language");
  try {
    await accountsApi(request, context).call("newsletter.subscribe", {
      body: {
        email: typeof email === "string" ? email : "",
        topics: formTopics(form),
        language: isLocale(language) ? language : locale,
      },
    });
    return { intent: "subscribe", ok: t("newsletter.sent") } satisfies FormResult;
  } catch (error) {
    return formFailure(error, {
      intent: "subscribe",
      values: { email: typeof email === "string" ? email : "" },
    } as Partial<FormResult>);
  }
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const result = actionData as FormResult | undefined;
  const errors = errorsOf(result, "subscribe");
  const typed = (result as { values?: { email: string } } | undefined)?.values;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("newsletter.title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("newsletter.lead")}</p>
      {result?.ok ? (
        <p
          role="status"
          className="mt-8 rounded-lg border border-emerald-200 bg-emerald-50 p-6 text-lg font-semibold text-emerald-900"
        >
          {result.ok}
        </p>
      ) : (
        <Form
          method="post"
          noValidate
          className="mt-8 space-y-5 rounded-lg border border-slate-200 bg-white p-6"
        >
          <FormMessage result={result} intent="subscribe" />
          <Field
            name="email"
            type="email"
            label={t("newsletter.email")}
            autoComplete="email"
            required
            defaultValue={typed?.email}
            errors={errors.email}
          />
          <NewsletterFields topics={NEWSLETTER_TOPICS} language={locale} errors={errors} />
          <SubmitButton className={buttonClass}>{t("newsletter.subscribe")}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
