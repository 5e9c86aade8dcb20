/**
 * Issue 31, item 10 (docs/decisions/072): a write the full disk refuses (ENOSPC, EDQUOT) answers
 * 507 with a message saying the site's storage is full, not a 500; GET /api/health answers 503
 * with `storage: "full"` until the disk takes writes again. The disk is made full by a
 * `node:fs/promises` whose writeFile fails with ENOSPC while `disk.full` is set.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type ChatUserFixture, signedIn } from "./chat-helpers.ts";
import { call, type SellerFixture, sellersOfOneModel } from "./orders-helpers.ts";

const disk = vi.hoisted(() => ({ full: false as false | "ENOSPC" | "EDQUOT" }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs/promises")>();
  const writeFile: typeof fs.writeFile = (file, ...rest) => {
    if (disk.full) {
      const code = disk.full;
      return Promise.reject(Object.assign(new Error(`${code}: no space left on device, write`), { code }));
    }
    return fs.writeFile(file, ...rest);
  };
  return { ...fs, default: { ...fs, writeFile }, writeFile };
});

let t: TestApp;
let buyer: ChatUserFixture;
let requestId: number;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const { modelId, sellers } = await sellersOfOneModel(t, 1);
  buyer = await signedIn(t, "buyer");
  const created = await call(t, "POST", "/api/orders/requests/", buyer, {
    model_id: modelId,
    seller_ids: [(sellers[0] as SellerFixture).sellerId],
    quantity: 1,
    delivery_country: "FR",
    notes: "",
  });
  requestId = created.body.id;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  disk.full = false;
  await t?.close();
});

async function attach(lang = "en") {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "rack.png", { type: "image/png" }));
  const encoded = new Request("http://multipart.invalid/", { method: "POST", body: form });
  const res = await t.app.inject({
    method: "POST",
    url: `/api/orders/requests/${requestId}/attachments/`,
    headers: {
      ...buyer.headers,
      "content-type": encoded.headers.get("content-type") ?? "",
      "accept-language": lang,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

const health = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/health" });
  return { status: res.statusCode, body: res.json() };
};

describe("a full disk", () => {
  it("answers 507 with a clear message, shows in /api/health, and both clear once the disk takes writes", async () => {
    expect(await health()).toMatchObject({ status: 200, body: { status: "ok", storage: "ok" } });
    disk.full = "ENOSPC";
    const refused = await attach();
    expect(refused.status).toBe(507);
    expect(refused.body.detail).toBe(
      "The site's storage is full, so your file was not saved. Nothing is wrong with your file: try again later.",
    );
    expect((await attach("fr")).body.detail).toMatch(/^L’espace de stockage du site est plein/);
    // Readiness says so (a load balancer stops sending work here).
    expect(await health()).toMatchObject({ status: 503, body: { status: "unavailable", storage: "full" } });
    // Nothing was listed on the request for the file that was not kept.
    const seen = await call(t, "GET", `/api/orders/requests/${requestId}/`, buyer);
    expect(seen.body.attachments ?? []).toEqual([]);
    // A quota used up is the same.
    disk.full = "EDQUOT";
    expect((await attach()).status).toBe(507);
    // Space again: health sees it without waiting for an upload, and uploads work.
    disk.full = false;
    expect(await health()).toMatchObject({ status: 200, body: { status: "ok", storage: "ok" } });
    const kept = await attach();
    expect(kept.status).toBe(201);
    expect(kept.body.attachments).toHaveLength(1);
  });
});
