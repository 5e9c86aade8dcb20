/**
 * Contracts of the cross-catalogue search calls (spec section 7, "Search"): the grouped search of
 * the /search page, suggestions as you type, popular searches and a signed-in user's history.
 */
import { z } from "zod";
import { productCardSchema, productCountQuery } from "./catalog.ts";
import { sellerListCardSchema } from "./sellers.ts";
import { serviceCardSchema } from "./services.ts";
import { booleanParam, pageSizeParam, searchText } from "./shared.ts";

/** How many results of each group the full search returns. */
export const FULL_SEARCH_GROUP_SIZE = 6;

/** GET /api/search/full-search/ */
export const fullSearchQuery = z.object({
  search_text: searchText,
  /** true (the spec's screens): the catalogue groups only (products, services, sellers). */
  catalog: booleanParam(true),
});
const group = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), results: z.array(item) });
export const fullSearchResult = z.object({
  search_text: z.string(),
  products: group(productCardSchema),
  services: group(serviceCardSchema),
  sellers: group(sellerListCardSchema),
});
export type FullSearchResult = z.infer<typeof fullSearchResult>;

/** GET /api/search/suggestions/ */
export const suggestionsQuery = z.object({ q: searchText, limit: pageSizeParam(10, 10) });
export const SUGGESTION_KINDS = [
  "model",
  "brand",
  "category",
  "service_category",
  "seller",
  "product",
  "service",
] as const;
export const suggestionSchema = z.object({
  text: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  id: z.number().int(),
  /** Where choosing it leads, as a path of the site without the locale prefix (`/product/RM-0000012`). */
  target: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionList = z.array(suggestionSchema);

/** GET /api/search/popular/ */
export const popularQuery = z.object({ limit: pageSizeParam(10, 50) });
export const popularList = z.array(z.object({ query: z.string(), count: z.number().int() }));

/** GET and DELETE /api/search/history/ */
export const historyQuery = z.object({ limit: pageSizeParam(10, 50) });
export const historyList = z.array(z.object({ query: z.string(), searched_at: z.string() }));
export const historyDeleteQuery = z.object({
  /** Forget this one query; without it, the whole history. */
  query: searchText,
});

/** GET /api/search/products/trending/ */
export const trendingProductsQuery = z.object({
  /** A region code, or AW (all world, the default): products delivered there. */
  region: productCountQuery.shape.region,
  limit: pageSizeParam(8, 24),
});
export const trendingProductList = z.array(productCardSchema);
