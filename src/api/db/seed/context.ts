/**
 * What the demo builders share: lookups into the rows already built (categories, brands, cities,
 * countries), the image set, the sellers, and small text and price helpers.
 */
import { REGIONS, type RegionCode } from "../../../common/catalog.ts";
import type { brands, categories, cities, minerModels, products } from "../schema.ts";
import type { SellerSeed } from "./data/sellers.ts";
import type { ImageSet } from "./images.ts";

export type CategoryRow = typeof categories.$inferInsert;
export type BrandRow = typeof brands.$inferInsert & { id: number };
export type ModelRow = typeof minerModels.$inferInsert;
export type CityRow = typeof cities.$inferInsert;
export type ProductRow = typeof products.$inferInsert;

export interface Place {
  cityId: number;
  cityName: string;
  country: string;
  countryName: string;
  address: string;
}

/** A seller as the product and service builders need it. */
export interface SellerInfo {
  id: number;
  seed: SellerSeed;
  region: RegionCode;
  /** The head office. */
  office: Place;
  /** Where hosting and installation happen: an office named "... site" or "... hall", else the head office. */
  site: Place;
}

export interface SeedContext {
  images: ImageSet;
  categoryId(kind: "product" | "service", slug: string): number;
  brandOf(slug: string): BrandRow;
  cityOf(country: string, name: string): CityRow;
  countryName(iso: string): string;
  /** The `count` countries whose largest city is nearest to the given city. */
  nearestCountries(cityId: number, exclude: string, count: number): string[];
}

/** Region codes in the spec's order (NA, SA, EU, AF, AS, OC). */
export const REGION_ORDER = REGIONS.map((r) => r.code) as RegionCode[];

/** Public product SKU: "RM-" and seven digits. */
export function skuOf(n: number): string {
  return `RM-${String(n).padStart(7, "0")}`;
}

/** Replaces `{key}` placeholders; unknown keys stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}

/** Rounds a price the way sellers write it: 100s above 10,000, 10s above 1,000, 5s above 100. */
export function roundPrice(usd: number): number {
  if (usd >= 10_000) return Math.round(usd / 100) * 100;
  if (usd >= 1000) return Math.round(usd / 10) * 10;
  if (usd >= 100) return Math.round(usd / 5) * 5;
  return Math.round(usd * 100) / 100;
}

/** Great-circle distance in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}
