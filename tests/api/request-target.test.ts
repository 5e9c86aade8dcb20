/**
 * Issue 31, item 8 (docs/decisions/071): a request whose Host is no host name, or whose path or
 * query holds NUL, is a 400 on every route — server-rendered pages, share images, sitemaps,
 * robots.txt, uploads and the API — never a 500. The Host variants are sent over a raw socket
 * (node:net): no HTTP client sends them. An HTTP/1.0 request without Host is served as addressed
 * to PUBLIC_URL.
 */
import { spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/project-root.ts";
import { registerWeb } from "../../src/web-server.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
let port: number;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  // The pages are the production build's (as `npm start` serves them): build it when it is stale.
  // A clean environment: under Vitest (VITEST set), vite.config.ts leaves out the React Router plugin.
  const built = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-build.mjs")], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    encoding: "utf8",
    timeout: 170_000,
  });
  expect(built.status, built.stderr).toBe(0);
  t = await createTestApp({
    logger: {
      level: "info",
      stream: { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
    } as never,
    extend: (app) =>
      registerWeb(app, {
        root: PROJECT_ROOT,
        dev: false,
        media: app.services.media,
        publicUrl: app.services.settings.publicUrl,
        version: "test",
        secureCookies: false,
      }),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** Sends `text` as it is over a new connection and reads the answer to its end: its status and body. */
function raw(text: string): Promise<{ status: number; body: string; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = all.split("\r\n\r\n", 2);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), body, head });
    });
    socket.write(text);
  });
}

const get = (target: string, host: string | null, version = "1.1") =>
  raw(
    `GET ${target} HTTP/${version}\r\n${host === null ? "" : `Host: ${host}\r\n`}Accept-Language: fr\r\nConnection: close\r\n\r\n`,
  );

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
    "/api/products-catalog/products/%00/",
    "/robots.txt?x=a%00",
  ];

  it("is a 400 on every route (pages, share images, sitemaps, uploads, the API), not a query that fails", async () => {
    for (const target of paths) {
      const res = await t.app.inject({ url: target, headers: { "accept-language": "en" } });
      expect(res.statusCode, target).toBe(400);
      expect(res.json().detail, target).toBe("The address holds a character that is not allowed (NUL).");
    }
    // Over a socket as well, lower-case escapes included.
    expect((await get("/og/product/%00.png", "localhost")).status).toBe(400);
    expect(serverErrors()).toEqual([]);
  });

  it("a raw NUL in the request line never reaches a route", async () => {
    const res = await raw("GET /og/product/\0.png HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(res.status).toBe(400);
    expect(serverErrors()).toEqual([]);
  });
});
