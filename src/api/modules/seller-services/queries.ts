/**
 * SQL of the seller's services (issue 6): the seller's own rows, images, pending changes and the
 * listing with its counts. Each function takes the database or a transaction (`q`).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { MyServicesQuery, PendingServiceImage } from "../../../common/api/seller-services.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database, Db } from "../../db/client.ts";
import { categories, cities, countries, serviceImages, services } from "../../db/schema.ts";
import type { Tx } from "../../infra/jobs.ts";
import type { ChangeRow as ChangeRowOf } from "../listings/changes.ts";
import { type CommonRow, commonColumns, type ListingTable, selectMine } from "../listings/mine.ts";

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
export const SERVICES_TABLE: ListingTable = {
  kind: "service",
  table: "services",
  media: { table: "service_images", fk: "service_id", alt: false },
  price: "price_from",
  searchIn: ["name", "description"],
};

export type MyServiceRow = CommonRow & {
  country_iso: string | null;
  city_name: string | null;
  price_from: number | string | null;
  price_unit: string;
};

export const listFilter = (query: Partial<Pick<MyServicesQuery, "status" | "category" | "search">>) => ({
  status: query.status,
  categories: query.category,
  search: query.search,
});

export async function selectMyServices(
  database: Database,
  sellerId: number,
  query: MyServicesQuery,
  locale: Locale,
) {
  return selectMine<MyServiceRow>(
    database,
    SERVICES_TABLE,
    {
      sellerId,
      filter: listFilter(query),
      ordering: query.ordering,
      page: query.page,
      pageSize: query.page_size,
    },
    sql`${commonColumns(SERVICES_TABLE, locale)}, l.country_iso,
      (select ci.name from cities ci where ci.id = l.city_id) as city_name, l.price_from, l.price_unit`,
  );
}
