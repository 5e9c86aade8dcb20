/**
 * Media and imports through the storage (issue 16, decision 030): both drivers keep, answer and
 * delete files alike; with an S3-compatible bucket (a local s3rver) a product photo uploaded
 * through the API lands in the bucket, /uploads/ serves it, deleting the photo removes it, and a
 * catalogue import is kept in the bucket and processed by the job; nothing goes to the local disk.
 * The S3_* settings are checked at start.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createLocalStorage,
  createS3Storage,
  type Storage,
  withLocalFile,
} from "../../src/api/infra/storage.ts";
import { settingsFromConfig } from "../../src/api/settings.ts";
import { loadConfig } from "../../src/config.ts";
import { registerUploads } from "../../src/web-server.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { type LocalS3, startLocalS3 } from "../setup/s3.ts";
import { type Fixtures, helpers, image, importRow, loadFixtures } from "./seller-products-helpers.ts";

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(["local", "s3"] as const)("the %s driver", (kind) => {
  let store: Storage;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "rm-storage-"));
    store = kind === "local" ? createLocalStorage(dir) : createS3Storage(s3.settings, `unit-${Date.now()}/`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps, answers, opens and deletes a file by its key", async () => {
    const key = "sellers/s1/logo-a.webp";
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.open(key)).toBeUndefined();
    await store.put(key, Buffer.from("pixels"), "image/webp");
    expect(await store.has(key)).toBe(true);
    expect((await store.get(key))?.toString()).toBe("pixels");
    const opened = await store.open(key);
    if (!opened || opened === "not-modified") throw new Error("not opened");
    expect(opened.contentType).toBe("image/webp");
    expect(opened.size).toBe(6);
    const chunks: Buffer[] = [];
    for await (const c of opened.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("pixels");
    // A reader that wants a file name gets one with the bytes.
    expect(await withLocalFile(store, key, (file) => readFile(file, "utf8"))).toBe("pixels");
    await store.put(key, Buffer.from("new pixels"), "image/webp");
    expect((await store.get(key))?.toString()).toBe("new pixels");
    await store.delete(key);
    expect(await store.has(key)).toBe(false);
    await store.delete(key); // nothing there: no error
  });

  it("refuses keys that would leave the store", async () => {
    for (const key of ["../secret", "a/../../b", "", "a//b", "a\\b", "a/\u0000"])
      await expect(store.put(key, Buffer.from("x"), "text/plain"), key).rejects.toThrow(
        /invalid storage key/,
      );
  });
});

describe("the local driver", () => {
  it("takes an absolute path inside its folder as the key (imports recorded before the storage)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "rm-storage-"));
    const store = createLocalStorage(dir);
    await store.put("s1/a.xlsx", Buffer.from("x"), "application/octet-stream");
    expect(await store.has(path.join(dir, "s1/a.xlsx"))).toBe(true);
    await expect(store.get("/etc/passwd")).rejects.toThrow(/invalid storage key/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("with an S3 bucket", () => {
  let t: TestApp;
  let fx: Fixtures;
  let h: ReturnType<typeof helpers>;
  /** The whole bucket, to look at what the app wrote. */
  let bucket: Storage;
  beforeAll(async () => {
    t = await createTestApp({
      settings: { storage: s3.settings },
      extend: (app) => registerUploads(app, app.services.media),
    });
    fx = await loadFixtures(t);
    h = helpers(t, () => fx);
    bucket = createS3Storage(s3.settings, "");
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers, remoteAddress: nextIp() });

  it("keeps an uploaded product photo in the bucket, serves it at /uploads/, and deletes it with the photo", async () => {
    const u = await h.seller();
    const p = await h.create(u.headers, { name: "Cloud photo", category_id: fx.minerCategory });
    const up = await h.upload(u.headers, p.id, await image("jpeg", 800));
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const photo = up.body.main_photo;
    if (!photo) throw new Error("no photo");
    expect(photo.url).toMatch(new RegExp(`^/uploads/sellers/s${u.sellerId}/photo-[0-9a-f]+\\.webp$`));
    const key = `uploads${photo.url.slice("/uploads".length)}`;
    expect(await bucket.has(key)).toBe(true);
    expect(await bucket.has(`uploads${photo.url_2x.slice("/uploads".length)}`)).toBe(true);
    // Nothing on this machine's disk.
    expect(existsSync(path.join(t.settings.uploadsDir, "sellers"))).toBe(false);

    const served = await get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    // An upload's own name never changes (decision 029): immutable, from the bucket as from the disk.
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.rawPayload.equals((await bucket.get(key)) ?? Buffer.alloc(0))).toBe(true);
    const etag = String(served.headers.etag);
    expect((await get(photo.url, { "if-none-match": etag })).statusCode).toBe(304);
    expect((await get("/uploads/sellers/s0/none.webp")).statusCode).toBe(404);
    expect((await get("/uploads/../imports/x.xlsx")).statusCode).toBe(404);

    const del = await h.call("DELETE", `/api/products-catalog/products/${p.id}/photos/${photo.id}/`, {
      headers: u.headers,
    });
    expect(del.status).toBe(200);
    expect(await bucket.has(key)).toBe(false);
    expect((await get(photo.url)).statusCode).toBe(404);
  });

  it("keeps a catalogue import in the bucket (never under /uploads/) and processes it through the job", async () => {
    const u = await h.seller();
    const X = "/api/products-catalog/excel";
    const tpl = await get(`${X}/template`, u.headers);
    expect(tpl.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error("no sheet");
    const cols = new Map(
      ((ws.getRow(1).values as unknown[]) ?? [])
        .slice(1)
        .map((n, i) => [String(n).replace(/ \*$/, ""), i + 1]),
    );
    const values = importRow({ "Your SKU": "S3-1", Name: "Antminer S21 200T from the bucket" });
    const row = ws.getRow(3);
    for (const [name, value] of Object.entries(values))
      row.getCell(cols.get(name) ?? 0).value = value as ExcelJS.CellValue;
    row.commit();
    (ws as unknown as { dataValidations: { model: object } }).dataValidations.model = {};
    const body = h.multipart(
      "file",
      "catalogue.xlsx",
      "application/octet-stream",
      Buffer.from(await wb.xlsx.writeBuffer()),
    );
    const up = await t.app.inject({
      method: "POST",
      url: `${X}/import/`,
      payload: body.payload,
      headers: { ...u.headers, ...body.headers },
      remoteAddress: nextIp(),
    });
    expect(up.statusCode, up.body).toBe(202);
    const [kept] = await t.database.rows<{ file_path: string }>(
      sql`select file_path from product_imports where seller_id = ${u.sellerId}`,
    );
    const key = kept?.file_path ?? "";
    expect(key).toMatch(new RegExp(`^s${u.sellerId}/.+\\.xlsx$`));
    expect(await bucket.has(`imports/${key}`)).toBe(true);
    expect(existsSync(path.join(path.dirname(t.settings.uploadsDir), "imports", key))).toBe(false);
    expect((await get(`/uploads/${key}`)).statusCode).toBe(404);

    await t.drain();
    const pending = await h.call("GET", `${X}/pending/`, { headers: u.headers });
    expect(pending.body?.stage, JSON.stringify(pending.body)).toBe("draft_success");
    expect(pending.body?.counts.created).toBe(1);
    // The job's temporary copy is gone.
    expect(readdirSync(os.tmpdir()).filter((f) => f.startsWith("rigmarket-s3-"))).toEqual([]);

    const cancel = await h.call("POST", `${X}/cancel/`, { headers: u.headers });
    expect(cancel.status).toBe(200);
    expect(await bucket.has(`imports/${key}`)).toBe(false);
  });
});

describe("the S3 settings", () => {
  const settings = (env: Record<string, string>) =>
    settingsFromConfig(loadConfig(env), { uploadsDir: "/tmp/unused", authSecret: "s".repeat(40) });

  it("select the bucket; unset, the local disk", () => {
    expect(settings({}).storage).toEqual({ kind: "local" });
    expect(
      settings({
        S3_BUCKET: "rig-media",
        S3_ENDPOINT: "http://minio:9000",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "1",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "rig-media",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
      publicUrl: undefined,
    });
  });

  it("stop the start naming the variable when a value is wrong or missing", () => {
    expect(() => loadConfig({ S3_BUCKET: "Rig_Media" })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: "rig-media", S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: "rig-media", S3_FORCE_PATH_STYLE: "maybe" })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: "http://minio:9000" })).toThrow(
      /S3_BUCKET: required with S3_ENDPOINT/,
    );
    expect(() => loadConfig({ S3_BUCKET: "rig-media", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID/,
    );
  });

  it("with S3_PUBLIC_URL, /uploads/ redirects to the bucket's public address and pages may show its images", async () => {
    const t = await createTestApp({
      settings: { storage: { ...s3.settings, publicUrl: "https://cdn.example.test/media/" } },
      extend: async (app) => {
        await registerUploads(app, app.services.media);
        app.get("/test-page", { schema: { hide: true } }, async (_request, reply) =>
          reply.type("text/html").send("<p>"),
        );
      },
    });
    try {
      const r = await t.app.inject({ method: "GET", url: "/uploads/seed/logo.webp" });
      expect(r.statusCode).toBe(301);
      expect(r.headers.location).toBe("https://cdn.example.test/media/uploads/seed/logo.webp");
      const page = await t.app.inject({ method: "GET", url: "/test-page" });
      expect(page.headers["content-security-policy"]).toMatch(
        /img-src 'self' data: blob: https:\/\/cdn\.example\.test;/,
      );
    } finally {
      await t.close();
    }
  });
});
