/** /pulse/articles/:slug (issue 19): one article with its contents, share links and other articles. */
import { useRouteLoaderData } from "react-router";
import { loadArticle } from "../features/blog/article.server.ts";
import { ArticlePage } from "../features/blog/article-page.tsx";
import { articleMeta, publicUrlOf } from "../features/blog/meta.ts";
import { localeFromPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import type { Route } from "./+types/pulse-article";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadArticle(request, context, params.slug);
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  const t = makeT(localeFromPath(location.pathname));
  if (!loaderData) return [];
  return articleMeta(t, publicUrlOf(matches), loaderData.article);
};

export default function PulseArticlePage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as { publicUrl?: string } | undefined;
  return <ArticlePage data={loaderData} publicUrl={(root?.publicUrl ?? "").replace(/\/+$/, "")} />;
}
