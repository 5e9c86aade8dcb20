/**
 * The loader of the Pulse lists (issue 19): /pulse (every category, or one by `?category=` slug or
 * id) and /handbook (the evergreen guides' category). Plain GET parameters, so the category links
 * and the pages work without JavaScript; an unknown category or a page past the last is a 404.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import { type ArticleCategory, HANDBOOK_CATEGORY } from "../../../common/api/blog.ts";
import { localeFromPath, localizePath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import { apiFor, pageErrorFromApi } from "../../lib/api.server.ts";
import type { ErrorPayload } from "../../lib/errors.ts";
import { cardArticle } from "./article-card.tsx";
import { PULSE_PAGE_SIZE, pageParam } from "./list.ts";

export async function loadArticleList(
  request: Request,
  context: AppLoadContext,
  opts: { handbook: boolean },
) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = makeT(locale);
  const page = pageParam(url.searchParams.get("page"));
  const wanted = opts.handbook ? HANDBOOK_CATEGORY : (url.searchParams.get("category") ?? "").trim();
  // The handbook's list has its own address.
  if (!opts.handbook && wanted === HANDBOOK_CATEGORY) {
    const target = page > 1 ? `/handbook?page=${page}` : "/handbook";
    throw redirect(localizePath(target, locale), 301);
  }
  const api = apiFor(request, context);
  const listOf = (categoryId: number | undefined) =>
    api.call("blog.articles", { query: { page, page_size: PULSE_PAGE_SIZE, category_id: categoryId } });
  // Without a category, or with its id, both calls go at once; a slug needs the categories first.
  const byId = /^\d{1,9}$/.test(wanted) ? Number(wanted) : undefined;
  const early = !wanted || byId !== undefined ? listOf(byId) : null;
  // The list's failure is reported below; this only keeps it from going unhandled meanwhile.
  early?.catch(() => undefined);
  const categories = await api.call("blog.categories").catch(pageErrorFromApi);
  let category: ArticleCategory | null = null;
  if (wanted) {
    category = categories.find((c) => c.slug === wanted || String(c.id) === wanted) ?? null;
    if (!category) {
      throw data<ErrorPayload>(
        { message: t("pulse.categoryNotFound", { category: wanted.slice(0, 80) }) },
        { status: 404 },
      );
    }
  }
  // (A slug made of digits names its category, not the id: then ask again.)
  const list = await (early && category?.id === byId ? early : listOf(category?.id)).catch(pageErrorFromApi);
  if (page > 1 && list.results.length === 0) {
    throw data<ErrorPayload>({ message: t("pulse.pageNotFound", { page }) }, { status: 404 });
  }
  return {
    handbook: opts.handbook,
    page,
    count: list.count,
    articles: list.results.map(cardArticle),
    categories: categories.map(({ id, slug, name, description, articles_count }) => ({
      id,
      slug,
      name,
      description,
      articles_count,
    })),
    category: category
      ? { id: category.id, slug: category.slug, name: category.name, description: category.description }
      : null,
  };
}
export type ArticleListData = Awaited<ReturnType<typeof loadArticleList>>;
