/**
 * The moderator console's API (issue 6, "Moderator side"): /api/moderation/… — roles, the queue
 * by kind with ages, the side-by-side reviews, approve and reject (bulk, all or nothing), company
 * changes, the audit log, the seller's e-mail, and search after approval.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, image, loadFixtures, P } from "./seller-products-helpers.ts";

const B = "/api/moderation";
let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let moderator: Awaited<ReturnType<ReturnType<typeof helpers>["signedIn"]>>;
let admin: Awaited<ReturnType<ReturnType<typeof helpers>["signedIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  moderator = await h.signedIn("moderator");
  admin = await h.signedIn("admin");
});
afterAll(async () => {
  await t?.close();
});

const statusOf = (id: number) => h.statusOf(id);
const auditRows = (kind: string, id: number) =>
  t.database.rows<{ moderator_id: number; decision: string; reason: string }>(
    sql`select moderator_id, decision, reason from moderation_decisions
        where subject_kind = ${kind} and subject_id = ${id} order by id`,
  );

describe("who may call the console", () => {
  it("answers 401 to guests, 403 to buyers and sellers, and serves moderators and admins", async () => {
    const buyer = await h.signedIn();
    const seller = await h.seller();
    const calls: [string, string, unknown?][] = [
      ["GET", `${B}/queue/`],
      ["GET", `${B}/products/1/`],
      ["POST", `${B}/products/approve/`, { ids: [1] }],
      ["POST", `${B}/products/reject/`, { ids: [1], reason: "Blurry photos" }],
      ["GET", `${B}/services/1/`],
      ["POST", `${B}/services/approve/`, { ids: [1] }],
      ["POST", `${B}/services/reject/`, { ids: [1], reason: "Blurry photos" }],
      ["GET", `${B}/seller-changes/1/`],
      ["POST", `${B}/seller-changes/1/approve/`, {}],
      ["POST", `${B}/seller-changes/1/reject/`, { reason: "Wrong address" }],
      ["GET", `${B}/decisions/`],
    ];
    for (const [method, url, payload] of calls) {
      const m = method as "GET" | "POST";
      expect((await h.call(m, url, { payload })).status, `guest ${url}`).toBe(401);
      expect((await h.call(m, url, { payload, headers: buyer.headers })).status, `buyer ${url}`).toBe(403);
      expect((await h.call(m, url, { payload, headers: seller.headers })).status, `seller ${url}`).toBe(403);
    }
    for (const who of [moderator, admin]) {
      const r = await h.call("GET", `${B}/queue/`, { headers: who.headers });
      expect(r.status).toBe(200);
      expect(r.body.counts).toEqual(
        expect.objectContaining({
          product: expect.any(Number),
          seller_change: expect.any(Number),
          service: expect.any(Number),
        }),
      );
      expect((await h.call("GET", `${B}/decisions/`, { headers: who.headers })).status).toBe(200);
    }
  });

  it("names bad input: an unknown kind, a page of 0, an id that is not a number", async () => {
    const kind = await h.call("GET", `${B}/queue/?kind=orders`, { headers: moderator.headers });
    expect(kind.status).toBe(400);
    expect(kind.body).toEqual({ kind: ['"orders" is not a valid choice.'] });
    const page = await h.call("GET", `${B}/decisions/?page=0`, { headers: moderator.headers });
    expect(page.status).toBe(400);
    expect(Object.keys(page.body)).toEqual(["page"]);
    const id = await h.call("GET", `${B}/products/abc/`, { headers: moderator.headers });
    expect(id.status).toBe(400);
    expect(Object.keys(id.body)).toEqual(["id"]);
    expect((await h.call("GET", `${B}/products/999999/`, { headers: moderator.headers })).status).toBe(404);
  });
});

describe("the queue", () => {
  it("lists products waiting oldest first, with their age against the 24 hours, and counts per kind", async () => {
    const u = await h.seller();
    const old = await h.inStatus(u, "verified", { name: "Queue old rig" });
    const fresh = await h.inStatus(u, "verified", { name: "Queue fresh rig" });
    await t.database.rows(
      sql`update products set updated_at = now() - interval '30 hours' where id = ${old.id}`,
    );
    const r = await h.call("GET", `${B}/queue/?kind=product`, { headers: moderator.headers });
    expect(r.status).toBe(200);
    const mine = (r.body.results as { id: number; seller_id: number }[]).filter(
      (i) => i.seller_id === u.sellerId,
    );
    expect(mine.map((i) => i.id)).toEqual([old.id, fresh.id]);
    expect(mine[0]).toMatchObject({ kind: "product", sku: old.sku, name: "Queue old rig", overdue: true });
    expect((mine[0] as unknown as { age_hours: number }).age_hours).toBeGreaterThanOrEqual(30);
    expect(mine[1]).toMatchObject({ overdue: false, company_name: `Rigs ${u.id}` });
    expect(r.body.counts.product).toBeGreaterThanOrEqual(2);
    expect(r.body.count).toBe(r.body.counts.product);
    expect(r.body.promise_hours).toBe(24);
  });
});

describe("products", () => {
  it("shows a new listing field by field with labels and photos, nothing approved yet", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "verified", { name: "Review new rig" });
    const r = await h.call("GET", `${B}/products/${p.id}/`, { headers: moderator.headers });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: p.id, sku: p.sku, review: "new", waiting: true, status: "verified" });
    const name = r.body.fields.find((f: { key: string }) => f.key === "name");
    expect(name).toEqual({
      key: "name",
      label: "Name",
      approved: null,
      proposed: "Review new rig",
      changed: false,
    });
    const regions = r.body.fields.find((f: { key: string }) => f.key === "delivery_regions");
    expect(regions.label).toBe("Delivery regions");
    expect(regions.proposed).toContain("Europe");
    expect(r.body.photos.approved).toEqual([]);
    expect(r.body.photos.proposed).toHaveLength(1);
    const fr = await h.call("GET", `${B}/products/${p.id}/`, { headers: moderator.headers, lang: "fr" });
    expect(fr.body.fields.find((f: { key: string }) => f.key === "name").label).toBe("Nom");
  });

  it("shows an edit of an approved product beside the public values, the changed fields marked", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "approved", { name: "Review public rig", moderatorId: moderator.id });
    const patch = await h.call("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      payload: { name: "Review renamed rig", negotiable: false },
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    const r = await h.call("GET", `${B}/products/${p.id}/`, { headers: moderator.headers });
    expect(r.body).toMatchObject({ review: "change", waiting: true, name: "Review renamed rig" });
    const byKey = Object.fromEntries(r.body.fields.map((f: { key: string }) => [f.key, f]));
    expect(byKey.name).toMatchObject({
      approved: "Review public rig",
      proposed: "Review renamed rig",
      changed: true,
    });
    expect(byKey.negotiable).toMatchObject({ approved: "Yes", proposed: "No", changed: true });
    expect(byKey.description.changed).toBe(false);
    expect(r.body.photos.approved).toHaveLength(1);
    expect(r.body.photos.proposed).toHaveLength(1);

    const ok = await h.call("POST", `${B}/products/approve/`, {
      headers: admin.headers,
      payload: { ids: [p.id] },
    });
    expect(ok.status).toBe(200);
    const pub = await h.call("GET", `/api/products-catalog/products/${p.sku}`);
    expect(pub.body.name).toBe("Review renamed rig");
  });

  it("rejects only with a reason (3 to 1000 characters), named in the 400; nothing changes", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "verified");
    for (const payload of [{ ids: [p.id] }, { ids: [p.id], reason: "  " }, { ids: [p.id], reason: "no" }]) {
      const r = await h.call("POST", `${B}/products/reject/`, { headers: moderator.headers, payload });
      expect(r.status).toBe(400);
      expect(Object.keys(r.body)).toEqual(["reason"]);
    }
    const long = await h.call("POST", `${B}/products/reject/`, {
      headers: moderator.headers,
      payload: { ids: [p.id], reason: "x".repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body)).toEqual(["reason"]);
    const noIds = await h.call("POST", `${B}/products/approve/`, {
      headers: moderator.headers,
      payload: { ids: [] },
    });
    expect(noIds.status).toBe(400);
    expect(Object.keys(noIds.body)).toEqual(["ids"]);
    expect(await statusOf(p.id)).toBe("verified");
  });

  it("rejects with a reason: the seller sees it, is mailed, and the decision is logged", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "verified", { name: "Rejected console rig" });
    const r = await h.call("POST", `${B}/products/reject/`, {
      headers: moderator.headers,
      payload: { ids: [p.id], reason: "The photos show another model." },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.results).toEqual([{ id: p.id, sku: p.sku, status: "rejected" }]);
    expect(await statusOf(p.id)).toBe("rejected");
    const own = await h.call("GET", "/api/search/products/my-products/?status=rejected", {
      headers: u.headers,
    });
    expect(JSON.stringify(own.body)).toContain("The photos show another model.");
    expect(await auditRows("product", p.id)).toEqual([
      { moderator_id: moderator.id, decision: "rejected", reason: "The photos show another model." },
    ]);
    const mail = await t.readMailbox(u.email);
    expect(mail[0]?.text).toContain("The photos show another model.");
    expect(mail[0]?.text).toContain(p.sku);

    // Deciding again: 409 naming the product.
    const again = await h.call("POST", `${B}/products/approve/`, {
      headers: moderator.headers,
      payload: { ids: [p.id] },
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain(p.sku);
  });

  it("approves in bulk, all or nothing: one already decided is a 409 naming it and nothing changes", async () => {
    const u = await h.seller();
    const word = `Bulkrig${Date.now().toString(36)}`;
    const a = await h.inStatus(u, "verified", { name: `${word} one` });
    const b = await h.inStatus(u, "verified", { name: `${word} two` });
    const draft = await h.inStatus(u, "draft");
    const refused = await h.call("POST", `${B}/products/approve/`, {
      headers: moderator.headers,
      payload: { ids: [a.id, b.id, draft.id] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain(draft.sku);
    expect(refused.body.detail).not.toContain(a.sku);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["verified", "verified"]);
    expect(await auditRows("product", a.id)).toEqual([]);

    const ok = await h.call("POST", `${B}/products/approve/`, {
      headers: moderator.headers,
      payload: { ids: [a.id, b.id] },
    });
    expect(ok.status).toBe(200);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["approved", "approved"]);
    expect(await auditRows("product", b.id)).toEqual([
      { moderator_id: moderator.id, decision: "approved", reason: "" },
    ]);
    const mail = await t.readMailbox(u.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(a.sku);
    expect(mail[0]?.text).toContain(b.sku);

    const found = await h.call("GET", `/api/search/products/?search=${encodeURIComponent(word)}`);
    expect((found.body.results as { id: number }[]).map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    // Gone from the queue.
    const queue = await h.call("GET", `${B}/queue/?kind=product`, { headers: moderator.headers });
    expect((queue.body.results as { id: number }[]).some((x) => x.id === a.id)).toBe(false);
  });

  it("refuses with a 409 naming the SKU a change would take from another product, changing nothing", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "approved", { moderatorId: moderator.id });
    const patch = await h.call("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      payload: { external_sku: "SKU-CLASH-1", name: "Clash renamed" },
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    // Another product of the seller takes the SKU while the change waits.
    const other = await h.create(u.headers, {
      name: "Clash taker",
      category_id: fx.minerCategory,
      external_sku: "SKU-CLASH-1",
    });
    const r = await h.call("POST", `${B}/products/approve/`, {
      headers: moderator.headers,
      payload: { ids: [p.id] },
    });
    expect(r.status).toBe(409);
    expect(r.body.detail).toContain("SKU-CLASH-1");
    const pub = await h.call("GET", `/api/products-catalog/products/${p.sku}`);
    expect(pub.body.name).not.toBe("Clash renamed");
    expect(await auditRows("product", p.id)).toHaveLength(1); // only the first approval
    const review = await h.call("GET", `${B}/products/${p.id}/`, { headers: moderator.headers });
    expect(review.body.waiting).toBe(true);
    expect(other.id).toBeGreaterThan(0);
  });
});

describe("services", () => {
  const S = "/api/services-catalog/services";
  async function sentService(u: { headers: Record<string, string> }, name: string) {
    const [cat] = await t.database.rows<{ id: number }>(
      sql`select id from categories where kind = 'service' order by parent_id nulls first, id limit 1`,
    );
    const created = await h.call("POST", `${S}/`, {
      headers: u.headers,
      payload: {
        name,
        category_id: cat?.id,
        description: "Colocation of ASIC miners at 0.065 USD/kWh, 24/7 technicians on site.",
        country: "US",
        city_id: fx.usCity,
        address: "1200 Industrial Blvd",
        service_regions: ["NA"],
        price_from: 65,
        price_unit: "per kW per month",
        currency: "USD",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const body = h.multipart("image", "image.jpg", "image/jpeg", await image("jpeg"));
    const up = await t.app.inject({
      method: "POST",
      url: `${S}/${created.body.id}/images/`,
      payload: body.payload,
      headers: { ...u.headers, ...body.headers },
    });
    expect(up.statusCode, up.body).toBe(201);
    const sent = await h.call("POST", `${S}/verify/`, {
      headers: u.headers,
      payload: { services_ids: [created.body.id] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return created.body.id as number;
  }

  it("queues services sent for verification and decides them: reject needs a reason, approve in bulk", async () => {
    const u = await h.seller();
    const a = await sentService(u, "Console hosting A");
    const b = await sentService(u, "Console hosting B");
    const queue = await h.call("GET", `${B}/queue/?kind=service`, { headers: moderator.headers });
    expect(queue.status).toBe(200);
    const mine = (queue.body.results as { id: number; seller_id: number }[]).filter(
      (i) => i.seller_id === u.sellerId,
    );
    expect(mine).toEqual([
      expect.objectContaining({ kind: "service", id: a, name: "Console hosting A", overdue: false }),
      expect.objectContaining({ kind: "service", id: b }),
    ]);
    expect(queue.body.counts.service).toBeGreaterThanOrEqual(2);

    const noReason = await h.call("POST", `${B}/services/reject/`, {
      headers: moderator.headers,
      payload: { ids: [a] },
    });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body)).toEqual(["reason"]);
    const rejected = await h.call("POST", `${B}/services/reject/`, {
      headers: moderator.headers,
      payload: { ids: [a], reason: "Say the price per kWh in the name." },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.results).toEqual([{ id: a, status: "rejected" }]);

    // All or nothing: a is decided already, so b stays waiting.
    const refused = await h.call("POST", `${B}/services/approve/`, {
      headers: moderator.headers,
      payload: { ids: [a, b] },
    });
    expect(refused.status).toBe(409);
    const approved = await h.call("POST", `${B}/services/approve/`, {
      headers: admin.headers,
      payload: { ids: [b] },
    });
    expect(approved.body.results).toEqual([{ id: b, status: "approved" }]);
    const log = await h.call("GET", `${B}/decisions/?kind=service`, { headers: moderator.headers });
    expect((log.body.results as { subject_id: number; decision: string }[]).slice(0, 2)).toEqual([
      expect.objectContaining({ subject_id: b, decision: "approved", subject: "Console hosting B" }),
      expect.objectContaining({
        subject_id: a,
        decision: "rejected",
        reason: "Say the price per kWh in the name.",
      }),
    ]);
  });
  it("names the first 10 services of a bulk decision in the seller's mail and counts the rest", async () => {
    const u = await h.seller();
    const ids: number[] = [];
    for (let i = 1; i <= 11; i++)
      ids.push(await sentService(u, `Bulk hosting ${String(i).padStart(2, "0")}`));
    const approved = await h.call("POST", `${B}/services/approve/`, {
      headers: moderator.headers,
      payload: { ids },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const mail = await t.readMailbox(u.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(
      "A moderator approved your 11 services; they are now public: Bulk hosting 01, Bulk hosting 02,",
    );
    expect(mail[0]?.text).toContain("Bulk hosting 10 and 1 more.");
    expect(mail[0]?.text).not.toContain("Bulk hosting 11");
  });

  it("shows a service side by side: a new one with nothing approved, then an edit beside the public values", async () => {
    const u = await h.seller();
    const id = await sentService(u, "Console review hosting");
    const fresh = await h.call("GET", `${B}/services/${id}/`, { headers: moderator.headers });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body).toEqual(
      expect.objectContaining({ id, name: "Console review hosting", review: "new", waiting: true }),
    );
    const rows = fresh.body.fields as {
      key: string;
      label: string;
      approved: string | null;
      proposed: string | null;
    }[];
    expect(rows.find((f) => f.key === "name")).toEqual(
      expect.objectContaining({ label: "Name", approved: null, proposed: "Console review hosting" }),
    );
    expect(rows.find((f) => f.key === "service_regions")?.proposed).toBe("North America");
    expect(rows.find((f) => f.key === "country")?.proposed).toBe("United States");
    expect(fresh.body.photos.proposed).toHaveLength(1);
    expect(fresh.body.photos.approved).toEqual([]);

    await h.call("POST", `${B}/services/approve/`, { headers: moderator.headers, payload: { ids: [id] } });
    const patched = await h.call("PATCH", `/api/services-catalog/services/${id}/`, {
      headers: u.headers,
      payload: { name: "Console review hosting, 5 MW" },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const change = await h.call("GET", `${B}/services/${id}/`, {
      headers: { ...moderator.headers, "accept-language": "fr" },
    });
    expect(change.body.review).toBe("change");
    const name = (change.body.fields as { key: string }[]).find((f) => f.key === "name");
    expect(name).toEqual(
      expect.objectContaining({
        label: "Nom",
        approved: "Console review hosting",
        proposed: "Console review hosting, 5 MW",
        changed: true,
      }),
    );
    expect((await h.call("GET", `${B}/services/999999/`, { headers: moderator.headers })).status).toBe(404);
  });
});

describe("company changes", () => {
  it("shows a change side by side, rejects only with a reason, approves, and logs both", async () => {
    const u = await h.seller();
    const put = await h.call("PUT", `/api/sellers/${u.sellerId}/`, {
      headers: u.headers,
      payload: { about: "We repair miners too." },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const change = await t.app.services.sellerAccounts.pendingChangeOf(u.sellerId);
    if (!change) throw new Error("no pending change");

    const queue = await h.call("GET", `${B}/queue/?kind=seller_change`, { headers: moderator.headers });
    expect(queue.body.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "seller_change", id: change.id, company_name: `Rigs ${u.id}` }),
      ]),
    );

    const view = await h.call("GET", `${B}/seller-changes/${change.id}/`, { headers: moderator.headers });
    expect(view.status).toBe(200);
    const about = view.body.fields.find((f: { key: string }) => f.key === "about");
    expect(about).toMatchObject({
      label: "About the company",
      proposed: "We repair miners too.",
      changed: true,
    });
    const name = view.body.fields.find((f: { key: string }) => f.key === "company_name");
    expect(name).toMatchObject({ approved: `Rigs ${u.id}`, changed: false });

    const noReason = await h.call("POST", `${B}/seller-changes/${change.id}/reject/`, {
      headers: moderator.headers,
      payload: {},
    });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body)).toEqual(["reason"]);

    const rejected = await h.call("POST", `${B}/seller-changes/${change.id}/reject/`, {
      headers: moderator.headers,
      payload: { reason: "Please describe the repair service on a service page." },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual({ id: change.id, status: "rejected" });
    const mail = await t.readMailbox(u.email);
    expect(mail[0]?.text).toContain("Please describe the repair service");
    const again = await h.call("POST", `${B}/seller-changes/${change.id}/approve/`, {
      headers: admin.headers,
    });
    expect(again.status).toBe(409);

    await h.call("PUT", `/api/sellers/${u.sellerId}/`, {
      headers: u.headers,
      payload: { about: "Austin stock." },
    });
    const second = await t.app.services.sellerAccounts.pendingChangeOf(u.sellerId);
    const approved = await h.call("POST", `${B}/seller-changes/${second?.id}/approve/`, {
      headers: admin.headers,
    });
    expect(approved.status).toBe(200);
    const company = await h.call("GET", `/api/sellers/${u.sellerId}/`);
    expect(JSON.stringify(company.body)).toContain("Austin stock.");

    const log = await h.call("GET", `${B}/decisions/?kind=seller_change`, { headers: moderator.headers });
    expect(log.status).toBe(200);
    const mine = (log.body.results as { subject_id: number }[]).filter(
      (d) => d.subject_id === change.id || d.subject_id === second?.id,
    );
    expect(mine).toEqual([
      expect.objectContaining({
        kind: "seller_change",
        decision: "approved",
        subject: `Company Rigs ${u.id}`,
        moderator: expect.objectContaining({ id: admin.id, email: admin.email }),
      }),
      expect.objectContaining({
        decision: "rejected",
        reason: "Please describe the repair service on a service page.",
        moderator: expect.objectContaining({ id: moderator.id }),
      }),
    ]);
    expect((log.body.results as { kind: string }[]).every((d) => d.kind === "seller_change")).toBe(true);
    expect(
      (await h.call("GET", `${B}/seller-changes/99999999/`, { headers: moderator.headers })).status,
    ).toBe(404);
  });
});

describe("the decision log", () => {
  it("says who decided what and when, newest first, for products", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "verified", { name: "Logged rig" });
    await h.call("POST", `${B}/products/reject/`, {
      headers: admin.headers,
      payload: { ids: [p.id], reason: "Missing the warranty terms." },
    });
    const log = await h.call("GET", `${B}/decisions/?kind=product`, { headers: moderator.headers });
    expect(log.body.results[0]).toMatchObject({
      kind: "product",
      subject_id: p.id,
      subject: `${p.sku} Logged rig`,
      decision: "rejected",
      reason: "Missing the warranty terms.",
      moderator: { id: admin.id, email: admin.email },
    });
    expect(Date.now() - new Date(log.body.results[0].created_at).getTime()).toBeLessThan(60_000);
  });
});
