/**
 * SQL of the seller's products (issue 6): the seller's own rows, tiers and photos, pending
 * changes, the listing with its counts, and the moderation audit log. Each function takes the
 * database or a transaction (`q`).
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
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
import { insertJsonRows, localized, sqlList } from "../../db/sql.ts";
import type { Tx } from "../../infra/jobs.ts";
import * as changes from "../listings/changes.ts";

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
  const result = (await q.execute(
    sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${n}::int)`,
  )) as unknown as { rows: { id: number }[] } | { id: number }[];
  return (Array.isArray(result) ? result : result.rows).map((r) => r.id);
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

export async function categoryNames(database: Database, ids: number[], locale: Locale) {
  if (!ids.length) return new Map<number, { id: number; name: string; parent_id: number | null }>();
  const rows = await database.rows<{ id: number; name: string; parent_id: number | null }>(sql`
    select c.id, ${localized("c", "name", locale)} as name, c.parent_id from categories c where c.id in ${sqlList(ids)}`);
  return new Map(rows.map((r) => [r.id, r]));
}

// ---------------------------------------------------------------- pending changes
/** The product's pending change (the listings core's one table; excel reads it from here until it moves). */
export const findPendingChange = (q: Q, productId: number, opts: { forUpdate?: boolean } = {}) =>
  changes.findPendingChange(q, "product", productId, opts);

// ---------------------------------------------------------------- the seller's listing
const ORDER: Record<MyProductsQuery["ordering"], string> = {
  "-created_at": "p.created_at desc, p.id desc",
  created_at: "p.created_at, p.id",
  "-updated_at": "p.updated_at desc, p.id desc",
  updated_at: "p.updated_at, p.id",
  name: "lower(p.name), p.id",
  "-name": "lower(p.name) desc, p.id desc",
  price: "p.price_min nulls last, p.id",
  "-price": "p.price_min desc nulls last, p.id desc",
  status: "p.status, p.created_at desc, p.id desc",
};

export type MyProductRow = {
  id: number;
  sku: string;
  external_sku: string | null;
  name: string;
  status: ProductRow["status"];
  archived_from: ProductRow["status"] | null;
  published_at: Date | null;
  category_id: number;
  category_name: string;
  price_min: number | null;
  currency: string;
  rejection_reason: string;
  has_pending_change: boolean;
  photo_url: string | null;
  photo_url_2x: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_alt: string | null;
  created_at: Date;
  updated_at: Date;
};

function listFilter(sellerId: number, f: Pick<MyProductsQuery, "status" | "category_id__terms" | "search">) {
  const parts = [sql`p.seller_id = ${sellerId}`];
  if (f.status?.length) parts.push(sql`p.status::text in ${sqlList(f.status)}`);
  if (f.category_id__terms?.length) {
    const ids = sqlList(f.category_id__terms);
    parts.push(
      sql`(p.category_id in ${ids} or p.category_id in (select id from categories where parent_id in ${ids}))`,
    );
  }
  if (f.search) {
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(
      sql`(lower(p.name) like ${like} or lower(p.sku) like ${like} or lower(coalesce(p.external_sku, '')) like ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export async function selectMyProducts(
  database: Database,
  sellerId: number,
  query: MyProductsQuery,
  locale: Locale,
): Promise<{ count: number; rows: MyProductRow[] }> {
  const where = listFilter(sellerId, query);
  const [rows, [total]] = await Promise.all([
    database.rows<MyProductRow>(sql`
      select p.id, p.sku, p.external_sku, p.name, p.status, p.archived_from, p.published_at, p.category_id,
        ${localized("c", "name", locale)} as category_name, p.price_min, p.currency, p.rejection_reason,
        exists (select 1 from listing_changes lc where lc.kind = 'product' and lc.target_id = p.id and lc.status = 'pending') as has_pending_change,
        ph.url as photo_url, ph.url_2x as photo_url_2x, ph.width as photo_width, ph.height as photo_height, ph.alt as photo_alt,
        p.created_at, p.updated_at
      from products p
      join categories c on c.id = p.category_id
      left join lateral (select * from product_photos x where x.product_id = p.id order by x.position, x.id limit 1) ph on true
      where ${where}
      order by ${sql.raw(ORDER[query.ordering])}
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`),
    database.rows<{ n: number }>(sql`select count(*)::int as n from products p where ${where}`),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function countByStatus(
  database: Database,
  sellerId: number,
  query: Pick<MyProductsQuery, "category_id__terms" | "search">,
) {
  return database.rows<{ status: ProductRow["status"]; n: number }>(sql`
    select p.status, count(*)::int as n from products p where ${listFilter(sellerId, query)} group by p.status`);
}

export async function sellerCategories(
  database: Database,
  sellerId: number,
  query: Pick<MyProductsQuery, "status" | "search">,
  locale: Locale,
) {
  return database.rows<{ id: number; name: string; parent_id: number | null; count: number }>(sql`
    select c.id, ${localized("c", "name", locale)} as name, c.parent_id, count(*)::int as count
    from products p join categories c on c.id = p.category_id
    where ${listFilter(sellerId, query)}
    group by c.id order by c.position, c.id`);
}
