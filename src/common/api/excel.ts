/**
 * Contracts of the catalogue upload by spreadsheet (issue 7; spec sections 2
 * "/seller-products/add/catalog", 4 "Catalogue upload", 7 "excel" calls). Names are snake_case on
 * the wire. Rules and the stage machine: docs/decisions/019-catalogue-import.md.
 *
 * Calls (all need a signed-in seller whose company is active; another seller's import is a 404):
 * - GET  /api/products-catalog/excel/template?category_id=   the .xlsx template (all categories without id)
 * - POST /api/products-catalog/excel/import/                 multipart field `file`: 202 `ImportBatch`
 * - GET  /api/products-catalog/excel/pending/                the open import (`ImportBatch`) or null
 * - GET  /api/products-catalog/excel/last/                   the most recent import, open or closed, or null
 * - GET  /api/products-catalog/excel/pending/products/       the products of the open import (paged)
 * - GET  /api/products-catalog/excel/pending/errors-file/    the seller's own file, failing cells red with a note
 * - POST /api/products-catalog/excel/pending/confirm/        accepts the model matches to confirm (stage `confirm`)
 * - POST /api/products-catalog/excel/pending/save-valid/     saves the valid rows of an import with errors
 * - POST /api/products-catalog/excel/pending/photos/         multipart field `file`: a zip of images named by SKU
 * - POST /api/products-catalog/excel/pending/send/           sends the import's drafts to moderation
 * - POST /api/products-catalog/excel/cancel/                 stops the open import
 * - GET  /api/products-catalog/excel/export/?id=1&id=2       the caller's products in the template layout: a small
 *                                                            selection at once, else (all, many ids) 202 `PreparedFile`
 * - POST /api/products-catalog/excel/export/                 asks for an export built by a job: 202 `PreparedFile`
 * - POST /api/products-catalog/excel/pending/errors-file/    asks for the errors file: `PreparedFile` (200 ready, 202 being prepared)
 * - GET  /api/products-catalog/excel/files/{id}/             a prepared file's status (`PreparedFile`)
 * - GET  /api/products-catalog/excel/files/{id}/download/    the prepared file (200), or 202 `PreparedFile` while it is built
 * The errors file and large exports are built by a job, once, and stored (docs/decisions/066): the
 * downloads answer 202 with a `PreparedFile` and a Retry-After header until the file is ready, then
 * 200 with the file. A script: request, poll until 200, save.
 * Photos one product at a time: POST /api/products-catalog/products/{id}/photos/ (seller-products).
 * The three downloads (template, errors-file, export) take `lang=en|fr`, the language of the file's
 * headers and notes, over Accept-Language (a page in French links to French files whatever the
 * browser's language).
 */
import { z } from "zod";
import { LOCALES } from "../i18n/index.ts";
import { myProductSchema } from "./seller-products.ts";
import { idParam, optionalIdParam, paged, pageParam, pageSizeParam } from "./shared.ts";

export const EXCEL_LIMITS = {
  /** The uploaded workbook (413 above, the limit named in the message). */
  fileMaxBytes: 20 * 1024 * 1024,
  /** Product rows of one workbook (400 above). */
  rowsMax: 50_000,
  /**
   * What the parts of one workbook may really inflate to, in all and each (counted while
   * inflating, never read from the zip's declared sizes; an export of 50,000 rows is about 64 MB).
   */
  unzippedMaxBytes: 200 * 1024 * 1024,
  partMaxBytes: 160 * 1024 * 1024,
  /** Parts (zip entries) of one workbook (Excel writes about a dozen). */
  partsMax: 1000,
  /** `xl/workbook.xml` and its relationships, which are read whole (a few KB in practice). */
  workbookXmlMaxBytes: 1024 * 1024,
  /** The shared strings of a workbook: bytes inflated and strings (`<si>`) counted. */
  sharedStringsMaxBytes: 32 * 1024 * 1024,
  sharedStringsMax: 500_000,
  /**
   * Milliseconds of work one reading of a workbook may take on the server's event loop (the
   * upload's scan, then the import job's read, each on its own; decision 067): past it the file
   * is refused as too slow to read, and the seller is asked to split it.
   */
  parseBudgetMs: 20_000,
  /** Cells of one row (LibreOffice writes at most 1,024). */
  columnsMax: 1024,
  /** The zip of photos, and what it may inflate to in all (each photo: the photo limit of a product). */
  photosZipMaxBytes: 100 * 1024 * 1024,
  photosUnzippedMaxBytes: 150 * 1024 * 1024,
  photosZipMaxFiles: 2000,
  /** Row errors listed by GET pending (all of them are in the annotated file). */
  errorsListed: 1000,
  /** Model matches listed by GET pending. */
  matchesListed: 1000,
  /** Products of one export call by id. */
  exportIdsMax: 10_000,
  /** Moderation review (spec 9: about 24 hours). */
  moderationHours: 24,
} as const;

/** Content type of the workbooks this module sends (one constant, beside the product's others). */
export { XLSX_TYPE } from "../constants.ts";

/**
 * Stages of an import (spec 4 "Catalogue upload"):
 * - `queued`: the file is kept, the job has not started;
 * - `processing`: the job reads and checks the rows (`counts.rows_processed` grows);
 * - `errors`: some rows fail ("Correction of errors is required"): nothing was saved; download the
 *   annotated file, fix it and upload again (a new upload replaces this import);
 * - `confirm`: every row is valid but some model names were matched loosely: confirm them
 *   (POST pending/confirm/) or cancel and fix the file; nothing was saved yet;
 * - `draft_success`: properties saved as drafts (new rows) or as edits (rows with a known external
 *   SKU); photos still needed;
 * - `media_success`: every product of the import has its main photo: ready to send;
 * - `moderation`: sent to moderation (about 24 hours; the seller is notified by e-mail and Telegram);
 * - `cancelled`: stopped by the seller (nothing was saved if it was stopped before `draft_success`);
 * - `failed`: the file could not be read (`message` says why); nothing was saved;
 * - `unchanged`: every row matched its product as it is (an export uploaded again): nothing to
 *   save or send, and the import closed itself (issue 17);
 * - `interrupted`: the server stopped while the job checked the file (a crash, a restart): nothing
 *   was saved; the seller starts again with a new upload, accepted at once (decision 067).
 */
export const IMPORT_STAGES = [
  "queued",
  "processing",
  "errors",
  "confirm",
  "draft_success",
  "media_success",
  "moderation",
  "cancelled",
  "failed",
  "unchanged",
  "interrupted",
] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];
/** Stages of an import in progress: a seller has at most one (a second upload is a 409). */
export const ACTIVE_IMPORT_STAGES = [
  "queued",
  "processing",
  "confirm",
  "draft_success",
  "media_success",
] as const satisfies readonly ImportStage[];

/** What an import did to one product. */
export const IMPORT_ACTIONS = ["created", "updated", "unchanged"] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

// ---------------------------------------------------------------- template layout
/**
 * The columns of the template, in order. Product fields first, then one column per specification
 * of the category (all specifications in the all-categories template). The import maps columns by
 * their header (English or French, `*` and units ignored, or the key itself), so order and extra
 * columns do not matter.
 */
export const PRODUCT_COLUMNS = [
  "external_sku",
  "name",
  "category",
  "brand",
  "model",
  "condition",
  "country_of_origin",
  "description",
  "price_tiers",
  "discount_amount",
  "negotiable",
  "delivery_regions",
  "stock_quantity",
  "lead_time_days",
  "warranty_months",
  "payment_methods",
  "videos",
  "difference_from_others",
  "additional_terms",
  "length",
  "width",
  "height",
  "weight",
  "package_length",
  "package_width",
  "package_height",
  "package_weight",
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
/** A specification column is `spec.{key}` (e.g. `spec.hashrate`). */
export type ColumnKey = ProductColumn | `spec.${string}`;

/** `lang` of the downloads: the language of the workbook; absent, that of Accept-Language. */
const fileLang = z.enum(LOCALES).optional();

export const templateQuery = z.object({
  lang: fileLang,
  /** A product category (or subcategory): its specification columns only. Absent: every category. */
  category_id: optionalIdParam,
});
export type TemplateQuery = z.infer<typeof templateQuery>;

/** GET export/: `id` repeated or comma-separated; absent: the whole catalogue of the caller. */
export const exportQuery = z.object({
  lang: fileLang,
  id: z.preprocess((v) => {
    if (v === undefined || v === "") return undefined;
    return (Array.isArray(v) ? v : [v])
      .flatMap((x) => String(x).split(","))
      .filter(Boolean)
      .filter((x) => x.trim() !== "");
  }, z.array(idParam).max(EXCEL_LIMITS.exportIdsMax, { error: "validation.tooMany" }).optional()),
});
export type ExportQuery = z.infer<typeof exportQuery>;

/** GET pending/errors-file/. */
export const errorsFileQuery = z.object({ lang: fileLang });

/** POST export/: the same selection as GET export/'s query, as a JSON body (or the query). */
export const exportBody = exportQuery.optional();

/** Selections of `id` up to this many are exported at once by GET export/; larger ones by a job. */
export const EXPORT_INLINE_MAX = 200;

export const PREPARED_FILE_STATUSES = ["queued", "running", "ready", "failed"] as const;
export type PreparedFileStatus = (typeof PREPARED_FILE_STATUSES)[number];

/** A file built by a job (the errors file of an import, an export): where it stands and where to get it. */
export const preparedFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["errors", "export"]),
  /** queued (waiting for its turn), running, ready (download it), failed (ask again). */
  status: z.enum(PREPARED_FILE_STATUSES),
  /** The status in words ("Preparing your file… 1,200 of 50,000 rows"). */
  status_label: z.string(),
  /** Rows written so far, and in all when known. */
  progress: z.object({ done: z.number().int(), total: z.number().int().nullable() }),
  file_name: z.string(),
  /** Bytes, once ready. */
  size: z.number().int().nullable(),
  /** Poll this (GET) for the status. */
  status_url: z.string(),
  /** GET: 200 the file once ready, else 202 with this status. */
  download_url: z.string(),
  /** Seconds to wait before asking again (0 once ready or failed). */
  retry_after: z.number().int(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
});
export type PreparedFile = z.infer<typeof preparedFileSchema>;
export const preparedFileParams = z.object({ id: idParam });

// ---------------------------------------------------------------- the import
/** One failing cell (or row, when `column` is null): the Excel row number, the header as in the file. */
export const rowErrorSchema = z.object({
  /** 1-based row number of the worksheet, as Excel shows it. */
  row: z.number().int(),
  /** The column header as written in the seller's file (null: the whole row). */
  column: z.string().nullable(),
  /** The column letter in the seller's file (null: the whole row). */
  cell: z.string().nullable(),
  /** The template column (`name`, `spec.hashrate`) or null. */
  field: z.string().nullable(),
  message: z.string(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

/** A model name matched loosely: "typed → matched", waiting for the seller's confirmation. */
export const modelMatchSchema = z.object({
  row: z.number().int(),
  typed: z.string(),
  model_id: z.number().int(),
  /** Brand and model, e.g. "Bitmain Antminer S21 Pro 234 TH/s". */
  matched: z.string(),
  /** 0..1 */
  score: z.number(),
  confirmed: z.boolean(),
});
export type ModelMatch = z.infer<typeof modelMatchSchema>;

export const importCountsSchema = z.object({
  /** Product rows found in the file (known once the job has read it; 0 before). */
  rows_total: z.number().int(),
  rows_processed: z.number().int(),
  rows_failed: z.number().int(),
  /** Failing cells in all (the list below is capped at EXCEL_LIMITS.errorsListed). */
  errors: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Products of the import with a main photo. */
  with_photos: z.number().int(),
  matches_to_confirm: z.number().int(),
});

export const importBatchSchema = z.object({
  id: z.number().int(),
  stage: z.enum(IMPORT_STAGES),
  /** The stage in words ("Correction of errors is required", …). */
  stage_label: z.string(),
  /** What to do now, in words. */
  message: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  category_id: z.number().int().nullable(),
  counts: importCountsSchema,
  errors: z.array(rowErrorSchema),
  errors_truncated: z.boolean(),
  /** The annotated copy of the seller's file (stage `errors`). */
  errors_file_url: z.string().nullable(),
  matches: z.array(modelMatchSchema),
  moderation_hours: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
/** GET pending/: the open import, or null when there is none. */
export const pendingImportSchema = importBatchSchema.nullable();
/**
 * GET last/: the caller's most recent import, open or closed (sent to moderation, cancelled), or
 * null when they never uploaded one: the upload page recalls how the last one ended.
 */
export const lastImportSchema = importBatchSchema.nullable();

/** A product of the open import (the photo step). */
export const importProductSchema = myProductSchema
  .pick({ id: true, sku: true, external_sku: true, name: true, status: true, status_label: true })
  .extend({
    /** The Excel row it came from. */
    row: z.number().int(),
    action: z.enum(IMPORT_ACTIONS),
    photos: z.number().int(),
    has_main_photo: z.boolean(),
  });
export type ImportProduct = z.infer<typeof importProductSchema>;
export const importProductsQuery = z.object({
  page: pageParam,
  page_size: pageSizeParam(50, 500),
  /** Only the products still without a photo. */
  missing_photos: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});
export type ImportProductsQuery = z.infer<typeof importProductsQuery>;
export const importProductList = paged(importProductSchema);

/** POST pending/photos/: which image of the zip went to which product. */
export const photosZipResult = z.object({
  matched: z.array(
    z.object({ file: z.string(), product_id: z.number().int(), sku: z.string(), main: z.boolean() }),
  ),
  /** Files that found no product, or were refused (not an image, too large, too many photos). */
  unmatched: z.array(z.object({ file: z.string(), reason: z.string() })),
  batch: importBatchSchema,
});
export type PhotosZipResult = z.infer<typeof photosZipResult>;
