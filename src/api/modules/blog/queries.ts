/**
 * SQL of the articles. Public: not a draft and publish_at <= now() (the partial indexes of
 * migration 0020). Texts are picked in SQL: the asked language when the article has a title and a
 * body in it, otherwise the other one (`language` says which).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { sqlArray } from "../../db/sql.ts";
import { PUBLIC_PRODUCT } from "../catalog/public.ts";

export const PUBLIC_ARTICLE = sql`a.status <> 'draft' and a.publish_at <= now()`;

/** The asked language, or the other one when the article has no title or body in it. */
function language(locale: Locale): SQL {
  const other = locale === "fr" ? "en" : "fr";
  return sql.raw(
    `(case when a.title_${locale} <> '' and a.body_${locale} <> '' then '${locale}' else '${other}' end)`,
  );
}
/** `column` of the article in the language picked by `language()`. */
function text(column: string, locale: Locale): SQL {
  const other = locale === "fr" ? "en" : "fr";
  return sql.raw(
    `(case when a.title_${locale} <> '' and a.body_${locale} <> '' then a.${column}_${locale} else a.${column}_${other} end)`,
  );
}

export type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  lead: string;
  language: Locale;
  words: number;
  category_id: number;
  category_slug: string;
  category_name: string;
  cover_url: string | null;
  cover_url_2x: string | null;
  cover_width: number | null;
  cover_height: number | null;
  author_name: string;
  publish_at: unknown;
  views: number;
  tags: string[];
};

const summaryColumns = (locale: Locale) => sql`
  a.id, a.slug, ${text("title", locale)} as title, ${text("lead", locale)} as lead,
  ${language(locale)} as language, ${text("words", locale)} as words,
  c.id as category_id, c.slug as category_slug, c.name_${sql.raw(locale)} as category_name,
  a.cover_url, a.cover_url_2x, a.cover_width, a.cover_height, a.author_name, a.publish_at, a.views, a.tags`;

export type CategoryRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  position: number;
  articles_count: number;
};

/** Every category with its count of public articles, in order. */
export async function selectCategories(database: Database, locale: Locale): Promise<CategoryRow[]> {
  const l = sql.raw(locale);
  return database.rows<CategoryRow>(sql`
    select c.id, c.slug, c.name_${l} as name, c.description_${l} as description, c.position,
      (select count(*)::int from articles a where a.category_id = c.id and ${PUBLIC_ARTICLE}) as articles_count
    from article_categories c
    order by c.position, c.id`);
}

/**
 * One page of the articles matching `where` (over `articles a`), in `order`, with the count of all
 * of them: the public list and the console's list differ only in those and their columns (over
 * `a` and `article_categories c`).
 */
export async function pagedArticles<Row>(
  database: Database,
  q: { columns: SQL; where: SQL; order: SQL; page: number; pageSize: number },
): Promise<{ count: number; rows: Row[] }> {
  const [counted] = await database.rows<{ count: number }>(
    sql`select count(*)::int as count from articles a where ${q.where}`,
  );
  const count = counted?.count ?? 0;
  const offset = (q.page - 1) * q.pageSize;
  if (offset >= count) return { count, rows: [] };
  const rows = await database.rows<Row>(sql`
    select ${q.columns}
    from articles a join article_categories c on c.id = a.category_id
    where ${q.where}
    order by ${q.order}
    limit ${q.pageSize} offset ${offset}`);
  return { count, rows };
}

/** One page of public articles, newest first, and the count of all (of the category). */
export function selectArticlePage(
  database: Database,
  filter: { categoryId?: number; page: number; pageSize: number },
  locale: Locale,
): Promise<{ count: number; rows: SummaryRow[] }> {
  return pagedArticles<SummaryRow>(database, {
    columns: summaryColumns(locale),
    where: sql`${PUBLIC_ARTICLE} ${filter.categoryId ? sql`and a.category_id = ${filter.categoryId}` : sql``}`,
    order: sql`a.publish_at desc, a.id desc`,
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export type DetailRow = SummaryRow & {
  body: string;
  updated_at: unknown;
  has_en: boolean;
  has_fr: boolean;
  related_model_ids: number[];
  related_product_ids: number[];
};

/** A public article by slug, with its body in the picked language. */
export async function selectPublicArticle(
  database: Database,
  slug: string,
  locale: Locale,
): Promise<DetailRow | null> {
  const [row] = await database.rows<DetailRow>(sql`
    select ${summaryColumns(locale)}, ${text("body", locale)} as body, a.updated_at,
      (a.title_en <> '' and a.body_en <> '') as has_en, (a.title_fr <> '' and a.body_fr <> '') as has_fr,
      a.related_model_ids, a.related_product_ids
    from articles a join article_categories c on c.id = a.category_id
    where a.slug = ${slug} and ${PUBLIC_ARTICLE}`);
  return row ?? null;
}

/** Up to `limit` other public articles: of the same category first, then the newest. */
export async function selectOtherArticles(
  database: Database,
  article: { id: number; categoryId: number },
  limit: number,
  locale: Locale,
): Promise<SummaryRow[]> {
  return database.rows<SummaryRow>(sql`
    (select ${summaryColumns(locale)}, 0 as rank
      from articles a join article_categories c on c.id = a.category_id
      where ${PUBLIC_ARTICLE} and a.category_id = ${article.categoryId} and a.id <> ${article.id}
      order by a.publish_at desc, a.id desc limit ${limit})
    union all
    (select ${summaryColumns(locale)}, 1 as rank
      from articles a join article_categories c on c.id = a.category_id
      where ${PUBLIC_ARTICLE} and a.category_id <> ${article.categoryId}
      order by a.publish_at desc, a.id desc limit ${limit})
    order by rank, publish_at desc, id desc
    limit ${limit}`);
}

/** The public article's id by slug (to count a view); null when there is none. */
export async function selectPublicArticleId(database: Database, slug: string): Promise<number | null> {
  const [row] = await database.rows<{ id: number }>(
    sql`select a.id from articles a where a.slug = ${slug} and ${PUBLIC_ARTICLE}`,
  );
  return row?.id ?? null;
}

export type RelatedModelRow = {
  id: number;
  slug: string;
  name: string;
  brand: string;
  algorithm: string;
  hashrate: { value: number; unit: string } | null;
  power_w: number;
  products_count: number;
};

/** Miner models by id, in the order of the ids, with their count of public products. */
export async function selectRelatedModels(database: Database, ids: number[]): Promise<RelatedModelRow[]> {
  if (ids.length === 0) return [];
  const rows = await database.rows<RelatedModelRow>(sql`
    select m.id, m.slug, m.name, b.name as brand, m.algorithm, m.specs->'hashrate' as hashrate, m.power_w,
      -- public listings of the model from product_search's index on model (one index range, as the
      -- model page counts its offers), not a count over products and sellers (~40 ms at 100,000)
      (select count(*)::int from product_search ps where ps.model_id = m.id and ps.public) as products_count
    from miner_models m join brands b on b.id = m.brand_id
    where m.id = any(${sqlArray(ids, "int")})`);
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/** Of these product ids, the public ones, in the order given. */
export async function selectPublicProductIds(database: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await database.rows<{ id: number }>(sql`
    select p.id from products p join sellers s on s.id = p.seller_id
    where p.id = any(${sqlArray(ids, "int")}) and ${PUBLIC_PRODUCT}`);
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

/**
 * Counts views: inserts (article, day, visitor) rows, the ones already there are skipped, and adds
 * the rows inserted to each article's views, in one statement. Drops the days before yesterday.
 */
export async function insertArticleViews(
  database: Database,
  views: readonly { articleId: number; day: string; visitor: string }[],
): Promise<void> {
  if (views.length === 0) return;
  await database.rows(sql`
    with inserted as (
      insert into article_views (article_id, day, visitor)
      values ${sql.join(
        views.map((v) => sql`(${v.articleId}::int, ${v.day}, ${v.visitor})`),
        sql`, `,
      )}
      on conflict do nothing
      returning article_id
    )
    update articles a set views = a.views + n.count
    from (select article_id, count(*)::int as count from inserted group by article_id) n
    where a.id = n.article_id`);
}

/** Forgets the visitors of days before `day` (they can no longer be counted twice). */
export async function deleteArticleViewsBefore(database: Database, day: string): Promise<void> {
  await database.rows(sql`delete from article_views where day < ${day}`);
}
