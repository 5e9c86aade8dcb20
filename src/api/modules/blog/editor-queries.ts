/**
 * SQL of the moderators' article editor (docs/decisions/047): the console's list (any status), one
 * article with both languages, the writes (each in the caller's transaction, with a revision row
 * and a new `updated_at`), the revision history, and the catalogue's data version moved when a
 * public article changes (the guest page cache, decision 035). Private to the blog module.
 */
import { type SQL, sql } from "drizzle-orm";
import type { ArticleStatus, EditorListQuery } from "../../../common/api/blog-editor.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { escapeLike, sqlArray } from "../../db/sql.ts";
import type { Tx } from "../../infra/jobs.ts";
import { PUBLIC_ARTICLE, pagedArticles } from "./queries.ts";

async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

export type EditorRow = {
  id: number;
  slug: string;
  status: ArticleStatus;
  publish_at: unknown;
  public: boolean;
  category_id: number;
  category_name: string;
  author_name: string;
  title_en: string;
  title_fr: string;
  lead_en: string;
  lead_fr: string;
  body_en: string;
  body_fr: string;
  tags: string[];
  related_model_ids: number[];
  related_product_ids: number[];
  cover_url: string | null;
  cover_url_2x: string | null;
  cover_width: number | null;
  cover_height: number | null;
  views: number;
  created_at: unknown;
  updated_at: unknown;
};
export type EditorSummaryRow = Pick<
  EditorRow,
  | "id"
  | "slug"
  | "status"
  | "publish_at"
  | "public"
  | "category_id"
  | "category_name"
  | "author_name"
  | "title_en"
  | "title_fr"
  | "views"
  | "updated_at"
> & { has_en: boolean; has_fr: boolean };

const summaryColumns = (locale: Locale) => sql`
  a.id, a.slug, a.status, a.publish_at, (${PUBLIC_ARTICLE}) as public, a.category_id,
  c.name_${sql.raw(locale)} as category_name, a.author_name, a.title_en, a.title_fr, a.views, a.updated_at,
  (a.title_en <> '' and a.body_en <> '') as has_en, (a.title_fr <> '' and a.body_fr <> '') as has_fr`;

/** A page of articles of any status, the last changed first, with the count of all that match. */
export async function selectEditorPage(
  database: Database,
  q: EditorListQuery,
  locale: Locale,
): Promise<{ count: number; rows: EditorSummaryRow[] }> {
  const conditions: SQL[] = [sql`true`];
  if (q.status) conditions.push(sql`a.status = ${q.status}`);
  if (q.category_id) conditions.push(sql`a.category_id = ${q.category_id}`);
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    conditions.push(sql`(a.title_en ilike ${like} or a.title_fr ilike ${like} or a.slug ilike ${like})`);
  }
  return pagedArticles<EditorSummaryRow>(database, {
    columns: summaryColumns(locale),
    where: sql.join(conditions, sql` and `),
    order: sql`a.updated_at desc, a.id desc`,
    page: q.page,
    pageSize: q.page_size,
  });
}

/** One article with every field, or null. */
export async function selectEditorArticle(
  database: Database | Tx,
  id: number,
  locale: Locale,
): Promise<(EditorRow & { has_en: boolean; has_fr: boolean }) | null> {
  const query = sql`
    select ${summaryColumns(locale)}, a.lead_en, a.lead_fr, a.body_en, a.body_fr, a.tags,
      a.related_model_ids, a.related_product_ids, a.cover_url, a.cover_url_2x, a.cover_width, a.cover_height,
      a.created_at
    from articles a join article_categories c on c.id = a.category_id
    where a.id = ${id}`;
  const rows =
    "rows" in database
      ? await database.rows<EditorRow & { has_en: boolean; has_fr: boolean }>(query)
      : await rowsOf<EditorRow & { has_en: boolean; has_fr: boolean }>(database, query);
  return rows[0] ?? null;
}

/** The ids among `ids` that are not rows of `table` (miner models, products). */
export async function missingIds(
  database: Database,
  table: "miner_models" | "products",
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await database.rows<{ id: number }>(
    sql`select id from ${sql.identifier(table)} where id = any(${sqlArray(ids, "int")})`,
  );
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function categoryExists(database: Database, id: number): Promise<boolean> {
  const rows = await database.rows(sql`select 1 from article_categories where id = ${id}`);
  return rows.length > 0;
}

/** The columns an editor save may write (only those given are set): the row's, and who wrote it. */
export type ArticleColumns = Partial<
  Pick<
    EditorRow,
    | "slug"
    | "category_id"
    | "author_name"
    | "status"
    | "title_en"
    | "title_fr"
    | "lead_en"
    | "lead_fr"
    | "body_en"
    | "body_fr"
    | "tags"
    | "related_model_ids"
    | "related_product_ids"
    | "cover_url"
    | "cover_url_2x"
    | "cover_width"
    | "cover_height"
  > & { author_user_id: number; publish_at: string | null }
>;

function value(column: keyof ArticleColumns, v: unknown): SQL {
  if (column === "tags") return sqlArray(v as string[], "text");
  if (column === "related_model_ids" || column === "related_product_ids")
    return sqlArray(v as number[], "int");
  if (column === "publish_at") return sql`${v}::timestamptz`;
  if (column === "status") return sql`${v}::article_status`;
  return sql`${v}`;
}

export async function insertArticle(tx: Tx, columns: ArticleColumns): Promise<number> {
  const entries = Object.entries(columns).filter(([, v]) => v !== undefined) as [
    keyof ArticleColumns,
    unknown,
  ][];
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into articles (${sql.join(
      entries.map(([k]) => sql.identifier(k)),
      sql`, `,
    )}, updated_at)
      values (${sql.join(
        entries.map(([k, v]) => value(k, v)),
        sql`, `,
      )}, clock_timestamp())
      returning id`,
  );
  return row?.id ?? 0;
}

/** Sets the given columns and `updated_at`; false when there is no such article. */
export async function updateArticle(tx: Tx, id: number, columns: ArticleColumns): Promise<boolean> {
  const entries = Object.entries(columns).filter(([, v]) => v !== undefined) as [
    keyof ArticleColumns,
    unknown,
  ][];
  const sets = entries.map(([k, v]) => sql`${sql.identifier(k)} = ${value(k, v)}`);
  sets.push(sql`updated_at = greatest(clock_timestamp(), a.updated_at + interval '1 millisecond')`);
  const rows = await rowsOf(
    tx,
    sql`update articles a set ${sql.join(sets, sql`, `)} where a.id = ${id} returning a.id`,
  );
  return rows.length > 0;
}

/** Locks the article's row for the transaction; whether it is public now (null: no such article). */
export async function lockArticle(tx: Tx, id: number): Promise<{ public: boolean } | null> {
  const [row] = await rowsOf<{ public: boolean }>(
    tx,
    sql`select (${PUBLIC_ARTICLE}) as public from articles a where a.id = ${id} for update`,
  );
  return row ?? null;
}

/** Appends a revision with the article's texts and status as they are now. */
export async function insertRevision(tx: Tx, articleId: number, user: { id: number; name: string }) {
  await tx.execute(sql`
    insert into article_revisions (article_id, user_id, saved_by, status, publish_at,
      title_en, title_fr, lead_en, lead_fr, body_en, body_fr, created_at)
    select a.id, ${user.id}, ${user.name}, a.status, a.publish_at,
      a.title_en, a.title_fr, a.lead_en, a.lead_fr, a.body_en, a.body_fr, clock_timestamp()
    from articles a where a.id = ${articleId}`);
}

/**
 * Moves the catalogue's data version (guest pages kept under the old one are rendered again) when
 * the article was public before the write or is now.
 */
export async function bumpVersionIfPublic(tx: Tx, articleId: number, wasPublic: boolean) {
  await tx.execute(sql`
    update data_versions set version = version + 1
    where name = 'catalog'
      and (${wasPublic} or exists (select 1 from articles a where a.id = ${articleId} and ${PUBLIC_ARTICLE}))`);
}

/** Deletes an article (its revisions and views go with it); its cover files, or null when there was none. */
export async function deleteArticle(tx: Tx, id: number): Promise<string[] | null> {
  const [row] = await rowsOf<{ cover_url: string | null; cover_url_2x: string | null }>(
    tx,
    sql`delete from articles where id = ${id} returning cover_url, cover_url_2x`,
  );
  if (!row) return null;
  return [row.cover_url, row.cover_url_2x].filter((u): u is string => Boolean(u));
}

export type RevisionRow = {
  id: number;
  article_id: number;
  saved_by: string;
  created_at: unknown;
  status: ArticleStatus;
  publish_at: unknown;
  title_en: string;
  title_fr: string;
  lead_en: string;
  lead_fr: string;
  body_en: string;
  body_fr: string;
};

export async function selectRevisions(database: Database, articleId: number, limit: number) {
  return database.rows<Omit<RevisionRow, "lead_en" | "lead_fr" | "body_en" | "body_fr">>(sql`
    select id, article_id, saved_by, created_at, status, publish_at, title_en, title_fr
    from article_revisions where article_id = ${articleId}
    order by created_at desc, id desc limit ${limit}`);
}

export async function selectRevision(
  database: Database | Tx,
  articleId: number,
  revisionId: number,
): Promise<RevisionRow | null> {
  const query = sql`
    select id, article_id, saved_by, created_at, status, publish_at,
      title_en, title_fr, lead_en, lead_fr, body_en, body_fr
    from article_revisions where article_id = ${articleId} and id = ${revisionId}`;
  const rows =
    "rows" in database ? await database.rows<RevisionRow>(query) : await rowsOf<RevisionRow>(database, query);
  return rows[0] ?? null;
}
