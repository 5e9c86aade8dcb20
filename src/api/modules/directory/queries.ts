/** SQL of the moderator-kept directory and its pool ratings (issue 20, decision 050). */
import { sql } from "drizzle-orm";
import type { DirectoryKind, RatingStatus } from "../../../common/directory.ts";
import { DIRECTORY_LIMITS } from "../../../common/directory.ts";
import type { Database } from "../../db/client.ts";
import { iso, sqlArray } from "../../db/sql.ts";

export interface EntryRow {
  id: number;
  kind: DirectoryKind;
  name: string;
  website: string;
  description_en: string;
  description_fr: string;
  data: Record<string, unknown>;
  figures_date: string;
  brand_id: number | null;
  model_id: number | null;
  archived: boolean;
  updated_at: string;
}

const ENTRY = sql`e.id, e.kind, e.name, e.website, e.description_en, e.description_fr, e.data,
  to_char(e.figures_date, 'YYYY-MM-DD') as figures_date, e.brand_id, e.model_id,
  e.archived_at is not null as archived, e.updated_at`;

const toEntry = (r: EntryRow): EntryRow => ({
  ...r,
  data: typeof r.data === "string" ? JSON.parse(r.data) : r.data,
  updated_at: iso(r.updated_at),
});

export interface EntryValues {
  kind: DirectoryKind;
  name: string;
  website: string;
  descriptionEn: string;
  descriptionFr: string;
  data: Record<string, unknown>;
  figuresDate: string;
  brandId: number | null;
  modelId: number | null;
}

export async function insertEntry(database: Database, v: EntryValues, by: number): Promise<number> {
  const [row] = await database.rows<{ id: number }>(sql`
    insert into directory_entries (kind, name, website, description_en, description_fr, data, figures_date, brand_id, model_id, created_by)
    values (${v.kind}, ${v.name}, ${v.website}, ${v.descriptionEn}, ${v.descriptionFr}, ${JSON.stringify(v.data)}::jsonb,
            ${v.figuresDate}::date, ${v.brandId}, ${v.modelId}, ${by})
    returning id`);
  if (!row) throw new Error("entry not stored");
  return row.id;
}

export async function updateEntry(database: Database, id: number, v: EntryValues): Promise<boolean> {
  const rows = await database.rows<{ id: number }>(sql`
    update directory_entries set name = ${v.name}, website = ${v.website}, description_en = ${v.descriptionEn},
      description_fr = ${v.descriptionFr}, data = ${JSON.stringify(v.data)}::jsonb, figures_date = ${v.figuresDate}::date,
      brand_id = ${v.brandId}, model_id = ${v.modelId}, updated_at = now()
    where id = ${id} and kind = ${v.kind} returning id`);
  return rows.length > 0;
}

export async function setArchived(database: Database, id: number, archived: boolean): Promise<boolean> {
  const rows = await database.rows<{ id: number }>(sql`
    update directory_entries
    set archived_at = case when ${archived} then coalesce(archived_at, now()) else null end, updated_at = now()
    where id = ${id} returning id`);
  return rows.length > 0;
}

export async function entryById(database: Database, id: number): Promise<EntryRow | null> {
  const [row] = await database.rows<EntryRow>(
    sql`select ${ENTRY} from directory_entries e where e.id = ${id}`,
  );
  return row ? toEntry(row) : null;
}

/** The console's list: one kind or all, archived or not, by kind and name (bounded). */
export async function listEntries(
  database: Database,
  opts: { kind?: DirectoryKind; archived: boolean },
): Promise<EntryRow[]> {
  const rows = await database.rows<EntryRow>(sql`
    select ${ENTRY} from directory_entries e
    where (e.archived_at is not null) = ${opts.archived}
      ${opts.kind ? sql`and e.kind = ${opts.kind}` : sql``}
    order by e.kind, lower(e.name), e.id
    limit ${DIRECTORY_LIMITS.perKind * 3}`);
  return rows.map(toEntry);
}

/** The public entries of a kind, by name (a bounded list: the directory is kept by hand). */
export async function publicEntries(database: Database, kind: DirectoryKind): Promise<EntryRow[]> {
  const rows = await database.rows<EntryRow>(sql`
    select ${ENTRY} from directory_entries e
    where e.kind = ${kind} and e.archived_at is null
    order by lower(e.name), e.id
    limit ${DIRECTORY_LIMITS.perKind}`);
  return rows.map(toEntry);
}

export async function brandExists(database: Database, brandId: number, modelId: number | null) {
  const [row] = await database.rows<{ brand: boolean; model: boolean }>(sql`
    select exists (select 1 from brands where id = ${brandId}) as brand,
           ${modelId === null ? sql`true` : sql`exists (select 1 from miner_models where id = ${modelId} and brand_id = ${brandId})`} as model`);
  return { brand: Boolean(row?.brand), model: Boolean(row?.model) };
}

// ---------------------------------------------------------------- firmware pages
export interface Named {
  id: number;
  slug: string;
  name: string;
}

export async function brandBySlug(database: Database, slug: string): Promise<Named | null> {
  const [row] = await database.rows<Named>(sql`select id, slug, name from brands where slug = ${slug}`);
  return row ?? null;
}

export async function modelBySlug(database: Database, brandId: number, slug: string): Promise<Named | null> {
  const [row] = await database.rows<Named>(
    sql`select id, slug, name from miner_models where slug = ${slug} and brand_id = ${brandId}`,
  );
  return row ?? null;
}

export type FirmwareRow = EntryRow & { model_slug: string | null; model_name: string | null };

/** A brand's firmware entries: all of them, or one model's with the brand-wide ones. */
export async function firmwareEntries(
  database: Database,
  brandId: number,
  modelId: number | null,
): Promise<FirmwareRow[]> {
  const rows = await database.rows<FirmwareRow>(sql`
    select ${ENTRY}, m.slug as model_slug, m.name as model_name
    from directory_entries e left join miner_models m on m.id = e.model_id
    where e.kind = 'firmware' and e.archived_at is null and e.brand_id = ${brandId}
      ${modelId === null ? sql`` : sql`and (e.model_id = ${modelId} or e.model_id is null)`}
    order by e.model_id nulls first, lower(e.name), e.id
    limit ${DIRECTORY_LIMITS.perKind}`);
  return rows.map((r) => ({ ...toEntry(r), model_slug: r.model_slug, model_name: r.model_name }));
}

/** Whether a model, and its brand, have public firmware entries (one indexed look-up). */
export async function firmwareLink(database: Database, brandId: number, modelId: number | null) {
  const [row] = await database.rows<{ brand: string | null; model: string | null }>(sql`
    select (select b.slug from brands b where b.id = ${brandId} and exists (
              select 1 from directory_entries e where e.kind = 'firmware' and e.archived_at is null
              and e.brand_id = ${brandId})) as brand,
           ${
             modelId === null
               ? sql`null::text`
               : sql`(select m.slug from miner_models m where m.id = ${modelId} and exists (
              select 1 from directory_entries e where e.kind = 'firmware' and e.archived_at is null
              and e.brand_id = ${brandId} and e.model_id = ${modelId}))`
           } as model`);
  return { brand: row?.brand ?? null, model: row?.model ?? null };
}

// ---------------------------------------------------------------- ratings
export interface RatingSummary {
  entry_id: number;
  average: number | null;
  count: number;
}

/** Approved ratings per pool: average and count. */
export async function ratingSummaries(database: Database, ids: number[]): Promise<RatingSummary[]> {
  if (ids.length === 0) return [];
  return database.rows<RatingSummary>(sql`
    select entry_id, round(avg(rating)::numeric, 2)::float8 as average, count(*)::int as count
    from pool_ratings where status = 'approved' and entry_id = any(${sqlArray(ids, "int")})
    group by entry_id`);
}

export interface ReviewRow {
  entry_id: number;
  rating: number;
  review: string;
  author: string;
  created_at: string;
}

/** The three latest approved reviews with text of each pool. */
export async function latestReviews(database: Database, ids: number[]): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  const rows = await database.rows<ReviewRow>(sql`
    select r.entry_id, r.rating, r.review, u.name as author, r.updated_at as created_at
    from unnest(${sqlArray(ids, "int")}) as p(id)
    cross join lateral (
      select * from pool_ratings r where r.entry_id = p.id and r.status = 'approved' and r.review <> ''
      order by r.updated_at desc limit 3) r
    join users u on u.id = r.user_id`);
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}

export async function userRatings(database: Database, userId: number) {
  return database.rows<{ entry_id: number; rating: number; review: string; status: RatingStatus }>(sql`
    select entry_id, rating, review, status from pool_ratings where user_id = ${userId}
    limit ${DIRECTORY_LIMITS.perKind}`);
}

/** One rating per user and pool: a new one replaces it and waits for a moderator again. */
export async function upsertRating(
  database: Database,
  v: { entryId: number; userId: number; rating: number; review: string },
) {
  const [row] = await database.rows<{ rating: number; review: string; status: RatingStatus }>(sql`
    insert into pool_ratings (entry_id, user_id, rating, review, status)
    values (${v.entryId}, ${v.userId}, ${v.rating}, ${v.review}, 'pending')
    on conflict (entry_id, user_id) do update set rating = excluded.rating, review = excluded.review,
      status = 'pending', decided_by = null, decided_at = null, updated_at = now()
    returning rating, review, status`);
  if (!row) throw new Error("rating not stored");
  return row;
}

export interface RatingItemRow {
  id: number;
  pool_id: number;
  pool_name: string;
  user_id: number;
  user_name: string;
  rating: number;
  review: string;
  status: RatingStatus;
  updated_at: string;
}

const RATING_ITEM = sql`r.id, e.id as pool_id, e.name as pool_name, u.id as user_id, u.name as user_name,
  r.rating, r.review, r.status, r.updated_at`;

export async function ratingQueue(database: Database, status: RatingStatus) {
  const rows = await database.rows<RatingItemRow>(sql`
    select ${RATING_ITEM} from pool_ratings r join directory_entries e on e.id = r.entry_id
    join users u on u.id = r.user_id
    where r.status = ${status} order by r.updated_at ${status === "pending" ? sql`asc` : sql`desc`}, r.id
    limit 200`);
  const [counts] = await database.rows<Record<RatingStatus, number>>(sql`
    select count(*) filter (where status = 'pending')::int as pending,
           count(*) filter (where status = 'approved')::int as approved,
           count(*) filter (where status = 'rejected')::int as rejected
    from pool_ratings`);
  return {
    rows: rows.map((r) => ({ ...r, updated_at: iso(r.updated_at) })),
    counts: counts ?? { pending: 0, approved: 0, rejected: 0 },
  };
}

export async function decideRating(
  database: Database,
  id: number,
  status: "approved" | "rejected",
  by: number,
): Promise<RatingItemRow | null> {
  const [row] = await database.rows<RatingItemRow>(sql`
    with d as (
      update pool_ratings set status = ${status}, decided_by = ${by}, decided_at = now()
      where id = ${id} returning *)
    select ${RATING_ITEM} from d r join directory_entries e on e.id = r.entry_id join users u on u.id = r.user_id`);
  return row ? { ...row, updated_at: iso(row.updated_at) } : null;
}
