/**
 * Contracts of the places calls (spec section 7, "Locations"): countries with their phone data and
 * region, and cities with coordinates. Both are read by every form and filter, so both are cached.
 */
import { z } from "zod";
import { PAGE_SIZES } from "../catalog.ts";
import { codeTerms, isoTerms, paged, pageParam, pageSizeParam, searchText } from "./shared.ts";

/** GET /api/search/countries/ */
export const countriesQuery = z.object({
  /** Part of the English or French name (accents and case ignored), or an ISO code. */
  search: searchText,
  /** Only these regions (NA, SA, EU, AF, AS, OC; AW = all). */
  regions: codeTerms(/^(AW|NA|SA|EU|AF|AS|OC)$/, "validation.regionCode"),
  page: pageParam,
  page_size: pageSizeParam(PAGE_SIZES.countries.default, PAGE_SIZES.countries.max),
});
export type CountriesQuery = z.infer<typeof countriesQuery>;

export const countrySchema = z.object({
  iso: z.string(),
  /** In the caller's language. */
  name: z.string(),
  region_code: z.string(),
  /** Dialling codes: usually one (+33); the Dominican Republic has three. */
  dial_codes: z.array(z.string()),
  flag: z.string(),
  /** Digit pattern with # (spec 3, "Phone country entry"). */
  phone_mask: z.string(),
  phone_placeholder: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryList = paged(countrySchema);

/** GET /api/search/cities/ */
export const citiesQuery = z.object({
  /** Countries (ISO codes), repeated (`country=DE&country=FR`) or comma-separated. */
  country: isoTerms,
  /** Start of a word of the city's name (accents and case ignored). */
  search: searchText,
  page: pageParam,
  page_size: pageSizeParam(PAGE_SIZES.cities.default, PAGE_SIZES.cities.max),
});
export type CitiesQuery = z.infer<typeof citiesQuery>;

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country_iso: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type City = z.infer<typeof citySchema>;
export const cityList = paged(citySchema);
