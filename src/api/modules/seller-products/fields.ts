/**
 * A product's own fields and checks (issue 6, decision 019): its API fields <-> columns, the
 * lookups its rules need, the draft checks (references, cross-field rules) and what verification
 * needs on top. The lifecycle around them is the listings core's (../listings/).
 */
import type { PendingPhoto, ProductFields } from "../../../common/api/seller-products.ts";
import { verificationGaps } from "../../../common/api/seller-products.ts";
import { HASHRATE_UNITS, type HashrateUnit, type ProductSpecs } from "../../../common/catalog.ts";
import { addError, type FieldErrors } from "../listings/status.ts";
import type * as q from "./queries.ts";

/** The stored values of a product as API fields. */
export function fieldsOf(row: q.ProductRow, tiers: q.TierRow[]): ProductFields {
  return {
    name: row.name,
    category_id: row.categoryId,
    brand_id: row.brandId,
    model_id: row.modelId,
    external_sku: row.externalSku,
    condition: row.condition,
    country_of_origin: row.countryOfOrigin?.trim() ?? null,
    description: row.description,
    price_tiers: tiers.map((t) => ({
      min_quantity: t.minQuantity,
      max_quantity: t.maxQuantity,
      unit_price: Number(t.unitPrice),
    })),
    discount_amount: Number(row.discountAmount),
    discount_ends_at: row.discountEndsAt ? new Date(row.discountEndsAt).toISOString() : null,
    negotiable: row.negotiable,
    dimensions: row.dimensions,
    specs: row.specs,
    videos: row.videos,
    delivery_regions: row.deliveryRegions.map((r) => r.trim()) as ProductFields["delivery_regions"],
    difference_from_others: row.differenceFromOthers,
    additional_terms: row.additionalTerms,
    payment_methods: row.paymentMethods as ProductFields["payment_methods"],
    lead_time_days: row.leadTimeDays,
    warranty_months: row.warrantyMonths,
    stock_quantity: row.stockQuantity,
  };
}

/** Columns for some fields, with the values derived from them (lowest price, miner figures). */
export function toColumns(f: Partial<ProductFields>): Partial<q.ProductInsert> {
  const c: Partial<q.ProductInsert> = {};
  if (f.name !== undefined) c.name = f.name;
  if (f.category_id !== undefined) c.categoryId = f.category_id;
  if (f.brand_id !== undefined) c.brandId = f.brand_id;
  if (f.model_id !== undefined) c.modelId = f.model_id;
  if (f.external_sku !== undefined) c.externalSku = f.external_sku;
  if (f.condition !== undefined) c.condition = f.condition;
  if (f.country_of_origin !== undefined) c.countryOfOrigin = f.country_of_origin;
  if (f.description !== undefined) c.description = f.description;
  if (f.price_tiers !== undefined)
    c.priceMin = f.price_tiers.length ? Math.min(...f.price_tiers.map((t) => t.unit_price)) : null;
  if (f.discount_amount !== undefined) c.discountAmount = f.discount_amount;
  if (f.discount_ends_at !== undefined)
    c.discountEndsAt = f.discount_ends_at === null ? null : new Date(f.discount_ends_at);
  if (f.negotiable !== undefined) c.negotiable = f.negotiable;
  if (f.dimensions !== undefined) c.dimensions = f.dimensions;
  if (f.specs !== undefined) {
    const s = f.specs;
    c.specs = s;
    c.algorithm = s.algorithm ?? null;
    c.hashrateHs = s.hashrate ? s.hashrate.value * HASHRATE_UNITS[s.hashrate.unit as HashrateUnit] : null;
    c.powerW = s.consumption !== undefined ? Math.round(s.consumption) : null;
    c.efficiency = s.efficiency?.value ?? null;
  }
  if (f.videos !== undefined) c.videos = f.videos;
  if (f.delivery_regions !== undefined) c.deliveryRegions = f.delivery_regions;
  if (f.difference_from_others !== undefined) c.differenceFromOthers = f.difference_from_others;
  if (f.additional_terms !== undefined) c.additionalTerms = f.additional_terms;
  if (f.payment_methods !== undefined) c.paymentMethods = f.payment_methods;
  if (f.lead_time_days !== undefined) c.leadTimeDays = f.lead_time_days;
  if (f.warranty_months !== undefined) c.warrantyMonths = f.warranty_months;
  if (f.stock_quantity !== undefined) c.stockQuantity = f.stock_quantity;
  return c;
}

export const photoOut = (p: q.PhotoRow): PendingPhoto => ({
  id: p.id,
  url: p.url,
  url_2x: p.url2x,
  width: p.width,
  height: p.height,
  alt: p.alt,
});

export const EMPTY_PRODUCT: ProductFields = {
  name: "",
  category_id: 0,
  brand_id: null,
  model_id: null,
  external_sku: null,
  condition: "new",
  country_of_origin: null,
  description: "",
  price_tiers: [],
  discount_amount: 0,
  discount_ends_at: null,
  negotiable: false,
  dimensions: {},
  specs: {},
  videos: [],
  delivery_regions: [],
  difference_from_others: "",
  additional_terms: [],
  payment_methods: [],
  lead_time_days: null,
  warranty_months: null,
  stock_quantity: null,
};

/**
 * The lookups the product rules need. The default reads the database (inside the caller's
 * transaction); a spreadsheet import preloads them once for thousands of rows (decision 019), so
 * both paths run the same rules.
 */
export interface ProductRefs {
  category(id: number): Promise<{ id: number; parentId: number | null; specKeys: string[] } | undefined>;
  brandExists(id: number): Promise<boolean>;
  countryExists(iso: string): Promise<boolean>;
  model(id: number): Promise<{ id: number; brandId: number; specs: ProductSpecs } | undefined>;
  externalSkuTaken(sellerId: number, sku: string, exceptId?: number): Promise<boolean>;
}

// ---------------------------------------------------------------- checks
/** Picking a model fills the brand and the specifications the product does not state yet. */
export async function applyModel(
  refs: ProductRefs,
  next: ProductFields,
  given: Partial<ProductFields>,
  errors: FieldErrors,
  prefix: string,
) {
  if (given.model_id === undefined || given.model_id === null) return;
  const model = await refs.model(given.model_id);
  if (!model) {
    addError(errors, `${prefix}model_id`, "products.modelUnknown");
    return;
  }
  if (given.brand_id === undefined && next.brand_id === null) next.brand_id = model.brandId;
  else if (next.brand_id !== model.brandId)
    addError(errors, `${prefix}model_id`, "products.modelBrandMismatch");
  if (given.specs === undefined && Object.keys(next.specs).length === 0) next.specs = model.specs;
}

/** References and cross-field rules of the fields being saved (drafts and complete products alike). */
export async function checkFields(
  refs: ProductRefs,
  sellerId: number,
  next: ProductFields,
  given: Partial<ProductFields>,
  errors: FieldErrors,
  opts: { prefix?: string; productId?: number } = {},
) {
  const p = opts.prefix ?? "";
  if (given.category_id !== undefined && !(await refs.category(next.category_id)))
    addError(errors, `${p}category_id`, "products.categoryUnknown");
  if (given.brand_id !== undefined && given.brand_id !== null && !(await refs.brandExists(given.brand_id)))
    addError(errors, `${p}brand_id`, "products.brandUnknown");
  if (
    given.country_of_origin !== undefined &&
    given.country_of_origin !== null &&
    !(await refs.countryExists(given.country_of_origin))
  )
    addError(errors, `${p}country_of_origin`, "products.countryUnknown");
  if (given.external_sku && (await refs.externalSkuTaken(sellerId, given.external_sku, opts.productId)))
    addError(errors, `${p}external_sku`, "products.externalSkuTaken");
  if (
    (given.discount_amount !== undefined || given.price_tiers !== undefined) &&
    next.discount_amount > 0 &&
    next.price_tiers.length &&
    next.discount_amount >= Math.min(...next.price_tiers.map((t) => t.unit_price))
  )
    addError(errors, `${p}discount_amount`, "products.discountTooHigh");
  // A special offer's end needs a discount (issue 20); a discount alone has no end.
  if (
    (given.discount_amount !== undefined || given.discount_ends_at !== undefined) &&
    next.discount_ends_at !== null &&
    !(next.discount_amount > 0)
  )
    addError(errors, `${p}discount_amount`, "deals.offerNeedsDiscount");
}

/** The specification keys of a product category (a subcategory without its own takes its parent's). */
export async function specKeysOf(refs: ProductRefs, categoryId: number): Promise<Set<string> | undefined> {
  const category = await refs.category(categoryId);
  if (!category) return undefined;
  if (category.specKeys.length || !category.parentId) return new Set(category.specKeys);
  return new Set((await refs.category(category.parentId))?.specKeys ?? []);
}

/** What verification needs on top of the draft rules (the shared `verificationGaps`, which the web form also runs). */
/** `photos` null: not checked (a spreadsheet import adds photos after the properties). */
export async function completeness(
  refs: ProductRefs,
  f: ProductFields,
  photos: number | null,
): Promise<FieldErrors> {
  return verificationGaps(f, { photos, specKeys: await specKeysOf(refs, f.category_id) });
}

// ---------------------------------------------------------------- spreadsheet imports (decision 019)
/**
 * The checks of one product of an import: the same rules as create and edit (a model fills the
 * brand and specifications, references exist, the seller's SKU is free, tiers and discount) plus
 * what verification needs except the photos, which come after the properties.
 */
export async function checkImported(
  refs: ProductRefs,
  sellerId: number,
  next: ProductFields,
  given: Partial<ProductFields>,
  productId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  await applyModel(refs, next, given, errors, "");
  await checkFields(refs, sellerId, next, given, errors, { productId });
  for (const [field, keys] of Object.entries(await completeness(refs, next, null)))
    for (const key of keys) addError(errors, field, key);
  return errors;
}
