/**
 * Verified reviews (issue 21, docs/decisions/056): the buyer of a delivered order reviews it once,
 * and each refusal (signed out, not delivered, not its order, twice, bad rating, bad text); the
 * company answers once; moderators hide a review (gone from the product's and the company's lists,
 * counts and averages) and show it again; the IDOR matrix of every new route (a guest, a buyer and
 * another seller for each seller call); the rate limit of writes.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_LIMITS } from "../../src/common/reviews.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type ChatUserFixture, signedIn } from "./chat-helpers.ts";
import { accept, call, quoteAnswer, type SellerFixture, sellersOfOneModel } from "./orders-helpers.ts";

let t: TestApp;
let seller: SellerFixture;
let otherSeller: SellerFixture;
let buyer: ChatUserFixture;
let otherBuyer: ChatUserFixture;
let moderator: ChatUserFixture;
let sku: string;
let delivered: number;
let shipped: number;
let reviewId: number;

const TEXT = "Ten units arrived racked and tested; the seller answered every question the same day.";

/** An order of the seller's product by `who`, taken through its steps up to `until`. */
async function orderOf(who: ChatUserFixture, until: "shipped" | "delivered") {
  const created = await call(t, "POST", "/api/orders/requests/", who, {
    product_id: seller.productId,
    quantity: 10,
    delivery_country: "DE",
  });
  expect(created.status).toBe(201);
  const quote = created.body.quotes[0].id as number;
  expect(
    (await call(t, "POST", `/api/orders/quotes/${quote}/submit/`, seller, quoteAnswer(4000))).status,
  ).toBe(200);
  const accepted = await accept(t, quote, who);
  expect(accepted.status).toBe(200);
  const [row] = await t.database.rows<{ id: number }>(sql`select id from orders where quote_id = ${quote}`);
  const id = row?.id as number;
  const pay = { payment_method: "bank_transfer", payment_reference: "INV-1" };
  expect((await call(t, "POST", `/api/orders/${id}/pay/`, seller, pay)).status).toBe(200);
  const ship = { tracking_carrier: "DHL", tracking_number: "JD0001" };
  expect((await call(t, "POST", `/api/orders/${id}/ship/`, seller, ship)).status).toBe(200);
  if (until === "delivered")
    expect((await call(t, "POST", `/api/orders/${id}/deliver/`, who)).status).toBe(200);
  return id;
}

const productReviews = async () =>
  (await call(t, "GET", `/api/products-catalog/products/${sku}`, null)).body.reviews;
const companyReviews = async () =>
  (await call(t, "GET", `/api/reviews/?seller=${seller.sellerId}`, null)).body;
const write = (who: ChatUserFixture | null, over: Record<string, unknown> = {}) =>
  call(t, "POST", "/api/reviews/", who, { order_id: delivered, rating: 4, text: TEXT, ...over });

beforeAll(async () => {
  t = await createTestApp();
  const { sellers } = await sellersOfOneModel(t, 2);
  [seller, otherSeller] = sellers as [SellerFixture, SellerFixture];
  buyer = await signedIn(t, "buyer");
  otherBuyer = await signedIn(t, "buyer");
  moderator = await signedIn(t, "moderator");
  const [p] = await t.database.rows<{ sku: string }>(
    sql`select sku from products where id = ${seller.productId}`,
  );
  sku = p?.sku as string;
  delivered = await orderOf(buyer, "delivered");
  shipped = await orderOf(buyer, "shipped");
});
afterAll(async () => {
  await t?.close();
});

describe("writing a review", () => {
  it("is refused signed out (401), before delivery (409), to anyone but the order's buyer", async () => {
    expect((await write(null)).status).toBe(401);

    const early = await write(buyer, { order_id: shipped });
    expect(early.status).toBe(409);
    expect(early.body.detail).toMatch(/once you have confirmed its delivery/);

    // Another buyer learns nothing of the order (404, as the orders' routes answer); its company
    // and a moderator see the order but may not review it (403).
    expect((await write(otherBuyer)).status).toBe(404);
    expect((await write(otherSeller)).status).toBe(404);
    const bySeller = await write(seller);
    expect(bySeller.status).toBe(403);
    expect(bySeller.body.detail).toMatch(/Only the buyer/);
    expect((await write(moderator)).status).toBe(403);
    expect((await write(buyer, { order_id: 999_999 })).status).toBe(404);
  });

  it("refuses a bad rating or text, naming the field", async () => {
    for (const rating of [0, 6, 2.5, "5", null]) {
      const res = await write(buyer, { rating });
      expect(res.status, String(rating)).toBe(400);
      expect(Object.keys(res.body)).toEqual(["rating"]);
    }
    const short = await write(buyer, { text: "Good." });
    expect(short.status).toBe(400);
    expect(short.body.text[0]).toMatch(/at least 10 characters/);
    const long = await write(buyer, { text: "x".repeat(REVIEW_LIMITS.textMax + 1) });
    expect(long.status).toBe(400);
    expect(long.body.text[0]).toMatch(/no more than 2000 characters/);
    expect((await write(buyer, { text: "   " })).body.text).toBeDefined();
    expect((await write(buyer, { order_id: undefined })).body.order_id).toBeDefined();
    expect((await write(buyer, { extra: 1 })).status).toBe(400);
    const french = await t.app.inject({
      method: "POST",
      url: "/api/reviews/",
      headers: { ...buyer.headers, "accept-language": "fr" },
      payload: { order_id: shipped, rating: 4, text: TEXT },
    });
    expect(french.statusCode).toBe(409);
    expect(french.json().detail).toMatch(/une fois sa livraison confirmée/);
  });

  it("stores the buyer's one review of a delivered order as a verified purchase", async () => {
    const before = await productReviews();
    const ofOrder = await call(t, "GET", `/api/reviews/orders/${delivered}/`, buyer);
    expect(ofOrder.body).toMatchObject({ review: null, can_write: true, can_answer: false });

    const res = await write(buyer, { rating: 5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ can_write: false, can_answer: false });
    expect(res.body.review).toMatchObject({ rating: 5, text: TEXT, verified: true, hidden: false });
    expect(res.body.review.product.sku).toBe(sku);
    reviewId = res.body.review.id;

    // On the product page, first, counted; on the company's list too.
    const after = await productReviews();
    expect(after.count).toBe(before.count + 1);
    expect(after.verified_count).toBe(before.verified_count + 1);
    expect(after.results[0]).toMatchObject({ id: reviewId, verified: true, seller_answer: null });
    const company = await companyReviews();
    expect(company.results.map((r: { id: number }) => r.id)).toContain(reviewId);
    expect(company.average).toBeGreaterThan(0);

    const twice = await write(buyer, { rating: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toMatch(/one review per order/);
  });
});

describe("the order's review", () => {
  it("answers the buyer, the company and moderators; 404 to others, 401 to guests", async () => {
    const url = `/api/reviews/orders/${delivered}/`;
    expect((await call(t, "GET", url, null)).status).toBe(401);
    expect((await call(t, "GET", url, otherBuyer)).status).toBe(404);
    expect((await call(t, "GET", url, otherSeller)).status).toBe(404);
    expect((await call(t, "GET", url, buyer)).body.can_answer).toBe(false);
    const bySeller = await call(t, "GET", url, seller);
    expect(bySeller.body).toMatchObject({ can_write: false, can_answer: true });
    expect(bySeller.body.review.id).toBe(reviewId);
    expect((await call(t, "GET", url, moderator)).body).toMatchObject({
      can_write: false,
      can_answer: false,
    });
  });
});

describe("the company's answer", () => {
  const answer = (who: ChatUserFixture | null, text = "Thank you, see you for the next batch.") =>
    call(t, "POST", `/api/reviews/${reviewId}/answer/`, who, { answer: text });

  it("is refused to a guest, the buyer, another seller and a moderator", async () => {
    expect((await answer(null)).status).toBe(401);
    const byBuyer = await answer(buyer);
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.detail).toMatch(/Only the reviewed company/);
    expect((await answer(otherSeller)).status).toBe(403);
    expect((await answer(moderator)).status).toBe(403);
    expect((await call(t, "POST", "/api/reviews/999999/answer/", seller, { answer: "Hello" })).status).toBe(
      404,
    );
    expect((await answer(seller, "")).body.answer).toBeDefined();
    expect((await answer(seller, "y".repeat(REVIEW_LIMITS.answerMax + 1))).status).toBe(400);
  });

  it("is written once and shows under the review", async () => {
    const res = await answer(seller);
    expect(res.status).toBe(200);
    expect(res.body.seller_answer).toBe("Thank you, see you for the next batch.");
    const again = await answer(seller, "Another answer");
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/answers once/);
    const shown = (await productReviews()).results.find((r: { id: number }) => r.id === reviewId);
    expect(shown.seller_answer).toBe("Thank you, see you for the next batch.");
    expect(shown.seller_answered_at).toBeTruthy();
    const ofOrder = await call(t, "GET", `/api/reviews/orders/${delivered}/`, seller);
    expect(ofOrder.body.can_answer).toBe(false);
  });
});

describe("moderation", () => {
  const hide = (who: ChatUserFixture | null, reason = "Personal data in the text.") =>
    call(t, "POST", `/api/moderation/reviews/${reviewId}/hide/`, who, { reason });
  const unhide = (who: ChatUserFixture | null) =>
    call(t, "POST", `/api/moderation/reviews/${reviewId}/unhide/`, who);

  it("is for moderators only: a guest 401, a buyer and sellers 403", async () => {
    for (const route of [() => hide(null), () => unhide(null)]) expect((await route()).status).toBe(401);
    for (const who of [buyer, seller, otherSeller]) {
      expect((await hide(who)).status).toBe(403);
      expect((await unhide(who)).status).toBe(403);
      expect((await call(t, "GET", "/api/moderation/reviews/", who)).status).toBe(403);
    }
    expect((await call(t, "GET", "/api/moderation/reviews/", null)).status).toBe(401);
    expect((await hide(moderator, "")).body.reason).toBeDefined();
    expect(
      (await call(t, "POST", "/api/moderation/reviews/999999/hide/", moderator, { reason: "x" })).status,
    ).toBe(404);
  });

  it("hides a review from the product and company lists, counts and averages, and shows it again", async () => {
    const product = await productReviews();
    const company = await companyReviews();
    const hidden = await hide(moderator);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: reviewId, hidden_reason: "Personal data in the text." });
    expect(hidden.body.hidden_at).toBeTruthy();
    expect((await hide(moderator)).status).toBe(409);

    const productAfter = await productReviews();
    expect(productAfter.count).toBe(product.count - 1);
    expect(productAfter.results.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    // The average is the shown verified reviews' (decision 069): the seed's reviews have no order.
    const [stats] = await t.database.rows<{ n: number; avg: number | null }>(sql`
      select count(*)::int as n, round(avg(rating)::numeric, 1)::float8 as avg from product_reviews
      where seller_id = ${seller.sellerId} and hidden_at is null and verified`);
    const companyAfter = await companyReviews();
    expect(companyAfter.count).toBe(company.count - 1);
    expect(companyAfter.verified_count).toBe(company.verified_count - 1);
    expect(companyAfter.verified_count).toBe(stats?.n);
    expect(companyAfter.average).toBe(stats?.avg ?? null);
    expect(companyAfter.results.map((r: { id: number }) => r.id)).not.toContain(reviewId);

    // The buyer still sees it on the order, marked hidden; the console lists it as hidden.
    expect((await call(t, "GET", `/api/reviews/orders/${delivered}/`, buyer)).body.review.hidden).toBe(true);
    const list = await call(t, "GET", "/api/moderation/reviews/?visibility=hidden", moderator);
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { id: number }) => r.id)).toContain(reviewId);

    expect((await unhide(moderator)).status).toBe(200);
    expect((await unhide(moderator)).status).toBe(409);
    expect((await productReviews()).count).toBe(product.count);
    expect((await companyReviews()).count).toBe(company.count);
    expect((await companyReviews()).verified_count).toBe(company.verified_count);
  });
});

describe("public lists", () => {
  it("page a company's reviews ten at a time and need a company or a product", async () => {
    expect((await call(t, "GET", "/api/reviews/", null)).body.seller).toBeDefined();
    const first = await companyReviews();
    expect(first.results.length).toBeLessThanOrEqual(REVIEW_LIMITS.pageSize);
    if (first.count > REVIEW_LIMITS.pageSize) expect(first.next).toContain("page=2");
    const byProduct = await call(t, "GET", `/api/reviews/?product=${seller.productId}`, null);
    expect(byProduct.body.count).toBe((await productReviews()).count);
  });
});

describe("rate limit", () => {
  it("allows 20 review writes per user and hour, then 429 with Retry-After", async () => {
    const busy = await signedIn(t, "buyer");
    for (let i = 0; i < 20; i++) expect((await write(busy, { order_id: 999_999 })).status).toBe(404);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reviews/",
      headers: busy.headers,
      payload: { order_id: 999_999, rating: 4, text: TEXT },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });
});
