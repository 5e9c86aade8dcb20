/**
 * Issue 18, part 3: the catalogue sorts and filters by profit/day and payback at the buyer's
 * electricity price, and a signed-in buyer's price is kept in the profile. Expected orders are
 * computed here from the database's rows with `listingProfit()` (the formula the cards use), so the
 * SQL and the cards are held to the same figures.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Me } from "../../src/common/api/accounts.ts";
import type { ProductSearchResult } from "../../src/common/api/catalog.ts";
import { listingProfit, profitRatesOf } from "../../src/common/profit.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function call<T>(
  method: "GET" | "PATCH",
  url: string,
  opts: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.payload as never,
    headers: { "accept-language": "en", ...opts.headers },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json() as T };
}

type Row = {
  id: number;
  algorithm: string | null;
  hashrate_hs: number | null;
  power_w: number | null;
  price_min: string | null;
  currency: string;
};

/** Public products with their figures at an electricity price, computed in JavaScript. */
async function figures(price: number) {
  const rows = await t.database.rows<Row>(sql`
    select p.id, p.algorithm, p.hashrate_hs, p.power_w, p.price_min::text, p.currency::text as currency
    from products p join sellers s on s.id = p.seller_id where p.status = 'approved' and s.status = 'active'`);
  const market = await call<{ coins: Parameters<typeof profitRatesOf>[0] }>("GET", "/api/market/");
  const rates = profitRatesOf(market.body.coins);
  return (
    rates &&
    rows.map((r) => ({
      id: r.id,
      fig: listingProfit(
        {
          algorithm: r.algorithm,
          hashrateHs: r.hashrate_hs,
          powerW: r.power_w,
          price: r.price_min === null ? null : Number(r.price_min),
          currency: r.currency.trim(),
        },
        rates,
        price,
      ),
    }))
  );
}

const search = (qs: string) => call<ProductSearchResult>("GET", `/api/search/products/?${qs}`);
const ids = (r: { body: ProductSearchResult }) => r.body.results.map((p) => p.id);

describe("GET /api/search/products/: profit orderings", () => {
  it("orders by profit per day at the given electricity price, miners first", async () => {
    const all = await figures(0.05);
    const expected = all
      .filter((x) => x.fig)
      .sort((a, b) => (b.fig?.profitPerDay ?? 0) - (a.fig?.profitPerDay ?? 0) || b.id - a.id)
      .slice(0, 24)
      .map((x) => x.id);
    expect(expected.length).toBe(24);
    const res = await search("ordering=-profit&electricity_price=0.05&page_size=24");
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expected);
  });

  it("orders by payback, and another electricity price gives another order", async () => {
    // Those that pay back, soonest first, then the others by id.
    const days = (x: { fig: { paybackDays: number | null } | null }) => x.fig?.paybackDays ?? Infinity;
    const expectedAt = async (price: number) =>
      (await figures(price))
        .sort((a, b) => days(a) - days(b) || a.id - b.id)
        .slice(0, 30)
        .map((x) => x.id);
    const cheap = await search("ordering=payback&electricity_price=0.02&page_size=30");
    const dear = await search("ordering=payback&electricity_price=0.2&page_size=30");
    expect(ids(cheap)).toEqual(await expectedAt(0.02));
    expect(ids(dear)).toEqual(await expectedAt(0.2));
    expect(ids(cheap)).not.toEqual(ids(dear));
  });

  it("puts non-miners and loss-makers after the miners that pay back", async () => {
    const all = await figures(0.3);
    const paying = all.filter((x) => x.fig?.paybackDays).length;
    const total = (await search("page_size=1")).body.count;
    expect(paying).toBeGreaterThan(0);
    expect(paying).toBeLessThan(total);
    const last = Math.ceil(total / 100);
    const res = await search(`ordering=payback&electricity_price=0.3&page_size=100&page=${last}`);
    const tail = new Set(all.filter((x) => !x.fig?.paybackDays).map((x) => x.id));
    expect(ids(res).at(-1)).toBeDefined();
    expect(tail.has(ids(res).at(-1) ?? 0)).toBe(true);
  });

  it("uses the default electricity price without one", async () => {
    const given = await search("ordering=-profit&electricity_price=0.08&page_size=24");
    const none = await search("ordering=-profit&page_size=24");
    expect(ids(none)).toEqual(ids(given));
  });
});

describe("GET /api/search/products/: profit filters", () => {
  it("keeps the miners earning at least profit_min a day", async () => {
    const all = await figures(0.1);
    const n = all.filter((x) => x.fig && x.fig.profitPerDay >= 5).length;
    expect(n).toBeGreaterThan(0);
    const res = await search("profit_min=5&electricity_price=0.1");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(n);
    // A dearer price leaves fewer.
    const dear = await search("profit_min=5&electricity_price=0.3");
    expect(dear.body.count).toBeLessThan(n);
  });

  it("keeps the miners paying back within payback_max days", async () => {
    const all = await figures(0.06);
    const n = all.filter((x) => x.fig?.paybackDays && x.fig.paybackDays <= 400).length;
    expect(n).toBeGreaterThan(0);
    const res = await search("payback_max=400&electricity_price=0.06&ordering=payback");
    expect(res.body.count).toBe(n);
    expect(res.body.facets.algorithms.reduce((s, a) => s + a.count, 0)).toBe(n);
  });

  it("refuses bad values with 400 naming the field", async () => {
    for (const [qs, field] of [
      ["electricity_price=11", "electricity_price"],
      ["electricity_price=-1", "electricity_price"],
      ["electricity_price=cheap", "electricity_price"],
      ["profit_min=-3", "profit_min"],
      ["payback_max=soon", "payback_max"],
      ["ordering=profit", "ordering"],
    ] as const) {
      const res = await call<Record<string, string[]>>("GET", `/api/search/products/?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(Object.keys(res.body), qs).toContain(field);
    }
  });
});

describe("the search copy follows power and currency", () => {
  it("updates product_search when a product's power or currency changes", async () => {
    const [p] = await t.database.rows<{ id: number }>(
      sql`select p.id from products p join sellers s on s.id = p.seller_id
        where p.power_w is not null and p.algorithm = 'SHA-256' and p.status = 'approved' and s.status = 'active'
        order by p.id limit 1`,
    );
    // A profit-sorted page is kept between requests; a change of the catalogue shows at once.
    const url = "ordering=-profit&electricity_price=0.05&page_size=3";
    expect(ids(await search(url))[0]).not.toBe(p?.id);
    await t.database.rows(sql`update products set hashrate_hs = 1e18 where id = ${p?.id}`);
    expect(ids(await search(url))[0]).toBe(p?.id);
    await t.database.rows(sql`update products set power_w = 1234, currency = 'EUR' where id = ${p?.id}`);
    const [copy] = await t.database.rows<{ power_w: number; currency: string }>(
      sql`select power_w, currency::text as currency from product_search where id = ${p?.id}`,
    );
    expect(copy).toEqual({ power_w: 1234, currency: "EUR" });
  });
});

describe("the electricity price in the profile", () => {
  it("is kept, validated 0..10 and reset with null", async () => {
    const user = await t.createUser({});
    const { headers } = await t.login(user.email, user.password);
    const url = `/api/accounts/users/${user.id}/`;
    const set = await call<Me>("PATCH", url, { headers, payload: { electricity_price: 0.12 } });
    expect(set.status).toBe(200);
    expect(set.body.electricity_price).toBe(0.12);
    expect((await call<Me>("GET", "/api/accounts/users/me/", { headers })).body.electricity_price).toBe(0.12);

    for (const bad of [11, -0.5, "a lot"]) {
      const res = await call<Record<string, string[]>>("PATCH", url, {
        headers,
        payload: { electricity_price: bad },
      });
      expect(res.status).toBe(400);
      expect(res.body.electricity_price?.[0]).toMatch(/0 to 10 USD per kWh/);
    }
    const reset = await call<Me>("PATCH", url, { headers, payload: { electricity_price: null } });
    expect(reset.body.electricity_price).toBeNull();
  });
});
