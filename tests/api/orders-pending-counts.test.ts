/**
 * What waits for each side (issue 30, docs/decisions/061): GET /api/orders/pending-counts/ counts a
 * seller's requests to quote and orders to confirm or ship, a buyer's requests with a quote to
 * answer and orders to pay, receive or review; the counts follow each step; the lists' `waiting`
 * filter shows exactly what is counted; a guest gets 401 and nobody sees another's counts.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type ChatUserFixture, signedIn } from "./chat-helpers.ts";
import {
  accept,
  call,
  quoteAnswer,
  quoteIdOf,
  requestBody,
  type SellerFixture,
  sellersOfOneModel,
} from "./orders-helpers.ts";

let t: TestApp;
let modelId: number;
let sellers: SellerFixture[];
let buyer: ChatUserFixture;
let otherBuyer: ChatUserFixture;
let outsider: ChatUserFixture;

beforeAll(async () => {
  t = await createTestApp();
  ({ modelId, sellers } = await sellersOfOneModel(t, 3));
  buyer = await signedIn(t, "buyer");
  otherBuyer = await signedIn(t, "buyer");
  outsider = await signedIn(t, "seller");
});
afterAll(async () => {
  await t?.close();
});

const s = (i: number) => sellers[i] as SellerFixture;
type Who = ChatUserFixture;

async function counts(who: Who, side?: "buyer" | "seller") {
  const res = await call(t, "GET", `/api/orders/pending-counts/${side ? `?side=${side}` : ""}`, who);
  expect(res.status).toBe(200);
  return { requests: res.body.requests as number, orders: res.body.orders as number };
}

/** The ids the `waiting` filter of a list shows to a side. */
async function waiting(who: Who, list: "requests" | "orders", side: "buyer" | "seller") {
  const url = list === "requests" ? "/api/orders/requests/" : "/api/orders/";
  const res = await call(t, "GET", `${url}?side=${side}&status=waiting`, who);
  expect(res.status).toBe(200);
  expect(res.body.count).toBe(res.body.results.length);
  return res.body.results.map((r: { id: number }) => r.id);
}

/** Each side's counts agree with its `waiting` lists, and are what the step left. */
async function expectCounts(who: Who, side: "buyer" | "seller", want: { requests: number; orders: number }) {
  expect(await counts(who, side)).toEqual(want);
  expect(await waiting(who, "requests", side)).toHaveLength(want.requests);
  expect(await waiting(who, "orders", side)).toHaveLength(want.orders);
}

/** Nobody else's steps show in these accounts' counts. */
async function expectUntouched() {
  await expectCounts(otherBuyer, "buyer", { requests: 0, orders: 0 });
  await expectCounts(outsider, "buyer", { requests: 0, orders: 0 });
  await expectCounts(s(2), "seller", { requests: 0, orders: 0 });
}

describe("GET /api/orders/pending-counts/", () => {
  it("answers a guest 401, a buyer asking for a seller's side 403, a wrong side 400", async () => {
    expect((await call(t, "GET", "/api/orders/pending-counts/", null)).status).toBe(401);
    expect((await call(t, "GET", "/api/orders/pending-counts/?side=seller", buyer)).status).toBe(403);
    const bad = await call(t, "GET", "/api/orders/pending-counts/?side=moderator", buyer);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("side");
  });

  it("defaults to the company's side for its owner, the own side for a buyer", async () => {
    const seller = await call(t, "GET", "/api/orders/pending-counts/", s(0));
    expect(seller.body).toEqual({ side: "seller", requests: 0, orders: 0 });
    const own = await call(t, "GET", "/api/orders/pending-counts/", buyer);
    expect(own.body).toEqual({ side: "buyer", requests: 0, orders: 0 });
  });

  it("follows a request, its quotes, the order's steps and the review", async () => {
    const created = await call(
      t,
      "POST",
      "/api/orders/requests/",
      buyer,
      requestBody(modelId, [s(0), s(1)], { quantity: 4 }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const quoteOf = (seller: SellerFixture) => quoteIdOf(created.body, seller);

    // Each chosen seller has a request to quote; the buyer waits.
    await expectCounts(s(0), "seller", { requests: 1, orders: 0 });
    await expectCounts(s(1), "seller", { requests: 1, orders: 0 });
    expect(await waiting(s(0), "requests", "seller")).toEqual([id]);
    await expectCounts(buyer, "buyer", { requests: 0, orders: 0 });
    await expectUntouched();

    // Quoted: off the seller's count, on the buyer's. Declined: off the other seller's.
    expect(
      (await call(t, "POST", `/api/orders/quotes/${quoteOf(s(0))}/submit/`, s(0), quoteAnswer(3000))).status,
    ).toBe(200);
    await expectCounts(s(0), "seller", { requests: 0, orders: 0 });
    await expectCounts(buyer, "buyer", { requests: 1, orders: 0 });
    expect(await waiting(buyer, "requests", "buyer")).toEqual([id]);
    await call(t, "POST", `/api/orders/quotes/${quoteOf(s(1))}/decline/`, s(1), { reason: "No stock" });
    await expectCounts(s(1), "seller", { requests: 0, orders: 0 });

    // An expired quote is no longer an answer to act on; valid again, it is.
    await t.database.rows(sql`update quotes set valid_until = current_date - 1 where id = ${quoteOf(s(0))}`);
    await expectCounts(buyer, "buyer", { requests: 0, orders: 0 });
    await t.database.rows(sql`update quotes set valid_until = current_date + 7 where id = ${quoteOf(s(0))}`);
    await expectCounts(buyer, "buyer", { requests: 1, orders: 0 });

    // Accepted: an order awaiting payment, which both sides act on (the buyer pays, the seller confirms).
    const accepted = await accept(t, quoteOf(s(0)), buyer);
    expect(accepted.status).toBe(200);
    const orderId = accepted.body.quotes.find((x: { order_id: number | null }) => x.order_id).order_id;
    await expectCounts(buyer, "buyer", { requests: 0, orders: 1 });
    await expectCounts(s(0), "seller", { requests: 0, orders: 1 });
    expect(await waiting(s(0), "orders", "seller")).toEqual([orderId]);

    // Paid: the seller ships, the buyer waits.
    await call(t, "POST", `/api/orders/${orderId}/pay/`, s(0), {
      payment_method: "bank_transfer",
      payment_reference: "INV-7",
    });
    await expectCounts(s(0), "seller", { requests: 0, orders: 1 });
    await expectCounts(buyer, "buyer", { requests: 0, orders: 0 });

    // Shipped: the buyer confirms receipt.
    await call(t, "POST", `/api/orders/${orderId}/ship/`, s(0), {
      tracking_carrier: "DHL",
      tracking_number: "JD7",
    });
    await expectCounts(s(0), "seller", { requests: 0, orders: 0 });
    await expectCounts(buyer, "buyer", { requests: 0, orders: 1 });
    expect(await waiting(buyer, "orders", "buyer")).toEqual([orderId]);

    // Delivered: the buyer still has its review to write; written, nothing waits.
    expect((await call(t, "POST", `/api/orders/${orderId}/deliver/`, buyer)).status).toBe(200);
    await expectCounts(buyer, "buyer", { requests: 0, orders: 1 });
    const review = await call(t, "POST", "/api/reviews/", buyer, {
      order_id: orderId,
      rating: 5,
      text: "Four units arrived racked and tested; the seller answered every question the same day.",
    });
    expect(review.status).toBe(201);
    await expectCounts(buyer, "buyer", { requests: 0, orders: 0 });
    await expectCounts(s(0), "seller", { requests: 0, orders: 0 });
    await expectUntouched();
  });
});
