/**
 * /newsletter/unsubscribe?token=… (issue 20): the unsubscribe link of every newsletter mail. One
 * button (POST) unsubscribes; mail clients use the List-Unsubscribe header instead, which
 * unsubscribes without any page. An address already unsubscribed is told so.
 */
import { Form } from "react-router";
import { ApiError } from "../../common/api-client.ts";
import { accountsApi } from "../features/accounts/action.server.ts";
import { buttonClass, SubmitButton } from "../features/accounts/form.tsx";
import { Done, LinkPage } from "../features/contact/link-page.tsx";
import { badLinkOr, tokenOf } from "../features/contact/token-page.server.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

/** A page of one subscriber's link (it shows their address): never kept by the guest page cache or a browser cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, {
      title: t("newsletter.unsubscribe.title"),
      description: t("meta.newsletter.description"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  try {
    const sub = await accountsApi(request, context).call("newsletter.preferences", { query: { token } });
    return { bad: false as const, gone: false, email: sub.email, token };
  } catch (error) {
    // A valid link of an address that already left: say so rather than "expired".
    if (error instanceof ApiError && error.status === 404)
      return { bad: false as const, gone: true, email: "", token };
    return badLinkOr(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  try {
    await accountsApi(request, context).call("newsletter.unsubscribe", { query: { token } });
    return { done: true as const };
  } catch (error) {
    return badLinkOr(error);
  }
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const title = t("newsletter.unsubscribe.title");
  if ((actionData && "done" in actionData) || (!loaderData.bad && loaderData.gone))
    return (
      <LinkPage title={title} bad={false}>
        <Done text={t("newsletter.unsubscribed")} />
      </LinkPage>
    );
  return (
    <LinkPage title={title} bad={loaderData.bad || Boolean(actionData && "bad" in actionData)}>
      {loaderData.bad ? null : (
        <Form method="post">
          <p className="text-lg text-slate-800">
            {t("newsletter.unsubscribe.lead", { email: loaderData.email })}
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton className={`${buttonClass} mt-4`}>{t("newsletter.unsubscribe.button")}</SubmitButton>
        </Form>
      )}
    </LinkPage>
  );
}
