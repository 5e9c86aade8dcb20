import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { marketOverview } from "../../../common/api/market.ts";
import type { MarketService } from "./service.ts";

const tags = ["market"];

export const marketRoutes =
  (market: MarketService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/market/",
      {
        schema: {
          tags,
          summary:
            "Coin prices (USD, EUR) and network figures per algorithm, their age and source, and Bitcoin's next halving estimate",
          response: { 200: marketOverview },
        },
      },
      async () => market.overview(),
    );
  };
