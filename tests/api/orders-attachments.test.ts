/**
 * Files of a request for quote (docs/decisions/057): the kind read from the bytes (PDF, PNG, JPEG,
 * XLSX; a renamed or mislabelled file is what its bytes say), images re-encoded without their
 * metadata, 10 MB and 5 files at most, and who may add and read them (guest 401; the buyer adds;
 * the sellers it was sent to and moderators read; another buyer and another seller 404).
 */
import ExcelJS from "exceljs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_LIMITS } from "../../src/common/orders.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type ChatUserFixture, signedIn } from "./chat-helpers.ts";
import { call, type SellerFixture, sellersOfOneModel } from "./orders-helpers.ts";

let t: TestApp;
let modelId: number;
let sellers: SellerFixture[];
let buyer: ChatUserFixture;
let otherBuyer: ChatUserFixture;
let moderator: ChatUserFixture;
let requestId: number;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");
let png: Buffer;
let jpegWithExif: Buffer;
let xlsx: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  ({ modelId, sellers } = await sellersOfOneModel(t, 3));
  buyer = await signedIn(t, "buyer");
  otherBuyer = await signedIn(t, "buyer");
  moderator = await signedIn(t, "moderator");
  const pixels = { create: { width: 40, height: 30, channels: 3 as const, background: "#f7931a" } };
  png = await sharp(pixels).png().toBuffer();
  jpegWithExif = await sharp(pixels)
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-place-47.1N" } })
    .toBuffer();
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Specs").addRow(["Model", "Quantity"]);
  xlsx = Buffer.from(await book.xlsx.writeBuffer());
  // Sent to the first two sellers only.
  const created = await call(t, "POST", "/api/orders/requests/", buyer, {
    model_id: modelId,
    seller_ids: [s(0).sellerId, s(1).sellerId],
    quantity: 10,
    delivery_country: "DE",
    notes: "",
  });
  requestId = created.body.id;
});
afterAll(async () => {
  await t?.close();
});

const s = (i: number) => sellers[i] as SellerFixture;

/** A multipart body with one file in `file`, as a browser sends it. */
async function multipart(name: string, type: string, data: Buffer) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(data)], name, { type }));
  const encoded = new Request("http://multipart.invalid/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

async function upload(
  who: { headers: { authorization: string } } | null,
  file: { name: string; type: string; data: Buffer },
  id = requestId,
) {
  const body = await multipart(file.name, file.type, file.data);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/orders/requests/${id}/attachments/`,
    headers: { ...(who?.headers ?? {}), "content-type": body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

const download = (who: { headers: { authorization: string } } | null, attachmentId: number, id = requestId) =>
  t.app.inject({
    method: "GET",
    url: `/api/orders/requests/${id}/attachments/${attachmentId}`,
    headers: who?.headers ?? {},
  });

describe("kinds, read from the bytes", () => {
  it("takes a PDF, a PNG, a JPEG without its metadata and an XLSX; lists them on the request", async () => {
    const pdf = await upload(buyer, { name: "specs.pdf", type: "application/pdf", data: PDF });
    expect(pdf.status).toBe(201);
    expect(pdf.body.attachments).toEqual([
      expect.objectContaining({ name: "specs.pdf", kind: "pdf", size: PDF.length }),
    ]);
    // A PNG named and declared as a PDF is a PNG.
    const mislabelled = await upload(buyer, { name: "rack.pdf", type: "application/pdf", data: png });
    expect(mislabelled.status).toBe(201);
    expect(mislabelled.body.attachments[1]).toMatchObject({ name: "rack.png", kind: "png" });
    const jpeg = await upload(buyer, { name: "site photo.jpeg", type: "image/jpeg", data: jpegWithExif });
    expect(jpeg.status).toBe(201);
    const sheet = await upload(buyer, {
      name: "../../list.xlsx",
      type: "application/octet-stream",
      data: xlsx,
    });
    expect(sheet.status).toBe(201);
    expect(sheet.body.attachments.map((a: { name: string }) => a.name)).toEqual([
      "specs.pdf",
      "rack.png",
      "site photo.jpg",
      "list.xlsx",
    ]);
    expect(sheet.body.allowed).toContain("request.attach");

    // The JPEG came back re-encoded: a JPEG, without the EXIF it carried.
    const photo = await download(buyer, jpeg.body.attachments[2].id);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.rawPayload.includes(Buffer.from("secret-place"))).toBe(false);
    expect((await sharp(photo.rawPayload).metadata()).format).toBe("jpeg");
    const file = await download(buyer, pdf.body.attachments[0].id);
    expect(file.headers["content-disposition"]).toContain('attachment; filename="specs.pdf"');
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it("refuses what is none of them, whatever its name or declared type", async () => {
    const before = (await call(t, "GET", `/api/orders/requests/${requestId}/`, buyer)).body.attachments
      .length;
    const bad = [
      { name: "notes.pdf", type: "application/pdf", data: Buffer.from("just text, not a PDF") },
      { name: "page.png", type: "image/png", data: Buffer.from("<html><script>alert(1)</script></html>") },
      { name: "cut.pdf", type: "application/pdf", data: PDF.subarray(0, 20) },
      { name: "cut.png", type: "image/png", data: png.subarray(0, 40) },
      { name: "photo.webp", type: "image/webp", data: await sharp(png).webp().toBuffer() },
      { name: "old.xlsx", type: "application/vnd.ms-excel", data: Buffer.from("PK\x03\x04not really a zip") },
      { name: "empty.pdf", type: "application/pdf", data: Buffer.alloc(0) },
    ];
    for (const file of bad) {
      const res = await upload(buyer, file);
      expect(res.status, file.name).toBe(400);
      expect(Object.keys(res.body), file.name).toEqual(["file"]);
    }
    const after = (await call(t, "GET", `/api/orders/requests/${requestId}/`, buyer)).body.attachments.length;
    expect(after).toBe(before);
  });

  it("refuses a file over 10 MB (413) and a sixth file (409)", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(ORDER_LIMITS.attachmentMaxBytes)]);
    const large = await upload(buyer, { name: "big.pdf", type: "application/pdf", data: big });
    expect(large.status).toBe(413);
    expect(large.body.detail).toContain("10 MB");
    // The request carries four: the fifth is taken, the sixth refused.
    expect((await upload(buyer, { name: "fifth.pdf", type: "application/pdf", data: PDF })).status).toBe(201);
    const sixth = await upload(buyer, { name: "sixth.pdf", type: "application/pdf", data: PDF });
    expect(sixth.status).toBe(409);
    const seen = await call(t, "GET", `/api/orders/requests/${requestId}/`, buyer);
    expect(seen.body.attachments).toHaveLength(ORDER_LIMITS.attachmentsMax);
    expect(seen.body.allowed).not.toContain("request.attach");
  });
});

describe("who adds and who reads", () => {
  it("adds: the buyer only; reads: the buyer, the sellers it was sent to and moderators", async () => {
    const list = (await call(t, "GET", `/api/orders/requests/${requestId}/`, buyer)).body.attachments;
    const first = list[0].id as number;
    const pdf = { name: "x.pdf", type: "application/pdf", data: PDF };
    // Upload (on a request that has room: a new one to the same two sellers).
    const room = await call(t, "POST", "/api/orders/requests/", buyer, {
      model_id: modelId,
      seller_ids: [s(0).sellerId, s(1).sellerId],
      quantity: 1,
      delivery_country: "DE",
      notes: "",
    });
    const other = room.body.id as number;
    expect((await upload(null, pdf, other)).status).toBe(401);
    expect((await upload(otherBuyer, pdf, other)).status).toBe(404);
    expect((await upload(s(2), pdf, other)).status).toBe(404);
    expect((await upload(s(0), pdf, other)).status).toBe(403);
    expect((await upload(moderator, pdf, other)).status).toBe(403);
    expect((await upload(buyer, pdf, 999_999)).status).toBe(404);
    // The sellers see the list on the request.
    const bySeller = await call(t, "GET", `/api/orders/requests/${requestId}/`, s(1));
    expect(bySeller.body.attachments.map((a: { id: number }) => a.id)).toContain(first);
    expect(bySeller.body.allowed).toEqual([]);

    // Download.
    expect((await download(null, first)).statusCode).toBe(401);
    expect((await download(buyer, first)).statusCode).toBe(200);
    expect((await download(s(0), first)).statusCode).toBe(200);
    expect((await download(s(1), first)).statusCode).toBe(200);
    expect((await download(moderator, first)).statusCode).toBe(200);
    expect((await download(otherBuyer, first)).statusCode).toBe(404);
    expect((await download(s(2), first)).statusCode).toBe(404);
    // An attachment through another request's id (one the caller may read): 404.
    expect((await download(buyer, first, other)).statusCode).toBe(404);
    expect((await download(buyer, 999_999)).statusCode).toBe(404);
    expect((await download(buyer, 0)).statusCode).toBe(400);
  });

  it("a closed request takes no more files", async () => {
    const r = await call(t, "POST", "/api/orders/requests/", buyer, {
      model_id: modelId,
      seller_ids: [s(0).sellerId],
      quantity: 1,
      delivery_country: "DE",
      notes: "",
    });
    await call(t, "POST", `/api/orders/requests/${r.body.id}/withdraw/`, buyer);
    const res = await upload(buyer, { name: "late.pdf", type: "application/pdf", data: PDF }, r.body.id);
    expect(res.status).toBe(409);
  });
});
