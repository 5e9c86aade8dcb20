/**
 * Set-up of the orders tests (issue 21): a miner model listed by several companies of the seed,
 * each given a signed-in owner, and a buyer; calls through inject.
 */
import { sql } from "drizzle-orm";
import type { TestApp } from "../setup/app.ts";
import { type ChatUserFixture, signedIn } from "./chat-helpers.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked by the assertions
type Any = any;

export interface SellerFixture extends ChatUserFixture {
  sellerId: number;
  productId: number;
}

/**
 * `count` companies (active, nobody owns them yet) that list one same model, each with an owner;
 * the model's id. Each call takes companies nobody owns yet.
 */
export async function sellersOfOneModel(t: TestApp, count: number) {
  const rows = await t.database.rows<{ model_id: number; seller_id: number; product_id: number }>(sql`
    with candidates as (
      select p.model_id, p.seller_id, min(p.id) as product_id
      from products p join sellers s on s.id = p.seller_id
      where p.status = 'approved' and s.status = 'active' and s.owner_user_id is null and p.model_id is not null
      group by p.model_id, p.seller_id
    ), models as (
      select model_id from candidates group by model_id having count(*) >= ${count} order by count(*) desc limit 1
    )
    select c.model_id, c.seller_id, c.product_id from candidates c join models m using (model_id)
    order by c.seller_id limit ${count}`);
  if (rows.length < count) throw new Error(`no model listed by ${count} unowned companies`);
  const sellers: SellerFixture[] = [];
  for (const r of rows) {
    const u = await signedIn(t, "seller");
    await t.database.rows(sql`update sellers set owner_user_id = ${u.id} where id = ${r.seller_id}`);
    sellers.push({ ...u, sellerId: r.seller_id, productId: r.product_id });
  }
  return { modelId: rows[0]?.model_id as number, sellers };
}

export async function call(
  t: TestApp,
  method: "GET" | "POST" | "PUT",
  url: string,
  who: { headers: { authorization: string } } | null,
  payload?: unknown,
): Promise<{ status: number; body: Any }> {
  const res = await t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  const json = String(res.headers["content-type"] ?? "").startsWith("application/json");
  return { status: res.statusCode, body: json && res.body ? res.json() : null };
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A buyer's request for quote as the tests send it: 20 of the model from `sellers`, delivered to
 * Berlin, wanted within 30 days, no notes; `over` replaces any field.
 */
export const requestBody = (
  modelId: number,
  sellers: SellerFixture[],
  over: Record<string, unknown> = {},
) => ({
  model_id: modelId,
  seller_ids: sellers.map((x) => x.sellerId),
  quantity: 20,
  delivery_country: "DE",
  delivery_city: "Berlin",
  wanted_by: inDays(30),
  notes: "",
  ...over,
});

/** The id of `seller`'s quote in a request as the API answers it; throws when the seller has none. */
export function quoteIdOf(
  body: { quotes: { id: number; seller: { id: number } }[] },
  seller: { sellerId: number },
): number {
  const quote = body.quotes.find((x) => x.seller.id === seller.sellerId);
  if (!quote) throw new Error(`no quote of seller ${seller.sellerId} in the request`);
  return quote.id;
}

export const quoteAnswer = (price: number, overrides: Record<string, unknown> = {}) => ({
  tiers: [
    { min_quantity: 1, unit_price: price },
    { min_quantity: 50, unit_price: Math.round(price * 0.9) },
  ],
  currency: "USD",
  lead_time_days: 14,
  incoterm: "DAP",
  warranty_months: 12,
  valid_until: inDays(14),
  terms: "50% upfront, 50% before shipping.",
  ...overrides,
});

/**
 * The buyer's acceptance as its page makes it (issue 30): with the total it was shown, read from
 * the request as `who` sees it now, unless `total` is given (a stale page, a script).
 */
export async function accept(
  t: TestApp,
  quoteId: number,
  who: { headers: { authorization: string } } | null,
  total?: number,
) {
  let confirm = total;
  if (confirm === undefined) {
    const [row] = await t.database.rows<{ request_id: number }>(
      sql`select request_id from quotes where id = ${quoteId}`,
    );
    const seen = await call(t, "GET", `/api/orders/requests/${row?.request_id ?? 0}/`, who);
    confirm = seen.body?.quotes?.find((x: { id: number }) => x.id === quoteId)?.total ?? 0;
  }
  return call(t, "POST", `/api/orders/quotes/${quoteId}/accept/`, who, { confirm_total: confirm });
}
