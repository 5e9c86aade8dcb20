/**
 * Contracts of the seller's service calls (issue 6; spec sections 3 "Service", 4, 7 "Services"):
 * create (manual, copy), edit (drafts and pending changes of approved services), images, the
 * status actions with `services_ids`, the seller's listing with counts, and the category form data.
 * Names are snake_case on the wire. Rules: docs/product-statuses.md (the services column).
 */

import { z } from "zod";
import { PRODUCT_STATUSES, REGION_CODES } from "../catalog.ts";
import type { MessageKey } from "../i18n/index.ts";
import {
  MY_LISTING_ORDERINGS,
  myListingCategoriesSchema,
  myListingRowOf,
  myListingsQueryOf,
  statusesInfoOf,
  statusTermsOf,
} from "./listings.ts";
import {
  idField,
  idParam,
  idTerms,
  imageSchema,
  optionalIdParam,
  paged,
  pageParam,
  pageSizeParam,
  searchText,
} from "./shared.ts";

export const SERVICE_STATUSES = PRODUCT_STATUSES;
export type ServiceStatusValue = (typeof SERVICE_STATUSES)[number];

export const SERVICE_LIMITS = {
  nameMax: 200,
  descriptionMax: 10_000,
  addressMax: 300,
  priceMax: 100_000_000,
  priceUnitMax: 40,
  additionalCountriesMax: 50,
  propertiesMax: 30,
  propertyTextMax: 200,
  /** Images: JPEG, PNG or WebP up to 10 MB each, 10 at most. */
  imageMaxBytes: 10 * 1024 * 1024,
  imagesMax: 10,
  reasonMax: 2000,
} as const;

export const SERVICE_SOURCES = ["manual", "copy"] as const;
export type ServiceSource = (typeof SERVICE_SOURCES)[number];

/** The status actions of the seller (POST /api/services-catalog/services/{action}/). */
export const SERVICE_ACTIONS = ["verify", "to-archive", "from-archive", "publish"] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

const iso2 = z
  .string({ error: "validation.countryCode" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: "validation.countryCode" });

const propertyValue = z.union([
  z.string().trim().max(SERVICE_LIMITS.propertyTextMax, { error: "validation.maxLength" }),
  z.number({ error: "validation.number" }).finite(),
  z.boolean(),
]);

/** Every editable field of a service; all optional (drafts save partially). */
export const serviceFieldsShape = {
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(SERVICE_LIMITS.nameMax, { error: "validation.maxLength" }),
  /** A service category (GET /api/services-catalog/categories). */
  category_id: idField,
  description: z.string().trim().max(SERVICE_LIMITS.descriptionMax, { error: "validation.maxLength" }),
  /** The main location: a country, a city of that country, and an address. */
  country: iso2.nullable(),
  city_id: idField.nullable(),
  address: z.string().trim().max(SERVICE_LIMITS.addressMax, { error: "validation.maxLength" }),
  /** Other countries where the service is also provided (countries only: no cities, see decision 013). */
  additional_countries: z
    .array(iso2)
    .max(SERVICE_LIMITS.additionalCountriesMax, { error: "validation.tooMany" })
    .transform((v) => [...new Set(v)]),
  /** The regions served (at least one to send for verification). */
  service_regions: z
    .array(z.enum(REGION_CODES, { error: "validation.regionCode" }))
    .max(REGION_CODES.length)
    .transform((v) => [...new Set(v)]),
  price_from: z
    .number({ error: "validation.number" })
    .min(0, { error: "products.priceNegative" })
    .max(SERVICE_LIMITS.priceMax, { error: "validation.max" })
    .nullable(),
  /** What the price is for: "per unit", "per hour", "per kWh"... */
  price_unit: z.string().trim().max(SERVICE_LIMITS.priceUnitMax, { error: "validation.maxLength" }),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: "validation.currency" }),
  /** The category's properties (GET /api/services-catalog/properties/form-data?category_id). */
  properties: z
    .record(z.string().trim().min(1).max(60), propertyValue)
    .refine((v) => Object.keys(v).length <= SERVICE_LIMITS.propertiesMax, { error: "validation.tooMany" }),
};
export const SERVICE_FIELDS = Object.keys(serviceFieldsShape) as (keyof typeof serviceFieldsShape)[];
export type ServiceField = (typeof SERVICE_FIELDS)[number];
export type ServiceFields = { [K in ServiceField]: z.infer<(typeof serviceFieldsShape)[K]> };

const partialFields = z.strictObject(serviceFieldsShape).partial();

export interface PendingServiceImage {
  id: number;
  url: string;
  url_2x: string;
  width: number;
  height: number;
}
/** A pending change of an approved service: the fields that differ, and the whole image list if it changed. */
export type ServiceChangePayload = Partial<ServiceFields> & { images?: PendingServiceImage[] };

/** POST /api/services-catalog/services/: a draft needs a name and a category. */
/**
 * What "Send for verification" needs: every field a buyer relies on. One home for the API's verify
 * and the web form, which names these gaps with the save's own errors (one round, decision 034).
 * `categoryKnown`: the category id names a service category.
 */
export function serviceVerificationGaps(
  f: {
    name?: string;
    description?: string;
    country?: string | null;
    city_id?: number | null;
    address?: string;
    service_regions?: readonly unknown[];
    price_from?: number | null;
    price_unit?: string;
  },
  opts: { images: number; categoryKnown: boolean },
): Record<string, MessageKey[]> {
  const errors: Record<string, MessageKey[]> = {};
  const add = (field: string, key: MessageKey) => {
    errors[field] = [key];
  };
  if (!f.name?.trim()) add("name", "validation.required");
  if (!opts.categoryKnown) add("category_id", "validation.required");
  if (!f.description?.trim()) add("description", "validation.required");
  if (!f.country) add("country", "validation.required");
  if (f.city_id === null || f.city_id === undefined) add("city_id", "validation.required");
  if (!f.address?.trim()) add("address", "validation.required");
  if (!f.service_regions?.length) add("service_regions", "services.regionRequired");
  if (f.price_from === null || f.price_from === undefined) add("price_from", "validation.required");
  if (!f.price_unit?.trim()) add("price_unit", "validation.required");
  if (opts.images === 0) add("images", "services.imageRequired");
  return errors;
}

export const createServiceBody = partialFields.extend({
  name: serviceFieldsShape.name,
  category_id: serviceFieldsShape.category_id,
});
/** With `copy_of`, the body's fields override the original's. */
export const copyServiceBody = partialFields;
export const createServiceQuery = z.object({
  source: z.enum(SERVICE_SOURCES).default("manual"),
  copy_of: optionalIdParam,
});
export const patchServiceBody = partialFields;
export type PatchServiceBody = z.infer<typeof patchServiceBody>;

export const serviceIdParams = z.object({ id: idParam });
export const serviceImageParams = z.object({ id: idParam, imageId: idParam });

export const servicesIdsBody = z.strictObject({
  services_ids: z
    .array(idField)
    .min(1, { error: "validation.required" })
    .max(500, { error: "validation.tooMany" })
    .transform((ids) => [...new Set(ids)]),
});

// ---------------------------------------------------------------- answers
const serviceImage = imageSchema.extend({ id: z.number().int(), position: z.number().int() });

export const sellerServiceSchema = z.object({
  id: z.number().int(),
  status: z.enum(SERVICE_STATUSES),
  status_label: z.string(),
  archived_from: z.enum(SERVICE_STATUSES).nullable(),
  source: z.enum(SERVICE_SOURCES),
  rejection_reason: z.string(),
  name: z.string(),
  category_id: z.number().int(),
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  description: z.string(),
  country: z.string().nullable(),
  city_id: z.number().int().nullable(),
  address: z.string(),
  additional_countries: z.array(z.string()),
  service_regions: z.array(z.string()),
  price_from: z.number().nullable(),
  price_unit: z.string(),
  currency: z.string(),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  main_image: serviceImage.nullable(),
  images: z.array(serviceImage),
  /** Edits of an approved service waiting for moderation (the values above include them). */
  pending_change: z
    .object({ id: z.number().int(), label: z.string(), fields: z.array(z.string()), created_at: z.string() })
    .nullable(),
  last_decision: z
    .object({ status: z.enum(["approved", "rejected"]), reason: z.string(), decided_at: z.string() })
    .nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SellerService = z.infer<typeof sellerServiceSchema>;

export const myServiceSchema = myListingRowOf(SERVICE_STATUSES, SERVICE_ACTIONS).extend({
  country: z.string().nullable(),
  city: z.string().nullable(),
  price_unit: z.string(),
  main_image: imageSchema.nullable(),
});
export type MyService = z.infer<typeof myServiceSchema>;
export const myServiceList = paged(myServiceSchema);

export const MY_SERVICE_ORDERINGS = MY_LISTING_ORDERINGS;

/** GET /api/search/services/my-services/ */
export const myServicesQuery = myListingsQueryOf(SERVICE_STATUSES, "category");
export type MyServicesQuery = z.infer<typeof myServicesQuery>;

export const serviceStatusesInfoSchema = statusesInfoOf(SERVICE_STATUSES);

export const myServiceCategoriesSchema = myListingCategoriesSchema;

export const serviceActionResult = z.object({
  count: z.number().int(),
  results: z.array(z.object({ id: z.number().int(), status: z.enum(SERVICE_STATUSES) })),
});

// ---------------------------------------------------------------- form data
export const serviceFormDataQuery = z.object({ category_id: idParam });
export const serviceFormDataSchema = z.object({
  category: z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() }),
  /** The properties services of this category state (the same definitions as GET .../properties/). */
  properties: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: z.enum(["number", "boolean", "text"]),
      unit: z.string().nullable(),
      values: z.array(z.string()),
    }),
  ),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
  limits: z.object({ images: z.number().int(), image_max_bytes: z.number().int() }),
});
