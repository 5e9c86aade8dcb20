import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categorySchema } from "../../../common/api/catalog.ts";
import {
  serviceCategoriesQuery,
  serviceCategoryList,
  serviceDetailSchema,
  servicePropertiesQuery,
  servicePropertiesResult,
} from "../../../common/api/services.ts";
import { badRequestError, detailError, idParams } from "../../../common/api/shared.ts";
import type { RouteDeps } from "../../app.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import { countsAsView, visitorOf } from "../catalog/public.ts";
import { createServicesService } from "./service.ts";

const tags = ["services-catalog"];

/** The services catalogue (GET /api/search/services/ lives with the other searches, in search/routes.ts). */
export const servicesRoutes =
  ({ database, catalog, recentViews }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const services = createServicesService(database, catalog);

    app.get(
      "/api/services-catalog/services/:id",
      {
        schema: {
          tags,
          summary:
            "One service's public page: images, location, countries and regions served, properties, seller",
          params: idParams,
          response: { 200: serviceDetailSchema, 400: badRequestError, 404: detailError },
        },
        // A person's look at a public service counts for the trending services (issue 20).
        onResponse: async (request, reply) => {
          if (reply.statusCode === 200 && countsAsView(request.headers))
            recentViews.count("service", request.params.id, visitorOf(request));
        },
      },
      async (request) => services.detail(request.params.id, requestLocale(request)),
    );

    app.get(
      "/api/services-catalog/categories",
      {
        schema: {
          tags,
          summary: "Service categories (parents first), with counts of public services",
          querystring: serviceCategoriesQuery,
          response: { 200: serviceCategoryList, 400: badRequestError },
        },
      },
      async (request) => {
        const { page, page_size } = request.query;
        const all = await services.listCategories(requestLocale(request));
        const start = (page - 1) * page_size;
        return {
          count: all.length,
          ...pageLinks(request, page, page_size, all.length),
          results: all.slice(start, start + page_size),
        };
      },
    );

    app.get(
      "/api/services-catalog/categories/:id",
      {
        schema: {
          tags,
          summary: "One service category, with its count of public services",
          params: idParams,
          response: { 200: categorySchema, 400: badRequestError, 404: detailError },
        },
      },
      async (request) => services.category(request.params.id, requestLocale(request)),
    );

    app.get(
      "/api/services-catalog/properties/",
      {
        schema: {
          tags,
          summary: "Property definitions of each service category, with labels in the caller's language",
          querystring: servicePropertiesQuery,
          response: { 200: servicePropertiesResult, 400: badRequestError },
        },
      },
      async (request) => services.properties(request.query.filter_by_categories, requestLocale(request)),
    );
  };
