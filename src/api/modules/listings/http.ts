/**
 * The HTTP face of "my listings" (issue 17), once for products and services: the caller's list
 * with page links, the tabs' counts by status and the categories filter. Each kind gives its
 * paths, its schemas (common/api) and its service's calls; every route needs a signed-in user.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { workspaceErrors } from "../../../common/api/shared.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { type AuthUser, requireUser, signedIn } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
type Call<Q, Out> = (auth: AuthUser, query: Q, locale: Locale) => Promise<Out>;
type Paged = z.ZodType<{ page: number; page_size: number }>;

export interface MyListingRoutes<LQ extends Paged, SQ extends z.ZodType, CQ extends z.ZodType> {
  tags: string[];
  /** The list's path; the counts are under `${path}/statuses-info` and `categoriesPath`. */
  path: string;
  categoriesPath: string;
  /** "products" or "services", for the summaries. */
  noun: string;
  query: { list: LQ; statuses: SQ; categories: CQ };
  response: { list: z.ZodType; statuses: z.ZodType; categories: z.ZodType };
  list: Call<z.infer<LQ>, { count: number }>;
  statusesInfo: Call<z.infer<SQ>, unknown>;
  myCategories: Call<z.infer<CQ>, unknown>;
}

export function myListingRoutes<LQ extends Paged, SQ extends z.ZodType, CQ extends z.ZodType>(
  app: App,
  r: MyListingRoutes<LQ, SQ, CQ>,
) {
  const errors = workspaceErrors;
  const tags = r.tags;
  app.get(
    `${r.path}/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: `The caller's ${r.noun} (any status), with rejection reasons, pending changes and actions`,
        querystring: r.query.list,
        response: { 200: r.response.list, ...errors },
      },
    },
    async (request) => {
      const query = request.query as z.infer<LQ>;
      const out = await r.list(requireUser(request), query, requestLocale(request));
      return { ...out, ...pageLinks(request, query.page, query.page_size, out.count) };
    },
  );
  app.get(
    `${r.path}/statuses-info`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: `How many of the caller's ${r.noun} have each status (the tabs' counts)`,
        querystring: r.query.statuses,
        response: { 200: r.response.statuses, ...errors },
      },
    },
    async (request) =>
      r.statusesInfo(requireUser(request), request.query as z.infer<SQ>, requestLocale(request)),
  );
  app.get(
    r.categoriesPath,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: `The categories the caller's ${r.noun} are listed in, with counts`,
        querystring: r.query.categories,
        response: { 200: r.response.categories, ...errors },
      },
    },
    async (request) =>
      r.myCategories(requireUser(request), request.query as z.infer<CQ>, requestLocale(request)),
  );
}
