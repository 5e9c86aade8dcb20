/**
 * Uploads (issue 15, decision 024): every upload route answers a malformed multipart body with a
 * 400 naming its field; images are capped in megapixels before anything decodes them; one
 * seller's imports started at once give one 202 and 409s; ids out of range are a 400 naming the field.
 */
import { crc32, deflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, loadFixtures } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let serviceCategory: number;
beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  const [cat] = await t.database.rows<{ id: number }>(
    sql`select id from categories where kind = 'service' order by parent_id nulls first, id limit 1`,
  );
  if (!cat) throw new Error("seed data missing");
  serviceCategory = cat.id;
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const X = "/api/products-catalog/excel";

/** A seller with a company, a product and a service: every upload route has a target. */
async function sellerWithTargets() {
  const u = await h.seller();
  const product = await h.create(u.headers, h.complete());
  const service = await h.call("POST", "/api/services-catalog/services/", {
    headers: u.headers,
    payload: { name: "Hashboard repair", category_id: serviceCategory },
  });
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  return { ...u, productId: product.id, serviceId: service.body.id as number };
}

/** The seven upload routes of a seller, each with its multipart field. */
function uploadRoutes(s: Awaited<ReturnType<typeof sellerWithTargets>>): [string, string][] {
  return [
    [`/api/products-catalog/products/${s.productId}/photos/`, "photo"],
    [`/api/services-catalog/services/${s.serviceId}/images/`, "image"],
    [`/api/sellers/${s.sellerId}/logo/`, "logo"],
    [`/api/sellers/${s.sellerId}/photos/`, "photo"],
    ["/api/accounts/users/avatar/", "avatar"],
    [`${X}/import/`, "file"],
    [`${X}/pending/photos/`, "file"],
  ];
}

async function post(url: string, headers: Headers, payload: Buffer | string, contentType: string) {
  const res = await t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { ...headers, "content-type": contentType, "accept-language": "en" },
    remoteAddress: nextIp(),
  });
  // biome-ignore lint/suspicious/noExplicitAny: checked by the assertions
  return { status: res.statusCode, body: res.json() as any };
}

describe("malformed multipart", () => {
  it("is a 400 naming the field on every upload route, never a 500", async () => {
    const s = await sellerWithTargets();
    const part = (boundary: string, field: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc`;
    for (const [url, field] of uploadRoutes(s)) {
      const bodies: [string, string | Buffer, string, RegExp][] = [
        [
          "a part header cut",
          `--xyz\r\nContent-Disposition: form-data; name="${field}"`,
          "multipart/form-data; boundary=xyz",
          /could not be read/,
        ],
        ["no boundary", "abc", "multipart/form-data", /could not be read/],
        ["empty boundary", "abc", "multipart/form-data; boundary=", /could not be read/],
        ["cut short", part("xyz", field), "multipart/form-data; boundary=xyz", /could not be read/],
      ];
      for (const [what, body, type, message] of bodies) {
        const r = await post(url, s.headers, body, type);
        expect(r.status, `${url} ${what}: ${JSON.stringify(r.body)}`).toBe(400);
        expect(r.body[field]?.[0], `${url} ${what}`).toMatch(message);
      }
    }
  });
});

/** A real grayscale PNG of width × height (all black), built without an image library: about 25 KB. */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  // Each row: filter byte 0, then `width` zero bytes.
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("images in megapixels", () => {
  it("refuses an image over 25 megapixels from its header on every image route, with a translated message naming the field", async () => {
    const s = await sellerWithTargets();
    // 6000 × 4200 = 25.2 megapixels in a few KB; one pixel row less is accepted.
    const big = blackPng(6000, 4200);
    expect(big.length).toBeLessThan(100 * 1024);
    const routes = uploadRoutes(s).filter(([url]) => !url.startsWith(X));
    for (const [url, field] of routes) {
      for (const lang of ["en", "fr"]) {
        const body = h.multipart(field, "big.png", "image/png", big);
        const res = await t.app.inject({
          method: "POST",
          url,
          payload: body.payload,
          headers: { ...s.headers, ...body.headers, "accept-language": lang },
          remoteAddress: nextIp(),
        });
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(res.json()[field], url).toEqual([
          lang === "en"
            ? "The image is 6000 × 4200 pixels, more than 25 megapixels. Make it smaller (for example 6000 × 4000 pixels) and upload it again."
            : "L’image fait 6000 × 4200 pixels, plus de 25 mégapixels. Réduisez-la (par exemple à 6000 × 4000 pixels) et envoyez-la de nouveau.",
        ]);
      }
    }
    // At the limit (6000 × 4166 = 24,996,000 pixels) the product photo is taken.
    const ok = await h.upload(s.headers, s.productId, blackPng(6000, 4166), { type: "image/png" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });
});

describe("imports at once", () => {
  it("three imports of one seller started together: one 202 and two 409s, never a 500", async () => {
    const u = await h.seller();
    const tpl = await t.app.inject({
      method: "GET",
      url: `${X}/template`,
      headers: u.headers,
      remoteAddress: nextIp(),
    });
    expect(tpl.statusCode).toBe(200);
    const send = () => {
      const body = h.multipart("file", "catalogue.xlsx", "application/octet-stream", tpl.rawPayload);
      return post(`${X}/import/`, u.headers, body.payload, body.headers["content-type"]);
    };
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.detail).toMatch(/already have a catalogue import in progress/);
    const [open] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from product_imports where seller_id = ${u.sellerId} and closed_at is null`,
    );
    expect(open?.n).toBe(1);
  });
});

describe("ids out of range", () => {
  it("are a 400 naming the field in every path and query string, never a 500", async () => {
    const u = await h.seller();
    const far = "2147483648";
    const calls: [string, string, boolean][] = [
      [`${X}/export/?id=${far}`, "id", true],
      [`${X}/export/?id=1,${far}`, "id", true],
      [`${X}/template?category_id=${far}`, "category_id", true],
      [`/api/products-catalog/categories/?parent_id=${far}`, "parent_id", false],
      [`/api/products-catalog/products/${far}/similar`, "id", false],
      [`/api/products-catalog/properties?filter_by_categories=${far}`, "filter_by_categories", false],
      [`/api/sellers/${far}`, "id", false],
      [`/api/services-catalog/services/${far}`, "id", false],
      [`/api/services-catalog/categories/${far}`, "id", false],
      [`/api/products-catalog/products/${far}/photos/1/`, "id", true],
      [`/api/services-catalog/services/${far}/images/1/`, "id", true],
      [`/api/products-catalog/products/1/photos/${far}/`, "photoId", true],
      [`/api/search/products/my-products/?category_id__terms=${far}`, "category_id__terms", true],
    ];
    for (const [url, field, signedIn] of calls) {
      const method = url.includes("/photos/") || url.includes("/images/") ? "DELETE" : "GET";
      const r = await h.call(method, url, { headers: signedIn ? u.headers : {} });
      expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBe(400);
      expect(r.body[field], url).toEqual(["A valid integer is required."]);
    }
    // The largest id is well formed: an unknown product of the caller's.
    const last = await h.call("GET", `${X}/export/?id=2147483647`, { headers: u.headers });
    expect(last.status).toBe(400);
    expect(last.body.id?.[0]).toMatch(/don't exist or aren't yours: 2147483647/);
  });
});
