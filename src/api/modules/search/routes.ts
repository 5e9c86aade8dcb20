import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { productSearchQuery, productSearchResult } from "../../../common/api/catalog.ts";
import { fieldErrors } from "../../../common/api/shared.ts";
import type { RouteDeps } from "../../app.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import { searchProducts } from "./products.ts";

const tags = ["search"];

export const searchRoutes =
  ({ database, catalog }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/search/products/",
      {
        schema: {
          tags,
          summary: "Search and filter public products, with facet counts",
          querystring: productSearchQuery,
          response: { 200: productSearchResult, 400: fieldErrors },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const q = request.query;
        const result = await searchProducts(database, q, await catalog.listCategories("product", locale), locale);
        return { ...result, ...pageLinks(request, q.page, q.page_size, result.count) };
      },
    );
  };
