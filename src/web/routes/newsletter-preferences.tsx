/** /newsletter/preferences?token=… (issue 20): a subscriber's topics and language, from the link of each newsletter. */
import { Form } from "react-router";
import { isLocale } from "../../common/i18n/index.ts";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  Confirmation,
  errorsOf,
  FormMessage,
  type FormResult,
  linkClass,
  SubmitButton,
} from "../features/accounts/form.tsx";
import { LinkPage } from "../features/contact/link-page.tsx";
import { formTopics, NewsletterFields } from "../features/contact/newsletter-fields.tsx";
import { badLinkOr, tokenOf } from "../features/contact/token-page.server.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/newsletter-preferences";

/** A page of one subscriber's link (it shows their address): never kept by the guest page cache or a browser cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("newsletter.prefs.title"), description: t("meta.newsletter.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  try {
    const sub = await accountsApi(request, context).call("newsletter.preferences", { query: { token } });
    return { bad: false as const, sub, token };
  } catch (error) {
    return badLinkOr(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const form = await request.formData();
  const language = form.get("language");
  try {
    await accountsApi(request, context).call("newsletter.updatePreferences", {
      body: {
        token: String(form.get("token") ?? ""),
        topics: formTopics(form),
        language: isLocale(language) ? language : ("" as "en"),
      },
    });
    return { intent: "prefs", ok: t("newsletter.prefs.saved") } satisfies FormResult;
  } catch (error) {
    return formFailure(error, { intent: "prefs" });
  }
}

export default function NewsletterPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData as FormResult | undefined;
  if (loaderData.bad) return <LinkPage title={t("newsletter.prefs.title")} bad />;
  const { sub, token } = loaderData;
  return (
    <LinkPage title={t("newsletter.prefs.title")} bad={false}>
      <p className="text-lg text-slate-800">{t("newsletter.prefs.lead", { email: sub.email })}</p>
      <Form method="post" noValidate className="space-y-5 rounded-lg border border-slate-200 bg-white p-6">
        <FormMessage result={result?.ok ? undefined : result} intent="prefs" />
        <input type="hidden" name="token" value={token} />
        <NewsletterFields topics={sub.topics} language={sub.language} errors={errorsOf(result, "prefs")} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton className={buttonClass}>{t("newsletter.prefs.save")}</SubmitButton>
          <Confirmation result={result} intent="prefs" />
        </div>
      </Form>
      <AppLink to={`/newsletter/unsubscribe?${new URLSearchParams({ token })}`} className={linkClass}>
        {t("newsletter.unsubscribe.title")}
      </AppLink>
    </LinkPage>
  );
}
