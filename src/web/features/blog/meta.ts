/**
 * Head tags of the Pulse pages (issue 19): title and description with their Open Graph and Twitter
 * twins, the RSS feed's alternate link, and for an article the Open Graph article fields and
 * schema.org Article and BreadcrumbList data (src/web/lib/structured-data.ts).
 */
import type { MetaDescriptor } from "react-router";
import type { ArticleDetail } from "../../../common/api/blog.ts";
import { localizePath } from "../../i18n/locale.ts";
import type { Translator } from "../../i18n/translator.ts";
import { absoluteUrl, pageMeta } from "../../lib/meta.ts";
import { articleLd, breadcrumbLd } from "../../lib/structured-data.ts";
import { articlePath } from "./article-card.tsx";
import { rssPath } from "./list.ts";

export { absoluteUrl, publicUrlOf } from "../../lib/meta.ts";

export function rssLink(t: Translator, base: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: t("pulse.rssTitle"),
    href: absoluteUrl(base, rssPath(t.locale)),
  };
}

export function listMeta(
  t: Translator,
  base: string,
  opts: { title: string; description: string; page: number },
): MetaDescriptor[] {
  const title = opts.page > 1 ? t("pulse.pageOf", { title: opts.title, page: opts.page }) : opts.title;
  return [...pageMeta(t, { title, description: opts.description }), rssLink(t, base)];
}

export function articleMeta(
  t: Translator,
  base: string,
  article: Omit<ArticleDetail, "others">,
): MetaDescriptor[] {
  const path = articlePath(article.slug);
  const url = absoluteUrl(base, localizePath(path, t.locale));
  const image = article.cover ? absoluteUrl(base, article.cover.url) : null;
  return [
    ...pageMeta(t, {
      title: article.title,
      description: article.lead,
      image,
      imageSize: article.cover ? { width: article.cover.width, height: article.cover.height } : undefined,
      type: "article",
      url,
    }),
    { property: "article:published_time", content: article.published_at },
    { property: "article:modified_time", content: article.updated_at },
    { property: "article:section", content: article.category.name },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    rssLink(t, base),
    articleLd(base, {
      title: article.title,
      lead: article.lead,
      image,
      published_at: article.published_at,
      updated_at: article.updated_at,
      author: article.author.name,
      language: article.language,
      section: article.category.name,
      tags: article.tags,
      url,
    }),
    breadcrumbLd(base, t.locale, [
      { name: t("product.home"), path: "/" },
      { name: t("pulse.title"), path: "/pulse" },
      { name: article.title, path },
    ]),
  ];
}
