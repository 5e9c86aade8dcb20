/**
 * Production answers are written by fast-json-stringify from each route's response schema, without
 * checking every value (decision 010); tests answer through the checking Zod serializer. The same
 * requests to both must give the same bytes, and neither may send a property the schema does not
 * declare.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { buildApp } from "../../src/api/app.ts";
import { compileFastSerializer, fastSerializerCompiler } from "../../src/api/http/serializer.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

// The production app compiles a route's serializer on its first answer (decision 027): the response
// schemas it is given at start-up are recorded here, to compile them all in a test below.
const given = vi.hoisted(() => [] as { url: string; schema: unknown }[]);
vi.mock("../../src/api/http/serializer.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/api/http/serializer.ts")>();
  return {
    ...actual,
    fastSerializerCompiler: (route: { schema: unknown; url: string }) => {
      given.push({ url: route.url, schema: route.schema });
      return actual.fastSerializerCompiler(route);
    },
  };
});

let t: TestApp;
let production: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  production = await buildApp({
    database: t.database,
    version: "test",
    settings: { ...t.settings, validateResponses: false },
  });
  await production.ready();
});
afterAll(async () => {
  await production?.close();
  await t?.close();
});

describe("the production serializer", () => {
  it("can compile the response schema of every route", () => {
    const schemas = given.filter((g) => g.schema instanceof z.ZodType);
    // One per route and status code (767 when written): all of them, not a few.
    expect(schemas.length).toBeGreaterThan(500);
    for (const { url, schema } of schemas) {
      expect(() => compileFastSerializer(schema as z.ZodType), url).not.toThrow();
    }
  });

  it("writes only the declared properties", () => {
    const serialize = fastSerializerCompiler({
      schema: z.object({ name: z.string(), tags: z.array(z.string()), parent: z.number().nullable() }),
    });
    expect(serialize({ name: "S21", tags: ["a"], parent: null, password_hash: "secret" })).toBe(
      '{"name":"S21","tags":["a"],"parent":null}',
    );
  });

  it("answers the browsing calls byte for byte as the checking serializer does", async () => {
    const [product] = await t.database.rows<{ sku: string; id: number; seller_id: number }>(sql`
      select p.sku, p.id, p.seller_id from products p join sellers s on s.id = p.seller_id
      where p.status = 'approved' and s.status = 'active' order by p.id limit 1`);
    const [service] = await t.database.rows<{ id: number }>(sql`
      select v.id from services v join sellers s on s.id = v.seller_id
      where v.status = 'approved' and s.status = 'active' order by v.id limit 1`);
    const urls = [
      "/api/health",
      "/api/search/products/?search=antminer&page_size=24",
      "/api/search/products/?sales_locations__terms=EU&ordering=price",
      "/api/search/products/?page=abc",
      `/api/products-catalog/products/${product?.sku}`,
      `/api/products-catalog/products/${product?.id}/similar`,
      "/api/products-catalog/categories/menu/",
      "/api/products-catalog/properties",
      "/api/search/services/",
      `/api/services-catalog/services/${service?.id}`,
      "/api/sellers/",
      `/api/sellers/${product?.seller_id}`,
      "/api/search/full-search/?search_text=antminer",
      "/api/search/suggestions/?q=antm",
      "/api/search/suggestions/?q=antminr%20s2",
      "/api/search/products/trending/?region=EU",
      "/api/search/services/?additional_country_iso__terms=SE",
      "/api/menu-banners/active/",
      "/api/search/countries/?page_size=227",
      "/api/blog/categories/",
      "/api/blog/articles/?page_size=5&page=2",
      "/api/blog/articles/buying-a-used-asic",
      "/api/blog/articles/no-such-article",
    ];
    for (const lang of ["en", "fr"]) {
      for (const url of urls) {
        const headers = { "accept-language": lang };
        const checked = await t.app.inject({ method: "GET", url, headers });
        const fast = await production.inject({ method: "GET", url, headers });
        expect({ url, status: fast.statusCode }).toEqual({ url, status: checked.statusCode });
        expect(checked.statusCode).toBeLessThan(500);
        expect({ url, body: fast.body }).toEqual({ url, body: checked.body });
      }
    }
  });

  it("answers a signed-in user's own record as the checking serializer does", async () => {
    const user = await t.createUser({ name: "Ada Serial" });
    const { headers } = await t.login(user.email);
    const checked = await t.app.inject({ method: "GET", url: "/api/accounts/users/me/", headers });
    const fast = await production.inject({ method: "GET", url: "/api/accounts/users/me/", headers });
    expect(checked.statusCode).toBe(200);
    expect(fast.body).toBe(checked.body);
    expect(fast.body).not.toMatch(/password_hash|\$argon2/);
  });
});
