/**
 * Article views, once per visitor per day (issue 19, docs/decisions/044). A visitor is the
 * signed-in user, or else the address and browser of the request; what is kept is a keyed hash of
 * it and the day (UTC), never the address. Views are gathered in memory and written every
 * VIEWS_FLUSH_MS in one statement that skips the (article, day, visitor) rows already there and
 * adds the new ones to `articles.views` (catalog/views.ts does the same for products). Scripts,
 * crawlers and prefetches do not count. `flush()` writes them; the app does so before closing.
 */
import { createHmac } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { createBatch } from "../../infra/batch.ts";
import { countsAsView } from "../catalog/views.ts";
import { deleteArticleViewsBefore, insertArticleViews } from "./queries.ts";

export const ARTICLE_VIEWS_FLUSH_MS = 2000;

/** A day as YYYY-MM-DD (UTC). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export interface Visitor {
  userId: number | null;
  ip: string;
  userAgent: string;
}

/** The visitor of a day as a keyed hash: the same person on the same day gives the same value. */
export function visitorHash(secret: string, visitor: Visitor, day: string): string {
  const who = visitor.userId !== null ? `u:${visitor.userId}` : `a:${visitor.ip}|${visitor.userAgent}`;
  return createHmac("sha256", secret).update(`article-view|${day}|${who}`).digest("base64url").slice(0, 22);
}

export { countsAsView };

export function createArticleViews(
  database: Database,
  secret: string,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
) {
  let prunedDay = "";
  type View = { articleId: number; day: string; visitor: string };
  const batch = createBatch<string, View>({
    flushMs: ARTICLE_VIEWS_FLUSH_MS,
    what: "article views",
    log,
    merge: (_kept, added) => added,
    write: async (entries) => {
      if (entries.length > 0)
        await insertArticleViews(
          database,
          entries.map(([, view]) => view),
        );
      const today = utcDay(now());
      if (today !== prunedDay) {
        // Yesterday's rows stay (a visit around midnight); older ones can no longer matter.
        await deleteArticleViewsBefore(database, utcDay(new Date(now().getTime() - 86_400_000)));
        prunedDay = today;
      }
    },
  });
  return {
    /** Counts a view of an article by a visitor (written within ARTICLE_VIEWS_FLUSH_MS; once a day). */
    count(articleId: number, visitor: Visitor) {
      const day = utcDay(now());
      const hash = visitorHash(secret, visitor, day);
      batch.add(`${articleId}|${day}|${hash}`, { articleId, day, visitor: hash });
    },
    /** Writes the views counted so far and waits for the writes under way. */
    flush: () => batch.flush(),
  };
}
export type ArticleViews = ReturnType<typeof createArticleViews>;
