/** /handbook (issue 19): the evergreen guides, the handbook category of Pulse with its own page. */

import { loadArticleList } from "../features/blog/list.server.ts";
import { ArticleListPage } from "../features/blog/list-page.tsx";
import { listMeta, publicUrlOf } from "../features/blog/meta.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import type { Route } from "./+types/handbook";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadArticleList(request, context, { handbook: true });
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  const t = makeT(localeFromPath(location.pathname));
  if (!loaderData) return [];
  return listMeta(t, publicUrlOf(matches), {
    title: t("pulse.handbook.heading"),
    description: loaderData.category?.description ?? t("pulse.description"),
    page: loaderData.page,
  });
};

export default function HandbookPage({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage data={loaderData} />;
}
