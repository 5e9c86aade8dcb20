/**
 * What every page needs for the profit figures of miner cards (issue 18, part 3), read once by the
 * root loader: the revenue rates (GET /api/profit/rates/, a few numbers) and the buyer's
 * electricity price. A failing call hides the figures rather than the page.
 */
import type { AppLoadContext } from "react-router";
import { apiFor } from "../../lib/api.server.ts";
import { buyerElectricityPrice } from "./electricity.server.ts";
import type { ProfitContext } from "./use-profit.ts";

export async function profitContext(
  request: Request,
  context: AppLoadContext,
): Promise<ProfitContext | null> {
  try {
    const [rates, price] = await Promise.all([
      apiFor(request, context).call("profit.rates"),
      buyerElectricityPrice(request, context),
    ]);
    return {
      rates: { rates: rates.rates, usdPerEur: rates.usd_per_eur },
      electricityPrice: price ?? rates.default_electricity_price,
      poolFeePercent: rates.pool_fee_percent,
      readAt: rates.read_at,
    };
  } catch {
    return null;
  }
}
