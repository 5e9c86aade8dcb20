/**
 * Seller services (issue 6): create (manual, copy), edit, validation messages, images, the status
 * transitions and mass actions (all or nothing), the seller's listing and counts, the form data,
 * permissions of every call, edits of approved services as pending changes (the public page keeps
 * the approved version), and the moderation functions (audit log, seller notified, queue).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.ts";
import type { SellerService } from "../../src/common/api/seller-services.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, image, loadFixtures } from "./seller-products-helpers.ts";

const S = "/api/services-catalog/services";
const M = "/api/search/services/my-services";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let serviceCategory: number;
let otherServiceCategory: number;
let deCity: number;
let moderatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  const cats = await t.database.rows<{ id: number }>(
    sql`select id from categories where kind = 'service' order by parent_id nulls first, id limit 2`,
  );
  const [de] = await t.database.rows<{ id: number }>(
    sql`select id from cities where country_iso = 'DE' order by population desc limit 1`,
  );
  if (!cats[0] || !cats[1] || !de) throw new Error("seed data missing");
  serviceCategory = cats[0].id;
  otherServiceCategory = cats[1].id;
  deCity = de.id;
  moderatorId = (await t.createUser({ role: "moderator" })).id;
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const mod = () => t.app.services.sellerServices;

const complete = (over: Record<string, unknown> = {}) => ({
  name: "Hosting in Texas",
  category_id: serviceCategory,
  description: "Colocation of ASIC miners at 0.065 USD/kWh, 24/7 technicians on site.",
  country: "US",
  city_id: fx.usCity,
  address: "1200 Industrial Blvd",
  additional_countries: ["CA", "MX"],
  service_regions: ["NA"],
  price_from: 65,
  price_unit: "per kW per month",
  currency: "USD",
  properties: { capacity_mw: 20 },
  ...over,
});

async function create(headers: Headers, body: Record<string, unknown>, query = "") {
  const r = await h.call<SellerService>("POST", `${S}/${query}`, { headers, payload: body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

async function upload(headers: Headers, id: number, data: Buffer, type = "image/jpeg", field = "image") {
  const body = h.multipart(field, "image.jpg", type, data);
  const res = await t.app.inject({
    method: "POST",
    url: `${S}/${id}/images/`,
    payload: body.payload,
    headers: { ...headers, ...body.headers, "accept-language": "en" },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json() as SellerService & Record<string, string[]> };
}

async function readyDraft(headers: Headers, over: Record<string, unknown> = {}) {
  const s = await create(headers, complete(over));
  const up = await upload(headers, s.id, await image("jpeg"));
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  return up.body;
}

async function action(headers: Headers, name: string, ids: number[], expected?: number) {
  const r = await h.call("POST", `${S}/${name}/`, { headers, payload: { services_ids: ids } });
  if (expected !== undefined) expect(r.status, JSON.stringify(r.body)).toBe(expected);
  return r;
}

async function inStatus(
  u: { headers: Headers },
  status: "draft" | "verified" | "approved" | "archived" | "rejected",
  opts: { archivedFrom?: "approved" | "draft"; name?: string } = {},
) {
  const s = await readyDraft(u.headers, opts.name ? { name: opts.name } : {});
  if (status === "draft") return s;
  if (status === "archived" && opts.archivedFrom === "draft") {
    await action(u.headers, "to-archive", [s.id], 200);
    return s;
  }
  await action(u.headers, "verify", [s.id], 200);
  if (status === "verified") return s;
  if (status === "rejected") {
    await mod().rejectServices(moderatorId, [s.id], "Photos are blurry.");
    return s;
  }
  await mod().approveServices(moderatorId, [s.id]);
  if (status === "archived") await action(u.headers, "to-archive", [s.id], 200);
  return s;
}

const statusOf = async (id: number) =>
  (
    await t.database.rows<{ status: string; archived_from: string | null }>(
      sql`select status, archived_from from services where id = ${id}`,
    )
  )[0];

describe("permissions", () => {
  it("guest 401, buyer, draft and suspended seller 403, another seller's service 404", async () => {
    const owner = await h.seller();
    const s = await create(owner.headers, { name: "Private service", category_id: serviceCategory });
    const up = await upload(owner.headers, s.id, await image("png"));
    const imageId = up.body.images[0]?.id ?? 0;
    const buyer = await h.signedIn();
    const draft = await h.seller({ draft: true });
    const suspended = await h.seller();
    await t.database.rows(sql`update sellers set status = 'suspended' where id = ${suspended.sellerId}`);
    const other = await h.seller();
    const body = { name: "x", category_id: serviceCategory };
    const calls: [method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown][] = [
      ["GET", `${M}/`],
      ["GET", `${M}/statuses-info`],
      ["GET", `${M}/categories`],
      ["POST", `${S}/`, body],
      ["GET", `${S}/${s.id}/edit`],
      ["PATCH", `${S}/${s.id}/`, { name: "Taken over" }],
      ["DELETE", `${S}/${s.id}/images/${imageId}/`],
      ["POST", `${S}/verify/`, { services_ids: [s.id] }],
      ["POST", `${S}/to-archive/`, { services_ids: [s.id] }],
      ["POST", `${S}/from-archive/`, { services_ids: [s.id] }],
      ["POST", `${S}/publish/`, { services_ids: [s.id] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await h.call(method, url, { payload })).status, `guest ${method} ${url}`).toBe(401);
      for (const [who, u] of [
        ["buyer", buyer],
        ["draft", draft],
        ["suspended", suspended],
      ] as const) {
        const r = await h.call(method, url, { payload, headers: u.headers });
        expect(r.status, `${who} ${method} ${url}`).toBe(403);
      }
    }
    expect((await upload(buyer.headers, s.id, await image("png"))).status).toBe(403);
    // Another seller: its own listing is empty; the owner's service is a 404, or a 400 in a mass action.
    expect((await h.call("GET", `${S}/${s.id}/edit`, { headers: other.headers })).status).toBe(404);
    expect(
      (await h.call("PATCH", `${S}/${s.id}/`, { headers: other.headers, payload: { name: "Mine" } })).status,
    ).toBe(404);
    expect((await upload(other.headers, s.id, await image("png"))).status).toBe(404);
    expect(
      (await h.call("DELETE", `${S}/${s.id}/images/${imageId}/`, { headers: other.headers })).status,
    ).toBe(404);
    expect(
      (await h.call("POST", `${S}/?copy_of=${s.id}`, { headers: other.headers, payload: {} })).status,
    ).toBe(404);
    expect((await action(other.headers, "to-archive", [s.id])).status).toBe(400);
    expect((await h.call("GET", `${M}/`, { headers: other.headers })).body.count).toBe(0);
    expect((await statusOf(s.id))?.status).toBe("draft");
  });
});

describe("create and edit", () => {
  it("saves a draft with a name and a category; every field comes back", async () => {
    const u = await h.seller();
    const s = await create(u.headers, complete());
    expect(s).toMatchObject({
      status: "draft",
      status_label: "Draft",
      source: "manual",
      name: "Hosting in Texas",
      category_id: serviceCategory,
      country: "US",
      city_id: fx.usCity,
      address: "1200 Industrial Blvd",
      additional_countries: ["CA", "MX"],
      service_regions: ["NA"],
      price_from: 65,
      price_unit: "per kW per month",
      currency: "USD",
      properties: { capacity_mw: 20 },
      images: [],
      main_image: null,
      pending_change: null,
    });
    expect(s.category.name).not.toBe("");
    const edit = await h.call<SellerService>("GET", `${S}/${s.id}/edit`, { headers: u.headers });
    expect(edit.status).toBe(200);
    expect(edit.body).toEqual(s);
    const minimal = await create(
      u.headers,
      { name: "Repair", category_id: serviceCategory },
      "?source=manual",
    );
    expect(minimal).toMatchObject({ country: null, city_id: null, service_regions: [], price_from: null });
    const patched = await h.call<SellerService>("PATCH", `${S}/${minimal.id}/`, {
      headers: u.headers,
      payload: { description: "Hashboard repair", price_from: 0, service_regions: ["EU", "EU"] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: "Repair", description: "Hashboard repair", price_from: 0 });
    expect(patched.body.service_regions).toEqual(["EU"]);
  });

  it("names the field of each error", async () => {
    const u = await h.seller();
    const empty = await h.call("POST", `${S}/`, { headers: u.headers, payload: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      name: ["This field is required."],
      category_id: ["This field is required."],
    });
    const bad = async (payload: Record<string, unknown>) => {
      const r = await h.call("POST", `${S}/`, {
        headers: u.headers,
        payload: { name: "Bad", category_id: serviceCategory, ...payload },
      });
      expect(r.status, JSON.stringify(payload)).toBe(400);
      return r.body;
    };
    expect(await bad({ category_id: fx.minerCategory })).toEqual({
      category_id: ["No service category with this id."],
    });
    expect(await bad({ country: "US", city_id: deCity })).toEqual({
      city_id: ["No city with this id in the chosen country."],
    });
    expect(await bad({ city_id: fx.usCity })).toEqual({
      city_id: ["No city with this id in the chosen country."],
    });
    expect(await bad({ country: "ZZ" })).toEqual({ country: ["No country with this code."] });
    expect(await bad({ additional_countries: ["DE", "QQ"] })).toEqual({
      additional_countries: ["No country with this code."],
    });
    expect(await bad({ price_from: -1 })).toEqual({ price_from: ["The price can't be negative."] });
    expect(Object.keys(await bad({ service_regions: ["XX"] }))[0]).toMatch(/^service_regions/);
    expect(Object.keys(await bad({ currency: "dollars" }))).toEqual(["currency"]);
    expect(Object.keys(await bad({ unknown_field: 1 })).length).toBeGreaterThan(0);
    // French messages.
    const fr = await h.call("POST", `${S}/`, {
      headers: u.headers,
      lang: "fr",
      payload: { name: "Mauvais", category_id: serviceCategory, price_from: -5 },
    });
    expect(fr.body).toEqual({ price_from: ["Le prix ne peut pas être négatif."] });
    // A patch is checked the same way; nothing is saved.
    const s = await create(u.headers, { name: "Kept", category_id: serviceCategory });
    const r = await h.call("PATCH", `${S}/${s.id}/`, {
      headers: u.headers,
      payload: { name: "Changed", country: "DE", city_id: fx.usCity },
    });
    expect(r.status).toBe(400);
    expect((await h.call<SellerService>("GET", `${S}/${s.id}/edit`, { headers: u.headers })).body.name).toBe(
      "Kept",
    );
  });

  it("copies a service with copy_of: a new draft with its own image files", async () => {
    const u = await h.seller();
    const original = await inStatus(u, "approved");
    const copy = await create(u.headers, { name: "Copy of hosting" }, `?copy_of=${original.id}`);
    expect(copy).toMatchObject({ status: "draft", source: "copy", name: "Copy of hosting", price_from: 65 });
    expect(copy.id).not.toBe(original.id);
    expect(copy.images).toHaveLength(1);
    expect(copy.images[0]?.url).not.toBe(original.images[0]?.url);
    expect(
      existsSync(path.join(t.settings.uploadsDir, (copy.images[0]?.url ?? "").replace(/^\/uploads\//, ""))),
    ).toBe(true);
  });
});

describe("images", () => {
  it("takes JPEG, PNG and WebP as WebP 1x and 2x without metadata", async () => {
    const u = await h.seller();
    const s = await create(u.headers, { name: "Pics", category_id: serviceCategory });
    for (const format of ["jpeg", "png", "webp"] as const) {
      const r = await upload(u.headers, s.id, await image(format, 1200), `image/${format}`);
      expect(r.status, format).toBe(201);
    }
    const last = (await h.call<SellerService>("GET", `${S}/${s.id}/edit`, { headers: u.headers })).body;
    expect(last.images).toHaveLength(3);
    expect(last.main_image?.id).toBe(last.images[0]?.id);
    for (const img of last.images) {
      for (const url of [img.url, img.url_2x]) {
        expect(url).toMatch(/\.webp$/);
        const meta = await sharp(
          path.join(t.settings.uploadsDir, url.replace(/^\/uploads\//, "")),
        ).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.exif).toBeUndefined();
      }
    }
  });

  it("refuses other formats (400), files over 10 MB (413), an eleventh image (400); deletes one", async () => {
    const u = await h.seller();
    const s = await create(u.headers, { name: "Limits", category_id: serviceCategory });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const notImage = await upload(u.headers, s.id, gif, "image/gif");
    expect(notImage.status).toBe(400);
    expect(notImage.body).toEqual({ image: ["Upload a JPEG, PNG or WebP image."] });
    expect((await upload(u.headers, s.id, Buffer.from("hello"), "text/plain")).status).toBe(400);
    expect((await upload(u.headers, s.id, await image("png"), "image/png", "photo")).status).toBe(400);
    const big = await upload(u.headers, s.id, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(big.status).toBe(413);
    const small = await image("jpeg", 16);
    for (let i = 0; i < 10; i++) expect((await upload(u.headers, s.id, small)).status).toBe(201);
    const eleventh = await upload(u.headers, s.id, small);
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toEqual({ image: ["A service can have at most 10 images."] });
    const view = (await h.call<SellerService>("GET", `${S}/${s.id}/edit`, { headers: u.headers })).body;
    const first = view.images[0];
    const del = await h.call<SellerService>("DELETE", `${S}/${s.id}/images/${first?.id}/`, {
      headers: u.headers,
    });
    expect(del.status).toBe(200);
    expect(del.body.images).toHaveLength(9);
    expect(del.body.images.map((i) => i.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(existsSync(path.join(t.settings.uploadsDir, (first?.url ?? "").replace(/^\/uploads\//, "")))).toBe(
      false,
    );
    expect((await h.call("DELETE", `${S}/${s.id}/images/${first?.id}/`, { headers: u.headers })).status).toBe(
      404,
    );
  });
});

describe("images in parallel", () => {
  it("keeps the limit of 10 when uploads race (the service row is locked)", async () => {
    const u = await h.seller();
    const s = await create(u.headers, { name: "Race", category_id: serviceCategory });
    const small = await image("jpeg", 16);
    const results = await Promise.all(Array.from({ length: 13 }, () => upload(u.headers, s.id, small)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400)).toHaveLength(3);
    const rows = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from service_images where service_id = ${s.id}`,
    );
    expect(rows[0]?.n).toBe(10);
  });
});

describe("status transitions", () => {
  it("verify reports every missing field, then sends a complete draft to moderation", async () => {
    const u = await h.seller();
    const s = await create(u.headers, { name: "Incomplete", category_id: serviceCategory });
    const r = await action(u.headers, "verify", [s.id], 400);
    expect(r.body).toEqual({
      description: ["This field is required."],
      country: ["This field is required."],
      city_id: ["This field is required."],
      address: ["This field is required."],
      service_regions: ["At least one service region is required."],
      price_from: ["This field is required."],
      price_unit: ["This field is required."],
      images: ["Add at least one image."],
    });
    expect((await statusOf(s.id))?.status).toBe("draft");
    // Several at once: prefixed by the service; nothing changes.
    const ok = await readyDraft(u.headers);
    const both = await action(u.headers, "verify", [ok.id, s.id], 400);
    expect(Object.keys(both.body)).toContain(`services.${s.id}.service_regions`);
    expect((await statusOf(ok.id))?.status).toBe("draft");
    const sent = await action(u.headers, "verify", [ok.id], 200);
    expect(sent.body).toEqual({ count: 1, results: [{ id: ok.id, status: "verified" }] });
    // In moderation: not editable.
    expect(
      (await h.call("PATCH", `${S}/${ok.id}/`, { headers: u.headers, payload: { name: "x" } })).status,
    ).toBe(409);
    expect((await upload(u.headers, ok.id, await image("jpeg"))).status).toBe(409);
  });

  it("allows exactly the moves of the table and refuses the others with 409", async () => {
    const allowed: [
      from: Parameters<typeof inStatus>[1],
      opts: Parameters<typeof inStatus>[2],
      act: string,
      to: string,
    ][] = [
      ["draft", {}, "verify", "verified"],
      ["rejected", {}, "verify", "verified"],
      ["approved", {}, "to-archive", "archived"],
      ["draft", {}, "to-archive", "archived"],
      ["rejected", {}, "to-archive", "archived"],
      ["archived", { archivedFrom: "approved" }, "from-archive", "approved"],
      ["archived", { archivedFrom: "draft" }, "from-archive", "draft"],
      ["archived", { archivedFrom: "approved" }, "publish", "approved"],
    ];
    // A company per case: each case's set-up and action are within one company's status budget
    // (LISTING_BUDGETS, decision 068), however fast the table runs.
    for (const [from, opts, act, to] of allowed) {
      const u = await h.seller();
      const s = await inStatus(u, from, opts);
      const r = await action(u.headers, act, [s.id]);
      expect(r.status, `${from} ${act}`).toBe(200);
      expect((await statusOf(s.id))?.status, `${from} ${act}`).toBe(to);
      if (to === "archived") expect((await statusOf(s.id))?.archived_from).toBe(from);
    }
    const refused: [
      from: Parameters<typeof inStatus>[1],
      opts: Parameters<typeof inStatus>[2],
      act: string,
    ][] = [
      ["verified", {}, "verify"],
      ["approved", {}, "verify"],
      ["archived", { archivedFrom: "draft" }, "verify"],
      ["verified", {}, "to-archive"],
      ["archived", { archivedFrom: "draft" }, "to-archive"],
      ["draft", {}, "from-archive"],
      ["approved", {}, "from-archive"],
      ["verified", {}, "from-archive"],
      ["draft", {}, "publish"],
      ["approved", {}, "publish"],
      ["archived", { archivedFrom: "draft" }, "publish"],
    ];
    for (const [from, opts, act] of refused) {
      const u = await h.seller();
      const s = await inStatus(u, from, opts);
      const before = await statusOf(s.id);
      const r = await action(u.headers, act, [s.id]);
      expect(r.status, `${from} ${act}`).toBe(409);
      expect(r.body.detail).toContain(`#${s.id}`);
      expect(await statusOf(s.id)).toEqual(before);
    }
  });

  it("mass actions are all or nothing: a foreign or unknown id, or mixed statuses, change nothing", async () => {
    const u = await h.seller();
    const other = await h.seller();
    const a = await inStatus(u, "draft");
    const b = await inStatus(u, "draft");
    const foreign = await inStatus(other, "draft");
    const r = await action(u.headers, "to-archive", [a.id, b.id, foreign.id], 400);
    expect(r.body).toEqual({
      services_ids: [`Some of the selected services don't exist or aren't yours: ${foreign.id}.`],
    });
    expect((await action(u.headers, "to-archive", [a.id, 99999999], 400)).body.services_ids[0]).toContain(
      "99999999",
    );
    const c = await inStatus(u, "approved");
    expect((await action(u.headers, "to-archive", [a.id, c.id], 400)).body).toEqual({
      services_ids: ["The selected services must all have the same status."],
    });
    for (const s of [a, b, foreign]) expect((await statusOf(s.id))?.status).toBe("draft");
    expect((await statusOf(c.id))?.status).toBe("approved");
    expect((await action(u.headers, "to-archive", [], 400)).body).toEqual({
      services_ids: ["This field is required."],
    });
    const done = await action(u.headers, "to-archive", [a.id, b.id], 200);
    expect(done.body.count).toBe(2);
    const back = await action(u.headers, "from-archive", [a.id, b.id], 200);
    expect(back.body.results.map((x: { status: string }) => x.status)).toEqual(["draft", "draft"]);
  });
});

describe("the seller's listing", () => {
  it("lists with status, category, search and ordering; counts per status; categories", async () => {
    const u = await h.seller();
    await inStatus(u, "approved", { name: "Alpha hosting" });
    await inStatus(u, "draft", { name: "Beta repair" });
    await create(u.headers, { name: "Gamma logistics", category_id: otherServiceCategory });
    const all = await h.call("GET", `${M}/?ordering=name`, { headers: u.headers });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((r: { name: string }) => r.name)).toEqual([
      "Alpha hosting",
      "Beta repair",
      "Gamma logistics",
    ]);
    const alpha = all.body.results[0];
    expect(alpha).toMatchObject({
      status: "approved",
      status_label: "Published",
      country: "US",
      price_from: 65,
      has_pending_change: false,
      actions: ["to-archive"],
    });
    expect(alpha.city).toBeTruthy();
    expect(alpha.main_image.url).toMatch(/\.webp$/);
    expect(all.body.results[1].actions).toEqual(["verify", "to-archive"]);
    const drafts = await h.call("GET", `${M}/?status=draft&page_size=1`, { headers: u.headers });
    expect(drafts.body.count).toBe(2);
    expect(drafts.body.results).toHaveLength(1);
    expect(drafts.body.next).toContain("page=2");
    const searched = await h.call("GET", `${M}/?search=repair`, { headers: u.headers });
    expect(searched.body.results.map((r: { name: string }) => r.name)).toEqual(["Beta repair"]);
    const byCategory = await h.call("GET", `${M}/?category=${otherServiceCategory}`, { headers: u.headers });
    expect(byCategory.body.results.map((r: { name: string }) => r.name)).toEqual(["Gamma logistics"]);
    const info = await h.call("GET", `${M}/statuses-info`, { headers: u.headers, lang: "fr" });
    expect(info.body.total).toBe(3);
    expect(info.body.statuses).toContainEqual({ status: "draft", label: "Brouillon", count: 2 });
    expect(info.body.statuses).toContainEqual({ status: "approved", label: "Publié", count: 1 });
    const cats = await h.call("GET", `${M}/categories`, { headers: u.headers });
    expect(cats.body.map((c: { count: number }) => c.count).sort()).toEqual([1, 2]);
    expect((await h.call("GET", `${M}/?status=nope`, { headers: u.headers })).status).toBe(400);
  });

  it("gives the form data of a service category", async () => {
    const r = await h.call(
      "GET",
      `/api/services-catalog/properties/form-data?category_id=${serviceCategory}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.category.id).toBe(serviceCategory);
    expect(Array.isArray(r.body.properties)).toBe(true);
    expect(r.body.regions.map((x: { code: string }) => x.code)).toContain("NA");
    expect(r.body.limits).toEqual({ images: 10, image_max_bytes: 10 * 1024 * 1024 });
    const bad = await h.call(
      "GET",
      `/api/services-catalog/properties/form-data?category_id=${fx.minerCategory}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ category_id: ["No service category with this id."] });
  });
});

describe("moderation of services", () => {
  /** Moderation results mailed about services (after the queued jobs ran). */
  const mails = async () => {
    await t.drain();
    return (
      (
        await t.database.rows<{ n: number }>(
          sql`select count(*)::int as n from dev_mailbox where subject like 'Your services%'`,
        )
      )[0]?.n ?? 0
    );
  };
  const decisions = (id: number) =>
    t.database.rows<{
      decision: string;
      reason: string;
      moderator_id: number;
      snapshot: Record<string, unknown>;
    }>(
      sql`select decision, reason, moderator_id, snapshot from moderation_decisions
          where subject_kind = 'service' and subject_id = ${id} order by id`,
    );

  it("approves and rejects sent services: public after approval, decisions logged, seller notified", async () => {
    const u = await h.seller();
    const a = await inStatus(u, "verified");
    const b = await inStatus(u, "verified");
    expect((await h.call("GET", `${S}/${a.id}`)).status).toBe(404);
    const queue = await mod().queue();
    expect(queue.filter((q) => q.kind === "service").map((q) => q.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const before = await mails();
    await expect(mod().approveServices((await t.createUser()).id, [a.id])).rejects.toMatchObject({
      status: 403,
    });
    await expect(mod().rejectServices(moderatorId, [b.id], " ")).rejects.toMatchObject({ status: 400 });
    await expect(mod().approveServices(moderatorId, [a.id, 99999999])).rejects.toMatchObject({ status: 404 });
    expect(await mod().approveServices(moderatorId, [a.id])).toEqual([{ id: a.id, status: "approved" }]);
    expect(await mod().rejectServices(moderatorId, [b.id], "Add your address.")).toEqual([
      { id: b.id, status: "rejected" },
    ]);
    await expect(mod().approveServices(moderatorId, [a.id])).rejects.toMatchObject({ status: 409 });
    await t.drain();
    expect((await mails()) - before).toBe(2);
    const pub = await h.call("GET", `${S}/${a.id}`);
    expect(pub.status).toBe(200);
    expect(pub.body.name).toBe("Hosting in Texas");
    // In the public catalogue and its search; the rejected one is not.
    const found = await h.call("GET", `/api/search/services/?search=Texas&page_size=100`);
    const ids = found.body.results.map((r: { id: number }) => r.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(await decisions(a.id)).toMatchObject([{ decision: "approved", moderator_id: moderatorId }]);
    expect(await decisions(b.id)).toMatchObject([{ decision: "rejected", reason: "Add your address." }]);
    const rejected = (await h.call<SellerService>("GET", `${S}/${b.id}/edit`, { headers: u.headers })).body;
    expect(rejected).toMatchObject({ status: "rejected", rejection_reason: "Add your address." });
    // Fix and resend: the reason is cleared.
    await action(u.headers, "verify", [b.id], 200);
    expect(
      (await h.call<SellerService>("GET", `${S}/${b.id}/edit`, { headers: u.headers })).body.rejection_reason,
    ).toBe("");
    expect((await mod().queue()).some((q) => q.kind === "service" && q.id === a.id)).toBe(false);
  });

  it("keeps the approved version public while an edit waits; applies it on approval", async () => {
    const u = await h.seller();
    const s = await inStatus(u, "approved");
    const publicBefore = (await h.call("GET", `${S}/${s.id}`)).body;
    const edited = await h.call<SellerService>("PATCH", `${S}/${s.id}/`, {
      headers: u.headers,
      payload: { name: "Hosting in Texas, 30 MW", price_from: 60 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: "approved",
      name: "Hosting in Texas, 30 MW",
      price_from: 60,
    });
    expect(edited.body.pending_change?.fields).toEqual(["name", "price_from"]);
    const up = await upload(u.headers, s.id, await image("png"), "image/png");
    expect(up.status).toBe(201);
    expect(up.body.images).toHaveLength(2);
    expect(up.body.pending_change?.fields).toEqual(["name", "price_from", "images"]);
    // One pending change per service.
    const rows = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from listing_changes where kind = 'service' and target_id = ${s.id} and status = 'pending'`,
    );
    expect(rows[0]?.n).toBe(1);
    // The public page is unchanged.
    const publicNow = await h.call("GET", `${S}/${s.id}`);
    expect(publicNow.body).toEqual(publicBefore);
    // An approved service stays complete.
    const incomplete = await h.call("PATCH", `${S}/${s.id}/`, {
      headers: u.headers,
      payload: { service_regions: [] },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toEqual({ service_regions: ["At least one service region is required."] });
    const listed = await h.call("GET", `${M}/`, { headers: u.headers });
    expect(listed.body.results.find((r: { id: number }) => r.id === s.id).has_pending_change).toBe(true);
    expect((await mod().queue()).some((q) => q.kind === "service_change" && q.id === s.id)).toBe(true);

    const before = await mails();
    await mod().approveServices(moderatorId, [s.id]);
    await t.drain();
    expect((await mails()) - before).toBe(1);
    const after = await h.call("GET", `${S}/${s.id}`);
    expect(after.body.name).toBe("Hosting in Texas, 30 MW");
    expect(after.body.images).toHaveLength(2);
    const log = await decisions(s.id);
    expect(log.at(-1)?.snapshot).toMatchObject({
      changes: {
        name: { from: "Hosting in Texas", to: "Hosting in Texas, 30 MW" },
        price_from: { from: 65, to: 60 },
      },
    });
    const view = (await h.call<SellerService>("GET", `${S}/${s.id}/edit`, { headers: u.headers })).body;
    expect(view.pending_change).toBeNull();
    expect(view.last_decision?.status).toBe("approved");
  });

  it("moderates image changes of an approved service: a live image keeps its files until approval", async () => {
    const u = await h.seller();
    const s = await inStatus(u, "approved");
    const live = s.images[0];
    const file = (url = "") => path.join(t.settings.uploadsDir, url.replace(/^\/uploads\//, ""));
    const added = await upload(u.headers, s.id, await image("webp"), "image/webp");
    const fresh = added.body.images[1];
    const del = await h.call<SellerService>("DELETE", `${S}/${s.id}/images/${live?.id}/`, {
      headers: u.headers,
    });
    expect(del.status).toBe(200);
    expect(del.body.images.map((i) => i.id)).toEqual([fresh?.id]);
    expect(existsSync(file(live?.url))).toBe(true);
    expect((await h.call("GET", `${S}/${s.id}`)).body.images.map((i: { url: string }) => i.url)).toEqual([
      live?.url,
    ]);
    await mod().approveServices(moderatorId, [s.id]);
    expect((await h.call("GET", `${S}/${s.id}`)).body.images.map((i: { url: string }) => i.url)).toEqual([
      fresh?.url,
    ]);
    expect(existsSync(file(live?.url))).toBe(false);
    expect(existsSync(file(fresh?.url))).toBe(true);
  });

  it("drops a rejected change: the public service stays as approved; the seller sees the reason", async () => {
    const u = await h.seller();
    const s = await inStatus(u, "approved");
    await h.call("PATCH", `${S}/${s.id}/`, { headers: u.headers, payload: { name: "Free hosting!!!" } });
    await mod().rejectServices(moderatorId, [s.id], "Misleading name.");
    const view = (await h.call<SellerService>("GET", `${S}/${s.id}/edit`, { headers: u.headers })).body;
    expect(view).toMatchObject({ status: "approved", name: "Hosting in Texas", pending_change: null });
    expect(view.last_decision).toMatchObject({ status: "rejected", reason: "Misleading name." });
    expect((await h.call("GET", `${S}/${s.id}`)).body.name).toBe("Hosting in Texas");
    expect((await decisions(s.id)).at(-1)).toMatchObject({
      decision: "rejected",
      reason: "Misleading name.",
    });
    // Archived from approved and restored: back in the catalogue, without moderation.
    await action(u.headers, "to-archive", [s.id], 200);
    expect((await h.call("GET", `${S}/${s.id}`)).status).toBe(404);
    await action(u.headers, "from-archive", [s.id], 200);
    expect((await h.call("GET", `${S}/${s.id}`)).status).toBe(200);
  });
});

describe("the production serializer", () => {
  it("answers the seller's service calls byte for byte as the checking serializer does", async () => {
    const production = await buildApp({
      database: t.database,
      version: "test",
      settings: { ...t.settings, validateResponses: false },
    });
    await production.ready();
    try {
      const u = await h.seller();
      const s = await inStatus(u, "approved");
      await h.call("PATCH", `${S}/${s.id}/`, { headers: u.headers, payload: { name: "Pending name" } });
      await readyDraft(u.headers);
      for (const url of [
        `${S}/${s.id}/edit`,
        `${M}/`,
        `${M}/statuses-info`,
        `${M}/categories`,
        `/api/services-catalog/properties/form-data?category_id=${serviceCategory}`,
      ]) {
        for (const lang of ["en", "fr"]) {
          const headers = { ...u.headers, "accept-language": lang };
          const a = await t.app.inject({ method: "GET", url, headers });
          const b = await production.inject({ method: "GET", url, headers });
          expect(b.statusCode, url).toBe(200);
          expect(b.body, url).toBe(a.body);
        }
      }
    } finally {
      await production.close();
    }
  });
});
