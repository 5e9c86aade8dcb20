import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  articleCategoryList,
  articleDetailSchema,
  articleList,
  articleListQuery,
  articleSlugParams,
  articleViewResult,
} from "../../../common/api/blog.ts";
import { badRequestError, detailError } from "../../../common/api/shared.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import type { BlogService } from "./service.ts";
import { countsAsView } from "./views.ts";

const tags = ["blog"];

/** The public calls of the articles (spec section 7, "Blog and banners"; issue 19). */
export const blogRoutes =
  (blog: BlogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/blog/categories/",
      {
        schema: {
          tags,
          summary: "The article categories in order, each with its count of published articles",
          response: { 200: articleCategoryList },
        },
      },
      async (request) => blog.categories(requestLocale(request)),
    );

    app.get(
      "/api/blog/articles/",
      {
        schema: {
          tags,
          summary:
            "Published articles, newest first, paged, optionally of one category, in the caller's language (or the other, marked as a fallback)",
          querystring: articleListQuery,
          response: { 200: articleList, 400: badRequestError },
        },
      },
      async (request) => {
        const q = request.query;
        const result = await blog.list(q, requestLocale(request));
        return { ...result, ...pageLinks(request, q.page, q.page_size, result.count) };
      },
    );

    app.get(
      "/api/blog/articles/:slug",
      {
        schema: {
          tags,
          summary:
            "One published article: sanitised HTML body, table of contents, related models and products, other articles",
          params: articleSlugParams,
          response: { 200: articleDetailSchema, 400: badRequestError, 404: detailError },
        },
      },
      async (request) => blog.article(request.params.slug, requestLocale(request)),
    );

    app.post(
      "/api/blog/articles/:slug/view/",
      {
        schema: {
          tags,
          summary:
            "Counts a view of a published article by this visitor (signed-in user, or address and browser): once per visitor per day (UTC), within seconds; crawlers and prefetches are not counted",
          params: articleSlugParams,
          response: { 202: articleViewResult, 400: badRequestError, 404: detailError },
        },
      },
      async (request, reply) => {
        const accepted = countsAsView(request.headers);
        if (accepted) {
          await blog.view(request.params.slug, {
            userId: request.user?.id ?? null,
            ip: request.ip,
            userAgent: String(request.headers["user-agent"] ?? ""),
          });
        }
        reply.code(202);
        return { accepted };
      },
    );
  };
