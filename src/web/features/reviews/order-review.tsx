import "../../i18n/reviews-web-messages.ts";
/**
 * The order page's review (issue 21, docs/decisions/056): once the order is delivered its buyer
 * writes a review (a labelled star-rating radio group and a text, a plain form that works without
 * JavaScript), then sees it; the company sees it and answers it once. The page's own message line
 * (routes/orders-order.tsx) shows the forms' confirmations and refusals.
 */
import { useId } from "react";
import { Form } from "react-router";
import type { OrderReview } from "../../../common/api/reviews.ts";
import { REVIEW_LIMITS } from "../../../common/reviews.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import {
  buttonClass,
  errorsOf,
  FieldErrors,
  type FormResult,
  inputClass,
  linkClass,
  SubmitButton,
} from "../accounts/form.tsx";
import { productPath } from "../catalog/product-card.tsx";
import { ReviewCard, Stars } from "./review-list.tsx";

function RatingField({ errors }: { errors?: string[] }) {
  const t = useT();
  const errorId = `${useId()}-rating-error`;
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined} className="space-y-1">
      <legend className="text-sm font-medium text-slate-800">{t("orderReview.rating")}</legend>
      <div className="flex flex-wrap gap-3">
        {[5, 4, 3, 2, 1].map((n) => (
          <label
            key={n}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              required
              aria-invalid={errors?.length ? true : undefined}
            />
            <Stars rating={n} />
            <span>{t.plural("orderReview.stars", n)}</span>
          </label>
        ))}
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}

function TextArea({
  name,
  label,
  hint,
  errors,
  max,
}: {
  name: string;
  label: string;
  hint: string;
  errors?: string[];
  max: number;
}) {
  const id = `${useId()}-${name}`;
  const describedBy = [`${id}-hint`, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        maxLength={max}
        required
        className={inputClass}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

function WriteReview({ result }: { result?: FormResult }) {
  const t = useT();
  const errors = errorsOf(result, "review");
  return (
    <section
      aria-labelledby="order-review-title"
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="order-review-title" className="text-lg font-semibold text-slate-900">
        {t("orderReview.write")}
      </h2>
      <p className="text-sm text-slate-700">{t("orderReview.lead")}</p>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="review" />
        <RatingField errors={errors.rating} />
        <TextArea
          name="text"
          label={t("orderReview.text")}
          hint={t("orderReview.textHint", { min: REVIEW_LIMITS.textMin, max: REVIEW_LIMITS.textMax })}
          errors={errors.text}
          max={REVIEW_LIMITS.textMax}
        />
        <SubmitButton className={buttonClass}>{t("orderReview.submit")}</SubmitButton>
      </Form>
    </section>
  );
}

function AnswerForm({ reviewId, result }: { reviewId: number; result?: FormResult }) {
  const t = useT();
  return (
    <Form method="post" noValidate className="space-y-3">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="review_id" value={reviewId} />
      <TextArea
        name="answer"
        label={t("orderReview.answer")}
        hint={t("orderReview.answerHint")}
        errors={errorsOf(result, "answer").answer}
        max={REVIEW_LIMITS.answerMax}
      />
      <SubmitButton className={buttonClass}>{t("orderReview.answerSubmit")}</SubmitButton>
    </Form>
  );
}

/** The review part of /orders/:id: nothing before delivery. */
export function OrderReviewSection({
  state,
  company,
  result,
}: {
  state: OrderReview | null;
  company: string;
  result?: FormResult;
}) {
  const t = useT();
  if (!state) return null;
  if (state.can_write) return <WriteReview result={result} />;
  const review = state.review;
  if (!review) return null;
  return (
    <section aria-labelledby="order-review-title" className="space-y-3">
      <h2 id="order-review-title" className="text-lg font-semibold text-slate-900">
        {state.side === "buyer" ? t("orderReview.title") : t("orderReview.titleSeller")}
      </h2>
      {review.hidden ? <p className="text-sm text-amber-800">{t("orderReview.hidden")}</p> : null}
      <ReviewCard review={review} company={company} />
      {review.product && !review.hidden ? (
        <p className="text-sm">
          <AppLink to={`${productPath(review.product.sku)}?tab=reviews`} className={linkClass}>
            {t("orderReview.viewProduct")}
          </AppLink>
        </p>
      ) : null}
      {state.can_answer ? <AnswerForm reviewId={review.id} result={result} /> : null}
    </section>
  );
}
