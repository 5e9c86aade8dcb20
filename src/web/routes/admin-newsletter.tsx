/** /admin/newsletter (issue 20, moderator console): subscriber counts and the CSV export of confirmed subscribers. */

import { apiUrl } from "../../common/api-client.ts";
import { NEWSLETTER_TOPICS } from "../../common/contact.ts";
import { buttonClass } from "../features/accounts/form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/admin-newsletter";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  try {
    return { stats: await apiFor(request, context).call("newsletter.stats") };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, {
      title: t("contactAdmin.newsletter.title"),
      description: t("contactAdmin.newsletter.lead"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

function Figures({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: { label: string; value: number }[];
}) {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {rows.map((r) => (
          <div key={r.label} className="contents">
            <dt className="text-slate-700">{r.label}</dt>
            <dd className="text-right font-semibold text-slate-900 tabular-nums">{format.format(r.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { stats } = loaderData;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("contactAdmin.newsletter.title")}</h1>
      <p className="text-slate-700">{t("contactAdmin.newsletter.lead")}</p>
      <div className="grid gap-4 md:grid-cols-3">
        <Figures
          id="newsletter-status"
          title={t("contactAdmin.newsletter.title")}
          rows={[
            { label: t("contactAdmin.newsletter.confirmed"), value: stats.confirmed },
            { label: t("contactAdmin.newsletter.pending"), value: stats.pending },
            { label: t("contactAdmin.newsletter.unsubscribed"), value: stats.unsubscribed },
          ]}
        />
        <Figures
          id="newsletter-topics"
          title={t("contactAdmin.newsletter.perTopic")}
          rows={NEWSLETTER_TOPICS.map((topic) => ({
            label: t(`newsletter.topic.${topic}`),
            value: stats.topics[topic],
          }))}
        />
        <Figures
          id="newsletter-languages"
          title={t("contactAdmin.newsletter.perLanguage")}
          rows={(["en", "fr"] as const).map((l) => ({
            label: t(`newsletter.lang.${l}`),
            value: stats.languages[l],
          }))}
        />
      </div>
      {/* A download with the session cookie (GET needs no CSRF token). */}
      <a href={apiUrl("newsletter.export")} download className={buttonClass}>
        {t("contactAdmin.newsletter.export")}
      </a>
    </div>
  );
}
