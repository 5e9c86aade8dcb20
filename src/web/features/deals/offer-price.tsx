/**
 * A special offer's price (issue 20): the old price struck through, the new one, and the end date.
 * Screen readers get one sentence ("Was X, now Y, offer ends …"); the visible parts are hidden from
 * them. The API hands out offers as of the request (an ended one comes without its end and
 * discount), so this shows only what is current.
 */
import { useT } from "../../i18n/use-t.ts";

export interface OfferFields {
  price_from: number | null;
  currency: string;
  discount_amount: number;
  discount_ends_at: string | null;
}

/** Whether a listing has a special offer under way (a discount with an end, and a price to take it from). */
export function hasOffer(
  p: OfferFields,
): p is OfferFields & { price_from: number; discount_ends_at: string } {
  return p.price_from !== null && p.discount_amount > 0 && p.discount_ends_at !== null;
}

const END_FORMAT: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
};

export function OfferPrice({ product, large = false }: { product: OfferFields; large?: boolean }) {
  const t = useT();
  if (!hasOffer(product)) return null;
  const old = t.price(product.price_from, product.currency);
  const price = t.price(Math.max(0, product.price_from - product.discount_amount), product.currency);
  const ends = t("deals.offerEnds", { date: t.date(product.discount_ends_at, END_FORMAT) });
  return (
    <div data-offer="">
      <p className="sr-only">
        {t("deals.wasNow", { old, price })}, {ends.charAt(0).toLowerCase() + ends.slice(1)}
      </p>
      <p
        aria-hidden="true"
        className={
          large ? "text-2xl font-bold text-slate-900 sm:text-3xl" : "text-lg font-bold text-slate-900"
        }
      >
        <s
          className={
            large ? "mr-2 text-base font-normal text-slate-600" : "mr-1.5 text-sm font-normal text-slate-600"
          }
        >
          {old}
        </s>
        <span className="text-red-800">{price}</span>
        <span className="ml-1 text-xs font-normal text-slate-600">{t("product.perUnit")}</span>
      </p>
      <p aria-hidden="true" className="text-xs font-medium text-amber-900">
        {ends}
      </p>
    </div>
  );
}
