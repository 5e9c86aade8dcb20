/** The upload: the file checked (size, zip, encryption, zip bomb, rows), kept, and its job queued. */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { EXCEL_LIMITS, type ImportBatch } from "../../../common/api/excel.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { isUniqueViolation } from "../../db/sql.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import { contentTypeOf } from "../../infra/storage.ts";
import {
  EXCEL_RATE_RULES,
  type ExcelDeps,
  IMPORT_QUEUE,
  type ImportJob,
  jobFacts,
  stageLabel,
} from "./context.ts";
import { checkWorkbook, type FileProblem, workbookKind } from "./files.ts";
import { withLeaseChecked } from "./lease.ts";
import { ParseClock } from "./parse-clock.ts";
import { discardErrorsFiles } from "./prepared-files.ts";
import { presentImport } from "./present.ts";
import * as q from "./queries.ts";
import { FIRST_DATA_ROW, type SheetFacts, sheetFacts } from "./workbook.ts";

/**
 * The product rows a seller would count before the job reads them: the rows holding a value of
 * the first sheet that has any, less the header and the template's hint row (not the sheet's
 * declared dimension: LibreOffice declares 1,007 rows for five). The job then counts them exactly.
 */
function dataRowsOf(facts: SheetFacts): number {
  const filled = [...facts.filled.values()].find((n) => n > 0) ?? 0;
  return Math.max(0, filled - (FIRST_DATA_ROW - 1));
}

const refuse = (bad: FileProblem): never => {
  if (bad.tooLarge) throw new AppError("too_large", bad.key, bad.params);
  throw new AppError("bad_request", bad.key, bad.params, { file: [bad.key] });
};

/**
 * The workbook's checks before anything is kept: answers its scan, or throws the problem. The scan
 * works in slices within the budget of work of a file (a file slower to read is refused).
 */
async function checkUpload(data: Buffer, budgetMs: number) {
  const bad = checkWorkbook(data);
  if (bad) refuse(bad);
  const scan = await sheetFacts(data, new ParseClock(budgetMs));
  if (!scan.ok) return refuse(scan.problem);
  const most = Math.max(0, ...scan.facts.rows.values());
  if (most - (FIRST_DATA_ROW - 1) > EXCEL_LIMITS.rowsMax)
    refuse({ key: "excel.tooManyRows", params: { max: EXCEL_LIMITS.rowsMax } });
  return scan.facts;
}

/** An upload of the request's file: `read` gives it (after the seller's budget was counted). */
export type ReadFile = () => Promise<{ data: Buffer; name: string } | undefined>;

export async function uploadImport(
  deps: ExcelDeps,
  auth: AuthUser,
  read: ReadFile,
  locale: Locale,
): Promise<ImportBatch> {
  const { database, jobs, imports } = deps;
  const db = database.db;
  const seller = await deps.sellerProducts.activeSeller(auth);
  // Every upload counts, accepted or refused, before its bytes are read (decision 067).
  const subject = `seller:${seller.id}`;
  await deps.limiter.hit(EXCEL_RATE_RULES.uploadBurst, subject);
  await deps.limiter.hit(EXCEL_RATE_RULES.uploadHour, subject);
  const file = await read();
  if (!file)
    throw new AppError("bad_request", "excel.fileRequired", undefined, { file: ["excel.fileRequired"] });
  const facts = await checkUpload(file.data, deps.settings.excelImport.parseBudgetMs);
  const kind = workbookKind(file.data);
  const open = await q.openImport(db, seller.id);
  // An import whose job died is interrupted now: the new upload replaces it (lease.ts).
  const active = open && (await withLeaseChecked(db, open));
  if (active && !["errors", "failed", "cancelled", "moderation", "interrupted"].includes(active.stage))
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
        rowsTotal: dataRowsOf(facts),
      });
      const job: ImportJob = { importId: row.id, facts: jobFacts(facts) };
      await jobs.send(IMPORT_QUEUE, job, { tx });
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
  // The errors file of the import this one replaces goes with it (decision 066).
  await discardErrorsFiles(deps, seller.id);
  return presentImport(deps, created, locale);
}
