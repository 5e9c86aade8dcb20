/**
 * The loader of an article page (issue 19): the article in the page's language (or the other,
 * marked as a fallback) and the article placement's banner. An address that cannot be an
 * article's, or no public article at it, is the site's 404 page.
 */
import { type AppLoadContext, data } from "react-router";
import { articleSlugParams } from "../../../common/api/blog.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import { apiFor, pageErrorFromApi } from "../../lib/api.server.ts";
import type { ErrorPayload } from "../../lib/errors.ts";
import { loadAd } from "../ads/ads.server.ts";
import { cardArticle } from "./article-card.tsx";

export async function loadArticle(request: Request, context: AppLoadContext, rawSlug: string | undefined) {
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  const parsed = articleSlugParams.safeParse({ slug: rawSlug ?? "" });
  if (!parsed.success) {
    throw data<ErrorPayload>({ message: t("blog.articleNotFound") }, { status: 404 });
  }
  const api = apiFor(request, context);
  const [article, ad] = await Promise.all([
    api.call("blog.article", { params: { slug: parsed.data.slug } }),
    loadAd(api, context, "article"),
  ]).catch(pageErrorFromApi);
  return { article: { ...article, others: article.others.map(cardArticle) }, ad };
}
export type ArticleData = Awaited<ReturnType<typeof loadArticle>>;
