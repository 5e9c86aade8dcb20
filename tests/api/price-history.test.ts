/**
 * Issue 18, model pages: a model's detail, its offers across sellers (cheapest first) and the daily
 * price history that the job records from the public listings. The model and its listings are
 * this file's own (a new brand), so every expected figure is written here.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICE_HISTORY_QUEUE } from "../../src/api/modules/models/service.ts";
import type { MinerModelDetail, ModelOfferList, PriceHistory } from "../../src/common/api/models.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
let modelId = 0;
let emptyModelId = 0;
const ids: Record<string, number> = {};

async function get<T = unknown>(url: string, lang = "en") {
  const res = await t.app.inject({ method: "GET", url, headers: { "accept-language": lang } });
  return { status: res.statusCode, body: res.json() as T };
}

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const sellers = await t.database.rows<{ id: number }>(
    sql`select id from sellers where status = 'active' order by id limit 3`,
  );
  const [a, b, c] = sellers.map((s) => s.id);
  const [category] = await t.database.rows<{ id: number }>(
    sql`select id from categories where slug = 'sha256-miners'`,
  );
  const [brand] = await t.database.rows<{ id: number }>(
    sql`insert into brands (slug, name) values ('histmine', 'Histmine') returning id`,
  );
  const model = async (slug: string, name: string) =>
    (
      await t.database.rows<{ id: number }>(sql`
        insert into miner_models (brand_id, slug, name, algorithm, hashrate_hs, power_w, specs)
        values (${brand?.id}, ${slug}, ${name}, 'SHA-256', 200e12, 3500,
          ${JSON.stringify({ hashrate: { value: 200, unit: "TH/s" }, efficiency: { value: 17.5, unit: "J/TH" } })}::jsonb)
        returning id`)
    )[0]?.id ?? 0;
  modelId = await model("histmine-h1", "Histmine H1");
  emptyModelId = await model("histmine-h0", "Histmine H0");
  const add = async (
    key: string,
    seller: number | undefined,
    status: string,
    condition: string,
    price: number | null,
  ) => {
    const [row] = await t.database.rows<{ id: number }>(sql`
      insert into products (sku, seller_id, category_id, brand_id, model_id, status, condition, name, price_min,
        delivery_regions, published_at)
      values (${`HIST-${key}`}, ${seller}, ${category?.id}, ${brand?.id}, ${modelId}, ${status}, ${condition},
        ${`Histmine H1 ${key}`}, ${price}, '{EU}', now())
      returning id`);
    ids[key] = row?.id ?? 0;
  };
  // Public: approved listings of active sellers.
  await add("new-1700", a, "approved", "new", 1700);
  await add("new-1000", b, "approved", "new", 1000);
  await add("new-1200", a, "approved", "new", 1200);
  await add("used-800", b, "approved", "used", 800);
  await add("used-600", a, "approved", "used", 600);
  await add("new-on-request", b, "approved", "new", null);
  // Not public: a draft, a listing awaiting moderation, and an approved one of a suspended company.
  await add("draft-100", a, "draft", "new", 100);
  await add("verified-50", b, "verified", "new", 50);
  await add("suspended-10", c, "approved", "new", 10);
  await t.database.rows(sql`update sellers set status = 'suspended' where id = ${c}`);
});
afterAll(async () => {
  await t?.close();
});

describe("the daily price history", () => {
  it("records the median, lowest, highest and count of public asking prices per condition", async () => {
    const written = await t.app.services.models.recordDay();
    expect(written).toBeGreaterThan(0);
    const res = await get<PriceHistory>(`/api/models/miners/${modelId}/price-history/?days=1`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ model_id: modelId, from: today(), to: today() });
    // The condition with the most listings first; drafts, listings under review, suspended
    // companies and listings without a price are left out.
    expect(res.body.series).toEqual([
      {
        condition: "new",
        currency: "USD",
        points: [{ day: today(), median: 1200, min: 1000, max: 1700, listings: 3 }],
      },
      {
        condition: "used",
        currency: "USD",
        points: [{ day: today(), median: 700, min: 600, max: 800, listings: 2 }],
      },
    ]);
  });

  it("runs again the same day without adding a row, and follows the listings", async () => {
    await t.database.rows(sql`update products set price_min = 2000 where id = ${ids["new-1200"] ?? 0}`);
    await t.database.rows(
      sql`update products set status = 'archived' where id in (${ids["used-800"] ?? 0}, ${ids["used-600"] ?? 0})`,
    );
    await t.app.services.models.recordDay();
    await t.app.services.models.recordDay();
    const rows = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from model_price_days where model_id = ${modelId}`,
    );
    expect(rows[0]?.n).toBe(1);
    const res = await get<PriceHistory>(`/api/models/miners/${modelId}/price-history/?days=1`);
    expect(res.body.series).toEqual([
      {
        condition: "new",
        currency: "USD",
        points: [{ day: today(), median: 1700, min: 1000, max: 2000, listings: 3 }],
      },
    ]);
    // Back as they were for the tests below.
    await t.database.rows(sql`update products set price_min = 1200 where id = ${ids["new-1200"] ?? 0}`);
    await t.database.rows(
      sql`update products set status = 'approved' where id in (${ids["used-800"] ?? 0}, ${ids["used-600"] ?? 0})`,
    );
    await t.app.services.models.recordDay();
  });

  it("is kept by the queued job (pg-boss), as the hourly schedule runs it", async () => {
    await t.database.rows(sql`delete from model_price_days where model_id = ${modelId}`);
    await t.app.services.jobs.send(PRICE_HISTORY_QUEUE, {});
    expect((await t.drain()).failed).toBe(0);
    const rows = await t.database.rows<{ condition: string; listings: number }>(sql`
      select condition::text, listings from model_price_days where model_id = ${modelId} and day = ${today()}::date
      order by condition`);
    expect(rows).toEqual([
      { condition: "new", listings: 3 },
      { condition: "used", listings: 2 },
    ]);
  });

  it("returns the days asked for, in order, and one condition when asked", async () => {
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    await t.database.rows(sql`
      insert into model_price_days (model_id, condition, currency, day, median, min, max, listings)
      values (${modelId}, 'used', 'USD', ${day(3)}::date, 750, 700, 820, 2),
             (${modelId}, 'used', 'USD', ${day(40)}::date, 900, 850, 990, 4)`);
    const week = await get<PriceHistory>(
      `/api/models/miners/${modelId}/price-history/?days=7&condition=used`,
    );
    expect(week.status).toBe(200);
    expect(week.body.from).toBe(day(6));
    expect(week.body.series).toHaveLength(1);
    expect(week.body.series[0]?.points.map((p) => [p.day, p.median])).toEqual([
      [day(3), 750],
      [today(), 700],
    ]);
    const byDefault = await get<PriceHistory>(`/api/models/miners/${modelId}/price-history/?condition=used`);
    expect(byDefault.body.series[0]?.points.map((p) => p.day)).toEqual([day(40), day(3), today()]);
  });

  it("is empty, not missing, for a model without listings", async () => {
    const res = await get<PriceHistory>(`/api/models/miners/${emptyModelId}/price-history/`);
    expect(res.status).toBe(200);
    expect(res.body.series).toEqual([]);
  });

  it("has days behind it in the demo data (the seed's backfill)", async () => {
    const [row] = await t.database.rows<{ days: number; models: number }>(sql`
      select count(distinct day)::int as days, count(distinct model_id)::int as models
      from model_price_days where model_id <> ${modelId}`);
    expect(row?.days).toBeGreaterThanOrEqual(30);
    expect(row?.models).toBeGreaterThan(5);
  });
});

describe("the model page's calls", () => {
  it("describes the model with its public offers' count and lowest price", async () => {
    const res = await get<MinerModelDetail>(`/api/models/miners/${modelId}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: modelId,
      name: "Histmine H1",
      brand: { name: "Histmine" },
      algorithm: "SHA-256",
      hashrate: { value: 200, unit: "TH/s" },
      power_w: 3500,
      efficiency: { value: 17.5, unit: "J/TH" },
      offers_count: 6,
      lowest_price: { currency: "USD", price: 600 },
    });
  });

  it("lists every public offer across sellers, cheapest first, in pages", async () => {
    const all = await get<ModelOfferList>(`/api/models/miners/${modelId}/offers/`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(6);
    expect(all.body.results.map((p) => p.sku)).toEqual([
      "HIST-used-600",
      "HIST-used-800",
      "HIST-new-1000",
      "HIST-new-1200",
      "HIST-new-1700",
      "HIST-new-on-request",
    ]);
    expect(new Set(all.body.results.map((p) => p.seller.id)).size).toBe(2);

    const second = await get<ModelOfferList>(`/api/models/miners/${modelId}/offers/?page=2&page_size=2`);
    expect(second.body.results.map((p) => p.sku)).toEqual(["HIST-new-1000", "HIST-new-1200"]);
    expect(second.body.next).toContain("page=3");
    expect(second.body.previous).toContain("page=1");
  });

  it("answers 404 for an unknown model, in the caller's language", async () => {
    for (const path of ["", "offers/", "price-history/"]) {
      const res = await get<{ detail: string }>(`/api/models/miners/999999/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.detail).toBe("No miner model with this id.");
    }
    const fr = await get<{ detail: string }>("/api/models/miners/999999/price-history/", "fr");
    expect(fr.body.detail).toBe("Aucun modèle de mineur avec cet identifiant.");
  });

  it("refuses a bad query with 400 naming the field", async () => {
    const cases: [string, string][] = [
      [`/api/models/miners/${modelId}/price-history/?days=0`, "days"],
      [`/api/models/miners/${modelId}/price-history/?days=366`, "days"],
      [`/api/models/miners/${modelId}/price-history/?days=abc`, "days"],
      [`/api/models/miners/${modelId}/price-history/?condition=shiny`, "condition"],
      [`/api/models/miners/${modelId}/offers/?page=0`, "page"],
      ["/api/models/miners/abc/price-history/", "id"],
      ["/api/models/miners/0/", "id"],
    ];
    for (const [url, field] of cases) {
      const res = await get<Record<string, string[]>>(url);
      expect(res.status, url).toBe(400);
      expect(Object.keys(res.body), url).toContain(field);
    }
  });

  it("is documented in the OpenAPI document", async () => {
    const res = await get<{ paths: Record<string, Record<string, { summary?: string }>> }>("/api/docs/json");
    for (const path of [
      "/api/models/miners/{id}/",
      "/api/models/miners/{id}/offers/",
      "/api/models/miners/{id}/price-history/",
    ]) {
      expect(res.body.paths[path]?.get?.summary, path).toBeTruthy();
    }
  });
});
