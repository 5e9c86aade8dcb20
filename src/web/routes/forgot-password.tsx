import { Form } from "react-router";
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
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { redirectSignedIn } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/forgot-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  try {
    const sent = await accountsApi(request, context).call("accounts.sendResetPassword", {
      body: { email: values.email ?? "" },
    });
    return { ok: sent.detail } satisfies FormResult;
  } catch (error) {
    return formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("auth.forgot.title"), description: t("auth.forgot.intro") });
};

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData as FormResult | undefined;
  return (
    <>
      <AuthTitle title={t("auth.forgot.title")} intro={t("auth.forgot.intro")} />
      <Form method="post" className="space-y-4" noValidate>
        <FormMessage result={result} />
        <Field
          name="email"
          type="email"
          label={t("auth.email")}
          autoComplete="email"
          required
          maxLength={254}
          errors={result?.fields?.email}
        />
        <SubmitButton className={`${buttonClass} w-full`}>{t("auth.forgot.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <AppLink to="/sign-in" className={linkClass}>
          {t("auth.backToSignIn")}
        </AppLink>
      </p>
    </>
  );
}
