/**
 * Issue 31, item 8 (docs/decisions/071): a request whose Host is no host name, or whose path or
 * query holds NUL, is a 400 on every route — server-rendered pages, share images, sitemaps,
 * robots.txt, uploads and the API — never a 500. The Host variants are sent over a raw socket
 * (node:net): no HTTP client sends them. An HTTP/1.0 request without Host is served as addressed
 * to PUBLIC_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../setup/app.ts";
import { createWebTestApp, rawGet, rawRequest } from "./web-helpers.ts";

let t: TestApp;
let port: number;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  ({ t, port } = await createWebTestApp(logged));
});
afterAll(async () => {
  await t?.close();
});

const get = (target: string, host: string | null, version: "1.0" | "1.1" = "1.1") =>
  rawGet(port, target, host, { version, language: "fr" });
const raw = (text: string) => rawRequest(port, text);

const serverErrors = () => logged.filter((l) => Number(l.level) >= 50);

describe("bad Host headers", () => {
  const targets = ["/products-catalog", "/", "/og/product/none.png", "/robots.txt", "/api/health"];

  it("answer 400 with a sentence on every kind of route, never a 500", async () => {
    for (const host of ["[", "a b", "[::1", "exa mple.com:80", "host:port", "a/b", "a@b", "x:99999999"]) {
      for (const target of targets) {
        const res = await get(target, host);
        expect(res.status, `${host} ${target}`).toBe(400);
        expect(JSON.parse(res.body).detail, `${host} ${target}`).toBe(
          "L'en-tête Host ne désigne pas un hôte : envoyez le nom d'hôte du site, comme le fait un navigateur.",
        );
      }
    }
    expect(serverErrors()).toEqual([]);
  });

  it("a page over HTTP/1.0 without Host is served as addressed to PUBLIC_URL; HTTP/1.1 without Host is refused", async () => {
    const page = await get("/fr/products-catalog", null, "1.0");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h1");
    expect((await get("/api/health", null, "1.0")).status).toBe(200);
    expect((await get("/products-catalog", null, "1.1")).status).toBe(400);
    expect(serverErrors()).toEqual([]);
  });

  it("good hosts still get their page: a name with a port, an IPv4 and an IPv6 address", async () => {
    for (const host of [`localhost:${port}`, "127.0.0.1", "[::1]:3000", "shop.example.com"]) {
      expect((await get("/fr/products-catalog", host)).status, host).toBe(200);
    }
  });
});

describe("NUL in the address", () => {
  const paths = [
    "/og/product/%00.png",
    "/og/product/a%00b.png",
    "/og/company/%00.png",
    "/sitemaps/products-1.xml%00",
    "/uploads/avatars/%00.png",
    "/products-catalog/%00",
    "/fr/products-catalog?q=%00",
    "/robots.txt?x=a%00",
  ];

  it("is a 400 on every route (pages, share images, sitemaps, uploads, the API), not a query that fails", async () => {
    for (const target of paths) {
      const res = await t.app.inject({ url: target, headers: { "accept-language": "en" } });
      expect(res.statusCode, target).toBe(400);
      expect(res.json().detail, target).toBe("The address holds a character that is not allowed (NUL).");
    }
    // The API names the parameter that holds it (decision 025), an unknown API route too is a 400.
    const api = await t.app.inject({ url: "/api/products-catalog/products/%00/" });
    expect(api.statusCode).toBe(400);
    expect(Object.keys(api.json())).toEqual(["sku"]);
    expect((await t.app.inject({ url: "/api/no-such-route/%00" })).statusCode).toBeLessThan(500);
    // Over a socket as well.
    expect((await get("/og/product/%00.png", "localhost")).status).toBe(400);
    expect(serverErrors()).toEqual([]);
  });

  it("a raw NUL in the request line never reaches a route", async () => {
    const res = await raw("GET /og/product/\0.png HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(res.status).toBe(400);
    expect(serverErrors()).toEqual([]);
  });
});
