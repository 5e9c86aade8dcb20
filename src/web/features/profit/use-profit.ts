/**
 * The profit figures of a listing on any page (issue 18, part 3): the root loader's rates and the
 * buyer's electricity price (context.server.ts), applied to the listing's own fields with
 * `listingProfit()`. No request per card: a card computes its figures while it renders.
 */
import { useRouteLoaderData } from "react-router";
import {
  type ListingProfit,
  listingProfit,
  type MinerFields,
  type ProfitRates,
} from "../../../common/profit.ts";

export interface ProfitContext {
  rates: ProfitRates;
  /** USD per kWh the figures use (the buyer's, or the site's default). */
  electricityPrice: number;
  poolFeePercent: number;
  /** When the coin figures were read (ISO). */
  readAt: string;
}

/** The root's profit context (null when the rates could not be read). */
export function useProfitContext(): ProfitContext | null {
  const root = useRouteLoaderData("root") as { profit?: ProfitContext | null } | undefined;
  return root?.profit ?? null;
}

/** A listing's figures at the buyer's electricity price; null for a listing that is not a miner. */
export function useListingProfit(
  listing: MinerFields,
): (ListingProfit & { electricityPrice: number }) | null {
  const ctx = useProfitContext();
  if (!ctx) return null;
  const fig = listingProfit(listing, ctx.rates, ctx.electricityPrice);
  return fig && { ...fig, electricityPrice: ctx.electricityPrice };
}
