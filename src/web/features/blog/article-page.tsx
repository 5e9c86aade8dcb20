/**
 * An article of Pulse (issue 19): title, byline, cover, the body (HTML rendered from Markdown and
 * sanitised by the API, docs/decisions/044), its table of contents, share links, the models and
 * products it is about, the article placement's banner and other articles. The view is counted
 * once the page runs in the browser.
 */
import { localizePath } from "../../i18n/locale.ts";
import { useT } from "../../i18n/use-t.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { ProductImage } from "../../ui/product-image.tsx";
import { AdSlot } from "../ads/ad-slot.tsx";
import type { ArticleData } from "./article.server.ts";
import { ArticleFacts, ArticleGrid, articlePath } from "./article-card.tsx";
import { listPath } from "./list.ts";
import { RelatedModels, RelatedProducts } from "./related.tsx";
import { ShareLinks } from "./share-links.tsx";
import { TableOfContents } from "./toc.tsx";
import { useArticleView } from "./use-article-view.ts";

/** The body's typography: Tailwind variants on the sanitised HTML's elements. */
const BODY =
  "text-slate-800 leading-relaxed [&_a]:text-sky-800 [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:mt-10 [&_h2]:scroll-mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:scroll-mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-4 [&_h4]:font-semibold [&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_table]:mt-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6";

export function ArticlePage({ data, publicUrl }: { data: ArticleData; publicUrl: string }) {
  const t = useT();
  const { article, ad } = data;
  useArticleView(article.slug, t.locale);
  const url = `${publicUrl}${localizePath(articlePath(article.slug), t.locale)}`;
  const categoryPath = listPath(article.category.slug);
  return (
    <>
      <Breadcrumbs
        label={t("pulse.breadcrumb")}
        crumbs={[
          { label: t("product.home"), to: "/" },
          { label: t("pulse.title"), to: "/pulse" },
          { label: article.category.name, to: categoryPath },
          { label: article.title },
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article lang={article.language} className="min-w-0">
          <header>
            <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
              {article.category.name}
            </p>
            <h1 className="mt-2 text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">
              {article.title}
            </h1>
            <p className="mt-3 text-lg text-slate-700">{article.lead}</p>
            <p className="mt-4 text-sm font-medium text-slate-800">
              {t("pulse.by", { author: article.author.name })}
            </p>
            <ArticleFacts article={article} className="mt-1" />
          </header>
          {article.fallback ? (
            <p
              lang={t.locale}
              className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              {t("blog.fallbackNotice")}
            </p>
          ) : null}
          {article.cover ? (
            <ProductImage
              image={article.cover}
              alt=""
              priority
              sizes="(min-width: 1280px) 900px, (min-width: 1024px) 70vw, 100vw"
              className="mt-6 aspect-[40/21] h-auto w-full rounded-lg bg-slate-200 object-cover"
            />
          ) : null}
          <div
            className={`mt-6 ${BODY}`}
            // Rendered from Markdown and sanitised by the API (allow-list, decision 044).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
        </article>
        <div className="flex flex-col gap-6 lg:sticky lg:top-4 lg:self-start">
          <TableOfContents toc={article.toc} />
          <ShareLinks url={url} title={article.title} />
          <AdSlot ad={ad} />
        </div>
      </div>
      <RelatedModels models={article.related_models} />
      <RelatedProducts products={article.related_products} />
      {article.others.length ? (
        <section aria-labelledby="others-title" className="mt-12">
          <h2 id="others-title" className="mb-4 text-xl font-bold text-slate-900">
            {t("blog.otherArticles")}
          </h2>
          <ArticleGrid articles={article.others} />
        </section>
      ) : null}
    </>
  );
}
