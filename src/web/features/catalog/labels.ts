/** Localised names of the catalogue's constants (regions, conditions, orderings) and price labels. */
import type { ProductCard } from "../../../common/api/catalog.ts";
import type { ProductCondition } from "../../../common/catalog.ts";
import { ALL_WORLD, REGIONS } from "../../../common/constants.ts";
import type { Locale, MessageKey } from "../../../common/i18n/index.ts";
import type { Translator } from "../../i18n/translator.ts";

export function regionName(code: string, locale: Locale): string {
  const upper = code.toUpperCase();
  if (upper === ALL_WORLD.code) return ALL_WORLD[locale];
  const region = REGIONS.find((r) => r.code === upper);
  return region ? region[locale] : upper;
}

/** "Europe, Asia" — or "All World" when the list contains AW. */
export function regionList(codes: readonly string[], locale: Locale): string {
  if (codes.some((c) => c.toUpperCase() === ALL_WORLD.code)) return ALL_WORLD[locale];
  return codes.map((c) => regionName(c, locale)).join(", ");
}

export function conditionLabel(t: Translator, condition: ProductCondition | string): string {
  const key = `condition.${condition}` as MessageKey;
  const text = t(key);
  return text === key ? condition : text;
}

export function orderingLabel(t: Translator, ordering: string): string {
  const key = `ordering.${ordering}` as MessageKey;
  const text = t(key);
  return text === key ? ordering : text;
}

/** A quantity band: "1–9 pcs", "10+ pcs", or "5" for a band of one quantity. */
export function quantityLabel(t: Translator, min: number, max: number | null): string {
  if (max === null) return t("product.qtyFrom", { min: t.number(min) });
  if (min === max) return t.number(min);
  return t("product.qtyRange", { min: t.number(min), max: t.number(max) });
}

/** The price line of a card: "$3,200", "from $3,200" over several tiers, or "Price on request". */
export function priceLabel(
  t: Translator,
  p: Pick<ProductCard, "price_from" | "price_to" | "currency">,
): string {
  if (p.price_from === null) return t("product.priceOnRequest");
  const from = t.price(p.price_from, p.currency);
  if (p.price_to === null || p.price_to === p.price_from) return from;
  return t("product.priceFrom", { price: from });
}

/** The full price range: "$3,000 – $3,400". */
export function priceRange(
  t: Translator,
  p: Pick<ProductCard, "price_from" | "price_to" | "currency">,
): string {
  if (p.price_from === null) return t("product.priceOnRequest");
  const from = t.price(p.price_from, p.currency);
  if (p.price_to === null || p.price_to === p.price_from) return from;
  return t("product.priceRange", { from, to: t.price(p.price_to, p.currency) });
}
