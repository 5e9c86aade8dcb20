/** The e-mail change links (both steps): a button confirms, so that mail scanners opening links change nothing. */
import { Form, useSearchParams } from "react-router";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import {
  buttonClass,
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
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/confirm-email";

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  try {
    const res = await accountsApi(request, context).call("accounts.confirmEmailChange", {
      body: { token: values.token ?? "" },
    });
    return { ok: res.detail, done: true } satisfies FormResult & { done: boolean };
  } catch (error) {
    return formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("account.confirmEmail.title"), description: t("account.confirmEmail.intro") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function ConfirmEmail({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const result = actionData as (FormResult & { done?: boolean }) | undefined;
  const tokenError = result?.fields?.token?.join(" ") ?? (token ? null : t("auth.reset.noToken"));
  return (
    <>
      <AuthTitle
        title={t("account.confirmEmail.title")}
        intro={result?.done ? undefined : t("account.confirmEmail.intro")}
      />
      <div className="space-y-4">
        <FormMessage result={result} />
        {tokenError ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {tokenError}
          </p>
        ) : null}
        {result?.done ? (
          <AppLink to="/buyer-account" className={linkClass}>
            {t("account.goToAccount")}
          </AppLink>
        ) : token ? (
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <SubmitButton className={`${buttonClass} w-full`}>
              {t("account.confirmEmail.submit")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </>
  );
}
