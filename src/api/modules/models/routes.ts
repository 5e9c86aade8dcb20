import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  minerModelDetailSchema,
  modelOfferList,
  modelOffersQuery,
  priceHistoryQuery,
  priceHistorySchema,
} from "../../../common/api/models.ts";
import { badRequestError, detailError, idParams } from "../../../common/api/shared.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import type { ModelsService } from "./service.ts";

const tags = ["models"];

export const modelsRoutes =
  (models: ModelsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/models/miners/:id/",
      {
        schema: {
          tags,
          summary:
            "One miner model: brand, algorithm, hashrate, power, specifications, and its public offers' count and the cheapest one's price",
          params: idParams,
          response: { 200: minerModelDetailSchema, 400: badRequestError, 404: detailError },
        },
      },
      async (request) => models.model(request.params.id),
    );

    app.get(
      "/api/models/miners/:id/offers/",
      {
        schema: {
          tags,
          summary:
            "Every public offer of a miner model across sellers, cheapest first (product cards, paged)",
          params: idParams,
          querystring: modelOffersQuery,
          response: { 200: modelOfferList, 400: badRequestError, 404: detailError },
        },
      },
      async (request) => {
        const { page, page_size } = request.query;
        const { count, results } = await models.offers(
          request.params.id,
          page,
          page_size,
          requestLocale(request),
        );
        return { count, ...pageLinks(request, page, page_size, count), results };
      },
    );

    app.get(
      "/api/models/miners/:id/price-history/",
      {
        schema: {
          tags,
          summary:
            "Daily asking prices of a miner model's public listings (median, lowest, highest, listing count) per condition and currency, over the last `days` days",
          params: idParams,
          querystring: priceHistoryQuery,
          response: { 200: priceHistorySchema, 400: badRequestError, 404: detailError },
        },
      },
      async (request) => {
        const { days, condition } = request.query;
        return models.priceHistory(request.params.id, { days, condition });
      },
    );
  };
