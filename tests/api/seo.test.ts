/**
 * Issue 22's files for search engines: robots.txt keeps crawlers out of the console, the
 * workspaces, the API and the development routes; the sitemap index and every file it lists are
 * valid against the sitemap protocol's XML schema (libxml2's xmllint built to WebAssembly, the
 * xmllint-wasm package, so `npm install` is all the check needs; the schemas in
 * tests/fixtures/sitemaps), list every public product, service, company, article and static page
 * in both languages with their alternates, split into files by a keyset cursor, and follow the
 * catalogue's data version; the share images are 1200×630 PNGs with their text drawn, cached for a
 * year under the address of their version, which a change of the listing moves.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { renderOgCard } from "../../src/api/modules/seo/og-image.ts";
import { createSitemaps, unzipped } from "../../src/api/modules/seo/sitemap.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SCHEMAS = path.resolve(import.meta.dirname, "../fixtures/sitemaps");
const xsd = (fileName: string) => ({
  fileName,
  contents: readFileSync(path.join(SCHEMAS, fileName), "utf8"),
});
let files = 0;

/**
 * xmllint's verdict on `xml` against a schema of tests/fixtures/sitemaps ("" when valid): libxml2
 * in WebAssembly, with the schema and the xhtml-link.xsd it imports in its in-memory file system.
 */
async function schemaErrors(xml: string, schema: "sitemap.xsd" | "siteindex.xsd"): Promise<string> {
  const result = await validateXML({
    xml: { fileName: `sitemap-${++files}.xml`, contents: xml },
    schema: xsd(schema),
    preload: schema === "sitemap.xsd" ? [xsd("xhtml-link.xsd")] : [],
    // A file of 5,000 pages (10,000 URLs with their alternates) is a few MB: room to spare.
    maxMemoryPages: 256 * 16,
  });
  return result.valid ? "" : result.rawOutput;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.database.rows<{ n: number }>(query))[0]?.n);

describe("robots.txt", () => {
  it("disallows the console, the workspaces, the API and dev routes, and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    for (const p of [
      "/admin",
      "/fr/admin",
      "/seller-products",
      "/fr/settings",
      "/buyer-chats",
      "/api/",
      "/dev/",
      "/fr/dev/",
    ]) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(lines.filter((l) => /^Disallow: \/(product|company|pulse|marketplace)\b/.test(l))).toEqual([]);
  });
});

describe("sitemap", () => {
  it("is an index of valid files covering every public page in English and French", async () => {
    const index = await get("/sitemap.xml");
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toMatch(/^application\/xml/);
    expect(await schemaErrors(index.body, "siteindex.xsd")).toBe("");
    const names = locs(index.body).map((u) => new URL(u).pathname);
    expect(names).toEqual([
      "/sitemaps/pages-1.xml",
      "/sitemaps/products-1.xml",
      "/sitemaps/services-1.xml",
      "/sitemaps/companies-1.xml",
      "/sitemaps/articles-1.xml",
    ]);
    const all: string[] = [];
    for (const name of names) {
      const file = await get(name);
      expect(file.statusCode).toBe(200);
      expect(await schemaErrors(file.body, "sitemap.xsd")).toBe("");
      all.push(...locs(file.body));
      // Each URL names its language twins and x-default.
      expect(file.body.split("<url>").length - 1).toBe(file.body.split('hreflang="x-default"').length - 1);
    }
    const products = await count(
      sql`select count(*)::int n from products p join sellers s on s.id = p.seller_id where p.status = 'approved' and s.status = 'active'`,
    );
    const services = await count(
      sql`select count(*)::int n from services v join sellers s on s.id = v.seller_id where v.status = 'approved' and s.status = 'active'`,
    );
    const companies = await count(sql`select count(*)::int n from sellers where status = 'active'`);
    const articles = await count(
      sql`select count(*)::int n from articles where status <> 'draft' and publish_at <= now()`,
    );
    expect(products).toBeGreaterThan(0);
    expect(all.length).toBe(2 * (14 + products + services + companies + articles));
    expect(new Set(all).size).toBe(all.length);
    const [one] = await t.database.rows<{ sku: string }>(
      sql`select sku from products where status = 'approved' limit 1`,
    );
    expect(all).toContain(`http://localhost:3000/product/${one?.sku}`);
    expect(all).toContain(`http://localhost:3000/fr/product/${one?.sku}`);
    expect(all).toContain("http://localhost:3000/fr");
  });

  it("answers gzip to a client that takes it, and 404 for a file it does not list", async () => {
    const gz = await get("/sitemaps/pages-1.xml", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toContain("<urlset");
    expect((await get("/sitemaps/products-999.xml")).statusCode).toBe(404);
    expect((await get("/sitemaps/..%2Fsecret.xml")).statusCode).toBe(400);
  });

  it("splits a kind into files of at most the limit, in key order, without gaps or overlaps", async () => {
    const sitemaps = createSitemaps(t.database, "https://rigmarket.example", {
      pagesPerFile: 40,
      batchSize: 7,
    });
    const index = unzipped(await sitemaps.index());
    expect(await schemaErrors(index, "siteindex.xsd")).toBe("");
    const names = locs(index)
      .map((u) => u.split("/").pop() ?? "")
      .filter((n) => n.startsWith("products-"));
    const products = await count(
      sql`select count(*)::int n from products p join sellers s on s.id = p.seller_id where p.status = 'approved' and s.status = 'active'`,
    );
    expect(names.length).toBe(Math.ceil(products / 40));
    const seen: string[] = [];
    for (const name of names) {
      const xml = unzipped((await sitemaps.file(name)) as Buffer);
      expect(await schemaErrors(xml, "sitemap.xsd")).toBe("");
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(80);
      seen.push(...urls);
    }
    expect(seen.length).toBe(products * 2);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("drops a product that leaves the catalogue at the next request (the data version moved)", async () => {
    const [p] = await t.database.rows<{ id: number; sku: string }>(
      sql`select p.id, p.sku from products p join sellers s on s.id = p.seller_id where p.status = 'approved' and s.status = 'active' order by p.id limit 1`,
    );
    const before = await get("/sitemaps/products-1.xml");
    expect(before.body).toContain(`/product/${p?.sku}<`);
    await t.database.rows(sql`update products set status = 'archived' where id = ${p?.id}`);
    const after = await get("/sitemaps/products-1.xml");
    expect(after.body).not.toContain(`/product/${p?.sku}<`);
    await t.database.rows(sql`update products set status = 'approved' where id = ${p?.id}`);
  });

  it("fails the schema on a broken sitemap, alternate or index (the check can fail)", async () => {
    const urlset = (url: string) =>
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url>${url}</url></urlset>`;
    const link = (attrs: string) =>
      urlset(`<loc>https://rigmarket.example/x</loc><xhtml:link rel="alternate" ${attrs}/>`);
    // The well-formed twin passes, so the failures below are the defects named, not the set-up.
    expect(
      await schemaErrors(link('hreflang="fr" href="https://rigmarket.example/fr/x"'), "sitemap.xsd"),
    ).toBe("");
    expect(await schemaErrors(urlset("<lastmod>yesterday</lastmod>"), "sitemap.xsd")).toMatch(
      /lastmod'?: This element is not expected[\s\S]*fails to validate/,
    );
    expect(await schemaErrors(link('hreflang="fr"'), "sitemap.xsd")).toMatch(
      /'href' is required but missing/,
    );
    expect(
      await schemaErrors(link('hreflang="French" href="https://rigmarket.example/fr/x"'), "sitemap.xsd"),
    ).toMatch(/hreflang[\s\S]*fails to validate/);
    expect(
      await schemaErrors(
        '<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><lastmod>2026-11-28</lastmod></sitemap></sitemapindex>',
        "siteindex.xsd",
      ),
    ).toMatch(/fails to validate/);
    expect(await schemaErrors("<urlset", "sitemap.xsd")).toMatch(/fails to validate|parser error/);
  });
});

describe("share images", () => {
  const ofPublicProduct = async () =>
    (
      await t.database.rows<{ sku: string; seller_id: number }>(
        sql`select p.sku, p.seller_id from products p join sellers s on s.id = p.seller_id where p.status = 'approved' and s.status = 'active' order by p.id desc limit 1`,
      )
    )[0] ?? { sku: "", seller_id: 0 };

  it("draws a product's 1200×630 PNG, cached for a year under its current version only", async () => {
    const { sku } = await ofPublicProduct();
    const first = await get(`/og/product/${sku}.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    expect(first.headers["cache-control"]).toBe("public, max-age=300");
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, "png"]);
    const page = (await get(`/api/products-catalog/products/${sku}`)).json() as Parameters<
      typeof import("../../src/common/seo/og.ts").productOgPath
    >[0];
    const { productOgPath } = await import("../../src/common/seo/og.ts");
    const current = await get(productOgPath(page));
    expect(current.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // A new name: a new version, a new image.
    await t.database.rows(sql`update products set name = name || ' Pro' where sku = ${sku}`);
    const renamed = (await get(`/api/products-catalog/products/${sku}`)).json() as typeof page;
    expect(productOgPath(renamed)).not.toBe(productOgPath(page));
    const redrawn = await get(productOgPath(renamed));
    expect(redrawn.rawPayload.equals(current.rawPayload)).toBe(false);
    expect((await get("/og/product/no-such-sku.png")).statusCode).toBe(404);
  });

  it("draws a company's image, and 404 for a company that is not public", async () => {
    const { seller_id } = await ofPublicProduct();
    const res = await get(`/og/company/${seller_id}.png`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    expect((await get("/og/company/999999.png")).statusCode).toBe(404);
    expect((await get("/og/company/abc.png")).statusCode).toBe(400);
  });

  it("renders the text with this machine's fonts (the title's area is not empty)", async () => {
    const withText = await renderOgCard({
      title: "Antminer S21 Hydro",
      highlight: "$5,000",
      detail: "Nordic Hash",
      picture: undefined,
      fit: "cover",
    });
    const blank = await renderOgCard({
      title: "",
      highlight: "",
      detail: "",
      picture: undefined,
      fit: "cover",
    });
    const area = async (png: Buffer) => {
      // stats() reads its input: the extracted area as an image of its own.
      const part = await sharp(png).extract({ left: 60, top: 60, width: 700, height: 70 }).toBuffer();
      return (await sharp(part).stats()).channels[0]?.max ?? 0;
    };
    expect(await area(blank)).toBeLessThan(40);
    expect(await area(withText)).toBeGreaterThan(200);
  });
});
