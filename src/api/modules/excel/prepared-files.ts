/**
 * Files built by a job, once, and served from storage (docs/decisions/066): the annotated errors
 * file of an import (one per import state and language) and exports of products. Asking again
 * while a file is being built joins that build; a new upload, a cancel or "save the valid rows"
 * drops the import's errors files. The job runs in a heavy-work slot (infra/heavy-slots.ts): one
 * at a time per seller, a few across the server, the others wait their turn in the queue.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { PreparedFile } from "../../../common/api/excel.ts";
import type { ProductFields } from "../../../common/api/seller-products.ts";
import { type Locale, translate } from "../../../common/i18n/index.ts";
import { generatedFiles } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import { bounded } from "../../infra/heavy-slots.ts";
import type { Tx } from "../../infra/jobs.ts";
import { withLocalFile, XLSX_CONTENT_TYPE } from "../../infra/storage.ts";
import { annotateXlsx } from "./annotate-stream.ts";
import { templateColumns } from "./columns.ts";
import { type ExcelDeps, openOrNotFound, refsNow } from "./context.ts";
import { annotateOds } from "./ods-reader.ts";
import { isPartial, rowErrors } from "./present.ts";
import { currentFields } from "./product-fields.ts";
import * as q from "./queries.ts";
import { writeWorkbookFile } from "./workbook.ts";

export const FILES_QUEUE = "prepared-file";
export interface FileJob {
  fileId: number;
  sellerId: number;
}
type FileRow = typeof generatedFiles.$inferSelect;

const API = "/api/products-catalog/excel";
/** Seconds a client waits between two polls. */
export const POLL_SECONDS = 2;
/** Finished exports a seller keeps (older ones are deleted with their files). */
const EXPORTS_KEPT = 5;

export function presentFile(row: FileRow, locale: Locale): PreparedFile {
  const status = row.status as PreparedFile["status"];
  const done = row.done.toLocaleString(locale === "fr" ? "fr-FR" : "en-US");
  const total = row.total === null ? "?" : row.total.toLocaleString(locale === "fr" ? "fr-FR" : "en-US");
  return {
    id: row.id,
    kind: row.kind as PreparedFile["kind"],
    status,
    status_label:
      status === "running" && row.done > 0
        ? translate(locale, "excel.file.progress", { done, total })
        : translate(locale, `excel.file.${status}`),
    progress: { done: row.done, total: row.total },
    file_name: row.fileName,
    size: row.size,
    status_url: `${API}/files/${row.id}/`,
    download_url: `${API}/files/${row.id}/download/`,
    retry_after: status === "queued" || status === "running" ? POLL_SECONDS : 0,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
  };
}

/** The newest file of `source`, or a new one queued (with its job, in one transaction). */
async function findOrQueue(
  deps: ExcelDeps,
  values: Omit<typeof generatedFiles.$inferInsert, "status">,
  reuseReady: boolean,
): Promise<FileRow> {
  const db = deps.database.db;
  const newest = () =>
    db
      .select()
      .from(generatedFiles)
      .where(
        and(
          eq(generatedFiles.sellerId, values.sellerId),
          eq(generatedFiles.kind, values.kind),
          eq(generatedFiles.source, values.source),
          reuseReady
            ? notInArray(generatedFiles.status, ["failed"])
            : inArray(generatedFiles.status, ["queued", "running"]),
        ),
      )
      .orderBy(desc(generatedFiles.id))
      .limit(1)
      .then((r) => r[0]);
  const found = await newest();
  if (found) return found;
  const made = await db.transaction(async (tx) => {
    const [row] = await tx.insert(generatedFiles).values(values).onConflictDoNothing().returning();
    if (row)
      await deps.jobs.send<FileJob>(
        FILES_QUEUE,
        { fileId: row.id, sellerId: row.sellerId },
        { tx: tx as Tx },
      );
    return row;
  });
  // Another request queued the same build a moment before: join it.
  const row = made ?? (await newest());
  if (!row) throw new Error("prepared file: neither queued nor found");
  return row;
}

/** Deletes files (rows and stored bytes). */
async function discard(deps: ExcelDeps, rows: { id: number; fileKey: string | null }[]) {
  if (!rows.length) return;
  await deps.database.db.delete(generatedFiles).where(
    inArray(
      generatedFiles.id,
      rows.map((r) => r.id),
    ),
  );
  for (const r of rows) if (r.fileKey) await deps.generated.delete(r.fileKey);
}

/** Drops the seller's errors files: the import they annotate changed (upload, cancel, save-valid). */
export async function discardErrorsFiles(deps: ExcelDeps, sellerId: number) {
  const rows = await deps.database.db
    .select({ id: generatedFiles.id, fileKey: generatedFiles.fileKey })
    .from(generatedFiles)
    .where(and(eq(generatedFiles.sellerId, sellerId), eq(generatedFiles.kind, "errors")));
  await discard(deps, rows);
}

/** The open import's errors file: ready, or being prepared (queued at the first call). */
export async function requestErrorsFile(deps: ExcelDeps, auth: AuthUser, locale: Locale) {
  const { batch } = await openOrNotFound(deps, auth);
  if (batch.stage !== "errors" && !isPartial(batch)) throw new AppError("not_found", "excel.noErrorsFile");
  const base = batch.fileName.replace(/\.(xlsx|ods)$/i, "");
  return findOrQueue(
    deps,
    {
      sellerId: batch.sellerId,
      kind: "errors",
      // One file per state of the import (each change of the import moves updated_at) and language.
      source: `${batch.id}:${batch.updatedAt.getTime()}:${locale}`,
      importId: batch.id,
      params: { locale },
      fileName: `${base}-errors.xlsx`,
      total: batch.rowsTotal || null,
    },
    true,
  );
}

/** Ids of the caller's products, or a 400 naming those that are not theirs. */
export async function checkOwnIds(deps: ExcelDeps, sellerId: number, ids: number[] | undefined) {
  if (!ids) return;
  const own = await q.ownIds(deps.database.db, sellerId, ids);
  const foreign = ids.filter((id) => !own.has(id));
  if (foreign.length)
    throw new AppError(
      "bad_request",
      "excel.exportUnknownIds",
      { ids: foreign.join(", ") },
      { id: ["excel.exportUnknownIds"] },
    );
}

/** An export built by the job; the same selection asked again while it is built joins that build. */
export async function requestExport(
  deps: ExcelDeps,
  auth: AuthUser,
  ids: number[] | undefined,
  locale: Locale,
) {
  const seller = await deps.sellerProducts.activeSeller(auth);
  await checkOwnIds(deps, seller.id, ids);
  const selection = ids
    ? createHash("sha1")
        .update([...ids].sort((a, b) => a - b).join(","))
        .digest("hex")
    : "all";
  const row = await findOrQueue(
    deps,
    {
      sellerId: seller.id,
      kind: "export",
      source: `${selection}:${locale}`,
      params: { locale, ...(ids ? { ids } : {}) },
      fileName: "rigmarket-products.xlsx",
      total: ids?.length ?? null,
    },
    false,
  );
  // Older finished exports go (with their files).
  const old = await deps.database.db
    .select({ id: generatedFiles.id, fileKey: generatedFiles.fileKey })
    .from(generatedFiles)
    .where(
      and(
        eq(generatedFiles.sellerId, seller.id),
        eq(generatedFiles.kind, "export"),
        inArray(generatedFiles.status, ["ready", "failed"]),
      ),
    )
    .orderBy(desc(generatedFiles.id))
    .offset(EXPORTS_KEPT);
  await discard(deps, old);
  return row;
}

/** One of the caller's prepared files (another seller's is a 404). */
export async function ownFile(deps: ExcelDeps, auth: AuthUser, id: number) {
  const seller = await deps.sellerProducts.activeSeller(auth);
  const [row] = await deps.database.db
    .select()
    .from(generatedFiles)
    .where(and(eq(generatedFiles.id, id), eq(generatedFiles.sellerId, seller.id)));
  if (!row) throw new AppError("not_found", "excel.noFile");
  return row;
}

/** The stored bytes of a ready file, opened to be streamed; undefined when it is not ready. */
export async function openFile(deps: ExcelDeps, row: FileRow) {
  if (row.status !== "ready" || !row.fileKey) return undefined;
  const file = await deps.generated.open(row.fileKey);
  if (!file || file === "not-modified") throw new AppError("not_found", "excel.noFile");
  return { ...file, fileName: row.fileName };
}

const setFile = (
  deps: ExcelDeps,
  id: number,
  values: Partial<typeof generatedFiles.$inferInsert>,
  from?: string,
) =>
  deps.database.db
    .update(generatedFiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(from ? and(eq(generatedFiles.id, id), eq(generatedFiles.status, from)) : eq(generatedFiles.id, id))
    .returning()
    .then((r) => r[0]);

/** Writes the file of `row` to `out`; false when what it annotates is gone (the build is dropped). */
async function build(deps: ExcelDeps, row: FileRow, out: string): Promise<boolean> {
  const locale = row.params.locale as Locale;
  let last = 0;
  const progress = async (done: number) => {
    if (done - last < 1000) return;
    last = done;
    await setFile(deps, row.id, { done });
  };
  if (row.kind === "errors") {
    const batch = row.importId ? await q.findImport(deps.database.db, row.importId) : undefined;
    // The import moved on since the file was asked for: the ask is stale.
    if (!batch || `${batch.id}:${batch.updatedAt.getTime()}:${locale}` !== row.source) return false;
    const errors = rowErrors(batch, locale);
    // After the valid rows were saved, the file keeps only the failing rows (re-uploading it then adds nothing twice).
    const only = isPartial(batch) ? new Set(errors.map((e) => e.row)) : undefined;
    await withLocalFile(deps.imports, batch.filePath, (file) =>
      batch.filePath.endsWith(".ods")
        ? annotateOds(file, errors, out, { only, progress })
        : annotateXlsx(file, errors, out, { only, progress }),
    );
    return true;
  }
  const db = deps.database.db;
  const ids = row.params.ids;
  async function* pages(): AsyncIterable<ProductFields[]> {
    let after = 0;
    for (;;) {
      const rows = await q.exportPage(db, row.sellerId, after, 500, ids);
      if (!rows.length) return;
      after = rows.at(-1)?.id ?? after;
      yield await currentFields(db, rows);
    }
  }
  const l = await refsNow(deps);
  await writeWorkbookFile({ locale, columns: templateColumns(), lookups: l, rows: pages(), progress }, out);
  return true;
}

/** The job: builds the file in a temporary folder, stores it, marks it ready. */
export async function runFileJob(deps: ExcelDeps, { fileId }: FileJob) {
  const [queued] = await deps.database.db.select().from(generatedFiles).where(eq(generatedFiles.id, fileId));
  // Dropped (the import changed) or already built: nothing to do.
  if (!queued || queued.status === "ready" || queued.status === "failed") return;
  const row = await setFile(deps, fileId, { status: "running", done: 0 });
  if (!row) return;
  const dir = await mkdtemp(path.join(os.tmpdir(), "rigmarket-file-"));
  try {
    const out = path.join(dir, "file.xlsx");
    if (!(await build(deps, row, out))) {
      await discard(deps, [row]);
      return;
    }
    const key = `s${row.sellerId}/${row.id}-${randomBytes(4).toString("hex")}.xlsx`;
    const { size } = await stat(out);
    await deps.generated.putFile(key, out, XLSX_CONTENT_TYPE);
    const ready = await setFile(
      deps,
      row.id,
      { status: "ready", fileKey: key, size, readyAt: new Date() },
      "running",
    );
    // Dropped while it was built (a new upload, a cancel): its bytes go too.
    if (!ready) await deps.generated.delete(key);
  } catch (err) {
    await setFile(deps, row.id, { status: "failed" });
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Declares the job's queue; each build runs in a heavy-work slot of its seller. */
export const defineFileJobs = (deps: ExcelDeps) =>
  deps.jobs.define<FileJob>(
    FILES_QUEUE,
    bounded(
      deps.heavy,
      deps.jobs,
      FILES_QUEUE,
      (d) => `seller:${d.sellerId}`,
      (data) => runFileJob(deps, data),
    ),
    { retryLimit: 0, retryDelaySeconds: 30, expireInSeconds: 30 * 60 },
  );
