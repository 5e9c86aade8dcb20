/** One mail of the dev mailbox: the HTML in a sandboxed frame (no scripts, no same origin), or the text. */
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/dev-mailbox-message";
import { MailDate } from "./dev-mailbox.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    return {
      mail: await apiFor(request, context).call("dev.mail", { params: { id: params.id } }),
    };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    { title: t("meta.titleSuffix", { title: data?.mail.subject ?? t("devMail.title") }) },
    { name: "robots", content: "noindex" },
  ];
};

export default function DevMailboxMessage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { mail } = loaderData;
  return (
    <div className="space-y-4">
      <AppLink to="/dev/mailbox" className="text-sm text-amber-800 underline underline-offset-2">
        {t("devMail.back")}
      </AppLink>
      <h1 className="text-2xl font-bold">{mail.subject}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        <dt className="font-medium">{t("devMail.from")}</dt>
        <dd>{mail.from}</dd>
        <dt className="font-medium">{t("devMail.to")}</dt>
        <dd>{mail.to}</dd>
        <dt className="font-medium">{t("devMail.date")}</dt>
        <dd>
          <MailDate iso={mail.created_at} />
        </dd>
      </dl>
      {mail.html ? (
        <iframe
          title={t("devMail.htmlTitle")}
          sandbox=""
          srcDoc={mail.html}
          className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : null}
      <details open={!mail.html} className="rounded-lg border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer text-sm font-medium">{t("devMail.text")}</summary>
        <pre data-testid="mail-text" className="mt-2 text-sm whitespace-pre-wrap">
          {mail.text}
        </pre>
      </details>
    </div>
  );
}
