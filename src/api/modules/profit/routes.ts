/**
 * The profit figures' inputs for the pages (issue 18, part 3; decision 043): one small answer per
 * page, from which cards and the product page compute each listing's profit/day and payback.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profitRatesResult } from "../../../common/api/profit.ts";
import type { CoinData } from "../../../common/economics.ts";
import { POOL_FEE_PERCENT, type ProfitRates, profitRatesOf } from "../../../common/profit.ts";
import type { MarketService } from "../market/service.ts";

const tags = ["market"];

export const profitRoutes =
  (deps: { market: MarketService; defaultElectricityPrice: number }): FastifyPluginAsyncZod =>
  async (app) => {
    // The market hands the same coin list until its figures change: compute the rates once per list.
    const byCoins = new WeakMap<CoinData[], ProfitRates>();
    app.get(
      "/api/profit/rates/",
      {
        schema: {
          tags,
          summary:
            "Revenue per hash per day of each algorithm, the USD/EUR ratio, the pool fee and the default electricity price of the profit/day and payback figures",
          response: { 200: profitRatesResult },
        },
      },
      async () => {
        const view = await deps.market.current();
        let rates = byCoins.get(view.coins);
        if (!rates) {
          rates = profitRatesOf(view.coins);
          byCoins.set(view.coins, rates);
        }
        return {
          rates: rates.rates,
          usd_per_eur: rates.usdPerEur,
          pool_fee_percent: POOL_FEE_PERCENT,
          default_electricity_price: deps.defaultElectricityPrice,
          read_at: view.readAt,
        };
      },
    );
  };
