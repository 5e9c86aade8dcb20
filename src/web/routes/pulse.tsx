/** /pulse (issue 19): the articles, newest first, by category and page, with the featured one. */

import { loadArticleList } from "../features/blog/list.server.ts";
import { ArticleListPage } from "../features/blog/list-page.tsx";
import { listMeta, publicUrlOf } from "../features/blog/meta.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import type { Route } from "./+types/pulse";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadArticleList(request, context, { handbook: false });
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  const t = makeT(localeFromPath(location.pathname));
  if (!loaderData) return [];
  const category = loaderData.category;
  return listMeta(t, publicUrlOf(matches), {
    title: category ? `${category.name} · ${t("pulse.title")}` : t("pulse.heading"),
    description: category ? category.description : t("pulse.description"),
    page: loaderData.page,
  });
};

export default function PulsePage({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage data={loaderData} />;
}
