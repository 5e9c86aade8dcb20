import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { productSearchQuery, productSearchResult } from "../../../common/api/catalog.ts";
import {
  fullSearchQuery,
  fullSearchResult,
  historyDeleteQuery,
  historyList,
  historyQuery,
  popularList,
  popularQuery,
  suggestionList,
  suggestionsQuery,
  trendingProductList,
  trendingProductsQuery,
} from "../../../common/api/search.ts";
import { serviceSearchQuery, serviceSearchResult } from "../../../common/api/services.ts";
import { badRequestError, detailError } from "../../../common/api/shared.ts";
import type { RouteDeps } from "../../app.ts";
import { requireUser } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import { createSearchService } from "./service.ts";
import { createTrending } from "./trending.ts";

const tags = ["search"];

export const searchRoutes =
  ({ database, catalog, searchLog: log, market, settings }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const search = createSearchService({
      database,
      catalog,
      log,
      market,
      defaultElectricityPrice: settings.defaultElectricityPrice,
    });
    const trending = createTrending(database);

    const caller = (request: { user: { id: number } | null }, locale: ReturnType<typeof requestLocale>) => ({
      locale,
      userId: request.user?.id ?? null,
    });

    app.get(
      "/api/search/products/",
      {
        schema: {
          tags,
          summary:
            "Search and filter public products (miner filters, profit/day and payback at an electricity price included), with facet counts",
          querystring: productSearchQuery,
          response: { 200: productSearchResult, 400: badRequestError },
        },
      },
      async (request) => {
        const q = request.query;
        const result = await search.products(q, caller(request, requestLocale(request)));
        return { ...result, ...pageLinks(request, q.page, q.page_size, result.count) };
      },
    );

    app.get(
      "/api/search/products/trending/",
      {
        schema: {
          tags,
          summary:
            "The most viewed public products (views since listing), optionally those delivered to a region",
          querystring: trendingProductsQuery,
          response: { 200: trendingProductList, 400: badRequestError },
        },
      },
      async (request) => trending.products(request.query.region, request.query.limit, requestLocale(request)),
    );

    app.get(
      "/api/search/services/",
      {
        schema: {
          tags: [...tags, "services-catalog"],
          summary: "Search and filter public services, with facet counts",
          querystring: serviceSearchQuery,
          response: { 200: serviceSearchResult, 400: badRequestError },
        },
      },
      async (request) => {
        const q = request.query;
        const result = await search.services(q, caller(request, requestLocale(request)));
        return { ...result, ...pageLinks(request, q.page, q.page_size, result.count) };
      },
    );

    app.get(
      "/api/search/full-search/",
      {
        schema: {
          tags,
          summary:
            "Products, services and companies matching a text, grouped: counts and the best few of each",
          querystring: fullSearchQuery,
          response: { 200: fullSearchResult, 400: badRequestError },
        },
      },
      async (request) => search.full(request.query.search_text, caller(request, requestLocale(request))),
    );

    app.get(
      "/api/search/suggestions/",
      {
        schema: {
          tags,
          summary:
            "Suggestions as you type (typo-tolerant): models, brands, categories, companies, products, services",
          querystring: suggestionsQuery,
          response: { 200: suggestionList, 400: badRequestError },
        },
      },
      async (request) => search.suggestions(request.query.q, requestLocale(request), request.query.limit),
    );

    app.get(
      "/api/search/popular/",
      {
        schema: {
          tags,
          summary: "The most frequent searches that found something, in the caller's language",
          querystring: popularQuery,
          response: { 200: popularList, 400: badRequestError },
        },
      },
      async (request) => log.popular(requestLocale(request), request.query.limit),
    );

    app.get(
      "/api/search/history/",
      {
        schema: {
          tags,
          summary: "The signed-in user's recent searches, newest first, each once",
          querystring: historyQuery,
          response: { 200: historyList, 400: badRequestError, 401: detailError },
        },
      },
      async (request) => log.history(requireUser(request).id, request.query.limit),
    );

    app.delete(
      "/api/search/history/",
      {
        schema: {
          tags,
          summary: "Forgets the signed-in user's searches (all, or the one given as `query`)",
          querystring: historyDeleteQuery,
          response: { 204: z.null(), 400: badRequestError, 401: detailError, 403: detailError },
        },
      },
      async (request, reply) => {
        await log.clearHistory(requireUser(request).id, request.query.query);
        return reply.status(204).send(null);
      },
    );
  };
