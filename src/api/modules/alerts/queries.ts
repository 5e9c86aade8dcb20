/**
 * The SQL of saved searches and alerts (decision 053): the owner's rows (every statement filters by
 * the user), the candidates of a new product (one indexed statement over the saved searches), the
 * pending items of the daily digest.
 */
import { sql } from "drizzle-orm";
import type { AlertDelivery, AlertKind } from "../../../common/alerts.ts";
import type { Database } from "../../db/client.ts";
import type { Tx } from "../../infra/jobs.ts";

type Q = Pick<Database, "rows">;
export const onTx = (tx: Tx): Q => ({
  rows: async <T>(query: Parameters<Database["rows"]>[0]) =>
    ((await tx.execute(query)) as unknown as { rows: T[] }).rows,
});

export interface AlertRow {
  id: number;
  user_id: number;
  kind: AlertKind;
  name: string;
  paused: boolean;
  query: Record<string, unknown>;
  model_id: number | null;
  model_name: string | null;
  price_below: string | null;
  coin: string | null;
  delivery: AlertDelivery;
  notify_email: boolean;
  notify_telegram: boolean;
  created_at: string | Date;
}

const SELECT_ALERT = sql`select a.id, a.user_id, a.kind, a.name, a.paused, a.query, a.model_id,
    b.name || ' ' || m.name as model_name, a.price_below, a.coin, a.delivery, a.notify_email,
    a.notify_telegram, a.created_at
  from saved_searches a left join miner_models m on m.id = a.model_id left join brands b on b.id = m.brand_id`;

export const listAlerts = (q: Q, userId: number) =>
  q.rows<AlertRow>(sql`${SELECT_ALERT} where a.user_id = ${userId} order by a.id desc`);

export async function findAlert(q: Q, userId: number, id: number): Promise<AlertRow | undefined> {
  const [row] = await q.rows<AlertRow>(sql`${SELECT_ALERT} where a.user_id = ${userId} and a.id = ${id}`);
  return row;
}

/** Locks the user's row (concurrent creations count one after the other) and counts their alerts. */
export async function lockAndCount(q: Q, userId: number): Promise<number> {
  await q.rows(sql`select id from users where id = ${userId} for update`);
  const [row] = await q.rows<{ n: number }>(
    sql`select count(*)::int as n from saved_searches where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

export interface NewAlert {
  userId: number;
  kind: AlertKind;
  name: string;
  query?: Record<string, unknown>;
  categoryKeys?: number[];
  brandKeys?: number[];
  priceMin?: number | null;
  priceMax?: number | null;
  modelId?: number | null;
  priceBelow?: number | null;
  coin?: string | null;
  delivery?: AlertDelivery;
  email?: boolean;
  telegram?: boolean;
}

export async function insertAlert(q: Q, a: NewAlert): Promise<number> {
  const keys = (v?: number[]) => sql`${`{${(v?.length ? v : [0]).join(",")}}`}::int[]`;
  const [row] = await q.rows<{ id: number }>(sql`insert into saved_searches
      (user_id, kind, name, query, category_keys, brand_keys, price_min, price_max, model_id, price_below, coin,
       delivery, notify_email, notify_telegram)
    values (${a.userId}, ${a.kind}, ${a.name}, ${JSON.stringify(a.query ?? {})}::jsonb, ${keys(a.categoryKeys)},
      ${keys(a.brandKeys)}, ${a.priceMin ?? null}, ${a.priceMax ?? null}, ${a.modelId ?? null},
      ${a.priceBelow ?? null}, ${a.coin ?? null}, ${a.delivery ?? "digest"}, ${a.email ?? true}, ${a.telegram ?? true})
    returning id`);
  if (!row) throw new Error("insertAlert: no row");
  return row.id;
}

export async function updateAlert(
  q: Q,
  userId: number,
  id: number,
  set: {
    name?: string;
    paused?: boolean;
    priceBelow?: number;
    delivery?: AlertDelivery;
    email?: boolean;
    telegram?: boolean;
  },
): Promise<boolean> {
  const rows = await q.rows(sql`update saved_searches set
      name = coalesce(${set.name ?? null}, name),
      paused = coalesce(${set.paused ?? null}::boolean, paused),
      delivery = case when kind = 'halving' then delivery else coalesce(${set.delivery ?? null}, delivery) end,
      notify_email = coalesce(${set.email ?? null}::boolean, notify_email),
      notify_telegram = coalesce(${set.telegram ?? null}::boolean, notify_telegram),
      price_below = case when kind = 'price_drop' then coalesce(${set.priceBelow ?? null}::numeric, price_below) end,
      updated_at = now()
    where user_id = ${userId} and id = ${id} returning id`);
  return rows.length > 0;
}

export async function deleteAlert(q: Q, userId: number, id: number): Promise<boolean> {
  return (
    (await q.rows(sql`delete from saved_searches where user_id = ${userId} and id = ${id} returning id`))
      .length > 0
  );
}

/** Pauses one alert of a user, or all of them (`id` null): the unsubscribe links. */
export async function pauseAlerts(q: Q, userId: number, id: number | null): Promise<number> {
  const rows = await q.rows(sql`update saved_searches set paused = true, updated_at = now()
    where user_id = ${userId} ${id === null ? sql`` : sql`and id = ${id}`} returning id`);
  return rows.length;
}

export async function telegramChatOf(q: Q, userId: number): Promise<string | null> {
  const [row] = await q.rows<{ chat: string | null }>(
    sql`select telegram_chat_id as chat from alert_settings where user_id = ${userId}`,
  );
  return row?.chat ?? null;
}

export async function setTelegramChat(q: Q, userId: number, chat: string | null) {
  await q.rows(sql`insert into alert_settings (user_id, telegram_chat_id) values (${userId}, ${chat})
    on conflict (user_id) do update set telegram_chat_id = excluded.telegram_chat_id`);
}

export interface MatchRow {
  alert_id: number;
  product_name: string;
  sku: string;
  price_min: string | null;
  currency: string | null;
  created_at: string | Date;
  sent: boolean;
}

/** The latest public listings each of the user's alerts found, newest first, at most `per` per alert. */
export const recentMatches = (q: Q, userId: number, per: number) =>
  q.rows<MatchRow>(sql`select x.alert_id, x.product_name, x.sku, x.price_min, x.currency, x.created_at, x.sent
    from (select i.alert_id, p.name as product_name, p.sku, coalesce(i.price, p.price_min) as price_min, p.currency,
        i.created_at, i.sent_at is not null as sent,
        row_number() over (partition by i.alert_id order by i.id desc) as n
      from alert_items i join products p on p.id = i.product_id join product_search ps on ps.id = p.id
      where i.user_id = ${userId} and ps.public) x
    where x.n <= ${per}
    order by x.alert_id, x.created_at desc`);

// ---------------------------------------------------------------- matching
/** The miner models with their brand, for model identity (model-names.ts). */
export const modelNames = (q: Q) =>
  q.rows<{ id: number; brand: string; name: string }>(
    sql`select m.id, b.name as brand, m.name from miner_models m join brands b on b.id = m.brand_id`,
  );

export interface ProductFacts {
  id: number;
  name: string;
  public: boolean;
  category_id: number;
  brand_id: number | null;
  model_id: number | null;
  price_min: string | null;
}

export async function productFacts(q: Q, productId: number): Promise<ProductFacts | undefined> {
  const [row] = await q.rows<ProductFacts>(sql`select ps.id, p.name, ps.public, ps.category_id, ps.brand_id,
      ps.model_id, ps.price_min
    from product_search ps join products p on p.id = ps.id where ps.id = ${productId}`);
  return row;
}

/**
 * The active saved searches a product may match, by their indexed columns: its category (or any)
 * and its brand (or any) through the GIN index, then the price bounds. The rest of each filter,
 * the text included, is the search's own check on these few (`filterSetsMatching`).
 */
export function searchCandidates(q: Q, p: ProductFacts) {
  const price = p.price_min === null ? null : Number(p.price_min);
  return q.rows<{ id: number; user_id: number; query: Record<string, unknown> }>(sql`
    select s.id, s.user_id, s.query from saved_searches s
    where s.kind = 'search' and not s.paused
      and s.category_keys && ${`{0,${p.category_id}}`}::int[]
      and s.brand_keys && ${`{0${p.brand_id === null ? "" : `,${p.brand_id}`}}`}::int[]
      and (s.price_min is null or ${price}::numeric >= s.price_min)
      and (s.price_max is null or ${price}::numeric <= s.price_max)`);
}

/** Active price-drop alerts of the product's model whose price it is below. */
export function priceDropCandidates(q: Q, p: ProductFacts) {
  if (p.model_id === null || p.price_min === null) return Promise.resolve([]);
  return q.rows<{ id: number; user_id: number }>(sql`select s.id, s.user_id from saved_searches s
    where s.kind = 'price_drop' and not s.paused and s.model_id = ${p.model_id}
      and s.price_below > ${p.price_min}::numeric`);
}

/** The users with instant items of this product still to send (the instant job's, decision 064). */
export const instantUsersOf = (q: Q, productId: number) =>
  q.rows<{ user_id: number }>(sql`select distinct i.user_id from alert_items i
    join saved_searches a on a.id = i.alert_id
    where i.product_id = ${productId} and i.sent_at is null and a.delivery = 'instant' and not a.paused`);

/** Records what matched; an alert names a product once (a second match is ignored). */
export async function addItems(
  q: Q,
  items: { userId: number; alertId: number; productId: number; price: number | null }[],
): Promise<number> {
  if (!items.length) return 0;
  const rows = await q.rows(sql`insert into alert_items (user_id, alert_id, product_id, price)
    select * from unnest(${`{${items.map((i) => i.userId).join(",")}}`}::int[],
      ${`{${items.map((i) => i.alertId).join(",")}}`}::int[],
      ${`{${items.map((i) => i.productId).join(",")}}`}::int[],
      ${`{${items.map((i) => (i.price === null ? "NULL" : String(i.price))).join(",")}}`}::numeric[])
    on conflict do nothing returning id`);
  return rows.length;
}

// ---------------------------------------------------------------- halving reminders, digest
export const activeHalvingAlerts = (q: Q) =>
  q.rows<{ id: number; user_id: number; coin: string }>(
    sql`select id, user_id, coin from saved_searches where kind = 'halving' and not paused`,
  );

export async function addHalvingItems(q: Q, alerts: { id: number; user_id: number }[], height: number) {
  if (!alerts.length) return;
  await q.rows(sql`insert into alert_items (user_id, alert_id, halving_height)
    select u, a, ${height}::int from unnest(${`{${alerts.map((a) => a.user_id).join(",")}}`}::int[],
      ${`{${alerts.map((a) => a.id).join(",")}}`}::int[]) as t(u, a)
    on conflict do nothing`);
}

/** Users with pending items whose last digest is older than `minHours` (or who never had one). */
export const usersToDigest = (q: Q, minHours: number) =>
  q.rows<{ user_id: number }>(sql`select distinct i.user_id from alert_items i
    join saved_searches a on a.id = i.alert_id and a.delivery = 'digest'
    left join alert_settings st on st.user_id = i.user_id
    where i.sent_at is null
      and (st.last_digest_at is null or st.last_digest_at < now() - ${minHours}::int * interval '1 hour')`);

export interface DigestItem {
  id: number;
  alert_id: number;
  alert_name: string;
  kind: AlertKind;
  coin: string | null;
  halving_height: number | null;
  price: string | null;
  product_name: string | null;
  sku: string | null;
  price_min: string | null;
  currency: string | null;
  notify_email: boolean;
  notify_telegram: boolean;
}

/**
 * A user's pending items of active alerts of one delivery, for a product still public, locked for
 * the digest or the instant job.
 */
export const pendingItems = (q: Q, userId: number, delivery: AlertDelivery = "digest") =>
  q.rows<DigestItem>(sql`select i.id, i.alert_id, a.name as alert_name, a.kind, a.coin, i.halving_height, i.price,
      p.name as product_name, p.sku, p.price_min, p.currency, a.notify_email, a.notify_telegram
    from alert_items i join saved_searches a on a.id = i.alert_id
    left join product_search ps on ps.id = i.product_id
    left join products p on p.id = i.product_id
    where i.user_id = ${userId} and i.sent_at is null and not a.paused and a.delivery = ${delivery}
      and (i.product_id is null or ps.public)
    order by i.alert_id, i.id
    for update of i skip locked`);

/**
 * Marks a user's pending items of one delivery sent (those of paused alerts or withdrawn products
 * too: never sent late); `instant` counts them in the hourly bound.
 */
export async function markSent(q: Q, userId: number, delivery: AlertDelivery = "digest") {
  await q.rows(sql`update alert_items i set sent_at = now(), sent_instant = ${delivery === "instant"}
    from saved_searches a
    where a.id = i.alert_id and i.user_id = ${userId} and i.sent_at is null and a.delivery = ${delivery}`);
}

/**
 * Locks the user's alert settings (one instant job of a user at a time) and tells how many instant
 * messages it got in the last hour (items of one message share its `sent_at`), when the oldest of
 * them turns one hour old, and until when a deferred job is already queued.
 */
export async function instantWindow(q: Q, userId: number) {
  await q.rows(sql`insert into alert_settings (user_id) values (${userId}) on conflict (user_id) do nothing`);
  const [st] = await q.rows<{ deferred: string | Date | null }>(
    sql`select instant_deferred_until as deferred from alert_settings where user_id = ${userId} for update`,
  );
  const [w] = await q.rows<{
    n: number;
    free_in: number | null;
  }>(sql`select count(distinct sent_at)::int as n,
      extract(epoch from (min(sent_at) + interval '1 hour' - now()))::float8 as free_in
    from alert_items where user_id = ${userId} and sent_instant and sent_at > now() - interval '1 hour'`);
  return {
    sent: w?.n ?? 0,
    freeInSeconds: w?.free_in ?? 0,
    deferredUntil: st?.deferred ? new Date(st.deferred) : null,
  };
}

export async function setDeferred(q: Q, userId: number, seconds: number | null) {
  await q.rows(sql`update alert_settings set instant_deferred_until =
      ${seconds === null ? null : sql`now() + ${seconds}::int * interval '1 second'`}
    where user_id = ${userId}`);
}

/** The items sent, and the time of this digest. */
export async function markDigested(q: Q, userId: number) {
  await markSent(q, userId);
  await q.rows(sql`insert into alert_settings (user_id, last_digest_at) values (${userId}, now())
    on conflict (user_id) do update set last_digest_at = now()`);
}

export async function recipient(q: Q, userId: number) {
  const [row] = await q.rows<{
    email: string;
    name: string;
    locale: string;
    is_active: boolean;
    chat: string | null;
  }>(
    sql`select u.email, u.name, u.locale, u.is_active, st.telegram_chat_id as chat
      from users u left join alert_settings st on st.user_id = u.id where u.id = ${userId}`,
  );
  return row;
}

export const modelExists = (id: number) => sql`select id from miner_models where id = ${id}`;
