/**
 * A pool's rating form (issue 20): 1 to 5 and a short review, posted to the page's action (works
 * without JavaScript); a guest gets a sign-in link that returns to the page (/AuthView).
 */
import { Form, useLocation } from "react-router";
import type { PoolView } from "../../../common/api/directory.ts";
import { DIRECTORY_LIMITS } from "../../../common/directory.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import {
  buttonClass,
  errorsOf,
  FieldErrors,
  FormMessage,
  type FormResult,
  inputClass,
  linkClass,
  SubmitButton,
  TextAreaField,
} from "../accounts/form.tsx";

export function RatingForm({
  pool,
  signedIn,
  result,
}: {
  pool: PoolView;
  signedIn: boolean;
  result?: FormResult;
}) {
  const t = useT();
  const location = useLocation();
  if (!signedIn) {
    const next = `${location.pathname}${location.search}`;
    return (
      <AppLink to={`/AuthView?next=${encodeURIComponent(next)}`} reloadDocument className={linkClass}>
        {t("pool.signInToRate")}
      </AppLink>
    );
  }
  const intent = `rate-${pool.id}`;
  const errors = errorsOf(result, intent);
  const id = `pool-${pool.id}`;
  return (
    <Form method="post" noValidate className="space-y-3" aria-labelledby={`${id}-rate`}>
      <h4 id={`${id}-rate`} className="text-sm font-semibold text-slate-900">
        {t("pool.rateTitle", { name: pool.name })}
      </h4>
      {pool.mine ? (
        <p className="text-sm text-slate-700">
          {t(`pool.mine.${pool.mine.status}`, { rating: pool.mine.rating })}
        </p>
      ) : null}
      <FormMessage result={result} intent={intent} />
      <input type="hidden" name="pool" value={pool.id} />
      <div className="space-y-1">
        <label htmlFor={`${id}-stars`} className="block text-sm font-medium text-slate-800">
          {t("pool.stars")}
        </label>
        <select
          id={`${id}-stars`}
          name="rating"
          defaultValue={String(pool.mine?.rating ?? 5)}
          className={`${inputClass} max-w-32`}
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? `${id}-stars-error` : undefined}
        >
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {t("pool.starsValue", { count: n })}
            </option>
          ))}
        </select>
        <FieldErrors id={`${id}-stars-error`} errors={errors.rating} />
      </div>
      <TextAreaField
        name="review"
        id={`${id}-review`}
        label={t("pool.review")}
        rows={2}
        maxLength={DIRECTORY_LIMITS.reviewMax}
        defaultValue={pool.mine?.review ?? ""}
        errors={errors.review}
      />
      <SubmitButton className={buttonClass} name="intent" value={intent}>
        {t("pool.submitRating")}
      </SubmitButton>
    </Form>
  );
}
