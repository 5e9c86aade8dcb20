/**
 * Rules of the seller's products (issue 6, docs/product-statuses.md). The lifecycle is the listings
 * core's (../listings/, with `productKind`): who may act, the read-only rule under review, pending
 * changes of moderated products, the status actions, photos, "my products", moderators' decisions.
 * What is a product's own lives here and in fields.ts:
 * - drafts save with the types and bounds of the contract and existing references; sending for
 *   verification checks everything and names every missing field;
 * - a model fills the brand and the specifications; the seller's SKU is unique per seller;
 * - a copy takes the fields and photos as the seller sees them, without the seller's SKU.
 */

import { sql } from "drizzle-orm";
import type {
  BulkItem,
  FormData,
  MyProductsQuery,
  PatchProductBody,
  PendingPhoto,
  ProductAction,
  ProductFields,
  ProductSource,
  SellerProduct,
} from "../../../common/api/seller-products.ts";
import { PRODUCT_LIMITS } from "../../../common/api/seller-products.ts";
import {
  COOLING_TYPES,
  PRODUCT_CONDITIONS,
  PRODUCT_STATUSES,
  REGIONS,
  SPEC_KEYS,
  type SpecKey,
} from "../../../common/catalog.ts";
import { type Locale, translate } from "../../../common/i18n/index.ts";
import { bindDeps } from "../../bind.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { Tx } from "../../infra/jobs.ts";
import { LABELS, SHAPES } from "../catalog/spec-shapes.ts";
import { activeSeller, ownListing } from "../listings/access.ts";
import * as changes from "../listings/changes.ts";
import { decide, type Verdict } from "../listings/decide.ts";
import { pendingChangeView, splitPayload } from "../listings/kind.ts";
import {
  editListing,
  editState,
  ownListingOf,
  saveEdit as saveListingEdit,
  sellerStatusAction,
  throwIfErrors,
} from "../listings/lifecycle.ts";
import { copyMedia, currentMedia, sellerMediaCalls } from "../listings/media.ts";
import { categoryNames, categoryOf, mainMedia, myListingCounts, myListingsPage } from "../listings/mine.ts";
import { addError, type FieldErrors, fieldError } from "../listings/status.ts";
import { moderationQueue } from "../moderation/audit.ts";
import type { SellerAccountService } from "../sellers/account-service.ts";
import type { SellerImages } from "../sellers/images.ts";
import {
  applyModel,
  checkFields,
  checkImported,
  EMPTY_PRODUCT,
  fieldsOf,
  type ProductRefs,
  specKeysOf,
  toColumns,
} from "./fields.ts";
import { productKind, statusLabel, TRANSITIONS } from "./kind.ts";
import * as q from "./queries.ts";

/** A product's row and its price tiers' (the spreadsheet import reads them). */
export type { ProductRow, TierRow } from "./queries.ts";
export { checkImported, EMPTY_PRODUCT, fieldsOf, type ProductRefs, productKind, TRANSITIONS, toColumns };

export interface SellerProductsDeps {
  database: Database;
  images: SellerImages;
  sellerAccounts: SellerAccountService;
  /** Told, inside the transaction, when products go on sale or their price changes (saved-search alerts, decision 053). */
  on?: ProductEvents;
}

export interface ProductEvents {
  published(tx: Tx, ids: number[]): Promise<void>;
  repriced(tx: Tx, ids: number[]): Promise<void>;
}

/** The product kind that tells `events` when products go on sale (approved) and when an applied change sets prices. */
function kindWithEvents(events: ProductEvents | undefined): typeof productKind {
  if (!events) return productKind;
  return {
    ...productKind,
    async setStatus(tx, ids, values) {
      await productKind.setStatus(tx, ids, values);
      if (values.status === "approved") await events.published(tx as Tx, ids);
    },
    async writeFields(tx, id, fields) {
      await productKind.writeFields(tx, id, fields);
      if (fields.price_tiers) await events.repriced(tx as Tx, [id]);
    },
  };
}

type Deps = SellerProductsDeps & { db: Database["db"] };

// ---------------------------------------------------------------- the seller's view
/** A product as its seller sees it: the approved fields with the pending ones over them. */
export async function view({ database, db }: Deps, id: number, locale: Locale): Promise<SellerProduct> {
  const row = await q.findProduct(db, id);
  if (!row) throw new AppError("not_found", "error.productIdNotFound");
  const [approved, photos, pending, decided] = await Promise.all([
    productKind.fieldsOf(db, row),
    productKind.media.list(db, id),
    changes.findPendingChange(db, "product", id),
    changes.lastDecidedChange(db, "product", id),
  ]);
  const { fields: pendingFields, media: pendingPhotos } = splitPayload(productKind, pending?.payload);
  const f: ProductFields = { ...approved, ...pendingFields };
  const prices = f.price_tiers.map((t) => t.unit_price);
  const photoList = (pendingPhotos ?? photos).map((p, i) => ({ ...p, position: i, main: i === 0 }));
  return {
    id: row.id,
    sku: row.sku,
    status: row.status,
    status_label: statusLabel(locale, row.status),
    archived_from: row.archivedFrom,
    source: row.source,
    rejection_reason: row.rejectionReason,
    ...f,
    category: await categoryOf(database, f.category_id, locale),
    currency: row.currency,
    price_from: prices.length ? Math.min(...prices) : null,
    price_to: prices.length ? Math.max(...prices) : null,
    main_photo: photoList[0] ?? null,
    photos: photoList,
    pending_change: pendingChangeView(productKind, pending, locale),
    // The last word of a moderator: a decided change, or the rejection of the product itself.
    last_decision: changes.lastDecisionOf(decided),
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- create
async function insertOne(tx: Tx, sellerId: number, fields: ProductFields, source: ProductSource) {
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

/** A copy's starting point: the fields and photos as the seller sees them, without the seller's SKU. */
async function copySource(tx: Tx, sellerId: number, id: number) {
  const original = await ownListing(tx, productKind, sellerId, id);
  const { current } = await editState(tx, productKind, original);
  return {
    base: { ...current, external_sku: null }, // unique per seller: the copy gets its own or none
    photos: await currentMedia(tx, productKind, original),
  };
}

export async function create(
  deps: Deps,
  auth: AuthUser,
  body: Partial<ProductFields>,
  opts: { source: ProductSource; copyOf?: number },
  locale: Locale,
): Promise<SellerProduct> {
  const seller = await activeSeller(deps.db, auth);
  const id = await deps.db.transaction(async (tx) => {
    const copy = opts.copyOf !== undefined ? await copySource(tx, seller.id, opts.copyOf) : undefined;
    const next: ProductFields = { ...(copy?.base ?? EMPTY_PRODUCT), ...body };
    const errors: FieldErrors = {};
    await applyModel(q.dbRefs(tx), next, body, errors, "");
    await checkFields(q.dbRefs(tx), seller.id, next, copy ? { ...next } : body, errors);
    throwIfErrors(productKind, errors);
    const row = await insertOne(tx, seller.id, next, copy ? "copy" : opts.source);
    await copyMedia(tx, productKind, deps.images, row.id, copy?.photos ?? []);
    return row.id;
  });
  return view(deps, id, locale);
}

export async function bulkCreate(
  deps: Deps,
  auth: AuthUser,
  items: BulkItem[],
  source: ProductSource,
  locale: Locale,
) {
  const seller = await activeSeller(deps.db, auth);
  const ids = await deps.db.transaction(async (tx) => {
    const errors: FieldErrors = {};
    const prepared: ProductFields[] = [];
    const skus = new Set<string>();
    for (const [i, item] of items.entries()) {
      const prefix = `items.${i}.`;
      const next: ProductFields = { ...EMPTY_PRODUCT, ...item };
      await applyModel(q.dbRefs(tx), next, item, errors, prefix);
      await checkFields(q.dbRefs(tx), seller.id, next, item, errors, { prefix });
      if (next.external_sku) {
        if (skus.has(next.external_sku))
          addError(errors, `${prefix}external_sku`, "products.externalSkuTaken");
        skus.add(next.external_sku);
      }
      prepared.push(next);
    }
    throwIfErrors(productKind, errors);
    const out: number[] = [];
    for (const fields of prepared) out.push((await insertOne(tx, seller.id, fields, source)).id);
    return out;
  });
  const results = [];
  for (const id of ids) results.push(await view(deps, id, locale));
  return { count: results.length, results };
}

// ---------------------------------------------------------------- edit
export async function patch(deps: Deps, auth: AuthUser, id: number, body: PatchProductBody, locale: Locale) {
  const seller = await activeSeller(deps.db, auth);
  await editListing(deps.db, productKind, { sellerId: seller.id, id, body }, async (tx, next, given) => {
    const errors: FieldErrors = {};
    await applyModel(q.dbRefs(tx), next, given, errors, "");
    await checkFields(q.dbRefs(tx), seller.id, next, given, errors, { productId: id });
    return errors;
  });
  return view(deps, id, locale);
}

// ---------------------------------------------------------------- photos
const photos = sellerMediaCalls(productKind, view);
export const uploadPhoto = photos.upload;
export const deletePhoto = photos.remove;
export const setMainPhoto = photos.setMain;

// ---------------------------------------------------------------- my products
export function myProducts(deps: Deps, auth: AuthUser, query: MyProductsQuery, locale: Locale) {
  const label = (status: q.ProductRow["status"]) => statusLabel(locale, status);
  return myListingsPage(
    deps,
    auth,
    (sellerId) => q.selectMyProducts(deps.database, sellerId, query, locale),
    { locale, label, transitions: TRANSITIONS },
    (r) => ({
      id: r.id,
      sku: r.sku,
      external_sku: r.external_sku,
      name: r.name,
      price_from: r.price_min === null ? null : Number(r.price_min),
      main_photo: mainMedia(r),
    }),
  );
}

// ---------------------------------------------------------------- form data
/** The product form of a category: its specifications with their types and options, regions, limits. */
export async function formData(
  { database, db }: Deps,
  categoryId: number,
  locale: Locale,
): Promise<FormData> {
  const category = await q.findCategory(db, categoryId);
  const keys = await specKeysOf(q.dbRefs(db), categoryId);
  if (!category || !keys) throw fieldError("category_id", "products.categoryUnknown");
  const names = await categoryNames(database, [categoryId], locale);
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

/** The rows of new drafts with their ids (taken from the sequence) and public SKUs, and their price tiers. */
export function draftRows(sellerId: number, list: ProductFields[], source: ProductSource, ids: number[]) {
  // The columns' object is completed in place: a spread copied every row's 25 properties again
  // (about 70 ms of a 10,000-row import).
  const products = list.map((fields, i) => {
    const row = toColumns(fields) as q.ProductInsert;
    row.id = ids[i] as number;
    row.sku = q.publicSku(row.id);
    row.sellerId = sellerId;
    row.categoryId = fields.category_id;
    row.name = fields.name;
    row.status = "draft";
    row.source = source;
    return row;
  });
  const tiers = list.flatMap((fields, i) =>
    fields.price_tiers.map((t) => ({
      productId: ids[i] as number,
      minQuantity: t.min_quantity,
      maxQuantity: t.max_quantity,
      unitPrice: t.unit_price,
    })),
  );
  return { products, tiers };
}

/** New drafts in one multi-row INSERT per call (ids and public SKUs taken from the sequence first). */
export async function insertDrafts(
  tx: Tx,
  sellerId: number,
  list: ProductFields[],
  source: ProductSource,
): Promise<number[]> {
  if (!list.length) return [];
  const ids = await q.nextProductIds(tx, list.length);
  const rows = draftRows(sellerId, list, source, ids);
  await q.insertProducts(tx, rows.products);
  await q.insertTiers(tx, rows.tiers);
  return ids;
}

/**
 * The INSERTs of new drafts with ids already taken, to run in one statement with other rows
 * (`executeTogether`, decision 038); null when they must go through `insertDrafts` instead.
 */
export function draftStatements(
  sellerId: number,
  list: ProductFields[],
  source: ProductSource,
  ids: number[],
) {
  const rows = draftRows(sellerId, list, source, ids);
  return q.draftInserts(rows.products, rows.tiers);
}

// ---------------------------------------------------------------- the service
export function createSellerProductsService(input: SellerProductsDeps) {
  const deps: Deps = { ...input, db: input.database.db };
  const { db } = deps;
  const kind = kindWithEvents(input.on);
  const moderate = (moderatorId: number, ids: number[], verdict: Verdict, reason: string) =>
    decide(deps, kind, { moderatorId, ids, verdict, reason });
  return {
    ...bindDeps(deps, {
      create,
      bulkCreate,
      patch,
      uploadPhoto,
      deletePhoto,
      setMainPhoto,
      myProducts,
      formData,
    }),
    view: (id: number, locale: Locale) => view(deps, id, locale),
    activeSeller: (auth: AuthUser, tx: Tx | typeof db = db) => activeSeller(tx, auth),
    photosNow: (tx: Tx | typeof db, row: q.ProductRow): Promise<PendingPhoto[]> =>
      currentMedia(tx, productKind, row),
    checkImported,
    insertDrafts,
    draftStatements,
    /** `n` product ids from the sequence, for `draftStatements`. */
    reserveProductIds: (tx: Tx, n: number) => q.nextProductIds(tx, n),
    /** A SELECT of `n` more product ids, to end a statement of `draftStatements` with. */
    nextProductIdsSelect: q.nextProductIdsSelect,
    /** Writes an edit that passed the checks (columns, or the pending change of a moderated product); whether anything changed. */
    saveEdit: (
      tx: Tx,
      row: q.ProductRow,
      next: ProductFields,
      approved: ProductFields,
      pending: q.ChangeRow | undefined,
    ) => saveListingEdit(tx, productKind, row, next, approved, pending),
    changeStatus: (auth: AuthUser, action: ProductAction, ids: number[], locale: Locale) =>
      sellerStatusAction(db, kind, TRANSITIONS, auth, { action, ids, locale }),
    ...myListingCounts(deps, q.PRODUCTS_TABLE, {
      statuses: PRODUCT_STATUSES,
      label: statusLabel,
      filter: (query: Partial<Pick<MyProductsQuery, "status" | "category_id__terms" | "search">>) =>
        q.listFilter(query),
    }),
    /** Edit view of one of the caller's products (404 for another seller's). */
    async getForEdit(auth: AuthUser, id: number, locale: Locale) {
      await ownListingOf(db, productKind, auth, id);
      return view(deps, id, locale);
    },
    /**
     * Approves products waiting for moderation (status verified: they go on sale) or the pending
     * changes of approved products (applied to the public product), in one transaction; writes
     * the audit log and notifies each seller. 409 naming products with nothing to decide.
     */
    approveProducts: (moderatorId: number, ids: number[]) => moderate(moderatorId, ids, "approved", ""),
    approveProduct: (moderatorId: number, id: number) => moderate(moderatorId, [id], "approved", ""),
    /** Rejects them with a reason the seller sees (a pending change is dropped; the product stays for sale). */
    rejectProducts: (moderatorId: number, ids: number[], reason: string) =>
      moderate(moderatorId, ids, "rejected", reason),
    rejectProduct: (moderatorId: number, id: number, reason: string) =>
      moderate(moderatorId, [id], "rejected", reason),
    /** What waits for a moderator, oldest first, with its age against the promised 24 hours. */
    queue: (limit?: number) => moderationQueue(deps.database, limit),
  };
}
export type SellerProductsService = ReturnType<typeof createSellerProductsService>;
