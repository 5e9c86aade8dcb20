/**
 * Contracts of the product catalogue calls (spec section 7, "Products" and "Search"). Names are
 * snake_case on the wire, as in the spec (`products_ids`, `category_id__terms`).
 */
import { z } from "zod";
import {
  additionalTermSchema,
  dimensionsSchema,
  PAGE_SIZES,
  PRODUCT_CONDITIONS,
  productSpecsSchema,
} from "../catalog.ts";
import { codeTerms, idTerms, imageSchema, pageParam, pageSizeParam, paged, searchText } from "./shared.ts";

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
  parent_id: z.coerce.number().int().min(1).optional(),
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

export const productCardSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  category: categoryRef,
  brand: ref.nullable(),
  model: ref.nullable(),
  condition: z.enum(PRODUCT_CONDITIONS),
  currency: z.string(),
  /** Lowest and highest unit price over the quantity tiers. */
  price_from: z.number().nullable(),
  price_to: z.number().nullable(),
  discount_amount: z.number(),
  negotiable: z.boolean(),
  main_photo: imageSchema.nullable(),
  seller: sellerCardSchema,
  delivery_regions: z.array(z.string()),
  specs: productSpecsSchema,
  created_at: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const priceTierSchema = z.object({
  min_quantity: z.number().int(),
  max_quantity: z.number().int().nullable(),
  unit_price: z.number(),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  company_name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: z.string(),
});

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
  price_tiers: z.array(priceTierSchema),
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
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

export const PRODUCT_ORDERINGS = ["-created_at", "created_at", "price", "-price", "efficiency", "-hashrate", "name"] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

const region = /^(AW|NA|SA|EU|AF|AS|OC)$/;

/** GET /api/search/products/ */
export const productSearchQuery = z.object({
  search: searchText,
  /** Categories (a parent includes its subcategories). Alias: `category`. */
  category_id__terms: idTerms,
  brand_id__terms: idTerms,
  seller_id__terms: idTerms,
  /** Delivery regions (NA, SA, EU, AF, AS, OC; AW = all world). Alias: `sales_locations`. */
  sales_locations__terms: codeTerms(region, "validation.regionCode"),
  condition__terms: z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(","))),
    z.array(z.enum(PRODUCT_CONDITIONS)).optional(),
  ),
  /** Default: relevance when searching, else newest first. */
  ordering: z.enum(PRODUCT_ORDERINGS).optional(),
  page: pageParam,
  page_size: pageSizeParam(PAGE_SIZES.products.default, PAGE_SIZES.products.max),
  // Aliases used by some screens of the spec ("params sales_locations, category or seller_id").
  sales_locations: codeTerms(region, "validation.regionCode"),
  category: idTerms,
  seller_id: idTerms,
});
export type ProductSearchQuery = z.infer<typeof productSearchQuery>;

const facetValue = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export const productSearchResult = paged(productCardSchema).extend({
  /** How many results each filter value would give with the other filters applied. */
  facets: z.object({
    categories: z.array(facetValue),
    brands: z.array(facetValue),
    sales_locations: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
    conditions: z.array(z.object({ value: z.enum(PRODUCT_CONDITIONS), count: z.number().int() })),
  }),
});
export type ProductSearchResult = z.infer<typeof productSearchResult>;

export const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
  version: z.string(),
});
