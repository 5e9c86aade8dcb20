/**
 * Files attached to a request for quote (issue 21, docs/decisions/057): the buyer adds up to
 * ORDER_LIMITS.attachmentsMax files of 10 MB while the request is open; its buyer, the companies
 * it was sent to and moderators read them (anyone else: 404, as for the request itself).
 *
 * What a file is comes from its bytes, never from its name or the type the browser declared: a
 * PDF starts with `%PDF-`, ends with `%%EOF` and carries no JavaScript, launch action or embedded
 * file, read by a tokenizer over the file and inside its object streams (pdf-check.ts); a PNG or
 * JPEG is decoded whole by sharp (within a pixel limit) and re-encoded in its own format, which
 * drops its metadata (camera, place) and anything hidden after the image; an .xlsx is a zip holding
 * `[Content_Types].xml` and `xl/workbook.xml` and nothing but spreadsheet parts: no macros, ActiveX
 * or OLE objects, programs, web pages, SVG or scripts, links to other workbooks (excel/hazards.ts),
 * inflated once within ATTACHMENT_UNPACKED to count what it really expands to. A refusal names
 * what was found; what the checks inflated counts against the uploader's budget (decision 072).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Readable } from "node:stream";
import { ATTACHMENT_TYPES, type AttachmentKind, ORDER_LIMITS } from "../../../common/orders.ts";
import { AppError, notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import { chargeUpload } from "../../http/upload.ts";
import { openImage } from "../../infra/images.ts";
import { inspectXlsx, type XlsxHazard } from "../excel/hazards.ts";
import { type OrdersDeps, sideOf, type Viewer, viewerOf } from "./context.ts";
import { inspectPdf, type PdfHazard } from "./pdf-check.ts";
import * as q from "./queries.ts";
import { fieldError } from "./requests.ts";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP = Buffer.from("PK\x03\x04", "latin1");

const notAccepted = () => fieldError("file", "orders.attachment.kind");

/** The kind the bytes announce (magic numbers), before the content is checked. */
export function sniffKind(data: Buffer): AttachmentKind | null {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (data.subarray(0, PNG.length).equals(PNG)) return "png";
  if (data.subarray(0, JPEG.length).equals(JPEG)) return "jpeg";
  if (data.subarray(0, ZIP.length).equals(ZIP)) return "xlsx";
  return null;
}

/** What an attachment may unpack to: its parts, one part, all together (an .xlsx; a PDF's object streams). */
export const ATTACHMENT_UNPACKED = {
  entries: 1000,
  entryBytes: 100 * 1024 * 1024,
  totalBytes: 100 * 1024 * 1024,
};

const MB = 1024 * 1024;

/** An entry's name as shown in a message: no control characters, at most 80 characters. */
const shownName = (name: string) => {
  const clean = name.replace(/[\p{Cc}\p{Cf}]/gu, "");
  return clean.length > 80 ? `…${clean.slice(-79)}` : clean;
};

/** The 400 naming what was found in a workbook. */
function xlsxRefusal(h: XlsxHazard) {
  if (h.kind === "notWorkbook") return notAccepted();
  if (h.kind === "tooBig")
    return fieldError("file", "orders.attachment.unpacked", {
      max: ATTACHMENT_UNPACKED.totalBytes / MB,
      parts: ATTACHMENT_UNPACKED.entries,
    });
  return fieldError("file", `orders.attachment.xlsx.${h.kind}`, { entry: shownName(h.entry) });
}

const PDF_REFUSALS = {
  script: "orders.attachment.pdf.script",
  launch: "orders.attachment.pdf.launch",
  embedded: "orders.attachment.pdf.embedded",
  protected: "orders.attachment.pdf.protected",
  unreadable: "orders.attachment.pdf.unreadable",
  tooBig: "orders.attachment.unpacked",
} as const satisfies Record<PdfHazard, string>;

/**
 * Checks a PDF or an .xlsx; a refusal is a 400 naming what was found. `inflated` is told the bytes
 * the check inflated, found something or not.
 */
async function checkDocument(data: Buffer, kind: "pdf" | "xlsx", inflated: (bytes: number) => void) {
  if (kind === "pdf") {
    const r = await inspectPdf(data, ATTACHMENT_UNPACKED.totalBytes);
    inflated(r.inflated);
    if (r.hazard)
      throw fieldError("file", PDF_REFUSALS[r.hazard], {
        max: ATTACHMENT_UNPACKED.totalBytes / MB,
        parts: ATTACHMENT_UNPACKED.entries,
      });
    return data;
  }
  const r = await inspectXlsx(data, ATTACHMENT_UNPACKED);
  inflated(r.inflated);
  if (r.hazard) throw xlsxRefusal(r.hazard);
  return data;
}

/** The image decoded and encoded again in its format, without metadata. */
async function reencode(data: Buffer, kind: "png" | "jpeg") {
  const open = await openImage(data, "file", "orders.attachment.kind");
  try {
    const image = open().rotate();
    return await (kind === "png" ? image.png() : image.jpeg({ quality: 92 })).toBuffer();
  } catch {
    throw fieldError("file", "orders.attachment.unreadable");
  }
}

/**
 * The file as it will be kept, and its kind; a 400 naming `file` when it is none of the kinds or
 * carries what is refused. `inflated` is told what the checks inflated (the uploader's budget).
 */
export async function acceptedFile(
  data: Buffer,
  inflated: (bytes: number) => void = () => {},
): Promise<{ kind: AttachmentKind; data: Buffer }> {
  if (data.length === 0) throw fieldError("file", "orders.attachment.required");
  const kind = sniffKind(data);
  if (kind === "pdf" || kind === "xlsx") return { kind, data: await checkDocument(data, kind, inflated) };
  if (kind === "png" || kind === "jpeg") return { kind, data: await reencode(data, kind) };
  throw notAccepted();
}

/** The name shown and given back: the file's own (no folders, no control characters), with the kind's extension. */
export function cleanName(name: string, kind: AttachmentKind): string {
  const base = path
    .basename(name.replace(/\\/g, "/"))
    .replace(/[\p{Cc}\p{Cf}"]/gu, "")
    .trim();
  const ext = ATTACHMENT_TYPES[kind].ext;
  const stem = (base.replace(/\.[^.]*$/, "") || "attachment").slice(0, 150);
  return `${stem}.${ext}`;
}

/** The request for the caller: 404 for anyone who may not read it, the caller's side otherwise. */
async function requestFor(v: Viewer, requestId: number, db: q.Runner, lock = false) {
  const row = await q.findRequest(db, requestId, lock);
  if (!row) throw notFound();
  const ownQuote = v.sellerId !== null ? await q.sellerQuoteOf(db, requestId, v.sellerId) : null;
  return { row, side: sideOf(v, row.buyer_user_id, ownQuote !== null ? v.sellerId : null) };
}

/** 403 unless the buyer; 409 when the request is closed or carries its files already. */
function checkCanAttach(side: string, row: q.RequestRow, count: number) {
  if (side !== "buyer") throw new AppError("forbidden", "orders.attachment.buyerOnly");
  if (row.closed) throw new AppError("conflict", "orders.error.requestClosed");
  if (count >= ORDER_LIMITS.attachmentsMax)
    throw new AppError("conflict", "orders.attachment.tooMany", { max: ORDER_LIMITS.attachmentsMax });
}

/**
 * POST /api/orders/requests/{id}/attachments/: one file, checked from its bytes, kept in the
 * private store and listed on the request; the count is checked again under the request's lock.
 */
export async function addAttachment(
  deps: OrdersDeps,
  user: AuthUser,
  requestId: number,
  file: { data: Buffer; name: string } | undefined,
) {
  const v = await viewerOf(deps, user);
  const db = q.dbRunner(deps.database);
  const { row, side } = await requestFor(v, requestId, db);
  checkCanAttach(side, row, (await q.attachmentsOf(db, requestId)).length);
  if (!file) throw fieldError("file", "orders.attachment.required");
  let inflated = 0;
  const accepted = await acceptedFile(file.data, (bytes) => {
    inflated += bytes;
  }).finally(() => chargeUpload(deps.limiter, user.id, inflated));
  const ext = ATTACHMENT_TYPES[accepted.kind].ext;
  const key = `r${requestId}/${Date.now()}-${randomBytes(8).toString("hex")}.${ext}`;
  await deps.attachments.put(key, accepted.data, ATTACHMENT_TYPES[accepted.kind].type);
  try {
    await deps.database.db.transaction(async (tx) => {
      const t = q.txRunner(tx);
      const locked = await requestFor(v, requestId, t, true);
      checkCanAttach(locked.side, locked.row, (await q.attachmentsOf(t, requestId)).length);
      await q.insertAttachment(t, {
        requestId,
        userId: user.id,
        fileName: cleanName(file.name, accepted.kind),
        kind: accepted.kind,
        size: accepted.data.length,
        key,
      });
    });
  } catch (err) {
    await deps.attachments.delete(key).catch(() => {});
    throw err;
  }
}

/** GET /api/orders/requests/{id}/attachments/{attachmentId}: the file, for whoever may read the request. */
export async function openAttachment(
  deps: OrdersDeps,
  user: AuthUser,
  requestId: number,
  attachmentId: number,
): Promise<{ body: Readable; name: string; type: string; size?: number }> {
  const v = await viewerOf(deps, user);
  const db = q.dbRunner(deps.database);
  await requestFor(v, requestId, db);
  const row = await q.findAttachment(db, requestId, attachmentId);
  if (!row) throw notFound();
  const file = await deps.attachments.open(row.storage_key);
  if (!file || file === "not-modified") throw notFound();
  return { body: file.body, name: row.file_name, type: ATTACHMENT_TYPES[row.kind].type, size: file.size };
}
