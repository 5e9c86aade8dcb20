/** /dev/mailbox: mail kept by the dev mailbox (no SMTP server); 404 when the API does not serve it. */
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/dev-mailbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to") ?? undefined;
  try {
    const list = await apiFor(request, context).call("dev.mailbox", { query: { page_size: 100, to } });
    return { mails: list.results, count: list.count, to: to ?? "" };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    { title: t("meta.titleSuffix", { title: t("devMail.title") }) },
    { name: "robots", content: "noindex" },
  ];
};

export function MailDate({ iso }: { iso: string }) {
  const locale = useLocale();
  return (
    <time dateTime={iso}>
      {new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" }).format(
        new Date(iso),
      )}
    </time>
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { mails, count, to } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("devMail.title")}</h1>
      <p className="text-sm text-slate-600">{t("devMail.intro")}</p>
      <form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="mail-to" className="block text-sm font-medium">
            {t("devMail.filter")}
          </label>
          <input
            id="mail-to"
            name="to"
            type="email"
            defaultValue={to}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-2 focus:outline-amber-500"
          />
        </div>
        <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white">
          {t("devMail.filterSubmit")}
        </button>
      </form>
      <p className="text-sm text-slate-700">{t("devMail.count", { count })}</p>
      {mails.length === 0 ? (
        <p className="text-slate-700">{t("devMail.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {mails.map((m) => (
            <li key={m.id} className="px-4 py-3">
              <AppLink
                to={`/dev/mailbox/${m.id}`}
                className="font-medium text-slate-900 underline-offset-2 hover:underline"
              >
                {m.subject}
              </AppLink>
              <p className="text-sm text-slate-600">
                {t("devMail.to")} {m.to} · <MailDate iso={m.created_at} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
