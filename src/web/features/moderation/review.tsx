/**
 * The side-by-side review of the console: every field with its approved (public) and proposed
 * values, changed rows marked by a "Changed" label (not by colour only), the photos of both sides,
 * and the decision forms (approve; reject with a required reason). Plain forms: no JavaScript needed.
 */
import { Form } from "react-router";
import type {
  ModerationKind,
  ProductReview,
  SellerChangeReview,
  ServiceReview,
} from "../../../common/api/moderation.ts";
import { REASON_LIMITS } from "../../../common/api/moderation.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import {
  errorsOf,
  FormMessage,
  type FormResult,
  inputClass,
  linkClass,
  SubmitButton,
  secondaryButtonClass,
} from "../accounts/form.tsx";

export function formatDate(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso));
}

export function OverdueBadge({ show }: { show: boolean }) {
  const t = useT();
  if (!show) return null;
  return (
    <span className="ml-2 inline-flex items-center gap-1 rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
      <span aria-hidden="true">!</span>
      {t("moderation.overdue")}
    </span>
  );
}

type Review = ProductReview | SellerChangeReview | ServiceReview;

export function ReviewBody({
  review,
  queue,
  intro,
  result,
}: {
  review: Review;
  /** The queue the review came from: "Back" returns to its tab. */
  queue: ModerationKind;
  intro: string;
  result?: FormResult | null;
}) {
  const t = useT();
  const locale = useLocale();
  const empty = <span className="text-slate-600 italic">{t("moderation.emptyValue")}</span>;
  const fieldErrors = errorsOf(result, "reject");
  const reasonErrors = fieldErrors.reason ?? [];
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t("moderation.review.seller")}</dt>
        <dd>{review.seller.company_name}</dd>
        {review.submitted_at ? (
          <>
            <dt className="font-medium text-slate-700">{t("moderation.review.sent")}</dt>
            <dd>
              {formatDate(review.submitted_at, locale)} ({t.duration(review.age_hours ?? 0)})
              <OverdueBadge show={review.overdue} />
            </dd>
          </>
        ) : null}
      </dl>
      <p className="text-slate-800">{review.waiting ? intro : t("moderation.review.none")}</p>
      {review.last_decision ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          {review.last_decision.decision === "approved"
            ? t("moderation.lastDecision.approved", { date: formatDate(review.last_decision.at, locale) })
            : t("moderation.lastDecision.rejected", {
                date: formatDate(review.last_decision.at, locale),
                reason: review.last_decision.reason,
              })}
        </p>
      ) : null}
      <FormMessage result={result} />

      {/* On a phone the table scrolls sideways in its box: reachable by keyboard (issue 30). */}
      <section
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-700"
        aria-labelledby="review-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption id="review-caption" className="mb-2 text-left font-semibold text-slate-900">
            {t("moderation.review.caption")}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {t("moderation.col.field")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("moderation.col.approved")}
              </th>
              <th scope="col" className="py-2">
                {t("moderation.col.proposed")}
              </th>
            </tr>
          </thead>
          <tbody>
            {review.fields.map((f) => (
              <tr
                key={f.key}
                data-changed={f.changed || undefined}
                className={`border-b border-slate-200 align-top ${f.changed ? "bg-amber-50" : ""}`}
              >
                <th scope="row" className="py-2 pr-4 font-medium text-slate-800">
                  {f.label}
                  {f.changed ? (
                    <span className="ml-2 inline-block rounded border border-amber-600 px-1.5 text-xs font-semibold text-amber-900">
                      {t("moderation.changed")}
                    </span>
                  ) : null}
                </th>
                <td className="py-2 pr-4 break-words whitespace-pre-line">{f.approved ?? empty}</td>
                <td className={`py-2 break-words whitespace-pre-line ${f.changed ? "font-semibold" : ""}`}>
                  {f.proposed ?? empty}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="photos-title" className="space-y-3">
        <h2 id="photos-title" className="text-lg font-semibold text-slate-900">
          {t("moderation.photos.title")}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {(["approved", "proposed"] as const).map((side) => (
            <div key={side}>
              <h3 className="mb-2 text-sm font-semibold text-slate-800">{t(`moderation.photos.${side}`)}</h3>
              {review.photos[side].length ? (
                <ul className="flex flex-wrap gap-2">
                  {review.photos[side].map((p, i) => (
                    <li key={p.id}>
                      <img
                        src={p.url}
                        srcSet={`${p.url} 1x, ${p.url_2x} 2x`}
                        alt={p.alt || t("moderation.photoAlt", { n: i + 1 })}
                        width={96}
                        height={96}
                        className="h-24 w-24 rounded border border-slate-200 object-cover"
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">{t("moderation.photos.none")}</p>
              )}
            </div>
          ))}
        </div>
      </section>

      {review.waiting ? (
        <section aria-labelledby="decide-title" className="space-y-4 rounded-xl border border-slate-200 p-4">
          <h2 id="decide-title" className="text-lg font-semibold text-slate-900">
            {t("moderation.decide")}
          </h2>
          <Form method="post">
            <SubmitButton name="intent" value="approve">
              {t("moderation.approve")}
            </SubmitButton>
          </Form>
          <Form method="post" className="space-y-2">
            <label htmlFor="reason" className="block text-sm font-medium text-slate-800">
              {t("moderation.reason")}
            </label>
            <textarea
              id="reason"
              name="reason"
              required
              minLength={REASON_LIMITS.min}
              maxLength={REASON_LIMITS.max}
              rows={4}
              className={inputClass}
              aria-invalid={reasonErrors.length ? true : undefined}
              aria-describedby={reasonErrors.length ? "reason-hint reason-error" : "reason-hint"}
            />
            <p id="reason-hint" className="text-xs text-slate-600">
              {t("moderation.reasonHint", { min: REASON_LIMITS.min, max: REASON_LIMITS.max })}
            </p>
            {reasonErrors.length ? (
              <p id="reason-error" className="text-sm text-red-700">
                {reasonErrors.join(" ")}
              </p>
            ) : null}
            <SubmitButton name="intent" value="reject" className={secondaryButtonClass}>
              {t("moderation.reject")}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
      <p>
        <AppLink to={`/admin?kind=${queue}`} className={linkClass}>
          {t("moderation.back")}
        </AppLink>
      </p>
    </div>
  );
}
