import "../i18n/workspace-messages.ts";
/**
 * /buyer-account (spec 2 and 5): avatar (upload, or one of the default pictures), e-mail change,
 * password change, up to 3 extra notification e-mails; account deletion goes through support.
 * One action, one `intent` per form; every form works without JavaScript.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { Avatar } from "../../common/api/accounts.ts";
import { ACCOUNT_LIMITS, MARKETPLACE_EMAILS } from "../../common/constants.ts";
import { accountsApi, formFailure } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  errorsOf,
  Field,
  FieldErrors,
  FormMessage,
  type FormResult,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
  useResetOnSuccess,
} from "../features/accounts/form.tsx";
import { NewPasswordField } from "../features/accounts/password-field.tsx";
import { UserAvatar } from "../features/accounts/user-avatar.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { requireSignedIn } from "../lib/session.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/buyer-account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireSignedIn(request, context);
  const defaults = await accountsApi(request, context)
    .call("accounts.defaultAvatars")
    .catch(() => [] as Avatar[]);
  return { me, defaults };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireSignedIn(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const api = accountsApi(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  try {
    switch (intent) {
      case "avatar-upload": {
        const file = form.get("avatar");
        if (!(file instanceof File) || file.size === 0) {
          return { intent, fields: { avatar: [t("validation.required")] } } satisfies FormResult;
        }
        if (file.size > ACCOUNT_LIMITS.avatarMaxBytes) {
          return { intent, fields: { avatar: [t("account.avatar.tooLarge")] } } satisfies FormResult;
        }
        await api.upload("accounts.avatar", { field: "avatar", file });
        return { intent, ok: t("account.avatar.saved") } satisfies FormResult;
      }
      case "avatar-default": {
        await api.call("accounts.updateUser", {
          params: { id: me.id },
          body: { avatar: str("avatar") || null },
        });
        return { intent, ok: t("account.avatar.saved") } satisfies FormResult;
      }
      case "change-email": {
        const res = await api.call("accounts.changeEmail", {
          body: {
            email: str("email"),
          },
        });
        return { intent, ok: res.detail } satisfies FormResult;
      }
      case "change-password": {
        await api.call("accounts.changePassword", {
          body: {
            current_password: str("current_password"),
            password: str("password"),
            password_confirm: str("password_confirm"),
          },
        });
        return { intent, ok: t("account.password.saved") } satisfies FormResult;
      }
      case "add-email": {
        await api.call("accounts.addExtraEmail", { body: { email: str("email") } });
        return { intent, ok: t("account.emails.added") } satisfies FormResult;
      }
      case "remove-email": {
        await api.call("accounts.deleteExtraEmail", { params: { id: str("id") } });
        return { intent, ok: t("account.emails.removed") } satisfies FormResult;
      }
      default:
        return { intent, detail: t("account.unknownAction") } satisfies FormResult;
    }
  } catch (error) {
    return formFailure(error, { intent });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("account.title"), description: t("account.description") }),
    { name: "robots", content: "noindex" },
  ];
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function BuyerAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { me, defaults } = loaderData;
  const result = actionData as FormResult | undefined;
  const avatarErrors = errorsOf(result, "avatar-upload");
  const emailErrors = errorsOf(result, "change-email");
  const pwErrors = errorsOf(result, "change-password");
  const extraErrors = errorsOf(result, "add-email");
  const emailForm = useResetOnSuccess(result, "change-email");
  const passwordForm = useResetOnSuccess(result, "change-password");
  const extraForm = useResetOnSuccess(result, "add-email");
  const uploadForm = useResetOnSuccess(result, "avatar-upload");
  return (
    <div className="max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{t("account.title")}</h1>
        <p className="text-sm text-slate-600">
          {t("account.signedInAs", { name: me.name, email: me.email })}
        </p>
      </header>

      <Section id="avatar-heading" title={t("account.avatar.title")}>
        <div className="flex items-center gap-4">
          <UserAvatar name={me.name} url={me.avatar?.url ?? null} size="lg" />
          <p className="text-sm text-slate-600">{t("account.avatar.help")}</p>
        </div>
        <FormMessage result={result} intent="avatar-upload" />
        <FormMessage result={result} intent="avatar-default" />
        <Form ref={uploadForm} method="post" encType="multipart/form-data" className="space-y-2">
          <div className="space-y-1">
            <label htmlFor="avatar-file" className="block text-sm font-medium text-slate-800">
              {t("account.avatar.upload")}
            </label>
            <input
              id="avatar-file"
              name="avatar"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={avatarErrors.avatar ? true : undefined}
              aria-describedby={avatarErrors.avatar ? "avatar-file-error" : "avatar-file-hint"}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white focus-visible:outline-2 focus-visible:outline-amber-500"
            />
            <p id="avatar-file-hint" className="text-xs text-slate-600">
              {t("account.avatar.limits")}
            </p>
            <FieldErrors id="avatar-file-error" errors={avatarErrors.avatar} />
          </div>
          <SubmitButton className={secondaryButtonClass} name="intent" value="avatar-upload">
            {t("account.avatar.uploadSubmit")}
          </SubmitButton>
        </Form>
        {defaults.length ? (
          <Form method="post" className="space-y-3">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">{t("account.avatar.pick")}</legend>
              <div className="flex flex-wrap gap-2">
                {defaults.map((a, i) => (
                  <label key={a.id} className="cursor-pointer">
                    <input
                      type="radio"
                      name="avatar"
                      value={a.id ?? ""}
                      defaultChecked={me.avatar?.id === a.id}
                      className="peer sr-only"
                    />
                    <img
                      src={a.url}
                      srcSet={`${a.url} 1x, ${a.url_2x} 2x`}
                      alt={t("account.avatar.defaultAlt", { n: i + 1 })}
                      width={56}
                      height={56}
                      className="size-14 rounded-full border-2 border-transparent peer-checked:border-amber-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-slate-900"
                    />
                  </label>
                ))}
              </div>
            </fieldset>
            <SubmitButton className={secondaryButtonClass} name="intent" value="avatar-default">
              {t("account.avatar.pickSubmit")}
            </SubmitButton>
          </Form>
        ) : null}
      </Section>

      <Section id="email-heading" title={t("account.email.title")}>
        <p className="text-sm text-slate-700">{t("account.email.current", { email: me.email })}</p>
        <Form ref={emailForm} method="post" className="space-y-3" noValidate>
          <FormMessage result={result} intent="change-email" />
          <Field
            name="email"
            type="email"
            label={t("account.email.new")}
            autoComplete="email"
            required
            maxLength={254}
            errors={emailErrors.email}
            hint={t("account.email.help")}
          />
          <SubmitButton className={buttonClass} name="intent" value="change-email">
            {t("account.email.submit")}
          </SubmitButton>
        </Form>
      </Section>

      <Section id="password-heading" title={t("account.password.title")}>
        {me.has_password ? (
          <Form ref={passwordForm} method="post" className="space-y-3" noValidate>
            <FormMessage result={result} intent="change-password" />
            <Field
              name="current_password"
              type="password"
              label={t("account.password.current")}
              autoComplete="current-password"
              required
              maxLength={128}
              errors={pwErrors.current_password}
            />
            <NewPasswordField label={t("auth.newPassword")} errors={pwErrors.password} />
            <Field
              name="password_confirm"
              type="password"
              label={t("auth.passwordConfirm")}
              autoComplete="new-password"
              required
              maxLength={128}
              errors={pwErrors.password_confirm}
            />
            <SubmitButton className={buttonClass} name="intent" value="change-password">
              {t("account.password.submit")}
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-sm text-slate-700">
            {t("account.password.none")}{" "}
            <AppLink to="/forgot-password" className={linkClass}>
              {t("auth.forgotPassword")}
            </AppLink>
          </p>
        )}
      </Section>

      <Section id="emails-heading" title={t("account.emails.title")}>
        <p className="text-sm text-slate-600">
          {t("account.emails.help", { max: ACCOUNT_LIMITS.extraEmailsMax })}
        </p>
        <FormMessage result={result} intent="remove-email" />
        {me.emails.length ? (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {me.emails.map((e) => (
              <li key={e.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="break-all">{e.email}</span>
                <Form method="post">
                  <input type="hidden" name="id" value={e.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove-email"
                    className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
                  >
                    {t("account.emails.remove")}
                    <span className="sr-only"> {e.email}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">{t("account.emails.none")}</p>
        )}
        {me.emails.length < ACCOUNT_LIMITS.extraEmailsMax ? (
          <Form ref={extraForm} method="post" className="space-y-3" noValidate>
            <FormMessage result={result} intent="add-email" />
            <Field
              name="email"
              type="email"
              label={t("account.emails.add")}
              autoComplete="off"
              required
              maxLength={254}
              errors={extraErrors.email}
            />
            <SubmitButton className={secondaryButtonClass} name="intent" value="add-email">
              {t("account.emails.addSubmit")}
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-sm text-slate-700">{t("account.emails.full")}</p>
        )}
      </Section>

      <Section id="delete-heading" title={t("account.delete.title")}>
        <p className="text-sm text-slate-700">
          {t("account.delete.text")}{" "}
          {/* The support chat (/buyer-chats) comes with the chat; until then, support answers by e-mail. */}
          <a href={`mailto:${MARKETPLACE_EMAILS.support}?subject=Account%20deletion`} className={linkClass}>
            {t("account.delete.link")}
          </a>
        </p>
      </Section>
    </div>
  );
}
