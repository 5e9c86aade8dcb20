import { Form, redirect, useSearchParams } from "react-router";
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
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/reset-password";

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const values = await formValues(request);
  try {
    await accountsApi(request, context).call("accounts.resetPassword", {
      body: {
        token: values.token ?? "",
        password: values.password ?? "",
        password_confirm: values.password_confirm ?? "",
      },
    });
    return redirect(`${localizePath("/sign-in", locale)}?reset=1`);
  } catch (error) {
    return formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("auth.reset.title"), description: t("auth.reset.intro") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const result = actionData as FormResult | undefined;
  const errors = result?.fields ?? {};
  const tokenErrors = errors.token ?? (token ? undefined : [t("auth.reset.noToken")]);
  return (
    <>
      <AuthTitle title={t("auth.reset.title")} intro={t("auth.reset.intro")} />
      {tokenErrors ? (
        <div
          role="alert"
          className="mb-4 space-y-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p>{tokenErrors.join(" ")}</p>
          <p>
            <AppLink to="/forgot-password" className={linkClass}>
              {t("auth.reset.again")}
            </AppLink>
          </p>
        </div>
      ) : null}
      <Form method="post" className="space-y-4" noValidate>
        <FormMessage result={result} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordField label={t("auth.newPassword")} errors={errors.password} />
        <Field
          name="password_confirm"
          type="password"
          label={t("auth.passwordConfirm")}
          autoComplete="new-password"
          required
          maxLength={128}
          errors={errors.password_confirm}
        />
        <SubmitButton className={`${buttonClass} w-full`}>{t("auth.reset.submit")}</SubmitButton>
      </Form>
    </>
  );
}
