/**
 * The open import after the upload: what the page shows (pending, last, its products, the
 * annotated file) and the seller's moves (confirm the model matches, save the valid rows, cancel,
 * send to moderation).
 */
import { sql } from "drizzle-orm";
import type { ImportProductsQuery } from "../../../common/api/excel.ts";
import { type Locale, translate } from "../../../common/i18n/index.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import { type ExcelDeps, IMPORT_QUEUE, type ImportJob, openOrNotFound, wrongStage } from "./context.ts";
import { discardErrorsFiles } from "./prepared-files.ts";
import { presentImport } from "./present.ts";
import * as q from "./queries.ts";

export async function pendingImport(deps: ExcelDeps, auth: AuthUser, locale: Locale) {
  const seller = await deps.sellerProducts.activeSeller(auth);
  const batch = await q.openImport(deps.database.db, seller.id);
  return batch ? presentImport(deps, batch, locale) : null;
}

/** The caller's most recent import, open or closed (sent, cancelled), or null: what the page recalls. */
export async function lastImport(deps: ExcelDeps, auth: AuthUser, locale: Locale) {
  const seller = await deps.sellerProducts.activeSeller(auth);
  const batch = await q.lastImport(deps.database.db, seller.id);
  return batch ? presentImport(deps, batch, locale) : null;
}

export async function listImportProducts(
  deps: ExcelDeps,
  auth: AuthUser,
  query: ImportProductsQuery,
  locale: Locale,
) {
  const { batch } = await openOrNotFound(deps, auth);
  const out = await q.importProducts(deps.database, batch.id, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
    missingPhotos: query.missing_photos,
  });
  return {
    count: out.count,
    results: out.rows.map((r) => ({
      id: r.id,
      sku: r.sku,
      external_sku: r.external_sku,
      name: r.name,
      status: r.status,
      status_label: translate(locale, `products.status.${r.status}`),
      row: r.row,
      action: r.action,
      photos: r.photos,
      has_main_photo: r.photos > 0,
    })),
  };
}

/**
 * Moves the open import from `from` back to `queued` and queues its job, in one transaction;
 * a 409 when it left that stage meanwhile.
 */
async function requeue(
  deps: ExcelDeps,
  batch: q.ImportRow,
  from: "confirm" | "errors",
  changes: Partial<q.ImportInsert>,
  job: ImportJob,
  locale: Locale,
) {
  const row = await deps.database.db.transaction(async (tx) => {
    const stageIs = from === "confirm" ? sql`stage = 'confirm'` : sql`stage = 'errors'`;
    const updated = await q.updateImport(tx, batch.id, { stage: "queued", ...changes }, stageIs);
    if (updated) await deps.jobs.send(IMPORT_QUEUE, job, { tx });
    return updated;
  });
  if (!row) throw wrongStage(locale, batch.stage);
  // The errors file annotated the import as it was: it is built again when asked for.
  await discardErrorsFiles(deps, batch.sellerId);
  return presentImport(deps, row, locale);
}

/** Accepts the loosely matched model names: the job runs again and saves the drafts. */
export async function confirmMatches(deps: ExcelDeps, auth: AuthUser, locale: Locale) {
  const { batch } = await openOrNotFound(deps, auth);
  if (batch.stage !== "confirm") throw wrongStage(locale, batch.stage);
  const matches = batch.matches.map((m) => ({ ...m, confirmed: true }));
  const job: ImportJob = { importId: batch.id, keepGood: batch.errors.length > 0 };
  return requeue(deps, batch, "confirm", { matches }, job, locale);
}

/**
 * "Send the N good rows now" (stage `errors`): the job reads the file again and saves its valid
 * rows; the failing ones stay listed and in the annotated file (issue 17).
 */
export async function saveValidRows(deps: ExcelDeps, auth: AuthUser, locale: Locale) {
  const { batch } = await openOrNotFound(deps, auth);
  if (batch.stage !== "errors") throw wrongStage(locale, batch.stage);
  if (batch.rowsTotal - batch.rowsFailed <= 0) throw new AppError("conflict", "excel.noValidRows");
  return requeue(deps, batch, "errors", {}, { importId: batch.id, keepGood: true }, locale);
}

export async function cancelImport(deps: ExcelDeps, auth: AuthUser, locale: Locale) {
  const { batch } = await openOrNotFound(deps, auth);
  // Before the write: nothing was saved. After it, the drafts stay in the seller's list.
  const row = await q.updateImport(
    deps.database.db,
    batch.id,
    { stage: "cancelled", cancelRequested: true, closedAt: new Date() },
    sql`stage <> 'moderation'`,
  );
  if (!row) throw wrongStage(locale, batch.stage);
  await deps.imports.delete(batch.filePath);
  await discardErrorsFiles(deps, batch.sellerId);
  return presentImport(deps, row, locale);
}

/** Sends the import's drafts (and rejected products) to moderation once every one has its photo. */
export async function sendToModeration(deps: ExcelDeps, auth: AuthUser, locale: Locale) {
  const { database, sellerProducts } = deps;
  const { batch } = await openOrNotFound(deps, auth);
  const shown = await presentImport(deps, batch, locale);
  if (shown.stage === "draft_success") {
    const missing =
      (await q.importProducts(database, batch.id, { limit: 0 })).count - shown.counts.with_photos;
    throw new AppError("conflict", "excel.photosMissing", { count: missing });
  }
  if (shown.stage !== "media_success")
    throw new AppError("conflict", "excel.wrongStage", { stage: shown.stage_label });
  const list = await q.importProductIds(database.db, batch.id);
  for (const status of ["draft", "rejected"] as const) {
    const ids = list.filter((p) => p.status === status).map((p) => p.id);
    for (let i = 0; i < ids.length; i += 500)
      await sellerProducts.changeStatus(auth, "verify", ids.slice(i, i + 500), locale);
  }
  const row = await q.updateImport(database.db, batch.id, { stage: "moderation", closedAt: new Date() });
  await deps.imports.delete(batch.filePath);
  await discardErrorsFiles(deps, batch.sellerId);
  return presentImport(deps, row ?? batch, locale);
}
