/** An import as the seller's page shows it (stage, message, counts, failing cells, model matches). */
import {
  EXCEL_LIMITS,
  type ImportBatch,
  type ImportStage,
  type RowError,
} from "../../../common/api/excel.ts";
import { type Locale, translate } from "../../../common/i18n/index.ts";
import { type ExcelDeps, stageLabel, tr } from "./context.ts";
import { withLeaseChecked } from "./lease.ts";
import * as q from "./queries.ts";

/** An import saved only its valid rows: its errors stay listed (and in the annotated file). */
export const isPartial = (batch: q.ImportRow) =>
  (batch.stage === "draft_success" || batch.stage === "media_success") && batch.errors.length > 0;

/**
 * The stage as it is now: media success once every product of the import has its main photo (and
 * back if one goes), written when it moved; with the photo counts of the stages that have products.
 */
async function currentStage(deps: ExcelDeps, batch: q.ImportRow) {
  let stage = batch.stage;
  if (stage !== "draft_success" && stage !== "media_success" && stage !== "moderation")
    return { stage, withPhotos: 0 };
  const counts = await q.importProducts(deps.database, batch.id, { limit: 0 });
  if (stage !== "moderation") {
    const now: ImportStage =
      counts.count > 0 && counts.withPhotos === counts.count ? "media_success" : "draft_success";
    if (now !== stage) {
      await q.updateImport(deps.database.db, batch.id, { stage: now });
      stage = now;
    }
  }
  return { stage, withPhotos: counts.withPhotos };
}

/** The sentence under the stage. */
function stageMessage(locale: Locale, stage: ImportStage, batch: q.ImportRow, toConfirm: number): string {
  switch (stage) {
    case "processing":
      return translate(locale, "excel.message.processing", {
        done: batch.rowsProcessed,
        total: batch.rowsTotal,
      });
    case "errors":
      return translate(locale, "excel.message.errors", { rows: batch.rowsFailed });
    case "confirm":
      return translate(locale, "excel.message.confirm", { count: toConfirm });
    case "draft_success":
      return batch.errors.length
        ? translate(locale, "excel.message.partial", {
            created: batch.created,
            updated: batch.updated,
            rows: batch.rowsFailed,
          })
        : translate(locale, "excel.message.draft_success", {
            created: batch.created,
            updated: batch.updated,
          });
    case "unchanged":
      return translate(locale, "excel.message.unchanged", { count: batch.unchanged });
    case "moderation":
      return translate(locale, "excel.message.moderation", { hours: EXCEL_LIMITS.moderationHours });
    case "failed":
      return translate(locale, "excel.message.failed", {
        reason: batch.failure ? tr(locale, batch.failure.key, batch.failure.params) : "",
      });
    default:
      return translate(locale, `excel.message.${stage}`);
  }
}

/** The stored errors with their messages in `locale`. */
export function rowErrors(batch: q.ImportRow, locale: Locale, limit?: number): RowError[] {
  return batch.errors.slice(0, limit).map((e) => ({
    row: e.row,
    column: e.column,
    cell: e.cell,
    field: e.field,
    message: tr(locale, e.key, e.params),
  }));
}

export async function presentImport(
  deps: ExcelDeps,
  shown: q.ImportRow,
  locale: Locale,
): Promise<ImportBatch> {
  // A job that died while it read the file: the import is interrupted (lease.ts).
  const batch = await withLeaseChecked(deps.database.db, shown);
  const { stage, withPhotos } = await currentStage(deps, batch);
  const toConfirm = batch.matches.filter((m) => !m.confirmed).length;
  const errors = rowErrors(batch, locale, EXCEL_LIMITS.errorsListed);
  return {
    id: batch.id,
    stage,
    stage_label: stageLabel(locale, stage),
    message: stageMessage(locale, stage, batch, toConfirm),
    file_name: batch.fileName,
    file_size: batch.fileSize,
    category_id: batch.categoryId,
    counts: {
      rows_total: batch.rowsTotal,
      rows_processed: batch.rowsProcessed,
      rows_failed: batch.rowsFailed,
      errors: batch.errorsCount,
      created: batch.created,
      updated: batch.updated,
      unchanged: batch.unchanged,
      with_photos: withPhotos,
      matches_to_confirm: toConfirm,
    },
    errors,
    errors_truncated: batch.errors.length > errors.length,
    // Only an open import has its file (a closed one's is deleted).
    errors_file_url:
      (stage === "errors" || isPartial({ ...batch, stage })) && !batch.closedAt
        ? "/api/products-catalog/excel/pending/errors-file/"
        : null,
    matches: batch.matches.slice(0, EXCEL_LIMITS.matchesListed).map((m) => ({
      row: m.row,
      typed: m.typed,
      model_id: m.modelId,
      matched: m.matched,
      score: m.score,
      confirmed: m.confirmed,
    })),
    moderation_hours: EXCEL_LIMITS.moderationHours,
    created_at: batch.createdAt.toISOString(),
    updated_at: batch.updatedAt.toISOString(),
    finished_at: batch.finishedAt?.toISOString() ?? null,
  };
}
