/**
 * What every stage of the spreadsheet import works with: the dependencies the factory is given,
 * and the few helpers they share (the caller's open import, stage labels, stored messages).
 */
import type { ImportStage } from "../../../common/api/excel.ts";
import { isMessageKey, type Locale, type Params, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { Jobs } from "../../infra/jobs.ts";
import type { Storage } from "../../infra/storage.ts";
import type { SellerProductsService } from "../seller-products/service.ts";
import { lookups } from "./columns.ts";
import * as q from "./queries.ts";

export const IMPORT_QUEUE = "catalogue-import";

export interface ExcelDeps {
  database: Database;
  jobs: Jobs;
  sellerProducts: SellerProductsService;
  /** Kept uploads, by key (never among the public media; decision 030). */
  imports: Storage;
}

/** The job's message: `keepGood` saves the valid rows and leaves the failing ones out (issue 17). */
export interface ImportJob {
  importId: number;
  keepGood?: boolean;
}

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
