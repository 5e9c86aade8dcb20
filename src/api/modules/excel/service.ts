/**
 * The catalogue upload by spreadsheet (issue 7, decision 019):
 * - the upload is checked (size, zip, encryption, zip bomb, rows) and kept; a background job reads
 *   it row by row and checks every row with the rules of the product form (seller-products);
 * - nothing is written until every row is valid and the loose model matches are confirmed; then
 *   one transaction adds the drafts (multi-row inserts) and updates the products whose external
 *   SKU the seller already has, unless the seller cancelled in the meantime;
 * - then photos (one by one, or a zip named by SKU), and the send to moderation (verify).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import {
  type ColumnKey,
  EXCEL_LIMITS,
  type ImportBatch,
  type ImportProductsQuery,
  type ImportStage,
  type PhotosZipResult,
  type RowError,
} from "../../../common/api/excel.ts";
import {
  createProductBody,
  PRODUCT_LIMITS,
  type ProductFields,
} from "../../../common/api/seller-products.ts";
import type { ProductSpecs } from "../../../common/catalog.ts";
import {
  isMessageKey,
  type Locale,
  type MessageKey,
  type Params,
  translate,
} from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import type { StoredModelMatch, StoredRowError } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/sql.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import { describeIssue, type Issue } from "../../http/errors.ts";
import type { Jobs, Tx } from "../../infra/jobs.ts";
import { contentTypeOf, type Storage, withLocalFile } from "../../infra/storage.ts";
import { moderated } from "../listings/status.ts";
import * as pq from "../seller-products/queries.ts";
import {
  EMPTY_PRODUCT,
  fieldsOf,
  type ProductRefs,
  type SellerProductsService,
} from "../seller-products/service.ts";
import {
  type Column,
  columnOfPath as columnOfPathSafe,
  type Lookups,
  lookups,
  type ParsedRow,
  templateColumns,
} from "./columns.ts";
import { checkWorkbook, type FileProblem, inflateZip, workbookKind } from "./files.ts";
import { createModelMatcher } from "./models.ts";
import { annotateOds } from "./ods-reader.ts";
import * as q from "./queries.ts";
import {
  annotate,
  colLetter,
  FIRST_DATA_ROW,
  readRows,
  type SheetFacts,
  sheetFacts,
  writeWorkbook,
} from "./workbook.ts";

export const IMPORT_QUEUE = "catalogue-import";
/**
 * Rows read and checked at a time (the progress is written and the cancel flag read after each),
 * and rows per INSERT of the write. Small on purpose: what a chunk allocates (cells, checks, a
 * multi-row INSERT's query objects, about 50 KB a row) is alive until the chunk is done, so big
 * chunks outlive the young generation and pile up as garbage in the old one (decision 019,
 * figures).
 */
const READ_CHUNK = 100;
const WRITE_CHUNK = 100;
/**
 * The progress is written (and the cancel flag read) after the first chunk, so the seller's bar
 * moves at once, then at most this often while the rows are read.
 */
const PROGRESS_EVERY_MS = 250;
/** Import items (four small columns) per INSERT. */
const ITEMS_CHUNK = 500;

export interface ExcelDeps {
  database: Database;
  jobs: Jobs;
  sellerProducts: SellerProductsService;
  /** Kept uploads, by key (never among the public media; decision 030). */
  imports: Storage;
}

/**
 * A valid row kept until the write: its fields as JSON text (one string rather than a tree of
 * objects, so a large import keeps less and the garbage collector has little to trace), and for an
 * update the product's id.
 */
type Prepared =
  | { kind: "create"; row: number; json: string }
  | { kind: "update"; row: number; json: string; productId: number };
const preparedFields = (p: Prepared) => JSON.parse(p.json) as ProductFields;

/** The job's message: `keepGood` saves the valid rows and leaves the failing ones out (issue 17). */
interface ImportJob {
  importId: number;
  keepGood?: boolean;
}

/**
 * The product rows a seller would count before the job reads them: the rows holding a value of
 * the first sheet that has any, less the header and the template's hint row (not the sheet's
 * declared dimension: LibreOffice declares 1,007 rows for five). The job then counts them exactly.
 */
function dataRowsOf(facts: SheetFacts): number {
  const filled = [...facts.filled.values()].find((n) => n > 0) ?? 0;
  return Math.max(0, filled - (FIRST_DATA_ROW - 1));
}

/** An import saved only its valid rows: its errors stay listed (and in the annotated file). */
const isPartial = (batch: q.ImportRow) =>
  (batch.stage === "draft_success" || batch.stage === "media_success") && batch.errors.length > 0;

/** What a job run collects before the one write. */
interface Collected {
  errors: StoredRowError[];
  failedRows: Set<number>;
  matches: StoredModelMatch[];
  prepared: Prepared[];
  rows: number;
  categories: Set<number>;
}

export function createExcelService({ database, jobs, sellerProducts, imports }: ExcelDeps) {
  const db = database.db;

  async function refsNow() {
    return lookups(await q.loadRefs(db));
  }

  async function openOrNotFound(auth: AuthUser) {
    const seller = await sellerProducts.activeSeller(auth);
    const batch = await q.openImport(db, seller.id);
    if (!batch) throw new AppError("not_found", "excel.noPending");
    return { seller, batch };
  }

  const stageLabel = (locale: Locale, stage: ImportStage) => translate(locale, `excel.stage.${stage}`);
  const tr = (locale: Locale, key: string, params?: Params) =>
    isMessageKey(key) ? translate(locale, key, params) : key;

  // ------------------------------------------------------------ the answer
  async function present(batch: q.ImportRow, locale: Locale): Promise<ImportBatch> {
    let stage = batch.stage;
    let withPhotos = 0;
    let products = 0;
    if (stage === "draft_success" || stage === "media_success" || stage === "moderation") {
      const counts = await q.importProducts(database, batch.id, { limit: 0 });
      withPhotos = counts.withPhotos;
      products = counts.count;
      // Media success once every product of the import has its main photo (and back if one goes).
      if (stage !== "moderation") {
        const now: ImportStage = products > 0 && withPhotos === products ? "media_success" : "draft_success";
        if (now !== stage) {
          await q.updateImport(db, batch.id, { stage: now });
          stage = now;
        }
      }
    }
    const toConfirm = batch.matches.filter((m) => !m.confirmed).length;
    const message = (() => {
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
    })();
    const errors: RowError[] = batch.errors.slice(0, EXCEL_LIMITS.errorsListed).map((e) => ({
      row: e.row,
      column: e.column,
      cell: e.cell,
      field: e.field,
      message: tr(locale, e.key, e.params),
    }));
    return {
      id: batch.id,
      stage,
      stage_label: stageLabel(locale, stage),
      message,
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

  // ------------------------------------------------------------ template and export
  async function template(auth: AuthUser, categoryId: number | undefined, locale: Locale) {
    await sellerProducts.activeSeller(auth);
    const l = await refsNow();
    let columns: Column[];
    let categoryName: string | undefined;
    let categoryIds: Set<number> | undefined;
    if (categoryId !== undefined) {
      const form = await sellerProducts.formData(categoryId, locale);
      columns = templateColumns(form.specifications.map((s) => s.key));
      categoryName = form.category.name;
      categoryIds = new Set(
        l.refs.categories.filter((c) => c.id === categoryId || c.parentId === categoryId).map((c) => c.id),
      );
    } else columns = templateColumns();
    const example = exampleProduct(l, categoryId);
    return writeWorkbook({ locale, columns, lookups: l, categoryName, categoryIds, example });
  }

  /** A plausible product for the example row: a miner built from the first model when the category takes one. */
  function exampleProduct(l: Lookups, categoryId: number | undefined): ProductFields {
    const category =
      l.refs.categories.find((c) => c.id === categoryId) ??
      l.refs.categories.find((c) => c.parentId !== null && c.specKeys.includes("hashrate"));
    const model =
      category?.specKeys.includes("hashrate") || !category?.specKeys.length ? l.refs.models[0] : undefined;
    return {
      ...EMPTY_PRODUCT,
      external_sku: "S21-200-NEW",
      name: model ? `${model.name}, new, in stock` : "Product name",
      category_id: category?.id ?? 0,
      brand_id: model?.brandId ?? null,
      model_id: model?.id ?? null,
      country_of_origin: "CN",
      description: "Sealed boxes, shipped within 3 days from our warehouse.",
      price_tiers: [
        { min_quantity: 1, max_quantity: 9, unit_price: 5200 },
        { min_quantity: 10, max_quantity: null, unit_price: 4900 },
      ],
      negotiable: true,
      delivery_regions: ["NA", "EU"],
      stock_quantity: 120,
      warranty_months: 6,
      additional_terms: [{ name: "Warranty", value: "6 months" }],
      specs: model?.specs ?? {},
    };
  }

  /** The caller's products (the selection, or all) in the template layout, pending edits included. */
  async function exportProducts(auth: AuthUser, ids: number[] | undefined, locale: Locale) {
    const seller = await sellerProducts.activeSeller(auth);
    if (ids) {
      const own = await q.ownIds(db, seller.id, ids);
      const foreign = ids.filter((id) => !own.has(id));
      if (foreign.length)
        throw new AppError(
          "bad_request",
          "excel.exportUnknownIds",
          { ids: foreign.join(", ") },
          {
            id: ["excel.exportUnknownIds"],
          },
        );
    }
    const l = await refsNow();
    async function* pages(): AsyncIterable<ProductFields[]> {
      let after = 0;
      for (;;) {
        const rows = await q.exportPage(db, seller.id, after, 1000, ids);
        if (!rows.length) return;
        after = rows.at(-1)?.id ?? after;
        yield await currentFields(rows);
      }
    }
    return writeWorkbook({ locale, columns: templateColumns(), lookups: l, rows: pages() });
  }

  /** The fields as the seller sees them (an approved product's pending edits included). */
  async function currentFields(rows: pq.ProductRow[]): Promise<ProductFields[]> {
    const ids = rows.map((r) => r.id);
    const [tiers, changes] = await Promise.all([q.tiersOf(db, ids), q.pendingChangesOf(db, ids)]);
    const tiersBy = new Map<number, pq.TierRow[]>();
    for (const t of tiers) tiersBy.set(t.productId, [...(tiersBy.get(t.productId) ?? []), t]);
    const changeBy = new Map(changes.map((c) => [c.productId, c]));
    return rows.map((r) => {
      const { photos: _photos, ...pending } = changeBy.get(r.id)?.payload ?? {};
      return { ...fieldsOf(r, tiersBy.get(r.id) ?? []), ...pending };
    });
  }

  // ------------------------------------------------------------ upload
  async function upload(
    auth: AuthUser,
    file: { data: Buffer; name: string } | undefined,
    locale: Locale,
  ): Promise<ImportBatch> {
    const seller = await sellerProducts.activeSeller(auth);
    if (!file)
      throw new AppError("bad_request", "excel.fileRequired", undefined, { file: ["excel.fileRequired"] });
    const refuse = (bad: FileProblem): never => {
      if (bad.tooLarge) throw new AppError("too_large", bad.key, bad.params);
      throw new AppError("bad_request", bad.key, bad.params, { file: [bad.key] });
    };
    const bad = checkWorkbook(file.data);
    if (bad) refuse(bad);
    const kind = workbookKind(file.data);
    const scan = await sheetFacts(file.data);
    if (!scan.ok) return refuse(scan.problem);
    const most = Math.max(0, ...scan.facts.rows.values());
    if (most - (FIRST_DATA_ROW - 1) > EXCEL_LIMITS.rowsMax)
      refuse({ key: "excel.tooManyRows", params: { max: EXCEL_LIMITS.rowsMax } });
    const active = await q.openImport(db, seller.id);
    if (active && !["errors", "failed", "cancelled", "moderation"].includes(active.stage))
      throw new AppError("conflict", "excel.pendingExists", { stage: stageLabel(locale, active.stage) });

    // The column keeps the storage key (an absolute path before decision 030).
    const filePath = `s${seller.id}/${Date.now()}-${randomBytes(6).toString("hex")}.${kind}`;
    await imports.put(filePath, file.data, contentTypeOf(filePath));
    let created: q.ImportRow;
    let replaced: { filePath: string }[] = [];
    try {
      created = await db.transaction(async (tx) => {
        replaced = await q.closeFinished(tx, seller.id);
        const row = await q.insertImport(tx, {
          sellerId: seller.id,
          userId: auth.id,
          locale,
          fileName: path.basename(file.name || `catalogue.${kind}`).slice(0, 200),
          fileSize: file.data.length,
          filePath,
          rowsTotal: dataRowsOf(scan.facts),
        });
        await jobs.send(IMPORT_QUEUE, { importId: row.id }, { tx });
        return row;
      });
    } catch (err) {
      await imports.delete(filePath);
      // Two uploads at once: the partial unique index lets one in.
      if (isUniqueViolation(err, "product_imports_one_active_uq")) {
        const now = await q.openImport(db, seller.id);
        throw new AppError("conflict", "excel.pendingExists", {
          stage: stageLabel(locale, now?.stage ?? "queued"),
        });
      }
      throw err;
    }
    for (const r of replaced) await imports.delete(r.filePath).catch(() => {});
    return present(created, locale);
  }

  // ------------------------------------------------------------ the job
  /**
   * Writes the drafts of valid rows, a chunk per INSERT, in row order. Two chunks in flight: the
   * next chunk's statements are built (and on PostgreSQL the next rows read and checked) while the
   * database runs the previous one's (the connection runs them in order; ids stay in row order).
   * A failed statement is kept and thrown by `done`.
   */
  function draftWriter(tx: Tx, sellerId: number, importId: number) {
    let inFlight: Promise<void> | undefined;
    let failure: { error: unknown } | undefined;
    let created = 0;
    const write = async (chunk: Prepared[]) => {
      const ids = await sellerProducts.insertDrafts(tx, sellerId, chunk.map(preparedFields), "excel");
      await q.insertItems(
        tx,
        chunk.map((c, k) => ({
          importId,
          productId: ids[k] as number,
          row: c.row,
          action: "created" as const,
        })),
      );
    };
    const settle = async (p: Promise<void> | undefined) => {
      try {
        await p;
      } catch (error) {
        failure ??= { error };
      }
    };
    return {
      /** Starts writing `chunk`; answers once the chunk before it is written. */
      async add(chunk: Prepared[]) {
        if (failure || !chunk.length) return;
        const next = write(chunk);
        next.catch(() => undefined); // settled below or by done()
        const previous = inFlight;
        inFlight = next;
        created += chunk.length;
        await settle(previous);
      },
      /** Waits for the last chunk; answers the drafts written, or throws what failed. */
      async done(): Promise<number> {
        await settle(inFlight);
        inFlight = undefined;
        if (failure) throw failure.error;
        return created;
      },
    };
  }

  async function run(importId: number, opts: { keepGood?: boolean } = {}) {
    // Saving the valid rows only (the seller chose it): rows with errors are left out.
    const keepGood = opts.keepGood === true;
    const batch = await q.findImport(db, importId);
    if (!batch || batch.cancelRequested || (batch.stage !== "queued" && batch.stage !== "processing")) return;
    await q.updateImport(db, importId, { stage: "processing", rowsProcessed: 0 });
    const locale: Locale = batch.locale === "fr" ? "fr" : "en";
    const fail = async (key: MessageKey, params?: Params) => {
      await q.updateImport(
        db,
        importId,
        { stage: "failed", failure: { key, params }, finishedAt: new Date() },
        sql`not cancel_requested`,
      );
    };
    let data = await imports.get(batch.filePath).catch(() => undefined);
    if (!data) return fail("excel.unreadable", { reason: "the kept file is missing" });
    const l = await refsNow();
    const matcher = createModelMatcher(l.refs);
    const confirmed = new Set(
      batch.matches.filter((m) => m.confirmed).map((m) => `${m.typed}\u0000${m.modelId}`),
    );
    const refs = importRefs(l, await q.sellerSkus(db, batch.sellerId));
    const out: Collected = {
      errors: [],
      failedRows: new Set(),
      matches: [],
      prepared: [],
      rows: 0,
      categories: new Set(),
    };
    const skuRows = new Map<string, number>();
    let cancelled = false;
    let tooMany = false;
    let progressAt = Number.NEGATIVE_INFINITY;
    let header: Awaited<ReturnType<typeof readRows>>;
    // Nothing to write once a row has an error or a model match waits for the seller.
    // With keepGood, the rows with errors are left out: only the others' matches count.
    const keptMatches = () =>
      keepGood ? out.matches.filter((m) => !out.failedRows.has(m.row)) : out.matches;
    const clean = () => (keepGood || out.errors.length === 0) && keptMatches().every((m) => m.confirmed);
    /** Drafts handed to the writer while reading (PostgreSQL). */
    let streamed = 0;
    /** Something to write: no error, or (keepGood) at least one valid row. */
    const writable = () => out.errors.length === 0 || (keepGood && streamed + out.prepared.length > 0);

    /**
     * Reads and checks every row; `onValid` takes the drafts of a chunk while every row so far is
     * clean (on PostgreSQL they are written as the next rows are read). Answers a failure's
     * message, or undefined.
     */
    const readAll = async (
      onValid?: (creates: Prepared[]) => Promise<void>,
    ): Promise<{ key: MessageKey; params?: Params } | undefined> => {
      // The streaming reader wants a file name: with a bucket, a temporary copy (decision 030).
      let release = async () => {};
      try {
        // The limits again (the file was checked at upload; this pass also finds the merged ranges).
        const scan = await sheetFacts(data as Buffer);
        data = undefined; // the reader reads the file itself: let the bytes go
        if (!scan.ok) return scan.problem;
        const local = await imports.localFile(batch.filePath);
        release = local.release;
        header = await readRows(
          local.file,
          scan.facts,
          async (rows, head) => {
            out.rows += rows.length;
            // Past the limit the reading stops there.
            if (out.rows > EXCEL_LIMITS.rowsMax) {
              tooMany = true;
              return false;
            }
            await checkChunk(rows, head, batch.sellerId, l, refs, matcher, confirmed, skuRows, out, locale);
            if (onValid && clean()) {
              const creates = out.prepared.filter((p) => p.kind === "create");
              out.prepared = out.prepared.filter((p) => p.kind !== "create");
              streamed += creates.length;
              await onValid(creates);
            }
            if (performance.now() - progressAt < PROGRESS_EVERY_MS) return true;
            const now = await q.updateImport(db, importId, {
              rowsProcessed: out.rows,
              rowsTotal: Math.max(batch.rowsTotal, out.rows),
            });
            progressAt = performance.now();
            if (now?.cancelRequested) cancelled = true;
            return !cancelled;
          },
          READ_CHUNK,
        );
      } catch (err) {
        return { key: "excel.unreadable", params: { reason: (err as Error).message.slice(0, 200) } };
      } finally {
        await release();
      }
      if (cancelled) return undefined;
      if (tooMany) return { key: "excel.tooManyRows", params: { max: EXCEL_LIMITS.rowsMax } };
      if (!header) return { key: "excel.noHeader", params: { example: translate(locale, "excel.col.name") } };
      if (out.rows === 0) return { key: "excel.noRows" };
      return undefined;
    };
    const counts = () => ({
      rowsTotal: out.rows,
      rowsProcessed: out.rows,
      rowsFailed: out.failedRows.size,
      errorsCount: out.errors.length,
      categoryId: out.categories.size === 1 ? [...out.categories][0] : null,
    });

    /**
     * The one write (what `writer` has not written yet: every draft and every update), or nothing
     * when the import was cancelled in the meantime; answers whether it was written.
     */
    let closed = false;
    const write = async (tx: Tx, writer: ReturnType<typeof draftWriter>): Promise<boolean> => {
      out.errors.sort((a, b) => a.row - b.row);
      const locked = await q.findImport(tx, importId, { forUpdate: true });
      if (!locked || locked.cancelRequested || locked.stage !== "processing") return false;
      const creates = out.prepared.filter((p) => p.kind === "create");
      for (let i = 0; i < creates.length; i += WRITE_CHUNK)
        await writer.add(creates.slice(i, i + WRITE_CHUNK));
      const created = await writer.done();
      let updated = 0;
      let unchanged = 0;
      const items: { importId: number; productId: number; row: number; action: "updated" | "unchanged" }[] =
        [];
      for (const p of out.prepared) {
        if (p.kind !== "update") continue;
        const row = await pq.findOwnProduct(tx, locked.sellerId, p.productId, { forUpdate: true });
        if (!row) continue;
        if (row.status === "verified")
          throw new AppError("conflict", "products.cannotEdit", { sku: row.sku });
        const approved = fieldsOf(row, await pq.listTiers(tx, row.id));
        const pending = moderated(row)
          ? await pq.findPendingChange(tx, row.id, { forUpdate: true })
          : undefined;
        const changed = await sellerProducts.saveEdit(tx, row, preparedFields(p), approved, pending);
        if (changed) updated++;
        else unchanged++;
        items.push({ importId, productId: row.id, row: p.row, action: changed ? "updated" : "unchanged" });
      }
      for (let i = 0; i < items.length; i += ITEMS_CHUNK)
        await q.insertItems(tx, items.slice(i, i + ITEMS_CHUNK));
      // Nothing added or changed (an export uploaded again): nothing to photograph or send, so
      // the import closes itself instead of blocking the next upload.
      const noop = created === 0 && updated === 0 && out.errors.length === 0;
      await q.updateImport(tx, importId, {
        ...counts(),
        stage: noop ? "unchanged" : "draft_success",
        created,
        updated,
        unchanged,
        matches: keptMatches(),
        errors: out.errors,
        finishedAt: new Date(),
        ...(noop ? { closedAt: new Date() } : {}),
      });
      closed = noop;
      return true;
    };

    let failure: { key: MessageKey; params?: Params } | undefined;
    let wrote = false;
    if (database.kind === "postgres") {
      // On PostgreSQL the drafts are written while the file is read, in one transaction that is
      // rolled back unless every row is valid and every match confirmed (decision 019, update of
      // 2026-11-25): the job costs the longer of reading and writing rather than their sum. The
      // import row is locked only at the end, so a cancel never waits. PGlite has one session,
      // which the progress writes need: there the write follows the read.
      const ROLLBACK = new Error("rollback");
      try {
        await db.transaction(async (tx) => {
          const writer = draftWriter(tx, batch.sellerId, importId);
          failure = await readAll((creates) => writer.add(creates));
          await writer.done();
          if (failure || cancelled || !clean() || !writable() || !(await write(tx, writer))) throw ROLLBACK;
          wrote = true;
        });
      } catch (err) {
        if (err !== ROLLBACK) throw err;
      }
    } else {
      failure = await readAll();
      if (!failure && !cancelled && clean() && writable())
        await db.transaction(async (tx) => {
          wrote = await write(tx, draftWriter(tx, batch.sellerId, importId));
        });
    }
    if (failure) return fail(failure.key, failure.params);
    if (cancelled) return;
    if (wrote) {
      if (closed) await imports.delete(batch.filePath).catch(() => {});
      return;
    }
    out.errors.sort((a, b) => a.row - b.row);
    if (out.errors.length && (!keepGood || !writable())) {
      await q.updateImport(
        db,
        importId,
        { ...counts(), stage: "errors", errors: out.errors, matches: out.matches, finishedAt: new Date() },
        sql`not cancel_requested`,
      );
      return;
    }
    if (!clean()) {
      await q.updateImport(
        db,
        importId,
        // The errors of the rows left out stay (confirm then saves the valid rows only).
        { ...counts(), stage: "confirm", matches: keptMatches(), errors: out.errors },
        sql`not cancel_requested`,
      );
    }
  }

  /**
   * The references of the product rules, preloaded (one query per table instead of per row), and
   * the seller's external SKUs with their product ids.
   */
  function importRefs(l: Lookups, skus: Map<string, number>): ProductRefs & { skus: Map<string, number> } {
    const categories = new Map(l.refs.categories.map((c) => [c.id, c]));
    const countries = new Set(l.refs.countries.map((c) => c.iso));
    return {
      skus,
      category: async (id) => categories.get(id),
      brandExists: async (id) => l.brandName.has(id),
      countryExists: async (iso) => countries.has(iso),
      model: async (id) => l.model.get(id),
      externalSkuTaken: async (_sellerId, sku, exceptId) => {
        const owner = skus.get(sku);
        return owner !== undefined && owner !== exceptId;
      },
    };
  }

  /** Reads and checks a chunk of rows: cells, the product schema, the product rules. */
  async function checkChunk(
    rows: Awaited<Parameters<Parameters<typeof readRows>[2]>[0]>,
    header: NonNullable<Awaited<ReturnType<typeof readRows>>>,
    sellerId: number,
    l: Lookups,
    refs: ReturnType<typeof importRefs>,
    matcher: ReturnType<typeof createModelMatcher>,
    confirmed: Set<string>,
    skuRows: Map<string, number>,
    out: Collected,
    locale: Locale,
  ) {
    const byKey = new Map<ColumnKey, { index: number; text: string }>();
    for (const [index, { column, text }] of header.columns) byKey.set(column.key, { index, text });
    const specColumns = new Set(
      [...byKey.keys()].filter((k) => k.startsWith("spec.")).map((k) => k.slice(5)),
    );
    const dimensionColumns = [...byKey.keys()].some((k) =>
      ["length", "width", "height", "weight"].some((d) => k === d || k === `package_${d}`),
    );
    // The products the chunk's SKUs name (they are updated, not added): read only when the
    // seller has them.
    const skus = new Set<string>();
    for (const r of rows) {
      const at = byKey.get("external_sku");
      const c = at ? r.cells.get(at.index) : undefined;
      const sku = c?.kind === "text" ? c.value.trim() : c?.kind === "number" ? String(c.value) : "";
      if (sku && refs.skus.has(sku)) skus.add(sku);
    }
    const existing = await q.productsBySku(db, sellerId, [...skus]);
    const current = new Map<number, ProductFields>();
    const fields = existing.length ? await currentFields(existing) : [];
    existing.forEach((p, i) => {
      refs.skus.set(p.externalSku as string, p.id);
      current.set(p.id, fields[i] as ProductFields);
    });
    const bySku = new Map(existing.map((p) => [p.externalSku as string, p]));

    for (const r of rows) {
      const problems: StoredRowError[] = [];
      const add = (key: ColumnKey | null, messageKey: string, params?: Params) => {
        const at = key ? byKey.get(key) : undefined;
        problems.push({
          row: r.number,
          column: at?.text ?? null,
          cell: at ? colLetter(at.index) : null,
          field: key,
          key: messageKey,
          params,
        });
      };
      const parsed: ParsedRow = { given: {}, specs: {}, dimensions: {} };
      for (const [index, { column }] of header.columns) {
        const cell = r.cells.get(index) ?? { kind: "empty" as const };
        const bad = column.parse(cell, parsed, l, locale);
        if (bad) add(column.key, bad.key, bad.params);
      }
      const given = parsed.given;
      const product = given.external_sku ? bySku.get(given.external_sku) : undefined;
      const before = product ? current.get(product.id) : undefined;
      if (given.external_sku) {
        const first = skuRows.get(given.external_sku);
        if (first !== undefined) add("external_sku", "excel.cell.duplicateSku", { row: first });
        else skuRows.set(given.external_sku, r.number);
      }
      // Model: exact, loose (to confirm), or unknown.
      if (parsed.modelTyped !== undefined) {
        const m = matcher.match(parsed.modelTyped);
        if (m.kind === "none") add("model", "excel.cell.unknownModel", { value: parsed.modelTyped });
        else {
          given.model_id = m.modelId;
          if (m.kind === "loose")
            out.matches.push({
              row: r.number,
              typed: parsed.modelTyped,
              modelId: m.modelId,
              matched: m.matched,
              score: m.score,
              confirmed: confirmed.has(`${parsed.modelTyped}\u0000${m.modelId}`),
            });
        }
      }
      // With a model, an empty brand is the model's brand; empty specifications of a new product are the model's.
      if (given.model_id && given.brand_id === null) delete given.brand_id;
      if (specColumns.size) {
        const kept = Object.fromEntries(
          Object.entries(before?.specs ?? {}).filter(([k]) => !specColumns.has(k)),
        ) as ProductSpecs;
        const specs = { ...kept, ...parsed.specs };
        if (!(before === undefined && given.model_id && Object.keys(specs).length === 0)) given.specs = specs;
      }
      if (dimensionColumns) given.dimensions = { ...parsed.dimensions };

      // The schema of the product form (types, bounds, tiers), then its rules.
      const schemaInput = before ? { name: before.name, category_id: before.category_id, ...given } : given;
      const checked = createProductBody.safeParse(schemaInput, { reportInput: true });
      // One message per cell: a cell that could not be read ("Unknown category…") gets only
      // that, not also what its missing value breaks ("This field is required.").
      const unread = new Set(problems.map((x) => x.field));
      if (!checked.success) {
        for (const issue of checked.error.issues as Issue[]) {
          const column = columnOf(issue.path);
          if (column !== null && unread.has(column)) continue;
          const [key, params] = describeIssue(issue);
          add(column, key, params);
        }
      } else {
        // The rules too (all errors at once), except on cells that could not be read.
        const cellProblems = problems.length;
        const data = checked.data as Partial<ProductFields>;
        const next: ProductFields = { ...(before ?? EMPTY_PRODUCT), ...data };
        if (product?.status === "verified")
          add("external_sku", "excel.cell.productInModeration", { sku: product.sku });
        const found = await sellerProducts.checkImported(refs, sellerId, next, data, product?.id);
        for (const [field, keys] of Object.entries(found)) {
          const column = columnOf(field.split("."));
          if (cellProblems && unread.has(column)) continue;
          for (const key of keys) add(column, key);
        }
        if (!problems.length) {
          out.categories.add(next.category_id);
          const json = JSON.stringify(next);
          out.prepared.push(
            product
              ? { kind: "update", row: r.number, json, productId: product.id }
              : { kind: "create", row: r.number, json },
          );
        }
      }
      if (problems.length) {
        out.failedRows.add(r.number);
        out.errors.push(...problems);
      }
    }
  }

  const columnOf = (p: readonly PropertyKey[]): ColumnKey | null => {
    const path = p.map((x) => (typeof x === "symbol" ? String(x) : x)) as (string | number)[];
    return columnOfPathSafe(path);
  };

  // ------------------------------------------------------------ after the upload
  async function pending(auth: AuthUser, locale: Locale) {
    const seller = await sellerProducts.activeSeller(auth);
    const batch = await q.openImport(db, seller.id);
    return batch ? present(batch, locale) : null;
  }

  /** The caller's most recent import, open or closed (sent, cancelled), or null: what the page recalls. */
  async function last(auth: AuthUser, locale: Locale) {
    const seller = await sellerProducts.activeSeller(auth);
    const batch = await q.lastImport(db, seller.id);
    return batch ? present(batch, locale) : null;
  }

  async function products(auth: AuthUser, query: ImportProductsQuery, locale: Locale) {
    const { batch } = await openOrNotFound(auth);
    const out = await q.importProducts(database, batch.id, {
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

  async function errorsFile(auth: AuthUser, locale: Locale) {
    const { batch } = await openOrNotFound(auth);
    const partial = isPartial(batch);
    if (batch.stage !== "errors" && !partial) throw new AppError("not_found", "excel.noErrorsFile");
    const errors = batch.errors.map((e) => ({
      row: e.row,
      column: e.column,
      cell: e.cell,
      field: e.field,
      message: tr(locale, e.key, e.params),
    }));
    const header = Math.max(1, Math.min(...batch.errors.map((e) => e.row)) - 2);
    // After the valid rows were saved, the file keeps only the failing rows (re-uploading it then
    // adds nothing twice).
    const only = partial ? new Set(errors.map((e) => e.row)) : undefined;
    const data = await withLocalFile(imports, batch.filePath, (file) =>
      batch.filePath.endsWith(".ods")
        ? annotateOds(file, errors, only)
        : annotate(file, errors, Math.min(header, 1), only),
    );
    const base = batch.fileName.replace(/\.(xlsx|ods)$/i, "");
    return { data, fileName: `${base}-errors.xlsx` };
  }

  async function confirm(auth: AuthUser, locale: Locale) {
    const { batch } = await openOrNotFound(auth);
    if (batch.stage !== "confirm")
      throw new AppError("conflict", "excel.wrongStage", { stage: stageLabel(locale, batch.stage) });
    const row = await db.transaction(async (tx) => {
      const updated = await q.updateImport(
        tx,
        batch.id,
        { stage: "queued", matches: batch.matches.map((m) => ({ ...m, confirmed: true })) },
        sql`stage = 'confirm'`,
      );
      const job: ImportJob = { importId: batch.id, keepGood: batch.errors.length > 0 };
      if (updated) await jobs.send(IMPORT_QUEUE, job, { tx });
      return updated;
    });
    if (!row) throw new AppError("conflict", "excel.wrongStage", { stage: stageLabel(locale, batch.stage) });
    return present(row, locale);
  }

  /**
   * "Send the N good rows now" (stage `errors`): the job reads the file again and saves its valid
   * rows; the failing ones stay listed and in the annotated file (issue 17).
   */
  async function saveValid(auth: AuthUser, locale: Locale) {
    const { batch } = await openOrNotFound(auth);
    if (batch.stage !== "errors")
      throw new AppError("conflict", "excel.wrongStage", { stage: stageLabel(locale, batch.stage) });
    if (batch.rowsTotal - batch.rowsFailed <= 0) throw new AppError("conflict", "excel.noValidRows");
    const row = await db.transaction(async (tx) => {
      const updated = await q.updateImport(tx, batch.id, { stage: "queued" }, sql`stage = 'errors'`);
      const job: ImportJob = { importId: batch.id, keepGood: true };
      if (updated) await jobs.send(IMPORT_QUEUE, job, { tx });
      return updated;
    });
    if (!row) throw new AppError("conflict", "excel.wrongStage", { stage: stageLabel(locale, batch.stage) });
    return present(row, locale);
  }

  async function cancel(auth: AuthUser, locale: Locale) {
    const { batch } = await openOrNotFound(auth);
    // Before the write: nothing was saved. After it, the drafts stay in the seller's list.
    const row = await q.updateImport(
      db,
      batch.id,
      { stage: "cancelled", cancelRequested: true, closedAt: new Date() },
      sql`stage <> 'moderation'`,
    );
    if (!row) throw new AppError("conflict", "excel.wrongStage", { stage: stageLabel(locale, batch.stage) });
    await imports.delete(batch.filePath);
    return present(row, locale);
  }

  async function send(auth: AuthUser, locale: Locale) {
    const { batch } = await openOrNotFound(auth);
    const shown = await present(batch, locale);
    if (shown.stage === "draft_success") {
      const missing =
        (await q.importProducts(database, batch.id, { limit: 0 })).count - shown.counts.with_photos;
      throw new AppError("conflict", "excel.photosMissing", { count: missing });
    }
    if (shown.stage !== "media_success")
      throw new AppError("conflict", "excel.wrongStage", { stage: shown.stage_label });
    const list = await q.importProductIds(db, batch.id);
    for (const status of ["draft", "rejected"] as const) {
      const ids = list.filter((p) => p.status === status).map((p) => p.id);
      for (let i = 0; i < ids.length; i += 500)
        await sellerProducts.changeStatus(auth, "verify", ids.slice(i, i + 500), locale);
    }
    const row = await q.updateImport(db, batch.id, { stage: "moderation", closedAt: new Date() });
    await imports.delete(batch.filePath);
    return present(row ?? batch, locale);
  }

  /** Images of a zip go to the import's products by file name: SKU.jpg (main), SKU-2.jpg, SKU_3.png, SKU (4).webp. */
  async function photosZip(
    auth: AuthUser,
    data: Buffer | undefined,
    locale: Locale,
  ): Promise<PhotosZipResult> {
    const { batch } = await openOrNotFound(auth);
    if (batch.stage !== "draft_success" && batch.stage !== "media_success")
      throw new AppError("conflict", "excel.wrongStage", { stage: stageLabel(locale, batch.stage) });
    if (!data?.length)
      throw new AppError("bad_request", "excel.zipRequired", undefined, { file: ["excel.zipRequired"] });
    const list = (await q.importProducts(database, batch.id)).rows;
    const bySku = new Map<string, (typeof list)[number]>();
    for (const p of list) {
      bySku.set(p.sku.toLowerCase(), p);
      if (p.external_sku) bySku.set(p.external_sku.toLowerCase(), p);
    }
    const planned: {
      file: string;
      product: (typeof list)[number];
      main: boolean;
      order: number;
      chunks: Buffer[];
    }[] = [];
    const unmatched: PhotosZipResult["unmatched"] = [];
    const refuse = (key: MessageKey, params?: Params) =>
      new AppError("bad_request", key, params, { file: [key] });
    // Every entry is inflated and counted; only the photos of the import's products are kept.
    const walk = await inflateZip(
      data,
      {
        entries: EXCEL_LIMITS.photosZipMaxFiles,
        entryBytes: PRODUCT_LIMITS.imageMaxBytes,
        totalBytes: EXCEL_LIMITS.photosUnzippedMaxBytes,
      },
      (name) => {
        if (name.endsWith("/") || name.startsWith("__MACOSX/")) return undefined;
        const base = path.posix.basename(name);
        const m = /^(.+?)\.(jpe?g|png|webp)$/i.exec(base);
        if (!m) {
          unmatched.push({ file: name, reason: translate(locale, "excel.photoNotImage") });
          return undefined;
        }
        const stem = (m[1] as string).trim();
        const numbered = /^(.+?)(?:[-_ ](\d{1,2})|\s*\((\d{1,2})\))$/.exec(stem);
        const exact = bySku.get(stem.toLowerCase());
        const product = exact ?? (numbered ? bySku.get((numbered[1] as string).toLowerCase()) : undefined);
        if (!product) {
          unmatched.push({ file: name, reason: translate(locale, "excel.photoNoProduct", { sku: stem }) });
          return undefined;
        }
        const order = exact ? 0 : Number(numbered?.[2] ?? numbered?.[3] ?? 99);
        const chunks: Buffer[] = [];
        planned.push({
          file: name,
          product,
          main: exact !== undefined && product.photos === 0,
          order,
          chunks,
        });
        return (chunk) => {
          chunks.push(Buffer.from(chunk));
          return undefined;
        };
      },
    );
    if (!walk.ok) {
      if (walk.reason === "entries")
        throw refuse("excel.zipTooManyFiles", { max: EXCEL_LIMITS.photosZipMaxFiles });
      if (walk.reason === "total")
        throw refuse("excel.zipBomb", { max: EXCEL_LIMITS.photosUnzippedMaxBytes / 1024 / 1024 });
      throw refuse("excel.zipInvalid");
    }
    // A photo over the limit of a product's photo is refused alone.
    const tooLarge = translate(locale, "products.imageTooLarge", {
      max: PRODUCT_LIMITS.imageMaxBytes / 1024 / 1024,
    });
    for (const file of walk.oversized) {
      const at = planned.findIndex((p) => p.file === file);
      if (at >= 0) planned.splice(at, 1);
      unmatched.push({ file, reason: translate(locale, "excel.photoRefused", { reason: tooLarge }) });
    }
    planned.sort((a, b) => a.product.id - b.product.id || a.order - b.order);
    const matched: PhotosZipResult["matched"] = [];
    for (const p of planned) {
      try {
        await sellerProducts.uploadPhoto(auth, p.product.id, Buffer.concat(p.chunks), p.main, locale);
        matched.push({ file: p.file, product_id: p.product.id, sku: p.product.sku, main: p.main });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const reason = translate(locale, err.messageKey, { ...err.params, max: 6, extra: 5 });
        unmatched.push({ file: p.file, reason: translate(locale, "excel.photoRefused", { reason }) });
      }
    }
    const now = await q.findImport(db, batch.id);
    return { matched, unmatched, batch: await present(now ?? batch, locale) };
  }

  async function define() {
    await jobs.define<ImportJob>(
      IMPORT_QUEUE,
      async ({ importId, keepGood }) => run(importId, { keepGood }),
      {
        retryLimit: 0,
        retryDelaySeconds: 30,
        expireInSeconds: 30 * 60,
      },
    );
  }

  return {
    define,
    template,
    exportProducts,
    upload,
    run,
    pending,
    last,
    products,
    errorsFile,
    confirm,
    saveValid,
    cancel,
    send,
    photosZip,
  };
}
export type ExcelService = ReturnType<typeof createExcelService>;
