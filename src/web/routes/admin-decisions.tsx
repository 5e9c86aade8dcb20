/**
 * /admin/decisions (issue 6, moderator console): the audit log — who decided, when, on what, the
 * decision and the reason — newest first, filtered by kind.
 */
import { DECISION_KINDS } from "../../common/api/moderation.ts";
import { linkClass } from "../features/accounts/form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { formatDate } from "../features/moderation/review.tsx";
import { StatusTabs } from "../features/moderation/status-tabs.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/admin-decisions";

type Kind = (typeof DECISION_KINDS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const raw = url.searchParams.get("kind");
  const kind = (DECISION_KINDS as readonly string[]).includes(raw ?? "") ? (raw as Kind) : null;
  const page = Number(url.searchParams.get("page") ?? "1") || 1;
  try {
    const log = await apiFor(request, context).call("moderation.decisions", {
      query: {
        kind,
        page,
      },
    });
    return { log, kind, page };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, {
      title: t("moderation.decisions.title"),
      description: t("moderation.decisions.description"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminDecisions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { log, kind, page } = loaderData;
  const filters: { to: string; label: string; current: boolean }[] = [
    { to: "/admin/decisions", label: t("moderation.decisions.all"), current: kind === null },
    ...DECISION_KINDS.map((k) => ({
      to: `/admin/decisions?kind=${k}`,
      label: t(`moderation.tab.${k}`),
      current: kind === k,
    })),
  ];
  const pages = Math.max(1, Math.ceil(log.count / 50));
  const pageLink = (p: number) =>
    `/admin/decisions?${new URLSearchParams({ ...(kind ? { kind } : {}), page: String(p) })}`;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("moderation.decisions.title")}</h1>
      <p className="text-slate-700">{t("moderation.decisions.description")}</p>
      <StatusTabs label={t("moderation.decisions.filter")} tabs={filters} look="links" />
      {log.results.length === 0 ? (
        <p className="text-slate-700">{t("moderation.decisions.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("moderation.decisions.caption")}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  {t("moderation.col.when")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("moderation.col.who")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("moderation.col.what")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("moderation.col.decision")}
                </th>
                <th scope="col" className="py-2">
                  {t("moderation.col.reason")}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.results.map((d) => (
                <tr key={d.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDate(d.created_at, locale)}</td>
                  <td className="py-2 pr-3">
                    {d.moderator ? `${d.moderator.name} (${d.moderator.email})` : t("moderation.deletedUser")}
                  </td>
                  <td className="py-2 pr-3">
                    {d.kind === "product" ? (
                      <AppLink to={`/admin/products/${d.subject_id}`} className={linkClass}>
                        {d.subject}
                      </AppLink>
                    ) : d.kind === "seller_change" ? (
                      <AppLink to={`/admin/seller-changes/${d.subject_id}`} className={linkClass}>
                        {d.subject}
                      </AppLink>
                    ) : (
                      d.subject
                    )}
                  </td>
                  <td className="py-2 pr-3">{t(`moderation.decision.${d.decision}`)}</td>
                  <td className="py-2 whitespace-pre-line">{d.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <p className="flex gap-4 text-sm">
          {page > 1 ? (
            <AppLink to={pageLink(page - 1)} className={linkClass}>
              {t("moderation.prev")}
            </AppLink>
          ) : null}
          {page < pages ? (
            <AppLink to={pageLink(page + 1)} className={linkClass}>
              {t("moderation.next")}
            </AppLink>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
