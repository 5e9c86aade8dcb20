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
});

export const halvingSchema = z.object({
  height: z.number(),
  halvingHeight: z.number(),
  blocksLeft: z.number(),
  averageBlockTimeSec: z.number(),
  estimatedAt: z.string(),
  secondsLeft: z.number(),
});

export const marketOverview = z.object({
  coins: z.array(coinSchema),
  /** When the figures were read from their source (ISO date-time). */
  readAt: z.string(),
  /** "snapshot": the figures shipped with the code (no provider has answered). */
  source: z.enum(["provider", "snapshot"]),
  halving: halvingSchema,
});
export type MarketOverview = z.infer<typeof marketOverview>;
