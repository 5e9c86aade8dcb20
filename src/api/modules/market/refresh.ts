/**
 * The market-data refresh job (issue 18, docs/decisions/040): on the clock every
 * MARKET_REFRESH_MINUTES (pg-boss's schedule: one run per tick whatever the number of processes),
 * and once at start when the stored figures are missing or older than that. A failure keeps the
 * last good data: the job is marked failed (logged), retried once a minute later, and the next tick
 * tries again. Nothing is scheduled without MARKET_DATA_URL.
 */
import type { Jobs } from "../../infra/jobs.ts";
import type { MarketSettings } from "../../settings.ts";
import type { MarketService } from "./service.ts";

export const MARKET_REFRESH_QUEUE = "market-refresh";

export interface RefreshJobData {
  /** Skip when the stored figures are younger than this (the start-up run). */
  minAgeSeconds?: number;
}

/** The cron line of "every N minutes" (1-60), in UTC. */
export function refreshCron(minutes: number): string {
  return minutes >= 60 ? "0 * * * *" : `*/${Math.max(1, Math.floor(minutes))} * * * *`;
}

export async function defineMarketRefresh(jobs: Jobs, market: MarketService, settings: MarketSettings) {
  await jobs.define<RefreshJobData>(
    MARKET_REFRESH_QUEUE,
    async (data) => {
      const result = await market.refresh({ minAgeSeconds: data.minAgeSeconds });
      if (result.status === "failed") throw new Error(result.message);
    },
    { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 5 * 60 },
  );
  if (market.hasProvider) await jobs.schedule(MARKET_REFRESH_QUEUE, refreshCron(settings.refreshMinutes));
  return {
    /** After the queue started: a refresh unless the stored figures are fresh (checked by the job). */
    async atStart() {
      if (!market.hasProvider) return;
      await jobs.send<RefreshJobData>(MARKET_REFRESH_QUEUE, { minAgeSeconds: settings.refreshMinutes * 60 });
    },
  };
}
