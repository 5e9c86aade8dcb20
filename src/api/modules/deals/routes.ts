import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  bestDealList,
  bestDealsQuery,
  specialOfferList,
  specialOffersQuery,
  trendingCompanyList,
  trendingProductList,
  trendingQuery,
  trendingServiceList,
} from "../../../common/api/deals.ts";
import { badRequestError } from "../../../common/api/shared.ts";
import { requestLocale } from "../../http/locale.ts";
import type { DealsService } from "./service.ts";

/** The marketplace widgets' calls (issue 20, docs/decisions/049). */
export const dealsRoutes =
  (deals: DealsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/products-catalog/special-offers/",
      {
        schema: {
          tags: ["products-catalog"],
          summary:
            "Public listings with a special offer under way (a discount with an end date), the biggest discount relative to the price first; an offer is gone once its end has passed",
          querystring: specialOffersQuery,
          response: { 200: specialOfferList, 400: badRequestError },
        },
      },
      async (request) => deals.specialOffers(request.query.page_size, requestLocale(request)),
    );

    app.get(
      "/api/products-catalog/best-deals/",
      {
        schema: {
          tags: ["products-catalog"],
          summary:
            "Per miner model, the public listing with the lowest asking price per TH/s (USD; EUR converted), the models whose best listing is furthest below the model's median first",
          querystring: bestDealsQuery,
          response: { 200: bestDealList, 400: badRequestError },
        },
      },
      async (request) => deals.bestDeals(request.query.page_size, requestLocale(request)),
    );

    const trendingSummary = (what: string) =>
      `The ${what} whose pages had the most visitors in the last 7 days (each visitor once a day), most first`;
    app.get(
      "/api/trending/products/",
      {
        schema: {
          tags: ["trending"],
          summary: trendingSummary("public products"),
          querystring: trendingQuery,
          response: { 200: trendingProductList, 400: badRequestError },
        },
      },
      async (request) => deals.trendingProducts(request.query.limit, requestLocale(request)),
    );
    app.get(
      "/api/trending/services/",
      {
        schema: {
          tags: ["trending"],
          summary: trendingSummary("public services"),
          querystring: trendingQuery,
          response: { 200: trendingServiceList, 400: badRequestError },
        },
      },
      async (request) => deals.trendingServices(request.query.limit, requestLocale(request)),
    );
    app.get(
      "/api/trending/companies/",
      {
        schema: {
          tags: ["trending"],
          summary: trendingSummary("active companies"),
          querystring: trendingQuery,
          response: { 200: trendingCompanyList, 400: badRequestError },
        },
      },
      async (request) => deals.trendingCompanies(request.query.limit, requestLocale(request)),
    );
  };
