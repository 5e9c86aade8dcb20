/**
 * What every stage of the spreadsheet import works with: the dependencies the factory is given,
 * and the few helpers they share (the caller's open import, stage labels, stored messages).
 */
import type { ImportStage } from "../../../common/api/excel.ts";
import { isMessageKey, type Locale, type Params, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import type { HeavySlots } from "../../infra/heavy-slots.ts";
import type { Jobs } from "../../infra/jobs.ts";
import type { Storage } from "../../infra/storage.ts";
import type { ExcelImportSettings } from "../../settings.ts";
import type { SellerProductsService } from "../seller-products/service.ts";
import { lookups } from "./columns.ts";
import * as q from "./queries.ts";
import type { SheetFacts } from "./workbook.ts";

export const IMPORT_QUEUE = "catalogue-import";

export interface ExcelDeps {
  database: Database;
  jobs: Jobs;
  sellerProducts: SellerProductsService;
  /** Kept uploads, by key (never among the public media; decision 030). */
  imports: Storage;
  /** Counts the uploads against the seller's budget (EXCEL_RATE_RULES). */
  limiter: RateLimiter;
  /** `excelImport`: the budget of work per reading of a file, read at each use (decision 067). */
  settings: { excelImport: ExcelImportSettings };
  /** Files built for the seller to download: errors files, exports (decision 066). */
  generated: Storage;
  /** Slots of heavy work those builds run in (decision 066). */
  heavy: HeavySlots;
}

/**
 * Uploads of one seller, accepted or refused (decision 067): every upload is read (the scan, then
 * the job), so a heavy file sent again and again is stopped here. Fixing a file and sending it
 * again takes a minute or more; a burst is not a seller at work.
 */
export const EXCEL_RATE_RULES = {
  uploadBurst: { name: "excel-upload:seller", limit: 5, windowSeconds: 5 * 60 },
  uploadHour: { name: "excel-upload-hour:seller", limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/**
 * The job's message: `keepGood` saves the valid rows and leaves the failing ones out (issue 17).
 * `facts`: what the upload's scan found that the reader needs (the kind, each sheet's merged
 * ranges), so that the job does not inflate and scan the kept file a second time; without it (a
 * job queued again by confirm or save-valid, many merged ranges) the job scans the file itself.
 */
export interface ImportJob {
  importId: number;
  keepGood?: boolean;
  facts?: JobFacts;
}

export interface JobFacts {
  kind: SheetFacts["kind"];
  merges: [string, string[]][];
}

/** Merged ranges past which the job scans the file itself rather than carry them in its message. */
const JOB_MERGES_MAX = 1000;

/** The upload's facts for the job's message, when they are small. */
export function jobFacts(facts: SheetFacts): JobFacts | undefined {
  const merges = [...facts.merges];
  if (merges.reduce((n, [, list]) => n + list.length, 0) > JOB_MERGES_MAX) return undefined;
  return { kind: facts.kind, merges };
}

/** The facts the reader needs, from the job's message (the counts were the upload's business). */
export const factsOfJob = (f: JobFacts): SheetFacts => ({
  kind: f.kind,
  filled: new Map(),
  rows: new Map(),
  merges: new Map(f.merges),
});

/** The references the columns and the product rules read, loaded now. */
export async function refsNow(deps: ExcelDeps) {
  return lookups(await q.loadRefs(deps.database.db));
}

/** The caller's open import (a 404 when there is none). */
export async function openOrNotFound(deps: ExcelDeps, auth: AuthUser) {
  const seller = await deps.sellerProducts.activeSeller(auth);
  const batch = await q.openImport(deps.database.db, seller.id);
  if (!batch) throw new AppError("not_found", "excel.noPending");
  return { seller, batch };
}

export const stageLabel = (locale: Locale, stage: ImportStage) => translate(locale, `excel.stage.${stage}`);

/** A stored message key translated (a text that is not a key is shown as it is). */
export const tr = (locale: Locale, key: string, params?: Params) =>
  isMessageKey(key) ? translate(locale, key, params) : key;

/** A 409 naming the stage the import is at. */
export const wrongStage = (locale: Locale, stage: ImportStage) =>
  new AppError("conflict", "excel.wrongStage", { stage: stageLabel(locale, stage) });
