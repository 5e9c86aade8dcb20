/**
 * The import job (queue `catalogue-import`): the kept file read a chunk of rows at a time, every
 * row checked (check-rows.ts), then the one write (write-drafts.ts) when every row is valid (or,
 * with `keepGood`, the valid rows) and every loose model match is confirmed; else the import stops
 * on `errors` or `confirm`. On PostgreSQL the drafts are written while the file is read, in one
 * transaction rolled back unless the import ends at `draft_success` (decision 031).
 */
import { sql } from "drizzle-orm";
import { EXCEL_LIMITS } from "../../../common/api/excel.ts";
import { type Locale, type MessageKey, type Params, translate } from "../../../common/i18n/index.ts";
import type { Tx } from "../../infra/jobs.ts";
import {
  checkChunk,
  emptyCollected,
  importRefs,
  type Prepared,
  packPrepared,
  type RowChecks,
} from "./check-rows.ts";
import { type ExcelDeps, factsOfJob, type JobFacts, refsNow } from "./context.ts";
import { holdLease, LEASE_SECONDS } from "./lease.ts";
import { createModelMatcher } from "./models.ts";
import { ParseBudgetError, ParseClock, tooSlowProblem } from "./parse-clock.ts";
import { loadKnown } from "./product-fields.ts";
import * as q from "./queries.ts";
import { type HeaderMap, readRows, type SourceRow, sheetFacts } from "./workbook.ts";
import {
  applyUpdates,
  type DraftWriter,
  draftWriter,
  STREAM_WRITE_CHUNK,
  writeCreates,
} from "./write-drafts.ts";

/**
 * Rows read and checked at a time (the progress is written and the cancel flag read after each).
 * Small on purpose: what a chunk allocates (cells, checks, about 50 KB a row) is alive until the
 * chunk is done, so big chunks outlive the young generation and pile up as garbage in the old one
 * (decision 019, figures).
 */
const READ_CHUNK = 100;
/**
 * The progress is written (and the cancel flag read) after the first chunk, so the seller's bar
 * moves at once, then at most this often while the rows are read.
 */
const PROGRESS_EVERY_MS = 250;

type Failure = { key: MessageKey; params?: Params };

/** One run of the job: the row checks' state, and what the run has seen so far. */
interface ImportRun extends RowChecks {
  deps: ExcelDeps;
  db: q.Q;
  batch: q.ImportRow;
  /** Saving the valid rows only (the seller chose it): rows with errors are left out. */
  keepGood: boolean;
  /** The kept file's bytes until the scan (then the reader reads the file itself). */
  data: Buffer | undefined;
  /** The upload's facts, when the job's message has them (no second scan). */
  facts: JobFacts | undefined;
  cancelled: boolean;
  tooMany: boolean;
  progressAt: number;
  /** A header row was found (the reading stops at the first sheet that has one). */
  header: boolean;
  /** Drafts handed to the writer while reading (PostgreSQL). */
  streamed: number;
  /** The import closed itself (nothing added or changed). */
  closed: boolean;
  /** The file's budget of work, over the scan and the read (decision 067). */
  clock: ParseClock;
}

/** With keepGood, the rows with errors are left out: only the others' matches count. */
const keptMatches = (s: ImportRun) =>
  s.keepGood ? s.out.matches.filter((m) => !s.out.failedRows.has(m.row)) : s.out.matches;
/** Nothing to write once a row has an error or a model match waits for the seller. */
const isClean = (s: ImportRun) =>
  (s.keepGood || s.out.errors.length === 0) && keptMatches(s).every((m) => m.confirmed);
/** Something to write: no error, or (keepGood) at least one valid row. */
const isWritable = (s: ImportRun) =>
  s.out.errors.length === 0 || (s.keepGood && s.streamed + s.out.prepared.length > 0);

const runCounts = (s: ImportRun) => ({
  rowsTotal: s.out.rows,
  rowsProcessed: s.out.rows,
  rowsFailed: s.out.failedRows.size,
  errorsCount: s.out.errors.length,
  categoryId: s.out.categories.size === 1 ? [...s.out.categories][0] : null,
});

/** The job's writes of the row: only while the import is still its to run (decision 067). */
const stillRunning = sql`not cancel_requested and stage = 'processing'`;

async function failRun(deps: ExcelDeps, importId: number, failure: Failure) {
  await q.updateImport(
    deps.database.db,
    importId,
    {
      stage: "failed",
      failure: { key: failure.key, params: failure.params },
      finishedAt: new Date(),
      leaseUntil: null,
    },
    stillRunning,
  );
}

/**
 * Takes the import (queued, not cancelled) to `processing` with a lease (lease.ts) and loads what
 * the run needs; undefined when there is nothing to run (not queued any more: cancelled, already
 * taken by a job that died, interrupted; or the kept file is gone: the import failed).
 */
async function startRun(
  deps: ExcelDeps,
  importId: number,
  keepGood: boolean,
  facts: JobFacts | undefined,
): Promise<ImportRun | undefined> {
  const batch = await q.claimImport(deps.database.db, importId, LEASE_SECONDS);
  if (!batch) return;
  return loadRun(deps, batch, keepGood, facts);
}

/** What the run needs (the kept file, the references, the seller's SKUs); undefined when the file is gone. */
async function loadRun(
  deps: ExcelDeps,
  batch: q.ImportRow,
  keepGood: boolean,
  facts: JobFacts | undefined,
): Promise<ImportRun | undefined> {
  const db = deps.database.db;
  const importId = batch.id;
  const locale: Locale = batch.locale === "fr" ? "fr" : "en";
  const data = await deps.imports.get(batch.filePath).catch(() => undefined);
  if (!data) {
    await failRun(deps, importId, {
      key: "excel.unreadable",
      params: { reason: "the kept file is missing" },
    });
    return;
  }
  const l = await refsNow(deps);
  const confirmed = new Set(
    batch.matches.filter((m) => m.confirmed).map((m) => `${m.typed}\u0000${m.modelId}`),
  );
  return {
    deps,
    db,
    known: (skus) => loadKnown(db, batch.sellerId, skus),
    checkImported: deps.sellerProducts.checkImported,
    sellerId: batch.sellerId,
    l,
    refs: importRefs(l, await q.sellerSkus(db, batch.sellerId)),
    matcher: createModelMatcher(l.refs),
    confirmed,
    skuRows: new Map(),
    out: emptyCollected(),
    locale,
    batch,
    keepGood,
    data,
    facts,
    cancelled: false,
    tooMany: false,
    progressAt: Number.NEGATIVE_INFINITY,
    header: false,
    streamed: 0,
    closed: false,
    clock: new ParseClock(deps.settings.excelImport.parseBudgetMs),
  };
}

/**
 * A chunk of rows read: checked, its drafts handed to `onValid` while every row so far is clean,
 * the progress written now and then; answers false to stop the reading (too many rows, cancelled).
 */
async function onRows(
  s: ImportRun,
  rows: SourceRow[],
  head: HeaderMap,
  onValid: ((creates: Prepared[]) => Promise<void>) | undefined,
): Promise<boolean> {
  s.out.rows += rows.length;
  // Past the limit the reading stops there.
  if (s.out.rows > EXCEL_LIMITS.rowsMax) {
    s.tooMany = true;
    return false;
  }
  await checkChunk(s, rows, head);
  return afterChunk(s, onValid);
}

/**
 * After a chunk's checks: its drafts handed to `onValid` while every row so far is clean, the
 * progress written now and then; answers false once the import is cancelled.
 */
async function afterChunk(
  s: ImportRun,
  onValid: ((creates: Prepared[]) => Promise<void>) | undefined,
): Promise<boolean> {
  if (onValid && isClean(s)) {
    const creates = s.out.prepared.filter((p) => p.kind === "create");
    s.out.prepared = s.out.prepared.filter((p) => p.kind !== "create");
    s.streamed += creates.length;
    packPrepared(s.out.prepared);
    await onValid(creates);
  } else packPrepared(s.out.prepared);
  if (performance.now() - s.progressAt < PROGRESS_EVERY_MS) return true;
  const now = await q.updateImport(
    s.db,
    s.batch.id,
    { rowsProcessed: s.out.rows, rowsTotal: Math.max(s.batch.rowsTotal, s.out.rows) },
    stillRunning,
  );
  s.progressAt = performance.now();
  // Cancelled, or interrupted meanwhile (this job was taken for dead): the reading stops.
  if (!now) s.cancelled = true;
  return !s.cancelled;
}

/**
 * Reads and checks every row; `onValid` takes the drafts of a chunk while every row so far is
 * clean (on PostgreSQL they are written as the next rows are read). Answers a failure's
 * message, or undefined.
 */
async function readAll(
  s: ImportRun,
  onValid?: (creates: Prepared[]) => Promise<void>,
): Promise<Failure | undefined> {
  // The streaming reader wants a file name: with a bucket, a temporary copy (decision 030).
  let release = async () => {};
  try {
    // Without the upload's facts, the limits again (the file was checked at upload; this pass also
    // finds the merged ranges).
    const scan = s.facts
      ? { ok: true as const, facts: factsOfJob(s.facts) }
      : await sheetFacts(s.data as Buffer, s.clock);
    s.data = undefined; // the reader reads the file itself: let the bytes go
    if (!scan.ok) return scan.problem;
    const local = await s.deps.imports.localFile(s.batch.filePath);
    release = local.release;
    s.header =
      (await readRows(
        local.file,
        scan.facts,
        (rows, head) => onRows(s, rows, head, onValid),
        READ_CHUNK,
        s.clock,
      )) !== undefined;
  } catch (err) {
    if (err instanceof ParseBudgetError) return tooSlowProblem(err.budgetMs);
    return { key: "excel.unreadable", params: { reason: (err as Error).message.slice(0, 200) } };
  } finally {
    await release();
  }
  if (s.cancelled) return undefined;
  if (s.tooMany) return { key: "excel.tooManyRows", params: { max: EXCEL_LIMITS.rowsMax } };
  if (!s.header) return { key: "excel.noHeader", params: { example: translate(s.locale, "excel.col.name") } };
  if (s.out.rows === 0) return { key: "excel.noRows" };
  return undefined;
}

/**
 * The one write (what `writer` has not written yet: every draft and every update), or nothing
 * when the import was cancelled in the meantime; answers whether it was written.
 */
async function writeImport(s: ImportRun, tx: Tx, writer: DraftWriter): Promise<boolean> {
  const importId = s.batch.id;
  s.out.errors.sort((a, b) => a.row - b.row);
  const locked = await q.findImport(tx, importId, { forUpdate: true });
  if (!locked || locked.cancelRequested || locked.stage !== "processing") return false;
  const created = await writeCreates(writer, s.out.prepared);
  const { updated, unchanged } = await applyUpdates(
    s.deps.sellerProducts,
    tx,
    locked.sellerId,
    importId,
    s.out.prepared,
  );
  // Nothing added or changed (an export uploaded again): nothing to photograph or send, so
  // the import closes itself instead of blocking the next upload.
  const noop = created === 0 && updated === 0 && s.out.errors.length === 0;
  await q.updateImport(tx, importId, {
    ...runCounts(s),
    stage: noop ? "unchanged" : "draft_success",
    created,
    updated,
    unchanged,
    matches: keptMatches(s),
    errors: s.out.errors,
    finishedAt: new Date(),
    leaseUntil: null,
    ...(noop ? { closedAt: new Date() } : {}),
  });
  s.closed = noop;
  return true;
}

/**
 * PostgreSQL: the drafts are written while the file is read, in one transaction that is rolled
 * back unless every row is valid and every match confirmed (decision 031): the job costs the
 * longer of reading and writing rather than their sum. The import row is locked only at the end,
 * so a cancel never waits.
 */
async function readWhileWriting(s: ImportRun): Promise<{ failure?: Failure; wrote: boolean }> {
  const ROLLBACK = new Error("rollback");
  let failure: Failure | undefined;
  let wrote = false;
  try {
    await s.deps.database.db.transaction(async (tx) => {
      const writer = draftWriter(s.deps.sellerProducts, tx, s.sellerId, s.batch.id, STREAM_WRITE_CHUNK);
      failure = await readAll(s, (creates) => writer.add(creates));
      await writer.done();
      if (failure || s.cancelled || !isClean(s) || !isWritable(s) || !(await writeImport(s, tx, writer)))
        throw ROLLBACK;
      wrote = true;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return { failure, wrote };
}

/** PGlite has one session, which the progress writes need: there the write follows the read. */
async function readThenWrite(s: ImportRun): Promise<{ failure?: Failure; wrote: boolean }> {
  const failure = await readAll(s);
  let wrote = false;
  if (!failure && !s.cancelled && isClean(s) && isWritable(s))
    await s.deps.database.db.transaction(async (tx) => {
      wrote = await writeImport(s, tx, draftWriter(s.deps.sellerProducts, tx, s.sellerId, s.batch.id));
    });
  return { failure, wrote };
}

/** Where a run that wrote nothing stops: `errors`, or `confirm` while model matches wait. */
async function stopUnwritten(s: ImportRun) {
  const db = s.db;
  s.out.errors.sort((a, b) => a.row - b.row);
  if (s.out.errors.length && (!s.keepGood || !isWritable(s))) {
    await q.updateImport(
      db,
      s.batch.id,
      {
        ...runCounts(s),
        stage: "errors",
        errors: s.out.errors,
        matches: s.out.matches,
        finishedAt: new Date(),
        leaseUntil: null,
      },
      stillRunning,
    );
    return;
  }
  if (!isClean(s)) {
    await q.updateImport(
      db,
      s.batch.id,
      // The errors of the rows left out stay (confirm then saves the valid rows only).
      { ...runCounts(s), stage: "confirm", matches: keptMatches(s), errors: s.out.errors, leaseUntil: null },
      stillRunning,
    );
  }
}

/**
 * Runs the import's job: takes the import with a lease renewed while the run works (lease.ts); a
 * run that throws leaves the import `interrupted` (the seller starts again) rather than
 * `processing` for ever, and the error goes on to the queue's log.
 */
export async function runImport(
  deps: ExcelDeps,
  importId: number,
  opts: { keepGood?: boolean; facts?: JobFacts } = {},
) {
  const s = await startRun(deps, importId, opts.keepGood === true, opts.facts);
  if (!s) return;
  const release = holdLease(deps.database.db, importId, () => {
    s.cancelled = true;
  });
  try {
    await finishRun(deps, s);
  } catch (err) {
    await q.interruptImport(deps.database.db, importId, { expired: false }).catch(() => {});
    throw err;
  } finally {
    release();
  }
}

/** Reads, checks and writes (or stops on errors, confirm, a failure). */
async function finishRun(deps: ExcelDeps, s: ImportRun) {
  const importId = s.batch.id;
  const { failure, wrote } =
    deps.database.kind === "postgres" ? await readWhileWriting(s) : await readThenWrite(s);
  if (failure) return failRun(deps, importId, failure);
  // Written: done (a renewal that found the import finished may have set `cancelled` since).
  if (wrote) {
    if (s.closed) await deps.imports.delete(s.batch.filePath).catch(() => {});
    return;
  }
  if (s.cancelled) return;
  await stopUnwritten(s);
}
