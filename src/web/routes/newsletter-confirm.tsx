/**
 * /newsletter/confirm?token=… (issue 20): the link of the confirmation e-mail. The page shows the
 * address and a button; the subscription starts only when it is pressed (POST), so that a mail
 * scanner opening the link confirms nothing.
 */
import { Form } from "react-router";
import { accountsApi } from "../features/accounts/action.server.ts";
import { buttonClass, SubmitButton } from "../features/accounts/form.tsx";
import { Done, LinkPage } from "../features/contact/link-page.tsx";
import { badLinkOr, tokenOf } from "../features/contact/token-page.server.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/newsletter-confirm";

/** A page of one subscriber's link (it shows their address): never kept by the guest page cache or a browser cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("newsletter.confirm.title"), description: t("meta.newsletter.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  try {
    const sub = await accountsApi(request, context).call("newsletter.confirmInfo", { query: { token } });
    return { bad: false as const, email: sub.email, token };
  } catch (error) {
    return badLinkOr(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  try {
    await accountsApi(request, context).call("newsletter.confirm", { body: { token } });
    return { done: true as const };
  } catch (error) {
    return badLinkOr(error);
  }
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData && "done" in actionData)
    return (
      <LinkPage title={t("newsletter.confirm.title")} bad={false}>
        <Done text={t("newsletter.confirmed")} />
      </LinkPage>
    );
  const bad = loaderData.bad || Boolean(actionData && "bad" in actionData);
  return (
    <LinkPage title={t("newsletter.confirm.title")} bad={bad}>
      {loaderData.bad ? null : (
        <Form method="post">
          <p className="text-lg text-slate-800">
            {t("newsletter.confirm.lead", { email: loaderData.email })}
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton className={`${buttonClass} mt-4`}>{t("newsletter.confirm.button")}</SubmitButton>
        </Form>
      )}
    </LinkPage>
  );
}
