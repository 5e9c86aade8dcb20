import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  sellerCardList,
  sellerCountResult,
  sellerFilterList,
  sellerListQuery,
  sellerListResult,
  sellerProfileSchema,
  sellerRegionsQuery,
  similarCompaniesQuery,
} from "../../../common/api/sellers.ts";
import { badRequestError, detailError, idParams } from "../../../common/api/shared.ts";
import type { RouteDeps } from "../../app.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import { countsAsView, visitorOf } from "../catalog/public.ts";
import { createSellersService } from "./service.ts";

const tags = ["sellers"];

export const sellersRoutes =
  ({ database, recentViews }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const sellers = createSellersService(database);

    app.get(
      "/api/sellers/",
      {
        schema: {
          tags,
          summary:
            "The companies catalogue: active sellers, filtered, searched and paged, with region and country counts",
          querystring: sellerListQuery,
          response: { 200: sellerListResult, 400: badRequestError },
        },
      },
      async (request) => {
        const q = request.query;
        const result = await sellers.list(q, requestLocale(request));
        return { ...result, ...pageLinks(request, q.page, q.page_size, result.count) };
      },
    );

    app.get(
      "/api/sellers/for-filters",
      {
        schema: {
          tags,
          summary: "Sellers with public products or services (id and name), for the seller filter",
          querystring: sellerRegionsQuery,
          response: { 200: sellerFilterList, 400: badRequestError },
        },
      },
      async (request) => sellers.forFilters(request.query.regions),
    );

    app.get(
      "/api/sellers/count",
      {
        schema: {
          tags,
          summary: "How many active sellers a region has (AW or none: all), with every region's count",
          querystring: sellerRegionsQuery,
          response: { 200: sellerCountResult, 400: badRequestError },
        },
      },
      async (request) => sellers.count(request.query.regions, requestLocale(request)),
    );

    app.get(
      "/api/sellers/:id",
      {
        schema: {
          tags,
          summary: "A company's public page: contacts, head office, offices, gallery, counts",
          params: idParams,
          response: { 200: sellerProfileSchema, 400: badRequestError, 404: detailError },
        },
        // A person's look at a public company counts for the trending companies (issue 20).
        onResponse: async (request, reply) => {
          if (reply.statusCode === 200 && countsAsView(request.headers))
            recentViews.count("company", request.params.id, visitorOf(request));
        },
      },
      async (request) => sellers.profile(request.params.id, requestLocale(request)),
    );

    app.get(
      "/api/sellers/:id/similar-companies/",
      {
        schema: {
          tags,
          summary: "Companies like this one: same region and shared categories first",
          params: idParams,
          querystring: similarCompaniesQuery,
          response: { 200: sellerCardList, 400: badRequestError, 404: detailError },
        },
      },
      async (request) => sellers.similar(request.params.id, request.query.limit, requestLocale(request)),
    );
  };
