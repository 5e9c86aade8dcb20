/**
 * Issue 20, the marketplace widgets (docs/decisions/049): special offers set by sellers (a
 * discount with an end date, through moderation like any change of an approved product), which
 * end on time with no job; best deals per miner model; trending products, services and companies
 * from recent views, once per visitor per day.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SellerProduct } from "../../src/common/api/seller-products.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, loadFixtures, P } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let moderatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  moderatorId = (await t.createUser({ role: "moderator" })).id;
});
afterAll(async () => {
  await t?.close();
});

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const OFFERS = "/api/products-catalog/special-offers/";
type Card = { id: number; discount_amount: number; discount_ends_at: string | null; price_from: number };
const offers = async (size = 24) => (await h.call<Card[]>("GET", `${OFFERS}?page_size=${size}`)).body;
const page = async (sku: string) => (await h.call<Card>("GET", `/api/products-catalog/products/${sku}`)).body;
const searchCard = async (id: number, name: string) =>
  (
    await h.call<{ results: Card[] }>("GET", `/api/search/products/?search=${encodeURIComponent(name)}`)
  ).body.results.find((c) => c.id === id);

/** An approved product (5,200 / 4,900 USD tiers, 100 USD standing discount) with an approved offer. */
async function approvedOffer(name: string, discount: number, endsAt: string) {
  const u = await h.seller();
  const p = await h.inStatus(u, "approved", { moderatorId, name });
  const patch = await h.call<SellerProduct>("PATCH", `${P}/${p.id}/`, {
    headers: u.headers,
    payload: { discount_amount: discount, discount_ends_at: endsAt },
  });
  expect(patch.status, JSON.stringify(patch.body)).toBe(200);
  await t.app.services.sellerProducts.approveProducts(moderatorId, [p.id]);
  return { u, p };
}

describe("special offers", () => {
  it("goes through moderation, then shows the old and the new price with its end, biggest share first", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "approved", { moderatorId, name: "Godwit offer rig" });
    const ends = inDays(10);
    const patch = await h.call<SellerProduct>("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      payload: { discount_amount: 980, discount_ends_at: ends },
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    expect(patch.body.pending_change?.fields).toEqual(["discount_amount", "discount_ends_at"]);
    // Until a moderator approves it, the public sees the standing discount and no offer.
    expect(await page(p.sku)).toMatchObject({ discount_amount: 100, discount_ends_at: null });
    expect((await offers()).map((c) => c.id)).not.toContain(p.id);

    await t.app.services.sellerProducts.approveProducts(moderatorId, [p.id]);
    expect(await page(p.sku)).toMatchObject({
      price_from: 4900,
      discount_amount: 980,
      discount_ends_at: ends,
    });
    expect(await searchCard(p.id, "Godwit offer rig")).toMatchObject({
      discount_amount: 980,
      discount_ends_at: ends,
    });
    const smaller = await approvedOffer("Knot offer rig", 490, inDays(5));
    const list = await offers();
    // 980 of 4,900 (20 %) before 490 of 4,900 (10 %), both before the demo data's offers (8 %).
    expect(list.map((c) => c.id).slice(0, 2)).toEqual([p.id, smaller.p.id]);
    expect(list[0]).toMatchObject({ price_from: 4900, discount_amount: 980, discount_ends_at: ends });
    expect(await offers(1)).toHaveLength(1);
    // The seller's edit form reads the offer back.
    const edit = await h.call<SellerProduct>("GET", `${P}/${p.id}/edit`, { headers: u.headers });
    expect(edit.body).toMatchObject({ discount_amount: 980, discount_ends_at: ends });
  });

  it("is gone once its end has passed: the list, the page and the cards show the normal price", async () => {
    const { p } = await approvedOffer("Dunlin offer rig", 700, inDays(3));
    expect((await offers()).map((c) => c.id)).toContain(p.id);
    await t.database.rows(
      sql`update products set discount_ends_at = now() - interval '1 minute' where id = ${p.id}`,
    );
    expect((await offers()).map((c) => c.id)).not.toContain(p.id);
    expect(await page(p.sku)).toMatchObject({ price_from: 4900, discount_amount: 0, discount_ends_at: null });
    expect(await searchCard(p.id, "Dunlin offer rig")).toMatchObject({
      discount_amount: 0,
      discount_ends_at: null,
    });
  });

  it("ends on time with no write: the cached list and cards drop it once the clock passes the end", async () => {
    const { p } = await approvedOffer("Sanderling offer rig", 600, inDays(3));
    await t.database.rows(
      sql`update products set discount_ends_at = now() + interval '1500 milliseconds' where id = ${p.id}`,
    );
    expect((await offers()).map((c) => c.id)).toContain(p.id);
    expect((await page(p.sku)).discount_amount).toBe(600);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    // Nothing was written since: the data version is the same, the caches must still not keep it.
    expect((await offers()).map((c) => c.id)).not.toContain(p.id);
    expect(await page(p.sku)).toMatchObject({ discount_amount: 0, discount_ends_at: null });
    expect(await searchCard(p.id, "Sanderling offer rig")).toMatchObject({ discount_amount: 0 });
  });

  it("names the field of bad input", async () => {
    const u = await h.seller();
    const p = await h.create(u.headers, h.complete());
    const patch = (payload: Record<string, unknown>) =>
      h.call("PATCH", `${P}/${p.id}/`, { headers: u.headers, payload });
    expect((await patch({ discount_amount: 100, discount_ends_at: inDays(-1) })).body).toEqual({
      discount_ends_at: ["The offer must end in the future."],
    });
    expect((await patch({ discount_amount: 100, discount_ends_at: inDays(91) })).body).toEqual({
      discount_ends_at: ["The offer can end at most 90 days from now."],
    });
    expect((await patch({ discount_amount: 100, discount_ends_at: "next friday" })).body).toEqual({
      discount_ends_at: ["Enter a date and time, such as 2026-12-31T18:00Z."],
    });
    const tooHigh = await patch({ discount_amount: 4900, discount_ends_at: inDays(3) });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body).toEqual({
      discount_amount: ["The discount must be lower than the lowest unit price."],
    });
    const noDiscount = await patch({ discount_amount: 0, discount_ends_at: inDays(3) });
    expect(noDiscount.status).toBe(400);
    expect(noDiscount.body).toEqual({
      discount_amount: ["Set a discount for the offer, or clear its end date."],
    });
    const fr = await h.call("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      lang: "fr",
      payload: { discount_amount: 100, discount_ends_at: inDays(-1) },
    });
    expect(fr.body).toEqual({ discount_ends_at: ["L’offre doit se terminer dans le futur."] });
    // Clearing the end keeps a standing discount.
    const ok = await patch({ discount_amount: 100, discount_ends_at: null });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ discount_amount: 100, discount_ends_at: null });
  });

  it("is set only by the product's seller", async () => {
    const owner = await h.seller();
    const p = await h.create(owner.headers, h.complete());
    const payload = { discount_amount: 100, discount_ends_at: inDays(3) };
    const url = `${P}/${p.id}/`;
    expect((await h.call("PATCH", url, { payload })).status).toBe(401);
    const buyer = await h.signedIn();
    expect((await h.call("PATCH", url, { headers: buyer.headers, payload })).status).toBe(403);
    const other = await h.seller();
    expect([403, 404]).toContain((await h.call("PATCH", url, { headers: other.headers, payload })).status);
    const [row] = await t.database.rows<{ discount_ends_at: unknown }>(
      sql`select discount_ends_at from products where id = ${p.id}`,
    );
    expect(row?.discount_ends_at).toBeNull();
    expect((await h.call("PATCH", url, { headers: owner.headers, payload })).status).toBe(200);
  });

  it("bounds the page size (clamped to 24, as every page size of the API)", async () => {
    const big = await h.call<Card[]>("GET", `${OFFERS}?page_size=500`);
    expect(big.status).toBe(200);
    expect(big.body.length).toBeLessThanOrEqual(24);
    expect((await h.call("GET", `${OFFERS}?page_size=0`)).body).toHaveProperty("page_size");
  });
});

describe("best deals", () => {
  type Deal = {
    model: { id: number; name: string };
    product: { id: number; model: { id: number } | null; price_from: number };
    usd_per_ths: number;
    median_usd_per_ths: number;
    below_median: number;
    listings: number;
  };
  const deals = async (size: number) =>
    h.call<Deal[]>("GET", `/api/products-catalog/best-deals/?page_size=${size}`);

  it("gives each model's cheapest listing per TH/s, the models furthest below their median first, bounded", async () => {
    const u = await h.seller();
    // 200 TH/s at 1,000 USD: 5 USD per TH/s, far below any demo listing of the model.
    const cheap = await h.readyDraft(u.headers, {
      name: "Whimbrel cheap rig",
      model_id: fx.model.id,
      price_tiers: [{ min_quantity: 1, max_quantity: null, unit_price: 1000 }],
      discount_amount: 0,
    });
    await h.action(u.headers, "verify", [cheap.id], 200);
    await t.app.services.sellerProducts.approveProducts(moderatorId, [cheap.id]);

    const r = await deals(24);
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(0);
    expect(r.body.length).toBeLessThanOrEqual(24);
    const ours = r.body.find((d) => d.model.id === fx.model.id);
    expect(ours?.product.id).toBe(cheap.id);
    expect(ours?.usd_per_ths).toBe(5);
    expect(ours?.listings).toBeGreaterThan(1);
    expect(ours?.below_median).toBeGreaterThan(0.5);
    for (const d of r.body) {
      expect(d.product.model?.id).toBe(d.model.id);
      expect(d.usd_per_ths).toBeLessThanOrEqual(d.median_usd_per_ths);
    }
    const below = r.body.map((d) => d.below_median);
    expect(below).toEqual([...below].sort((a, b) => b - a));
    expect(r.body[0]?.model.id).toBe(fx.model.id);
    expect((await deals(2)).body).toHaveLength(Math.min(2, r.body.length));
    expect((await deals(500)).body.length).toBeLessThanOrEqual(24);
    expect((await deals(0)).status).toBe(400);
  });
});

describe("trending", () => {
  const view = (url: string, ip: string, agent = BROWSER) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { "user-agent": agent, "accept-language": "en" },
      remoteAddress: ip,
    });

  it("counts each visitor once a day for products, services and companies, crawlers never", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "approved", { moderatorId, name: "Turnstone trending rig" });
    const [service] = await t.database.rows<{ id: number }>(
      sql`select v.id from services v join sellers s on s.id = v.seller_id
          where v.status = 'approved' and s.status = 'active' order by v.id limit 1`,
    );
    if (!service) throw new Error("no public service in the demo data");
    for (const ip of ["10.77.0.1", "10.77.0.1", "10.77.0.2", "10.77.0.3"]) {
      expect((await view(`/api/products-catalog/products/${p.sku}`, ip)).statusCode).toBe(200);
      expect((await view(`/api/services-catalog/services/${service.id}`, ip)).statusCode).toBe(200);
      expect((await view(`/api/sellers/${u.sellerId}`, ip)).statusCode).toBe(200);
    }
    // A crawler and a script are not visitors.
    await view(
      `/api/products-catalog/products/${p.sku}`,
      "10.77.0.9",
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
    );
    await view(`/api/products-catalog/products/${p.sku}`, "10.77.0.9", "");
    await t.app.services.recentViews.flush();

    type Row = { id: number; recent_views: number };
    const products = (await h.call<Row[]>("GET", "/api/trending/products/?limit=12")).body;
    expect(products[0]).toMatchObject({ id: p.id, recent_views: 3 });
    const services = (await h.call<Row[]>("GET", "/api/trending/services/?limit=12")).body;
    expect(services[0]).toMatchObject({ id: service.id, recent_views: 3 });
    const companies = (await h.call<Row[]>("GET", "/api/trending/companies/")).body;
    expect(companies[0]).toMatchObject({ id: u.sellerId, recent_views: 3 });
    expect(companies.length).toBeLessThanOrEqual(6);
    expect((await h.call<Row[]>("GET", "/api/trending/companies/?limit=99")).body.length).toBeLessThanOrEqual(
      12,
    );
    expect((await h.call("GET", "/api/trending/companies/?limit=x")).body).toHaveProperty("limit");
    // Withdrawn (archived), the product leaves the list at once, though the list is kept a minute.
    await h.action(u.headers, "to-archive", [p.id], 200);
    const after = (await h.call<Row[]>("GET", "/api/trending/products/?limit=12")).body;
    expect(after.map((r) => r.id)).not.toContain(p.id);
    const [rows] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from recent_views where kind = 'product' and target_id = ${p.id}`,
    );
    expect(rows?.n).toBe(3);
  });
});

describe("the API documentation", () => {
  it("describes the widgets' calls", async () => {
    const res = await h.call<{ paths: Record<string, Record<string, { summary?: string }>> }>(
      "GET",
      "/api/docs/json",
    );
    for (const path of [
      "/api/products-catalog/special-offers/",
      "/api/products-catalog/best-deals/",
      "/api/trending/products/",
      "/api/trending/services/",
      "/api/trending/companies/",
    ])
      expect(res.body.paths[path]?.get?.summary, path).toBeTruthy();
  });
});
