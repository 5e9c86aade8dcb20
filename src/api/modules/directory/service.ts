/**
 * The moderator-kept directory (issue 20, decision 050): one entry shape for mining pools,
 * exchangers and OTC desks, and firmware and toolkit links, with the kind's own fields; the public
 * lists of /pool and /cryptoexchangers (filters and sorts in memory over a bounded list), the
 * firmware pages per brand and model, and pool ratings (one per user and pool, moderated).
 *
 * A pool's share of a coin's network comes from the market-data provider (decision 040) when the
 * provider answered for that coin and moderators gave the pool's hashrate; otherwise from the
 * share moderators keep. Each figure carries its date.
 */
import type {
  DirectoryEntry,
  DirectoryEntryBody,
  ExchangerFields,
  ExchangersQuery,
  ExchangerView,
  FirmwareFields,
  FirmwarePage,
  PoolFields,
  PoolsQuery,
  PoolView,
  RatingBody,
  RatingItem,
} from "../../../common/api/directory.ts";
import type { DirectoryKind, RatingStatus } from "../../../common/directory.ts";
import { networkHashrate } from "../../../common/economics.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { bindDeps } from "../../bind.ts";
import type { Database } from "../../db/client.ts";
import { AppError, notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import type { MarketService } from "../market/service.ts";
import * as q from "./queries.ts";

export const DIRECTORY_RATE_RULES = {
  rating: { name: "pool-rating:user", limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export interface DirectoryDeps {
  database: Database;
  market: MarketService;
  limiter: RateLimiter;
}

// ---------------------------------------------------------------- console
const entryView = (r: q.EntryRow): DirectoryEntry => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  website: r.website,
  description_en: r.description_en,
  description_fr: r.description_fr,
  figures_date: r.figures_date,
  archived: r.archived,
  updated_at: r.updated_at,
  pool: r.kind === "pool" ? (r.data as PoolFields) : null,
  exchanger: r.kind === "exchanger" ? (r.data as ExchangerFields) : null,
  firmware: r.kind === "firmware" ? (r.data as FirmwareFields) : null,
});

/** The row's values from a checked body; a firmware entry's brand and model must exist (400 naming them). */
async function valuesOf(database: Database, body: DirectoryEntryBody): Promise<q.EntryValues> {
  const base = {
    kind: body.kind,
    name: body.name,
    website: body.website,
    descriptionEn: body.description_en,
    descriptionFr: body.description_fr,
    figuresDate: body.figures_date,
    brandId: null,
    modelId: null,
  };
  if (body.kind === "pool") return { ...base, data: body.pool };
  if (body.kind === "exchanger") return { ...base, data: body.exchanger };
  const f = body.firmware;
  const found = await q.brandExists(database, f.brand_id, f.model_id);
  if (!found.brand)
    throw new AppError("bad_request", "directory.error.brand", undefined, {
      "firmware.brand_id": ["directory.error.brand"],
    });
  if (!found.model)
    throw new AppError("bad_request", "directory.error.model", undefined, {
      "firmware.model_id": ["directory.error.model"],
    });
  return { ...base, data: f, brandId: f.brand_id, modelId: f.model_id };
}

async function getEntry(deps: DirectoryDeps, id: number): Promise<DirectoryEntry> {
  const row = await q.entryById(deps.database, id);
  if (!row) throw notFound();
  return entryView(row);
}

async function listEntries(deps: DirectoryDeps, opts: { kind?: DirectoryKind; archived: boolean }) {
  const rows = await q.listEntries(deps.database, opts);
  return { count: rows.length, results: rows.map(entryView) };
}

async function createEntry(deps: DirectoryDeps, body: DirectoryEntryBody, user: AuthUser) {
  const id = await q.insertEntry(deps.database, await valuesOf(deps.database, body), user.id);
  return getEntry(deps, id);
}

/** Replaces an entry's fields; its kind cannot change (400 naming `kind`). */
async function updateEntry(deps: DirectoryDeps, id: number, body: DirectoryEntryBody) {
  const existing = await q.entryById(deps.database, id);
  if (!existing) throw notFound();
  if (existing.kind !== body.kind)
    throw new AppError("bad_request", "directory.error.kind", undefined, { kind: ["directory.error.kind"] });
  await q.updateEntry(deps.database, id, await valuesOf(deps.database, body));
  return getEntry(deps, id);
}

async function archiveEntry(deps: DirectoryDeps, id: number, archived: boolean) {
  if (!(await q.setArchived(deps.database, id, archived))) throw notFound();
  return getEntry(deps, id);
}

// ---------------------------------------------------------------- /pool
const describe = (r: q.EntryRow, locale: Locale) => (locale === "fr" ? r.description_fr : r.description_en);
const matchesRegion = (regions: readonly string[], region?: string) =>
  !region || regions.includes(region) || regions.includes("global");

/** Each coin's share of its network: the provider's figure where it has one, else the moderators'. */
async function poolCoins(deps: DirectoryDeps, r: q.EntryRow, f: PoolFields): Promise<PoolView["coins"]> {
  const market = await deps.market.current();
  return f.coins.map((c) => {
    const coin = market.coins.find((m) => m.symbol === c.symbol);
    const network = coin && coin.source === "provider" ? networkHashrate(coin) : 0;
    if (coin && network > 0 && c.hashrate_hs)
      return {
        symbol: c.symbol,
        min_payout: c.min_payout,
        share: {
          percent: (c.hashrate_hs / network) * 100,
          source: "provider" as const,
          date: coin.readAt ?? market.readAt,
        },
      };
    return {
      symbol: c.symbol,
      min_payout: c.min_payout,
      share:
        c.network_share_percent === null
          ? null
          : { percent: c.network_share_percent, source: "moderator" as const, date: r.figures_date },
    };
  });
}

type PoolSortKey = (p: PoolView, coin?: string) => number | string;
const coinOf = (p: PoolView, coin?: string) => p.coins.find((c) => c.symbol === coin) ?? p.coins[0];
const SORTS: Record<PoolsQuery["sort"], { key: PoolSortKey; desc: boolean }> = {
  rating: { key: (p) => (p.rating.average ?? -1) * 1e6 + p.rating.count, desc: true },
  fee: { key: (p) => p.fee_percent, desc: false },
  share: { key: (p, coin) => coinOf(p, coin)?.share?.percent ?? -1, desc: true },
  min_payout: { key: (p, coin) => coinOf(p, coin)?.min_payout ?? Number.MAX_VALUE, desc: false },
  name: { key: (p) => p.name.toLowerCase(), desc: false },
};

function sortPools(pools: PoolView[], query: PoolsQuery) {
  const { key, desc } = SORTS[query.sort];
  return pools.sort((a, b) => {
    const ka = key(a, query.coin);
    const kb = key(b, query.coin);
    const order = ka < kb ? -1 : ka > kb ? 1 : a.name.localeCompare(b.name);
    return desc && ka !== kb ? -order : order;
  });
}

/** The ratings' averages, latest reviews and the visitor's own, for the listed pools (three queries). */
async function ratingsOf(deps: DirectoryDeps, ids: number[], user: AuthUser | null) {
  const [summaries, reviews, mine] = await Promise.all([
    q.ratingSummaries(deps.database, ids),
    q.latestReviews(deps.database, ids),
    user ? q.userRatings(deps.database, user.id) : [],
  ]);
  return {
    summary: (id: number) => {
      const s = summaries.find((x) => x.entry_id === id);
      return { average: s?.average ?? null, count: s?.count ?? 0 };
    },
    reviews: (id: number) =>
      reviews
        .filter((x) => x.entry_id === id)
        .map(({ rating, review, author, created_at }) => ({ rating, review, author, created_at })),
    mine: (id: number) => {
      const m = mine.find((x) => x.entry_id === id);
      return m ? { rating: m.rating, review: m.review, status: m.status } : null;
    },
  };
}

async function pools(deps: DirectoryDeps, query: PoolsQuery, locale: Locale, user: AuthUser | null) {
  const rows = await q.publicEntries(deps.database, "pool");
  const allCoins = new Set<string>();
  const matching = rows.filter((r) => {
    const f = r.data as PoolFields;
    for (const c of f.coins) allCoins.add(c.symbol);
    return (
      (!query.coin || f.coins.some((c) => c.symbol === query.coin)) &&
      (!query.scheme || f.payout_schemes.includes(query.scheme)) &&
      matchesRegion(f.regions, query.region)
    );
  });
  const ratings = await ratingsOf(
    deps,
    matching.map((r) => r.id),
    user,
  );
  const results = await Promise.all(
    matching.map(async (r): Promise<PoolView> => {
      const f = r.data as PoolFields;
      return {
        id: r.id,
        name: r.name,
        website: r.website,
        description: describe(r, locale),
        fee_percent: f.fee_percent,
        payout_schemes: f.payout_schemes,
        regions: f.regions,
        servers: f.servers,
        coins: await poolCoins(deps, r, f),
        figures_date: r.figures_date,
        rating: ratings.summary(r.id),
        reviews: ratings.reviews(r.id),
        mine: ratings.mine(r.id),
      };
    }),
  );
  return { count: results.length, results: sortPools(results, query), coins: [...allCoins].sort() };
}

/** A signed-in user rates a public pool: one rating per user and pool, pending until approved. */
async function rate(deps: DirectoryDeps, poolId: number, body: RatingBody, user: AuthUser) {
  const entry = await q.entryById(deps.database, poolId);
  if (entry?.kind !== "pool" || entry.archived) throw notFound();
  await deps.limiter.hit(DIRECTORY_RATE_RULES.rating, String(user.id));
  return q.upsertRating(deps.database, { entryId: poolId, userId: user.id, ...body });
}

const ratingItem = (r: q.RatingItemRow): RatingItem => ({
  id: r.id,
  pool: { id: r.pool_id, name: r.pool_name },
  user: { id: r.user_id, name: r.user_name },
  rating: r.rating,
  review: r.review,
  status: r.status,
  updated_at: r.updated_at,
});

async function ratingQueue(deps: DirectoryDeps, status: RatingStatus) {
  const { rows, counts } = await q.ratingQueue(deps.database, status);
  return { count: rows.length, counts, results: rows.map(ratingItem) };
}

async function decideRating(
  deps: DirectoryDeps,
  id: number,
  status: "approved" | "rejected",
  user: AuthUser,
): Promise<RatingItem> {
  const row = await q.decideRating(deps.database, id, status, user.id);
  if (!row) throw notFound();
  return ratingItem(row);
}

// ---------------------------------------------------------------- /cryptoexchangers
async function exchangers(deps: DirectoryDeps, query: ExchangersQuery, locale: Locale) {
  const rows = await q.publicEntries(deps.database, "exchanger");
  const fiats = new Set<string>();
  const results: ExchangerView[] = [];
  for (const r of rows) {
    const f = r.data as ExchangerFields;
    for (const c of f.fiat) fiats.add(c);
    if (query.type && f.type !== query.type) continue;
    if (query.fiat && !f.fiat.includes(query.fiat)) continue;
    if (!matchesRegion(f.regions, query.region)) continue;
    results.push({
      id: r.id,
      name: r.name,
      website: r.website,
      description: describe(r, locale),
      ...f,
      figures_date: r.figures_date,
    });
  }
  return { count: results.length, results, fiats: [...fiats].sort() };
}

// ---------------------------------------------------------------- /firmware
/** A brand's (or one model's) firmware page; 404 when the brand or model is unknown or has no entry. */
async function firmwarePage(
  deps: DirectoryDeps,
  brandSlug: string,
  modelSlug: string | null,
  locale: Locale,
): Promise<FirmwarePage> {
  const brand = await q.brandBySlug(deps.database, brandSlug);
  if (!brand) throw notFound();
  const model = modelSlug ? await q.modelBySlug(deps.database, brand.id, modelSlug) : null;
  if (modelSlug && !model) throw notFound();
  const rows = await q.firmwareEntries(deps.database, brand.id, model?.id ?? null);
  if (rows.length === 0 || (model && !rows.some((r) => r.model_id === model.id))) throw notFound();
  const models = new Map<string, string>();
  for (const r of rows) if (r.model_slug && r.model_name) models.set(r.model_slug, r.model_name);
  return {
    brand: { slug: brand.slug, name: brand.name },
    model: model ? { slug: model.slug, name: model.name } : null,
    entries: rows.map((r) => {
      const f = r.data as FirmwareFields;
      return {
        id: r.id,
        name: r.name,
        website: r.website,
        description: describe(r, locale),
        resource: f.resource,
        version: f.version,
        model: r.model_slug && r.model_name ? { slug: r.model_slug, name: r.model_name } : null,
        figures_date: r.figures_date,
      };
    }),
    models: [...models].map(([slug, name]) => ({ slug, name })),
  };
}

export function createDirectoryService(deps: DirectoryDeps) {
  return bindDeps(deps, {
    getEntry,
    listEntries,
    createEntry,
    updateEntry,
    archiveEntry,
    pools,
    rate,
    ratingQueue,
    decideRating,
    exchangers,
    firmwarePage,
    firmwareLink: (d: DirectoryDeps, brandId: number, modelId: number | null) =>
      q.firmwareLink(d.database, brandId, modelId),
  });
}
export type DirectoryService = ReturnType<typeof createDirectoryService>;
