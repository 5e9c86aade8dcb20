/**
 * /admin (issue 6, moderator console): the queues (products, company changes, services) with
 * their counts, oldest first, each item's age against the promised 24 hours, and the bulk
 * "Approve selected" of products. A plain form: works without JavaScript.
 */
import { Form } from "react-router";
import { MODERATION_KINDS, type ModerationKind } from "../../common/api/moderation.ts";
import { formFailure } from "../features/accounts/action.server.ts";
import { FormMessage, linkClass, SubmitButton } from "../features/accounts/form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { formatDate, OverdueBadge } from "../features/moderation/review.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/admin";

const kindOf = (v: string | null): ModerationKind =>
  (MODERATION_KINDS as readonly string[]).includes(v ?? "") ? (v as ModerationKind) : "product";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const kind = kindOf(url.searchParams.get("kind"));
  const page = Number(url.searchParams.get("page") ?? "1") || 1;
  const done = url.searchParams.get("done");
  try {
    const queue = await apiFor(request, context).call("moderation.queue", { query: { kind, page } });
    return { queue, page, done: done === "approved" || done === "rejected" ? done : null };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const form = await request.formData();
  const services = form.get("kind") === "service";
  const ids = form
    .getAll("ids")
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (!ids.length) return { intent: "approve", detail: t("moderation.noneSelected") };
  try {
    if (services) {
      const done = await apiFor(request, context).call("moderation.approveServices", { body: { ids } });
      return { intent: "approve", ok: t("moderation.approvedServices", { count: done.results.length }) };
    }
    const out = await apiFor(request, context).call("moderation.approveProducts", { body: { ids } });
    return {
      intent: "approve",
      ok: t("moderation.approvedCount", { names: out.results.map((r) => r.sku).join(", ") }),
    };
  } catch (error) {
    return formFailure(error, { intent: "approve" });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, {
      title: t("moderation.queue.title"),
      description: t("moderation.queue.description", { hours: 24 }),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminQueue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { queue, page, done } = loaderData;
  /** Products and services are approved in bulk from here; company changes one by one on their page. */
  const products = queue.kind !== "seller_change";
  const reviewPath = (kind: string, id: number) =>
    kind === "seller_change"
      ? `/admin/seller-changes/${id}`
      : kind === "service" || kind === "service_change"
        ? `/admin/services/${id}`
        : `/admin/products/${id}`;
  const pages = Math.max(1, Math.ceil(queue.count / 50));
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("moderation.queue.title")}</h1>
      <p className="text-slate-700">{t("moderation.queue.description", { hours: queue.promise_hours })}</p>
      {done ? (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {t(done === "approved" ? "moderation.done.approved" : "moderation.done.rejected")}
        </p>
      ) : null}
      <nav aria-label={t("moderation.tabs")}>
        <ul className="flex flex-wrap gap-2 border-b border-slate-200">
          {MODERATION_KINDS.map((kind) => {
            const current = kind === queue.kind;
            return (
              <li key={kind}>
                <AppLink
                  to={`/admin?kind=${kind}`}
                  aria-current={current ? "page" : undefined}
                  className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-amber-600 ${
                    current
                      ? "border-slate-900 text-slate-900"
                      : "border-transparent text-slate-700 hover:text-slate-900"
                  }`}
                >
                  {t(`moderation.tab.${kind}`)}{" "}
                  <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-800">
                    <span aria-hidden="true">{queue.counts[kind]}</span>
                    <span className="sr-only">
                      {t("moderation.tab.count", { count: queue.counts[kind] })}
                    </span>
                  </span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>

      {queue.results.length === 0 ? (
        <p className="text-slate-700">{t("moderation.queue.empty")}</p>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="kind" value={queue.kind} />
          <FormMessage result={actionData} />
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">
                {t("moderation.queue.caption", {
                  queue: t(`moderation.tab.${queue.kind}`),
                  count: queue.count,
                })}
              </caption>
              <thead>
                <tr className="border-b border-slate-300">
                  {products ? (
                    <th scope="col" className="py-2 pr-3">
                      <span className="sr-only">{t("moderation.col.select")}</span>
                    </th>
                  ) : null}
                  <th scope="col" className="py-2 pr-3">
                    {t("moderation.col.item")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("moderation.col.kind")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("moderation.col.seller")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("moderation.col.submitted")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("moderation.col.age")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {queue.results.map((item) => {
                  const label = item.sku ? `${item.sku} ${item.name}` : item.name;
                  const boxId = `select-${item.kind}-${item.id}`;
                  return (
                    <tr key={`${item.kind}-${item.id}`} className="border-b border-slate-200 align-top">
                      {products ? (
                        <td className="py-2 pr-3">
                          <input
                            id={boxId}
                            type="checkbox"
                            name="ids"
                            value={item.id}
                            className="h-4 w-4 focus-visible:outline-2 focus-visible:outline-amber-600"
                          />
                          <label htmlFor={boxId} className="sr-only">
                            {t("moderation.selectRow", { name: label })}
                          </label>
                        </td>
                      ) : null}
                      <td className="py-2 pr-3">
                        <AppLink to={reviewPath(item.kind, item.id)} className={linkClass}>
                          {label}
                        </AppLink>
                      </td>
                      <td className="py-2 pr-3">{t(`moderation.kind.${item.kind}`)}</td>
                      <td className="py-2 pr-3">{item.company_name}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">{formatDate(item.submitted_at, locale)}</td>
                      <td className="py-2 whitespace-nowrap">
                        {t.duration(item.age_hours)}
                        <OverdueBadge show={item.overdue} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {products ? <SubmitButton>{t("moderation.approveSelected")}</SubmitButton> : null}
        </Form>
      )}
      {pages > 1 ? (
        <p className="flex gap-4 text-sm">
          {page > 1 ? (
            <AppLink to={`/admin?kind=${queue.kind}&page=${page - 1}`} className={linkClass}>
              {t("moderation.prev")}
            </AppLink>
          ) : null}
          {page < pages ? (
            <AppLink to={`/admin?kind=${queue.kind}&page=${page + 1}`} className={linkClass}>
              {t("moderation.next")}
            </AppLink>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
