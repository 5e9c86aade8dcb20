/**
 * SQL of the seller's own calls (issue 5): the owner's company, its offices and photos, pending
 * changes, Telegram chats. Each function takes the database or a transaction (`q`).
 */
import { and, asc, count, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { OfficeDraft } from "../../../common/api/seller-account.ts";
import type { Db } from "../../db/client.ts";
import {
  cities,
  countries,
  sellerOffices,
  sellerPhotos,
  sellers,
  sellerTelegramChats,
  users,
} from "../../db/schema.ts";
import type { Tx } from "../../infra/jobs.ts";
import type { ChangeRow as ChangeRowOf } from "../listings/changes.ts";

export type Q = Db | Tx;
export type SellerRow = typeof sellers.$inferSelect;
export type SellerInsert = typeof sellers.$inferInsert;
export type ChangeRow = ChangeRowOf<"seller">;

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("expected one row");
  return row;
}

// ---------------------------------------------------------------- sellers
export async function findSellerByOwner(
  q: Q,
  userId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<SellerRow | undefined> {
  const query = q.select().from(sellers).where(eq(sellers.ownerUserId, userId));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findSellerById(q: Q, id: number): Promise<SellerRow | undefined> {
  const [row] = await q.select().from(sellers).where(eq(sellers.id, id));
  return row;
}

/** Inserts the user's draft company unless they already have one (then undefined: two tabs, one company). */
export async function insertDraftSeller(q: Q, values: SellerInsert): Promise<SellerRow | undefined> {
  const [row] = await q
    .insert(sellers)
    .values({ ...values, status: "draft" })
    .onConflictDoNothing({ target: sellers.ownerUserId })
    .returning();
  return row;
}

export async function updateSeller(q: Q, id: number, values: Partial<SellerInsert>): Promise<SellerRow> {
  return one(
    await q
      .update(sellers)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(sellers.id, id))
      .returning(),
  );
}

export async function setUserRole(q: Q, userId: number, role: "seller") {
  // Moderators and admins keep their role.
  await q
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.role, "buyer")));
}

export async function countryExists(q: Q, iso: string): Promise<boolean> {
  const [row] = await q.select({ iso: countries.iso }).from(countries).where(eq(countries.iso, iso));
  return Boolean(row);
}

export async function cityInCountry(q: Q, cityId: number, iso: string): Promise<boolean> {
  const [row] = await q
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.countryIso, iso)));
  return Boolean(row);
}

// ---------------------------------------------------------------- offices
export async function listOffices(q: Q, sellerId: number): Promise<OfficeDraft[]> {
  const rows = await q
    .select()
    .from(sellerOffices)
    .where(eq(sellerOffices.sellerId, sellerId))
    .orderBy(asc(sellerOffices.id));
  return rows.map((o) => ({
    id: o.id,
    name: o.name,
    address: o.address,
    country_iso: o.countryIso.trim(),
    city_id: o.cityId,
  }));
}

/** A fresh office id from the table's sequence (a pending new office keeps it when approved). */
export async function nextOfficeId(q: Q): Promise<number> {
  const result = (await q.execute(
    sql`select nextval(pg_get_serial_sequence('seller_offices', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] } | { id: number }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return one(rows).id;
}

/** Makes the seller's offices exactly `offices` (ids kept; new ids come from nextOfficeId). */
export async function replaceOffices(q: Q, sellerId: number, offices: OfficeDraft[]) {
  const keep = offices.map((o) => o.id);
  await q
    .delete(sellerOffices)
    .where(
      keep.length
        ? and(eq(sellerOffices.sellerId, sellerId), notInArray(sellerOffices.id, keep))
        : eq(sellerOffices.sellerId, sellerId),
    );
  for (const o of offices) {
    const values = { name: o.name, address: o.address, countryIso: o.country_iso, cityId: o.city_id };
    await q
      .insert(sellerOffices)
      .values({ id: o.id, sellerId, ...values })
      .onConflictDoUpdate({
        target: sellerOffices.id,
        set: values,
        where: eq(sellerOffices.sellerId, sellerId),
      });
  }
}

// ---------------------------------------------------------------- photos
export async function listPhotos(q: Q, sellerId: number) {
  return q
    .select()
    .from(sellerPhotos)
    .where(eq(sellerPhotos.sellerId, sellerId))
    .orderBy(asc(sellerPhotos.position), asc(sellerPhotos.id));
}

export async function countPhotos(q: Q, sellerId: number): Promise<number> {
  const [row] = await q.select({ n: count() }).from(sellerPhotos).where(eq(sellerPhotos.sellerId, sellerId));
  return row?.n ?? 0;
}

export async function insertPhoto(
  q: Q,
  sellerId: number,
  photo: { url: string; url2x: string; width: number; height: number },
) {
  const [pos] = await q
    .select({ max: sql<number>`coalesce(max(${sellerPhotos.position}), -1)::int` })
    .from(sellerPhotos)
    .where(eq(sellerPhotos.sellerId, sellerId));
  return one(
    await q
      .insert(sellerPhotos)
      .values({ sellerId, position: (pos?.max ?? -1) + 1, ...photo })
      .returning(),
  );
}

export async function deletePhoto(q: Q, sellerId: number, photoId: number) {
  const [row] = await q
    .delete(sellerPhotos)
    .where(and(eq(sellerPhotos.id, photoId), eq(sellerPhotos.sellerId, sellerId)))
    .returning();
  return row;
}

// ---------------------------------------------------------------- Telegram chats
export async function listChats(q: Q, sellerId: number) {
  return q
    .select()
    .from(sellerTelegramChats)
    .where(eq(sellerTelegramChats.sellerId, sellerId))
    .orderBy(asc(sellerTelegramChats.id));
}

export async function findChat(q: Q, sellerId: number, id: number) {
  const [row] = await q
    .select()
    .from(sellerTelegramChats)
    .where(and(eq(sellerTelegramChats.id, id), eq(sellerTelegramChats.sellerId, sellerId)));
  return row;
}

export async function insertChat(q: Q, sellerId: number, chatId: string) {
  const [row] = await q
    .insert(sellerTelegramChats)
    .values({ sellerId, chatId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateChat(q: Q, sellerId: number, id: number, chatId: string) {
  const [row] = await q
    .update(sellerTelegramChats)
    .set({ chatId })
    .where(and(eq(sellerTelegramChats.id, id), eq(sellerTelegramChats.sellerId, sellerId)))
    .returning();
  return row;
}

export async function chatTaken(q: Q, sellerId: number, chatId: string, exceptId = 0) {
  const [row] = await q
    .select({ id: sellerTelegramChats.id })
    .from(sellerTelegramChats)
    .where(
      and(
        eq(sellerTelegramChats.sellerId, sellerId),
        eq(sellerTelegramChats.chatId, chatId),
        ne(sellerTelegramChats.id, exceptId),
      ),
    );
  return Boolean(row);
}

export async function deleteChat(q: Q, sellerId: number, id: number) {
  const [row] = await q
    .delete(sellerTelegramChats)
    .where(and(eq(sellerTelegramChats.id, id), eq(sellerTelegramChats.sellerId, sellerId)))
    .returning();
  return row;
}

export async function chatIdsOf(q: Q, sellerIds: number[]) {
  if (!sellerIds.length) return [];
  return q.select().from(sellerTelegramChats).where(inArray(sellerTelegramChats.sellerId, sellerIds));
}
