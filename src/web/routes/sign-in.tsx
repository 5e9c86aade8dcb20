import { Form, redirect, useSearchParams } from "react-router";
import { ApiError } from "../../common/api-client.ts";
import { safeLocalPath } from "../../common/safe-redirect.ts";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  Field,
  FormMessage,
  type FormResult,
  linkClass,
  SubmitButton,
} from "../features/accounts/form.tsx";
import { GoogleSignIn } from "../features/accounts/google-sign-in.tsx";
import { AuthTitle } from "../features/accounts/page-title.tsx";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { homeOf, redirectSignedIn, startSession } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/sign-in";

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  const api = accountsApi(request, context);
  const google = await api.call("accounts.googleConfig").catch(() => ({ enabled: false, client_id: null }));
  return { googleClientId: google.enabled ? google.client_id : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const values = await formValues(request);
  const api = accountsApi(request, context);
  const next = safeLocalPath(values.next ?? url.searchParams.get("next"));
  try {
    const pair = values.id_token
      ? await api.call("accounts.google", { body: { id_token: values.id_token } })
      : await api.call("accounts.tokenPair", {
          body: {
            email: values.email ?? "",
            password: values.password ?? "",
          },
        });
    startSession(request, context, pair);
    const me = await api.call("accounts.me");
    return redirect(localizePath(next ?? homeOf(me), locale));
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.body as { code?: string } | null)?.code === "email_not_verified"
    ) {
      const q = new URLSearchParams({ email: values.email ?? "", sent: String(Date.now()) });
      return redirect(`${localizePath("/auth-verification", locale)}?${q}`);
    }
    return formFailure(error, { intent: "sign-in" });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [...pageMeta(t, { title: t("auth.signIn.title"), description: t("auth.signIn.description") })];
};

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const result = actionData as FormResult | undefined;
  const errors = result?.fields ?? {};
  const next = safeLocalPath(params.get("next"));
  const notice = params.get("reset") ? t("auth.reset.done") : null;
  return (
    <>
      <AuthTitle title={t("auth.signIn.title")} />
      {notice ? (
        <p role="status" className="mb-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {notice}
        </p>
      ) : null}
      <Form method="post" className="space-y-4" noValidate>
        <FormMessage result={result} />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <Field
          name="email"
          type="email"
          label={t("auth.email")}
          autoComplete="email"
          required
          maxLength={254}
          errors={errors.email}
        />
        <Field
          name="password"
          type="password"
          label={t("auth.password")}
          autoComplete="current-password"
          required
          maxLength={128}
          errors={errors.password}
          aside={
            <AppLink to="/forgot-password" className={`text-sm ${linkClass}`}>
              {t("auth.forgotPassword")}
            </AppLink>
          }
        />
        <SubmitButton className={`${buttonClass} w-full`}>{t("auth.signIn.submit")}</SubmitButton>
      </Form>
      {loaderData.googleClientId ? <GoogleSignIn clientId={loaderData.googleClientId} next={next} /> : null}
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("auth.signIn.noAccount")}{" "}
        <AppLink to={next ? `/sign-up?${new URLSearchParams({ next })}` : "/sign-up"} className={linkClass}>
          {t("auth.signUp.link")}
        </AppLink>
      </p>
    </>
  );
}
