/**
 * Contracts of the moderators' article editor (issue 19, docs/decisions/047): the console's list,
 * one article with both languages' texts, create and change, the status (draft, scheduled,
 * published), the revision history and its restore, the Markdown preview (rendered and sanitised
 * by the same pipeline as the public pages) and the images (cover, body). All under
 * /api/moderation/articles/: admins and moderators only.
 */
import { z } from "zod";
import { ARTICLE_LOCALES, tocEntrySchema } from "./blog.ts";
import { idField, idParam, imageSchema, optionalIdParam, paged, pageParam, pageSizeParam } from "./shared.ts";

export const ARTICLE_STATUSES = ["draft", "scheduled", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const EDITOR_LIMITS = {
  slugMax: 120,
  titleMax: 200,
  leadMax: 600,
  /** Characters of one language's Markdown body (also the preview's). */
  bodyMax: 100_000,
  authorMax: 120,
  tagsMax: 20,
  tagMax: 40,
  relatedMax: 20,
  searchMax: 100,
  /** Bytes of an uploaded image (cover or body image). */
  imageMaxBytes: 10 * 1024 * 1024,
  pageSize: { default: 20, max: 100 },
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number) =>
  z.string({ error: "validation.required" }).max(max, { error: "validation.maxLength" });
const trimmed = (max: number) => text(max).trim();
/** Markdown with its line ends as \n (a browser's form sends a textarea's lines with \r\n). */
const markdownText = (max: number) => text(max).transform((v) => v.replace(/\r\n?/g, "\n"));

const slugField = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(EDITOR_LIMITS.slugMax, { error: "validation.maxLength" })
  .regex(SLUG_PATTERN, { error: "blog.validation.slug" });

const idList = z
  .array(idField, { error: "editor.error.idList" })
  .max(EDITOR_LIMITS.relatedMax, { error: "validation.max" })
  .transform((ids) => [...new Set(ids)]);

const tagsField = z
  .array(
    z
      .string({ error: "editor.error.tag" })
      .trim()
      .min(1, { error: "editor.error.tag" })
      .max(EDITOR_LIMITS.tagMax, { error: "editor.error.tag" }),
    { error: "editor.error.tags" },
  )
  .max(EDITOR_LIMITS.tagsMax, { error: "editor.error.tags" })
  .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]);

const articleFields = {
  slug: slugField,
  category_id: idField,
  author_name: trimmed(EDITOR_LIMITS.authorMax).min(1, { error: "validation.required" }),
  title_en: trimmed(EDITOR_LIMITS.titleMax),
  title_fr: trimmed(EDITOR_LIMITS.titleMax),
  lead_en: markdownText(EDITOR_LIMITS.leadMax).transform((v) => v.trim()),
  lead_fr: markdownText(EDITOR_LIMITS.leadMax).transform((v) => v.trim()),
  body_en: markdownText(EDITOR_LIMITS.bodyMax),
  body_fr: markdownText(EDITOR_LIMITS.bodyMax),
  tags: tagsField,
  related_model_ids: idList,
  related_product_ids: idList,
};

/** A title in at least one language (the console lists the article under it). */
const someTitle = (v: { title_en?: string; title_fr?: string }, ctx: z.RefinementCtx) => {
  if (v.title_en === "" && v.title_fr === "")
    ctx.addIssue({ code: "custom", path: ["title_en"], message: "editor.error.titleNeeded", input: "" });
};

/** POST /api/moderation/articles/: a new article, a draft (the author defaults to the moderator's name). */
export const createArticleBody = z
  .strictObject({
    ...articleFields,
    author_name: articleFields.author_name.optional(),
    title_en: articleFields.title_en.default(""),
    title_fr: articleFields.title_fr.default(""),
    lead_en: articleFields.lead_en.default(""),
    lead_fr: articleFields.lead_fr.default(""),
    body_en: articleFields.body_en.default(""),
    body_fr: articleFields.body_fr.default(""),
    tags: articleFields.tags.default([]),
    related_model_ids: articleFields.related_model_ids.default([]),
    related_product_ids: articleFields.related_product_ids.default([]),
  })
  .superRefine(someTitle);
export type CreateArticleBody = z.infer<typeof createArticleBody>;

/** PATCH /api/moderation/articles/:id/: the fields sent change; a revision is appended. */
export const updateArticleBody = z
  .strictObject({
    slug: articleFields.slug.optional(),
    category_id: articleFields.category_id.optional(),
    author_name: articleFields.author_name.optional(),
    title_en: articleFields.title_en.optional(),
    title_fr: articleFields.title_fr.optional(),
    lead_en: articleFields.lead_en.optional(),
    lead_fr: articleFields.lead_fr.optional(),
    body_en: articleFields.body_en.optional(),
    body_fr: articleFields.body_fr.optional(),
    tags: articleFields.tags.optional(),
    related_model_ids: articleFields.related_model_ids.optional(),
    related_product_ids: articleFields.related_product_ids.optional(),
  })
  .superRefine(someTitle);
export type UpdateArticleBody = z.infer<typeof updateArticleBody>;

/**
 * POST /api/moderation/articles/:id/status/: `draft` (off the public pages), `scheduled` (public at
 * `publish_at`, which must be in the future) or `published` (public now, or since `publish_at` when
 * a past time is given).
 */
export const articleStatusBody = z.strictObject({
  status: z.enum(ARTICLE_STATUSES, { error: "editor.error.status" }),
  publish_at: z.iso.datetime({ offset: true, error: "editor.error.dateTime" }).nullish(),
});
export type ArticleStatusBody = z.infer<typeof articleStatusBody>;

/** GET /api/moderation/articles/ */
export const editorListQuery = z.object({
  page: pageParam,
  page_size: pageSizeParam(EDITOR_LIMITS.pageSize.default, EDITOR_LIMITS.pageSize.max),
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(ARTICLE_STATUSES, { error: "editor.error.status" }).optional(),
  ),
  category_id: optionalIdParam,
  /** Words of the title (either language). */
  search: z.string().trim().max(EDITOR_LIMITS.searchMax, { error: "validation.maxLength" }).optional(),
});
export type EditorListQuery = z.infer<typeof editorListQuery>;

export const editorArticleParams = z.object({ id: idParam });
export const revisionParams = z.object({ id: idParam, revision_id: idParam });

const language = z.enum(ARTICLE_LOCALES);

export const editorArticleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  /** When it goes (or went) public; null for a draft. */
  publish_at: z.string().nullable(),
  /** On the public pages now: not a draft and publish_at passed. */
  public: z.boolean(),
  /** The English title, or the French one when there is no English title. */
  title: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  author_name: z.string(),
  /** The languages with a title and a body. */
  languages: z.array(language),
  views: z.number().int(),
  updated_at: z.string(),
});
export type EditorArticleSummary = z.infer<typeof editorArticleSummary>;
export const editorArticleList = paged(editorArticleSummary);

export const editorArticleSchema = editorArticleSummary.extend({
  category_id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  lead_en: z.string(),
  lead_fr: z.string(),
  body_en: z.string(),
  body_fr: z.string(),
  tags: z.array(z.string()),
  related_model_ids: z.array(z.number().int()),
  related_product_ids: z.array(z.number().int()),
  /** The cover at 1x and 2x (webp); alt is the title. */
  cover: imageSchema.nullable(),
  created_at: z.string(),
});
export type EditorArticle = z.infer<typeof editorArticleSchema>;

export const revisionSummarySchema = z.object({
  id: z.number().int(),
  saved_by: z.string(),
  created_at: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  publish_at: z.string().nullable(),
  title_en: z.string(),
  title_fr: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export const revisionList = z.array(revisionSummarySchema);

export const revisionSchema = revisionSummarySchema.extend({
  article_id: z.number().int(),
  lead_en: z.string(),
  lead_fr: z.string(),
  body_en: z.string(),
  body_fr: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** POST /api/moderation/articles/preview/: Markdown in, sanitised HTML and the table of contents out. */
export const previewBody = z.strictObject({
  body: markdownText(EDITOR_LIMITS.bodyMax),
});
export const previewResult = z.object({
  html: z.string(),
  toc: z.array(tocEntrySchema),
  reading_minutes: z.number().int(),
});
export type PreviewResult = z.infer<typeof previewResult>;

/** POST /api/moderation/articles/:id/images/: a body image, and the Markdown that shows it. */
export const bodyImageResult = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  markdown: z.string(),
});
export type BodyImageResult = z.infer<typeof bodyImageResult>;

/** The most revisions the history answers (newest first). */
export const REVISIONS_SHOWN = 100;
