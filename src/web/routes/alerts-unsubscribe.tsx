import "../i18n/workspace-messages.ts";
/**
 * /alerts/unsubscribe?token=… (issue 22): the unsubscribe links of the alerts digest, for one alert
 * or all of them. One button (POST) pauses them; mail clients use the List-Unsubscribe header
 * instead, which does it without any page. Works signed out.
 */
import { Form } from "react-router";
import { accountsApi } from "../features/accounts/action.server.ts";
import { buttonClass, linkClass, SubmitButton } from "../features/accounts/form.tsx";
import { Done } from "../features/contact/link-page.tsx";
import { badLinkOr, tokenOf } from "../features/contact/token-page.server.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/alerts-unsubscribe";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("alerts.unsubscribe.title"), description: t("meta.alerts.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  try {
    const info = await accountsApi(request, context).call("alerts.unsubscribeInfo", { query: { token } });
    return { bad: false as const, token, name: info.alert?.name ?? null };
  } catch (error) {
    return badLinkOr(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await accountsApi(request, context).call("alerts.unsubscribe", {
      query: { token: String(form.get("token") ?? "") },
    });
    return { done: true as const };
  } catch (error) {
    return badLinkOr(error);
  }
}

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const bad = loaderData.bad || Boolean(actionData && "bad" in actionData);
  return (
    <div className="mx-auto max-w-xl space-y-6 py-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("alerts.unsubscribe.title")}</h1>
      {bad ? (
        <p role="alert" className="text-lg text-slate-800">
          {t("alerts.badLink")}
        </p>
      ) : actionData && "done" in actionData ? (
        <Done text={t("alerts.unsubscribed")} />
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-lg text-slate-800">
            {loaderData.name === null || loaderData.bad
              ? t("alerts.unsubscribe.leadAll")
              : t("alerts.unsubscribe.leadOne", { name: loaderData.name })}
          </p>
          <input type="hidden" name="token" value={loaderData.bad ? "" : loaderData.token} />
          <SubmitButton className={buttonClass}>{t("alerts.unsubscribe.button")}</SubmitButton>
        </Form>
      )}
      <AppLink to="/buyer-alerts" className={linkClass}>
        {t("alerts.unsubscribe.manage")}
      </AppLink>
    </div>
  );
}
