/**
 * A special offer's price (issue 20): the old price struck through, the new one, the quantity it
 * is for and the end date. The price is the headline of the one price rule (src/common/pricing.ts,
 * decision 063): the band of the smallest quantity sold, the offer's discount taken off its price.
 * Screen readers get one sentence ("Was X, now Y per unit for 1–9 pcs, offer ends …"); the visible
 * parts are hidden from them. The API hands out offers as of the request (an ended one comes
 * without its end and discount), and the rule ignores an ended one too.
 */
import { headlinePrice, offerRunning, type PriceBand, type PricedListing } from "../../../common/pricing.ts";
import { useT } from "../../i18n/use-t.ts";
import { quantityLabel } from "../catalog/labels.ts";

export interface OfferFields extends PricedListing {
  currency: string;
}

/** Whether a listing has a special offer under way (a discount with an end, and a price to take it from). */
export function hasOffer(p: OfferFields, now = Date.now()): boolean {
  return p.price_tiers.length > 0 && offerRunning(p, now);
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
  const band: PriceBand | null = hasOffer(product) ? headlinePrice(product, Date.now()) : null;
  if (band?.was == null) return null;
  const old = t.price(band.was, product.currency);
  const price = t.price(band.unit_price, product.currency);
  const forQty = t("deals.forQuantity", { qty: quantityLabel(t, band.min_quantity, band.max_quantity) });
  const ends = t("deals.offerEnds", { date: t.date(product.discount_ends_at ?? "", END_FORMAT) });
  return (
    <div data-offer="">
      <p className="sr-only">
        {t("deals.wasNow", { old, price })} {t("product.perUnit")} {forQty},{" "}
        {ends.charAt(0).toLowerCase() + ends.slice(1)}
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
        <span className="ml-1 text-xs font-normal text-slate-600">
          {t("product.perUnit")} {forQty}
        </span>
      </p>
      <p aria-hidden="true" className="text-xs font-medium text-amber-900">
        {ends}
      </p>
    </div>
  );
}
