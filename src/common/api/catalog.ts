/**
 * Contracts of the product catalogue calls (spec section 7, "Products" and "Search"). Names are
 * snake_case on the wire, as in the spec (`products_ids`, `category_id__terms`).
 */
import { z } from "zod";
import {
  additionalTermSchema,
  dimensionsSchema,
  HASHRATE_UNITS,
  type HashrateUnit,
  PAGE_SIZES,
  PRODUCT_CONDITIONS,
  productSpecsSchema,
  SPEC_KEYS,
} from "../catalog.ts";
import { electricityPriceField } from "./profit.ts";
import {
  checkRanges,
  codeTerms,
  idTerms,
  imageSchema,
  isoTerms,
  numberParam,
  optionalIdParam,
  paged,
  pageParam,
  pageSizeParam,
  searchText,
  textTerms,
} from "./shared.ts";

// ---------------------------------------------------------------- categories and brands
export const categorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  kind: z.enum(["product", "service"]),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  position: z.number().int(),
  /** Approved products (or services) in this category and its subcategories. */
  items_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesQuery = z.object({
  page: pageParam,
  page_size: pageSizeParam(PAGE_SIZES.categories.default, PAGE_SIZES.categories.max),
  parent_id: optionalIdParam,
});
export const categoryList = paged(categorySchema);

export const menuCategorySchema = categorySchema.extend({ children: z.array(categorySchema) });
export type MenuCategory = z.infer<typeof menuCategorySchema>;
export const categoryMenu = z.array(menuCategorySchema);

export const brandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  products_count: z.number().int(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandsQuery = z.object({
  page: pageParam,
  page_size: pageSizeParam(PAGE_SIZES.brands.default, PAGE_SIZES.brands.max),
  search: searchText,
});
export const brandList = paged(brandSchema);

// ---------------------------------------------------------------- products
const ref = z.object({ id: z.number().int(), name: z.string() });
const categoryRef = ref.extend({ slug: z.string() });

export const sellerCardSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  logo_url: z.string(),
  country_iso: z.string().nullable(),
  country_name: z.string().nullable(),
  city_name: z.string().nullable(),
  verified: z.boolean(),
});
export type SellerCard = z.infer<typeof sellerCardSchema>;

export const priceTierSchema = z.object({
  min_quantity: z.number().int(),
  max_quantity: z.number().int().nullable(),
  unit_price: z.number(),
});

export const productCardSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  category: categoryRef,
  brand: ref.nullable(),
  model: ref.nullable(),
  condition: z.enum(PRODUCT_CONDITIONS),
  currency: z.string(),
  /** Lowest and highest unit price over the quantity tiers (before any offer). */
  price_from: z.number().nullable(),
  price_to: z.number().nullable(),
  /**
   * The quantity tiers, smallest quantity first (before any offer): the price per quantity band is
   * `unitPriceFor()` of src/common/pricing.ts (decision 063).
   */
  price_tiers: z.array(priceTierSchema),
  /** The discount per unit now: 0 once a special offer has ended. */
  discount_amount: z.number(),
  /** The end of the special offer under way (ISO 8601), or null (none, or a discount without an end). */
  discount_ends_at: z.string().nullable(),
  negotiable: z.boolean(),
  main_photo: imageSchema.nullable(),
  seller: sellerCardSchema,
  delivery_regions: z.array(z.string()),
  specs: productSpecsSchema,
  created_at: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  company_name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: z.string(),
  /** Written from a delivered order on RigMarket ("Verified purchase", decision 056). */
  verified: z.boolean(),
  /** The company's one answer, or null. */
  seller_answer: z.string().nullable(),
  seller_answered_at: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const faqEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  /** "seller": the seller's own answer about this product; "marketplace": RigMarket's. */
  source: z.enum(["seller", "marketplace"]),
});

export const productDetailSchema = productCardSchema.extend({
  category: categoryRef.extend({ parent: categoryRef.nullable() }),
  seller: sellerCardSchema.extend({
    website: z.string(),
    member_since: z.string(),
    products_count: z.number().int(),
  }),
  description: z.string(),
  external_sku: z.string().nullable(),
  country_of_origin: z.object({ iso: z.string(), name: z.string() }).nullable(),
  photos: z.array(imageSchema),
  videos: z.array(z.string()),
  dimensions: dimensionsSchema,
  difference_from_others: z.string(),
  additional_terms: z.array(additionalTermSchema),
  payment_methods: z.array(z.string()),
  lead_time_days: z.number().int().nullable(),
  warranty_months: z.number().int().nullable(),
  stock_quantity: z.number().int().nullable(),
  reviews: z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    results: z.array(reviewSchema),
  }),
  faq: z.array(faqEntrySchema),
  views: z.number().int(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const skuParams = z.object({ sku: z.string().min(1).max(64) });

export const PRODUCT_ORDERINGS = [
  "-created_at",
  "created_at",
  "price",
  "-price",
  "efficiency",
  "-hashrate",
  "name",
  /** Profit per day at the buyer's electricity price, highest first (issue 18; non-miners last). */
  "-profit",
  /** Payback days at the buyer's electricity price, soonest first (non-miners and loss-makers last). */
  "payback",
] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

const region = /^(AW|NA|SA|EU|AF|AS|OC)$/;

/**
 * Efficiency units: joules per that many hashes (J/TH = joules per 10^12 hashes). Filters convert
 * a value in any of them to joules per hash, as HASHRATE_UNITS does for hashrates (1 Sol = 1 H).
 */
export const EFFICIENCY_UNITS = {
  "J/H": 1,
  "J/kH": 1e3,
  "J/MH": 1e6,
  "J/GH": 1e9,
  "J/TH": 1e12,
  "J/PH": 1e15,
  "J/Sol": 1,
  "J/kSol": 1e3,
} as const;
export type EfficiencyUnit = keyof typeof EFFICIENCY_UNITS;

/** `TH/s`, `th/s`, `TH` and `th` all name TH/s (URLs stay short and readable). */
const unitParam = <U extends string>(units: readonly U[], def: U, suffix: RegExp) => {
  const byKey = new Map(units.map((u) => [u.replace(suffix, "").toLowerCase(), u]));
  return z.preprocess(
    (v) =>
      v === undefined || v === ""
        ? undefined
        : typeof v === "string"
          ? (byKey.get(v.trim().replace(suffix, "").toLowerCase()) ?? v)
          : v,
    z.enum(units as [U, ...U[]]).default(def),
  );
};
const HASHRATE_UNIT_NAMES = Object.keys(HASHRATE_UNITS) as HashrateUnit[];
const EFFICIENCY_UNIT_NAMES = Object.keys(EFFICIENCY_UNITS) as EfficiencyUnit[];

/** GET /api/search/products/ */
export const productSearchQuery = z
  .object({
    search: searchText,
    /** Categories (a parent includes its subcategories). Alias: `category`. */
    category_id__terms: idTerms,
    brand_id__terms: idTerms,
    seller_id__terms: idTerms,
    /** Delivery regions (NA, SA, EU, AF, AS, OC; AW = all world). Alias: `sales_locations`. */
    sales_locations__terms: codeTerms(region, "validation.regionCode"),
    condition__terms: z.preprocess(
      (v) =>
        v === undefined || v === ""
          ? undefined
          : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(",")),
      z.array(z.enum(PRODUCT_CONDITIONS)).optional(),
    ),
    /** Mining algorithms (`SHA-256`, `Scrypt`...), case-insensitive; unknown names match nothing. */
    algorithm__terms: textTerms,
    /**
     * Hashrate range in `hashrate_unit` (default TH/s; `GH/s`, `MH/s`, `kSol/s`...; `TH` also works).
     * Compared with the normalised hashrate (H/s), so it means the same whatever unit the product
     * states; products without a hashrate are left out when a bound is given. See decision 006.
     */
    hashrate_min: numberParam(),
    hashrate_max: numberParam(),
    hashrate_unit: unitParam(HASHRATE_UNIT_NAMES, "TH/s", /\/s$/i),
    /** Highest efficiency in `efficiency_unit` (default J/TH; `J/GH`, `J/MH`, `J/kSol`...). */
    efficiency_max: numberParam(),
    efficiency_unit: unitParam(EFFICIENCY_UNIT_NAMES, "J/TH", /$^/),
    /** Range of the lowest unit price ("from" price, before discount), in the listing's currency (USD). */
    price_min: numberParam(),
    price_max: numberParam(),
    /**
     * The buyer's electricity price in USD per kWh (0..10) for the profit orderings and filters;
     * default: the site's DEFAULT_ELECTRICITY_PRICE (issue 18, decision 043).
     */
    electricity_price: electricityPriceField.optional(),
    /** Lowest profit per day (USD) at that electricity price; only miners match. */
    profit_min: numberParam(1e9),
    /** Longest payback in days at that electricity price; only profitable miners with a price match. */
    payback_max: numberParam(1e6),
    /** Seller countries (ISO 3166-1 alpha-2), repeated or comma-separated. */
    country: isoTerms,
    /** Seller cities (ids of GET /api/search/cities/). */
    city: idTerms,
    /** Default: relevance when searching, else newest first. */
    ordering: z.enum(PRODUCT_ORDERINGS).optional(),
    page: pageParam,
    page_size: pageSizeParam(PAGE_SIZES.products.default, PAGE_SIZES.products.max),
    // Aliases used by some screens of the spec ("params sales_locations, category or seller_id").
    sales_locations: codeTerms(region, "validation.regionCode"),
    category: idTerms,
    seller_id: idTerms,
  })
  .superRefine(
    checkRanges<{ hashrate_min?: number; hashrate_max?: number; price_min?: number; price_max?: number }>([
      ["hashrate_min", "hashrate_max"],
      ["price_min", "price_max"],
    ]),
  );
export type ProductSearchQuery = z.infer<typeof productSearchQuery>;

export const facetValue = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export const regionFacet = z.object({ code: z.string(), name: z.string(), count: z.number().int() });
export const countryFacet = z.object({ iso: z.string(), name: z.string(), count: z.number().int() });
export const productSearchResult = paged(productCardSchema).extend({
  /** How many results each filter value would give with the other filters applied. */
  facets: z.object({
    categories: z.array(facetValue),
    brands: z.array(facetValue),
    sales_locations: z.array(regionFacet),
    conditions: z.array(z.object({ value: z.enum(PRODUCT_CONDITIONS), count: z.number().int() })),
    algorithms: z.array(z.object({ value: z.string(), count: z.number().int() })),
    /** Seller countries and cities. */
    countries: z.array(countryFacet),
    cities: z.array(facetValue.extend({ country_iso: z.string() })),
  }),
});
export type ProductSearchResult = z.infer<typeof productSearchResult>;

// ---------------------------------------------------------------- counts, similar products, properties, models
/** GET /api/products-catalog/products/count */
export const productCountQuery = z.object({
  /** A region code, or AW (all world, the default): products delivered there. */
  region: z.preprocess(
    (v) => (typeof v === "string" && v !== "" ? v.trim().toUpperCase() : undefined),
    z.string().regex(region, { error: "validation.regionCode" }).default("AW"),
  ),
});
export const productCountResult = z.object({
  region: z.string(),
  count: z.number().int(),
  /** Every region's count at once, for the map (AW first). */
  regions: z.array(regionFacet),
});

export const similarQuery = z.object({ limit: pageSizeParam(8, 24) });
export const productCardList = z.array(productCardSchema);

/** GET /api/products-catalog/properties */
export const propertiesQuery = z.object({
  /** Product categories (a parent includes its subcategories); default: every category. */
  filter_by_categories: idTerms,
});

const numericRange = z.object({ min: z.number(), max: z.number() });
export const propertyDefinitionSchema = z.object({
  key: z.enum(SPEC_KEYS),
  label: z.string(),
  /**
   * number: `unit` and `range`; hashrate, efficiency: a value with a unit per algorithm (see
   * `algorithms`); boolean, enum: `options` with counts; range: min/max pair (°C, %); text: free text.
   */
  type: z.enum(["number", "hashrate", "efficiency", "boolean", "enum", "range", "text"]),
  unit: z.string().nullable(),
  /** Whether GET /api/search/products/ filters on it. */
  filter: z.string().nullable(),
  range: numericRange.nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
});
export type PropertyDefinition = z.infer<typeof propertyDefinitionSchema>;

export const algorithmPropertiesSchema = z.object({
  value: z.string(),
  count: z.number().int(),
  /** The unit most of its products state, with the range of hashrates in that unit. */
  hashrate: z.object({ unit: z.string(), min: z.number(), max: z.number() }).nullable(),
  efficiency: z.object({ unit: z.string(), min: z.number(), max: z.number() }).nullable(),
});

export const propertiesResult = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), spec_keys: z.array(z.string()) })),
  properties: z.array(propertyDefinitionSchema),
  algorithms: z.array(algorithmPropertiesSchema),
  /** Range of the "from" prices of the public products of these categories (USD). */
  price: numericRange.nullable(),
});
export type PropertiesResult = z.infer<typeof propertiesResult>;

/** GET /api/models/miners/simple/ */
export const minerModelsQuery = z.object({
  /** Brand ids, repeated or comma-separated. */
  brand: idTerms,
  algorithm: textTerms,
  search: searchText,
});
export const minerModelSimpleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  brand: ref,
  algorithm: z.string(),
  hashrate: z.object({ value: z.number(), unit: z.string() }),
  /** Hashes per second, for comparisons across units. */
  hashrate_hs: z.number(),
  power_w: z.number().int(),
  efficiency: z.object({ value: z.number(), unit: z.string() }).nullable(),
  release_date: z.string().nullable(),
  public_products_count: z.number().int(),
});
export type MinerModelSimple = z.infer<typeof minerModelSimpleSchema>;
export const minerModelList = z.array(minerModelSimpleSchema);

export const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
  /** "full" after a write found the disk full, until a write works again (docs/decisions/072). */
  storage: z.enum(["ok", "full"]),
  version: z.string(),
});
