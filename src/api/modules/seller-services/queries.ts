/**
 * SQL of the seller's services (issue 6): the seller's own rows, images, pending changes and the
 * listing with its counts. Each function takes the database or a transaction (`q`).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { MyServicesQuery, PendingServiceImage } from "../../../common/api/seller-services.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database, Db } from "../../db/client.ts";
import { categories, cities, countries, serviceImages, services } from "../../db/schema.ts";
import { localized, sqlList } from "../../db/sql.ts";
import type { Tx } from "../../infra/jobs.ts";
import type { ChangeRow as ChangeRowOf } from "../listings/changes.ts";

export type Q = Db | Tx;
export type ServiceRow = typeof services.$inferSelect;
export type ServiceInsert = typeof services.$inferInsert;
export type ImageRow = typeof serviceImages.$inferSelect;
export type ChangeRow = ChangeRowOf<"service">;

// ---------------------------------------------------------------- services
export async function findOwnService(
  q: Q,
  sellerId: number,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ServiceRow | undefined> {
  const query = q
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.sellerId, sellerId)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findService(q: Q, id: number): Promise<ServiceRow | undefined> {
  const [row] = await q.select().from(services).where(eq(services.id, id));
  return row;
}

/** The rows of these ids, locked in id order (parallel mass actions cannot deadlock). */
export async function lockServices(q: Q, ids: number[]): Promise<ServiceRow[]> {
  if (!ids.length) return [];
  return q.select().from(services).where(inArray(services.id, ids)).orderBy(asc(services.id)).for("update");
}

export async function insertService(q: Q, values: ServiceInsert): Promise<ServiceRow> {
  const [row] = await q.insert(services).values(values).returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export async function updateService(q: Q, id: number, values: Partial<ServiceInsert>): Promise<ServiceRow> {
  const [row] = await q
    .update(services)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(services.id, id))
    .returning();
  if (!row) throw new Error("service vanished");
  return row;
}

export async function setStatus(
  q: Q,
  ids: number[],
  values: Pick<Partial<ServiceInsert>, "status" | "archivedFrom" | "rejectionReason" | "publishedAt">,
) {
  if (!ids.length) return;
  await q
    .update(services)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inArray(services.id, ids));
}

// ---------------------------------------------------------------- references
/** A service category (a product category is not one). */
export async function findServiceCategory(q: Q, id: number) {
  const [row] = await q
    .select({ id: categories.id, kind: categories.kind, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.kind === "service" ? row : undefined;
}

export async function countryExists(q: Q, iso: string) {
  const [row] = await q.select({ iso: countries.iso }).from(countries).where(eq(countries.iso, iso));
  return Boolean(row);
}

/** The countries of this list that do not exist. */
export async function unknownCountries(q: Q, isos: string[]): Promise<string[]> {
  if (!isos.length) return [];
  const rows = await q.select({ iso: countries.iso }).from(countries).where(inArray(countries.iso, isos));
  const known = new Set(rows.map((r) => r.iso.trim()));
  return isos.filter((i) => !known.has(i));
}

export async function cityInCountry(q: Q, cityId: number, iso: string) {
  const [row] = await q
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.countryIso, iso)));
  return Boolean(row);
}

export async function categoryNames(database: Database, ids: number[], locale: Locale) {
  if (!ids.length) return new Map<number, { id: number; name: string; parent_id: number | null }>();
  const rows = await database.rows<{ id: number; name: string; parent_id: number | null }>(sql`
    select c.id, ${localized("c", "name", locale)} as name, c.parent_id from categories c where c.id in ${sqlList(ids)}`);
  return new Map(rows.map((r) => [r.id, r]));
}

// ---------------------------------------------------------------- images
export async function listImages(q: Q, serviceId: number): Promise<ImageRow[]> {
  return q
    .select()
    .from(serviceImages)
    .where(eq(serviceImages.serviceId, serviceId))
    .orderBy(asc(serviceImages.position), asc(serviceImages.id));
}

export async function insertImage(
  q: Q,
  serviceId: number,
  image: { url: string; url2x: string; width: number; height: number },
  position: number,
  id?: number,
) {
  const [row] = await q
    .insert(serviceImages)
    .values({ ...image, serviceId, position, ...(id ? { id } : {}) })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

/** An id for an image of a pending change (taken now, inserted on approval). */
export async function nextImageId(q: Q): Promise<number> {
  const result = (await q.execute(
    sql`select nextval(pg_get_serial_sequence('service_images', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] } | { id: number }[];
  const [next] = Array.isArray(result) ? result : result.rows;
  if (!next) throw new Error("no image id");
  return next.id;
}

export async function deleteImage(q: Q, serviceId: number, imageId: number): Promise<ImageRow | undefined> {
  const [row] = await q
    .delete(serviceImages)
    .where(and(eq(serviceImages.serviceId, serviceId), eq(serviceImages.id, imageId)))
    .returning();
  return row;
}

export async function reorderImages(q: Q, serviceId: number, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await q
      .update(serviceImages)
      .set({ position })
      .where(and(eq(serviceImages.serviceId, serviceId), eq(serviceImages.id, id)));
  }
}

export const imageOut = (i: ImageRow): PendingServiceImage => ({
  id: i.id,
  url: i.url,
  url_2x: i.url2x,
  width: i.width,
  height: i.height,
});

// ---------------------------------------------------------------- the seller's listing
const ORDER: Record<MyServicesQuery["ordering"], string> = {
  "-created_at": "v.created_at desc, v.id desc",
  created_at: "v.created_at, v.id",
  "-updated_at": "v.updated_at desc, v.id desc",
  updated_at: "v.updated_at, v.id",
  name: "lower(v.name), v.id",
  "-name": "lower(v.name) desc, v.id desc",
  price: "v.price_from nulls last, v.id",
  "-price": "v.price_from desc nulls last, v.id desc",
  status: "v.status, v.created_at desc, v.id desc",
};

export type MyServiceRow = {
  id: number;
  name: string;
  status: ServiceRow["status"];
  archived_from: ServiceRow["status"] | null;
  category_id: number;
  category_name: string;
  country_iso: string | null;
  city_name: string | null;
  price_from: number | string | null;
  price_unit: string;
  currency: string;
  rejection_reason: string;
  has_pending_change: boolean;
  image_url: string | null;
  image_url_2x: string | null;
  image_width: number | null;
  image_height: number | null;
  created_at: Date | string;
  updated_at: Date | string;
};

function listFilter(sellerId: number, f: Pick<MyServicesQuery, "status" | "category" | "search">) {
  const parts = [sql`v.seller_id = ${sellerId}`];
  if (f.status?.length) parts.push(sql`v.status::text in ${sqlList(f.status)}`);
  if (f.category?.length) {
    const ids = sqlList(f.category);
    parts.push(
      sql`(v.category_id in ${ids} or v.category_id in (select id from categories where parent_id in ${ids}))`,
    );
  }
  if (f.search) {
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(sql`(lower(v.name) like ${like} or lower(v.description) like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export async function selectMyServices(
  database: Database,
  sellerId: number,
  query: MyServicesQuery,
  locale: Locale,
): Promise<{ count: number; rows: MyServiceRow[] }> {
  const where = listFilter(sellerId, query);
  const [rows, [total]] = await Promise.all([
    database.rows<MyServiceRow>(sql`
      select v.id, v.name, v.status, v.archived_from, v.category_id,
        ${localized("c", "name", locale)} as category_name, v.country_iso,
        ci.name as city_name,
        v.price_from, v.price_unit, v.currency, v.rejection_reason,
        exists (select 1 from listing_changes lc where lc.kind = 'service' and lc.target_id = v.id and lc.status = 'pending') as has_pending_change,
        im.url as image_url, im.url_2x as image_url_2x, im.width as image_width, im.height as image_height,
        v.created_at, v.updated_at
      from services v
      join categories c on c.id = v.category_id
      left join cities ci on ci.id = v.city_id
      left join lateral (select * from service_images x where x.service_id = v.id order by x.position, x.id limit 1) im on true
      where ${where}
      order by ${sql.raw(ORDER[query.ordering])}
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`),
    database.rows<{ n: number }>(sql`select count(*)::int as n from services v where ${where}`),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function countByStatus(
  database: Database,
  sellerId: number,
  query: Pick<MyServicesQuery, "category" | "search">,
) {
  return database.rows<{ status: ServiceRow["status"]; n: number }>(sql`
    select v.status, count(*)::int as n from services v where ${listFilter(sellerId, query)} group by v.status`);
}

export async function sellerCategories(
  database: Database,
  sellerId: number,
  query: Pick<MyServicesQuery, "status" | "search">,
  locale: Locale,
) {
  return database.rows<{ id: number; name: string; parent_id: number | null; count: number }>(sql`
    select c.id, ${localized("c", "name", locale)} as name, c.parent_id, count(*)::int as count
    from services v join categories c on c.id = v.category_id
    where ${listFilter(sellerId, query)}
    group by c.id order by c.position, c.id`);
}
