import "../i18n/directory-messages.ts";
/**
 * /admin/pool-ratings (issue 20, moderator console): users' pool ratings by status, oldest pending
 * first; approve (it shows and counts on /pool) or reject, each a plain form.
 */
import { Form } from "react-router";
import type { RatingStatus } from "../../common/directory.ts";
import { RATING_STATUSES } from "../../common/directory.ts";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import {
  buttonClass,
  FormMessage,
  type FormResult,
  SubmitButton,
  secondaryButtonClass,
} from "../features/accounts/form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { formatDate } from "../features/moderation/review.tsx";
import { StatusTabs } from "../features/moderation/status-tabs.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/admin-pool-ratings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const status = (new URL(request.url).searchParams.get("status") ?? "pending") as RatingStatus;
  try {
    const queue = await apiFor(request, context).call("directory.ratings", { query: { status } });
    return { queue, status };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const v = await formValues(request);
  const status = v.decision === "approved" ? "approved" : "rejected";
  try {
    await accountsApi(request, context).call("directory.decideRating", {
      params: { id: v.id ?? "" },
      body: { status },
    });
    return {
      intent: "decide",
      ok: t(status === "approved" ? "ratingsAdmin.approved" : "ratingsAdmin.rejected"),
    };
  } catch (error) {
    return formFailure(error, { intent: "decide" });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("ratingsAdmin.title"), description: t("ratingsAdmin.lead") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminPoolRatings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { queue, status } = loaderData;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("ratingsAdmin.title")}</h1>
      <p className="text-slate-700">{t("ratingsAdmin.lead")}</p>
      <StatusTabs
        label={t("ratingsAdmin.statuses")}
        tabs={RATING_STATUSES.map((s) => ({
          to: `/admin/pool-ratings?status=${s}`,
          label: t(`ratingsAdmin.status.${s}`, { count: queue.counts[s] }),
          current: s === status,
        }))}
      />
      <FormMessage result={actionData as FormResult | undefined} intent="decide" />
      {queue.results.length === 0 ? <p className="text-slate-700">{t("ratingsAdmin.none")}</p> : null}
      <ul className="space-y-3">
        {queue.results.map((r) => (
          <li key={r.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">
              {t("ratingsAdmin.item", { user: r.user.name, pool: r.pool.name, rating: r.rating })}
            </p>
            <p className="text-sm text-slate-700">{r.review || t("ratingsAdmin.noReview")}</p>
            <p className="text-xs text-slate-600">{formatDate(r.updated_at, locale)}</p>
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="id" value={r.id} />
              {r.status !== "approved" ? (
                <SubmitButton className={buttonClass} name="decision" value="approved">
                  {t("ratingsAdmin.approve")}
                </SubmitButton>
              ) : null}
              {r.status !== "rejected" ? (
                <SubmitButton className={secondaryButtonClass} name="decision" value="rejected">
                  {t("ratingsAdmin.reject")}
                </SubmitButton>
              ) : null}
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
