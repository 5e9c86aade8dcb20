import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  brandList,
  brandsQuery,
  categoriesQuery,
  categoryList,
  categoryMenu,
  productDetailSchema,
  skuParams,
} from "../../../common/api/catalog.ts";
import { detailError, fieldErrors } from "../../../common/api/shared.ts";
import type { RouteDeps } from "../../app.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import { selectBrands } from "./queries.ts";

const tags = ["products-catalog"];

export const catalogRoutes =
  ({ database, catalog }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/products-catalog/categories/",
      {
        schema: {
          tags,
          summary: "Product categories (flat, parents first), with counts of public products",
          querystring: categoriesQuery,
          response: { 200: categoryList, 400: fieldErrors },
        },
      },
      async (request) => {
        const { page, page_size, parent_id } = request.query;
        const all = (await catalog.listCategories("product", requestLocale(request))).filter(
          (c) => parent_id === undefined || c.parent_id === parent_id,
        );
        const start = (page - 1) * page_size;
        return { count: all.length, ...pageLinks(request, page, page_size, all.length), results: all.slice(start, start + page_size) };
      },
    );

    app.get(
      "/api/products-catalog/categories/menu/",
      {
        schema: {
          tags,
          summary: "The category menu: top categories with their subcategories",
          response: { 200: categoryMenu },
        },
      },
      async (request) => catalog.categoryMenu("product", requestLocale(request)),
    );

    app.get(
      "/api/products-catalog/brands/",
      {
        schema: {
          tags,
          summary: "Brands, with counts of public products",
          querystring: brandsQuery,
          response: { 200: brandList, 400: fieldErrors },
        },
      },
      async (request) => {
        const { page, page_size, search } = request.query;
        const { count, rows } = await selectBrands(database, { search, limit: page_size, offset: (page - 1) * page_size });
        return { count, ...pageLinks(request, page, page_size, count), results: rows };
      },
    );

    app.get(
      "/api/products-catalog/products/:sku",
      {
        schema: {
          tags,
          summary: "One product's public page",
          params: skuParams,
          response: { 200: productDetailSchema, 400: fieldErrors, 404: detailError },
        },
      },
      async (request) => catalog.getProduct(request.params.sku, requestLocale(request)),
    );
  };
