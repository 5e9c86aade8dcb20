/**
 * /admin/articles (issue 19, moderator console): every article of any status, the last changed
 * first, with its status and publish date, the languages it is written in and its views; filters
 * by status, category and words of the title (a GET form, so the filtered list has an address);
 * "New article" opens the editor.
 */
import { Form } from "react-router";
import { ARTICLE_STATUSES, EDITOR_LIMITS, type EditorArticleSummary } from "../../common/api/blog-editor.ts";
import { buttonClass, inputClass, secondaryButtonClass } from "../features/accounts/form.tsx";
import { statusText } from "../features/article-editor/status.tsx";
import { requireStaff } from "../features/moderation/api.server.ts";
import { formatDate } from "../features/moderation/review.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import { useLocale, useLocalPath, useT } from "../i18n/use-t.ts";
import { apiFor, pageErrorFromApi } from "../lib/api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/admin-articles";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const get = (name: string) => url.searchParams.get(name) ?? "";
  const filters = {
    status: get("status"),
    category_id: get("category_id"),
    search: get("search"),
    page: get("page"),
  };
  const api = apiFor(request, context);
  try {
    const [list, categories] = await Promise.all([
      api.call("editor.list", {
        query: {
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.category_id ? { category_id: filters.category_id } : {}),
          ...(filters.search ? { search: filters.search } : {}),
          ...(filters.page ? { page: filters.page } : {}),
        },
      }),
      api.call("blog.categories"),
    ]);
    const page = Number(filters.page) || 1;
    return { list, categories, filters, page, deleted: get("done") === "deleted" };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = makeT(localeFromPath(location.pathname));
  return [
    ...pageMeta(t, { title: t("editor.list.title"), description: t("editor.list.description") }),
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const local = useLocalPath();
  const { list, categories, filters, page, deleted } = loaderData;
  const pageLink = (p: number) => {
    const q = new URLSearchParams({ ...filters, page: String(p) });
    for (const [k, v] of [...q]) if (!v) q.delete(k);
    return `${local("/admin/articles")}?${q}`;
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t("editor.list.title")}</h1>
        <a href={local("/admin/articles/new")} className={buttonClass}>
          {t("editor.list.new")}
        </a>
      </div>
      <p className="text-slate-700">{t("editor.list.description")}</p>
      <p role="status" className="text-sm font-medium text-emerald-900">
        {deleted ? t("editor.done.deleted") : ""}
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("editor.list.filters")}>
        <div className="space-y-1">
          <label htmlFor="articles-status" className="block text-sm font-medium text-slate-800">
            {t("editor.list.status")}
          </label>
          <select id="articles-status" name="status" defaultValue={filters.status} className={inputClass}>
            <option value="">{t("editor.list.any")}</option>
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`editor.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="articles-category" className="block text-sm font-medium text-slate-800">
            {t("editor.category")}
          </label>
          <select
            id="articles-category"
            name="category_id"
            defaultValue={filters.category_id}
            className={inputClass}
          >
            <option value="">{t("editor.list.any")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="articles-search" className="block text-sm font-medium text-slate-800">
            {t("editor.list.search")}
          </label>
          <input
            id="articles-search"
            name="search"
            type="search"
            maxLength={EDITOR_LIMITS.searchMax}
            defaultValue={filters.search}
            className={inputClass}
          />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t("editor.list.filter")}
        </button>
      </Form>
      <p className="text-sm text-slate-700">{t("editor.list.count", { count: t.number(list.count) })}</p>
      <ArticleTable articles={list.results} />
      <nav aria-label={t("editor.list.pages")} className="flex gap-4">
        {list.previous ? (
          <a href={pageLink(page - 1)} className="font-medium text-amber-800 underline">
            {t("editor.list.previous")}
          </a>
        ) : null}
        {list.next ? (
          <a href={pageLink(page + 1)} className="font-medium text-amber-800 underline">
            {t("editor.list.next")}
          </a>
        ) : null}
      </nav>
    </div>
  );
}

function ArticleTable({ articles }: { articles: EditorArticleSummary[] }) {
  const t = useT();
  const locale = useLocale();
  const local = useLocalPath();
  if (articles.length === 0) return <p className="text-slate-700">{t("editor.list.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t("editor.list.caption")}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {(["article", "status", "languages", "views", "updated"] as const).map((c) => (
              <th key={c} scope="col" className="py-2 pr-3">
                {t(`editor.list.col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {articles.map((a) => (
            <tr key={a.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-3">
                <a
                  href={local(`/admin/articles/${a.id}`)}
                  className="font-medium text-amber-800 underline underline-offset-2 hover:text-amber-900"
                >
                  {a.title}
                </a>
                <span className="block text-slate-600">
                  {a.category.name} · /{a.slug}
                </span>
              </td>
              <td className="py-2 pr-3">{statusText(t, locale, a)}</td>
              <td className="py-2 pr-3">
                {a.languages.length
                  ? a.languages.map((l) => t(`editor.lang.${l}`)).join(", ")
                  : t("editor.list.none")}
              </td>
              <td className="py-2 pr-3">{t.number(a.views)}</td>
              <td className="py-2 pr-3">{formatDate(a.updated_at, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
