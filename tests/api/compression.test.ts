/**
 * Issue 16 (docs/decisions/029): answers go out compressed when the client takes it — pages and JSON
 * by the compression hook, the client build's files as the .br/.gz copies written at build time —
 * and decode to the very bytes an identity answer carries; a client without Accept-Encoding gets
 * identity. Caching: fingerprinted files and uploads' own names are immutable, pages never shared.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/precompress.ts";
import { chooseEncoding } from "../../src/api/http/compression.ts";
import { registerClientAssets, registerUploads } from "../../src/web-server.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
const clientDir = mkdtempSync(path.join(os.tmpdir(), "rigmarket-client-"));
/** A script like the build's: text that compresses well, over the size worth compressing. */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"miner ${i}"}`).join(",")}];\n`;
/** A page well over the size worth compressing. */
const PAGE = `<!DOCTYPE html><html><body>${"<p>Antminer S21 Pro, 234 TH/s</p>".repeat(200)}</body></html>`;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "catalog-AbC123.js"), SCRIPT);
  writeFileSync(path.join(clientDir, "assets", "tiny-AbC123.js"), "export const a = 1;\n");
  await precompressDir(clientDir);
  t = await createTestApp({
    extend: async (app) => {
      await registerClientAssets(app, clientDir);
      await registerUploads(app, app.services.media);
      // A stand-in of a rendered page, with the Vary its root route sets.
      app.get("/test-page", { schema: { hide: true } }, async (_request, reply) =>
        reply.type("text/html; charset=utf-8").header("vary", "Cookie, Accept-Language").send(PAGE),
      );
    },
  });
  const dir = path.join(t.settings.uploadsDir, "sellers", "s1");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "photo-0123456789abcdef@2x.webp"), "webp");
  writeFileSync(path.join(dir, "logo.webp"), "webp");
  mkdirSync(path.join(t.settings.uploadsDir, "avatars", "u1"), { recursive: true });
  writeFileSync(path.join(t.settings.uploadsDir, "avatars", "u1", "0123456789abcdef.webp"), "webp");
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });
}

/** The body as the client reads it once decoded. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(raw).toString();
  if (encoding === "gzip") return gunzipSync(raw).toString();
  expect(encoding).toBeUndefined();
  return raw.toString();
}

function varyOf(res: LightMyRequestResponse): string[] {
  return String(res.headers.vary ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase());
}

describe("pages and JSON", () => {
  it("sends a page as brotli or gzip, as the client prefers, decoding to the same page", async () => {
    const plain = await get("/test-page");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(PAGE);

    const br = await get("/test-page", "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(PAGE.length / 10);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(decoded(br)).toBe(PAGE);
    // The page's own Vary is kept.
    expect(varyOf(br)).toEqual(["cookie", "accept-language", "accept-encoding"]);

    const gzip = await get("/test-page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(PAGE);
  });

  it("sends a JSON answer compressed, decoding to the identity answer's bytes", async () => {
    const url = "/api/search/products/?page_size=50";
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(varyOf(plain)).toContain("accept-encoding");
    for (const encoding of ["br", "gzip"]) {
      const res = await get(url, encoding);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(res)).toBe(plain.body);
    }
  });

  it("sends identity when the client refuses both or the body is tiny", async () => {
    const refused = await get("/test-page", "br;q=0, gzip;q=0, identity");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(PAGE);
    const tiny = await get("/api/health", "br, gzip");
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.json()).toMatchObject({ status: "ok" });
  });

  it("follows the client's q-values", () => {
    expect(chooseEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(chooseEncoding("br, gzip")).toBe("br");
    expect(chooseEncoding("*")).toBe("gzip");
    expect(chooseEncoding("deflate, identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("the client build's files", () => {
  const url = "/assets/catalog-AbC123.js";

  it("sends the build-time .br or .gz copy with the file's own type, decoding to the file", async () => {
    for (const encoding of ["br", "gzip"]) {
      const res = await get(url, `${encoding}, deflate`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(varyOf(res)).toContain("accept-encoding");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
      expect(decoded(res)).toBe(SCRIPT);
    }
  });

  it("sends the file itself to a client without Accept-Encoding, and a small file as it is", async () => {
    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const tiny = await get("/assets/tiny-AbC123.js", "br, gzip");
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe("export const a = 1;\n");
  });

  it("does not serve the copies under their own names", async () => {
    expect((await get(`${url}.br`)).statusCode).toBe(404);
    expect((await get(`${url}.gz`, "gzip")).statusCode).toBe(404);
  });
});

describe("uploads", () => {
  it("caches an upload's own (never reused) name for a year, a fixed name for a week", async () => {
    const own = await get("/uploads/sellers/s1/photo-0123456789abcdef@2x.webp");
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const avatar = await get("/uploads/avatars/u1/0123456789abcdef.webp");
    expect(avatar.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const fixed = await get("/uploads/sellers/s1/logo.webp", "br, gzip");
    expect(fixed.headers["cache-control"]).toBe("public, max-age=604800");
    // Images are compressed already: sent as they are.
    expect(fixed.headers["content-encoding"]).toBeUndefined();
  });
});
