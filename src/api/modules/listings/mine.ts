/**
 * "My listings" (issue 17): the seller's own products or services, filtered by status, category
 * and words, ordered, counted by status and by category — the SQL and the answer's common parts,
 * once for both kinds. Each kind adds its own columns (products/services queries.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { localized, sqlList } from "../../db/sql.ts";
import type { AuthUser } from "../../http/auth.ts";
import { activeSeller } from "./access.ts";
import type { ChangeKind } from "./changes.ts";
import { actionsOf, type ListingAction, type ListingStatus, type Transition } from "./status.ts";

/** The table of a kind's listings, read under the alias `l`. */
export interface ListingTable {
  kind: ChangeKind & ("product" | "service");
  table: "products" | "services";
  /** The media table, its foreign key, and its alt column (null: none). */
  media: { table: "product_photos" | "service_images"; fk: "product_id" | "service_id"; alt: boolean };
  /** The column the price orderings use. */
  price: "price_min" | "price_from";
  /** The columns a search looks in (lower-cased, LIKE). */
  searchIn: readonly string[];
}

export interface ListFilter {
  status?: readonly string[] | undefined;
  categories?: readonly number[] | undefined;
  search?: string | undefined;
}

export type Ordering =
  | "-created_at"
  | "created_at"
  | "-updated_at"
  | "updated_at"
  | "name"
  | "-name"
  | "price"
  | "-price"
  | "status";

/** The WHERE of the seller's list (a category includes its subcategories). */
export function listWhere(t: ListingTable, sellerId: number, f: ListFilter): SQL {
  const parts = [sql`l.seller_id = ${sellerId}`];
  if (f.status?.length) parts.push(sql`l.status::text in ${sqlList([...f.status])}`);
  if (f.categories?.length) {
    const ids = sqlList([...f.categories]);
    parts.push(
      sql`(l.category_id in ${ids} or l.category_id in (select id from categories where parent_id in ${ids}))`,
    );
  }
  if (f.search) {
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const cols = t.searchIn.map((c) => sql`lower(coalesce(${sql.raw(`l.${c}`)}, '')) like ${like}`);
    parts.push(sql`(${sql.join(cols, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

/** The ORDER BY of an ordering (ties broken by id). */
export function orderBy(t: ListingTable, ordering: Ordering): SQL {
  const order: Record<Ordering, string> = {
    "-created_at": "l.created_at desc, l.id desc",
    created_at: "l.created_at, l.id",
    "-updated_at": "l.updated_at desc, l.id desc",
    updated_at: "l.updated_at, l.id",
    name: "lower(l.name), l.id",
    "-name": "lower(l.name) desc, l.id desc",
    price: `l.${t.price} nulls last, l.id`,
    "-price": `l.${t.price} desc nulls last, l.id desc`,
    status: "l.status, l.created_at desc, l.id desc",
  };
  return sql.raw(order[ordering]);
}

/** The columns every row of the list has (under the alias `l`, the category `c`, the main media `m`). */
export function commonColumns(t: ListingTable, locale: Locale): SQL {
  return sql`l.id, l.name, l.status, l.archived_from, l.category_id,
    ${localized("c", "name", locale)} as category_name, l.currency, l.rejection_reason,
    exists (select 1 from listing_changes lc where lc.kind = ${t.kind} and lc.target_id = l.id and lc.status = 'pending') as has_pending_change,
    m.url as media_url, m.url_2x as media_url_2x, m.width as media_width, m.height as media_height,
    ${t.media.alt ? sql`m.alt` : sql`''`} as media_alt, l.created_at, l.updated_at`;
}

/** The FROM of the list: the listing, its category and its main media. */
export function listFrom(t: ListingTable): SQL {
  return sql.raw(`${t.table} l
      join categories c on c.id = l.category_id
      left join lateral (select * from ${t.media.table} x where x.${t.media.fk} = l.id order by x.position, x.id limit 1) m on true`);
}

export interface CommonRow {
  id: number;
  name: string;
  status: ListingStatus;
  archived_from: ListingStatus | null;
  category_id: number;
  category_name: string;
  currency: string;
  rejection_reason: string;
  has_pending_change: boolean;
  media_url: string | null;
  media_url_2x: string | null;
  media_width: number | null;
  media_height: number | null;
  media_alt: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A page of the seller's list and its count. */
export async function selectMine<Row extends CommonRow>(
  database: Database,
  t: ListingTable,
  input: { sellerId: number; filter: ListFilter; ordering: Ordering; page: number; pageSize: number },
  columns: SQL,
): Promise<{ count: number; rows: Row[] }> {
  const where = listWhere(t, input.sellerId, input.filter);
  const [rows, [total]] = await Promise.all([
    database.rows<Row>(sql`
      select ${columns} from ${listFrom(t)}
      where ${where}
      order by ${orderBy(t, input.ordering)}
      limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`),
    database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(t.table)} l where ${where}`),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** How many of the seller's listings have each status (the other filters applied). */
export async function statusCounts(
  database: Database,
  t: ListingTable,
  sellerId: number,
  filter: ListFilter,
  input: { statuses: readonly ListingStatus[]; label: (status: ListingStatus) => string },
) {
  const rows = await database.rows<{ status: ListingStatus; n: number }>(sql`
    select l.status, count(*)::int as n from ${sql.raw(t.table)} l where ${listWhere(t, sellerId, filter)} group by l.status`);
  const counts = new Map(rows.map((r) => [r.status, r.n]));
  const statuses = input.statuses.map((status) => ({
    status,
    label: input.label(status),
    count: counts.get(status) ?? 0,
  }));
  return { total: statuses.reduce((n, s) => n + s.count, 0), statuses };
}

/** The categories of the seller's listings with their counts (the other filters applied). */
export async function categoryCounts(
  database: Database,
  t: ListingTable,
  sellerId: number,
  filter: ListFilter,
  locale: Locale,
) {
  return database.rows<{ id: number; name: string; parent_id: number | null; count: number }>(sql`
    select c.id, ${localized("c", "name", locale)} as name, c.parent_id, count(*)::int as count
    from ${sql.raw(t.table)} l join categories c on c.id = l.category_id
    where ${listWhere(t, sellerId, filter)}
    group by c.id order by c.position, c.id`);
}

/** The parts of a list item every kind answers the same way. */
export function listed(
  r: CommonRow,
  input: {
    locale: Locale;
    label: (status: ListingStatus) => string;
    transitions: Record<ListingAction, Transition<ListingStatus>>;
  },
) {
  return {
    status: r.status,
    status_label: input.label(r.status),
    category: { id: r.category_id, name: r.category_name },
    currency: r.currency.trim(),
    rejection_reason: r.rejection_reason,
    has_pending_change: r.has_pending_change,
    actions: actionsOf(input.transitions, r),
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

/**
 * A page of the signed-in seller's listings (403 without an active company): `select` reads the
 * kind's rows, each answered with the parts every kind shares (`listed`) and the kind's own columns.
 */
export async function myListingsPage<Row extends CommonRow, Own extends object>(
  deps: { db: Parameters<typeof activeSeller>[0] },
  auth: AuthUser,
  select: (sellerId: number) => Promise<{ count: number; rows: Row[] }>,
  common: Parameters<typeof listed>[1],
  own: (r: Row) => Own,
) {
  const seller = await activeSeller(deps.db, auth);
  const { count, rows } = await select(seller.id);
  return { count, results: rows.map((r) => ({ ...listed(r, common), ...own(r) })) };
}

/** The main photo or image of a list item (null: none). */
export function mainMedia(r: CommonRow) {
  return r.media_url && r.media_url_2x
    ? {
        url: r.media_url,
        url_2x: r.media_url_2x,
        width: r.media_width ?? 0,
        height: r.media_height ?? 0,
        alt: r.media_alt ?? "",
      }
    : null;
}

/** Names of categories by id, in the caller's language. */
export async function categoryNames(database: Database, ids: number[], locale: Locale) {
  if (!ids.length) return new Map<number, { id: number; name: string; parent_id: number | null }>();
  const rows = await database.rows<{ id: number; name: string; parent_id: number | null }>(sql`
    select c.id, ${localized("c", "name", locale)} as name, c.parent_id from categories c where c.id in ${sqlList(ids)}`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** A listing's category as its view shows it: its name and its parent's. */
export async function categoryOf(database: Database, id: number, locale: Locale) {
  const category = (await categoryNames(database, [id], locale)).get(id);
  const parent = category?.parent_id
    ? (await categoryNames(database, [category.parent_id], locale)).get(category.parent_id)
    : undefined;
  return { id, name: category?.name ?? "", parent: parent ? { id: parent.id, name: parent.name } : null };
}

/**
 * The tabs' counts and the category filter of a seller's list, for one kind: the caller's
 * company must be active (403 otherwise). `filter` reads the kind's query parameters.
 */
export function myListingCounts<Query>(
  deps: { database: Database; db: Database["db"] },
  t: ListingTable,
  input: {
    statuses: readonly ListingStatus[];
    label: (locale: Locale, status: ListingStatus) => string;
    filter: (query: Query) => ListFilter;
  },
) {
  return {
    async statusesInfo(auth: AuthUser, query: Query, locale: Locale) {
      const seller = await activeSeller(deps.db, auth);
      return statusCounts(deps.database, t, seller.id, input.filter(query), {
        statuses: input.statuses,
        label: (status) => input.label(locale, status),
      });
    },
    async myCategories(auth: AuthUser, query: Query, locale: Locale) {
      const seller = await activeSeller(deps.db, auth);
      return categoryCounts(deps.database, t, seller.id, input.filter(query), locale);
    },
  };
}
