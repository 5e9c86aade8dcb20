/**
 * Rules of the model pages (issue 18): a miner model, its current offers across sellers (cheapest
 * first) and the price history of its listings, recorded daily by a job (docs/decisions/041).
 */
import type { MinerModelDetail, ModelOfferList, PriceHistory } from "../../../common/api/models.ts";
import type { ProductCondition } from "../../../common/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import type { Jobs } from "../../infra/jobs.ts";
import { productCards } from "../catalog/public.ts";
import { type PriceDayRow, recordPriceDay, selectPriceDays } from "./price-queries.ts";
import { modelExists, selectModel, selectOfferIds } from "./queries.ts";

export const PRICE_HISTORY_QUEUE = "models-price-history";

export interface ModelsDeps {
  database: Database;
  /** The clock (tests set the day). */
  now?: () => Date;
}

/** A UTC day as YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

async function model(deps: ModelsDeps, id: number): Promise<MinerModelDetail> {
  const found = await selectModel(deps.database, id);
  if (!found) throw notFound("error.modelNotFound");
  return found;
}

/** A page of the model's public offers as catalogue cards, cheapest first (`next`/`previous` by the route). */
async function offers(
  deps: ModelsDeps,
  id: number,
  page: number,
  pageSize: number,
  locale: Locale,
): Promise<Omit<ModelOfferList, "next" | "previous">> {
  const [exists, { ids, count }] = await Promise.all([
    modelExists(deps.database, id),
    selectOfferIds(deps.database, id, pageSize, (page - 1) * pageSize),
  ]);
  if (!exists) throw notFound("error.modelNotFound");
  return { count, results: await productCards(deps.database, ids, locale) };
}

/** Rows in order of (condition, currency, day) as series, the most listed (on its last day) first. */
function toSeries(rows: PriceDayRow[]): PriceHistory["series"] {
  const series: PriceHistory["series"] = [];
  for (const r of rows) {
    let last = series[series.length - 1];
    if (!last || last.condition !== r.condition || last.currency !== r.currency) {
      last = { condition: r.condition, currency: r.currency, points: [] };
      series.push(last);
    }
    last.points.push({
      day: r.day,
      median: Number(r.median),
      min: Number(r.min),
      max: Number(r.max),
      listings: r.listings,
    });
  }
  const latest = (s: PriceHistory["series"][number]) => s.points[s.points.length - 1]?.listings ?? 0;
  return series.sort((a, b) => latest(b) - latest(a));
}

/** The last `days` days (today included) of the model's figures; 404 for an unknown model. */
async function priceHistory(
  deps: ModelsDeps,
  id: number,
  opts: { days: number; condition?: ProductCondition },
): Promise<PriceHistory> {
  const today = (deps.now ?? (() => new Date()))();
  const to = utcDay(today);
  const from = utcDay(new Date(today.getTime() - (opts.days - 1) * 86_400_000));
  const [exists, rows] = await Promise.all([
    modelExists(deps.database, id),
    selectPriceDays(deps.database, id, from, to, opts.condition ?? null),
  ]);
  if (!exists) throw notFound("error.modelNotFound");
  return { model_id: id, from, to, series: toSeries(rows) };
}

/** Records the day's figures of every model (default: today, UTC); idempotent. */
function recordDay(deps: ModelsDeps, day?: string): Promise<number> {
  return recordPriceDay(deps.database, day ?? utcDay((deps.now ?? (() => new Date()))()));
}

export function createModelsService(deps: ModelsDeps) {
  return {
    model: (id: number) => model(deps, id),
    offers: (id: number, page: number, pageSize: number, locale: Locale) =>
      offers(deps, id, page, pageSize, locale),
    priceHistory: (id: number, opts: { days: number; condition?: ProductCondition }) =>
      priceHistory(deps, id, opts),
    recordDay: (day?: string) => recordDay(deps, day),
  };
}
export type ModelsService = ReturnType<typeof createModelsService>;

/**
 * The job that keeps the history: hourly, it rewrites today's rows from the listings as they are,
 * so the last run of a day stands for it and a server that was down at midnight misses no day it
 * was up for (one statement over the public listings, about 1 s at 100,000 products).
 */
export async function definePriceHistoryJob(jobs: Jobs, models: ModelsService): Promise<void> {
  await jobs.define(
    PRICE_HISTORY_QUEUE,
    async () => {
      await models.recordDay();
    },
    { retryLimit: 2, retryDelaySeconds: 60 },
  );
  await jobs.schedule(PRICE_HISTORY_QUEUE, "41 * * * *");
}
