import { Form, redirect, useSearchParams } from "react-router";
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
import { AuthTitle } from "../features/accounts/page-title.tsx";
import { NewPasswordField } from "../features/accounts/password-field.tsx";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { redirectSignedIn } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/sign-up";

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const values = await formValues(request);
  try {
    const sent = await accountsApi(request, context).call("accounts.register", {
      body: {
        name: values.name ?? "",
        email: values.email ?? "",
        password: values.password ?? "",
        password_confirm: values.password_confirm ?? "",
      },
    });
    const q = new URLSearchParams({ email: sent.email, sent: String(Date.now()) });
    const next = safeLocalPath(values.next);
    if (next) q.set("next", next);
    return redirect(`${localizePath("/auth-verification", locale)}?${q}`);
  } catch (error) {
    return formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("auth.signUp.title"), description: t("auth.signUp.description") });
};

export default function SignUp({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const next = safeLocalPath(params.get("next"));
  const result = actionData as FormResult | undefined;
  const errors = result?.fields ?? {};
  return (
    <>
      <AuthTitle title={t("auth.signUp.title")} intro={t("auth.signUp.intro")} />
      <Form method="post" className="space-y-4" noValidate>
        <FormMessage result={result} />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <Field
          name="name"
          label={t("auth.name")}
          autoComplete="name"
          required
          maxLength={150}
          errors={errors.name}
        />
        <Field
          name="email"
          type="email"
          label={t("auth.email")}
          autoComplete="email"
          required
          maxLength={254}
          errors={errors.email}
        />
        <NewPasswordField label={t("auth.password")} errors={errors.password} />
        <Field
          name="password_confirm"
          type="password"
          label={t("auth.passwordConfirm")}
          autoComplete="new-password"
          required
          maxLength={128}
          errors={errors.password_confirm}
        />
        <p className="text-sm text-slate-600">
          {t("signUp.legal.before")}
          <AppLink to="/terms" className={linkClass}>
            {t("signUp.legal.terms")}
          </AppLink>
          {t("signUp.legal.middle")}
          <AppLink to="/privacy-policy" className={linkClass}>
            {t("signUp.legal.privacy")}
          </AppLink>
          {t("signUp.legal.after")}
        </p>
        <SubmitButton className={`${buttonClass} w-full`}>{t("auth.signUp.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("auth.signUp.haveAccount")}{" "}
        <AppLink to={next ? `/sign-in?${new URLSearchParams({ next })}` : "/sign-in"} className={linkClass}>
          {t("auth.signIn.link")}
        </AppLink>
      </p>
    </>
  );
}
