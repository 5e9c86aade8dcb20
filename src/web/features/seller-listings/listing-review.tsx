/**
 * The moderator's review screen of a listing (/admin/products/{id}, /admin/services/{id}): its
 * title, what identifies it and its status, then the side-by-side review with the decision forms
 * (features/moderation/review.tsx).
 */
import type { ProductReview, ServiceReview } from "../../../common/api/moderation.ts";
import { useT } from "../../i18n/use-t.ts";
import type { FormResult } from "../accounts/form.tsx";
import { ReviewBody } from "../moderation/review.tsx";
import type { ListingKind } from "./listing-review.server.ts";

export function ListingReview({
  kind,
  review,
  title,
  reference,
  intro,
  result,
}: {
  kind: ListingKind;
  review: ProductReview | ServiceReview;
  title: string;
  /** What identifies the listing beside its status (a product's SKU, a service's number). */
  reference: string;
  /** What the review is: a new listing, or a change to a published one. */
  intro: string;
  result?: FormResult | null;
}) {
  const t = useT();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-700">
        {reference} · {t("moderation.review.status", { status: review.status_label })}
      </p>
      <ReviewBody review={review} queue={kind} intro={intro} result={result} />
    </div>
  );
}
