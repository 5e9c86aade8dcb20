/**
 * Requests for quote, quotes and orders (issue 21): every transition of transitions.ts and each
 * refusal (wrong side, wrong status, expired quote, closed request, limits, bad input), the IDOR
 * matrix of every route (guest, the buyer, another buyer, the seller, another seller, a moderator),
 * and the steps written in each seller's chat room.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_LIMITS } from "../../src/common/orders.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type ChatUserFixture, signedIn } from "./chat-helpers.ts";
import {
  accept,
  call,
  inDays,
  quoteAnswer,
  quoteIdOf,
  requestBody,
  type SellerFixture,
  sellersOfOneModel,
} from "./orders-helpers.ts";
import { pdfText } from "./pdf-text.ts";

let t: TestApp;
let modelId: number;
let sellers: SellerFixture[];
let buyer: ChatUserFixture;
let otherBuyer: ChatUserFixture;
let moderator: ChatUserFixture;
let outsider: ChatUserFixture;

beforeAll(async () => {
  t = await createTestApp();
  ({ modelId, sellers } = await sellersOfOneModel(t, 4));
  buyer = await signedIn(t, "buyer");
  otherBuyer = await signedIn(t, "buyer");
  moderator = await signedIn(t, "moderator");
  outsider = await signedIn(t, "seller");
});
afterAll(async () => {
  await t?.close();
});

const s = (i: number) => sellers[i] as SellerFixture;
const request = (who = buyer, over: Record<string, unknown> = {}) =>
  call(
    t,
    "POST",
    "/api/orders/requests/",
    who,
    requestBody(modelId, [s(0), s(1), s(2)], { notes: "Need them racked.", ...over }),
  );

async function roomTexts(roomId: number): Promise<string[]> {
  const rows = await t.database.rows<{ text: string }>(
    sql`select text from chat_messages where room_id = ${roomId} order by id`,
  );
  return rows.map((r) => r.text);
}

describe("a request to three sellers, two quotes and a decline, accepted and delivered", () => {
  it("takes every step, each checked and written with its actor", async () => {
    const created = await request();
    expect(created.status).toBe(201);
    expect(created.body.quotes).toHaveLength(3);
    expect(created.body.quotes.every((x: { status: string }) => x.status === "requested")).toBe(true);
    const id = created.body.id;
    const [q0, q1, q2] = [
      quoteIdOf(created.body, s(0)),
      quoteIdOf(created.body, s(1)),
      quoteIdOf(created.body, s(2)),
    ];

    // Each seller sees the request, with its own quote only.
    const seen = await call(t, "GET", `/api/orders/requests/${id}/`, s(0));
    expect(seen.status).toBe(200);
    expect(seen.body.quotes.map((x: { id: number }) => x.id)).toEqual([q0]);
    expect(seen.body.quotes[0].allowed).toEqual(["quote.submit", "quote.decline"]);
    // The request reached its chat room.
    const room0 = seen.body.quotes[0].chat_room_id;
    expect((await roomTexts(room0))[0]).toContain(`Request for quote #${id}: 20 ×`);

    expect((await call(t, "POST", `/api/orders/quotes/${q0}/submit/`, s(0), quoteAnswer(4000))).status).toBe(
      200,
    );
    expect((await call(t, "POST", `/api/orders/quotes/${q1}/submit/`, s(1), quoteAnswer(4200))).status).toBe(
      200,
    );
    // Revised until accepted.
    const revised = await call(t, "POST", `/api/orders/quotes/${q1}/submit/`, s(1), quoteAnswer(3900));
    expect(revised.status).toBe(200);
    expect(revised.body.quotes[0]).toMatchObject({ revision: 2, unit_price: 3900, total: 78000 });
    const declined = await call(t, "POST", `/api/orders/quotes/${q2}/decline/`, s(2), {
      reason: "Out of stock",
    });
    expect(declined.body.quotes[0]).toMatchObject({ status: "declined", decline_reason: "Out of stock" });

    // The buyer compares all answers, with economics where the model has them.
    const compare = await call(t, "GET", `/api/orders/requests/${id}/`, buyer);
    expect(compare.body.quotes.map((x: { status: string }) => x.status)).toEqual([
      "quoted",
      "quoted",
      "declined",
    ]);
    const best = compare.body.quotes.find((x: { id: number }) => x.id === q1);
    expect(best.economics.price_per_ths).toBeGreaterThan(0);
    expect(best.allowed).toEqual(["quote.accept"]);
    expect(compare.body.events.map((e: { transition: string }) => e.transition)).toContain("quote.decline");

    const accepted = await accept(t, q1, buyer);
    expect(accepted.status).toBe(200);
    expect(accepted.body.closed).toBe(true);
    const statuses = Object.fromEntries(
      accepted.body.quotes.map((x: { id: number; status: string }) => [x.id, x.status]),
    );
    expect(statuses).toEqual({ [q0]: "lost", [q1]: "accepted", [q2]: "declined" });
    const orderId = accepted.body.quotes.find((x: { id: number }) => x.id === q1).order_id;
    expect(orderId).toBeGreaterThan(0);
    // The others are told in their rooms.
    expect((await roomTexts(room0)).at(-1)).toContain("accepted another quote");

    const order = await call(t, "GET", `/api/orders/${orderId}/`, s(1));
    expect(order.body).toMatchObject({
      status: "awaiting_payment",
      quantity: 20,
      unit_price: 3900,
      total: 78000,
    });
    expect(order.body.allowed).toEqual(["order.pay", "order.cancel_by_seller"]);

    const paid = await call(t, "POST", `/api/orders/${orderId}/pay/`, s(1), {
      payment_method: "bank_transfer",
      payment_reference: "INV-1",
    });
    expect(paid.body).toMatchObject({ status: "paid", payment_method: "bank_transfer" });
    const shipped = await call(t, "POST", `/api/orders/${orderId}/ship/`, s(1), {
      tracking_carrier: "DHL",
      tracking_number: "JD0001",
    });
    expect(shipped.body).toMatchObject({ status: "shipped", tracking_number: "JD0001" });
    const delivered = await call(t, "POST", `/api/orders/${orderId}/deliver/`, buyer);
    expect(delivered.body.status).toBe("delivered");
    expect(
      delivered.body.events.map((e: { transition: string; actor_role: string }) => [
        e.transition,
        e.actor_role,
      ]),
    ).toEqual([
      ["quote.request", "buyer"],
      ["quote.submit", "seller"],
      ["quote.submit", "seller"],
      ["order.create", "buyer"],
      ["quote.accept", "buyer"],
      ["order.pay", "seller"],
      ["order.ship", "seller"],
      ["order.deliver", "buyer"],
    ]);
    expect(delivered.body.events.at(-1).actor.id).toBe(buyer.id);

    // The proforma invoice, a real PDF, in the caller's language.
    for (const lang of ["en", "fr"]) {
      const pdf = await t.app.inject({
        method: "GET",
        url: `/api/orders/${orderId}/proforma.pdf`,
        headers: { ...buyer.headers, "accept-language": lang },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, " ");
      expect(text).toContain(lang === "fr" ? "Facture proforma" : "Proforma invoice");
      expect(text).toContain(lang === "fr" ? "Livrée" : "Delivered");
    }

    // Lists of each side, with filters.
    const mine = await call(t, "GET", "/api/orders/?status=delivered", buyer);
    expect(mine.body.results.map((o: { id: number }) => o.id)).toContain(orderId);
    const incoming = await call(t, "GET", "/api/orders/requests/?status=declined", s(2));
    expect(incoming.body.results.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call(t, "GET", "/api/orders/requests/?status=quoted", s(2))).body.count).toBe(0);
  });
});

describe("refusals", () => {
  let id: number;
  let q0: number;
  let q1: number;
  beforeAll(async () => {
    const created = await request(otherBuyer, { seller_ids: [s(0).sellerId, s(1).sellerId] });
    id = created.body.id;
    q0 = quoteIdOf(created.body, s(0));
    q1 = quoteIdOf(created.body, s(1));
  });

  it("wrong side: 403; wrong status: 409", async () => {
    const asBuyer = await call(t, "POST", `/api/orders/quotes/${q0}/submit/`, otherBuyer, quoteAnswer(10));
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.detail).toBe("The other side takes this step.");
    // Not yet quoted: cannot be accepted.
    const early = await accept(t, q0, otherBuyer);
    expect(early.status).toBe(409);
    await call(t, "POST", `/api/orders/quotes/${q0}/submit/`, s(0), quoteAnswer(5000));
    expect((await accept(t, q0, s(0))).status).toBe(403);
    // A moderator reads but never acts.
    expect((await call(t, "GET", `/api/orders/requests/${id}/`, moderator)).body.quotes).toHaveLength(2);
    expect((await accept(t, q0, moderator)).status).toBe(403);
  });

  it("an expired quote cannot be accepted until the seller revises it", async () => {
    await t.database.rows(sql`update quotes set valid_until = current_date - 1 where id = ${q0}`);
    const expired = await accept(t, q0, otherBuyer);
    expect(expired.status).toBe(409);
    expect(expired.body.detail).toBe("This quote has expired: ask the seller to revise it.");
    const fr = await t.app.inject({
      method: "POST",
      url: `/api/orders/quotes/${q0}/accept/`,
      headers: { ...otherBuyer.headers, "accept-language": "fr" },
      payload: { confirm_total: 100_000 },
    });
    expect(fr.json().detail).toBe("Ce devis a expiré\u00a0: demandez au vendeur de le réviser.");
    expect((await call(t, "POST", `/api/orders/quotes/${q0}/submit/`, s(0), quoteAnswer(4900))).status).toBe(
      200,
    );
    const accepted = await accept(t, q0, otherBuyer);
    expect(accepted.status).toBe(200);
    // Closed: no more answers, no second acceptance.
    const late = await call(t, "POST", `/api/orders/quotes/${q1}/submit/`, s(1), quoteAnswer(10));
    expect(late.status).toBe(409);
    expect((await accept(t, q0, otherBuyer)).status).toBe(409);
    expect((await call(t, "POST", `/api/orders/requests/${id}/withdraw/`, otherBuyer)).status).toBe(409);
  });

  it("orders: steps out of turn and cancellations within the rules", async () => {
    const [o] = await t.database.rows<{ id: number }>(sql`select id from orders where quote_id = ${q0}`);
    const orderId = o?.id as number;
    expect(
      (await call(t, "POST", `/api/orders/${orderId}/pay/`, otherBuyer, { payment_method: "crypto" })).status,
    ).toBe(403);
    const ship = await call(t, "POST", `/api/orders/${orderId}/ship/`, s(0), {
      tracking_carrier: "UPS",
      tracking_number: "1Z",
    });
    expect(ship.status).toBe(409);
    expect((await call(t, "POST", `/api/orders/${orderId}/deliver/`, otherBuyer)).status).toBe(409);
    await call(t, "POST", `/api/orders/${orderId}/pay/`, s(0), { payment_method: "crypto" });
    // Paid: the buyer may no longer cancel; the seller still may (it refunds).
    expect(
      (await call(t, "POST", `/api/orders/${orderId}/cancel/`, otherBuyer, { reason: "Changed my mind" }))
        .status,
    ).toBe(409);
    expect((await call(t, "POST", `/api/orders/${orderId}/cancel/`, s(0), { reason: "" })).status).toBe(400);
    const cancelled = await call(t, "POST", `/api/orders/${orderId}/cancel/`, s(0), {
      reason: "Stock damaged",
    });
    expect(cancelled.body).toMatchObject({
      status: "cancelled",
      cancel_reason: "Stock damaged",
      allowed: [],
    });
    expect(cancelled.body.events.at(-1)).toMatchObject({
      transition: "order.cancel_by_seller",
      note: "Stock damaged",
    });
  });

  it("the buyer cancels before paying; withdraws an open request", async () => {
    const b = await signedIn(t, "buyer");
    const created = await request(b, { seller_ids: [s(3).sellerId] });
    const q = quoteIdOf(created.body, s(3));
    await call(t, "POST", `/api/orders/quotes/${q}/submit/`, s(3), quoteAnswer(100));
    const acc = await accept(t, q, b);
    const orderId = acc.body.quotes[0].order_id;
    const c = await call(t, "POST", `/api/orders/${orderId}/cancel/`, b, { reason: "Found cheaper" });
    expect(c.body).toMatchObject({ status: "cancelled", cancel_reason: "Found cheaper" });

    const open = await request(b, { seller_ids: [s(2).sellerId, s(3).sellerId] });
    const w = await call(t, "POST", `/api/orders/requests/${open.body.id}/withdraw/`, b);
    expect(w.body.closed).toBe(true);
    expect(w.body.quotes.map((x: { status: string }) => x.status)).toEqual(["withdrawn", "withdrawn"]);
    expect(
      (await call(t, "POST", `/api/orders/quotes/${w.body.quotes[0].id}/submit/`, s(2), quoteAnswer(1)))
        .status,
    ).toBe(409);
  });
});

describe("bad input and limits", () => {
  it("names the field and writes nothing", async () => {
    const b = await signedIn(t, "buyer");
    const before = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from quote_requests`);
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 0 }, "quantity"],
      [{ delivery_country: "XX" }, "delivery_country"],
      [{ wanted_by: inDays(-2) }, "wanted_by"],
      [{ seller_ids: Array.from({ length: 11 }, (_, i) => i + 1) }, "seller_ids"],
      [{ seller_ids: [s(0).sellerId, 999999] }, "seller_ids"],
      [{ model_id: undefined, product_id: undefined }, "product_id"],
    ];
    for (const [over, field] of cases) {
      const res = await request(b, over);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body)).toContain(field);
    }
    const after = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from quote_requests`);
    expect(after[0]?.n).toBe(before[0]?.n);

    const created = await request(b, { seller_ids: [s(0).sellerId] });
    const q = created.body.quotes[0].id;
    for (const [over, field] of [
      [{ incoterm: "XYZ" }, "incoterm"],
      [{ valid_until: inDays(-1) }, "valid_until"],
      [{ tiers: [] }, "tiers"],
      [{ currency: "dollars" }, "currency"],
    ] as const) {
      const res = await call(t, "POST", `/api/orders/quotes/${q}/submit/`, s(0), quoteAnswer(10, over));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body)).toContain(field);
    }
    const still = await call(t, "GET", `/api/orders/requests/${created.body.id}/`, b);
    expect(still.body.quotes[0]).toMatchObject({ status: "requested", revision: 0 });
  });

  it("a seller account cannot request quotes", async () => {
    expect((await request(s(0))).status).toBe(403);
  });

  it("per buyer per hour, shown by /limits/, then 429 saying when", async () => {
    const b = await signedIn(t, "buyer");
    for (let i = 0; i < ORDER_LIMITS.requestsPerBuyerHour; i++)
      expect((await request(b, { seller_ids: [s(1).sellerId] })).status).toBe(201);
    const limits = await call(t, "GET", "/api/orders/limits/", b);
    expect(limits.body).toMatchObject({
      requests_per_hour: ORDER_LIMITS.requestsPerBuyerHour,
      requests_left: 0,
      sellers_per_request: 10,
    });
    const over = await request(b, { seller_ids: [s(1).sellerId] });
    expect(over.status).toBe(429);
    expect(over.body.detail).toMatch(
      /You have sent 5 requests for quote in the last hour, the most allowed: you can send the next one in \d+ min\./,
    );
  });

  it("per seller per day: 429 once the company received its daily requests", async () => {
    const b = await signedIn(t, "buyer");
    const seller = s(3).sellerId;
    await t.database.rows(sql`
      insert into quote_requests (buyer_user_id, title, quantity, delivery_country_iso)
      select ${b.id}, 'filler', 1, 'DE' from generate_series(1, ${ORDER_LIMITS.requestsPerSellerDay})`);
    await t.database.rows(sql`
      insert into quotes (request_id, seller_id)
      select id, ${seller} from quote_requests where buyer_user_id = ${b.id}`);
    await t.database.rows(
      sql`update quote_requests set created_at = now() - interval '2 hours' where buyer_user_id = ${b.id}`,
    );
    const res = await request(b, { seller_ids: [seller] });
    expect(res.status).toBe(429);
    expect(res.body.detail).toContain("has received 50 requests today");
  });
});

describe("IDOR matrix", () => {
  it("every route: guest 401; another buyer and another seller 404; a moderator reads only", async () => {
    const created = await request(buyer, { seller_ids: [s(0).sellerId, s(1).sellerId] });
    const id = created.body.id;
    const q0 = quoteIdOf(created.body, s(0));
    await call(t, "POST", `/api/orders/quotes/${q0}/submit/`, s(0), quoteAnswer(50));
    const acc = await accept(t, q0, buyer);
    const orderId = acc.body.quotes.find((x: { id: number }) => x.id === q0).order_id;
    // s(1) received the request but is no party to the order.
    const routes: { m: "GET" | "POST" | "PUT"; url: string; body?: unknown; reader: boolean }[] = [
      { m: "GET", url: `/api/orders/requests/${id}/`, reader: true },
      { m: "POST", url: `/api/orders/requests/${id}/withdraw/`, reader: false },
      { m: "POST", url: `/api/orders/quotes/${q0}/submit/`, body: quoteAnswer(1), reader: false },
      { m: "POST", url: `/api/orders/quotes/${q0}/decline/`, body: { reason: "x" }, reader: false },
      { m: "POST", url: `/api/orders/quotes/${q0}/accept/`, body: { confirm_total: 1000 }, reader: false },
      { m: "GET", url: `/api/orders/${orderId}/`, reader: true },
      { m: "GET", url: `/api/orders/${orderId}/proforma.pdf`, reader: true },
      { m: "POST", url: `/api/orders/${orderId}/pay/`, body: { payment_method: "crypto" }, reader: false },
      {
        m: "POST",
        url: `/api/orders/${orderId}/ship/`,
        body: { tracking_carrier: "a", tracking_number: "b" },
        reader: false,
      },
      { m: "POST", url: `/api/orders/${orderId}/deliver/`, reader: false },
      { m: "PUT", url: `/api/orders/${orderId}/address/`, body: { delivery_address: "x" }, reader: false },
      { m: "POST", url: `/api/orders/${orderId}/cancel/`, body: { reason: "x" }, reader: false },
    ];
    for (const r of routes) {
      expect((await call(t, r.m, r.url, null, r.body)).status, `guest ${r.url}`).toBe(401);
      expect((await call(t, r.m, r.url, otherBuyer, r.body)).status, `another buyer ${r.url}`).toBe(404);
      expect((await call(t, r.m, r.url, outsider, r.body)).status, `a seller without it ${r.url}`).toBe(404);
      expect((await call(t, r.m, r.url, s(3), r.body)).status, `another seller ${r.url}`).toBe(404);
      expect((await call(t, r.m, r.url, moderator, r.body)).status, `moderator ${r.url}`).toBe(
        r.reader ? 200 : 403,
      );
    }
    // The other seller that received the request reads it (its quote only) but not the order.
    const seen = await call(t, "GET", `/api/orders/requests/${id}/`, s(1));
    expect(seen.body.quotes).toHaveLength(1);
    expect((await call(t, "GET", `/api/orders/${orderId}/`, s(1))).status).toBe(404);
    // Lists: guests 401; a buyer cannot ask for the seller side.
    for (const url of ["/api/orders/", "/api/orders/requests/", "/api/orders/limits/"])
      expect((await call(t, "GET", url, null)).status).toBe(401);
    expect((await call(t, "GET", "/api/orders/?side=seller", otherBuyer)).status).toBe(403);
    const theirs = (await call(t, "GET", "/api/orders/", otherBuyer)).body.results.map(
      (o: { id: number }) => o.id,
    );
    expect(theirs).not.toContain(orderId);
    expect(
      (await call(t, "GET", "/api/orders/", buyer)).body.results.map((o: { id: number }) => o.id),
    ).toContain(orderId);
    expect(
      (await call(t, "GET", "/api/orders/requests/", s(3))).body.results.map((r: { id: number }) => r.id),
    ).not.toContain(id);
  });
});

describe("the quote's terms, frozen into the order (issue 30)", () => {
  const terms = {
    payment_terms: "30% deposit, balance before shipping",
    payment_instructions: "IBAN DE89 3704 0044 0532 0130 00, reference: your order number",
    terms: "Units tested and racked before shipping.",
    lead_time_days: 21,
    incoterm: "DDP",
    warranty_months: 6,
  };
  let taker: ChatUserFixture;
  let orderId: number;
  let quoteId: number;
  beforeAll(async () => {
    taker = await signedIn(t, "buyer");
    const created = await request(taker, { seller_ids: [s(2).sellerId] });
    quoteId = quoteIdOf(created.body, s(2));
    const quoted = await call(
      t,
      "POST",
      `/api/orders/quotes/${quoteId}/submit/`,
      s(2),
      quoteAnswer(3100, terms),
    );
    expect(quoted.status).toBe(200);
  });

  it("the buyer compares the payment terms; the payment instructions wait for the order", async () => {
    const asSeller = await call(t, "GET", `/api/orders/requests/${await requestOfQuote(quoteId)}/`, s(2));
    expect(asSeller.body.quotes[0]).toMatchObject(terms);
    const asBuyer = await call(t, "GET", `/api/orders/requests/${await requestOfQuote(quoteId)}/`, taker);
    expect(asBuyer.body.quotes[0]).toMatchObject({ payment_terms: terms.payment_terms, terms: terms.terms });
    expect(asBuyer.body.quotes[0].payment_instructions).toBe("");
  });

  it("accepted: the order keeps the terms whatever happens to the quote; a revision is refused", async () => {
    const accepted = await accept(t, quoteId, taker);
    expect(accepted.status).toBe(200);
    orderId = accepted.body.quotes[0].order_id;
    const frozen = { ...terms, valid_until: inDays(14) };
    const order = await call(t, "GET", `/api/orders/${orderId}/`, taker);
    expect(order.body).toMatchObject({ ...frozen, side: "buyer", delivery_address: "" });
    expect(order.body.allowed).toEqual(["order.address", "order.cancel_by_buyer"]);
    const sellers = await call(t, "GET", `/api/orders/${orderId}/`, s(2));
    expect(sellers.body).toMatchObject({ ...frozen, side: "seller" });
    expect((await call(t, "GET", `/api/orders/${orderId}/`, moderator)).body.side).toBe("viewer");

    // The seller cannot change its terms once accepted.
    const revised = await call(
      t,
      "POST",
      `/api/orders/quotes/${quoteId}/submit/`,
      s(2),
      quoteAnswer(9999, { payment_terms: "100% upfront", incoterm: "EXW" }),
    );
    expect(revised.status).toBe(409);
    // Nor does anything done to the quote's row afterwards reach the order.
    await t.database.rows(sql`
      update quotes set payment_terms = '100% upfront', payment_instructions = 'another account',
        terms = '', incoterm = 'EXW', lead_time_days = 90, warranty_months = 0, valid_until = current_date
      where id = ${quoteId}`);
    expect((await call(t, "GET", `/api/orders/${orderId}/`, taker)).body).toMatchObject(frozen);
    expect((await call(t, "GET", "/api/orders/", taker)).body.results[0]).toMatchObject({
      payment_terms: terms.payment_terms,
      incoterm: "DDP",
    });
  });

  it("the buyer gives the delivery address before paying; the seller reads it and is told", async () => {
    const url = `/api/orders/${orderId}/address/`;
    expect((await call(t, "PUT", url, s(2), { delivery_address: "Hafenstraße 12" })).status).toBe(403);
    const empty = await call(t, "PUT", url, taker, { delivery_address: " " });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("delivery_address");
    const given = await call(t, "PUT", url, taker, { delivery_address: "Hafenstraße 12, 20457" });
    expect(given.status).toBe(200);
    expect(given.body.delivery_address).toBe("Hafenstraße 12, 20457");
    expect(given.body.events.at(-1)).toMatchObject({ transition: "order.address", actor_role: "buyer" });
    expect((await call(t, "GET", `/api/orders/${orderId}/`, s(2))).body.delivery_address).toBe(
      "Hafenstraße 12, 20457",
    );
    const room = given.body.chat_room_id;
    expect((await roomTexts(room)).at(-1)).toContain("Hafenstraße 12, 20457");

    // Paid: the address no longer changes.
    await call(t, "POST", `/api/orders/${orderId}/pay/`, s(2), { payment_method: "bank_transfer" });
    expect((await call(t, "PUT", url, taker, { delivery_address: "Elsewhere 1" })).status).toBe(409);
    // The payment method by its label in the room (the buyer reads English).
    expect((await roomTexts(room)).at(-1)).toContain("(Bank transfer)");
  });

  it("the proforma prints the terms, the instructions, the address and the payment method's label", async () => {
    for (const lang of ["en", "fr"] as const) {
      const pdf = await t.app.inject({
        method: "GET",
        url: `/api/orders/${orderId}/proforma.pdf?lang=${lang}`,
        headers: taker.headers,
      });
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, " ");
      expect(text).toContain(lang === "fr" ? "Conditions de paiement" : "Payment terms");
      expect(text).toContain(terms.payment_terms);
      expect(text).toContain(terms.payment_instructions);
      expect(text).toContain(terms.terms);
      expect(text).toContain("Hafenstraße 12, 20457");
      expect(text).toContain(lang === "fr" ? "Virement bancaire" : "Bank transfer");
      expect(text).not.toContain("bank_transfer");
      expect(text).toContain(lang === "fr" ? "21 jours" : "21 days");
    }
  });
});

async function requestOfQuote(quoteId: number): Promise<number> {
  const [row] = await t.database.rows<{ request_id: number }>(
    sql`select request_id from quotes where id = ${quoteId}`,
  );
  return row?.request_id ?? 0;
}
