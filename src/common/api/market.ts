/**
 * The market figures of the mining economics (issue 18): coins with their prices and network
 * figures, how old they are, and Bitcoin's next halving.
 */
import { z } from "zod";

export const coinSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  algorithm: z.string(),
  priceUsd: z.number(),
  priceEur: z.number(),
  blockReward: z.number(),
  blockTimeSec: z.number(),
  blockHeight: z.number(),
  networkHashrateHs: z.number().optional(),
  difficulty: z.number().optional(),
  hashesPerDifficulty: z.number().optional(),
  /** When this coin's figures were read (ISO): a coin the provider stopped answering keeps its last reading. */
  readAt: z.string().optional(),
  /** "snapshot": this coin's figures are the ones shipped with the code. */
  source: z.enum(["provider", "snapshot"]).optional(),
});
export type MarketCoin = z.infer<typeof coinSchema>;

export const halvingSchema = z.object({
  height: z.number(),
  halvingHeight: z.number(),
  blocksLeft: z.number(),
  averageBlockTimeSec: z.number(),
  estimatedAt: z.string(),
  secondsLeft: z.number(),
  /**
   * Where averageBlockTimeSec comes from: "readings", the heights read over the last 24 hours;
   * "target", Bitcoin's 600 s (too few readings yet).
   */
  blockTimeFrom: z.enum(["readings", "target"]).optional(),
});

export const marketOverview = z.object({
  coins: z.array(coinSchema),
  /** When the figures were read from their source (ISO date-time). */
  readAt: z.string(),
  /**
   * "snapshot": the figures shipped with the code (no provider has answered). "provider": the
   * provider answered, and readAt is its latest answer; a coin it never answered is still the
   * snapshot's (see each coin's source and readAt).
   */
  source: z.enum(["provider", "snapshot"]),
  halving: halvingSchema,
});
export type MarketOverview = z.infer<typeof marketOverview>;
