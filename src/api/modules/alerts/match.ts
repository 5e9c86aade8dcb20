/**
 * Matching as jobs (decision 053). When a product becomes public, one job matches that product
 * against the saved searches: one indexed statement picks the candidates by their normalised
 * columns (category, brand, price bounds), then the search's own conditions are checked on those
 * few over the product's one row (`filterSetsMatching`: the text, regions, hashrate, profit...),
 * so no saved search scans the catalogue. Price-drop alerts of the product's model are checked when
 * it becomes public and when its price changes. What matched becomes a pending item: of the daily
 * digest, or of an instant alert's job queued in the same transaction (decision 064). A search whose
 * text names a miner model matches listings of exactly that model (model-names.ts).
 */
import { productSearchQuery } from "../../../common/api/catalog.ts";
import type { Database } from "../../db/client.ts";
import type { Jobs, Tx } from "../../infra/jobs.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { MarketService } from "../market/service.ts";
import { economicsOf, filterSetsMatching, filtersFromQuery } from "../search/public.ts";
import { queueInstant } from "./instant.ts";
import { listingModel, modelsNamed } from "./model-names.ts";
import * as q from "./queries.ts";

export const ALERTS_MATCH_QUEUE = "alerts-match-product";

export interface MatchJob {
  productId: number;
  /** "public": it just went on sale (saved searches and price drops); "price": its price changed (price drops). */
  reason: "public" | "price";
}

export interface MatchDeps {
  database: Database;
  jobs: Jobs;
  catalog: CatalogService;
  market: MarketService;
  defaultElectricityPrice: number;
}

/**
 * The saved searches among the candidates that the product matches, as the catalogue search would;
 * a search whose text names a model also needs the listing to be of that model ("S21 Pro" is never
 * an S21+ or an S21 XP, though the catalogue's forgiving text search lists them too).
 */
async function matchingSearches(deps: MatchDeps, facts: q.ProductFacts) {
  const candidates = await q.searchCandidates(deps.database, facts);
  if (!candidates.length) return [];
  const categories = await deps.catalog.listCategories("product", "en");
  const models = await q.modelNames(deps.database);
  const model = listingModel(facts, models);
  const sets = [];
  for (const c of candidates) {
    const parsed = productSearchQuery.safeParse(c.query);
    if (!parsed.success) continue;
    const named = modelsNamed(parsed.data.search, models);
    if (named.length && (model === null || !named.includes(model))) continue;
    sets.push({
      key: c.id,
      f: filtersFromQuery(parsed.data, categories, await economicsOf(deps, parsed.data)),
    });
  }
  const matched = new Set(await filterSetsMatching(deps.database, facts.id, sets));
  return candidates.filter((c) => matched.has(c.id));
}

/** Matches one product now; how many new items it recorded. */
export async function matchProduct(deps: MatchDeps, job: MatchJob): Promise<number> {
  const facts = await q.productFacts(deps.database, job.productId);
  if (!facts?.public) return 0;
  const price = facts.price_min === null ? null : Number(facts.price_min);
  const searches = job.reason === "public" ? await matchingSearches(deps, facts) : [];
  const drops = await q.priceDropCandidates(deps.database, facts);
  const items = [
    ...searches.map((s) => ({ userId: s.user_id, alertId: s.id, productId: facts.id, price: null })),
    ...drops.map((d) => ({ userId: d.user_id, alertId: d.id, productId: facts.id, price })),
  ];
  if (!items.length) return 0;
  return deps.database.db.transaction(async (tx) => {
    const added = await q.addItems(q.onTx(tx), items);
    await queueInstant(deps.jobs, tx, facts.id);
    return added;
  });
}

/**
 * The listings core's events for products (seller-products wires them): a job per product, written
 * in the transaction that made it public or changed its price.
 */
export function productEvents(jobs: Jobs) {
  const enqueue = async (tx: Tx, ids: number[], reason: MatchJob["reason"]) => {
    for (const productId of ids) await jobs.send<MatchJob>(ALERTS_MATCH_QUEUE, { productId, reason }, { tx });
  };
  return {
    published: (tx: Tx, ids: number[]) => enqueue(tx, ids, "public"),
    repriced: (tx: Tx, ids: number[]) => enqueue(tx, ids, "price"),
  };
}

export async function defineMatching(jobs: Jobs, deps: MatchDeps) {
  await jobs.define<MatchJob>(
    ALERTS_MATCH_QUEUE,
    async (job) => {
      if (typeof job.productId !== "number") return;
      await matchProduct(deps, job);
    },
    { retryLimit: 3, retryDelaySeconds: 30 },
  );
}
