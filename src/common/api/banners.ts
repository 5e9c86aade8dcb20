/**
 * Contracts of the banners (spec section 7, "Blog and banners"). Menu banners sit in the category
 * menu; advertising banners (GET /api/blog/advertising-banners/, a later issue) share the table
 * and this shape.
 */
import { z } from "zod";
import { idTerms, imageSchema } from "./shared.ts";

/** GET /api/menu-banners/active/ */
export const menuBannersQuery = z.object({
  /** Only the banners of these menu categories (and those shown everywhere). */
  category: idTerms,
});

export const bannerSchema = z.object({
  id: z.number().int(),
  /** In the caller's language. */
  title: z.string(),
  subtitle: z.string(),
  image: imageSchema,
  /** A path of the site (`/products-catalog?...`, without the locale prefix) or an absolute https:// URL. */
  link: z.string(),
  /** Whether `link` leaves the site (open it with rel="noopener sponsored"). */
  external: z.boolean(),
  placement: z.string(),
  /** The menu category it belongs to; null: shown with every category. */
  category_id: z.number().int().nullable(),
  position: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerList = z.array(bannerSchema);
