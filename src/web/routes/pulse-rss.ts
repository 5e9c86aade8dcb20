/**
 * GET /pulse/rss.xml and /fr/pulse/rss.xml (resource route, issue 19): the RSS 2.0 feed of the 20
 * newest public articles in the feed's language (an article not yet translated comes in the
 * other), with absolute links on the site's public address. Shared caches may keep it 10 minutes.
 */

import { articlePath } from "../features/blog/article-card.tsx";
import { absoluteUrl } from "../features/blog/meta.ts";
import { buildRss } from "../features/blog/rss.ts";
import { localeFromPath, localizePath } from "../i18n/locale.ts";
import { serverMessagesRegistered } from "../i18n/messages.server.ts";
import { makeT } from "../i18n/translator.ts";
import { apiFor } from "../lib/api.server.ts";
import type { Route } from "./+types/pulse-rss";

export const FEED_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  serverMessagesRegistered();
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = makeT(locale);
  const base = context.publicUrl.replace(/\/+$/, "");
  const list = await apiFor(request, context).call("blog.articles", {
    query: { page: 1, page_size: FEED_SIZE },
  });
  const xml = buildRss(
    {
      title: t("pulse.rssTitle"),
      description: t("pulse.rssDescription"),
      link: base + localizePath("/pulse", locale),
      self: base + localizePath("/pulse/rss.xml", locale),
      language: locale,
      articleUrl: (slug) => base + localizePath(articlePath(slug), locale),
      absolute: (path) => absoluteUrl(base, path),
    },
    list.results,
  );
  return new Response(xml, {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "public, max-age=600",
      "x-content-type-options": "nosniff",
    },
  });
}
