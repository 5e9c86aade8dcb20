/**
 * SQL of requests for quote, quotes and orders (issue 21). Lists read by the indexes
 * quote_requests_buyer_idx, quotes_seller_idx, orders_{buyer,seller}_idx; pages of 20.
 */
import { type SQL, sql } from "drizzle-orm";
import { ORDER_LIMITS, WAITING_FILTER } from "../../../common/orders.ts";
import type { Database } from "../../db/client.ts";
import type { QuoteTier } from "../../db/schema.ts";
import type { Tx } from "../../infra/jobs.ts";
import { COUNTED_REVIEW } from "../reviews/public.ts";

export interface Runner {
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
}
export const txRunner = (tx: Tx): Runner => ({
  rows: async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows,
});
export const dbRunner = (database: Database): Runner => ({ rows: (q) => database.rows(q) });

export const PAGE_SIZE = ORDER_LIMITS.pageSize;

// ---------------------------------------------------------------- limits
export async function buyerRequestsLastHour(db: Runner, buyerId: number) {
  const [row] = await db.rows<{ n: number; oldest: unknown }>(sql`
    select count(*)::int as n, min(created_at) as oldest from quote_requests
    where buyer_user_id = ${buyerId} and created_at > now() - interval '1 hour'`);
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** Sellers among `ids` that received `limit` requests or more in the last 24 hours. */
export async function sellersOverDailyLimit(db: Runner, ids: number[], limit: number): Promise<number[]> {
  const rows = await db.rows<{ seller_id: number }>(sql`
    select seller_id from quotes
    where seller_id = any(${sql.param(ids)}::int[]) and created_at > now() - interval '1 day'
    group by seller_id having count(*) >= ${limit}`);
  return rows.map((r) => r.seller_id);
}

// ---------------------------------------------------------------- creating a request
export interface ListingRow {
  product_id: number;
  seller_id: number;
  owner_user_id: number | null;
  model_id: number | null;
  name: string;
}

/** An approved product of an active company. */
export async function findListing(db: Runner, productId: number): Promise<ListingRow | undefined> {
  const [row] = await db.rows<ListingRow>(sql`
    select p.id as product_id, p.seller_id, s.owner_user_id, p.model_id, p.name
    from products p join sellers s on s.id = p.seller_id
    where p.id = ${productId} and p.status = 'approved' and s.status = 'active'`);
  return row;
}

export async function findModelName(db: Runner, modelId: number): Promise<string | undefined> {
  const [row] = await db.rows<{ name: string }>(sql`select name from miner_models where id = ${modelId}`);
  return row?.name;
}

/** For each of `sellerIds` that lists the model (approved, company active): its cheapest listing. */
export async function sellerListingsOfModel(db: Runner, modelId: number, sellerIds: number[]) {
  return db.rows<ListingRow>(sql`
    select distinct on (p.seller_id) p.id as product_id, p.seller_id, s.owner_user_id, p.model_id, p.name
    from products p join sellers s on s.id = p.seller_id
    where p.model_id = ${modelId} and p.seller_id = any(${sql.param(sellerIds)}::int[])
      and p.status = 'approved' and s.status = 'active'
    order by p.seller_id, p.price_min nulls last, p.id`);
}

export async function countryExists(db: Runner, iso: string): Promise<boolean> {
  const rows = await db.rows(sql`select 1 from countries where iso = ${iso}`);
  return rows.length > 0;
}

export interface NewRequest {
  buyerId: number;
  productId: number | null;
  modelId: number | null;
  title: string;
  quantity: number;
  country: string;
  city: string;
  wantedBy: string | null;
  notes: string;
}

export async function insertRequest(db: Runner, r: NewRequest): Promise<number> {
  const [row] = await db.rows<{ id: number }>(sql`
    insert into quote_requests
      (buyer_user_id, product_id, model_id, title, quantity, delivery_country_iso, delivery_city, wanted_by, notes)
    values (${r.buyerId}, ${r.productId}, ${r.modelId}, ${r.title}, ${r.quantity}, ${r.country},
            ${r.city}, ${r.wantedBy}, ${r.notes})
    returning id`);
  if (!row) throw new Error("request not stored");
  return row.id;
}

export async function insertQuote(
  db: Runner,
  q: { requestId: number; sellerId: number; productId: number | null; roomId: number | null },
): Promise<number> {
  const [row] = await db.rows<{ id: number }>(sql`
    insert into quotes (request_id, seller_id, product_id, chat_room_id)
    values (${q.requestId}, ${q.sellerId}, ${q.productId}, ${q.roomId}) returning id`);
  if (!row) throw new Error("quote not stored");
  return row.id;
}

export interface NewEvent {
  requestId: number;
  quoteId: number | null;
  orderId: number | null;
  transition: string;
  from: string | null;
  to: string;
  actorId: number | null;
  actorRole: string;
  note?: string;
}

/** Writes a step of the timeline; its id (the notifications of the step are counted per event). */
export async function insertEvent(db: Runner, e: NewEvent): Promise<number> {
  const [row] = await db.rows<{ id: number }>(sql`
    insert into order_events
      (request_id, quote_id, order_id, transition, from_status, to_status, actor_user_id, actor_role, note)
    values (${e.requestId}, ${e.quoteId}, ${e.orderId}, ${e.transition}, ${e.from}, ${e.to},
            ${e.actorId}, ${e.actorRole}, ${e.note ?? ""})
    returning id`);
  if (!row) throw new Error("event not stored");
  return row.id;
}

// ---------------------------------------------------------------- quotes
export interface QuoteRow {
  id: number;
  request_id: number;
  seller_id: number;
  seller_name: string;
  seller_owner_id: number | null;
  product_id: number | null;
  product_sku: string | null;
  product_name: string | null;
  algorithm: string | null;
  hashrate_hs: number | null;
  power_w: number | null;
  status: string;
  tiers: QuoteTier[];
  currency: string;
  lead_time_days: number | null;
  incoterm: string;
  warranty_months: number | null;
  valid_until: string | null;
  expired: boolean;
  terms: string;
  payment_terms: string;
  payment_instructions: string;
  decline_reason: string;
  revision: number;
  chat_room_id: number | null;
  order_id: number | null;
  updated_at: unknown;
  // the request's
  buyer_user_id: number;
  request_closed: boolean;
  quantity: number;
  title: string;
}

const QUOTE_SELECT = sql`
  select qu.id, qu.request_id, qu.seller_id, s.company_name as seller_name, s.owner_user_id as seller_owner_id,
         qu.product_id, p.sku as product_sku, p.name as product_name,
         coalesce(p.algorithm, m.algorithm) as algorithm, coalesce(p.hashrate_hs, m.hashrate_hs) as hashrate_hs,
         coalesce(p.power_w, m.power_w) as power_w,
         qu.status, qu.tiers, qu.currency, qu.lead_time_days, qu.incoterm, qu.warranty_months,
         to_char(qu.valid_until, 'YYYY-MM-DD') as valid_until,
         coalesce(qu.valid_until < current_date, false) as expired,
         qu.terms, qu.payment_terms, qu.payment_instructions, qu.decline_reason, qu.revision, qu.chat_room_id, o.id as order_id, qu.updated_at,
         r.buyer_user_id, r.closed_at is not null as request_closed, r.quantity, r.title
  from quotes qu
  join quote_requests r on r.id = qu.request_id
  join sellers s on s.id = qu.seller_id
  left join products p on p.id = qu.product_id
  left join miner_models m on m.id = coalesce(p.model_id, r.model_id)
  left join orders o on o.quote_id = qu.id`;

export async function findQuote(db: Runner, id: number, lock = false): Promise<QuoteRow | undefined> {
  const [row] = await db.rows<QuoteRow>(
    sql`${QUOTE_SELECT} where qu.id = ${id}${lock ? sql` for update of qu, r` : sql``}`,
  );
  return row;
}

export async function quotesOfRequest(db: Runner, requestId: number, sellerId: number | null) {
  return db.rows<QuoteRow>(sql`${QUOTE_SELECT}
    where qu.request_id = ${requestId} ${sellerId === null ? sql`` : sql`and qu.seller_id = ${sellerId}`}
    order by qu.id`);
}

export async function saveQuoteAnswer(
  db: Runner,
  id: number,
  a: {
    tiers: QuoteTier[];
    currency: string;
    leadTimeDays: number;
    incoterm: string;
    warrantyMonths: number;
    validUntil: string;
    terms: string;
    paymentTerms: string;
    paymentInstructions: string;
  },
) {
  await db.rows(sql`
    update quotes set status = 'quoted', tiers = ${JSON.stringify(a.tiers)}::jsonb, currency = ${a.currency},
      lead_time_days = ${a.leadTimeDays}, incoterm = ${a.incoterm}, warranty_months = ${a.warrantyMonths},
      valid_until = ${a.validUntil}, terms = ${a.terms}, payment_terms = ${a.paymentTerms},
      payment_instructions = ${a.paymentInstructions}, revision = revision + 1, updated_at = now()
    where id = ${id}`);
}

export async function setQuoteStatus(db: Runner, id: number, status: string, declineReason?: string) {
  await db.rows(sql`
    update quotes set status = ${status}, updated_at = now()
      ${declineReason === undefined ? sql`` : sql`, decline_reason = ${declineReason}`}
    where id = ${id}`);
}

/** The other open quotes of a request, locked (they change with an acceptance or a withdrawal). */
export async function openQuotesOf(db: Runner, requestId: number, exceptId: number) {
  return db.rows<{
    id: number;
    status: string;
    chat_room_id: number | null;
    seller_id: number;
    seller_owner_id: number | null;
  }>(sql`
    select qu.id, qu.status, qu.chat_room_id, qu.seller_id, s.owner_user_id as seller_owner_id
    from quotes qu join sellers s on s.id = qu.seller_id
    where qu.request_id = ${requestId} and qu.id <> ${exceptId} and qu.status in ('requested', 'quoted')
    order by qu.id for update of qu`);
}

export async function closeRequest(db: Runner, requestId: number) {
  await db.rows(sql`update quote_requests set closed_at = now() where id = ${requestId}`);
}

// ---------------------------------------------------------------- the sellers' records (issue 30)
export interface SellerRecordRow {
  seller_id: number;
  created_at: unknown;
  verified: boolean;
  reviews: number;
  rating: number | null;
  completed_orders: number;
  response_seconds: number | null;
  response_sample: number;
}

/**
 * The record of each seller a request went to (or of `sellerId` only), in one query for a whole
 * comparison (run beside the quotes' own): created when, verified,
 * visible verified reviews (count, average), delivered orders, and the median time from a request
 * to its first answer (quote or decline) over its latest `ORDER_LIMITS.responseSample` answered
 * requests (first answers read through order_events_request_idx).
 */
export async function sellerRecordsOfRequest(db: Runner, requestId: number, sellerId: number | null) {
  return db.rows<SellerRecordRow>(sql`
    select s.id as seller_id, s.created_at, s.verified, rv.n as reviews, rv.avg as rating,
           od.n as completed_orders, rt.median as response_seconds, rt.n as response_sample
    from sellers s
    cross join lateral (
      select count(*)::int as n, round(avg(r.rating)::numeric, 1)::float8 as avg
      from product_reviews r where r.seller_id = s.id and ${COUNTED_REVIEW}) rv
    cross join lateral (
      select count(*)::int as n from orders o where o.seller_id = s.id and o.status = 'delivered') od
    cross join lateral (
      select count(*)::int as n, percentile_cont(0.5) within group (order by a.secs)::float8 as median
      from (
        select extract(epoch from ans.at - qu.created_at)::float8 as secs
        from quotes qu
        cross join lateral (
          select min(e.at) as at from order_events e
          where e.request_id = qu.request_id and e.quote_id = qu.id
            and e.transition in ('quote.submit', 'quote.decline')) ans
        where qu.seller_id = s.id and ans.at is not null
        order by qu.created_at desc limit ${ORDER_LIMITS.responseSample}) a) rt
    where s.id in (select x.seller_id from quotes x where x.request_id = ${requestId}
      ${sellerId === null ? sql`` : sql`and x.seller_id = ${sellerId}`})`);
}

// ---------------------------------------------------------------- requests
export interface RequestRow {
  id: number;
  buyer_user_id: number;
  buyer_name: string;
  buyer_electricity: number | null;
  title: string;
  product_id: number | null;
  product_sku: string | null;
  product_name: string | null;
  model_id: number | null;
  model_slug: string | null;
  model_name: string | null;
  quantity: number;
  delivery_country: string;
  delivery_city: string;
  wanted_by: string | null;
  notes: string;
  closed: boolean;
  created_at: unknown;
}

export async function findRequest(db: Runner, id: number, lock = false): Promise<RequestRow | undefined> {
  const [row] = await db.rows<RequestRow>(sql`
    select r.id, r.buyer_user_id, u.name as buyer_name, u.electricity_price as buyer_electricity, r.title,
           r.product_id, p.sku as product_sku, p.name as product_name,
           r.model_id, m.slug as model_slug, m.name as model_name, r.quantity,
           r.delivery_country_iso as delivery_country, r.delivery_city,
           to_char(r.wanted_by, 'YYYY-MM-DD') as wanted_by, r.notes, r.closed_at is not null as closed, r.created_at
    from quote_requests r join users u on u.id = r.buyer_user_id
    left join products p on p.id = r.product_id
    left join miner_models m on m.id = r.model_id
    where r.id = ${id}${lock ? sql` for update of r` : sql``}`);
  return row;
}

/** Whether the company received the request (a quote row for it). */
export async function sellerQuoteOf(db: Runner, requestId: number, sellerId: number) {
  const [row] = await db.rows<{ id: number }>(sql`
    select id from quotes where request_id = ${requestId} and seller_id = ${sellerId}`);
  return row?.id ?? null;
}

export interface EventRow {
  id: number;
  transition: string;
  from_status: string | null;
  to_status: string;
  actor_user_id: number | null;
  actor_name: string | null;
  actor_role: string;
  note: string;
  at: unknown;
  quote_id: number | null;
  order_id: number | null;
}

/** The timeline of a request (for a seller: the request's own events and those of its quote). */
export async function eventsOf(
  db: Runner,
  where: { requestId?: number; orderId?: number; quoteId?: number },
) {
  const cond = where.orderId
    ? sql`e.order_id = ${where.orderId} or (e.quote_id = (select quote_id from orders where id = ${where.orderId}) and e.order_id is null)`
    : where.quoteId
      ? sql`e.request_id = ${where.requestId ?? 0} and (e.quote_id is null or e.quote_id = ${where.quoteId})`
      : sql`e.request_id = ${where.requestId ?? 0}`;
  return db.rows<EventRow>(sql`
    select e.id, e.transition, e.from_status, e.to_status, e.actor_user_id, u.name as actor_name, e.actor_role,
           e.note, e.at, e.quote_id, e.order_id
    from order_events e left join users u on u.id = e.actor_user_id
    where ${cond} order by e.id limit 500`);
}

export interface RequestItemRow {
  id: number;
  title: string;
  quantity: number;
  delivery_country: string;
  created_at: unknown;
  closed: boolean;
  buyer_user_id: number;
  buyer_name: string;
  sellers: number;
  answered: number;
  quote_id: number | null;
  quote_status: string | null;
}

const STATS = sql`
  (select count(*)::int from quotes x where x.request_id = r.id) as sellers,
  (select count(*)::int from quotes x where x.request_id = r.id and x.status not in ('requested', 'withdrawn')) as answered`;

// ---------------------------------------------------------------- what waits for the viewer (decision 061)
/** A company's quote still to write (its request open): aliases qu and r. */
const SELLER_REQUEST_WAITING = sql`qu.status = 'requested' and r.closed_at is null`;
/** A buyer's open request with a quote to answer (quoted, still valid): alias r. */
const BUYER_REQUEST_WAITING = sql`r.closed_at is null and exists (
  select 1 from quotes x where x.request_id = r.id and x.status = 'quoted'
    and (x.valid_until is null or x.valid_until >= current_date))`;
/** An order the company confirms the payment of, or ships: alias o. */
const SELLER_ORDER_WAITING = sql`o.status in ('awaiting_payment', 'paid')`;
/** An order the buyer pays, receives, or reviews once delivered: alias o. */
const BUYER_ORDER_WAITING = sql`(o.status in ('awaiting_payment', 'shipped') or (o.status = 'delivered'
  and not exists (select 1 from product_reviews pr where pr.order_id = o.id)))`;

/**
 * What waits for a side, in one statement read through the owner's indexes (quotes_seller_idx,
 * quote_requests_buyer_idx, orders_{buyer,seller}_idx; the quotes of a request by
 * quotes_request_seller_uq, an order's review by product_reviews_order_uq).
 */
export async function pendingCounts(
  db: Runner,
  side: { buyerId: number } | { sellerId: number },
): Promise<{ requests: number; orders: number }> {
  const [row] = await db.rows<{ requests: number; orders: number }>(
    "sellerId" in side
      ? sql`select
          (select count(*)::int from quotes qu join quote_requests r on r.id = qu.request_id
            where qu.seller_id = ${side.sellerId} and ${SELLER_REQUEST_WAITING}) as requests,
          (select count(*)::int from orders o where o.seller_id = ${side.sellerId} and ${SELLER_ORDER_WAITING}) as orders`
      : sql`select
          (select count(*)::int from quote_requests r
            where r.buyer_user_id = ${side.buyerId} and ${BUYER_REQUEST_WAITING}) as requests,
          (select count(*)::int from orders o where o.buyer_user_id = ${side.buyerId} and ${BUYER_ORDER_WAITING}) as orders`,
  );
  return { requests: row?.requests ?? 0, orders: row?.orders ?? 0 };
}

/**
 * The `and …` of a list's status filter: nothing for all (null), what waits for the side
 * (`waiting`, the same rule as its pending count) for the waiting filter, else one status of `column`.
 */
function statusFilter(status: string | null, waiting: SQL, column: SQL): SQL {
  if (status === null) return sql``;
  return status === WAITING_FILTER ? sql`and ${waiting}` : sql`and ${column}::text = ${status}`;
}

/** The buyer's requests filter: open, closed, waiting for it (a quote to answer), or all (null). */
export type BuyerRequestFilter = "open" | "closed" | typeof WAITING_FILTER | null;

/** A page of the buyer's requests (newest first) and the total. */
export async function buyerRequests(db: Runner, buyerId: number, status: BuyerRequestFilter, page: number) {
  const filter =
    status === null
      ? sql``
      : status === WAITING_FILTER
        ? sql`and ${BUYER_REQUEST_WAITING}`
        : status === "open"
          ? sql`and r.closed_at is null`
          : sql`and r.closed_at is not null`;
  const [count] = await db.rows<{ n: number }>(sql`
    select count(*)::int as n from quote_requests r where r.buyer_user_id = ${buyerId} ${filter}`);
  const rows = await db.rows<RequestItemRow>(sql`
    select r.id, r.title, r.quantity, r.delivery_country_iso as delivery_country, r.created_at,
           r.closed_at is not null as closed, r.buyer_user_id, u.name as buyer_name, ${STATS},
           null::int as quote_id, null::text as quote_status
    from quote_requests r join users u on u.id = r.buyer_user_id
    where r.buyer_user_id = ${buyerId} ${filter}
    order by r.created_at desc, r.id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`);
  return { count: count?.n ?? 0, rows };
}

/** A page of the requests a company received (newest first), with its quote's status (or `waiting`). */
export async function sellerRequests(db: Runner, sellerId: number, status: string | null, page: number) {
  const filter = statusFilter(status, SELLER_REQUEST_WAITING, sql`qu.status`);
  const [count] = await db.rows<{ n: number }>(sql`
    select count(*)::int as n from quotes qu join quote_requests r on r.id = qu.request_id
    where qu.seller_id = ${sellerId} ${filter}`);
  const rows = await db.rows<RequestItemRow>(sql`
    select r.id, r.title, r.quantity, r.delivery_country_iso as delivery_country, r.created_at,
           r.closed_at is not null as closed, r.buyer_user_id, u.name as buyer_name, ${STATS},
           qu.id as quote_id, qu.status::text as quote_status
    from quotes qu join quote_requests r on r.id = qu.request_id join users u on u.id = r.buyer_user_id
    where qu.seller_id = ${sellerId} ${filter}
    order by qu.created_at desc, qu.id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`);
  return { count: count?.n ?? 0, rows };
}

// ---------------------------------------------------------------- orders
export interface OrderRow {
  id: number;
  request_id: number;
  quote_id: number;
  status: string;
  buyer_user_id: number;
  buyer_name: string;
  seller_id: number;
  seller_name: string;
  seller_owner_id: number | null;
  title: string;
  product_id: number | null;
  product_sku: string | null;
  product_name: string | null;
  quantity: number;
  unit_price: number;
  total: number;
  currency: string;
  incoterm: string;
  lead_time_days: number | null;
  warranty_months: number | null;
  valid_until: string | null;
  payment_terms: string;
  terms: string;
  payment_instructions: string;
  delivery_country: string;
  delivery_city: string;
  delivery_address: string;
  payment_provider: string;
  payment_method: string;
  payment_reference: string;
  tracking_carrier: string;
  tracking_number: string;
  cancel_reason: string;
  chat_room_id: number | null;
  created_at: unknown;
  updated_at: unknown;
}

const ORDER_SELECT = sql`
  select o.id, o.request_id, o.quote_id, o.status::text as status, o.buyer_user_id, u.name as buyer_name,
         o.seller_id, s.company_name as seller_name, s.owner_user_id as seller_owner_id, r.title,
         qu.product_id, p.sku as product_sku, p.name as product_name, o.quantity,
         o.unit_price::float8 as unit_price, o.total::float8 as total, o.currency, o.incoterm,
         o.lead_time_days, o.warranty_months, to_char(o.valid_until, 'YYYY-MM-DD') as valid_until,
         o.payment_terms, o.terms, o.payment_instructions,
         r.delivery_country_iso as delivery_country, r.delivery_city, o.delivery_address,
         o.payment_provider, o.payment_method, o.payment_reference, o.tracking_carrier, o.tracking_number,
         o.cancel_reason, qu.chat_room_id, o.created_at, o.updated_at
  from orders o
  join quotes qu on qu.id = o.quote_id
  join quote_requests r on r.id = o.request_id
  join users u on u.id = o.buyer_user_id
  join sellers s on s.id = o.seller_id
  left join products p on p.id = qu.product_id`;

export async function findOrder(db: Runner, id: number, lock = false): Promise<OrderRow | undefined> {
  const [row] = await db.rows<OrderRow>(
    sql`${ORDER_SELECT} where o.id = ${id}${lock ? sql` for update of o` : sql``}`,
  );
  return row;
}

export async function insertOrder(
  db: Runner,
  o: {
    quoteId: number;
    requestId: number;
    buyerId: number;
    sellerId: number;
    quantity: number;
    unitPrice: number;
    /** The total the buyer confirmed (views.ts `quoteTotal`). */
    total: number;
    currency: string;
  },
): Promise<number> {
  // The quote's terms are copied from its row (locked by the acceptance): the order keeps them whatever
  // happens to the quote afterwards (decision 059).
  const [row] = await db.rows<{ id: number }>(sql`
    insert into orders (quote_id, request_id, buyer_user_id, seller_id, quantity, unit_price, total, currency,
                        lead_time_days, incoterm, warranty_months, valid_until, payment_terms, terms,
                        payment_instructions)
    select ${o.quoteId}, ${o.requestId}, ${o.buyerId}, ${o.sellerId}, ${o.quantity}, ${o.unitPrice},
           ${o.total}, ${o.currency},
           qu.lead_time_days, qu.incoterm, qu.warranty_months, qu.valid_until, qu.payment_terms, qu.terms,
           qu.payment_instructions
    from quotes qu where qu.id = ${o.quoteId}
    returning id`);
  if (!row) throw new Error("order not stored");
  return row.id;
}

export async function updateOrder(
  db: Runner,
  id: number,
  status: string,
  fields: Partial<
    Record<
      | "payment_method"
      | "payment_reference"
      | "tracking_carrier"
      | "tracking_number"
      | "cancel_reason"
      | "delivery_address",
      string
    >
  >,
) {
  const sets = Object.entries(fields).map(([k, v]) => sql`, ${sql.identifier(k)} = ${v}`);
  await db.rows(
    sql`update orders set status = ${status}, updated_at = now()${sql.join(sets, sql``)} where id = ${id}`,
  );
}

/** A page of a side's orders (newest first), optionally of one status or `waiting`, and the total. */
export async function listOrders(
  db: Runner,
  side: { buyerId: number } | { sellerId: number },
  status: string | null,
  page: number,
) {
  const who =
    "buyerId" in side ? sql`o.buyer_user_id = ${side.buyerId}` : sql`o.seller_id = ${side.sellerId}`;
  const waiting = "buyerId" in side ? BUYER_ORDER_WAITING : SELLER_ORDER_WAITING;
  const filter = statusFilter(status, waiting, sql`o.status`);
  const [count] = await db.rows<{ n: number }>(
    sql`select count(*)::int as n from orders o where ${who} ${filter}`,
  );
  const rows = await db.rows<OrderRow>(sql`${ORDER_SELECT} where ${who} ${filter}
    order by o.created_at desc, o.id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`);
  return { count: count?.n ?? 0, rows };
}

// ---------------------------------------------------------------- people
export async function userLocale(db: Runner, userId: number | null): Promise<string> {
  if (userId === null) return "en";
  const [row] = await db.rows<{ locale: string }>(sql`select locale from users where id = ${userId}`);
  return row?.locale ?? "en";
}

export async function sellerOfUser(db: Runner, userId: number): Promise<number | null> {
  const [row] = await db.rows<{ id: number }>(sql`select id from sellers where owner_user_id = ${userId}`);
  return row?.id ?? null;
}

// ---------------------------------------------------------------- notifications (decision 057)
/** Claims the notification of a step for a recipient: false when it was already sent (a retried job). */
export async function claimNotification(db: Runner, eventId: number, userId: number): Promise<boolean> {
  const rows = await db.rows(sql`
    insert into order_notifications (event_id, user_id) values (${eventId}, ${userId})
    on conflict do nothing returning event_id`);
  return rows.length > 0;
}

// ---------------------------------------------------------------- attachments (decision 057)
export interface AttachmentRow {
  id: number;
  request_id: number;
  file_name: string;
  kind: "pdf" | "png" | "jpeg" | "xlsx";
  size_bytes: number;
  storage_key: string;
  created_at: unknown;
}

const ATTACHMENT_SELECT = sql`
  select id, request_id, file_name, kind, size_bytes, storage_key, created_at from quote_request_attachments`;

export async function attachmentsOf(db: Runner, requestId: number) {
  return db.rows<AttachmentRow>(sql`${ATTACHMENT_SELECT} where request_id = ${requestId} order by id`);
}

export async function findAttachment(db: Runner, requestId: number, id: number) {
  const [row] = await db.rows<AttachmentRow>(
    sql`${ATTACHMENT_SELECT} where request_id = ${requestId} and id = ${id}`,
  );
  return row;
}

export async function insertAttachment(
  db: Runner,
  a: { requestId: number; userId: number; fileName: string; kind: string; size: number; key: string },
) {
  await db.rows(sql`
    insert into quote_request_attachments (request_id, uploaded_by, file_name, kind, size_bytes, storage_key)
    values (${a.requestId}, ${a.userId}, ${a.fileName}, ${a.kind}, ${a.size}, ${a.key})`);
}
