/**
 * Reviews that mean something (issue 31, item 3, docs/decisions/069): a review counts — "Verified
 * purchase", the company's rating and count, its JSON-LD aggregateRating — only when the order is
 * worth its category's minimum and buyer and seller are not linked. The seven-call abuse (a
 * seller's second account, a quote of 0.0001 USD) ends with a review that is written but not
 * verified and changes nothing; a real order between unlinked accounts is verified; a shared device
 * cookie, IP address or postal address each makes it unverified; moderators see why, in their
 * language; guests 401, buyers and sellers 403; the signals are stored as hashes.
 *
 * Every call comes from a public address (inject's remoteAddress, documentation ranges) and, where
 * a browser would send it, the device cookie: loopback and private addresses are no signal.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_COOKIES } from "../../src/common/constants.ts";
import { organizationLd } from "../../src/web/lib/structured-data.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../setup/app.ts";
import { signedIn } from "./chat-helpers.ts";
import { call, quoteAnswer, type SellerFixture, sellersOfOneModel } from "./orders-helpers.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked by the assertions
type Any = any;

/** Where a browser calls from: its public address and its device cookie. */
interface Place {
  ip: string;
  device: string;
}
interface Client {
  id: number;
  ip: string;
  headers: Record<string, string>;
}

let t: TestApp;
let seller: SellerFixture;
let sellerClient: Client;
let moderator: Awaited<ReturnType<typeof signedIn>>;
const SELLER_AT: Place = { ip: "203.0.113.10", device: "5e".repeat(16) };
const OFFICE = "12, Rue de la Paix — 75002 Paris";
const TEXT = "Two units arrived tested and racked; the seller answered every question the same day.";
let places = 0;
/** A place of its own: an address and a device no other account uses. */
const elsewhere = (): Place => {
  places += 1;
  return { ip: `198.51.100.${places}`, device: places.toString(16).padStart(32, "0") };
};

/** Signs in through the API from a place (the sign-in records its device and address). */
async function signInFrom(user: { id: number; email: string }, at: Place): Promise<Client> {
  const cookie = `${AUTH_COOKIES.device}=${at.device}`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/accounts/get-token-pair/",
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: at.ip,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return { id: user.id, ip: at.ip, headers: { authorization: `Bearer ${res.json().access}`, cookie } };
}

async function act(who: Client, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: who.headers,
    remoteAddress: who.ip,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as Any) : null };
}

/**
 * A whole deal of `quantity` units at `price` USD by `buyer` (its delivery address when given), up
 * to its review: the request, the quote, the acceptance, paid, shipped, delivered, reviewed.
 */
async function dealAndReview(
  buyer: Client,
  price: number,
  opts: { address?: string; quantity?: number; rating?: number } = {},
) {
  const request = await act(buyer, "POST", "/api/orders/requests/", {
    product_id: seller.productId,
    quantity: opts.quantity ?? 1,
    delivery_country: "DE",
  });
  expect(request.status).toBe(201);
  const quote = request.body.quotes[0].id as number;
  const answer = quoteAnswer(price, { tiers: [{ min_quantity: 1, unit_price: price }] });
  expect((await act(sellerClient, "POST", `/api/orders/quotes/${quote}/submit/`, answer)).status).toBe(200);
  const seen = await act(buyer, "GET", `/api/orders/requests/${request.body.id}/`);
  const total = seen.body.quotes.find((x: { id: number }) => x.id === quote).total;
  const accepted = await act(buyer, "POST", `/api/orders/quotes/${quote}/accept/`, { confirm_total: total });
  expect(accepted.status).toBe(200);
  const [row] = await t.database.rows<{ id: number }>(sql`select id from orders where quote_id = ${quote}`);
  const order = row?.id as number;
  if (opts.address)
    expect(
      (await act(buyer, "PUT", `/api/orders/${order}/address/`, { delivery_address: opts.address })).status,
    ).toBe(200);
  const pay = { payment_method: "bank_transfer", payment_reference: "INV-1" };
  expect((await act(sellerClient, "POST", `/api/orders/${order}/pay/`, pay)).status).toBe(200);
  const ship = { tracking_carrier: "DHL", tracking_number: "JD0001" };
  expect((await act(sellerClient, "POST", `/api/orders/${order}/ship/`, ship)).status).toBe(200);
  expect((await act(buyer, "POST", `/api/orders/${order}/deliver/`)).status).toBe(200);
  const review = await act(buyer, "POST", "/api/reviews/", {
    order_id: order,
    rating: opts.rating ?? 5,
    text: TEXT,
  });
  expect(review.status).toBe(201);
  return review.body.review as { id: number; verified: boolean };
}

/** A new buyer account, signed in from `at`. */
async function buyerAt(at: Place): Promise<Client> {
  const u = await t.createUser({ role: "buyer" });
  return signInFrom(u, at);
}

const companyReviews = async () =>
  (await call(t, "GET", `/api/reviews/?seller=${seller.sellerId}`, null)).body;

/** The company page's JSON-LD rating, built from the API's answers as the page builds it. */
async function companyRatingLd() {
  const profile = (await call(t, "GET", `/api/sellers/${seller.sellerId}`, null)).body;
  const ld = organizationLd(profile, {
    url: "https://rigmarket.test/c",
    logo: null,
    reviews: await companyReviews(),
  });
  return (
    (ld as { "script:ld+json": { aggregateRating?: unknown } })["script:ld+json"].aggregateRating ?? null
  );
}

/** The moderators' view of a review (its reasons in the moderator's language). */
async function moderated(id: number, locale: "en" | "fr" = "en") {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/moderation/reviews/?verification=all",
    headers: { ...moderator.headers, "accept-language": locale },
  });
  expect(res.statusCode).toBe(200);
  return res.json().results.find((r: { id: number }) => r.id === id);
}

beforeAll(async () => {
  t = await createTestApp();
  const { sellers } = await sellersOfOneModel(t, 1);
  seller = sellers[0] as SellerFixture;
  await t.database.rows(
    sql`update sellers set head_office_address = ${OFFICE} where id = ${seller.sellerId}`,
  );
  sellerClient = await signInFrom(seller, SELLER_AT);
  moderator = await signedIn(t, "moderator");
});
afterAll(async () => {
  await t?.close();
});

describe("the seven-call abuse", () => {
  it("a seller's second account, a quote of 0.0001 USD: the review is written, not verified, and changes no rating", async () => {
    const before = await companyReviews();
    const ldBefore = await companyRatingLd();
    // A real order first, so that the company has a rating the abuse could move.
    const honest = await dealAndReview(await buyerAt(elsewhere()), 4000, { rating: 2 });
    expect(honest.verified).toBe(true);
    const rated = await companyReviews();
    expect(rated.verified_count).toBe(before.verified_count + 1);
    const ldRated = await companyRatingLd();
    expect(ldRated).not.toEqual(ldBefore);

    // The second account: the seller's own browser and address.
    const second = await buyerAt(SELLER_AT);
    const review = await dealAndReview(second, 0.0001);
    expect(review.verified).toBe(false);

    const after = await companyReviews();
    expect(after.count).toBe(rated.count + 1);
    expect(after.verified_count).toBe(rated.verified_count);
    expect(after.average).toBe(rated.average);
    expect(await companyRatingLd()).toEqual(ldRated);
    // Shown, without the badge; the product's rating is the verified reviews' only.
    expect(after.results.find((r: { id: number }) => r.id === review.id)).toMatchObject({ verified: false });
    const [p] = await t.database.rows<{ sku: string }>(
      sql`select sku from products where id = ${seller.productId}`,
    );
    const product = (await call(t, "GET", `/api/products-catalog/products/${p?.sku}`, null)).body.reviews;
    expect(product.results.find((r: { id: number }) => r.id === review.id)).toMatchObject({
      verified: false,
    });
    expect(product.verified_count).toBe(
      product.results.filter((r: { verified: boolean }) => r.verified).length,
    );

    const seen = await moderated(review.id);
    expect(seen.verified).toBe(false);
    const texts = seen.verification.reasons.map((r: { text: string }) => r.text);
    expect(texts).toContainEqual(
      expect.stringMatching(/Order value 0 USD \(0 USD\) is below the 100 USD minimum for Miners/),
    );
    expect(texts).toContainEqual(expect.stringMatching(/share a device and an IP address/));
  });
});

describe("a real order between unlinked accounts", () => {
  it("is a verified purchase, counted in the company's rating and count", async () => {
    const before = await companyReviews();
    const review = await dealAndReview(await buyerAt(elsewhere()), 150, {
      address: "Hauptstraße 5, 10115 Berlin",
    });
    expect(review.verified).toBe(true);
    const after = await companyReviews();
    expect(after.verified_count).toBe(before.verified_count + 1);
    expect((await moderated(review.id)).verification.reasons).toEqual([]);
  });

  it("below its category's minimum, is not verified, even unlinked", async () => {
    const review = await dealAndReview(await buyerAt(elsewhere()), 45, { quantity: 2 });
    expect(review.verified).toBe(false);
    const seen = await moderated(review.id);
    expect(seen.verification.reasons.map((r: { reason: string }) => r.reason)).toEqual(["belowMinimum"]);
    expect(seen.verification.reasons[0].text).toMatch(/90 USD .* below the 100 USD minimum for Miners/);
  });
});

describe("linked accounts", () => {
  it("sharing the seller's device cookie (another address): not verified", async () => {
    const review = await dealAndReview(await buyerAt({ ip: elsewhere().ip, device: SELLER_AT.device }), 4000);
    expect(review.verified).toBe(false);
    const seen = await moderated(review.id);
    expect(seen.verification.reasons).toEqual([
      { reason: "linked", text: "The buyer's and the seller's accounts share a device." },
    ]);
  });

  it("sharing the seller's IP address (another device): not verified", async () => {
    const review = await dealAndReview(await buyerAt({ ip: SELLER_AT.ip, device: elsewhere().device }), 4000);
    expect(review.verified).toBe(false);
    expect((await moderated(review.id)).verification.reasons).toEqual([
      { reason: "linked", text: "The buyer's and the seller's accounts share an IP address." },
    ]);
  });

  it("delivered to the seller's office (written differently): not verified", async () => {
    const review = await dealAndReview(await buyerAt(elsewhere()), 4000, {
      address: "12 rue de la paix 75002 PARIS",
    });
    expect(review.verified).toBe(false);
    expect((await moderated(review.id)).verification.reasons).toEqual([
      { reason: "linked", text: "The buyer's and the seller's accounts share a postal address." },
    ]);
  });

  it("an address seen long before the other account's: not a link", async () => {
    const buyer = await buyerAt({ ip: "192.0.2.77", device: elsewhere().device });
    // The seller was at that address two months before; the buyer only now.
    await t.database.rows(sql`
      insert into account_signals (user_id, kind, value_hash, first_seen, last_seen)
      select ${seller.id}, kind, value_hash, now() - interval '70 days', now() - interval '60 days'
      from account_signals where user_id = ${buyer.id} and kind = 'ip'`);
    const review = await dealAndReview(buyer, 4000);
    expect(review.verified).toBe(true);
  });
});

describe("what moderators see", () => {
  it("the reasons in French, and the unverified ones alone on asking", async () => {
    const review = await dealAndReview(await buyerAt(SELLER_AT), 0.0001);
    const seen = await moderated(review.id, "fr");
    const texts = seen.verification.reasons.map((r: { text: string }) => r.text);
    expect(texts).toContainEqual(
      expect.stringMatching(/inférieure au minimum de 100 USD pour la catégorie Mineurs/),
    );
    expect(texts).toContainEqual(expect.stringMatching(/partagent un appareil et une adresse IP/));
    const only = await call(t, "GET", "/api/moderation/reviews/?verification=unverified", moderator);
    expect(only.body.results.length).toBeGreaterThan(0);
    expect(only.body.results.every((r: { verified: boolean }) => !r.verified)).toBe(true);
    const counted = await call(t, "GET", "/api/moderation/reviews/?verification=verified", moderator);
    expect(counted.body.results.every((r: { verified: boolean }) => r.verified)).toBe(true);
    expect(
      (await call(t, "GET", "/api/moderation/reviews/?verification=maybe", moderator)).body.verification,
    ).toBeDefined();
  });

  it("is for moderators only: a guest 401, a buyer and a seller 403", async () => {
    const url = "/api/moderation/reviews/?verification=unverified";
    expect((await call(t, "GET", url, null)).status).toBe(401);
    expect((await act(await buyerAt(elsewhere()), "GET", url)).status).toBe(403);
    expect((await act(sellerClient, "GET", url)).status).toBe(403);
  });
});

describe("the signals", () => {
  it("are stored as keyed hashes, never the address or the device id", async () => {
    const rows = await t.database.rows<{ kind: string; value_hash: string }>(
      sql`select kind, value_hash from account_signals where user_id = ${seller.id}`,
    );
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(["device", "ip"]));
    for (const r of rows) {
      expect(r.value_hash).not.toContain(SELLER_AT.ip);
      expect(r.value_hash).not.toContain(SELLER_AT.device);
    }
  });
});
