/**
 * Rules of the seller's products (issue 6, docs/product-statuses.md):
 * - every call needs a signed-in user whose company is active (403 otherwise); another seller's
 *   product is a 404;
 * - drafts save with the types and bounds of the contract only; sending for verification checks
 *   everything and names every missing field;
 * - the status changes go through TRANSITIONS (the table of ../listings/status.ts, shared with
 *   services); a mass action is one transaction over locked rows: all the products or none;
 * - an approved product (or an archived one that was for sale) changes through a pending change
 *   that a moderator approves; the public product keeps the approved columns until then;
 * - moderators' decisions are written to moderation_decisions and the seller is notified.
 */

import { sql } from "drizzle-orm";
import type {
  BulkItem,
  FormData,
  MyProductsQuery,
  PatchProductBody,
  PendingPhoto,
  ProductAction,
  ProductChangePayload,
  ProductField,
  ProductFields,
  ProductSource,
  SellerProduct,
} from "../../../common/api/seller-products.ts";
import { PRODUCT_FIELDS, PRODUCT_LIMITS, verificationGaps } from "../../../common/api/seller-products.ts";
import {
  COOLING_TYPES,
  HASHRATE_UNITS,
  type HashrateUnit,
  PRODUCT_CONDITIONS,
  PRODUCT_STATUSES,
  type ProductSpecs,
  type ProductStatus,
  REGIONS,
  SPEC_KEYS,
  type SpecKey,
} from "../../../common/catalog.ts";
import { type Locale, translate, translatePlural } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { Tx } from "../../infra/jobs.ts";
import * as aq from "../accounts/queries.ts";
import { LABELS, SHAPES } from "../catalog/properties.ts";
import * as changes from "../listings/changes.ts";
import {
  actionsOf,
  addError,
  type FieldErrors,
  fieldError,
  moderated,
  same,
  transitions,
} from "../listings/status.ts";
import { type DecisionRow, moderationQueue, recordDecisions } from "../moderation/audit.ts";
import { nameList } from "../moderation/notice.ts";
import * as sq from "../sellers/account-queries.ts";
import type { SellerAccountService } from "../sellers/account-service.ts";
import type { SellerImages } from "../sellers/images.ts";
import * as q from "./queries.ts";

// ---------------------------------------------------------------- the transition table
/**
 * Which status each seller action accepts and where it leads (docs/product-statuses.md). The
 * moderator's approve and reject take `verified` only (or a pending change of an approved product).
 */
export const TRANSITIONS = transitions<ProductStatus>("products");

const statusLabel = (locale: Locale, status: ProductStatus) => translate(locale, `products.status.${status}`);

// ---------------------------------------------------------------- fields <-> columns
/** The stored values of a product as API fields. */
export function fieldsOf(row: q.ProductRow, tiers: q.TierRow[]): ProductFields {
  return {
    name: row.name,
    category_id: row.categoryId,
    brand_id: row.brandId,
    model_id: row.modelId,
    external_sku: row.externalSku,
    condition: row.condition,
    country_of_origin: row.countryOfOrigin?.trim() ?? null,
    description: row.description,
    price_tiers: tiers.map((t) => ({
      min_quantity: t.minQuantity,
      max_quantity: t.maxQuantity,
      unit_price: Number(t.unitPrice),
    })),
    discount_amount: Number(row.discountAmount),
    negotiable: row.negotiable,
    dimensions: row.dimensions,
    specs: row.specs,
    videos: row.videos,
    delivery_regions: row.deliveryRegions.map((r) => r.trim()) as ProductFields["delivery_regions"],
    difference_from_others: row.differenceFromOthers,
    additional_terms: row.additionalTerms,
    payment_methods: row.paymentMethods as ProductFields["payment_methods"],
    lead_time_days: row.leadTimeDays,
    warranty_months: row.warrantyMonths,
    stock_quantity: row.stockQuantity,
  };
}

/** Columns for some fields, with the values derived from them (lowest price, miner figures). */
function toColumns(f: Partial<ProductFields>): Partial<q.ProductInsert> {
  const c: Partial<q.ProductInsert> = {};
  if (f.name !== undefined) c.name = f.name;
  if (f.category_id !== undefined) c.categoryId = f.category_id;
  if (f.brand_id !== undefined) c.brandId = f.brand_id;
  if (f.model_id !== undefined) c.modelId = f.model_id;
  if (f.external_sku !== undefined) c.externalSku = f.external_sku;
  if (f.condition !== undefined) c.condition = f.condition;
  if (f.country_of_origin !== undefined) c.countryOfOrigin = f.country_of_origin;
  if (f.description !== undefined) c.description = f.description;
  if (f.price_tiers !== undefined)
    c.priceMin = f.price_tiers.length ? Math.min(...f.price_tiers.map((t) => t.unit_price)) : null;
  if (f.discount_amount !== undefined) c.discountAmount = f.discount_amount;
  if (f.negotiable !== undefined) c.negotiable = f.negotiable;
  if (f.dimensions !== undefined) c.dimensions = f.dimensions;
  if (f.specs !== undefined) {
    const s = f.specs;
    c.specs = s;
    c.algorithm = s.algorithm ?? null;
    c.hashrateHs = s.hashrate ? s.hashrate.value * HASHRATE_UNITS[s.hashrate.unit as HashrateUnit] : null;
    c.powerW = s.consumption !== undefined ? Math.round(s.consumption) : null;
    c.efficiency = s.efficiency?.value ?? null;
  }
  if (f.videos !== undefined) c.videos = f.videos;
  if (f.delivery_regions !== undefined) c.deliveryRegions = f.delivery_regions;
  if (f.difference_from_others !== undefined) c.differenceFromOthers = f.difference_from_others;
  if (f.additional_terms !== undefined) c.additionalTerms = f.additional_terms;
  if (f.payment_methods !== undefined) c.paymentMethods = f.payment_methods;
  if (f.lead_time_days !== undefined) c.leadTimeDays = f.lead_time_days;
  if (f.warranty_months !== undefined) c.warrantyMonths = f.warranty_months;
  if (f.stock_quantity !== undefined) c.stockQuantity = f.stock_quantity;
  return c;
}

const photoOut = (p: q.PhotoRow): PendingPhoto => ({
  id: p.id,
  url: p.url,
  url_2x: p.url2x,
  width: p.width,
  height: p.height,
  alt: p.alt,
});

const EMPTY: ProductFields = {
  name: "",
  category_id: 0,
  brand_id: null,
  model_id: null,
  external_sku: null,
  condition: "new",
  country_of_origin: null,
  description: "",
  price_tiers: [],
  discount_amount: 0,
  negotiable: false,
  dimensions: {},
  specs: {},
  videos: [],
  delivery_regions: [],
  difference_from_others: "",
  additional_terms: [],
  payment_methods: [],
  lead_time_days: null,
  warranty_months: null,
  stock_quantity: null,
};

/**
 * The lookups the product rules need. The default reads the database (inside the caller's
 * transaction); a spreadsheet import preloads them once for thousands of rows (decision 019), so
 * both paths run the same rules.
 */
export interface ProductRefs {
  category(id: number): Promise<{ id: number; parentId: number | null; specKeys: string[] } | undefined>;
  brandExists(id: number): Promise<boolean>;
  countryExists(iso: string): Promise<boolean>;
  model(id: number): Promise<{ id: number; brandId: number; specs: ProductSpecs } | undefined>;
  externalSkuTaken(sellerId: number, sku: string, exceptId?: number): Promise<boolean>;
}

export const dbRefs = (tx: q.Q): ProductRefs => ({
  category: (id) => q.findCategory(tx, id),
  brandExists: (id) => q.brandExists(tx, id),
  countryExists: (iso) => q.countryExists(tx, iso),
  model: (id) => q.findModel(tx, id),
  externalSkuTaken: (sellerId, sku, exceptId) => q.externalSkuTaken(tx, sellerId, sku, exceptId),
});

export { EMPTY as EMPTY_PRODUCT, toColumns };

export interface SellerProductsDeps {
  database: Database;
  images: SellerImages;
  sellerAccounts: SellerAccountService;
}

export function createSellerProductsService({ database, images, sellerAccounts }: SellerProductsDeps) {
  const db = database.db;

  // ------------------------------------------------------------ access
  /** The caller's company, active: 403 for a buyer, a draft or suspended company. */
  async function activeSeller(auth: AuthUser, tx: Tx | typeof db = db): Promise<sq.SellerRow> {
    const seller = await sq.findSellerByOwner(tx, auth.id);
    if (!seller) throw new AppError("forbidden", "sellers.noCompany");
    if (seller.status !== "active") throw new AppError("forbidden", "sellers.notActive");
    return seller;
  }

  async function ownProduct(tx: Tx | typeof db, sellerId: number, id: number, forUpdate = false) {
    const row = await q.findOwnProduct(tx, sellerId, id, { forUpdate });
    if (!row) throw new AppError("not_found", "error.productIdNotFound");
    return row;
  }

  // ------------------------------------------------------------ checks
  /** Picking a model fills the brand and the specifications the product does not state yet. */
  async function applyModel(
    refs: ProductRefs,
    next: ProductFields,
    given: Partial<ProductFields>,
    errors: FieldErrors,
    prefix: string,
  ) {
    if (given.model_id === undefined || given.model_id === null) return;
    const model = await refs.model(given.model_id);
    if (!model) {
      addError(errors, `${prefix}model_id`, "products.modelUnknown");
      return;
    }
    if (given.brand_id === undefined && next.brand_id === null) next.brand_id = model.brandId;
    else if (next.brand_id !== model.brandId)
      addError(errors, `${prefix}model_id`, "products.modelBrandMismatch");
    if (given.specs === undefined && Object.keys(next.specs).length === 0) next.specs = model.specs;
  }

  /** References and cross-field rules of the fields being saved (drafts and complete products alike). */
  async function checkFields(
    refs: ProductRefs,
    sellerId: number,
    next: ProductFields,
    given: Partial<ProductFields>,
    errors: FieldErrors,
    opts: { prefix?: string; productId?: number } = {},
  ) {
    const p = opts.prefix ?? "";
    if (given.category_id !== undefined && !(await refs.category(next.category_id)))
      addError(errors, `${p}category_id`, "products.categoryUnknown");
    if (given.brand_id !== undefined && given.brand_id !== null && !(await refs.brandExists(given.brand_id)))
      addError(errors, `${p}brand_id`, "products.brandUnknown");
    if (
      given.country_of_origin !== undefined &&
      given.country_of_origin !== null &&
      !(await refs.countryExists(given.country_of_origin))
    )
      addError(errors, `${p}country_of_origin`, "products.countryUnknown");
    if (given.external_sku && (await refs.externalSkuTaken(sellerId, given.external_sku, opts.productId)))
      addError(errors, `${p}external_sku`, "products.externalSkuTaken");
    if (
      (given.discount_amount !== undefined || given.price_tiers !== undefined) &&
      next.discount_amount > 0 &&
      next.price_tiers.length &&
      next.discount_amount >= Math.min(...next.price_tiers.map((t) => t.unit_price))
    )
      addError(errors, `${p}discount_amount`, "products.discountTooHigh");
  }

  /** The specification keys of a product category (a subcategory without its own takes its parent's). */
  async function specKeysOf(refs: ProductRefs, categoryId: number): Promise<Set<string> | undefined> {
    const category = await refs.category(categoryId);
    if (!category) return undefined;
    if (category.specKeys.length || !category.parentId) return new Set(category.specKeys);
    return new Set((await refs.category(category.parentId))?.specKeys ?? []);
  }

  /** What verification needs on top of the draft rules (the shared `verificationGaps`, which the web form also runs). */
  /** `photos` null: not checked (a spreadsheet import adds photos after the properties). */
  async function completeness(
    refs: ProductRefs,
    f: ProductFields,
    photos: number | null,
  ): Promise<FieldErrors> {
    return verificationGaps(f, { photos, specKeys: await specKeysOf(refs, f.category_id) });
  }

  const throwIf = (errors: FieldErrors) => {
    if (Object.keys(errors).length)
      throw new AppError("bad_request", "products.incomplete", undefined, errors);
  };

  // ------------------------------------------------------------ photos of moderated products
  /** The photos as the seller sees them: a moderated product's pending list, else the live ones. */
  async function photosNow(tx: Tx | typeof db, row: q.ProductRow): Promise<PendingPhoto[]> {
    if (moderated(row)) {
      const pending = await changes.findPendingChange(tx, "product", row.id);
      if (pending?.payload.photos) return pending.payload.photos;
    }
    return (await q.listPhotos(tx, row.id)).map(photoOut);
  }

  /** Saves a moderated product's intended photo list in its pending change (none when it equals the live list). */
  async function proposePhotos(tx: Tx, row: q.ProductRow, list: PendingPhoto[]) {
    const live = (await q.listPhotos(tx, row.id)).map(photoOut);
    const pending = await changes.findPendingChange(tx, "product", row.id, { forUpdate: true });
    const payload: ProductChangePayload = { ...(pending?.payload ?? {}) };
    if (list.length === live.length && list.every((p, i) => p.id === live[i]?.id)) delete payload.photos;
    else payload.photos = list;
    if (Object.keys(payload).length) await changes.savePendingChange(tx, "product", row.id, payload);
    else if (pending) await changes.deletePendingChange(tx, pending.id);
    return new Set(live.map((p) => p.id));
  }

  // ------------------------------------------------------------ the seller's view
  async function view(id: number, locale: Locale): Promise<SellerProduct> {
    const row = await q.findProduct(db, id);
    if (!row) throw new AppError("not_found", "error.productIdNotFound");
    const [tiers, photos, pending, decided] = await Promise.all([
      q.listTiers(db, id),
      q.listPhotos(db, id),
      changes.findPendingChange(db, "product", id),
      changes.lastDecidedChange(db, "product", id),
    ]);
    const { photos: pendingPhotos, ...pendingFields } = pending?.payload ?? {};
    const f = { ...fieldsOf(row, tiers), ...pendingFields };
    const names = await q.categoryNames(database, [f.category_id], locale);
    const category = names.get(f.category_id);
    const parentNames = category?.parent_id
      ? await q.categoryNames(database, [category.parent_id], locale)
      : new Map();
    const parent = category?.parent_id ? parentNames.get(category.parent_id) : undefined;
    const prices = f.price_tiers.map((t) => t.unit_price);
    const photoList = (pendingPhotos ?? photos.map(photoOut)).map((p, i) => ({
      ...p,
      position: i,
      main: i === 0,
    }));
    // The last word of a moderator: a decided change, or the rejection of the product itself.
    const lastDecision =
      decided?.decidedAt && decided.status !== "pending"
        ? { status: decided.status, reason: decided.reason, decided_at: decided.decidedAt.toISOString() }
        : null;
    return {
      id: row.id,
      sku: row.sku,
      status: row.status,
      status_label: statusLabel(locale, row.status),
      archived_from: row.archivedFrom,
      source: row.source,
      rejection_reason: row.rejectionReason,
      ...f,
      category: {
        id: f.category_id,
        name: category?.name ?? "",
        parent: parent ? { id: parent.id, name: parent.name } : null,
      },
      currency: row.currency,
      price_from: prices.length ? Math.min(...prices) : null,
      price_to: prices.length ? Math.max(...prices) : null,
      main_photo: photoList[0] ?? null,
      photos: photoList,
      pending_change: pending
        ? {
            id: pending.id,
            label: translate(locale, "products.pendingModeration"),
            fields: [
              ...PRODUCT_FIELDS.filter((k) => k in pending.payload),
              ...(pendingPhotos ? ["photos"] : []),
            ],
            created_at: pending.createdAt.toISOString(),
          }
        : null,
      last_decision: lastDecision,
      published_at: row.publishedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  // ------------------------------------------------------------ create
  const copyImage = (url: string) => images.copy(url, "photo");

  async function insertOne(
    tx: Tx,
    sellerId: number,
    fields: ProductFields,
    source: ProductSource,
  ): Promise<q.ProductRow> {
    const row = await q.insertProduct(tx, {
      ...(toColumns(fields) as q.ProductInsert),
      sellerId,
      categoryId: fields.category_id,
      name: fields.name,
      status: "draft",
      source,
    });
    await q.replaceTiers(tx, row.id, fields.price_tiers);
    return row;
  }

  async function create(
    auth: AuthUser,
    body: Partial<ProductFields>,
    opts: { source: ProductSource; copyOf?: number },
    locale: Locale,
  ): Promise<SellerProduct> {
    const seller = await activeSeller(auth);
    const id = await db.transaction(async (tx) => {
      let base: ProductFields = EMPTY;
      let photos: PendingPhoto[] = [];
      if (opts.copyOf !== undefined) {
        const original = await ownProduct(tx, seller.id, opts.copyOf);
        const pending = await changes.findPendingChange(tx, "product", original.id);
        const { photos: _photos, ...pendingFields } = pending?.payload ?? {};
        base = { ...fieldsOf(original, await q.listTiers(tx, original.id)), ...pendingFields };
        base.external_sku = null; // unique per seller: the copy gets its own or none
        photos = await photosNow(tx, original);
      }
      const next: ProductFields = { ...base, ...body };
      const given = opts.copyOf !== undefined ? { ...next } : body;
      const errors: FieldErrors = {};
      await applyModel(dbRefs(tx), next, body, errors, "");
      await checkFields(dbRefs(tx), seller.id, next, given, errors);
      throwIf(errors);
      const row = await insertOne(tx, seller.id, next, opts.copyOf !== undefined ? "copy" : opts.source);
      for (const [position, photo] of photos.entries()) {
        await q.insertPhoto(
          tx,
          row.id,
          {
            url: await copyImage(photo.url),
            url2x: await copyImage(photo.url_2x),
            width: photo.width,
            height: photo.height,
            alt: photo.alt,
          },
          position,
        );
      }
      return row.id;
    });
    return view(id, locale);
  }

  async function bulkCreate(auth: AuthUser, items: BulkItem[], source: ProductSource, locale: Locale) {
    const seller = await activeSeller(auth);
    const ids = await db.transaction(async (tx) => {
      const errors: FieldErrors = {};
      const prepared: ProductFields[] = [];
      const skus = new Map<string, number>();
      for (const [i, item] of items.entries()) {
        const prefix = `items.${i}.`;
        const next: ProductFields = { ...EMPTY, ...item };
        await applyModel(dbRefs(tx), next, item, errors, prefix);
        await checkFields(dbRefs(tx), seller.id, next, item, errors, { prefix });
        if (next.external_sku) {
          if (skus.has(next.external_sku))
            addError(errors, `${prefix}external_sku`, "products.externalSkuTaken");
          skus.set(next.external_sku, i);
        }
        prepared.push(next);
      }
      throwIf(errors);
      const out: number[] = [];
      for (const fields of prepared) out.push((await insertOne(tx, seller.id, fields, source)).id);
      return out;
    });
    const results = [];
    for (const id of ids) results.push(await view(id, locale));
    return { count: results.length, results };
  }

  // ------------------------------------------------------------ edit
  /**
   * Writes an edit that passed the checks: the columns of a product nobody moderated yet, or the
   * pending change of a moderated one. Answers whether anything changed (an import counts it).
   */
  async function saveEdit(
    tx: Tx,
    row: q.ProductRow,
    next: ProductFields,
    approved: ProductFields,
    pending: q.ChangeRow | undefined,
  ): Promise<boolean> {
    if (!moderated(row)) {
      const changed = Object.fromEntries(
        PRODUCT_FIELDS.filter((k) => !same(next[k], approved[k])).map((k) => [k, next[k]]),
      ) as Partial<ProductFields>;
      if (Object.keys(changed).length) await q.updateProduct(tx, row.id, toColumns(changed));
      if (changed.price_tiers) await q.replaceTiers(tx, row.id, changed.price_tiers);
      return Object.keys(changed).length > 0;
    }
    const pendingPhotos = pending?.payload.photos;
    const payload: ProductChangePayload = pendingPhotos ? { photos: pendingPhotos } : {};
    for (const k of PRODUCT_FIELDS) {
      if (!same(next[k], approved[k])) (payload as Record<ProductField, unknown>)[k] = next[k];
    }
    if (Object.keys(payload).length === 0) {
      if (!pending) return false;
      await changes.deletePendingChange(tx, pending.id);
      return true;
    }
    if (pending && same(payload, pending.payload)) return false;
    await changes.savePendingChange(tx, "product", row.id, payload);
    return true;
  }

  async function patch(auth: AuthUser, id: number, body: PatchProductBody, locale: Locale) {
    const seller = await activeSeller(auth);
    await db.transaction(async (tx) => {
      const row = await ownProduct(tx, seller.id, id, true);
      if (row.status === "verified") throw new AppError("conflict", "products.cannotEdit", { sku: row.sku });
      const approved = fieldsOf(row, await q.listTiers(tx, id));
      const pending = moderated(row)
        ? await changes.findPendingChange(tx, "product", id, { forUpdate: true })
        : undefined;
      const { photos: _photos, ...pendingFields } = pending?.payload ?? {};
      const current = { ...approved, ...pendingFields };
      const next: ProductFields = { ...current, ...body };
      const errors: FieldErrors = {};
      await applyModel(dbRefs(tx), next, body, errors, "");
      await checkFields(dbRefs(tx), seller.id, next, body, errors, { productId: id });
      throwIf(errors);
      // An approved product stays complete; the change waits for a moderator.
      if (moderated(row)) throwIf(await completeness(dbRefs(tx), next, (await photosNow(tx, row)).length));
      await saveEdit(tx, row, next, approved, pending);
    });
    return view(id, locale);
  }

  // ------------------------------------------------------------ status actions
  async function changeStatus(auth: AuthUser, action: ProductAction, ids: number[], locale: Locale) {
    const seller = await activeSeller(auth);
    const rule = TRANSITIONS[action];
    return db.transaction(async (tx) => {
      const rows = await q.lockProducts(tx, ids);
      const mine = new Set(rows.filter((r) => r.sellerId === seller.id).map((r) => r.id));
      const foreign = ids.filter((id) => !mine.has(id));
      if (foreign.length) throw fieldError("products_ids", "products.notYours", { ids: foreign.join(", ") });
      const statuses = new Set(rows.map((r) => r.status));
      const [status] = statuses;
      if (statuses.size !== 1 || !status) throw fieldError("products_ids", "products.mixedStatuses");
      const skus = (list: q.ProductRow[]) => list.map((r) => r.sku).join(", ");
      if (!rule.from.includes(status))
        throw new AppError("conflict", rule.refused, {
          status: statusLabel(locale, status),
          skus: skus(rows),
        });
      if (action === "publish") {
        const never = rows.filter((r) => r.archivedFrom !== "approved");
        if (never.length)
          throw new AppError("conflict", rule.refused, {
            status: statusLabel(locale, status),
            skus: skus(never),
          });
      }
      if (action === "verify") {
        const errors: FieldErrors = {};
        for (const row of rows) {
          const f = fieldsOf(row, await q.listTiers(tx, row.id));
          const found = await completeness(dbRefs(tx), f, (await q.listPhotos(tx, row.id)).length);
          for (const [field, keys] of Object.entries(found)) {
            errors[rows.length === 1 ? field : `products.${row.id}.${field}`] = keys;
          }
        }
        throwIf(errors);
      }
      const results = [];
      for (const row of rows) {
        const to = rule.to(row);
        await q.setStatus(tx, [row.id], {
          status: to,
          archivedFrom: to === "archived" ? row.status : null,
          ...(action === "verify" ? { rejectionReason: "" } : {}),
        });
        results.push({ id: row.id, sku: row.sku, status: to });
      }
      return { count: results.length, results };
    });
  }

  // ------------------------------------------------------------ photos
  async function uploadPhoto(auth: AuthUser, id: number, image: Buffer, main: boolean, locale: Locale) {
    const seller = await activeSeller(auth);
    const row = await ownProduct(db, seller.id, id);
    if (row.status === "verified") throw new AppError("conflict", "products.cannotEdit", { sku: row.sku });
    const max = PRODUCT_LIMITS.photosTotal;
    const tooMany = () => fieldError("photo", "products.photosMax", { max, extra: max - 1 });
    if ((await photosNow(db, row)).length >= max) throw tooMany();
    const saved = await images.save(seller.id, "photo", "photo", image);
    const ok = await db.transaction(async (tx) => {
      const locked = await ownProduct(tx, seller.id, id, true); // serialises concurrent uploads of this product
      const list = await photosNow(tx, locked);
      if (list.length >= max) return false;
      if (moderated(locked)) {
        // The public product keeps its photos until a moderator approves the new list.
        const photo: PendingPhoto = {
          id: await q.nextPhotoId(tx),
          url: saved.url,
          url_2x: saved.url2x,
          width: saved.width,
          height: saved.height,
          alt: "",
        };
        await proposePhotos(tx, locked, main ? [photo, ...list] : [...list, photo]);
        return true;
      }
      const photos = await q.listPhotos(tx, id);
      const added = await q.insertPhoto(tx, id, saved, photos.length);
      const order = photos.map((p) => p.id);
      await q.reorderPhotos(tx, id, main ? [added.id, ...order] : [...order, added.id]);
      await q.updateProduct(tx, id, {});
      return true;
    });
    if (!ok) {
      await images.remove(saved.url, saved.url2x);
      throw tooMany();
    }
    return view(id, locale);
  }

  async function deletePhoto(auth: AuthUser, id: number, photoId: number, locale: Locale) {
    const seller = await activeSeller(auth);
    const removed = await db.transaction(async (tx) => {
      const row = await ownProduct(tx, seller.id, id, true);
      if (row.status === "verified") throw new AppError("conflict", "products.cannotEdit", { sku: row.sku });
      if (moderated(row)) {
        const list = await photosNow(tx, row);
        const gone = list.find((p) => p.id === photoId);
        if (!gone) throw new AppError("not_found", "error.notFound");
        const live = await proposePhotos(
          tx,
          row,
          list.filter((p) => p.id !== photoId),
        );
        // A live photo's files stay until the change is approved; a pending one's go now.
        return live.has(photoId) ? null : { url: gone.url, url2x: gone.url_2x };
      }
      const photo = await q.deletePhoto(tx, id, photoId);
      if (!photo) throw new AppError("not_found", "error.notFound");
      await q.reorderPhotos(
        tx,
        id,
        (await q.listPhotos(tx, id)).map((p) => p.id),
      );
      await q.updateProduct(tx, id, {});
      return photo;
    });
    if (removed) await images.remove(removed.url, removed.url2x);
    return view(id, locale);
  }

  async function setMainPhoto(auth: AuthUser, id: number, photoId: number, locale: Locale) {
    const seller = await activeSeller(auth);
    await db.transaction(async (tx) => {
      const row = await ownProduct(tx, seller.id, id, true);
      if (row.status === "verified") throw new AppError("conflict", "products.cannotEdit", { sku: row.sku });
      if (moderated(row)) {
        const list = await photosNow(tx, row);
        const chosen = list.find((p) => p.id === photoId);
        if (!chosen) throw new AppError("not_found", "error.notFound");
        await proposePhotos(tx, row, [chosen, ...list.filter((p) => p.id !== photoId)]);
        return;
      }
      const photos = await q.listPhotos(tx, id);
      if (!photos.some((p) => p.id === photoId)) throw new AppError("not_found", "error.notFound");
      await q.reorderPhotos(tx, id, [photoId, ...photos.map((p) => p.id).filter((p) => p !== photoId)]);
      await q.updateProduct(tx, id, {});
    });
    return view(id, locale);
  }

  // ------------------------------------------------------------ listing

  async function myProducts(auth: AuthUser, query: MyProductsQuery, locale: Locale) {
    const seller = await activeSeller(auth);
    const { count, rows } = await q.selectMyProducts(database, seller.id, query, locale);
    return {
      count,
      results: rows.map((r) => ({
        id: r.id,
        sku: r.sku,
        external_sku: r.external_sku,
        name: r.name,
        status: r.status,
        status_label: statusLabel(locale, r.status),
        category: { id: r.category_id, name: r.category_name },
        price_from: r.price_min === null ? null : Number(r.price_min),
        currency: r.currency.trim(),
        main_photo:
          r.photo_url && r.photo_url_2x
            ? {
                url: r.photo_url,
                url_2x: r.photo_url_2x,
                width: r.photo_width ?? 0,
                height: r.photo_height ?? 0,
                alt: r.photo_alt ?? "",
              }
            : null,
        rejection_reason: r.rejection_reason,
        has_pending_change: r.has_pending_change,
        actions: actionsOf(TRANSITIONS, r),
        created_at: new Date(r.created_at).toISOString(),
        updated_at: new Date(r.updated_at).toISOString(),
      })),
    };
  }

  async function statusesInfo(
    auth: AuthUser,
    query: Pick<MyProductsQuery, "category_id__terms" | "search">,
    locale: Locale,
  ) {
    const seller = await activeSeller(auth);
    const counts = new Map((await q.countByStatus(database, seller.id, query)).map((r) => [r.status, r.n]));
    const statuses = PRODUCT_STATUSES.map((status) => ({
      status,
      label: statusLabel(locale, status),
      count: counts.get(status) ?? 0,
    }));
    return { total: statuses.reduce((n, s) => n + s.count, 0), statuses };
  }

  async function myCategories(
    auth: AuthUser,
    query: Pick<MyProductsQuery, "status" | "search">,
    locale: Locale,
  ) {
    const seller = await activeSeller(auth);
    return q.sellerCategories(database, seller.id, query, locale);
  }

  // ------------------------------------------------------------ form data
  async function formData(categoryId: number, locale: Locale): Promise<FormData> {
    const category = await q.findCategory(db, categoryId);
    const keys = await specKeysOf(dbRefs(db), categoryId);
    if (!category || !keys) throw fieldError("category_id", "products.categoryUnknown");
    const names = await q.categoryNames(database, [categoryId], locale);
    const algorithms = await database.rows<{ algorithm: string }>(
      sql`select distinct algorithm from miner_models order by algorithm`,
    );
    const yesNo = [
      { value: "true", label: translate(locale, "common.yes") },
      { value: "false", label: translate(locale, "common.no") },
    ];
    const options = (key: SpecKey) => {
      if (key === "algorithm") return algorithms.map((a) => ({ value: a.algorithm, label: a.algorithm }));
      if (key === "coolingType")
        return COOLING_TYPES.map((c) => ({ value: c, label: translate(locale, `cooling.${c}`) }));
      if (key === "waterblockCompatible" || key === "immersionCompatible") return yesNo;
      return [];
    };
    return {
      category: { id: categoryId, name: names.get(categoryId)?.name ?? "", parent_id: category.parentId },
      specifications: SPEC_KEYS.filter((k) => keys.has(k)).map((key) => ({
        key,
        label: translate(locale, LABELS[key]),
        type: SHAPES[key].type,
        unit: SHAPES[key].unit,
        required: keys.has("hashrate") && (key === "hashrate" || key === "algorithm"),
        options: options(key),
      })),
      conditions: PRODUCT_CONDITIONS.map((c) => ({ value: c, label: translate(locale, `condition.${c}`) })),
      regions: REGIONS.map((r) => ({ code: r.code, name: r[locale] })),
      limits: {
        photos: PRODUCT_LIMITS.photosTotal,
        additional_terms: 5,
        image_max_bytes: PRODUCT_LIMITS.imageMaxBytes,
      },
    };
  }

  // ------------------------------------------------------------ moderation (the console comes later)
  async function decide(
    moderatorId: number,
    ids: number[],
    decision: "approved" | "rejected",
    reason: string,
  ): Promise<{ id: number; sku: string; status: ProductStatus }[]> {
    if (decision === "rejected" && !reason.trim()) throw fieldError("reason", "validation.required");
    /** Photo files no product uses any more once the decision is committed. */
    const unused: { url: string; url2x: string }[] = [];
    const out = await db.transaction(async (tx) => {
      const moderator = await aq.findUserById(tx, moderatorId);
      if (!moderator || (moderator.role !== "moderator" && moderator.role !== "admin"))
        throw new AppError("forbidden", "error.forbidden");
      const unique = [...new Set(ids)];
      const rows = await q.lockProducts(tx, unique);
      if (rows.length !== unique.length) throw new AppError("not_found", "error.productIdNotFound");
      const plan: { row: q.ProductRow; change?: q.ChangeRow }[] = [];
      const refused: q.ProductRow[] = [];
      for (const row of rows) {
        if (row.status === "verified") plan.push({ row });
        else {
          const change = await changes.findPendingChange(tx, "product", row.id, { forUpdate: true });
          if (change) plan.push({ row, change });
          else refused.push(row);
        }
      }
      if (refused.length)
        throw new AppError("conflict", "products.cannotModerate", {
          skus: refused.map((r) => r.sku).join(", "),
        });

      const audit: DecisionRow[] = [];
      const results: { id: number; sku: string; status: ProductStatus; sellerId: number; name: string }[] =
        [];
      for (const { row, change } of plan) {
        const before = fieldsOf(row, await q.listTiers(tx, row.id));
        let snapshot: Record<string, unknown>;
        let status: ProductStatus = row.status;
        if (!change) {
          status = decision;
          await q.setStatus(tx, [row.id], {
            status,
            rejectionReason: decision === "rejected" ? reason : "",
            ...(decision === "approved" ? { publishedAt: row.publishedAt ?? new Date() } : {}),
          });
          snapshot = { status: { from: row.status, to: status }, fields: before };
        } else {
          const live = await q.listPhotos(tx, row.id);
          const liveIds = new Set(live.map((p) => p.id));
          snapshot = {
            change_id: change.id,
            changes: Object.fromEntries(
              Object.entries(change.payload).map(([k, v]) => [
                k,
                { from: k === "photos" ? live.map(photoOut) : before[k as ProductField], to: v },
              ]),
            ),
          };
          const photos = change.payload.photos;
          const newSku = change.payload.external_sku;
          // The seller's SKU is unique per seller: another product may have taken it since the
          // change was sent. A 409 naming it (the transaction rolls back: nothing changed).
          if (
            decision === "approved" &&
            newSku &&
            (await q.externalSkuTaken(tx, row.sellerId, newSku, row.id))
          )
            throw new AppError("conflict", "moderation.externalSkuTaken", { sku: newSku });
          if (decision === "approved") {
            await q.updateProduct(tx, row.id, toColumns(change.payload));
            if (change.payload.price_tiers) await q.replaceTiers(tx, row.id, change.payload.price_tiers);
            if (photos) {
              const keep = new Set(photos.map((p) => p.id));
              for (const p of live.filter((x) => !keep.has(x.id))) {
                await q.deletePhoto(tx, row.id, p.id);
                unused.push({ url: p.url, url2x: p.url2x });
              }
              for (const [position, p] of photos.entries()) {
                if (!liveIds.has(p.id)) {
                  const { url_2x, ...rest } = p;
                  await q.insertPhotoWithId(tx, row.id, { ...rest, url2x: url_2x }, position);
                }
              }
              await q.reorderPhotos(
                tx,
                row.id,
                photos.map((p) => p.id),
              );
            }
          } else if (photos) {
            for (const p of photos.filter((x) => !liveIds.has(x.id)))
              unused.push({ url: p.url, url2x: p.url_2x });
          }
          await changes.decideChange(tx, change.id, { status: decision, reason, decidedBy: moderatorId });
        }
        audit.push({
          moderatorId,
          subjectKind: "product",
          subjectId: row.id,
          decision,
          reason,
          snapshot,
        });
        results.push({
          id: row.id,
          sku: row.sku,
          status,
          sellerId: row.sellerId,
          name: change?.payload.name ?? row.name,
        });
      }
      await recordDecisions(tx, audit);

      // One message per seller, naming its first products and counting the others (an import
      // decided at once would otherwise make a huge mail and a Telegram message over its limit).
      const bySeller = new Map<number, typeof results>();
      for (const r of results) {
        const list = bySeller.get(r.sellerId);
        if (list) list.push(r);
        else bySeller.set(r.sellerId, [r]);
      }
      for (const [sellerId, list] of bySeller) {
        const seller = await sq.findSellerById(tx, sellerId);
        if (!seller) continue;
        const names = list.map((r) => `${r.name} (${r.sku})`);
        const n = names.length;
        await sellerAccounts.notify(
          tx,
          seller,
          "moderation_result",
          (loc) => {
            const products = nameList(loc, names);
            return decision === "approved"
              ? {
                  subject: translate(loc, "mail.productModeration.approvedSubject"),
                  intro: translatePlural(loc, "mail.productModeration.approvedIntro", n, { products }),
                  telegram: translatePlural(loc, "telegram.productsApproved", n, { products }),
                }
              : {
                  subject: translate(loc, "mail.productModeration.rejectedSubject"),
                  intro: translatePlural(loc, "mail.productModeration.rejectedIntro", n, {
                    products,
                    reason,
                  }),
                  telegram: translatePlural(loc, "telegram.productsRejected", n, { products, reason }),
                };
          },
          { path: "/seller-products", label: "mail.productModeration.action" },
        );
      }
      return results.map(({ id, sku, status }) => ({ id, sku, status }));
    });
    for (const u of unused) await images.remove(u.url, u.url2x);
    return out;
  }

  // ------------------------------------------------------------ spreadsheet imports (decision 019)
  /**
   * The checks of one product of an import: the same rules as create and edit (a model fills the
   * brand and specifications, references exist, the seller's SKU is free, tiers and discount) plus
   * what verification needs except the photos, which come after the properties.
   */
  async function checkImported(
    refs: ProductRefs,
    sellerId: number,
    next: ProductFields,
    given: Partial<ProductFields>,
    productId?: number,
  ): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    await applyModel(refs, next, given, errors, "");
    await checkFields(refs, sellerId, next, given, errors, { productId });
    for (const [field, keys] of Object.entries(await completeness(refs, next, null)))
      for (const key of keys) addError(errors, field, key);
    return errors;
  }

  /** New drafts in one multi-row INSERT per call (ids and public SKUs taken from the sequence first). */
  async function insertDrafts(
    tx: Tx,
    sellerId: number,
    list: ProductFields[],
    source: ProductSource,
  ): Promise<number[]> {
    if (!list.length) return [];
    const ids = await q.nextProductIds(tx, list.length);
    await q.insertProducts(
      tx,
      list.map((fields, i) => ({
        ...(toColumns(fields) as q.ProductInsert),
        id: ids[i] as number,
        sku: q.publicSku(ids[i] as number),
        sellerId,
        categoryId: fields.category_id,
        name: fields.name,
        status: "draft" as const,
        source,
      })),
    );
    await q.insertTiers(
      tx,
      list.flatMap((fields, i) =>
        fields.price_tiers.map((t) => ({
          productId: ids[i] as number,
          minQuantity: t.min_quantity,
          maxQuantity: t.max_quantity,
          unitPrice: t.unit_price,
        })),
      ),
    );
    return ids;
  }

  return {
    view,
    activeSeller,
    photosNow,
    checkImported,
    insertDrafts,
    saveEdit,
    create,
    bulkCreate,
    patch,
    changeStatus,
    uploadPhoto,
    deletePhoto,
    setMainPhoto,
    myProducts,
    statusesInfo,
    myCategories,
    formData,
    /** Edit view of one of the caller's products (404 for another seller's). */
    async getForEdit(auth: AuthUser, id: number, locale: Locale) {
      const seller = await activeSeller(auth);
      await ownProduct(db, seller.id, id);
      return view(id, locale);
    },
    /**
     * Approves products waiting for moderation (status verified: they go on sale) or the pending
     * changes of approved products (applied to the public product), in one transaction; writes
     * the audit log and notifies each seller. 409 naming products with nothing to decide.
     */
    approveProducts: (moderatorId: number, ids: number[]) => decide(moderatorId, ids, "approved", ""),
    approveProduct: (moderatorId: number, id: number) => decide(moderatorId, [id], "approved", ""),
    /** Rejects them with a reason the seller sees (a pending change is dropped; the product stays for sale). */
    rejectProducts: (moderatorId: number, ids: number[], reason: string) =>
      decide(moderatorId, ids, "rejected", reason.trim()),
    rejectProduct: (moderatorId: number, id: number, reason: string) =>
      decide(moderatorId, [id], "rejected", reason.trim()),
    /** What waits for a moderator, oldest first, with its age against the promised 24 hours. */
    queue: (limit?: number) => moderationQueue(database, limit),
  };
}
export type SellerProductsService = ReturnType<typeof createSellerProductsService>;
