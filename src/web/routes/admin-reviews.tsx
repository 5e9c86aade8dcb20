import "../i18n/reviews-web-messages.ts";
/**
 * /admin/reviews (issue 21, moderator console, docs/decisions/056): reviews of products and
 * companies, newest first, all or only the shown or hidden ones, verified or not (issue 31,
 * decision 069: each unverified one says why — the order's value, the signals its buyer shares
 * with the seller); hide one with a reason (it is no longer shown nor counted) or show it again,
 * each a plain form.
 */
import { Form } from "react-router";
import type { ModeratedReview } from "../../common/api/reviews.ts";
import {
  REVIEW_VERIFICATIONS,
  REVIEW_VISIBILITIES,
  type ReviewVerification,
  type ReviewVisibility,
} from "../../common/reviews.ts";
import { accountsApi, formFailure, formValues } from "../features/accounts/action.server.ts";
import {
  errorsOf,
  Field,
  FormMessage,
  type FormResult,
  SubmitButton,
  secondaryButtonClass,
} from "../features/accounts/form.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { formatDate } from "../features/moderation/review.tsx";
import { StatusTabs } from "../features/moderation/status-tabs.tsx";
import { ReviewCard } from "../features/reviews/review-list.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { AppLink } from "../ui/app-link.tsx";
import type { Route } from "./+types/admin-reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const search = new URL(request.url).searchParams;
  const asked = search.get("visibility") ?? "all";
  const visibility: ReviewVisibility = (REVIEW_VISIBILITIES as readonly string[]).includes(asked)
    ? (asked as ReviewVisibility)
    : "all";
  const checked = search.get("verification") ?? "all";
  const verification: ReviewVerification = (REVIEW_VERIFICATIONS as readonly string[]).includes(checked)
    ? (checked as ReviewVerification)
    : "all";
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "", 10) || 1);
  try {
    const list = await apiFor(request, context).call("reviews.moderation", {
      query: { visibility, verification, page },
    });
    return { list, visibility, verification, page };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const v = await formValues(request);
  const id = { params: { id: v.id ?? "" } };
  const api = accountsApi(request, context);
  // One key per review (not per action): after "hide" the review shows "unhide", and the message
  // of what was just done must still find its review.
  const intent = `review-${v.id}`;
  try {
    if (v.intent === "hide") {
      await api.call("reviews.hide", { ...id, body: { reason: v.reason ?? "" } });
      return { intent, ok: t("reviewsAdmin.hiddenDone") };
    }
    await api.call("reviews.unhide", id);
    return { intent, ok: t("reviewsAdmin.shownDone") };
  } catch (error) {
    return formFailure(error, { intent });
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("reviewsAdmin.title"), description: t("reviewsAdmin.lead") }),
    { name: "robots", content: "noindex" },
  ];
};

/** Whether the review counts and, when it does not, why (the order's value, the shared signals). */
function Verification({ review: r }: { review: ModeratedReview }) {
  const t = useT();
  if (r.verified) return <p className="text-sm font-semibold text-green-800">{t("reviewsAdmin.verified")}</p>;
  const id = `review-${r.id}-reasons`;
  return (
    <div className="text-sm text-amber-900">
      <p className="font-semibold">{t("reviewsAdmin.unverified")}</p>
      {r.verification.reasons.length ? (
        <>
          <p id={id} className="sr-only">
            {t("reviewsAdmin.reasons")}
          </p>
          <ul aria-labelledby={id} className="list-disc pl-5">
            {r.verification.reasons.map((x) => (
              <li key={x.reason}>{x.text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { list, visibility, verification, page } = loaderData as NonNullable<typeof loaderData>;
  const result = actionData as FormResult | undefined;
  const filters = (v: string, c: string) => `/admin/reviews?visibility=${v}&verification=${c}`;
  const link = (n: number) => `${filters(visibility, verification)}&page=${n}`;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t("reviewsAdmin.title")}</h1>
      <p className="text-slate-700">{t("reviewsAdmin.lead")}</p>
      <StatusTabs
        label={t("reviewsAdmin.filter")}
        tabs={REVIEW_VISIBILITIES.map((s) => ({
          to: filters(s, verification),
          label: t(`reviewsAdmin.visibility.${s}`),
          current: s === visibility,
        }))}
      />
      <StatusTabs
        label={t("reviewsAdmin.verificationFilter")}
        tabs={REVIEW_VERIFICATIONS.map((c) => ({
          to: filters(visibility, c),
          label: t(`reviewsAdmin.verification.${c}`),
          current: c === verification,
        }))}
      />
      {list.results.length === 0 ? <p className="text-slate-700">{t("reviewsAdmin.none")}</p> : null}
      <ul className="space-y-4">
        {list.results.map((r) => {
          const intent = `review-${r.id}`;
          return (
            <li key={r.id} className="space-y-2">
              <p className="font-semibold text-slate-900">
                {t("reviewsAdmin.item", { author: r.author_name, company: r.seller.name, rating: r.rating })}
                {r.order_id ? (
                  <span className="font-normal text-slate-600">
                    {" · "}
                    <AppLink to={`/orders/${r.order_id}`} className="underline">
                      {t("reviewsAdmin.order", { id: r.order_id })}
                    </AppLink>
                  </span>
                ) : null}
              </p>
              {r.hidden_at ? (
                <p className="text-sm text-amber-800">
                  {t("reviewsAdmin.hiddenSince", {
                    date: formatDate(r.hidden_at, locale),
                    reason: r.hidden_reason,
                  })}
                </p>
              ) : null}
              <Verification review={r} />
              <ReviewCard review={r} company={r.seller.name} product={r.product} />
              <FormMessage result={result} intent={intent} />
              <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="id" value={r.id} />
                {r.hidden_at ? (
                  <SubmitButton className={secondaryButtonClass} name="intent" value="unhide">
                    {t("reviewsAdmin.unhide")}
                  </SubmitButton>
                ) : (
                  <>
                    <Field
                      name="reason"
                      id={`review-${r.id}-reason`}
                      label={t("reviewsAdmin.reason")}
                      errors={errorsOf(result, intent).reason}
                    />
                    <SubmitButton className={secondaryButtonClass} name="intent" value="hide">
                      {t("reviewsAdmin.hide")}
                    </SubmitButton>
                  </>
                )}
              </Form>
            </li>
          );
        })}
      </ul>
      {list.previous || list.next ? (
        <nav aria-label={t("reviewsAdmin.pages")} className="flex gap-4 text-sm font-semibold">
          {list.previous ? (
            <AppLink to={link(page - 1)} className="underline">
              {t("reviewsAdmin.previous")}
            </AppLink>
          ) : null}
          {list.next ? (
            <AppLink to={link(page + 1)} className="underline">
              {t("reviewsAdmin.next")}
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
