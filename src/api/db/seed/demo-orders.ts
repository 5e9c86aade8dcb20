/**
 * Demo requests for quote and orders (issue 21) for the demo buyer and the demo seller's company:
 * one request awaiting the seller's answer, one quoted, an order shipped and one delivered, each
 * with its chat room and timeline, so /orders shows every state on the first `npm start`.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";

interface Demo {
  quantity: number;
  quote: "requested" | "quoted" | "accepted";
  order?: "shipped" | "delivered";
}

const DEMOS: Demo[] = [
  { quantity: 20, quote: "requested" },
  { quantity: 8, quote: "quoted" },
  { quantity: 5, quote: "accepted", order: "shipped" },
  { quantity: 2, quote: "accepted", order: "delivered" },
];

/** The timeline of a demo: each transition with its actor, a day apart. */
function eventsOf(d: Demo): [string, string | null, string, "buyer" | "seller"][] {
  const out: [string, string | null, string, "buyer" | "seller"][] = [
    ["quote.request", null, "requested", "buyer"],
  ];
  if (d.quote !== "requested") out.push(["quote.submit", "requested", "quoted", "seller"]);
  if (d.quote === "accepted") out.push(["order.create", null, "awaiting_payment", "buyer"]);
  if (d.order)
    out.push(
      ["order.pay", "awaiting_payment", "paid", "seller"],
      ["order.ship", "paid", "shipped", "seller"],
    );
  if (d.order === "delivered") out.push(["order.deliver", "shipped", "delivered", "buyer"]);
  return out;
}

async function one(
  database: Database,
  buyerId: number,
  sellerId: number,
  ownerId: number,
  d: Demo,
  i: number,
) {
  const [product] = await database.rows<{
    id: number;
    name: string;
    model_id: number | null;
    price: number;
  }>(sql`
    select id, name, model_id, coalesce(price_min, 1000)::float8 as price from products
    where seller_id = ${sellerId} and status = 'approved' order by id limit 1 offset ${i}`);
  if (!product) return;
  const days = (n: number) => sql`now() - ${`${(4 - i) * 3 - n} days`}::interval`;
  const [room] = await database.rows<{ id: number }>(sql`
    insert into chat_rooms (kind, buyer_user_id, seller_id) values ('listing', ${buyerId}, ${sellerId}) returning id`);
  const [request] = await database.rows<{ id: number }>(sql`
    insert into quote_requests (buyer_user_id, product_id, model_id, title, quantity, delivery_country_iso,
      delivery_city, wanted_by, notes, closed_at, created_at)
    values (${buyerId}, ${product.id}, ${product.model_id}, ${product.name}, ${d.quantity}, 'DE', 'Leipzig',
      current_date + 30, 'Delivery to our hosting site, racked.', ${d.order ? days(-1) : null}, ${days(0)})
    returning id`);
  const answered = d.quote !== "requested";
  const [quote] = await database.rows<{ id: number }>(sql`
    insert into quotes (request_id, seller_id, product_id, status, tiers, currency, lead_time_days, incoterm,
      warranty_months, valid_until, terms, revision, chat_room_id, created_at)
    values (${request?.id}, ${sellerId}, ${product.id}, ${d.quote},
      ${JSON.stringify(answered ? [{ min_quantity: 1, unit_price: product.price }] : [])}::jsonb, 'USD',
      ${answered ? 14 : null}, ${answered ? "DAP" : ""}, ${answered ? 12 : null},
      ${answered ? sql`current_date + 14` : null}, ${answered ? "50% upfront, 50% before shipping." : ""},
      ${answered ? 1 : 0}, ${room?.id}, ${days(0)})
    returning id`);
  let orderId: number | null = null;
  if (d.order) {
    const [order] = await database.rows<{ id: number }>(sql`
      insert into orders (quote_id, request_id, buyer_user_id, seller_id, status, quantity, unit_price, total,
        currency, payment_method, tracking_carrier, tracking_number, created_at)
      values (${quote?.id}, ${request?.id}, ${buyerId}, ${sellerId}, ${d.order}, ${d.quantity}, ${product.price},
        ${product.price * d.quantity}, 'USD', 'bank_transfer', 'DHL', ${`JD01460${i}`}, ${days(-1)})
      returning id`);
    orderId = order?.id ?? null;
  }
  for (const [n, [transition, from, to, role]] of eventsOf(d).entries()) {
    await database.rows(sql`
      insert into order_events (request_id, quote_id, order_id, transition, from_status, to_status,
        actor_user_id, actor_role, at)
      values (${request?.id}, ${quote?.id}, ${transition.startsWith("order.") ? orderId : null}, ${transition},
        ${from}, ${to}, ${role === "buyer" ? buyerId : ownerId}, ${role}, ${days(-n * 0.5)})`);
  }
}

/** The demo orders of the demo buyer with the company the demo seller owns. */
export async function createDemoOrders(database: Database, buyerId: number, sellerOwnerId: number) {
  const [seller] = await database.rows<{ id: number }>(
    sql`select id from sellers where owner_user_id = ${sellerOwnerId}`,
  );
  if (!seller) return;
  for (const [i, d] of DEMOS.entries()) await one(database, buyerId, seller.id, sellerOwnerId, d, i);
}
