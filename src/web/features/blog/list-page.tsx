/**
 * The Pulse list pages (issue 19): /pulse and /handbook. Category links with their counts, the
 * featured article (the newest, on the first page), the grid, page links, an empty state and the
 * RSS feed's link. Everything is a plain link: it all works without JavaScript.
 */
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { ArticleGrid, FeaturedArticle } from "./article-card.tsx";
import type { ArticleListData } from "./list.server.ts";
import { listPath, PULSE_PAGE_SIZE, rssPath } from "./list.ts";

function CategoryLinks({ data }: { data: ArticleListData }) {
  const t = useT();
  const current = data.category?.slug ?? null;
  const total = data.categories.reduce((n, c) => n + c.articles_count, 0);
  const links = [
    { slug: null, name: t("pulse.allArticles"), count: total },
    ...data.categories.map((c) => ({ slug: c.slug, name: c.name, count: c.articles_count })),
  ];
  return (
    <nav aria-label={t("pulse.categories")} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => {
          const active = l.slug === current;
          return (
            <li key={l.slug ?? "all"}>
              <AppLink
                to={listPath(l.slug)}
                aria-current={active ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium ${
                  active
                    ? "border-slate-900 bg-slate-900 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:border-slate-500"
                }`}
              >
                {l.name}
                <span className={`text-xs ${active ? "text-slate-200" : "text-slate-600"}`}>
                  {t.number(l.count)}
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ArticleListPage({ data }: { data: ArticleListData }) {
  const t = useT();
  const { page, articles, category } = data;
  const pages = Math.max(1, Math.ceil(data.count / PULSE_PAGE_SIZE));
  const [featured, ...rest] = page === 1 ? articles : [];
  const grid = page === 1 ? rest : articles;
  const heading = data.handbook ? t("pulse.handbook.title") : category ? category.name : t("pulse.heading");
  const intro = category ? category.description : t("pulse.description");
  const crumbs = [
    { label: t("product.home"), to: "/" },
    ...(data.handbook
      ? [{ label: t("pulse.handbook.title") }]
      : category
        ? [{ label: t("pulse.title"), to: "/pulse" }, { label: category.name }]
        : [{ label: t("pulse.title") }]),
  ];
  return (
    <>
      <Breadcrumbs label={t("pulse.breadcrumb")} crumbs={crumbs} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900">
            {page > 1 ? t("pulse.pageOf", { title: heading, page: t.number(page) }) : heading}
          </h1>
          <p className="mt-2 text-slate-700">{intro}</p>
        </div>
        <a
          href={rssPath(t.locale)}
          type="application/rss+xml"
          className="rounded-md text-sm font-medium text-sky-800 underline hover:text-sky-950"
        >
          {t("pulse.rss")}
        </a>
      </div>
      <CategoryLinks data={data} />
      {featured ? <FeaturedArticle article={featured} /> : null}
      {grid.length ? (
        <section aria-labelledby="latest-title">
          <h2 id="latest-title" className="mb-4 text-xl font-bold text-slate-900">
            {t("pulse.latest")}
          </h2>
          <ArticleGrid articles={grid} eagerFirst={featured ? 0 : 3} />
        </section>
      ) : null}
      {articles.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{t("pulse.empty")}</p>
          <p className="mt-2 text-slate-700">{t("pulse.emptyHint")}</p>
        </div>
      ) : null}
      <Pagination page={page} pages={pages} hrefFor={(p) => listPath(category?.slug ?? null, p)} />
    </>
  );
}
