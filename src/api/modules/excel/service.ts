/**
 * The catalogue upload by spreadsheet (issue 7, decision 019):
 * - the upload is checked (size, zip, encryption, zip bomb, rows) and kept (upload.ts); a
 *   background job reads it row by row (import-job.ts) and checks every row with the rules of the
 *   product form (check-rows.ts);
 * - nothing is written until every row is valid and the loose model matches are confirmed; then
 *   one transaction adds the drafts (multi-row inserts) and updates the products whose external
 *   SKU the seller already has, unless the seller cancelled in the meantime (write-drafts.ts);
 * - then photos (one by one, or a zip named by SKU: photos.ts), and the send to moderation
 *   (verify; pending.ts). The template and the export: template-export.ts.
 * This factory only binds those stages to their dependencies.
 */
import type { ImportProductsQuery } from "../../../common/api/excel.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { AuthUser } from "../../http/auth.ts";
import { type ExcelDeps, IMPORT_QUEUE, type ImportJob, type JobFacts } from "./context.ts";
import { runImport } from "./import-job.ts";
import {
  cancelImport,
  confirmMatches,
  lastImport,
  listImportProducts,
  pendingImport,
  saveValidRows,
  sendToModeration,
} from "./pending.ts";
import { addPhotosZip } from "./photos.ts";
import {
  defineFileJobs,
  openFile,
  ownFile,
  presentFile,
  requestErrorsFile,
  requestExport,
  runFileJob,
} from "./prepared-files.ts";
import { exportProducts, writeTemplate } from "./template-export.ts";
import { type ReadFile, uploadImport } from "./upload.ts";

export { type ExcelDeps, IMPORT_QUEUE } from "./context.ts";

export function createExcelService(deps: ExcelDeps) {
  const run = (importId: number, opts: { keepGood?: boolean; facts?: JobFacts } = {}) =>
    runImport(deps, importId, opts);
  return {
    define: async () => {
      await deps.jobs.define<ImportJob>(
        IMPORT_QUEUE,
        async ({ importId, keepGood, facts }) => run(importId, { keepGood, facts }),
        {
          retryLimit: 0,
          retryDelaySeconds: 30,
          expireInSeconds: 30 * 60,
        },
      );
      await defineFileJobs(deps);
    },
    template: (auth: AuthUser, categoryId: number | undefined, locale: Locale) =>
      writeTemplate(deps, auth, categoryId, locale),
    exportProducts: (auth: AuthUser, ids: number[] | undefined, locale: Locale) =>
      exportProducts(deps, auth, ids, locale),
    upload: (auth: AuthUser, read: ReadFile, locale: Locale) => uploadImport(deps, auth, read, locale),
    run,
    pending: (auth: AuthUser, locale: Locale) => pendingImport(deps, auth, locale),
    last: (auth: AuthUser, locale: Locale) => lastImport(deps, auth, locale),
    products: (auth: AuthUser, query: ImportProductsQuery, locale: Locale) =>
      listImportProducts(deps, auth, query, locale),
    /** The errors file's status (queued at the first call) and, once ready, its bytes to stream. */
    errorsFile: async (auth: AuthUser, locale: Locale) => {
      const row = await requestErrorsFile(deps, auth, locale);
      return { status: presentFile(row, locale), file: await openFile(deps, row) };
    },
    requestExport: async (auth: AuthUser, ids: number[] | undefined, locale: Locale) =>
      presentFile(await requestExport(deps, auth, ids, locale), locale),
    fileStatus: async (auth: AuthUser, id: number, locale: Locale) =>
      presentFile(await ownFile(deps, auth, id), locale),
    download: async (auth: AuthUser, id: number, locale: Locale) => {
      const row = await ownFile(deps, auth, id);
      return { status: presentFile(row, locale), file: await openFile(deps, row) };
    },
    runFileJob: (fileId: number, sellerId: number) => runFileJob(deps, { fileId, sellerId }),
    confirm: (auth: AuthUser, locale: Locale) => confirmMatches(deps, auth, locale),
    saveValid: (auth: AuthUser, locale: Locale) => saveValidRows(deps, auth, locale),
    cancel: (auth: AuthUser, locale: Locale) => cancelImport(deps, auth, locale),
    send: (auth: AuthUser, locale: Locale) => sendToModeration(deps, auth, locale),
    photosZip: (auth: AuthUser, data: Buffer | undefined, locale: Locale) =>
      addPhotosZip(deps, auth, data, locale),
  };
}
export type ExcelService = ReturnType<typeof createExcelService>;
