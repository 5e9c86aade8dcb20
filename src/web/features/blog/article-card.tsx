/**
 * Article cards of the Pulse lists (issue 19): the featured one (the newest of the first page,
 * big, its cover the page's LCP image) and the grid's cards. The title is the card's one link; its
 * pseudo-element covers the card so the whole card is clickable without a second tab stop.
 */
import type { ArticleSummary } from "../../../common/api/blog.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ProductImage } from "../../ui/product-image.tsx";

/** What a list card shows: the API's summary less what the page does not use. */
export type CardArticle = Pick<
  ArticleSummary,
  "id" | "slug" | "title" | "lead" | "category" | "cover" | "published_at" | "views" | "reading_minutes"
>;

export function cardArticle(a: ArticleSummary): CardArticle {
  const { id, slug, title, lead, category, cover, published_at, views, reading_minutes } = a;
  return { id, slug, title, lead, category, cover, published_at, views, reading_minutes };
}

export const articlePath = (slug: string) => `/pulse/articles/${slug}`;

/** Date · reading minutes · views. */
export function ArticleFacts({ article, className = "" }: { article: CardArticle; className?: string }) {
  const t = useT();
  return (
    <p className={`flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 ${className}`}>
      <time dateTime={article.published_at}>{t.date(article.published_at)}</time>
      <span aria-hidden="true">·</span>
      <span>{t("blog.readingMinutes", { minutes: t.number(article.reading_minutes) })}</span>
      <span aria-hidden="true">·</span>
      <span>{t.plural("pulse.views", article.views)}</span>
    </p>
  );
}

function CategoryLabel({ name }: { name: string }) {
  return <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">{name}</p>;
}

const COVER_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

export function ArticleCard({
  article,
  eager = false,
  headingLevel = 3,
}: {
  article: CardArticle;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-sky-700 hover:border-amber-400">
      {article.cover ? (
        <ProductImage
          image={article.cover}
          alt=""
          eager={eager}
          sizes={COVER_SIZES}
          className="aspect-[40/21] h-auto w-full bg-slate-200 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CategoryLabel name={article.category.name} />
        <Heading className="text-lg leading-snug font-bold text-slate-900">
          <AppLink
            to={articlePath(article.slug)}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {article.title}
          </AppLink>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-700">{article.lead}</p>
        <ArticleFacts article={article} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

/** The newest article of the first page, big, its cover loaded first (the page's LCP element). */
export function FeaturedArticle({ article }: { article: CardArticle }) {
  const t = useT();
  return (
    <section aria-labelledby="featured-title" className="mb-10">
      <h2 id="featured-title" className="sr-only">
        {t("pulse.featured")}
      </h2>
      <article className="relative grid overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-sky-700 hover:border-amber-400 md:grid-cols-2">
        {article.cover ? (
          <ProductImage
            image={article.cover}
            alt=""
            priority
            sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[40/21] h-auto w-full bg-slate-200 object-cover md:h-full"
          />
        ) : null}
        <div className="flex flex-col gap-3 p-6">
          <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
            {t("pulse.featured")} · {article.category.name}
          </p>
          <h3 className="text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">
            <AppLink
              to={articlePath(article.slug)}
              className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
            >
              {article.title}
            </AppLink>
          </h3>
          <p className="text-slate-700">{article.lead}</p>
          <ArticleFacts article={article} className="mt-auto" />
        </div>
      </article>
    </section>
  );
}

export function ArticleGrid({ articles, eagerFirst = 0 }: { articles: CardArticle[]; eagerFirst?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((a, i) => (
        <li key={a.id} className="flex">
          <ArticleCard article={a} eager={i < eagerFirst} />
        </li>
      ))}
    </ul>
  );
}
