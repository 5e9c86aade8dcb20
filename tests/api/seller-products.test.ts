/**
 * Seller products, part 1 (issue 6): create (manual, excel, copy, from a miner model), bulk-create,
 * edit, validation messages, photos, the status transitions and mass actions (all or nothing),
 * the seller's listing and counts, the category form data, and the permissions of every call.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.ts";
import type { MyProduct, SellerProduct } from "../../src/common/api/seller-products.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, image, loadFixtures, M, P } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
});
afterAll(async () => {
  await t?.close();
});

const countProducts = async () =>
  (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from products`))[0]?.n;

describe("permissions", () => {
  it("refuses every seller call to a guest (401), a buyer and a draft seller (403); another seller's product is a 404", async () => {
    const owner = await h.seller();
    const product = await h.create(owner.headers, { name: "Private rig", category_id: fx.minerCategory });
    const photoOwner = await h.upload(owner.headers, product.id, await image("jpeg"));
    const photoId = photoOwner.body.photos[0]?.id ?? 0;
    const buyer = await h.signedIn();
    const draft = await h.seller({ draft: true });
    const other = await h.seller();
    const body = { name: "x", category_id: fx.minerCategory };
    const calls: [method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown][] = [
      ["GET", `${M}/`],
      ["GET", `${M}/draft/`],
      ["GET", `${M}/statuses-info`],
      ["GET", `${M}/categories/`],
      ["POST", `${P}/`, body],
      ["POST", `${P}/bulk-create/`, { items: [body] }],
      ["GET", `${P}/${product.id}/edit`],
      ["PATCH", `${P}/${product.id}/`, { name: "Taken over" }],
      ["POST", `${P}/${product.id}/photos/${photoId}/main/`],
      ["DELETE", `${P}/${product.id}/photos/${photoId}/`],
      ["POST", `${P}/verify/`, { products_ids: [product.id] }],
      ["POST", `${P}/to-archive/`, { products_ids: [product.id] }],
      ["POST", `${P}/from-archive/`, { products_ids: [product.id] }],
      ["POST", `${P}/publish/`, { products_ids: [product.id] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await h.call(method, url, { payload })).status, `guest ${method} ${url}`).toBe(401);
      const asBuyer = await h.call(method, url, { payload, headers: buyer.headers });
      expect(asBuyer.status, `buyer ${method} ${url}`).toBe(403);
      expect(asBuyer.body.detail).toMatch(/company/);
      const asDraft = await h.call(method, url, { payload, headers: draft.headers });
      expect(asDraft.status, `draft seller ${method} ${url}`).toBe(403);
      expect(asDraft.body.detail).toMatch(/active/);
    }
    // Another seller: the product does not exist for them; mass actions refuse the foreign id.
    for (const [method, url, payload] of calls.slice(6, 10)) {
      expect((await h.call(method, url, { payload, headers: other.headers })).status, `other ${url}`).toBe(
        404,
      );
    }
    for (const [method, url, payload] of calls.slice(10)) {
      const r = await h.call(method, url, { payload, headers: other.headers });
      expect(r.status, `other ${url}`).toBe(400);
      expect(r.body.products_ids).toEqual([
        `Some of the selected products don't exist or aren't yours: ${product.id}.`,
      ]);
    }
    const photo = await h.upload(other.headers, product.id, await image("jpeg"));
    expect(photo.status).toBe(404);
    expect((await h.upload(buyer.headers, product.id, await image("jpeg"))).status).toBe(403);
    expect((await h.upload(draft.headers, product.id, await image("jpeg"))).status).toBe(403);
    expect((await h.upload({}, product.id, await image("jpeg"))).status).toBe(401);
    // A suspended company cannot manage its products either.
    const suspended = await h.seller();
    await t.database.rows(sql`update sellers set status = 'suspended' where id = ${suspended.sellerId}`);
    expect((await h.call("GET", `${M}/`, { headers: suspended.headers })).status).toBe(403);
    expect((await h.call("POST", `${P}/`, { headers: suspended.headers, payload: body })).status).toBe(403);
    // Nothing changed for the owner.
    const mine = await h.call<SellerProduct>("GET", `${P}/${product.id}/edit`, { headers: owner.headers });
    expect(mine.body).toMatchObject({ name: "Private rig", status: "draft" });
    expect(mine.body.photos).toHaveLength(1);
    // The other seller's listing does not show it.
    const list = await h.call("GET", `${M}/`, { headers: other.headers });
    expect(list.body.count).toBe(0);
  });
});

describe("create and edit", () => {
  it("saves a draft with a name and a category, a public SKU, and the source", async () => {
    const u = await h.seller();
    const p = await h.create(u.headers, { name: "  Whatsminer M60  ", category_id: fx.minerCategory });
    expect(p).toMatchObject({
      name: "Whatsminer M60",
      status: "draft",
      status_label: "Draft",
      source: "manual",
      category_id: fx.minerCategory,
      category: { id: fx.minerCategory, parent: { id: fx.minerCategoryParent } },
      price_tiers: [],
      delivery_regions: [],
      main_photo: null,
      pending_change: null,
    });
    expect(p.sku).toMatch(/^RM-\d{7}$/);
    const excel = await h.create(
      u.headers,
      { name: "From a sheet", category_id: fx.otherCategory },
      "?source=excel",
    );
    expect(excel.source).toBe("excel");
    expect(excel.sku).not.toBe(p.sku);

    const missing = await h.call("POST", `${P}/`, {
      headers: u.headers,
      payload: { description: "no name" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      name: ["This field is required."],
      category_id: ["This field is required."],
    });
    const badSource = await h.call("POST", `${P}/?source=fax`, {
      headers: u.headers,
      payload: { name: "x", category_id: 1 },
    });
    expect(badSource.status).toBe(400);
    expect(badSource.body.source).toBeDefined();
  });

  it("saves every field of the spec's Product and shows them back in the edit view", async () => {
    const u = await h.seller();
    const body = h.complete({ external_sku: "S21-001", lead_time_days: 5, payment_methods: ["usdt"] });
    const p = await h.create(u.headers, body);
    const edit = await h.call<SellerProduct>("GET", `${P}/${p.id}/edit`, { headers: u.headers });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      ...body,
      price_from: 4900,
      price_to: 5200,
      external_sku: "S21-001",
      lead_time_days: 5,
      payment_methods: ["usdt"],
    });
  });

  it("fills brand and specifications from a miner model when they are absent", async () => {
    const u = await h.seller();
    const p = await h.create(u.headers, {
      name: "From a model",
      category_id: fx.minerCategory,
      model_id: fx.model.id,
    });
    expect(p.brand_id).toBe(fx.model.brandId);
    expect(p.model_id).toBe(fx.model.id);
    expect(p.specs.algorithm).toBe(fx.model.algorithm);
    expect(p.specs.hashrate).toBeDefined();
    // Stated specifications win over the model's.
    const own = await h.create(u.headers, {
      name: "Own specs",
      category_id: fx.minerCategory,
      model_id: fx.model.id,
      specs: { algorithm: "Custom" },
    });
    expect(own.specs).toEqual({ algorithm: "Custom" });
    // A model of another brand than the one given, an unknown model.
    const mismatch = await h.call("POST", `${P}/`, {
      headers: u.headers,
      payload: { name: "x", category_id: fx.minerCategory, model_id: fx.model.id, brand_id: fx.otherBrand },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.model_id).toEqual(["This model belongs to another brand."]);
    const unknown = await h.call("POST", `${P}/`, {
      headers: u.headers,
      payload: { name: "x", category_id: fx.minerCategory, model_id: 999999 },
    });
    expect(unknown.body.model_id).toEqual(["No miner model with this id."]);
  });

  it("refuses bad prices, tiers, terms, references and a duplicate external SKU with field errors", async () => {
    const u = await h.seller();
    const base = { name: "Checked", category_id: fx.minerCategory };
    const post = (over: Record<string, unknown>, lang = "en") =>
      h.call("POST", `${P}/`, { headers: u.headers, payload: { ...base, ...over }, lang });

    const negative = await post({ price_tiers: [{ min_quantity: 1, unit_price: -5 }], discount_amount: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body).toEqual({
      "price_tiers.0.unit_price": ["The price can't be negative."],
      discount_amount: ["The price can't be negative."],
    });
    const reversed = await post({ price_tiers: [{ min_quantity: 10, max_quantity: 5, unit_price: 5 }] });
    expect(reversed.body).toEqual({
      "price_tiers.0.min_quantity": ["The minimum is greater than the maximum."],
    });
    const overlap = await post({
      price_tiers: [
        { min_quantity: 1, max_quantity: 10, unit_price: 5 },
        { min_quantity: 10, max_quantity: null, unit_price: 4 },
      ],
    });
    expect(overlap.body).toEqual({
      "price_tiers.1.min_quantity": [
        "Quantity tiers overlap: each tier must start after the previous one ends.",
      ],
    });
    const openEnded = await post({
      price_tiers: [
        { min_quantity: 1, max_quantity: null, unit_price: 5 },
        { min_quantity: 20, max_quantity: null, unit_price: 4 },
      ],
    });
    expect(Object.keys(openEnded.body)).toEqual(["price_tiers.1.min_quantity"]);
    const terms = Array.from({ length: 6 }, (_, i) => ({ name: `Term ${i}`, value: "yes" }));
    const tooMany = await post({ additional_terms: terms });
    expect(tooMany.body).toEqual({ additional_terms: ["You can't add more than 5 additional terms."] });
    const tooManyFr = await post({ additional_terms: terms }, "fr");
    expect(tooManyFr.body.additional_terms).toEqual([
      "Vous ne pouvez pas ajouter plus de 5 conditions supplémentaires.",
    ]);
    const regions = await post({ delivery_regions: ["XX"] });
    expect(regions.body["delivery_regions.0"]).toBeDefined();
    const video = await post({ videos: ["javascript:alert(1)"] });
    expect(video.body["videos.0"]).toEqual(["Enter a valid URL starting with http:// or https://."]);
    const refs = await post({ category_id: 999999, brand_id: 999999, country_of_origin: "ZZ" });
    expect(refs.body).toEqual({
      category_id: ["No product category with this id."],
      brand_id: ["No brand with this id."],
      country_of_origin: ["No country with this code."],
    });
    const discount = await post({
      price_tiers: [{ min_quantity: 1, unit_price: 100 }],
      discount_amount: 100,
    });
    expect(discount.body).toEqual({
      discount_amount: ["The discount must be lower than the lowest unit price."],
    });
    const unknownField = await post({ colour: "red" });
    expect(unknownField.body).toEqual({ colour: ["Unknown field."] });

    const first = await post({ external_sku: "DUP-1" });
    expect(first.status).toBe(201);
    const dup = await post({ external_sku: "DUP-1" });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ external_sku: ["You already have a product with this SKU."] });
    // Another seller may use the same external SKU.
    const other = await h.seller();
    expect(
      (await h.call("POST", `${P}/`, { headers: other.headers, payload: { ...base, external_sku: "DUP-1" } }))
        .status,
    ).toBe(201);
    // Editing to a taken SKU is refused too; keeping one's own is fine.
    const second = await post({ external_sku: "DUP-2" });
    const patched = await h.call("PATCH", `${P}/${second.body.id}/`, {
      headers: u.headers,
      payload: { external_sku: "DUP-1" },
    });
    expect(patched.body).toEqual({ external_sku: ["You already have a product with this SKU."] });
    const same = await h.call("PATCH", `${P}/${second.body.id}/`, {
      headers: u.headers,
      payload: { external_sku: "DUP-2", name: "Renamed" },
    });
    expect(same.status).toBe(200);
  });

  it("edits a draft with PATCH, keeping absent fields", async () => {
    const u = await h.seller();
    const p = await h.create(u.headers, h.complete());
    const r = await h.call<SellerProduct>("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      payload: {
        name: "Renamed rig",
        price_tiers: [{ min_quantity: 1, max_quantity: null, unit_price: 4700 }],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: "Renamed rig",
      price_from: 4700,
      price_to: 4700,
      description: p.description,
      delivery_regions: ["NA", "EU"],
      status: "draft",
      pending_change: null,
    });
    const bad = await h.call("PATCH", `${P}/${p.id}/`, { headers: u.headers, payload: { name: "" } });
    expect(bad.body).toEqual({ name: ["This field is required."] });
    expect(
      (await h.call("PATCH", `${P}/999999/`, { headers: u.headers, payload: { name: "x" } })).status,
    ).toBe(404);
  });

  it("copies a product: a new draft with a new SKU, no external SKU, and its own copies of the photos", async () => {
    const u = await h.seller();
    const original = await h.readyDraft(u.headers, { external_sku: "ORIG-1" });
    const copy = await h.call<SellerProduct>("POST", `${P}/?copy_of=${original.id}`, {
      headers: u.headers,
      payload: { name: "Copied rig" },
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      status: "draft",
      source: "copy",
      name: "Copied rig",
      external_sku: null,
      description: original.description,
      price_tiers: original.price_tiers,
      delivery_regions: original.delivery_regions,
    });
    expect(copy.body.id).not.toBe(original.id);
    expect(copy.body.sku).not.toBe(original.sku);
    expect(copy.body.photos).toHaveLength(1);
    const [a] = original.photos;
    const [b] = copy.body.photos;
    expect(b?.url).not.toBe(a?.url);
    // Deleting the original's photo leaves the copy's file in place.
    await h.call("DELETE", `${P}/${original.id}/photos/${a?.id}/`, { headers: u.headers });
    const file = (url: string) => path.join(t.settings.uploadsDir, url.replace(/^\/uploads\//, ""));
    expect(existsSync(file(a?.url ?? ""))).toBe(false);
    expect(existsSync(file(b?.url ?? ""))).toBe(true);
    expect(existsSync(file(b?.url_2x ?? ""))).toBe(true);

    const other = await h.seller();
    expect(
      (await h.call("POST", `${P}/?copy_of=${original.id}`, { headers: other.headers, payload: {} })).status,
    ).toBe(404);
  });

  it("bulk-creates drafts all or nothing, naming errors by index", async () => {
    const u = await h.seller();
    const before = await countProducts();
    const bad = await h.call("POST", `${P}/bulk-create/`, {
      headers: u.headers,
      payload: [
        { name: "Bulk 0", category_id: fx.minerCategory, external_sku: "B-1" },
        { name: "Bulk 1", category_id: fx.minerCategory, price_tiers: [{ min_quantity: 1, unit_price: -1 }] },
        { name: "Bulk 2", category_id: fx.minerCategory, external_sku: "B-1" },
        { category_id: fx.minerCategory },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      "items.1.price_tiers.0.unit_price": ["The price can't be negative."],
      "items.3.name": ["This field is required."],
    });
    const dupInBatch = await h.call("POST", `${P}/bulk-create/`, {
      headers: u.headers,
      payload: {
        items: [
          { name: "Bulk 0", category_id: fx.minerCategory, external_sku: "B-1" },
          { name: "Bulk 2", category_id: 999999, external_sku: "B-1" },
        ],
      },
    });
    expect(dupInBatch.body).toEqual({
      "items.1.category_id": ["No product category with this id."],
      "items.1.external_sku": ["You already have a product with this SKU."],
    });
    expect(await countProducts()).toBe(before);

    const ok = await h.call("POST", `${P}/bulk-create/`, {
      headers: u.headers,
      payload: {
        items: [
          { name: "Bulk A", category_id: fx.minerCategory, model_id: fx.model.id },
          { name: "Bulk B", category_id: fx.otherCategory, external_sku: "B-2" },
        ],
      },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.count).toBe(2);
    expect(ok.body.results.map((p: SellerProduct) => [p.name, p.status, p.source])).toEqual([
      ["Bulk A", "draft", "excel"],
      ["Bulk B", "draft", "excel"],
    ]);
    expect(ok.body.results[0].specs.algorithm).toBe(fx.model.algorithm);
    expect(await countProducts()).toBe((before ?? 0) + 2);
    const empty = await h.call("POST", `${P}/bulk-create/`, { headers: u.headers, payload: [] });
    expect(empty.body).toEqual({ items: ["This field is required."] });
  });
});

describe("sending for verification", () => {
  it("names every missing field of a draft, then accepts the completed product", async () => {
    const u = await h.seller();
    const p = await h.create(u.headers, { name: "Half done", category_id: fx.minerCategory });
    const r = await h.action(u.headers, "verify", [p.id], 400);
    expect(r.body).toEqual({
      description: ["This field is required."],
      price_tiers: ["This field is required."],
      delivery_regions: ["At least one delivery region is required."],
      main_photo: ["Add a main photo."],
      "specs.hashrate": ["This field is required."],
      "specs.algorithm": ["This field is required."],
    });
    const fr = await h.call("POST", `${P}/verify/`, {
      headers: u.headers,
      payload: { products_ids: [p.id] },
      lang: "fr",
    });
    expect(fr.body.delivery_regions).toEqual(["Au moins une région de livraison est requise."]);
    expect(await h.statusOf(p.id)).toBe("draft");

    const { name: _n, category_id: _c, ...rest } = h.complete();
    await h.call("PATCH", `${P}/${p.id}/`, { headers: u.headers, payload: rest });
    expect((await h.action(u.headers, "verify", [p.id], 400)).body).toEqual({
      main_photo: ["Add a main photo."],
    });
    await h.upload(u.headers, p.id, await image("png"));
    const ok = await h.action(u.headers, "verify", [p.id], 200);
    expect(ok.body).toEqual({ count: 1, results: [{ id: p.id, sku: p.sku, status: "verified" }] });

    // While it waits for the moderator, it cannot be edited.
    const edit = await h.call("PATCH", `${P}/${p.id}/`, { headers: u.headers, payload: { name: "Sneaky" } });
    expect(edit.status).toBe(409);
    expect(edit.body.detail).toBe(
      `Product ${p.sku} is waiting for moderation: edit it once the moderator has decided.`,
    );
  });

  it("names the fields per product when several are sent at once", async () => {
    const u = await h.seller();
    const ready = await h.readyDraft(u.headers);
    const half = await h.create(u.headers, { ...h.complete(), delivery_regions: [] });
    const r = await h.action(u.headers, "verify", [ready.id, half.id], 400);
    expect(r.body).toEqual({
      [`products.${half.id}.delivery_regions`]: ["At least one delivery region is required."],
      [`products.${half.id}.main_photo`]: ["Add a main photo."],
    });
    expect(await h.statusOf(ready.id)).toBe("draft");
  });
});

describe("status transitions", () => {
  const STATUSES = ["draft", "verified", "approved", "archived", "rejected"] as const;
  // [status before, action] -> status after (absent: refused with 409).
  const ALLOWED: Record<string, string> = {
    "draft verify": "verified",
    "rejected verify": "verified",
    "approved to-archive": "archived",
    "draft to-archive": "archived",
    "rejected to-archive": "archived",
    "archived from-archive": "approved", // archived from approved: back on sale
    "archived publish": "approved",
  };

  it("follows the table for every status and action, refusing the rest with 409 naming the products", async () => {
    const moderator = await t.createUser({ role: "moderator" });
    for (const status of STATUSES) {
      for (const action of ["verify", "to-archive", "from-archive", "publish"]) {
        // A company per case: each case's set-up and action are within one company's status
        // budget (LISTING_BUDGETS, decision 068), however fast the table runs.
        const u = await h.seller();
        const p = await h.inStatus(u, status, { moderatorId: moderator.id });
        expect(await h.statusOf(p.id)).toBe(status);
        const r = await h.action(u.headers, action, [p.id]);
        const expected = ALLOWED[`${status} ${action}`];
        if (expected) {
          expect(r.status, `${status} ${action}`).toBe(200);
          expect(r.body.results[0].status).toBe(expected);
          expect(await h.statusOf(p.id)).toBe(expected);
        } else {
          expect(r.status, `${status} ${action}`).toBe(409);
          expect(r.body.detail, `${status} ${action}`).toContain(p.sku);
          expect(await h.statusOf(p.id)).toBe(status);
        }
      }
    }
  });

  it("restores an archived draft to draft; publish refuses a product that was never for sale", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "archived", { archivedFrom: "draft" });
    const edit = await h.call<SellerProduct>("GET", `${P}/${p.id}/edit`, { headers: u.headers });
    expect(edit.body).toMatchObject({ status: "archived", archived_from: "draft" });
    const publish = await h.action(u.headers, "publish", [p.id], 409);
    expect(publish.body.detail).toBe(
      `Only archived products that were on sale before can be published: ${p.sku}.`,
    );
    const restore = await h.action(u.headers, "from-archive", [p.id], 200);
    expect(restore.body.results[0].status).toBe("draft");
    const refused = await h.action(u.headers, "from-archive", [p.id], 409);
    expect(refused.body.detail).toBe(`Only archived products can be restored: ${p.sku}.`);
    const fr = await h.call("POST", `${P}/publish/`, {
      headers: u.headers,
      payload: { products_ids: [p.id] },
      lang: "fr",
    });
    expect(fr.body.detail).toContain("Seuls les produits archivés");
  });

  it("changes all the products or none: mixed statuses, foreign and unknown ids are a 400", async () => {
    const u = await h.seller();
    const other = await h.seller();
    const a = await h.readyDraft(u.headers);
    const b = await h.readyDraft(u.headers);
    const c = await h.inStatus(u, "archived", { archivedFrom: "draft" });
    const foreign = await h.readyDraft(other.headers);

    const mixed = await h.action(u.headers, "to-archive", [a.id, c.id], 400);
    expect(mixed.body).toEqual({ products_ids: ["The selected products must all have the same status."] });
    const withForeign = await h.action(u.headers, "verify", [a.id, b.id, foreign.id], 400);
    expect(withForeign.body).toEqual({
      products_ids: [`Some of the selected products don't exist or aren't yours: ${foreign.id}.`],
    });
    const unknown = await h.action(u.headers, "to-archive", [a.id, 99999999], 400);
    expect(unknown.body.products_ids[0]).toContain("99999999");
    expect([await h.statusOf(a.id), await h.statusOf(b.id), await h.statusOf(foreign.id)]).toEqual([
      "draft",
      "draft",
      "draft",
    ]);
    // A refused product among allowed ones: none changes.
    const p = await h.inStatus(u, "approved");
    const q = await h.inStatus(u, "approved");
    await t.database.rows(
      sql`update products set status = 'archived', archived_from = 'draft' where id = ${q.id}`,
    );
    await h.action(u.headers, "to-archive", [p.id], 200);
    const publish = await h.action(u.headers, "publish", [p.id, q.id], 409);
    expect(publish.body.detail).toContain(q.sku);
    expect(publish.body.detail).not.toContain(p.sku);
    expect(await h.statusOf(p.id)).toBe("archived");

    const both = await h.action(u.headers, "verify", [a.id, b.id, a.id], 200);
    expect(both.body.count).toBe(2);
    expect((await h.action(u.headers, "verify", [], 400)).body).toEqual({
      products_ids: ["This field is required."],
    });
    expect((await h.action(u.headers, "verify", ["abc" as unknown as number], 400)).body).toEqual({
      "products_ids.0": ["A valid integer is required."],
    });
  });
});

describe("photos", () => {
  it("re-encodes JPEG, PNG and WebP to webp at 1x and 2x without metadata; the first is the main photo", async () => {
    const u = await h.seller();
    const p = await h.create(u.headers, { name: "Photogenic", category_id: fx.minerCategory });
    const r = await h.upload(u.headers, p.id, await image("jpeg", 3000));
    expect(r.status).toBe(201);
    const main = r.body.main_photo;
    expect(main).toMatchObject({ main: true, position: 0 });
    expect(main?.url).toMatch(/\.webp$/);
    expect(main?.url_2x).toMatch(/@2x\.webp$/);
    const file = path.join(t.settings.uploadsDir, (main?.url ?? "").replace(/^\/uploads\//, ""));
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBeLessThanOrEqual(1200);
    const file2x = path.join(t.settings.uploadsDir, (main?.url_2x ?? "").replace(/^\/uploads\//, ""));
    expect((await sharp(file2x).metadata()).width).toBeGreaterThan(meta.width ?? 0);

    expect((await h.upload(u.headers, p.id, await image("png"), { type: "image/png" })).status).toBe(201);
    const webp = await h.upload(u.headers, p.id, await image("webp"), {
      type: "image/webp",
      query: "?main=true",
    });
    expect(webp.status).toBe(201);
    expect(webp.body.photos).toHaveLength(3);
    expect(webp.body.main_photo?.id).not.toBe(main?.id);
    expect(webp.body.photos[1]?.id).toBe(main?.id);
  });

  it("refuses other formats (400), files over 10 MB (413), and a seventh photo (400)", async () => {
    const u = await h.seller();
    const p = await h.create(u.headers, { name: "Limits", category_id: fx.minerCategory });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const notImage = await h.upload(u.headers, p.id, gif, { type: "image/gif" });
    expect(notImage.status).toBe(400);
    expect(notImage.body).toEqual({ photo: ["Upload a JPEG, PNG or WebP image."] });
    const svg = await h.upload(u.headers, p.id, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), {
      type: "image/jpeg",
    });
    expect(svg.status).toBe(400);
    const big = await h.upload(u.headers, p.id, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ detail: "The image is larger than 10 MB." });
    const noFile = await h.upload(u.headers, p.id, await image("jpeg"), { field: "file" });
    expect(noFile.body).toEqual({ photo: ["This field is required."] });

    const jpeg = await image("jpeg");
    for (let i = 0; i < 6; i++) expect((await h.upload(u.headers, p.id, jpeg)).status).toBe(201);
    const seventh = await h.upload(u.headers, p.id, jpeg);
    expect(seventh.status).toBe(400);
    expect(seventh.body).toEqual({
      photo: ["A product can have at most 6 photos: the main one and 5 more."],
    });
    // Parallel uploads cannot exceed the limit either.
    const q = await h.create(u.headers, { name: "Race", category_id: fx.minerCategory });
    const results = await Promise.all(Array.from({ length: 9 }, () => h.upload(u.headers, q.id, jpeg)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(6);
    const edit = await h.call<SellerProduct>("GET", `${P}/${q.id}/edit`, { headers: u.headers });
    expect(edit.body.photos).toHaveLength(6);
  });

  it("deletes a photo (the next becomes main) and sets the main photo", async () => {
    const u = await h.seller();
    const p = await h.create(u.headers, { name: "Album", category_id: fx.minerCategory });
    const jpeg = await image("jpeg");
    await h.upload(u.headers, p.id, jpeg);
    await h.upload(u.headers, p.id, jpeg);
    const three = (await h.upload(u.headers, p.id, jpeg)).body;
    const [first, second, third] = three.photos;
    const main = await h.call<SellerProduct>("POST", `${P}/${p.id}/photos/${third?.id}/main/`, {
      headers: u.headers,
    });
    expect(main.status).toBe(200);
    expect(main.body.photos.map((x) => x.id)).toEqual([third?.id, first?.id, second?.id]);
    expect(main.body.main_photo?.id).toBe(third?.id);
    const del = await h.call<SellerProduct>("DELETE", `${P}/${p.id}/photos/${third?.id}/`, {
      headers: u.headers,
    });
    expect(del.status).toBe(200);
    expect(del.body.photos.map((x) => [x.id, x.position])).toEqual([
      [first?.id, 0],
      [second?.id, 1],
    ]);
    const file = path.join(t.settings.uploadsDir, (third?.url ?? "").replace(/^\/uploads\//, ""));
    expect(existsSync(file)).toBe(false);
    expect((await h.call("DELETE", `${P}/${p.id}/photos/${third?.id}/`, { headers: u.headers })).status).toBe(
      404,
    );
  });
});

describe("the seller's listing", () => {
  it("lists, filters, searches, sorts and counts the caller's products with reasons and pending changes", async () => {
    const u = await h.seller();
    const moderator = await t.createUser({ role: "moderator" });
    const draft = await h.create(u.headers, {
      name: "Alpha draft",
      category_id: fx.minerCategory,
      external_sku: "ALPHA-1",
    });
    const other = await h.create(u.headers, { name: "Bravo part", category_id: fx.otherCategory });
    const rejected = await h.inStatus(u, "rejected", { moderatorId: moderator.id, name: "Charlie rejected" });
    const approved = await h.inStatus(u, "approved", { moderatorId: moderator.id, name: "Delta approved" });
    await h.call("PATCH", `${P}/${approved.id}/`, { headers: u.headers, payload: { name: "Delta renamed" } });

    const all = await h.call<{ count: number; results: MyProduct[] }>("GET", `${M}/?ordering=name`, {
      headers: u.headers,
    });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(4);
    expect(all.body.results.map((r) => r.name)).toEqual([
      "Alpha draft",
      "Bravo part",
      "Charlie rejected",
      "Delta approved", // the public name until the change is approved
    ]);
    const byId = new Map(all.body.results.map((r) => [r.id, r]));
    expect(byId.get(rejected.id)).toMatchObject({
      status: "rejected",
      status_label: "Rejected",
      rejection_reason: "Photos are blurry.",
      actions: ["verify", "to-archive"],
      has_pending_change: false,
    });
    expect(byId.get(approved.id)).toMatchObject({
      status: "approved",
      has_pending_change: true,
      actions: ["to-archive"],
      price_from: 4900,
    });
    expect(byId.get(approved.id)?.main_photo?.url).toMatch(/\.webp$/);
    expect(byId.get(draft.id)?.main_photo).toBeNull();

    const page = await h.call("GET", `${M}/?ordering=-name&page_size=2&page=2`, { headers: u.headers });
    expect(page.body.results.map((r: MyProduct) => r.name)).toEqual(["Bravo part", "Alpha draft"]);
    expect(page.body.previous).toContain("page=1");
    expect(page.body.next).toBeNull();
    const byStatus = await h.call("GET", `${M}/?status=rejected,approved&ordering=name`, {
      headers: u.headers,
    });
    expect(byStatus.body.results.map((r: MyProduct) => r.id)).toEqual([rejected.id, approved.id]);
    const search = await h.call("GET", `${M}/?search=alpha-1`, { headers: u.headers });
    expect(search.body.results.map((r: MyProduct) => r.id)).toEqual([draft.id]);
    const bySku = await h.call("GET", `${M}/?search=${approved.sku}`, { headers: u.headers });
    expect(bySku.body.results.map((r: MyProduct) => r.id)).toEqual([approved.id]);
    const byCategory = await h.call("GET", `${M}/?category_id__terms=${fx.otherCategory}`, {
      headers: u.headers,
    });
    expect(byCategory.body.results.map((r: MyProduct) => r.id)).toEqual([other.id]);
    const byParent = await h.call("GET", `${M}/?category_id__terms=${fx.minerCategoryParent}`, {
      headers: u.headers,
    });
    expect(byParent.body.count).toBe(3);
    const bad = await h.call("GET", `${M}/?status=sold&ordering=colour`, { headers: u.headers });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["ordering", "status"]);

    const drafts = await h.call("GET", `${M}/draft/`, { headers: u.headers });
    expect(drafts.body.results.map((r: MyProduct) => r.id).sort()).toEqual([draft.id, other.id].sort());

    const info = await h.call("GET", `${M}/statuses-info`, { headers: u.headers, lang: "fr" });
    expect(info.body).toEqual({
      total: 4,
      statuses: [
        { status: "draft", label: "Brouillon", count: 2 },
        { status: "verified", label: "En cours de vérification", count: 0 },
        { status: "approved", label: "En vente", count: 1 },
        { status: "archived", label: "Archivé", count: 0 },
        { status: "rejected", label: "Refusé", count: 1 },
      ],
    });
    const cats = await h.call("GET", `${M}/categories/`, { headers: u.headers });
    expect(cats.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: fx.minerCategory, count: 3, parent_id: fx.minerCategoryParent }),
        expect.objectContaining({ id: fx.otherCategory, count: 1 }),
      ]),
    );
    expect(cats.body).toHaveLength(2);
    const draftCats = await h.call("GET", `${M}/categories/?status=draft`, { headers: u.headers });
    expect(draftCats.body.map((c: { count: number }) => c.count)).toEqual([1, 1]);
  });
});

describe("OpenAPI", () => {
  it("documents the seller product calls", async () => {
    const res = await h.call("GET", "/api/docs/json");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/search/products/my-products/",
        "/api/search/products/my-products/statuses-info",
        "/api/products-catalog/products/",
        "/api/products-catalog/products/bulk-create/",
        "/api/products-catalog/products/{id}/",
        "/api/products-catalog/products/{id}/edit",
        "/api/products-catalog/products/{id}/photos/",
        "/api/products-catalog/products/verify/",
        "/api/products-catalog/products/to-archive/",
        "/api/products-catalog/products/from-archive/",
        "/api/products-catalog/products/publish/",
        "/api/products-catalog/properties/form-data",
      ]),
    );
  });
});

describe("the production serializer", () => {
  it("answers the seller product calls byte for byte as the checking serializer does", async () => {
    const production = await buildApp({
      database: t.database,
      version: "test",
      settings: { ...t.settings, validateResponses: false },
    });
    await production.ready();
    try {
      const u = await h.seller();
      const p = await h.readyDraft(u.headers, { external_sku: "SER-1" });
      for (const url of [
        `${P}/${p.id}/edit`,
        `${M}/`,
        `${M}/statuses-info`,
        `${M}/categories/`,
        `/api/products-catalog/properties/form-data?category_id=${fx.minerCategory}`,
      ]) {
        const a = await t.app.inject({ method: "GET", url, headers: u.headers });
        const b = await production.inject({ method: "GET", url, headers: u.headers });
        expect(b.statusCode, url).toBe(200);
        expect(b.body, url).toBe(a.body);
      }
    } finally {
      await production.close();
    }
  });
});

describe("form data of a category", () => {
  it("lists the category's specification fields with types, units, options and what is required", async () => {
    const r = await h.call(
      "GET",
      `/api/products-catalog/properties/form-data?category_id=${fx.minerCategory}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.category).toMatchObject({ id: fx.minerCategory, parent_id: fx.minerCategoryParent });
    const byKey = Object.fromEntries(r.body.specifications.map((f: { key: string }) => [f.key, f]));
    expect(byKey.hashrate).toMatchObject({ label: "Hashrate", type: "hashrate", required: true });
    expect(byKey.algorithm.required).toBe(true);
    expect(byKey.algorithm.options.map((o: { value: string }) => o.value)).toContain(fx.model.algorithm);
    expect(byKey.consumption).toMatchObject({ type: "number", unit: "W", required: false });
    expect(byKey.coolingType.options.map((o: { value: string }) => o.value)).toEqual([
      "air",
      "hydro",
      "immersion",
    ]);
    expect(r.body.conditions.map((c: { value: string }) => c.value)).toEqual([
      "new",
      "brand_new",
      "used",
      "tested",
    ]);
    expect(r.body.regions).toHaveLength(6);
    expect(r.body.limits).toEqual({ photos: 6, additional_terms: 5, image_max_bytes: 10 * 1024 * 1024 });

    const other = await h.call(
      "GET",
      `/api/products-catalog/properties/form-data?category_id=${fx.otherCategory}`,
      {
        lang: "fr",
      },
    );
    expect(other.body.specifications.some((f: { key: string }) => f.key === "hashrate")).toBe(false);
    expect(other.body.conditions[0].label).toBe("Neuf");
    expect(
      (await h.call("GET", "/api/products-catalog/properties/form-data?category_id=999999")).status,
    ).toBe(400);
    expect((await h.call("GET", "/api/products-catalog/properties/form-data")).body).toEqual({
      category_id: ["This field is required."],
    });
  });
});
