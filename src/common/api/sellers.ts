/**
 * Contracts of the public seller calls (spec section 7, "Sellers"): the companies catalogue, a
 * company's page, the seller filter and counts for the landing map.
 */
import { z } from "zod";
import { PAGE_SIZES, SOCIAL_NETWORKS } from "../catalog.ts";
import { countryFacet, regionFacet } from "./catalog.ts";
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

const regionTerms = codeTerms(/^(AW|NA|SA|EU|AF|AS|OC)$/, "validation.regionCode");

export const SELLER_ORDERINGS = [
  "created_at",
  "-created_at",
  "name",
  "-name",
  "products_count",
  "-products_count",
] as const;
export type SellerOrdering = (typeof SELLER_ORDERINGS)[number];

/** GET /api/sellers/ */
export const sellerListQuery = z.object({
  /** Company name (typo-tolerant), legal name and about text. */
  search: searchText,
  /** The company's region (NA, SA, EU, AF, AS, OC; AW = all world). */
  regions: regionTerms,
  /** Countries of the head office or of any office. */
  countries: isoTerms,
  /** Cities (ids of GET /api/search/cities/) of the head office or of any office. */
  cities: idTerms,
  /** Default: relevance when searching, else oldest members first (`created_at`, as the spec's screens ask). */
  ordering: z.enum(SELLER_ORDERINGS).optional(),
  page: pageParam,
  page_size: pageSizeParam(PAGE_SIZES.sellers.default, PAGE_SIZES.sellers.max),
});
export type SellerListQuery = z.infer<typeof sellerListQuery>;

const place = z.object({ id: z.number().int(), name: z.string() });
const country = z.object({ iso: z.string(), name: z.string() });
const region = z.object({ code: z.string(), name: z.string() });

export const sellerListCardSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  logo_url: z.string(),
  country: country.nullable(),
  city: place.nullable(),
  region: region.nullable(),
  verified: z.boolean(),
  /** The start of the about text, at most about 200 characters, cut at a word. */
  about_excerpt: z.string(),
  /** Public (approved) products and services. */
  products_count: z.number().int(),
  services_count: z.number().int(),
  created_at: z.string(),
});
export type SellerListCard = z.infer<typeof sellerListCardSchema>;

export const sellerListResult = paged(sellerListCardSchema).extend({
  /** How many companies each region and country would give with the other filters applied. */
  facets: z.object({ regions: z.array(regionFacet), countries: z.array(countryFacet) }),
});
export type SellerListResult = z.infer<typeof sellerListResult>;

export const officeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  country: country,
  city: place.nullable(),
  /** The city's coordinates (offices have no exact position of their own). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** GET /api/sellers/{id}: the public company page. */
export const sellerProfileSchema = sellerListCardSchema.extend({
  legal_name: z.string(),
  about: z.string(),
  website: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  telegram_link: z.string(),
  social_links: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
  head_office: z.object({
    address: z.string(),
    country: country.nullable(),
    city: place.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  offices: z.array(officeSchema),
  photos: z.array(imageSchema),
  /** Categories of its public products and services, with counts. */
  product_categories: z.array(place.extend({ count: z.number().int() })),
  service_categories: z.array(place.extend({ count: z.number().int() })),
  member_since: z.string(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** GET /api/sellers/for-filters and GET /api/sellers/count */
export const sellerRegionsQuery = z.object({ regions: regionTerms });
export const sellerFilterList = z.array(z.object({ id: z.number().int(), company_name: z.string() }));
export const sellerCountResult = z.object({
  count: z.number().int(),
  /** Every region's count at once, for the map (AW first). */
  regions: z.array(regionFacet),
});

export const similarCompaniesQuery = z.object({ limit: pageSizeParam(6, 24) });
export const sellerCardList = z.array(sellerListCardSchema);
