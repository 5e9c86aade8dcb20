/**
 * Contracts of the seller's product calls (issue 6; spec sections 3 "Product", 4 "Product
 * statuses", 7 "Products"): create, bulk-create, edit (drafts and pending changes of approved
 * products), photos, the status actions with `products_ids`, the seller's listing with counts,
 * and the category form data. Names are snake_case on the wire. Rules: docs/product-statuses.md.
 */

import { z } from "zod";
import {
  additionalTermSchema,
  dimensionsSchema,
  MAX_ADDITIONAL_TERMS,
  MAX_PRODUCT_PHOTOS,
  PAYMENT_METHODS,
  PRODUCT_CONDITIONS,
  PRODUCT_STATUSES,
  productSpecsSchema,
  REGION_CODES,
  SPEC_KEYS,
} from "../catalog.ts";
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

export { MAX_ADDITIONAL_TERMS, MAX_PRODUCT_PHOTOS, PRODUCT_STATUSES } from "../catalog.ts";

export const PRODUCT_LIMITS = {
  nameMax: 200,
  descriptionMax: 10_000,
  externalSkuMax: 64,
  differenceMax: 2000,
  tiersMax: 10,
  videosMax: 10,
  urlMax: 300,
  priceMax: 100_000_000,
  quantityMax: 1_000_000_000,
  /** Photos: JPEG, PNG or WebP up to 10 MB; the main one plus MAX_PRODUCT_PHOTOS more. */
  imageMaxBytes: 10 * 1024 * 1024,
  photosTotal: MAX_PRODUCT_PHOTOS + 1,
  bulkMax: 200,
  reasonMax: 2000,
} as const;

/** A special offer ends at most this many days ahead (issue 20). */
export const OFFER_MAX_DAYS = 90;
/** A date-time with a time zone (`Z` or an offset), as a datetime-local field plus the page's zone gives. */
const OFFER_END_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export const PRODUCT_SOURCES = ["manual", "copy", "excel"] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];
export type ProductStatusValue = (typeof PRODUCT_STATUSES)[number];

/** The status actions of the seller (POST /api/products-catalog/products/{action}/). */
export const PRODUCT_ACTIONS = ["verify", "to-archive", "from-archive", "publish"] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];

// ---------------------------------------------------------------- fields
const price = z
  .number({ error: "validation.number" })
  .min(0, { error: "products.priceNegative" })
  .max(PRODUCT_LIMITS.priceMax, { error: "validation.max" });
const quantity = z
  .number({ error: "validation.integer" })
  .int({ error: "validation.integer" })
  .min(1, { error: "validation.min" })
  .max(PRODUCT_LIMITS.quantityMax, { error: "validation.max" });

export const priceTierInput = z.strictObject({
  min_quantity: quantity,
  /** null: "and more". */
  max_quantity: quantity.nullable().default(null),
  unit_price: price,
});
export type PriceTierInput = z.infer<typeof priceTierInput>;

const videoUrl = z
  .string()
  .trim()
  .max(PRODUCT_LIMITS.urlMax, { error: "validation.maxLength" })
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), { error: "validation.url" });

const tierAt = (tiers: PriceTierInput[], i: number) => tiers[i] as PriceTierInput;

/** Tiers must not overlap and each must have min <= max; reported on the tier's min_quantity. */
export function checkTiers(
  tiers: PriceTierInput[] | undefined,
  ctx: z.RefinementCtx,
  prefix: (string | number)[] = [],
) {
  if (!tiers) return;
  tiers.forEach((t, i) => {
    if (t.max_quantity !== null && t.min_quantity > t.max_quantity)
      ctx.addIssue({
        code: "custom",
        path: [...prefix, "price_tiers", i, "min_quantity"],
        message: "validation.rangeReversed",
        input: t.min_quantity,
      });
  });
  // The tiers' indexes by lowest quantity (an import checks every row's tiers: no copies of them).
  const order = tiers
    .map((_, i) => i)
    .sort((a, b) => tierAt(tiers, a).min_quantity - tierAt(tiers, b).min_quantity);
  for (let k = 1; k < order.length; k++) {
    const i = order[k] as number;
    const prev = tierAt(tiers, order[k - 1] as number);
    const cur = tierAt(tiers, i);
    if (prev.max_quantity === null || prev.max_quantity >= cur.min_quantity)
      ctx.addIssue({
        code: "custom",
        path: [...prefix, "price_tiers", i, "min_quantity"],
        message: "products.tiersOverlap",
        input: cur.min_quantity,
      });
  }
}

/** Every editable field of a product; all optional (drafts save partially). */
export const productFieldsShape = {
  name: z
    .string()
    .trim()
    .min(1, { error: "validation.required" })
    .max(PRODUCT_LIMITS.nameMax, { error: "validation.maxLength" }),
  /** The category or subcategory the product is listed in (a product category id). */
  category_id: idField,
  brand_id: idField.nullable(),
  /** A miner model (GET /api/models/miners/simple/): fills brand and specifications when absent. */
  model_id: idField.nullable(),
  /** The seller's own SKU, unique per seller. */
  external_sku: z
    .string()
    .trim()
    .max(PRODUCT_LIMITS.externalSkuMax, { error: "validation.maxLength" })
    .nullable()
    .transform((v) => (v ? v : null)),
  condition: z.enum(PRODUCT_CONDITIONS),
  country_of_origin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: "validation.countryCode" })
    .nullable(),
  description: z.string().trim().max(PRODUCT_LIMITS.descriptionMax, { error: "validation.maxLength" }),
  price_tiers: z.array(priceTierInput).max(PRODUCT_LIMITS.tiersMax, { error: "validation.tooMany" }),
  discount_amount: price,
  /**
   * The end of a special offer (issue 20): an ISO 8601 date-time in the future, at most
   * OFFER_MAX_DAYS ahead, with a discount; null: the discount (if any) has no end. Past it, the
   * listing shows its normal price everywhere.
   */
  discount_ends_at: z
    .string({ error: "validation.required" })
    .refine((v) => OFFER_END_FORMAT.test(v) && !Number.isNaN(Date.parse(v)), {
      error: "deals.offerEndFormat",
    })
    .transform((v) => new Date(v).toISOString())
    .refine((v) => Date.parse(v) > Date.now(), { error: "deals.offerEndPast" })
    .refine((v) => Date.parse(v) <= Date.now() + OFFER_MAX_DAYS * 86_400_000, {
      error: "deals.offerEndTooFar",
    })
    .nullable(),
  negotiable: z.boolean({ error: "validation.boolean" }),
  dimensions: dimensionsSchema,
  specs: productSpecsSchema,
  videos: z.array(videoUrl).max(PRODUCT_LIMITS.videosMax, { error: "validation.tooMany" }),
  delivery_regions: z
    .array(z.enum(REGION_CODES, { error: "validation.regionCode" }))
    .max(REGION_CODES.length),
  difference_from_others: z
    .string()
    .trim()
    .max(PRODUCT_LIMITS.differenceMax, { error: "validation.maxLength" }),
  additional_terms: z.array(additionalTermSchema).max(MAX_ADDITIONAL_TERMS, { error: "products.termsMax" }),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)).max(PAYMENT_METHODS.length),
  lead_time_days: z.number().int({ error: "validation.integer" }).min(0).max(365).nullable(),
  warranty_months: z.number().int({ error: "validation.integer" }).min(0).max(120).nullable(),
  stock_quantity: z
    .number()
    .int({ error: "validation.integer" })
    .min(0)
    .max(PRODUCT_LIMITS.quantityMax)
    .nullable(),
};
export const PRODUCT_FIELDS = Object.keys(productFieldsShape) as (keyof typeof productFieldsShape)[];
export type ProductField = (typeof PRODUCT_FIELDS)[number];

const partialFields = z.strictObject(productFieldsShape).partial();
export type ProductFields = {
  [K in ProductField]: z.infer<(typeof productFieldsShape)[K]>;
};

/** A pending change of an approved product: the fields that differ from the approved version. */
export type ProductChangePayload = Partial<ProductFields> & {
  /** The whole photo list as it will be (index 0: the main photo); new photos already have their ids. */
  photos?: PendingPhoto[];
};
export interface PendingPhoto {
  id: number;
  url: string;
  url_2x: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * What "Send for verification" needs on top of the draft rules: every field a buyer relies on. One
 * home for the API's verify and the web form, which names these gaps together with the draft
 * rules' errors when the save itself fails (all field errors in one round, decision 034).
 * `photos` null: not checked (a spreadsheet import adds photos after the properties);
 * `specKeys` undefined: the category is unknown.
 */
export function verificationGaps(
  f: {
    name?: string;
    description?: string;
    price_tiers?: readonly unknown[];
    delivery_regions?: readonly unknown[];
    specs?: Record<string, unknown>;
  },
  opts: { photos: number | null; specKeys: ReadonlySet<string> | undefined },
): Record<string, MessageKey[]> {
  const errors: Record<string, MessageKey[]> = {};
  const add = (field: string, key: MessageKey) => {
    errors[field] = [key];
  };
  if (!f.name?.trim()) add("name", "validation.required");
  if (!f.description?.trim()) add("description", "validation.required");
  if (!f.price_tiers?.length) add("price_tiers", "validation.required");
  if (!f.delivery_regions?.length) add("delivery_regions", "products.deliveryRegionRequired");
  if (opts.photos === 0) add("main_photo", "products.mainPhotoRequired");
  if (!opts.specKeys) add("category_id", "validation.required");
  else if (opts.specKeys.has("hashrate")) {
    if (!f.specs?.hashrate) add("specs.hashrate", "validation.required");
    if (!f.specs?.algorithm) add("specs.algorithm", "validation.required");
  }
  return errors;
}

const refineTiers = (v: { price_tiers?: PriceTierInput[] }, ctx: z.RefinementCtx) =>
  checkTiers(Array.isArray(v?.price_tiers) ? v.price_tiers : undefined, ctx);
/**
 * The tier rules run whenever the tiers themselves parsed (no aborting issue under `price_tiers`),
 * even if another field failed: by default Zod skips a refinement after a type error anywhere (an
 * unknown field, a text for a number), and the overlap then showed only in a second round.
 */
const tierRules = {
  when: (payload: z.core.ParsePayload) =>
    payload.value !== null &&
    typeof payload.value === "object" &&
    !payload.issues.some(
      (issue) => issue.path?.[0] === "price_tiers" && (issue as { continue?: boolean }).continue !== true,
    ),
};

/** POST /api/products-catalog/products/: a draft needs a name and a category; the rest may wait. */
export const createProductBody = partialFields
  .extend({
    name: productFieldsShape.name,
    category_id: productFieldsShape.category_id,
  })
  .superRefine(refineTiers, tierRules);
export type CreateProductBody = z.infer<typeof createProductBody>;

/** POST /api/products-catalog/products/?copy_of=: the copy's fields may override the original's. */
export const copyProductBody = partialFields.superRefine(refineTiers, tierRules);

export const createProductQuery = z.object({
  source: z.enum(PRODUCT_SOURCES).default("manual"),
  /** Copies this product of the caller (a new draft with a new SKU; photos are copied). */
  copy_of: optionalIdParam,
});

/** PATCH /api/products-catalog/products/{id}/: any fields; absent ones are kept. */
export const patchProductBody = partialFields.superRefine(refineTiers, tierRules);
export type PatchProductBody = z.infer<typeof patchProductBody>;

/** POST bulk-create/: `{ items: [...] }` or a bare array; all or nothing. */
export const bulkCreateBody = z.preprocess(
  (v) => (Array.isArray(v) ? { items: v } : v),
  z.strictObject({
    items: z
      .array(
        partialFields.extend({
          name: productFieldsShape.name,
          category_id: productFieldsShape.category_id,
        }),
      )
      .min(1, { error: "validation.required" })
      .max(PRODUCT_LIMITS.bulkMax, { error: "validation.tooMany" })
      .superRefine((items, ctx) => {
        items.forEach((item, i) => {
          checkTiers(item.price_tiers, ctx, [i]);
        });
      }),
  }),
);
export type BulkItem = z.infer<typeof bulkCreateBody>["items"][number];
export const bulkCreateQuery = z.object({ source: z.enum(PRODUCT_SOURCES).default("excel") });

export const productIdParams = z.object({ id: idParam });
export const photoParams = z.object({ id: idParam, photoId: idParam });

/** The mass status actions. */
export const productsIdsBody = z.strictObject({
  products_ids: z
    .array(idField)
    .min(1, { error: "validation.required" })
    .max(500, { error: "validation.tooMany" })
    .transform((ids) => [...new Set(ids)]),
});
export type ProductsIdsBody = z.infer<typeof productsIdsBody>;

// ---------------------------------------------------------------- answers
const photoSchema = imageSchema.extend({
  id: z.number().int(),
  position: z.number().int(),
  main: z.boolean(),
});
const priceTierSchema = z.object({
  min_quantity: z.number().int(),
  max_quantity: z.number().int().nullable(),
  unit_price: z.number(),
});

const decisionSchema = z.object({
  status: z.enum(["approved", "rejected"]),
  reason: z.string(),
  decided_at: z.string(),
});

/** GET .../products/{id}/edit: what the seller edits, pending values included. */
export const sellerProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  status_label: z.string(),
  /** The status "restore" returns to, while archived. */
  archived_from: z.enum(PRODUCT_STATUSES).nullable(),
  source: z.enum(PRODUCT_SOURCES),
  rejection_reason: z.string(),
  name: z.string(),
  category_id: z.number().int(),
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  brand_id: z.number().int().nullable(),
  model_id: z.number().int().nullable(),
  external_sku: z.string().nullable(),
  condition: z.enum(PRODUCT_CONDITIONS),
  country_of_origin: z.string().nullable(),
  description: z.string(),
  currency: z.string(),
  price_tiers: z.array(priceTierSchema),
  price_from: z.number().nullable(),
  price_to: z.number().nullable(),
  discount_amount: z.number(),
  discount_ends_at: z.string().nullable(),
  negotiable: z.boolean(),
  dimensions: dimensionsSchema,
  specs: productSpecsSchema,
  videos: z.array(z.string()),
  delivery_regions: z.array(z.string()),
  difference_from_others: z.string(),
  additional_terms: z.array(additionalTermSchema),
  payment_methods: z.array(z.string()),
  lead_time_days: z.number().int().nullable(),
  warranty_months: z.number().int().nullable(),
  stock_quantity: z.number().int().nullable(),
  main_photo: photoSchema.nullable(),
  photos: z.array(photoSchema),
  /** Edits of an approved product waiting for moderation (the values above include them). */
  pending_change: z
    .object({
      id: z.number().int(),
      label: z.string(),
      fields: z.array(z.string()),
      created_at: z.string(),
    })
    .nullable(),
  last_decision: decisionSchema.nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

export const bulkCreateResult = z.object({ count: z.number().int(), results: z.array(sellerProductSchema) });

/** A row of the seller's product table. */
export const myProductSchema = myListingRowOf(PRODUCT_STATUSES, PRODUCT_ACTIONS).extend({
  sku: z.string(),
  external_sku: z.string().nullable(),
  main_photo: imageSchema.nullable(),
});
export type MyProduct = z.infer<typeof myProductSchema>;
export const myProductList = paged(myProductSchema);

export const MY_PRODUCT_ORDERINGS = MY_LISTING_ORDERINGS;

/** GET /api/search/products/my-products/ */
export const myProductsQuery = myListingsQueryOf(PRODUCT_STATUSES, "category_id__terms");
export type MyProductsQuery = z.infer<typeof myProductsQuery>;

export const statusesInfoSchema = statusesInfoOf(PRODUCT_STATUSES);

export const myCategoriesSchema = myListingCategoriesSchema;

/** What a mass action did: every product with its new status. */
export const statusActionResult = z.object({
  count: z.number().int(),
  results: z.array(z.object({ id: z.number().int(), sku: z.string(), status: z.enum(PRODUCT_STATUSES) })),
});

// ---------------------------------------------------------------- form data
export const formDataQuery = z.object({ category_id: idParam });
export const formFieldSchema = z.object({
  key: z.enum(SPEC_KEYS),
  label: z.string(),
  type: z.enum(["number", "hashrate", "efficiency", "boolean", "enum", "range", "text"]),
  unit: z.string().nullable(),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export const formDataSchema = z.object({
  category: z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() }),
  specifications: z.array(formFieldSchema),
  conditions: z.array(z.object({ value: z.string(), label: z.string() })),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
  limits: z.object({
    photos: z.number().int(),
    additional_terms: z.number().int(),
    image_max_bytes: z.number().int(),
  }),
});
export type FormData = z.infer<typeof formDataSchema>;

// ---------------------------------------------------------------- moderation
export const rejectReason = z
  .string()
  .trim()
  .min(1, { error: "validation.required" })
  .max(PRODUCT_LIMITS.reasonMax, { error: "validation.maxLength" });
