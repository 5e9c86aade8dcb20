/**
 * Contracts of the articles ("pulse", issue 19; spec section 7, "Blog and banners"): categories,
 * the paged list and one article. Texts come in the caller's language (Accept-Language); when an
 * article has no text in it, the other language is served and `fallback` is true
 * (docs/decisions/044).
 */
import { z } from "zod";
import { ARTICLE_PAGE_SIZE } from "../articles.ts";
import { imageSchema, optionalIdParam, paged, pageParam, pageSizeParam } from "./shared.ts";

export { ARTICLE_PAGE_SIZE, HANDBOOK_CATEGORY } from "../articles.ts";
/** Reading speed behind `reading_minutes`. */
export const WORDS_PER_MINUTE = 200;
export const ARTICLE_LOCALES = ["en", "fr"] as const;

export const articleCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  /** The evergreen guides (/handbook). */
  evergreen: z.boolean(),
  /** Public articles in it. */
  articles_count: z.number().int(),
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;
export const articleCategoryList = z.array(articleCategorySchema);

/** GET /api/blog/articles/ */
export const articleListQuery = z.object({
  page: pageParam,
  page_size: pageSizeParam(ARTICLE_PAGE_SIZE.default, ARTICLE_PAGE_SIZE.max),
  category_id: optionalIdParam,
});
export type ArticleListQuery = z.infer<typeof articleListQuery>;

const categoryRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  category: categoryRef,
  /** The cover at 1x and 2x; alt is the title. */
  cover: imageSchema.nullable(),
  author: z.object({ name: z.string() }),
  /** When it went public (ISO). */
  published_at: z.string(),
  views: z.number().int(),
  /** Minutes to read the body at 200 words a minute, at least 1. */
  reading_minutes: z.number().int(),
  tags: z.array(z.string()),
  /** The language of title, lead and body. */
  language: z.enum(ARTICLE_LOCALES),
  /** True when the asked language has no text and the other one is served instead. */
  fallback: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articleList = paged(articleSummarySchema);
export type ArticleList = z.infer<typeof articleList>;

export const articleSlugParams = z.object({
  slug: z
    .string()
    .max(120, { error: "blog.validation.slug" })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "blog.validation.slug" }),
});

/** One heading of the body, for the table of contents: `#id` is the heading's anchor in `html`. */
export const tocEntrySchema = z.object({
  id: z.string(),
  text: z.string(),
  /** 2 for a section (##), 3 for a subsection (###). */
  level: z.number().int(),
});
export type TocEntry = z.infer<typeof tocEntrySchema>;

/** A miner model an article is about. */
export const relatedModelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  algorithm: z.string(),
  hashrate: z.object({ value: z.number(), unit: z.string() }).nullable(),
  power_w: z.number().int(),
  /** Public products of this model on the marketplace. */
  products_count: z.number().int(),
});

/** A public product an article points to, as a small card (/product/{sku}). */
export const relatedProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  currency: z.string(),
  price_from: z.number().nullable(),
  photo: imageSchema.nullable(),
  seller_name: z.string(),
});

export const articleDetailSchema = articleSummarySchema.extend({
  /** The body as sanitised HTML (Markdown rendered on the server; headings carry ids). */
  html: z.string(),
  toc: z.array(tocEntrySchema),
  updated_at: z.string(),
  /** The languages the article is written in (for hreflang links). */
  languages: z.array(z.enum(ARTICLE_LOCALES)),
  related_models: z.array(relatedModelSchema),
  related_products: z.array(relatedProductSchema),
  /** Up to 3 other public articles, of the same category first, newest first. */
  others: z.array(articleSummarySchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** POST /api/blog/articles/{slug}/view/: 202, counted (once per visitor and day) within seconds. */
export const articleViewResult = z.object({ accepted: z.boolean() });
