/** Photos from a zip: SKU.jpg is the main photo of the import's product with that SKU, SKU-2.jpg the next. */
import path from "node:path";
import { EXCEL_LIMITS, type PhotosZipResult } from "../../../common/api/excel.ts";
import { PRODUCT_LIMITS } from "../../../common/api/seller-products.ts";
import { type Locale, type MessageKey, type Params, translate } from "../../../common/i18n/index.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import { type ExcelDeps, openOrNotFound, wrongStage } from "./context.ts";
import { inflateZip } from "./files.ts";
import { presentImport } from "./present.ts";
import * as q from "./queries.ts";

type ImportProduct = Awaited<ReturnType<typeof q.importProducts>>["rows"][number];

/** A photo of the zip going to a product, its bytes collected as the zip inflates. */
interface PlannedPhoto {
  file: string;
  product: ImportProduct;
  main: boolean;
  order: number;
  chunks: Buffer[];
}

const refuse = (key: MessageKey, params?: Params) =>
  new AppError("bad_request", key, params, { file: [key] });

/** The import's products by SKU and external SKU, lower-cased. */
function productsBySku(list: ImportProduct[]) {
  const bySku = new Map<string, ImportProduct>();
  for (const p of list) {
    bySku.set(p.sku.toLowerCase(), p);
    if (p.external_sku) bySku.set(p.external_sku.toLowerCase(), p);
  }
  return bySku;
}

/**
 * Which product a zip entry's name is a photo of (SKU.jpg, SKU-2.jpg, SKU_3.png, SKU (4).webp),
 * or why it is left out; undefined for folders and macOS's resource forks.
 */
function placePhoto(
  name: string,
  bySku: Map<string, ImportProduct>,
  locale: Locale,
): PlannedPhoto | { reason: string } | undefined {
  if (name.endsWith("/") || name.startsWith("__MACOSX/")) return undefined;
  const base = path.posix.basename(name);
  const m = /^(.+?)\.(jpe?g|png|webp)$/i.exec(base);
  if (!m) return { reason: translate(locale, "excel.photoNotImage") };
  const stem = (m[1] as string).trim();
  const numbered = /^(.+?)(?:[-_ ](\d{1,2})|\s*\((\d{1,2})\))$/.exec(stem);
  const exact = bySku.get(stem.toLowerCase());
  const product = exact ?? (numbered ? bySku.get((numbered[1] as string).toLowerCase()) : undefined);
  if (!product) return { reason: translate(locale, "excel.photoNoProduct", { sku: stem }) };
  const order = exact ? 0 : Number(numbered?.[2] ?? numbered?.[3] ?? 99);
  return { file: name, product, main: exact !== undefined && product.photos === 0, order, chunks: [] };
}

/**
 * Walks the zip: every entry is inflated and counted (the limits of decision 024), only the photos
 * of the import's products are kept. Throws a 400 for a zip over the limits or not a zip.
 */
async function planPhotos(data: Buffer, list: ImportProduct[], locale: Locale) {
  const bySku = productsBySku(list);
  const planned: PlannedPhoto[] = [];
  const unmatched: PhotosZipResult["unmatched"] = [];
  const walk = await inflateZip(
    data,
    {
      entries: EXCEL_LIMITS.photosZipMaxFiles,
      entryBytes: PRODUCT_LIMITS.imageMaxBytes,
      totalBytes: EXCEL_LIMITS.photosUnzippedMaxBytes,
    },
    (name) => {
      const place = placePhoto(name, bySku, locale);
      if (!place) return undefined;
      if ("reason" in place) {
        unmatched.push({ file: name, reason: place.reason });
        return undefined;
      }
      planned.push(place);
      return (chunk) => {
        place.chunks.push(Buffer.from(chunk));
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
  return { planned, unmatched };
}

/** Each planned photo through the product photo call (sharp, limits, pending changes). */
async function addPhotos(
  deps: ExcelDeps,
  auth: AuthUser,
  planned: PlannedPhoto[],
  unmatched: PhotosZipResult["unmatched"],
  locale: Locale,
) {
  const matched: PhotosZipResult["matched"] = [];
  for (const p of planned) {
    try {
      await deps.sellerProducts.uploadPhoto(auth, p.product.id, Buffer.concat(p.chunks), p.main, locale);
      matched.push({ file: p.file, product_id: p.product.id, sku: p.product.sku, main: p.main });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const reason = translate(locale, err.messageKey, { ...err.params, max: 6, extra: 5 });
      unmatched.push({ file: p.file, reason: translate(locale, "excel.photoRefused", { reason }) });
    }
  }
  return matched;
}

/** Images of a zip go to the import's products by file name: SKU.jpg (main), SKU-2.jpg, SKU_3.png, SKU (4).webp. */
export async function addPhotosZip(
  deps: ExcelDeps,
  auth: AuthUser,
  data: Buffer | undefined,
  locale: Locale,
): Promise<PhotosZipResult> {
  const { batch } = await openOrNotFound(deps, auth);
  if (batch.stage !== "draft_success" && batch.stage !== "media_success")
    throw wrongStage(locale, batch.stage);
  if (!data?.length)
    throw new AppError("bad_request", "excel.zipRequired", undefined, { file: ["excel.zipRequired"] });
  const list = (await q.importProducts(deps.database, batch.id)).rows;
  const { planned, unmatched } = await planPhotos(data, list, locale);
  const matched = await addPhotos(deps, auth, planned, unmatched, locale);
  const now = await q.findImport(deps.database.db, batch.id);
  return { matched, unmatched, batch: await presentImport(deps, now ?? batch, locale) };
}
