/**
 * Head tags of the Pulse pages (issue 19): title and description with their Open Graph twins, the
 * RSS feed's alternate link, and for an article the Open Graph article fields, a Twitter card and
 * schema.org Article and BreadcrumbList data (JSON-LD; React Router's Meta escapes `<` in it).
 */
import type { MetaDescriptor } from "react-router";
import type { ArticleDetail } from "../../../common/api/blog.ts";
import { localizePath } from "../../i18n/locale.ts";
import type { Translator } from "../../i18n/translator.ts";
import { pageMeta } from "../../lib/meta.ts";
import { articlePath } from "./article-card.tsx";
import { rssPath } from "./list.ts";

/** The site's address from the root loader's data (the pages' meta functions get the matches). */
export function publicUrlOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined;
  return (root?.publicUrl ?? "").replace(/\/+$/, "");
}

/** An absolute URL of a site path (media URLs may already be absolute, on a bucket's CDN). */
export function absoluteUrl(base: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${base}${path}`;
}

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
  const url = absoluteUrl(base, localizePath(articlePath(article.slug), t.locale));
  const image = article.cover ? absoluteUrl(base, article.cover.url) : null;
  const tags = pageMeta(t, { title: article.title, description: article.lead, image, type: "article" });
  const title = t("meta.titleSuffix", { title: article.title });
  const section = localizePath("/pulse", t.locale);
  return [
    ...tags,
    { property: "og:url", content: url },
    ...(article.cover
      ? [
          { property: "og:image:width", content: String(article.cover.width) },
          { property: "og:image:height", content: String(article.cover.height) },
          { property: "og:image:alt", content: article.title },
        ]
      : []),
    { property: "article:published_time", content: article.published_at },
    { property: "article:modified_time", content: article.updated_at },
    { property: "article:section", content: article.category.name },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: article.lead },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
    rssLink(t, base),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.lead,
        ...(image ? { image: [image] } : {}),
        datePublished: article.published_at,
        dateModified: article.updated_at,
        author: { "@type": "Person", name: article.author.name },
        publisher: { "@type": "Organization", name: "RigMarket", url: `${base}/` },
        inLanguage: article.language,
        articleSection: article.category.name,
        keywords: article.tags.join(", "),
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: t("product.home"),
            item: `${base}${localizePath("/", t.locale)}`,
          },
          { "@type": "ListItem", position: 2, name: t("pulse.title"), item: `${base}${section}` },
          { "@type": "ListItem", position: 3, name: article.title, item: url },
        ],
      },
    },
  ];
}
