/**
 * SQL of the seller's products (issue 6): the seller's own rows, tiers and photos, pending
 * changes, the listing with its counts, and the moderation audit log. Each function takes the
 * database or a transaction (`q`).
 */
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { MyProductsQuery } from "../../../common/api/seller-products.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database, Db } from "../../db/client.ts";
import {
  brands,
  categories,
  countries,
  minerModels,
  productPhotos,
  productPriceTiers,
  products,
} from "../../db/schema.ts";
import { insertJsonRows, jsonInsert } from "../../db/sql.ts";
import type { Tx } from "../../infra/jobs.ts";
import type * as changes from "../listings/changes.ts";
import { type CommonRow, commonColumns, type ListingTable, selectMine } from "../listings/mine.ts";
import type { ProductRefs } from "./fields.ts";

export type Q = Db | Tx;
export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;
export type PhotoRow = typeof productPhotos.$inferSelect;
export type TierRow = typeof productPriceTiers.$inferSelect;
export type ChangeRow = changes.ChangeRow<"product">;

// ---------------------------------------------------------------- products
export async function findOwnProduct(
  q: Q,
  sellerId: number,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ProductRow | undefined> {
  const query = q
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findProduct(q: Q, id: number): Promise<ProductRow | undefined> {
  const [row] = await q.select().from(products).where(eq(products.id, id));
  return row;
}

/** The rows of these ids, locked in id order (parallel mass actions cannot deadlock). */
export async function lockProducts(q: Q, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  return q.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for("update");
}

/** A new product with the next id and its public SKU (RM-0000123). */
export async function insertProduct(q: Q, values: Omit<ProductInsert, "id" | "sku">): Promise<ProductRow> {
  const result = (await q.execute(
    sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] } | { id: number }[];
  const [next] = Array.isArray(result) ? result : result.rows;
  if (!next) throw new Error("no product id");
  const [row] = await q
    .insert(products)
    .values({ ...values, id: next.id, sku: publicSku(next.id) })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export const publicSku = (id: number) => `RM-${String(id).padStart(7, "0")}`;

/** `n` product ids from the sequence (a multi-row insert sets them with their SKUs). */
export async function nextProductIds(q: Q, n: number): Promise<number[]> {
  const result = (await q.execute(nextProductIdsSelect(n))) as unknown as
    | { rows: { id: number }[] }
    | { id: number }[];
  return (Array.isArray(result) ? result : result.rows).map((r) => r.id);
}

/** The SELECT of `nextProductIds` (rows `{ id }`), also the end of a statement that inserts drafts. */
export function nextProductIdsSelect(n: number): SQL {
  return sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${n}::int)`;
}

/** The INSERTs of drafts and their tiers for one statement (`executeTogether`); null if they need drizzle's. */
export function draftInserts(
  values: ProductInsert[],
  tiers: (typeof productPriceTiers.$inferInsert)[],
): SQL[] | null {
  const productInsert = jsonInsert(products, values);
  if (!productInsert) return null;
  if (!tiers.length) return [productInsert];
  const tierInsert = jsonInsert(productPriceTiers, tiers);
  return tierInsert ? [productInsert, tierInsert] : null;
}

/** Many products in one statement (ids and SKUs already set). */
export async function insertProducts(q: Q, values: ProductInsert[]) {
  if (values.length && !(await insertJsonRows(q, products, values))) await q.insert(products).values(values);
}

export async function insertTiers(q: Q, values: (typeof productPriceTiers.$inferInsert)[]) {
  if (values.length && !(await insertJsonRows(q, productPriceTiers, values)))
    await q.insert(productPriceTiers).values(values);
}

export async function updateProduct(q: Q, id: number, values: Partial<ProductInsert>): Promise<ProductRow> {
  const [row] = await q
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw new Error("product vanished");
  return row;
}

export async function setStatus(
  q: Q,
  ids: number[],
  values: Pick<Partial<ProductInsert>, "status" | "archivedFrom" | "rejectionReason" | "publishedAt">,
) {
  if (!ids.length) return;
  await q
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inArray(products.id, ids));
}

export async function externalSkuTaken(q: Q, sellerId: number, sku: string, exceptId?: number) {
  const [row] = await q
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        eq(products.externalSku, sku),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

// ---------------------------------------------------------------- tiers
export async function listTiers(q: Q, productId: number): Promise<TierRow[]> {
  return q
    .select()
    .from(productPriceTiers)
    .where(eq(productPriceTiers.productId, productId))
    .orderBy(asc(productPriceTiers.minQuantity), asc(productPriceTiers.id));
}

export async function replaceTiers(
  q: Q,
  productId: number,
  tiers: { min_quantity: number; max_quantity: number | null; unit_price: number }[],
) {
  await q.delete(productPriceTiers).where(eq(productPriceTiers.productId, productId));
  if (!tiers.length) return;
  await q.insert(productPriceTiers).values(
    tiers.map((t) => ({
      productId,
      minQuantity: t.min_quantity,
      maxQuantity: t.max_quantity,
      unitPrice: t.unit_price,
    })),
  );
}

// ---------------------------------------------------------------- photos
export async function listPhotos(q: Q, productId: number): Promise<PhotoRow[]> {
  return q
    .select()
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
}

export async function insertPhoto(
  q: Q,
  productId: number,
  photo: { url: string; url2x: string; width: number; height: number; alt?: string },
  position: number,
): Promise<PhotoRow> {
  const [row] = await q
    .insert(productPhotos)
    .values({ productId, position, ...photo })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

/** A fresh photo id from the table's sequence (a photo pending moderation keeps it when approved). */
export async function nextPhotoId(q: Q): Promise<number> {
  const result = (await q.execute(
    sql`select nextval(pg_get_serial_sequence('product_photos', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] } | { id: number }[];
  const [row] = Array.isArray(result) ? result : result.rows;
  if (!row) throw new Error("no photo id");
  return row.id;
}

export async function insertPhotoWithId(
  q: Q,
  productId: number,
  photo: { id: number; url: string; url2x: string; width: number; height: number; alt: string },
  position: number,
) {
  await q.insert(productPhotos).values({ productId, position, ...photo });
}

export async function deletePhoto(q: Q, productId: number, photoId: number): Promise<PhotoRow | undefined> {
  const [row] = await q
    .delete(productPhotos)
    .where(and(eq(productPhotos.productId, productId), eq(productPhotos.id, photoId)))
    .returning();
  return row;
}

/** Positions 0..n-1 in the given order (0 is the main photo). */
export async function reorderPhotos(q: Q, productId: number, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await q
      .update(productPhotos)
      .set({ position })
      .where(and(eq(productPhotos.productId, productId), eq(productPhotos.id, id)));
  }
}

// ---------------------------------------------------------------- references
export async function findCategory(q: Q, id: number) {
  const [row] = await q
    .select({
      id: categories.id,
      kind: categories.kind,
      parentId: categories.parentId,
      specKeys: categories.specKeys,
    })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.kind === "product" ? row : undefined;
}

export async function brandExists(q: Q, id: number) {
  const [row] = await q.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
  return Boolean(row);
}

export async function findModel(q: Q, id: number) {
  const [row] = await q.select().from(minerModels).where(eq(minerModels.id, id));
  return row;
}

export async function countryExists(q: Q, iso: string) {
  const [row] = await q.select({ iso: countries.iso }).from(countries).where(eq(countries.iso, iso));
  return Boolean(row);
}

// ---------------------------------------------------------------- the seller's listing
export const PRODUCTS_TABLE: ListingTable = {
  kind: "product",
  table: "products",
  media: { table: "product_photos", fk: "product_id", alt: true },
  price: "price_min",
  searchIn: ["name", "sku", "external_sku"],
};

export type MyProductRow = CommonRow & {
  sku: string;
  external_sku: string | null;
  published_at: Date | null;
  price_min: number | null;
};

export const listFilter = (
  query: Partial<Pick<MyProductsQuery, "status" | "category_id__terms" | "search">>,
) => ({
  status: query.status,
  categories: query.category_id__terms,
  search: query.search,
});

export async function selectMyProducts(
  database: Database,
  sellerId: number,
  query: MyProductsQuery,
  locale: Locale,
) {
  return selectMine<MyProductRow>(
    database,
    PRODUCTS_TABLE,
    {
      sellerId,
      filter: listFilter(query),
      ordering: query.ordering,
      page: query.page,
      pageSize: query.page_size,
    },
    sql`${commonColumns(PRODUCTS_TABLE, locale)}, l.sku, l.external_sku, l.published_at, l.price_min`,
  );
}

/** The product rules' lookups read from the database, inside the caller's transaction. */
export const dbRefs = (tx: Q): ProductRefs => ({
  category: (id) => findCategory(tx, id),
  brandExists: (id) => brandExists(tx, id),
  countryExists: (iso) => countryExists(tx, iso),
  model: (id) => findModel(tx, id),
  externalSkuTaken: (sellerId, sku, exceptId) => externalSkuTaken(tx, sellerId, sku, exceptId),
});
