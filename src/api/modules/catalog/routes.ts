import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  brandList,
  brandsQuery,
  categoriesQuery,
  categoryList,
  categoryMenu,
  minerModelList,
  minerModelsQuery,
  productCardList,
  productCountQuery,
  productCountResult,
  productDetailSchema,
  propertiesQuery,
  propertiesResult,
  similarQuery,
  skuParams,
} from "../../../common/api/catalog.ts";
import { badRequestError, detailError, idParams } from "../../../common/api/shared.ts";
import type { RouteDeps } from "../../app.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import { countsAsView, visitorOf } from "./views.ts";

const tags = ["products-catalog"];

export const catalogRoutes =
  ({ catalog, productViews: views, recentViews }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The product each answered product page showed, counted as a view once the answer is sent. */
    const shown = new WeakMap<object, number>();
    app.get(
      "/api/products-catalog/categories/",
      {
        schema: {
          tags,
          summary: "Product categories (flat, parents first), with counts of public products",
          querystring: categoriesQuery,
          response: { 200: categoryList, 400: badRequestError },
        },
      },
      async (request) => {
        const { page, page_size, parent_id } = request.query;
        const all = (await catalog.listCategories("product", requestLocale(request))).filter(
          (c) => parent_id === undefined || c.parent_id === parent_id,
        );
        const start = (page - 1) * page_size;
        return {
          count: all.length,
          ...pageLinks(request, page, page_size, all.length),
          results: all.slice(start, start + page_size),
        };
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
          response: { 200: brandList, 400: badRequestError },
        },
      },
      async (request) => {
        const { page, page_size, search } = request.query;
        const { count, rows } = await catalog.brands({
          search,
          limit: page_size,
          offset: (page - 1) * page_size,
        });
        return { count, ...pageLinks(request, page, page_size, count), results: rows };
      },
    );

    app.get(
      "/api/products-catalog/products/count",
      {
        schema: {
          tags,
          summary: "How many public products are delivered to a region (AW: all), with every region's count",
          querystring: productCountQuery,
          response: { 200: productCountResult, 400: badRequestError },
        },
      },
      async (request) => catalog.productCount(request.query.region, requestLocale(request)),
    );

    app.get(
      "/api/products-catalog/products/:id/similar",
      {
        schema: {
          tags,
          summary: "Public products like this one (same model, category, algorithm; nearby price)",
          params: idParams,
          querystring: similarQuery,
          response: { 200: productCardList, 400: badRequestError, 404: detailError },
        },
      },
      async (request) =>
        catalog.similarProducts(request.params.id, request.query.limit, requestLocale(request)),
    );

    app.get(
      "/api/products-catalog/properties",
      {
        schema: {
          tags,
          summary:
            "Filter definitions: specification keys, labels, units, options with counts and ranges; algorithms",
          querystring: propertiesQuery,
          response: { 200: propertiesResult, 400: badRequestError },
        },
      },
      async (request) => catalog.properties(request.query.filter_by_categories, requestLocale(request)),
    );

    app.get(
      "/api/models/miners/simple/",
      {
        schema: {
          tags: ["models"],
          summary: "Miner models with their main specifications (seller form, filters)",
          querystring: minerModelsQuery,
          response: { 200: minerModelList, 400: badRequestError },
        },
      },
      async (request) => {
        const { brand, algorithm, search } = request.query;
        return catalog.minerModels({ brandIds: brand, algorithms: algorithm, search });
      },
    );

    app.get(
      "/api/products-catalog/products/:sku",
      {
        schema: {
          tags,
          summary: "One product's public page",
          params: skuParams,
          response: { 200: productDetailSchema, 400: badRequestError, 404: detailError },
        },
        onResponse: async (request, reply) => {
          const id = shown.get(request);
          if (id !== undefined && reply.statusCode === 200) {
            views.count(id);
            recentViews.count("product", id, visitorOf(request));
          }
        },
      },
      async (request) => {
        const product = await catalog.getProduct(request.params.sku, requestLocale(request));
        if (countsAsView(request.headers)) shown.set(request, product.id);
        return product;
      },
    );
  };
