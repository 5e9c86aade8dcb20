/**
 * The one price rule of a listing (issue 30, decision 063): its quantity tiers with a special
 * offer applied. Every page that shows or uses a listing's price — the product page's price box
 * and tier table, the cards of the catalogue, search and deals, the profit/payback figures, the
 * structured data — asks here.
 *
 * - The price for a quantity is the unit price of the tier that quantity falls in (the tier with
 *   the highest `min_quantity` at or below it); below the first tier the listing is not sold (null).
 * - A special offer (a discount with an end, decision 049) takes its discount off every tier's unit
 *   price while its end is in the future; the tier's own price is then the "was" price. A price
 *   never goes below 0. An ended offer is ignored.
 * - A discount without an end (the standing discount of imports and the demo data) is not an
 *   offer: it stays a note beside the price, as before, and changes no figure here.
 * - The headline price is the price for the smallest quantity the seller sells (the first tier,
 *   one unit for almost every listing): the page says which quantity it is for.
 */

export interface PriceTier {
  min_quantity: number;
  /** The last quantity of the tier; null for an open-ended one ("10+"). */
  max_quantity: number | null;
  unit_price: number;
}

/** What the rule reads of a listing (a product card or page). */
export interface PricedListing {
  price_tiers: readonly PriceTier[];
  /** The discount per unit. */
  discount_amount: number;
  /** The end of the special offer (ISO 8601), or null: no offer (a discount without an end is not one). */
  discount_ends_at: string | null;
}

/** A quantity band as the buyer pays it. */
export interface PriceBand extends PriceTier {
  /** The unit price for this band now: the tier's price less a running offer's discount. */
  unit_price: number;
  /** The tier's price before the offer while one runs, else null. */
  was: number | null;
}

/** Whether a special offer runs at `now` (ms): a discount with an end still in the future. */
export function offerRunning(listing: PricedListing, now: number): boolean {
  if (!(listing.discount_amount > 0) || listing.discount_ends_at === null) return false;
  const end = Date.parse(listing.discount_ends_at);
  return Number.isFinite(end) && end > now;
}

/** Every quantity band with the offer applied, smallest quantity first. */
export function priceBands(listing: PricedListing, now: number): PriceBand[] {
  const discount = offerRunning(listing, now) ? listing.discount_amount : 0;
  return [...listing.price_tiers]
    .sort((a, b) => a.min_quantity - b.min_quantity)
    .map((tier) => ({
      min_quantity: tier.min_quantity,
      max_quantity: tier.max_quantity,
      unit_price: Math.max(0, tier.unit_price - discount),
      was: discount > 0 ? tier.unit_price : null,
    }));
}

/** The band `quantity` units are priced at (with the offer), or null below the first tier or without tiers. */
export function unitPriceFor(listing: PricedListing, quantity: number, now: number): PriceBand | null {
  let found: PriceBand | null = null;
  for (const band of priceBands(listing, now)) if (band.min_quantity <= quantity) found = band;
  return found;
}

/** The headline price: the band of the smallest quantity sold (one unit for almost every listing). */
export function headlinePrice(listing: PricedListing, now: number): PriceBand | null {
  return priceBands(listing, now)[0] ?? null;
}
