/**
 * The comparison's seller record and the confirmed acceptance (issue 30): each quote carries who
 * the seller is (member since, verified, visible verified reviews, delivered orders, median
 * response time), a new company reads as new; accepting needs the total the buyer saw (409 when
 * the seller revised it, nothing written); who may read and accept (guest 401, others 404); the
 * request form's errors in words a buyer reads, in English and French.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type ChatUserFixture, signedIn } from "./chat-helpers.ts";
import { accept, call, quoteAnswer, type SellerFixture, sellersOfOneModel } from "./orders-helpers.ts";

let t: TestApp;
let modelId: number;
let fresh: SellerFixture;
let known: SellerFixture;
let bystander: SellerFixture;
let buyer: ChatUserFixture;
let moderator: ChatUserFixture;

beforeAll(async () => {
  t = await createTestApp();
  const got = await sellersOfOneModel(t, 3);
  modelId = got.modelId;
  [fresh, known, bystander] = got.sellers as [SellerFixture, SellerFixture, SellerFixture];
  // A company created minutes ago, not verified; the other one on the marketplace since 2024.
  await t.database.rows(
    sql`update sellers set created_at = now() - interval '5 minutes', verified = false where id = ${fresh.sellerId}`,
  );
  await t.database.rows(
    sql`update sellers set created_at = '2024-03-10T12:00:00Z', verified = true where id = ${known.sellerId}`,
  );
  buyer = await signedIn(t, "buyer");
  moderator = await signedIn(t, "moderator");
});
afterAll(async () => {
  await t?.close();
});

const requestFrom = (who: ChatUserFixture, sellers: SellerFixture[], over: Record<string, unknown> = {}) =>
  call(t, "POST", "/api/orders/requests/", who, {
    model_id: modelId,
    seller_ids: sellers.map((x) => x.sellerId),
    quantity: 10,
    delivery_country: "DE",
    ...over,
  });
type Q = {
  id: number;
  seller: { id: number };
  total: number;
  status: string;
  seller_record: Record<string, unknown>;
};
const quoteOf = (body: { quotes: Q[] }, seller: SellerFixture) =>
  body.quotes.find((x) => x.seller.id === seller.sellerId) as Q;
const view = async (id: number, who: ChatUserFixture = buyer) =>
  (await call(t, "GET", `/api/orders/requests/${id}/`, who)).body as { quotes: Q[] };

/** An order of `seller` by a new buyer, taken to delivered; the order's id. */
async function deliveredOrder(seller: SellerFixture) {
  const b = await signedIn(t, "buyer");
  const created = await requestFrom(b, [seller]);
  const q = created.body.quotes[0].id as number;
  await call(t, "POST", `/api/orders/quotes/${q}/submit/`, seller, quoteAnswer(1000));
  const accepted = await accept(t, q, b);
  expect(accepted.status).toBe(200);
  const orderId = accepted.body.quotes[0].order_id as number;
  await call(t, "POST", `/api/orders/${orderId}/pay/`, seller, { payment_method: "crypto" });
  await call(t, "POST", `/api/orders/${orderId}/ship/`, seller, {
    tracking_carrier: "DHL",
    tracking_number: "1",
  });
  expect((await call(t, "POST", `/api/orders/${orderId}/deliver/`, b)).status).toBe(200);
  return { orderId, buyer: b };
}

describe("the seller's record beside each quote", () => {
  it("a company created minutes ago reads as new: no reviews, no orders, no response history", async () => {
    const created = await requestFrom(buyer, [fresh, known]);
    expect(created.status).toBe(201);
    const record = quoteOf(created.body, fresh).seller_record;
    expect(record).toEqual({
      member_since: expect.any(String),
      verified: false,
      reviews: 0,
      rating: null,
      completed_orders: 0,
      response_hours: null,
      response_sample: 0,
    });
    expect(Date.now() - Date.parse(record.member_since as string)).toBeLessThan(3_600_000);
    expect(quoteOf(created.body, known).seller_record).toMatchObject({
      member_since: "2024-03-10T12:00:00.000Z",
      verified: true,
    });
  });

  it("the median time from a request to its first answer, over the latest answered requests", async () => {
    // Three requests to `known`, asked 2, 6 and 10 hours before it answers; an unanswered one does not count.
    const hours = [2, 6, 10];
    const ids: number[] = [];
    for (const h of [...hours, 0]) {
      const b = await signedIn(t, "buyer");
      const created = await requestFrom(b, [known]);
      const q = created.body.quotes[0].id as number;
      await t.database.rows(
        sql`update quotes set created_at = now() - make_interval(hours => ${h}) where id = ${q}`,
      );
      if (h > 0) ids.push(q);
    }
    for (const [i, q] of ids.entries()) {
      const res =
        i === 1
          ? await call(t, "POST", `/api/orders/quotes/${q}/decline/`, known, { reason: "No stock" })
          : await call(t, "POST", `/api/orders/quotes/${q}/submit/`, known, quoteAnswer(900));
      expect(res.status).toBe(200);
      // A revision later does not move the first answer.
      if (i === 0) await call(t, "POST", `/api/orders/quotes/${q}/submit/`, known, quoteAnswer(880));
    }
    const created = await requestFrom(buyer, [known]);
    const record = quoteOf(created.body, known).seller_record;
    expect(record.response_sample).toBe(3);
    expect(record.response_hours as number).toBeCloseTo(6, 1);
  });

  it("a delivered order counts as completed; a visible verified review counts, a hidden one does not", async () => {
    const { orderId, buyer: b } = await deliveredOrder(fresh);
    const created = await requestFrom(buyer, [fresh]);
    expect(quoteOf(created.body, fresh).seller_record).toMatchObject({
      completed_orders: 1,
      reviews: 0,
      rating: null,
      response_sample: 1,
    });
    const review = await call(t, "POST", "/api/reviews/", b, {
      order_id: orderId,
      rating: 4,
      text: "Arrived racked and tested, as quoted.",
    });
    expect(review.status).toBe(201);
    // A seeded review (no order) is no verified review: it does not count.
    await t.database.rows(sql`
      insert into product_reviews (seller_id, author_name, rating, text) values (${fresh.sellerId}, 'Seed', 1, 'Not from an order')`);
    expect(quoteOf(await view(created.body.id), fresh).seller_record).toMatchObject({
      reviews: 1,
      rating: 4,
    });
    const hidden = await call(
      t,
      "POST",
      `/api/moderation/reviews/${review.body.review.id}/hide/`,
      moderator,
      {
        reason: "Test",
      },
    );
    expect(hidden.status).toBe(200);
    expect(quoteOf(await view(created.body.id), fresh).seller_record).toMatchObject({
      reviews: 0,
      rating: null,
    });
  });
});

describe("accepting needs the total the buyer saw", () => {
  it("another total: 409 in the caller's language and nothing written; the total shown: the order", async () => {
    const created = await requestFrom(buyer, [fresh, known]);
    const id = created.body.id as number;
    const q = quoteOf(created.body, known).id;
    await call(t, "POST", `/api/orders/quotes/${q}/submit/`, known, quoteAnswer(4000));
    const seen = quoteOf(await view(id), known);
    expect(seen.total).toBe(40_000);

    // No total: 400 naming the field.
    const bare = await call(t, "POST", `/api/orders/quotes/${q}/accept/`, buyer, {});
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({ confirm_total: ["Confirm the quote’s total before accepting it."] });
    // The seller revises the price after the buyer's page was made: the old total is refused.
    await call(t, "POST", `/api/orders/quotes/${q}/submit/`, known, quoteAnswer(4400));
    const stale = await accept(t, q, buyer, seen.total);
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(
      "The price changed since you saw it: the seller revised the quote. Review it again before accepting.",
    );
    const fr = await t.app.inject({
      method: "POST",
      url: `/api/orders/quotes/${q}/accept/`,
      headers: { ...buyer.headers, "accept-language": "fr" },
      payload: { confirm_total: seen.total },
    });
    expect(fr.statusCode).toBe(409);
    expect(fr.json().detail).toBe(
      "Le prix a changé depuis que vous l’avez vu\u00a0: le vendeur a révisé son devis. Relisez-le avant de l’accepter.",
    );
    const orders = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where quote_id = ${q}`,
    );
    expect(orders[0]?.n).toBe(0);
    const after = await view(id);
    expect([quoteOf(after, fresh).status, quoteOf(after, known).status]).toEqual(["requested", "quoted"]);

    // The total of the revised quote, as the page now shows it: accepted.
    const ok = await accept(t, q, buyer, 44_000);
    expect(ok.status).toBe(200);
    expect(quoteOf(ok.body, known).status).toBe("accepted");
    const order = await t.database.rows<{ total: number }>(
      sql`select total::float8 as total from orders where quote_id = ${q}`,
    );
    expect(order[0]?.total).toBe(44_000);
  });

  it("every step of a deal counts against one hourly budget: past it, 429 and no order", async () => {
    const spender = await signedIn(t, "buyer");
    const created = await requestFrom(spender, [known]);
    const q = quoteOf(created.body, known).id;
    await call(t, "POST", `/api/orders/quotes/${q}/submit/`, known, quoteAnswer(3900));
    const total = quoteOf(await view(created.body.id as number, spender), known).total;
    // 120 steps an hour (docs/rate-limits.md), counted before the quote is even looked up.
    for (let i = 0; i < 120; i++) {
      const miss = await call(t, "POST", "/api/orders/quotes/999999999/accept/", spender, {
        confirm_total: 1,
      });
      expect(miss.status).toBe(404);
    }
    const over = await t.app.inject({
      method: "POST",
      url: `/api/orders/quotes/${q}/accept/`,
      headers: spender.headers,
      payload: { confirm_total: total },
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    const orders = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where quote_id = ${q}`,
    );
    expect(orders[0]?.n).toBe(0);
    // Another buyer's budget is its own.
    expect((await accept(t, q, buyer, total)).status).toBe(404);
  });

  it("guest 401; another buyer and a seller it was not sent to 404, even with the right total", async () => {
    const created = await requestFrom(buyer, [fresh]);
    const id = created.body.id as number;
    const q = created.body.quotes[0].id as number;
    await call(t, "POST", `/api/orders/quotes/${q}/submit/`, fresh, quoteAnswer(100));
    const body = { confirm_total: 1000 };
    const otherBuyer = await signedIn(t, "buyer");
    const outsider = await signedIn(t, "seller");
    expect((await call(t, "GET", `/api/orders/requests/${id}/`, null)).status).toBe(401);
    expect((await call(t, "POST", `/api/orders/quotes/${q}/accept/`, null, body)).status).toBe(401);
    for (const who of [otherBuyer, outsider, bystander]) {
      expect((await call(t, "GET", `/api/orders/requests/${id}/`, who)).status).toBe(404);
      expect((await call(t, "POST", `/api/orders/quotes/${q}/accept/`, who, body)).status).toBe(404);
    }
    // The seller it was sent to reads its own quote, with its own record, but cannot accept.
    const own = await view(id, fresh);
    expect(own.quotes).toHaveLength(1);
    expect(own.quotes[0]?.seller_record.completed_orders).toBe(1);
    expect((await call(t, "POST", `/api/orders/quotes/${q}/accept/`, fresh, body)).status).toBe(403);
    expect((await accept(t, q, buyer)).status).toBe(200);
  });
});

describe("the request form's errors in a buyer's words", () => {
  it("quantity, country and sellers, in English and French", async () => {
    const b = await signedIn(t, "buyer");
    const bad = { quantity: 0, delivery_country: "", seller_ids: [] };
    const en = await requestFrom(b, [], bad);
    expect(en.status).toBe(400);
    expect(en.body).toEqual({
      quantity: ["Enter a whole number of units, from 1 to 100,000."],
      delivery_country: ["Choose the country to deliver to."],
      seller_ids: ["Tick at least one seller to ask."],
    });
    const fr = await t.app.inject({
      method: "POST",
      url: "/api/orders/requests/",
      headers: { ...b.headers, "accept-language": "fr" },
      payload: { model_id: modelId, ...bad },
    });
    expect(fr.json()).toEqual({
      quantity: ["Saisissez un nombre entier d’unités, de 1 à 100\u202f000."],
      delivery_country: ["Choisissez le pays de livraison."],
      seller_ids: ["Cochez au moins un vendeur à interroger."],
    });
    // A country that is not on the list: the same words.
    expect((await requestFrom(b, [fresh], { delivery_country: "XX" })).body).toEqual({
      delivery_country: ["Choose the country to deliver to."],
    });
  });
});
