/**
 * Rules of the articles ("pulse", issue 19): what is public (not a draft, publish_at passed), the
 * language served (the asked one, or the other marked as a fallback), reading minutes from the
 * words, the body rendered and sanitised on the server (kept per process by id, language and
 * update time), related models and products as small cards (public products only).
 */
import type {
  ArticleCategory,
  ArticleDetail,
  ArticleList,
  ArticleListQuery,
  ArticleSummary,
} from "../../../common/api/blog.ts";
import { HANDBOOK_CATEGORY } from "../../../common/api/blog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { iso } from "../../db/sql.ts";
import { notFound } from "../../errors.ts";
import { productCards } from "../catalog/public.ts";
import { type RenderedArticle, readingMinutes, renderMarkdown } from "./markdown.ts";
import {
  type DetailRow,
  type SummaryRow,
  selectArticlePage,
  selectCategories,
  selectOtherArticles,
  selectPublicArticle,
  selectPublicArticleId,
  selectPublicProductIds,
  selectRelatedModels,
} from "./queries.ts";
import type { ArticleViews, Visitor } from "./views.ts";

const OTHER_ARTICLES = 3;
const RENDERED_KEPT = 200;

export function toSummary(row: SummaryRow, locale: Locale): ArticleSummary {
  const cover =
    row.cover_url && row.cover_url_2x && row.cover_width && row.cover_height
      ? {
          url: row.cover_url,
          url_2x: row.cover_url_2x,
          width: row.cover_width,
          height: row.cover_height,
          alt: row.title,
        }
      : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
    cover,
    author: { name: row.author_name },
    published_at: iso(row.publish_at),
    views: row.views,
    reading_minutes: readingMinutes(row.words),
    tags: row.tags,
    language: row.language,
    fallback: row.language !== locale,
  };
}

export function createBlogService(database: Database, views: ArticleViews) {
  // Rendered bodies by article, language and update time: an edit makes a new key.
  const rendered = new Map<string, RenderedArticle>();
  function render(row: DetailRow): RenderedArticle {
    const key = `${row.id}|${row.language}|${iso(row.updated_at)}`;
    let out = rendered.get(key);
    if (!out) {
      out = renderMarkdown(row.body);
      if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
      rendered.set(key, out);
    }
    return out;
  }

  async function relatedProducts(ids: number[], locale: Locale) {
    const cards = await productCards(database, await selectPublicProductIds(database, ids), locale);
    return cards.map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      currency: p.currency,
      price_from: p.price_from,
      photo: p.main_photo,
      seller_name: p.seller.company_name,
    }));
  }

  return {
    async categories(locale: Locale): Promise<ArticleCategory[]> {
      const rows = await selectCategories(database, locale);
      return rows.map((c) => ({ ...c, evergreen: c.slug === HANDBOOK_CATEGORY }));
    },

    async list(q: ArticleListQuery, locale: Locale): Promise<Omit<ArticleList, "next" | "previous">> {
      const { count, rows } = await selectArticlePage(
        database,
        { categoryId: q.category_id, page: q.page, pageSize: q.page_size },
        locale,
      );
      return { count, results: rows.map((r) => toSummary(r, locale)) };
    },

    async article(slug: string, locale: Locale): Promise<ArticleDetail> {
      const row = await selectPublicArticle(database, slug, locale);
      if (!row) throw notFound("blog.articleNotFound");
      const [models, products, others] = await Promise.all([
        selectRelatedModels(database, row.related_model_ids),
        relatedProducts(row.related_product_ids, locale),
        selectOtherArticles(database, { id: row.id, categoryId: row.category_id }, OTHER_ARTICLES, locale),
      ]);
      const { html, toc } = render(row);
      return {
        ...toSummary(row, locale),
        html,
        toc,
        updated_at: iso(row.updated_at),
        languages: [...(row.has_en ? (["en"] as const) : []), ...(row.has_fr ? (["fr"] as const) : [])],
        related_models: models,
        related_products: products,
        others: others.map((r) => toSummary(r, locale)),
      };
    },

    /** Counts a visitor's view of a public article (once a day); 404 for no such public article. */
    async view(slug: string, visitor: Visitor): Promise<void> {
      const id = await selectPublicArticleId(database, slug);
      if (id === null) throw notFound("blog.articleNotFound");
      views.count(id, visitor);
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
