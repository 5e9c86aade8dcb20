/**
 * Contracts of the public service calls (spec section 7, "Services"): the services catalogue and
 * search, a service's page, service categories and the properties of each category.
 */
import { z } from "zod";
import { PAGE_SIZES } from "../catalog.ts";
import { categorySchema, countryFacet, facetValue, regionFacet } from "./catalog.ts";
import { sellerListCardSchema } from "./sellers.ts";
import {
  codeTerms,
  idTerms,
  imageSchema,
  isoTerms,
  paged,
  pageParam,
  pageSizeParam,
  searchText,
} from "./shared.ts";

export const SERVICE_ORDERINGS = ["-created_at", "created_at", "price", "-price", "name"] as const;
export type ServiceOrdering = (typeof SERVICE_ORDERINGS)[number];

/** GET /api/search/services/ */
export const serviceSearchQuery = z.object({
  search: searchText,
  /** Service categories (a parent includes its subcategories). Alias: `category_id__terms`. */
  category: idTerms,
  category_id__terms: idTerms,
  /** Regions served (NA, SA, EU, AF, AS, OC; AW = all world). */
  regions__terms: codeTerms(/^(AW|NA|SA|EU|AF|AS|OC)$/, "validation.regionCode"),
  /** Countries served: the service's own country or one of its additional countries. */
  additional_country_iso__terms: isoTerms,
  /** The service's own city (ids of GET /api/search/cities/), repeated or comma-separated. */
  city: idTerms,
  seller_id__terms: idTerms,
  /** Default: relevance when searching, else newest first. */
  ordering: z.enum(SERVICE_ORDERINGS).optional(),
  page: pageParam,
  page_size: pageSizeParam(PAGE_SIZES.services.default, PAGE_SIZES.services.max),
});
export type ServiceSearchQuery = z.infer<typeof serviceSearchQuery>;

const country = z.object({ iso: z.string(), name: z.string() });
const place = z.object({ id: z.number().int(), name: z.string() });

export const serviceCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: place.extend({ slug: z.string() }),
  /** The start of the description, cut at a word. */
  excerpt: z.string(),
  country: country.nullable(),
  city: place.nullable(),
  /** Codes of the countries served besides the service's own. */
  additional_countries: z.array(z.string()),
  regions: z.array(z.string()),
  price_from: z.number().nullable(),
  price_unit: z.string(),
  currency: z.string(),
  main_image: imageSchema.nullable(),
  seller: z.object({
    id: z.number().int(),
    company_name: z.string(),
    logo_url: z.string(),
    verified: z.boolean(),
  }),
  created_at: z.string(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const serviceSearchResult = paged(serviceCardSchema).extend({
  /** How many results each filter value would give with the other filters applied. */
  facets: z.object({
    categories: z.array(facetValue),
    regions: z.array(regionFacet),
    /** Countries served (own and additional). */
    countries: z.array(countryFacet),
    /** The services' own cities, with the country each belongs to. */
    cities: z.array(facetValue.extend({ country_iso: z.string() })),
  }),
});
export type ServiceSearchResult = z.infer<typeof serviceSearchResult>;

export const servicePropertyValueSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  unit: z.string().nullable(),
});

/** GET /api/services-catalog/services/{id} */
export const serviceDetailSchema = serviceCardSchema.extend({
  description: z.string(),
  address: z.string(),
  images: z.array(imageSchema),
  additional_countries_detail: z.array(country),
  regions_detail: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The service's properties with their labels, in the order of the category's definitions. */
  properties: z.array(servicePropertyValueSchema),
  seller: sellerListCardSchema.extend({ website: z.string(), member_since: z.string() }),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** GET /api/services-catalog/categories */
export const serviceCategoriesQuery = z.object({
  page: pageParam,
  page_size: pageSizeParam(PAGE_SIZES.categories.default, PAGE_SIZES.categories.max),
});
export const serviceCategoryList = paged(categorySchema);

/** GET /api/services-catalog/properties/ */
export const servicePropertiesQuery = z.object({
  /** Service categories; default: every one. */
  filter_by_categories: idTerms,
});
export const SERVICE_PROPERTY_TYPES = ["boolean", "number", "text"] as const;
export const servicePropertyDefinitionSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(SERVICE_PROPERTY_TYPES),
  unit: z.string().nullable(),
  /** How many public services of the category state it. */
  count: z.number().int(),
  /** Numbers: the range stated; text: the values stated (at most 20, alphabetically). */
  range: z.object({ min: z.number(), max: z.number() }).nullable(),
  values: z.array(z.string()),
});
export type ServicePropertyDefinition = z.infer<typeof servicePropertyDefinitionSchema>;
export const servicePropertiesResult = z.array(
  z.object({
    category: place.extend({ slug: z.string() }),
    properties: z.array(servicePropertyDefinitionSchema),
  }),
);

/**
 * Known service properties: unit (in the caller's language through `unit.<name>`) and the i18n key
 * of the label is `serviceProperty.<key>`. Properties not listed here still show, with a label
 * made from the key.
 */
export const SERVICE_PROPERTY_UNITS: Record<
  string,
  "days" | "weeks" | "months" | "percent" | "usd" | "units"
> = {
  turnaround_days: "days",
  warranty_days: "days",
  average_days: "days",
  typical_days: "days",
  typical_weeks: "weeks",
  contract_months: "months",
  uptime_percent: "percent",
  efficiency_gain_percent: "percent",
  setup_fee_usd: "usd",
  minimum_units: "units",
};
