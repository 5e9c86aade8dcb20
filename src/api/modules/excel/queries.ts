/**
 * SQL of the catalogue imports (issue 7): the import rows, their products, the reference data a
 * workbook names (categories, brands, models, countries), and the products of an export.
 */
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  brands,
  categories,
  countries,
  minerModels,
  productImportItems,
  productImports,
  productPriceTiers,
  products,
} from "../../db/schema.ts";
import { insertJsonRows, jsonInsert } from "../../db/sql.ts";
import { findPendingChange, pendingChangesOf as pendingListingChanges, type Q } from "../listings/service.ts";
import { type ProductRow, productKind } from "../seller-products/service.ts";
import type { Refs } from "./columns.ts";

/*
 * What the import asks of the listings core and of seller-products (issue 17: never their queries),
 * all here, so that the rest of the module reads one place.
 */
export type { Q } from "../listings/service.ts";
export type { ProductRow, TierRow } from "../seller-products/service.ts";

/** A product of the seller, locked for the import's update; undefined when the seller no longer has it. */
export const lockOwnProduct = (tx: Q, sellerId: number, productId: number) =>
  productKind.findOwn(tx, sellerId, productId, { forUpdate: true });
/** A product's approved fields (its approved price tiers included). */
export const approvedFields = (tx: Q, row: ProductRow) => productKind.fieldsOf(tx, row);
/** A product's pending change, locked. */
export const lockPendingChange = (tx: Q, productId: number) =>
  findPendingChange(tx, "product", productId, { forUpdate: true });
/** The pending changes of these products. */
export const pendingChangesOf = (q: Q, ids: number[]) => pendingListingChanges(q, "product", ids);

export type ImportRow = typeof productImports.$inferSelect;
export type ImportInsert = typeof productImports.$inferInsert;

export async function loadRefs(q: Q): Promise<Refs> {
  const [cats, brandRows, models, countryRows, algos] = await Promise.all([
    q
      .select({
        id: categories.id,
        parentId: categories.parentId,
        slug: categories.slug,
        nameEn: categories.nameEn,
        nameFr: categories.nameFr,
        specKeys: categories.specKeys,
      })
      .from(categories)
      .where(eq(categories.kind, "product"))
      .orderBy(asc(categories.position), asc(categories.id)),
    q.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).orderBy(asc(brands.name)),
    q
      .select({
        id: minerModels.id,
        brandId: minerModels.brandId,
        slug: minerModels.slug,
        name: minerModels.name,
        specs: minerModels.specs,
      })
      .from(minerModels)
      .orderBy(asc(minerModels.name)),
    q
      .select({ iso: countries.iso, nameEn: countries.nameEn, nameFr: countries.nameFr })
      .from(countries)
      .orderBy(asc(countries.nameEn)),
    q
      .selectDistinct({ algorithm: minerModels.algorithm })
      .from(minerModels)
      .orderBy(asc(minerModels.algorithm)),
  ]);
  return {
    categories: cats,
    brands: brandRows,
    models,
    countries: countryRows.map((c) => ({ ...c, iso: c.iso.trim() })),
    algorithms: algos.map((a) => a.algorithm),
  };
}

// ---------------------------------------------------------------- imports
export async function openImport(q: Q, sellerId: number, opts: { forUpdate?: boolean } = {}) {
  const query = q
    .select()
    .from(productImports)
    .where(and(eq(productImports.sellerId, sellerId), isNull(productImports.closedAt)))
    .orderBy(sql`${productImports.id} desc`)
    .limit(1);
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

/** The seller's most recent import, open or closed. */
export async function lastImport(q: Q, sellerId: number) {
  const [row] = await q
    .select()
    .from(productImports)
    .where(eq(productImports.sellerId, sellerId))
    .orderBy(sql`${productImports.id} desc`)
    .limit(1);
  return row;
}

export async function findImport(q: Q, id: number, opts: { forUpdate?: boolean } = {}) {
  const query = q.select().from(productImports).where(eq(productImports.id, id));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function insertImport(q: Q, values: ImportInsert): Promise<ImportRow> {
  const [row] = await q.insert(productImports).values(values).returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export async function updateImport(
  q: Q,
  id: number,
  values: Partial<ImportInsert>,
  where?: ReturnType<typeof sql>,
) {
  const [row] = await q
    .update(productImports)
    .set({ ...values, updatedAt: sql`now()` })
    .where(where ? and(eq(productImports.id, id), where) : eq(productImports.id, id))
    .returning();
  return row;
}

/** `now()` plus a number of seconds, for the lease of an import's job. */
const secondsFromNow = (seconds: number) => sql`now() + ${seconds}::int * interval '1 second'`;

/**
 * The job takes a queued import (not cancelled) to `processing` with a lease of `seconds`; undefined
 * when the import is not queued any more (cancelled, or already taken: a job delivered twice, or
 * retried after its lease expired, finds nothing to do).
 */
export async function claimImport(q: Q, id: number, seconds: number) {
  const [row] = await q
    .update(productImports)
    .set({
      stage: "processing",
      rowsProcessed: 0,
      leaseUntil: secondsFromNow(seconds),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(productImports.id, id),
        eq(productImports.stage, "queued"),
        eq(productImports.cancelRequested, false),
      ),
    )
    .returning();
  return row;
}

/** The running job's sign of life: its lease renewed; false when the import is no longer its to run. */
export async function renewLease(q: Q, id: number, seconds: number): Promise<boolean> {
  const rows = await q
    .update(productImports)
    .set({ leaseUntil: secondsFromNow(seconds) })
    .where(and(eq(productImports.id, id), eq(productImports.stage, "processing")))
    .returning({ id: productImports.id });
  return rows.length > 0;
}

/**
 * An import whose job stopped without finishing: `interrupted`, when it is still `processing` and
 * (with `expired`) its lease is over or was never given. Conditional, so that the job's own writes
 * and this one never both act. Answers the row when it changed.
 */
export async function interruptImport(q: Q, id: number, opts: { expired: boolean }) {
  const leaseOver = sql`(${productImports.leaseUntil} is null or ${productImports.leaseUntil} < now())`;
  return updateImport(
    q,
    id,
    { stage: "interrupted", leaseUntil: null, finishedAt: new Date() },
    opts.expired ? sql`stage = 'processing' and ${leaseOver}` : sql`stage = 'processing'`,
  );
}

/** Closes what a new upload replaces: an import that stopped on errors, failed or was interrupted. */
export async function closeFinished(q: Q, sellerId: number) {
  return q
    .update(productImports)
    .set({ closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(productImports.sellerId, sellerId),
        isNull(productImports.closedAt),
        inArray(productImports.stage, ["errors", "failed", "cancelled", "moderation", "interrupted"]),
      ),
    )
    .returning({ filePath: productImports.filePath });
}

/** The INSERT of import items for one statement with the drafts (`executeTogether`); null if they need drizzle's. */
export function itemsInsert(values: (typeof productImportItems.$inferInsert)[]): SQL | null {
  return jsonInsert(productImportItems, values);
}

export async function insertItems(q: Q, values: (typeof productImportItems.$inferInsert)[]) {
  if (values.length && !(await insertJsonRows(q, productImportItems, values)))
    await q.insert(productImportItems).values(values);
}

export async function importProductIds(q: Q, importId: number) {
  return q
    .select({ id: productImportItems.productId, status: products.status })
    .from(productImportItems)
    .innerJoin(products, eq(products.id, productImportItems.productId))
    .where(eq(productImportItems.importId, importId))
    .orderBy(asc(productImportItems.row));
}

/** Products of an import with their photo counts (live photos, or the pending list of a moderated product). */
export async function importProducts(
  database: Database,
  importId: number,
  opts: { limit?: number; offset?: number; missingPhotos?: boolean } = {},
) {
  const photos = sql`coalesce(
      jsonb_array_length((select pc.payload->'photos' from listing_changes pc
        where pc.kind = 'product' and pc.target_id = p.id and pc.status = 'pending' and pc.payload ? 'photos')),
      (select count(*)::int from product_photos ph where ph.product_id = p.id))`;
  const where = sql`i.import_id = ${importId} ${opts.missingPhotos ? sql`and ${photos} = 0` : sql``}`;
  const [rows, [total]] = await Promise.all([
    database.rows<{
      id: number;
      sku: string;
      external_sku: string | null;
      name: string;
      status: (typeof products.$inferSelect)["status"];
      row: number;
      action: "created" | "updated" | "unchanged";
      photos: number;
    }>(sql`
      select p.id, p.sku, p.external_sku, p.name, p.status, i.row, i.action, ${photos} as photos
      from product_import_items i join products p on p.id = i.product_id
      where ${where}
      order by i.row
      ${opts.limit !== undefined ? sql`limit ${opts.limit} offset ${opts.offset ?? 0}` : sql``}`),
    database.rows<{ n: number; with_photos: number }>(sql`
      select count(*)::int as n, count(*) filter (where ${photos} > 0)::int as with_photos
      from product_import_items i join products p on p.id = i.product_id where ${where}`),
  ]);
  return { rows, count: total?.n ?? 0, withPhotos: total?.with_photos ?? 0 };
}

// ---------------------------------------------------------------- products named by an import or an export
/** The seller's products with these external SKUs, their tiers and pending changes. */
/** Every external SKU of the seller with its product id (an import looks them up in memory). */
export async function sellerSkus(q: Q, sellerId: number): Promise<Map<string, number>> {
  const rows = await q
    .select({ id: products.id, sku: products.externalSku })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNotNull(products.externalSku)));
  return new Map(rows.map((r) => [r.sku as string, r.id]));
}

export async function productsBySku(q: Q, sellerId: number, skus: string[]) {
  if (!skus.length) return [];
  return q
    .select()
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.externalSku, skus)));
}

export async function tiersOf(q: Q, ids: number[]) {
  if (!ids.length) return [];
  return q
    .select()
    .from(productPriceTiers)
    .where(inArray(productPriceTiers.productId, ids))
    .orderBy(asc(productPriceTiers.productId), asc(productPriceTiers.minQuantity), asc(productPriceTiers.id));
}

/** A page of the seller's products for an export, by id (keyset). */
export async function exportPage(q: Q, sellerId: number, afterId: number, limit: number, ids?: number[]) {
  return q
    .select()
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        sql`${products.id} > ${afterId}`,
        ids ? inArray(products.id, ids) : undefined,
      ),
    )
    .orderBy(asc(products.id))
    .limit(limit);
}

export async function ownIds(q: Q, sellerId: number, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await q
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)));
  return new Set(rows.map((r) => r.id));
}
