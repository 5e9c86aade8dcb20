/**
 * Contracts of the banners (spec section 7, "Blog and banners"). Menu banners sit in the category
 * menu; advertising banners (GET /api/blog/advertising-banners/, issue 19) share the table and
 * have their own shapes below (docs/decisions/045).
 */
import { z } from "zod";
import { AD_LIMITS, AD_PLACEMENTS, AD_REQUEST_LIMITS } from "../ads.ts";
import { idParams, idTerms, imageSchema } from "./shared.ts";

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

// ---------------------------------------------------------------- advertising banners (issue 19)
export { AD_LIMITS, AD_PLACEMENTS, AD_REQUEST_LIMITS, type AdPlacement } from "../ads.ts";

const placementField = z.enum(AD_PLACEMENTS, { error: "ads.error.placement" });

/**
 * GET /api/blog/advertising-banners/: with `placement`, that placement's banners drawn by weight
 * (what a page shows, counted as displayed); bare (the spec's call), every live banner grouped by
 * placement (docs/decisions/045).
 */
export const adBannersQuery = z.object({
  /** One placement's banners, drawn; absent: every placement's, in the order of AD_PLACEMENTS. */
  placement: placementField.optional(),
  /**
   * How many banners of each placement: with `placement`, drawn by weight without repeats
   * (default 1); without, the heaviest first (default: all of them).
   */
  limit: z.coerce
    .number({ error: "validation.integer" })
    .int({ error: "validation.integer" })
    .min(1, { error: "validation.min" })
    .max(AD_LIMITS.perCallMax, { error: "validation.max" })
    .optional(),
});

/** An advertising banner as a page shows it, in the caller's language. */
export const adBannerSchema = z.object({
  id: z.number().int(),
  placement: z.enum(AD_PLACEMENTS),
  /** The image of the caller's language (the English one when it has none), `alt` = the title. */
  image: imageSchema,
  /** What the banner links to: the click route, which counts the click and redirects to the advertiser's page. */
  href: z.string(),
});
export type AdBanner = z.infer<typeof adBannerSchema>;
export const adBannerList = z.array(adBannerSchema);

/** GET /api/blog/advertising-banners/:id/click/ */
export const adClickParams = idParams;
export const adClickQuery = z.object({
  /** The language of the page the banner was on: the redirect keeps it (`/fr/...`). */
  lang: z.enum(["en", "fr"], { error: "validation.choice" }).default("en"),
});

// ---------------------------------------------------------------- moderators' calls
const title = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(AD_LIMITS.titleMax, { error: "validation.maxLength" });
/** A path of this site, as the safe-redirect rule accepts it (`/company/12`, `/products-catalog?brand_id__terms=3`). */
const linkField = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(AD_LIMITS.linkMax, { error: "validation.maxLength" })
  .refine((v) => /^\/(?!\/)[^\\\s]*$/.test(v), { error: "ads.error.link" });
const dateTime = z.iso.datetime({ offset: true, error: "ads.error.dateTime" }).nullable();

const adBannerFields = {
  placement: placementField,
  title_en: title,
  title_fr: title,
  link: linkField,
  weight: z
    .number({ error: "validation.integer" })
    .int({ error: "validation.integer" })
    .min(1, { error: "validation.min" })
    .max(AD_LIMITS.weightMax, { error: "validation.max" }),
  starts_at: dateTime,
  ends_at: dateTime,
  is_active: z.boolean({ error: "validation.boolean" }),
};

const scheduleInOrder = (v: { starts_at?: string | null; ends_at?: string | null }, ctx: z.RefinementCtx) => {
  if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at))
    ctx.addIssue({
      code: "custom",
      path: ["ends_at"],
      message: "ads.error.endsBeforeStart",
      input: v.ends_at,
    });
};

/** POST /api/moderation/advertising-banners/ (the image comes next, per language). */
export const createAdBannerBody = z
  .strictObject({
    ...adBannerFields,
    weight: adBannerFields.weight.default(1),
    starts_at: dateTime.default(null),
    ends_at: dateTime.default(null),
    is_active: adBannerFields.is_active.default(true),
  })
  .superRefine(scheduleInOrder);
/** PATCH /api/moderation/advertising-banners/:id/ — what is sent changes (schedule, activation, weight…). */
export const updateAdBannerBody = z
  .strictObject({
    placement: adBannerFields.placement.optional(),
    title_en: title.optional(),
    title_fr: title.optional(),
    link: linkField.optional(),
    weight: adBannerFields.weight.optional(),
    starts_at: dateTime.optional(),
    ends_at: dateTime.optional(),
    is_active: adBannerFields.is_active.optional(),
  })
  .superRefine(scheduleInOrder);
export type CreateAdBannerBody = z.infer<typeof createAdBannerBody>;
export type UpdateAdBannerBody = z.infer<typeof updateAdBannerBody>;

export const adImageQuery = z.object({
  /** Which language's image this upload is. */
  lang: z.enum(["en", "fr"], { error: "validation.choice" }),
});

const adminImage = z.object({
  url: z.string(),
  url_2x: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A banner as the console shows it, with its totals. */
export const adminAdBannerSchema = z.object({
  id: z.number().int(),
  placement: z.enum(AD_PLACEMENTS),
  title_en: z.string(),
  title_fr: z.string(),
  link: z.string(),
  weight: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  is_active: z.boolean(),
  image_en: adminImage.nullable(),
  image_fr: adminImage.nullable(),
  /** Active, with an image and inside its schedule now. */
  live: z.boolean(),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type AdminAdBanner = z.infer<typeof adminAdBannerSchema>;
export const adminAdBannerList = z.array(adminAdBannerSchema);

/** GET /api/moderation/advertising-banners/:id/stats/: per day (UTC), the last `days`. */
export const adStatsQuery = z.object({
  days: z.coerce
    .number({ error: "validation.integer" })
    .int({ error: "validation.integer" })
    .min(1, { error: "validation.min" })
    .max(366, { error: "validation.max" })
    .default(30),
});
export const adStatsSchema = z.object({
  id: z.number().int(),
  days: z.array(z.object({ day: z.string(), impressions: z.number().int(), clicks: z.number().int() })),
  impressions: z.number().int(),
  clicks: z.number().int(),
});

// ---------------------------------------------------------------- the /advertisment request form
export const adRequestBody = z.strictObject({
  name: title,
  company: z.string().trim().max(AD_LIMITS.titleMax, { error: "validation.maxLength" }).default(""),
  email: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(254, { error: "validation.maxLength" })
    .pipe(z.email({ error: "validation.email" })),
  placements: z.array(placementField).max(AD_PLACEMENTS.length).default([]),
  message: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(AD_REQUEST_LIMITS.messageMax, { error: "validation.maxLength" }),
});
export type AdRequestBody = z.infer<typeof adRequestBody>;
