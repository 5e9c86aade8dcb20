/**
 * The catalogue spreadsheet calls (issue 7; spec section 7 "excel" calls): template, import,
 * pending (with its products, the annotated file, confirm, photos, send), last, cancel, export. Every
 * call needs a signed-in user whose company is active (guest 401, buyer and draft seller 403).
 */

import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  EXCEL_LIMITS,
  EXPORT_INLINE_MAX,
  errorsFileQuery,
  exportBody,
  exportQuery,
  importBatchSchema,
  importProductList,
  importProductsQuery,
  lastImportSchema,
  type PreparedFile,
  pendingImportSchema,
  photosZipResult,
  preparedFileParams,
  preparedFileSchema,
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

/** A prepared file: 200 streamed from storage once ready, else 202 with its status and when to ask again. */
function sendPrepared(
  reply: FastifyReply,
  out: { status: PreparedFile; file?: { body: Readable; size?: number; fileName: string } },
) {
  if (!out.file) return sendStatus(reply, out.status);
  if (out.file.size !== undefined) reply.header("content-length", out.file.size);
  return reply
    .header("content-type", XLSX_TYPE)
    .header("content-disposition", `attachment; filename="${out.file.fileName.replace(/[^\w.-]+/g, "_")}"`)
    .header("cache-control", "no-store")
    .send(out.file.body);
}

/** A prepared file's status: 202 with Retry-After while it is built, 200 once ready or failed. */
function sendStatus(reply: FastifyReply, status: PreparedFile) {
  reply.header("cache-control", "no-store");
  if (status.status === "queued" || status.status === "running")
    return reply
      .status(202)
      .header("retry-after", String(status.retry_after))
      .header("location", status.status_url)
      .send(status);
  return reply.status(200).send(status);
}

const preparedHelp =
  "Built once by a background job and kept (docs/decisions/066): while it is prepared the call answers 202 with the " +
  "file's status (`status`, `progress`, `status_label`) and a Retry-After header; ask again (or poll `status_url`) until 200, " +
  "which sends the file. A second call while it is built joins that build. Builds run a few at a time on the server " +
  "and one at a time per seller; the others wait their turn.";

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
          "The seller's own file with every failing cell filled red and a note with the message (stage `errors`): 200 the file once prepared, 202 while it is",
        description: `Notes in the language of \`lang\` (en, fr), else of Accept-Language. ${preparedHelp} After “save the valid rows” the file holds only the failing rows; a new upload, a cancel or save-valid makes it again.`,
        querystring: errorsFileQuery,
        response: { 200: binary, 202: preparedFileSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPrepared(
        reply,
        await excel.errorsFile(requireUser(request), request.query.lang ?? requestLocale(request)),
      ),
  );

  app.post(
    `${X}/pending/errors-file/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Asks for the errors file without downloading it: its status (200 ready, 202 being prepared)",
        description: `The upload page asks this when it shows the errors, so the file is ready when the seller clicks. ${preparedHelp}`,
        querystring: errorsFileQuery,
        response: { 200: preparedFileSchema, 202: preparedFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const out = await excel.errorsFile(requireUser(request), request.query.lang ?? requestLocale(request));
      out.file?.body.destroy();
      return sendStatus(reply, out.status);
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

/** The seller's products in the template layout, and the files prepared by a job. */
function exportRoutes(app: App, excel: ExcelService) {
  app.get(
    `${X}/export/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The caller's products (`id` repeated or comma-separated; all without) in the template layout: a small selection at once, else 202 and a job",
        description:
          "Export, edit, import: rows keep their SKU, so the import updates the same products. Headers in the " +
          `language of \`lang\` (en, fr), else of Accept-Language. Up to ${EXPORT_INLINE_MAX} ids: 200 with the file. ` +
          `All products, or more ids: the same as POST export/ (202 with the file's status). ${preparedHelp}`,
        querystring: exportQuery,
        response: { 200: binary, 202: preparedFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const locale = request.query.lang ?? requestLocale(request);
      const ids = request.query.id;
      if (!ids || ids.length > EXPORT_INLINE_MAX)
        return sendStatus(reply, await excel.requestExport(auth, ids, locale));
      const data = await excel.exportProducts(auth, ids, locale);
      return sendXlsx(reply, data, "rigmarket-products.xlsx");
    },
  );

  app.post(
    `${X}/export/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Asks for an export of the caller's products (`id`: the selection; all without): 202 with the file's status",
        description: `The body (JSON) or the query takes \`id\` and \`lang\` as GET export/ does. ${preparedHelp} Download from \`download_url\`.`,
        querystring: exportQuery,
        body: exportBody,
        response: { 200: preparedFileSchema, 202: preparedFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = request.body?.id ?? request.query.id;
      const locale = request.body?.lang ?? request.query.lang ?? requestLocale(request);
      return sendStatus(reply, await excel.requestExport(requireUser(request), ids, locale));
    },
  );

  app.get(
    `${X}/files/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "A prepared file's status (an errors file, an export): queued, running (with progress), ready, failed",
        description: `Poll it while \`status\` is queued or running (202, with Retry-After); 200 once ready or failed. Another seller's file: 404. ${preparedHelp}`,
        params: preparedFileParams,
        response: { 200: preparedFileSchema, 202: preparedFileSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendStatus(
        reply,
        await excel.fileStatus(requireUser(request), request.params.id, requestLocale(request)),
      ),
  );

  app.get(
    `${X}/files/:id/download/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "A prepared file: 200 the .xlsx once ready, 202 with its status while it is built",
        description: `Streamed from storage. Another seller's file: 404. ${preparedHelp}`,
        params: preparedFileParams,
        response: { 200: binary, 202: preparedFileSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPrepared(
        reply,
        await excel.download(requireUser(request), request.params.id, requestLocale(request)),
      ),
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
