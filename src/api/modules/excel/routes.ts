/**
 * The catalogue spreadsheet calls (issue 7; spec section 7 "excel" calls): template, import,
 * pending (with its products, the annotated file, confirm, photos, send), last, cancel, export. Every
 * call needs a signed-in user whose company is active (guest 401, buyer and draft seller 403).
 */
import multipart from "@fastify/multipart";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  EXCEL_LIMITS,
  errorsFileQuery,
  exportQuery,
  importBatchSchema,
  importProductList,
  importProductsQuery,
  lastImportSchema,
  pendingImportSchema,
  photosZipResult,
  templateQuery,
  XLSX_TYPE,
} from "../../../common/api/excel.ts";
import { detailError, workspaceErrors } from "../../../common/api/shared.ts";
import { requireUser, signedIn } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import { writeBudget } from "../../http/rate-limit.ts";
import { readUpload } from "../../http/upload.ts";
import { LISTING_BUDGETS } from "../listings/budgets.ts";
import type { ExcelService } from "./service.ts";

const tags = ["products-catalog-excel"];
const X = "/api/products-catalog/excel";
const errors = workspaceErrors;
const binary = z.any().describe("An .xlsx workbook");
const mb = (bytes: number) => bytes / 1024 / 1024;

const sendXlsx = (reply: FastifyReply, data: Buffer, fileName: string) =>
  reply
    .header("content-type", XLSX_TYPE)
    .header("content-disposition", `attachment; filename="${fileName.replace(/[^\w.-]+/g, "_")}"`)
    .header("cache-control", "no-store")
    .send(data);

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The template of a category and the upload of a filled-in one. */
function uploadRoutes(app: App, excel: ExcelService) {
  app.get(
    `${X}/template`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The .xlsx template of a category (or of every category): headers, what each column takes, drop-down lists, instructions and an example row",
        description:
          "In the language of `lang` (en, fr), else of Accept-Language. Columns: the product fields, then the category's specifications.",
        querystring: templateQuery,
        response: { 200: binary, ...errors },
      },
    },
    async (request, reply) => {
      const data = await excel.template(
        requireUser(request),
        request.query.category_id,
        request.query.lang ?? requestLocale(request),
      );
      const name = request.query.category_id
        ? `rigmarket-template-${request.query.category_id}.xlsx`
        : "rigmarket-template.xlsx";
      return sendXlsx(reply, data, name);
    },
  );

  app.post(
    `${X}/import/`,
    {
      onRequest: signedIn,
      bodyLimit: EXCEL_LIMITS.photosZipMaxBytes + 64 * 1024,
      schema: {
        tags,
        summary:
          "Uploads a filled-in template (multipart field `file`, .xlsx up to 20 MB and 50,000 rows): 202 with the import",
        description:
          "The file is kept and checked row by row in the background (GET pending/). Not an .xlsx, a password-protected or " +
          `empty file, a zip bomb (what really inflates: ${mb(EXCEL_LIMITS.unzippedMaxBytes)} MB in all, ` +
          `${mb(EXCEL_LIMITS.partMaxBytes)} MB per part), more than ${EXCEL_LIMITS.rowsMax} rows, ` +
          `${EXCEL_LIMITS.columnsMax} cells in a row or ${mb(EXCEL_LIMITS.sharedStringsMaxBytes)} MB of shared ` +
          "strings (decision 024): 400 with the reason, nothing kept. " +
          "Over 20 MB: 413. An import in progress: 409. A file that takes more than " +
          `${EXCEL_LIMITS.parseBudgetMs / 1000} s of work to read: 400 (split it). Every upload, accepted or ` +
          "refused, counts against the seller's budget (docs/rate-limits.md): 429 with Retry-After past it.",
        response: { 202: importBatchSchema, ...errors, 413: detailError, 429: detailError },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const read = () =>
        readUpload(request, {
          field: "file",
          maxBytes: EXCEL_LIMITS.fileMaxBytes,
          tooLarge: "excel.fileTooLarge",
        });
      return reply.status(202).send(await excel.upload(auth, read, requestLocale(request)));
    },
  );
}

/** What the page shows of the open (or last) import: its state, products and annotated file. */
function pendingReadRoutes(app: App, excel: ExcelService) {
  app.get(
    `${X}/pending/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The caller's open import: stage, counts, failing cells (row, column, message), model matches; null when none",
        response: { 200: pendingImportSchema, ...errors },
      },
    },
    async (request) => excel.pending(requireUser(request), requestLocale(request)),
  );

  app.get(
    `${X}/last/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The caller's most recent import, open or closed (sent to moderation, cancelled, failed); null when none",
        description: "The same shape as pending/: the upload page recalls how the last import ended.",
        response: { 200: lastImportSchema, ...errors },
      },
    },
    async (request) => excel.last(requireUser(request), requestLocale(request)),
  );

  app.get(
    `${X}/pending/products/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The products of the open import, with their photo counts (the photo step)",
        querystring: importProductsQuery,
        response: { 200: importProductList, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const out = await excel.products(requireUser(request), query, requestLocale(request));
      return { ...out, ...pageLinks(request, query.page, query.page_size, out.count) };
    },
  );

  app.get(
    `${X}/pending/errors-file/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The seller's own file with every failing cell filled red and a note with the message (stage `errors`)",
        description: "Notes in the language of `lang` (en, fr), else of Accept-Language.",
        querystring: errorsFileQuery,
        response: { 200: binary, ...errors },
      },
    },
    async (request, reply) => {
      const out = await excel.errorsFile(requireUser(request), request.query.lang ?? requestLocale(request));
      return sendXlsx(reply, out.data, out.fileName);
    },
  );
}

/** The seller's moves on the open import: confirm, save the valid rows, photos, send, cancel. */
function pendingActionRoutes(app: App, excel: ExcelService) {
  app.post(
    `${X}/pending/confirm/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Accepts the loosely matched model names (stage `confirm`): the products are then saved as drafts",
        response: { 200: importBatchSchema, ...errors },
      },
    },
    async (request) => excel.confirm(requireUser(request), requestLocale(request)),
  );

  app.post(
    `${X}/pending/save-valid/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Saves the valid rows of an import with errors (stage `errors`) and leaves the failing rows out",
        description:
          "“Send the N good rows now”: the file is read again and its valid rows saved as drafts; the failing " +
          "rows stay listed, and the annotated file then holds only them. 409 when no row is valid.",
        response: { 200: importBatchSchema, ...errors },
      },
    },
    async (request) => excel.saveValid(requireUser(request), requestLocale(request)),
  );

  app.post(
    `${X}/pending/photos/`,
    {
      onRequest: signedIn,
      bodyLimit: EXCEL_LIMITS.photosZipMaxBytes + 64 * 1024,
      schema: {
        tags,
        summary:
          "Adds photos from a zip (multipart field `file`): SKU.jpg is the main photo of the product with that SKU, SKU-2.jpg the next",
        response: { 200: photosZipResult, ...errors, 413: detailError },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const file = await readUpload(request, {
        field: "file",
        maxBytes: EXCEL_LIMITS.photosZipMaxBytes,
        tooLarge: "excel.zipTooLarge",
      });
      return excel.photosZip(auth, file?.data, requestLocale(request));
    },
  );

  app.post(
    `${X}/pending/send/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Sends the import's drafts to moderation (about 24 hours; the seller is notified of the decision)",
        response: { 200: importBatchSchema, ...errors },
      },
    },
    async (request) => excel.send(requireUser(request), requestLocale(request)),
  );

  app.post(
    `${X}/cancel/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Stops the open import: before the drafts are saved nothing is kept; after, the drafts stay in the list",
        response: { 200: importBatchSchema, ...errors },
      },
    },
    async (request) => excel.cancel(requireUser(request), requestLocale(request)),
  );
}

/** The seller's products in the template layout. */
function exportRoutes(app: App, excel: ExcelService) {
  app.get(
    `${X}/export/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The caller's products (`id` repeated or comma-separated; all without) in the template layout",
        description:
          "Export, edit, import: rows keep their SKU, so the import updates the same products. Headers in the " +
          "language of `lang` (en, fr), else of Accept-Language.",
        querystring: exportQuery,
        response: { 200: binary, ...errors },
      },
    },
    async (request, reply) => {
      const data = await excel.exportProducts(
        requireUser(request),
        request.query.id,
        request.query.lang ?? requestLocale(request),
      );
      return sendXlsx(reply, data, "rigmarket-products.xlsx");
    },
  );
}

export const excelRoutes =
  (excel: ExcelService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: EXCEL_LIMITS.photosZipMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    // Every step of an import (upload, photos, confirm, save, send, cancel): the import budget.
    writeBudget(app, `${X}/`, LISTING_BUDGETS.import);
    uploadRoutes(app, excel);
    pendingReadRoutes(app, excel);
    pendingActionRoutes(app, excel);
    exportRoutes(app, excel);
  };
