import "../../i18n/reviews-messages.ts";
/**
 * The reviews lists of the product page's reviews tab and of the company page (issue 21,
 * docs/decisions/056): the visible reviews with the verified ones' average, each with its stars, a
 * "Verified purchase" badge when it counts (decision 069), and the company's answer. This module and
 * its messages load after the page (`lazyWhenVisible` of the product and company pages): the server
 * renders them, the browser fetches their code when the visitor reaches the reviews.
 */
import type { Review } from "../../../common/api/catalog.ts";
import type { ReviewList } from "../../../common/api/reviews.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CheckBadgeIcon, StarIcon } from "../../ui/icons.tsx";

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex text-amber-500" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= Math.round(rating)} className="size-4" />
      ))}
    </span>
  );
}

function Summary({ count, average }: { count: number; average: number | null }) {
  const t = useT();
  if (average === null) return null;
  return (
    <p className="flex items-center gap-2 text-slate-800">
      <Stars rating={average} />
      <span className="font-semibold">
        {t.plural("product.reviewsSummary", count, {
          average: t.number(average, { maximumFractionDigits: 1 }),
        })}
      </span>
    </p>
  );
}

/** One review: author, stars, date, the verified badge, the text, the company's answer. */
export function ReviewCard({
  review: r,
  company,
  product,
}: {
  review: Review;
  /** The reviewed company's name (its answer is signed with it), or null for "the seller". */
  company: string | null;
  product?: { sku: string; name: string } | null;
}) {
  const t = useT();
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {r.author_name}
          {r.company_name ? <span className="font-normal text-slate-600"> · {r.company_name}</span> : null}
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Stars rating={r.rating} />
          <span className="sr-only">{t("product.rating", { rating: r.rating })}</span>
          <time dateTime={r.created_at}>{t.date(r.created_at)}</time>
        </p>
      </div>
      {r.verified ? (
        <p
          className="mt-2 inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800"
          title={t("reviews.verifiedHint")}
        >
          <CheckBadgeIcon className="size-4" />
          {t("reviews.verified")}
        </p>
      ) : null}
      {product ? (
        <p className="mt-2 text-sm text-slate-700">
          <AppLink
            to={`/product/${encodeURIComponent(product.sku)}`}
            className="underline hover:text-slate-900"
          >
            {t("reviews.about", { product: product.name })}
          </AppLink>
        </p>
      ) : null}
      <p className="mt-2 whitespace-pre-line text-slate-800">{r.text}</p>
      {r.seller_answer ? (
        <div className="mt-3 border-l-4 border-slate-300 bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">
            {company ? t("reviews.answer", { company }) : t("reviews.answerBySeller")}
            {r.seller_answered_at ? (
              <>
                {" · "}
                <time dateTime={r.seller_answered_at} className="font-normal text-slate-600">
                  {t.date(r.seller_answered_at)}
                </time>
              </>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{r.seller_answer}</p>
        </div>
      ) : null}
    </article>
  );
}

/** The product page's reviews tab. */
export function ProductReviews({
  reviews,
  company,
}: {
  reviews: { count: number; verified_count: number; average: number | null; results: Review[] };
  company: string;
}) {
  const t = useT();
  if (!reviews.count) return <p className="text-slate-600">{t("product.noReviews")}</p>;
  return (
    <div className="max-w-3xl space-y-6">
      <Summary count={reviews.verified_count} average={reviews.average} />
      <ul className="space-y-4">
        {reviews.results.map((r) => (
          <li key={r.id}>
            <ReviewCard review={r} company={company} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The company page's reviews: every product's and the company's own, ten a page (`?reviews_page=`). */
export function CompanyReviews({
  reviews,
  company,
  page,
}: {
  reviews: ReviewList;
  company: string;
  page: number;
}) {
  const t = useT();
  const link = (n: number) => `?reviews_page=${n}#company-reviews`;
  return (
    <section aria-labelledby="company-reviews-title" className="space-y-4">
      <h2 id="company-reviews-title" className="text-xl font-bold text-slate-900">
        {reviews.count ? `${t("reviews.title")} (${reviews.count})` : t("reviews.title")}
      </h2>
      {reviews.count ? (
        <Summary count={reviews.verified_count} average={reviews.average} />
      ) : (
        <p className="text-slate-600">{t("reviews.companyNone")}</p>
      )}
      <ul className="max-w-3xl space-y-4">
        {reviews.results.map((r) => (
          <li key={r.id}>
            <ReviewCard review={r} company={company} product={r.product} />
          </li>
        ))}
      </ul>
      {reviews.previous || reviews.next ? (
        <nav aria-label={t("reviews.pages")} className="flex gap-4 text-sm font-semibold">
          {reviews.previous ? (
            <AppLink to={link(page - 1)} preventScrollReset className="underline">
              {t("reviews.previous")}
            </AppLink>
          ) : null}
          {reviews.next ? (
            <AppLink to={link(page + 1)} preventScrollReset className="underline">
              {t("reviews.next")}
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
