/**
 * Saved searches and alerts (issue 22, decision 053): a signed-in user's list and its changes, every
 * statement scoped to that user (another user's id is a 404), 50 per user, writes rate-limited;
 * the Telegram chat of the digest; the signed unsubscribe links of the digest (one alert, or all).
 * Matching (match.ts) and the daily digest (digest.ts) are jobs.
 */

import { ALERT_LIMITS } from "../../../common/alerts.ts";
import type {
  Alert,
  AlertCreateBody,
  AlertList,
  AlertMatch,
  AlertPatchBody,
} from "../../../common/api/alerts.ts";
import type { ProductSearchQuery } from "../../../common/api/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { iso } from "../../db/sql.ts";
import { AppError, notFound } from "../../errors.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import type { Telegram } from "../../infra/telegram.ts";
import type { AppSettings } from "../../settings.ts";
import { signedToken, verifySignedToken } from "../../signed-token.ts";
import type { CatalogService } from "../catalog/service.ts";
import { filtersFromQuery } from "../search/public.ts";
import * as q from "./queries.ts";

export const ALERT_RATE_RULES = {
  /** Creations, changes and deletions of one user. */
  write: { name: "alerts:write", limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export interface AlertsDeps {
  database: Database;
  catalog: CatalogService;
  limiter: RateLimiter;
  settings: AppSettings;
  telegram: Telegram;
  /** Queues the user's instant job (an alert switched to instant sends what waited for the digest). */
  onInstant?: (userId: number) => Promise<unknown>;
}

// ---------------------------------------------------------------- the canonical query of a search
/** What a saved search keeps of a catalogue query: its filters and sort, not its page. */
export function canonicalQuery(query: ProductSearchQuery): Record<string, unknown> {
  const { page: _page, page_size: _size, ...rest } = query;
  const profit =
    rest.profit_min !== undefined ||
    rest.payback_max !== undefined ||
    rest.ordering === "-profit" ||
    rest.ordering === "payback";
  if (!profit) delete rest.electricity_price;
  return Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined && !(Array.isArray(v) && !v.length)),
  );
}

/** A search's name when none is given: its text, else "Saved search". */
function defaultName(body: AlertCreateBody, locale: Locale): string {
  if (body.kind === "search") return body.name;
  return (
    body.name ??
    translate(locale, body.kind === "halving" ? "alerts.defaultName.halving" : "alerts.defaultName.priceDrop")
  );
}

/** The recent matches of a user's alerts, by alert. */
async function matchesByAlert(deps: AlertsDeps, userId: number): Promise<Map<number, AlertMatch[]>> {
  const out = new Map<number, AlertMatch[]>();
  for (const m of await q.recentMatches(deps.database, userId, ALERT_LIMITS.recentMatches)) {
    const list = out.get(m.alert_id) ?? [];
    list.push({
      product_name: m.product_name,
      sku: m.sku,
      price: m.price_min === null ? null : Number(m.price_min),
      currency: m.currency ?? "USD",
      matched_at: iso(m.created_at),
      sent: m.sent,
    });
    out.set(m.alert_id, list);
  }
  return out;
}

function view(row: q.AlertRow, matches: Map<number, AlertMatch[]>): Alert {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    paused: row.paused,
    query: row.kind === "search" ? row.query : null,
    model: row.model_id === null ? null : { id: row.model_id, name: row.model_name ?? "" },
    price_below: row.price_below === null ? null : Number(row.price_below),
    coin: row.coin,
    delivery: row.delivery,
    email: row.notify_email,
    telegram: row.notify_telegram,
    matches: matches.get(row.id) ?? [],
    created_at: iso(row.created_at),
  };
}

// ---------------------------------------------------------------- calls
async function list(deps: AlertsDeps, userId: number): Promise<AlertList> {
  const [rows, chat, matches] = await Promise.all([
    q.listAlerts(deps.database, userId),
    q.telegramChatOf(deps.database, userId),
    matchesByAlert(deps, userId),
  ]);
  return {
    count: rows.length,
    limit: ALERT_LIMITS.perUser,
    results: rows.map((r) => view(r, matches)),
    telegram_chat_id: chat,
    telegram_configured: deps.telegram.configured,
  };
}

async function get(deps: AlertsDeps, userId: number, id: number): Promise<Alert> {
  const row = await q.findAlert(deps.database, userId, id);
  if (!row) throw notFound("alerts.notFound");
  return view(row, await matchesByAlert(deps, userId));
}

/** The row of a new alert: a search's normalised columns (categories with their descendants). */
async function newRow(
  deps: AlertsDeps,
  userId: number,
  body: AlertCreateBody,
  locale: Locale,
): Promise<q.NewAlert> {
  const name = defaultName(body, locale);
  if (body.kind === "price_drop")
    return {
      userId,
      kind: body.kind,
      name,
      modelId: body.model_id,
      priceBelow: body.price_below,
      delivery: body.delivery,
      email: body.email,
      telegram: body.telegram,
    };
  if (body.kind === "halving") return { userId, kind: body.kind, name, coin: body.coin };
  const f = filtersFromQuery(body.query, await deps.catalog.listCategories("product", "en"));
  return {
    userId,
    kind: "search",
    name,
    query: canonicalQuery(body.query),
    categoryKeys: f.categoryIds,
    brandKeys: f.brandIds,
    priceMin: f.price?.min ?? null,
    priceMax: f.price?.max ?? null,
    delivery: body.delivery,
    email: body.email,
    telegram: body.telegram,
  };
}

async function create(
  deps: AlertsDeps,
  userId: number,
  body: AlertCreateBody,
  locale: Locale,
): Promise<Alert> {
  await deps.limiter.hit(ALERT_RATE_RULES.write, String(userId));
  if (body.kind === "price_drop") {
    const [model] = await deps.database.rows(q.modelExists(body.model_id));
    if (!model)
      throw new AppError("bad_request", "alerts.error.model", undefined, {
        model_id: ["alerts.error.model"],
      });
  }
  const row = await newRow(deps, userId, body, locale);
  const id = await deps.database.db.transaction(async (tx) => {
    const tq = q.onTx(tx);
    if ((await q.lockAndCount(tq, userId)) >= ALERT_LIMITS.perUser)
      throw new AppError("conflict", "alerts.error.limit", { max: ALERT_LIMITS.perUser });
    return q.insertAlert(tq, row);
  });
  return get(deps, userId, id);
}

async function update(deps: AlertsDeps, userId: number, id: number, body: AlertPatchBody): Promise<Alert> {
  await deps.limiter.hit(ALERT_RATE_RULES.write, String(userId));
  const done = await q.updateAlert(deps.database, userId, id, {
    name: body.name,
    paused: body.paused,
    priceBelow: body.price_below,
    delivery: body.delivery,
    email: body.email,
    telegram: body.telegram,
  });
  if (!done) throw notFound("alerts.notFound");
  if (body.delivery === "instant") await deps.onInstant?.(userId);
  return get(deps, userId, id);
}

async function remove(deps: AlertsDeps, userId: number, id: number): Promise<void> {
  await deps.limiter.hit(ALERT_RATE_RULES.write, String(userId));
  if (!(await q.deleteAlert(deps.database, userId, id))) throw notFound("alerts.notFound");
}

async function setTelegram(deps: AlertsDeps, userId: number, chat: string | null) {
  await deps.limiter.hit(ALERT_RATE_RULES.write, String(userId));
  await q.setTelegramChat(deps.database, userId, chat ? chat : null);
  return list(deps, userId);
}

// ---------------------------------------------------------------- unsubscribe links
const PURPOSE = "alerts-unsubscribe";

/** The token of a digest's unsubscribe link: one alert, or (alert 0) every alert of the user. */
export const unsubscribeToken = (secret: string, userId: number, alertId: number | null) =>
  signedToken(secret, PURPOSE, [userId, alertId ?? 0]);

function readToken(deps: AlertsDeps, token: string): { userId: number; alertId: number | null } {
  const ids = verifySignedToken(deps.settings.authSecret, PURPOSE, token, 2);
  if (!ids?.[0])
    throw new AppError("bad_request", "alerts.error.token", undefined, { token: ["alerts.error.token"] });
  return { userId: ids[0], alertId: ids[1] ? ids[1] : null };
}

/** What a link unsubscribes from (GET: the page shows it; nothing changes). 404: the alert is gone. */
async function unsubscribeInfo(deps: AlertsDeps, token: string) {
  const { userId, alertId } = readToken(deps, token);
  if (alertId === null) return { alert: null, all: true };
  const row = await q.findAlert(deps.database, userId, alertId);
  if (!row) throw notFound("alerts.badLink");
  return { alert: { id: row.id, name: row.name, paused: row.paused }, all: false };
}

/** One click: pauses the alert (or every alert of the user); twice is not an error. */
async function unsubscribe(deps: AlertsDeps, token: string): Promise<void> {
  const { userId, alertId } = readToken(deps, token);
  const n = await q.pauseAlerts(deps.database, userId, alertId);
  if (alertId !== null && n === 0) throw notFound("alerts.badLink");
}

export function createAlertsService(deps: AlertsDeps) {
  return {
    list: (userId: number) => list(deps, userId),
    get: (userId: number, id: number) => get(deps, userId, id),
    create: (userId: number, body: AlertCreateBody, locale: Locale) => create(deps, userId, body, locale),
    update: (userId: number, id: number, body: AlertPatchBody) => update(deps, userId, id, body),
    remove: (userId: number, id: number) => remove(deps, userId, id),
    setTelegram: (userId: number, chat: string | null) => setTelegram(deps, userId, chat),
    /** The Telegram chat the user linked on its alerts page (other modules notify there too), else null. */
    telegramChatOf: (userId: number) => q.telegramChatOf(deps.database, userId),
    unsubscribeInfo: (token: string) => unsubscribeInfo(deps, token),
    unsubscribe: (token: string) => unsubscribe(deps, token),
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
