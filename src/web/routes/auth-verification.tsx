import { useEffect, useState } from "react";
import { Form, redirect, useSearchParams } from "react-router";
import { safeLocalPath } from "../../common/safe-redirect.ts";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import { formatCountdown, recordCodeSent, secondsLeft } from "../features/accounts/countdown.ts";
import {
  buttonClass,
  Field,
  FormMessage,
  type FormResult,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
} from "../features/accounts/form.tsx";
import { AuthTitle } from "../features/accounts/page-title.tsx";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { redirectSignedIn, startSession } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import type { Route } from "./+types/auth-verification";

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  const url = new URL(request.url);
  if (!url.searchParams.get("email")) {
    throw redirect(localizePath("/sign-up", localeFromPath(url.pathname)));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const values = await formValues(request);
  const api = accountsApi(request, context);
  const email = values.email ?? "";
  if (values.intent === "resend") {
    try {
      const sent = await api.call("accounts.resendCode", { body: { email } });
      return { intent: "resend", ok: sent.detail, sentAt: Date.now() } satisfies FormResult & {
        sentAt: number;
      };
    } catch (error) {
      return formFailure(error, { intent: "resend" });
    }
  }
  try {
    const pair = await api.call("accounts.verifyCode", {
      body: {
        email,
        code: values.code ?? "",
      },
    });
    startSession(request, context, pair);
    return redirect(localizePath(safeLocalPath(values.next) ?? "/buyer-account", locale));
  } catch (error) {
    return formFailure(error, { intent: "verify" });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return pageMeta(t, { title: t("auth.verify.title"), description: t("auth.verify.description") });
};

/** The "Send again" lock: counts down from the start time kept in local storage (spec 4). */
function useResendLock(email: string, sentAt: number | null): number {
  const hydrated = useHydrated();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!hydrated) return;
    if (sentAt) recordCodeSent(window.localStorage, email, sentAt);
    const tick = () => setLeft(secondsLeft(window.localStorage, email, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [hydrated, email, sentAt]);
  return left;
}

export default function AuthVerification({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const next = safeLocalPath(params.get("next"));
  const result = actionData as (FormResult & { sentAt?: number }) | undefined;
  const sentParam = Number(params.get("sent"));
  const sentAt = result?.sentAt ?? (Number.isFinite(sentParam) && sentParam > 0 ? sentParam : null);
  const left = useResendLock(email, sentAt);
  const errors = result?.intent === "verify" ? (result.fields ?? {}) : {};
  return (
    <>
      <AuthTitle title={t("auth.verify.title")} intro={t("auth.verify.intro", { email })} />
      <Form method="post" className="space-y-4" noValidate>
        <FormMessage result={result} intent="verify" />
        <input type="hidden" name="email" value={email} />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <Field
          name="code"
          label={t("auth.verify.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          className="space-y-1"
          errors={errors.code ?? errors.email}
        />
        <SubmitButton className={`${buttonClass} w-full`} name="intent" value="verify">
          {t("auth.verify.submit")}
        </SubmitButton>
      </Form>
      <Form method="post" className="mt-6 space-y-3 border-t border-slate-200 pt-4">
        <FormMessage result={result} intent="resend" />
        <input type="hidden" name="email" value={email} />
        <p className="text-sm text-slate-700">{t("auth.verify.noCode")}</p>
        <button
          type="submit"
          name="intent"
          value="resend"
          disabled={left > 0}
          className={secondaryButtonClass}
        >
          {left > 0 ? t("auth.verify.resendIn", { time: formatCountdown(left) }) : t("auth.verify.resend")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <AppLink to="/sign-up" className={linkClass}>
          {t("auth.verify.otherEmail")}
        </AppLink>
      </p>
    </>
  );
}
