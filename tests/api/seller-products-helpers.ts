/**
 * Shared set-up of the seller-products tests: signed-in users of every kind (buyer, draft seller,
 * active seller, moderator), a complete product body, images to upload, and HTTP helpers.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import type { SellerProduct } from "../../src/common/api/seller-products.ts";
import { nextIp, type TestApp } from "../setup/app.ts";

export const P = "/api/products-catalog/products";
export const M = "/api/search/products/my-products";

export interface Fixtures {
  usCity: number;
  /** A subcategory of miners (its spec keys include hashrate). */
  minerCategory: number;
  minerCategoryParent: number;
  /** A product category without hashrate (parts, equipment). */
  otherCategory: number;
  model: { id: number; brandId: number; algorithm: string };
  otherBrand: number;
}

export async function loadFixtures(t: TestApp): Promise<Fixtures> {
  const [city] = await t.database.rows<{ id: number }>(
    sql`select id from cities where country_iso = 'US' order by population desc limit 1`,
  );
  const [miner] = await t.database.rows<{ id: number; parent_id: number }>(
    sql`select id, parent_id from categories where kind = 'product' and parent_id is not null
        and 'hashrate' = any(spec_keys) order by id limit 1`,
  );
  const [other] = await t.database.rows<{ id: number }>(
    sql`select id from categories where kind = 'product' and parent_id is not null
        and not ('hashrate' = any(spec_keys)) order by id limit 1`,
  );
  const [model] = await t.database.rows<{ id: number; brand_id: number; algorithm: string }>(
    sql`select id, brand_id, algorithm from miner_models order by id limit 1`,
  );
  if (!city || !miner || !other || !model) throw new Error("seed data missing");
  const [brand] = await t.database.rows<{ id: number }>(
    sql`select id from brands where id <> ${model.brand_id} order by id limit 1`,
  );
  return {
    usCity: city.id,
    minerCategory: miner.id,
    minerCategoryParent: miner.parent_id,
    otherCategory: other.id,
    model: { id: model.id, brandId: model.brand_id, algorithm: model.algorithm },
    otherBrand: brand?.id ?? 1,
  };
}

export function helpers(t: TestApp, fx: () => Fixtures) {
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions
  async function call<T = Record<string, any>>(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    opts: { payload?: unknown; headers?: Record<string, string>; lang?: string } = {},
  ) {
    const res = await t.app.inject({
      method,
      url,
      payload: opts.payload as never,
      headers: { "accept-language": opts.lang ?? "en", ...opts.headers },
      remoteAddress: nextIp(),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T, headers: res.headers };
  }

  async function signedIn(role: "buyer" | "moderator" | "admin" = "buyer") {
    const user = await t.createUser({ role });
    const pair = await t.login(user.email, user.password);
    return { ...user, ...pair };
  }

  /** A signed-in user with a company: active (a seller) unless `draft`. */
  async function seller(opts: { draft?: boolean } = {}) {
    const u = await signedIn();
    const created = await call("POST", "/api/sellers/", {
      headers: u.headers,
      payload: {
        company_name: `Rigs ${u.id}`,
        legal_name: `Rigs ${u.id} LLC`,
        head_office_address: "1 Main Street, Austin",
        country_iso: "US",
        city_id: fx().usCity,
        region_code: "NA",
        phone: "+1 201 555 0123",
      },
    });
    expect(created.status).toBe(201);
    if (!opts.draft) {
      const done = await call("POST", `/api/sellers/${created.body.id}/complete/`, { headers: u.headers });
      expect(done.status).toBe(200);
    }
    return { ...u, sellerId: created.body.id as number };
  }

  /** Every field verification needs (a photo is uploaded separately). */
  const complete = (over: Record<string, unknown> = {}) => ({
    name: "Antminer S21 200T test rig",
    category_id: fx().minerCategory,
    condition: "new",
    country_of_origin: "CN",
    description: "Fresh stock, sealed boxes, shipped from our Austin warehouse.",
    price_tiers: [
      { min_quantity: 1, max_quantity: 9, unit_price: 5200 },
      { min_quantity: 10, max_quantity: null, unit_price: 4900 },
    ],
    discount_amount: 100,
    negotiable: true,
    dimensions: { length: 400, width: 195, height: 290, weight: 15.4, packageWeight: 17.2 },
    specs: { hashrate: { value: 200, unit: "TH/s" }, algorithm: "SHA-256", consumption: 3500 },
    videos: ["https://www.youtube.com/watch?v=abc123"],
    delivery_regions: ["NA", "EU"],
    difference_from_others: "Every unit tested for 24 hours before shipping.",
    additional_terms: [{ name: "Warranty", value: "6 months" }],
    ...over,
  });

  async function create(headers: Record<string, string>, body: Record<string, unknown>, query = "") {
    const r = await call<SellerProduct>("POST", `${P}/${query}`, { headers, payload: body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  }

  const multipart = (field: string, filename: string, type: string, data: Buffer) => {
    const boundary = `----rm${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    };
  };

  async function upload(
    headers: Record<string, string>,
    id: number,
    data: Buffer,
    opts: { type?: string; query?: string; field?: string } = {},
  ) {
    const body = multipart(opts.field ?? "photo", "photo.jpg", opts.type ?? "image/jpeg", data);
    const res = await t.app.inject({
      method: "POST",
      url: `${P}/${id}/photos/${opts.query ?? ""}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers, "accept-language": "en" },
      remoteAddress: nextIp(),
    });
    return { status: res.statusCode, body: res.json() as SellerProduct & Record<string, string[]> };
  }

  /** A complete draft with a photo, ready to be sent for verification. */
  async function readyDraft(headers: Record<string, string>, over: Record<string, unknown> = {}) {
    const p = await create(headers, complete(over));
    const up = await upload(headers, p.id, await image("jpeg"));
    expect(up.status).toBe(201);
    return up.body;
  }

  /** A product in any status, set up through the API (and the moderation service where needed). */
  async function inStatus(
    u: { headers: Record<string, string> },
    status: "draft" | "verified" | "approved" | "archived" | "rejected",
    opts: { archivedFrom?: "approved" | "draft"; moderatorId?: number; name?: string } = {},
  ) {
    const p = await readyDraft(u.headers, opts.name ? { name: opts.name } : {});
    if (status === "draft") return p;
    const moderatorId = opts.moderatorId ?? (await t.createUser({ role: "moderator" })).id;
    if (status === "archived" && opts.archivedFrom === "draft") {
      await action(u.headers, "to-archive", [p.id], 200);
      return p;
    }
    await action(u.headers, "verify", [p.id], 200);
    if (status === "verified") return p;
    if (status === "rejected") {
      await t.app.services.sellerProducts.rejectProducts(moderatorId, [p.id], "Photos are blurry.");
      return p;
    }
    await t.app.services.sellerProducts.approveProducts(moderatorId, [p.id]);
    if (status === "archived") await action(u.headers, "to-archive", [p.id], 200);
    return p;
  }

  async function action(headers: Record<string, string>, name: string, ids: number[], expected?: number) {
    const r = await call("POST", `${P}/${name}/`, { headers, payload: { products_ids: ids } });
    if (expected !== undefined) expect(r.status, JSON.stringify(r.body)).toBe(expected);
    return r;
  }

  async function statusOf(id: number): Promise<string> {
    const [row] = await t.database.rows<{ status: string }>(
      sql`select status from products where id = ${id}`,
    );
    return row?.status ?? "missing";
  }

  return {
    call,
    signedIn,
    seller,
    complete,
    create,
    upload,
    readyDraft,
    inStatus,
    action,
    statusOf,
    multipart,
  };
}

/** A valid row of the import template, by column title (English), with a random SKU. */
export const importRow = (over: Record<string, unknown> = {}) => ({
  "Your SKU": `SKU-${Math.random().toString(36).slice(2, 8)}`,
  Name: "Antminer S21 200T, sealed",
  Category: "SHA-256 ASIC miners",
  Condition: "New",
  "Country of origin": "China",
  Description: "Sealed boxes from our Austin warehouse.",
  "Price tiers, USD": "1-9: 5200; 10+: 4900",
  "Delivery regions": "North America, Europe",
  Hashrate: "200 TH/s",
  Algorithm: "SHA-256",
  ...over,
});

/** A small real image of a format, with EXIF metadata to strip. */
export async function image(format: "jpeg" | "png" | "webp", size = 64): Promise<Buffer> {
  const base = sharp({
    create: { width: size, height: size, channels: 3, background: { r: 200, g: 60, b: 20 } },
  }).withMetadata({ exif: { IFD0: { Copyright: "secret owner" } } });
  if (format === "jpeg") return base.jpeg().toBuffer();
  if (format === "png") return base.png().toBuffer();
  return base.webp().toBuffer();
}
