/**
 * Seller products, part 2 (issue 6): what the public sees (search and product page) as statuses
 * change, edits of approved products as pending changes, the moderation service (approve and
 * reject, products and changes, audit log, e-mail and Telegram to the seller), and the
 * `admin:create` command's function.
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin } from "../../src/api/modules/moderation/admins.ts";
import type { SellerProduct } from "../../src/common/api/seller-products.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, image, loadFixtures, M, P } from "./seller-products-helpers.ts";

/** A fake Telegram Bot API that records sendMessage calls. */
async function startFakeBot() {
  const bot = { server: createServer(), url: "", sent: [] as { chat_id: string; text: string }[] };
  bot.server.on("request", (req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const data = JSON.parse(body || "{}") as { chat_id: string; text: string };
      bot.sent.push({ chat_id: data.chat_id, text: data.text });
      res.end(JSON.stringify({ ok: true, result: { message_id: bot.sent.length } }));
    });
  });
  await new Promise<void>((resolve) => bot.server.listen(0, "127.0.0.1", resolve));
  bot.url = `http://127.0.0.1:${(bot.server.address() as AddressInfo).port}`;
  return bot as { server: Server; url: string; sent: { chat_id: string; text: string }[] };
}

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let bot: Awaited<ReturnType<typeof startFakeBot>>;
let moderatorId: number;
beforeAll(async () => {
  bot = await startFakeBot();
  t = await createTestApp({
    settings: { telegram: { botToken: "123:TEST", apiUrl: bot.url, retryLimit: 2, retryDelaySeconds: 1 } },
  });
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  moderatorId = (await t.createUser({ role: "moderator" })).id;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => bot?.server.close(resolve));
});
beforeEach(() => {
  bot.sent = [];
});

const mod = () => t.app.services.sellerProducts;
const publicPage = (sku: string) => h.call("GET", `/api/products-catalog/products/${sku}`);
const searchIds = async (text: string) =>
  (
    (await h.call("GET", `/api/search/products/?search=${encodeURIComponent(text)}`)).body.results as {
      id: number;
    }[]
  ).map((r) => r.id);
const decisions = (id: number) =>
  t.database.rows<{
    moderator_id: number;
    subject_kind: string;
    decision: string;
    reason: string;
    snapshot: Record<string, unknown>;
  }>(sql`select moderator_id, subject_kind, decision, reason, snapshot from moderation_decisions
         where subject_kind = 'product' and subject_id = ${id} order by id`);

describe("what the public sees", () => {
  it("shows an approved product in search and on its page, and hides it when archived", async () => {
    const u = await h.seller();
    const name = "Zyxquartz hydro rig";
    const p = await h.readyDraft(u.headers, { name });
    expect(await searchIds("zyxquartz")).toEqual([]);
    expect((await publicPage(p.sku)).status).toBe(404);
    await h.action(u.headers, "verify", [p.id], 200);
    expect(await searchIds("zyxquartz")).toEqual([]);
    await mod().approveProducts(moderatorId, [p.id]);
    expect(await searchIds("zyxquartz")).toEqual([p.id]);
    const page = await publicPage(p.sku);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ name, price_from: 4900, delivery_regions: ["NA", "EU"] });
    expect(page.body.published_at).not.toBeNull();

    await h.action(u.headers, "to-archive", [p.id], 200);
    expect(await searchIds("zyxquartz")).toEqual([]);
    expect((await publicPage(p.sku)).status).toBe(404);
    await h.action(u.headers, "from-archive", [p.id], 200);
    expect(await searchIds("zyxquartz")).toEqual([p.id]);
    await h.action(u.headers, "to-archive", [p.id], 200);
    await h.action(u.headers, "publish", [p.id], 200);
    expect(await searchIds("zyxquartz")).toEqual([p.id]);
  });
});

describe("moderation of new products", () => {
  it("rejects with a reason the seller sees, then approves the fixed and resent product; every decision is logged and notified", async () => {
    const u = await h.seller();
    const owner = await t.database.rows<{ email: string }>(sql`select email from users where id = ${u.id}`);
    await h.call("POST", "/api/sellers/telegram-chats/", {
      headers: u.headers,
      payload: { chat_id: "-100777" },
    });
    const p = await h.readyDraft(u.headers, { name: "Qwerty miner" });
    await h.action(u.headers, "verify", [p.id], 200);

    const rejected = await mod().rejectProducts(moderatorId, [p.id], "  The photos show another model.  ");
    expect(rejected).toEqual([{ id: p.id, sku: p.sku, status: "rejected" }]);
    const edit = await h.call<SellerProduct>("GET", `${P}/${p.id}/edit`, { headers: u.headers });
    expect(edit.body).toMatchObject({
      status: "rejected",
      rejection_reason: "The photos show another model.",
    });
    const row = (await h.call("GET", `${M}/?status=rejected`, { headers: u.headers })).body.results[0];
    expect(row).toMatchObject({ id: p.id, rejection_reason: "The photos show another model." });

    const mail = await t.readMailbox(owner[0]?.email ?? "");
    expect(mail[0]?.subject).toBe("Your products were not approved");
    expect(mail[0]?.text).toContain(`Qwerty miner (${p.sku})`);
    expect(mail[0]?.text).toContain("Reason: The photos show another model.");
    expect(mail[0]?.text).toContain("/seller-products");
    await t.drain();
    expect(bot.sent).toEqual([
      {
        chat_id: "-100777",
        text: `RigMarket: not approved: Qwerty miner (${p.sku}). Reason: The photos show another model.`,
      },
    ]);

    // The seller fixes and resends; the reason goes; the moderator approves.
    await h.call("PATCH", `${P}/${p.id}/`, { headers: u.headers, payload: { name: "Qwerty miner S19" } });
    expect(await h.statusOf(p.id)).toBe("rejected");
    await h.action(u.headers, "verify", [p.id], 200);
    const resent = await h.call<SellerProduct>("GET", `${P}/${p.id}/edit`, { headers: u.headers });
    expect(resent.body).toMatchObject({ status: "verified", rejection_reason: "" });
    bot.sent = [];
    await mod().approveProduct(moderatorId, p.id);
    expect((await publicPage(p.sku)).body.name).toBe("Qwerty miner S19");
    const mail2 = await t.readMailbox(owner[0]?.email ?? "");
    expect(mail2[0]?.subject).toBe("Your products were approved");
    await t.drain();
    expect(bot.sent.map((m) => m.text)).toEqual([
      `RigMarket: approved and for sale: Qwerty miner S19 (${p.sku}).`,
    ]);

    const log = await decisions(p.id);
    expect(log.map((d) => [d.moderator_id, d.subject_kind, d.decision, d.reason])).toEqual([
      [moderatorId, "product", "rejected", "The photos show another model."],
      [moderatorId, "product", "approved", ""],
    ]);
    expect(log[1]?.snapshot).toMatchObject({
      status: { from: "verified", to: "approved" },
      fields: { name: "Qwerty miner S19", delivery_regions: ["NA", "EU"] },
    });
  });

  it("decides several products of several sellers in one transaction, one message per seller", async () => {
    const a = await h.seller();
    const b = await h.seller();
    const a1 = await h.inStatus(a, "verified", { moderatorId });
    const a2 = await h.inStatus(a, "verified", { moderatorId });
    const b1 = await h.inStatus(b, "verified", { moderatorId });
    const draft = await h.readyDraft(b.headers);
    // Nothing waiting on one of them: 409 naming it, and nothing is decided.
    await expect(mod().approveProducts(moderatorId, [a1.id, draft.id])).rejects.toMatchObject({
      status: 409,
      messageKey: "products.cannotModerate",
      params: { skus: draft.sku },
    });
    expect(await h.statusOf(a1.id)).toBe("verified");
    await expect(mod().approveProducts(moderatorId, [a1.id, 99999999])).rejects.toMatchObject({
      status: 404,
    });
    await expect(mod().rejectProducts(moderatorId, [a1.id], "  ")).rejects.toMatchObject({ status: 400 });
    // Only moderators and admins decide.
    const buyer = await t.createUser();
    await expect(mod().approveProducts(buyer.id, [a1.id])).rejects.toMatchObject({ status: 403 });

    const before = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from dev_mailbox`);
    const out = await mod().approveProducts(moderatorId, [a1.id, a2.id, b1.id]);
    expect(out.map((r) => r.status)).toEqual(["approved", "approved", "approved"]);
    await t.drain();
    const after = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from dev_mailbox`);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(2);
    await expect(mod().approveProducts(moderatorId, [a1.id])).rejects.toMatchObject({ status: 409 });
  });
});

describe("a large decision", () => {
  it("names the first 10 products and counts the rest in one mail and one Telegram text under 4,096 characters", async () => {
    const u = await h.seller();
    await h.call("POST", "/api/sellers/telegram-chats/", {
      headers: u.headers,
      payload: { chat_id: "-100999" },
    });
    // Long names (as an import may have): 30 of them would make a Telegram text of about 6,000 characters.
    const name = (i: number) =>
      `Bulk import hydro cooled rig ${"with a long descriptive name ".repeat(5)}#${i}`;
    const ids: number[] = [];
    for (let i = 1; i <= 30; i++) ids.push((await h.readyDraft(u.headers, { name: name(i) })).id);
    await h.action(u.headers, "verify", ids, 200);
    bot.sent = [];
    await mod().approveProducts(moderatorId, ids);

    const mail = await t.readMailbox(u.email);
    expect(mail).toHaveLength(1);
    const text = mail[0]?.text ?? "";
    expect(text).toContain("A moderator approved these 30 products; they are now for sale:");
    for (let i = 1; i <= 10; i++) expect(text).toContain(`${name(i)} (`);
    expect(text).not.toContain(name(11));
    expect(text).toContain(" and 20 more.");
    await t.drain();
    expect(bot.sent).toHaveLength(1);
    const telegram = bot.sent[0]?.text ?? "";
    expect(telegram.length).toBeLessThan(4096);
    expect(telegram).toMatch(/^RigMarket: 30 products approved and for sale: .* and 20 more\.$/);
    expect(telegram).toContain(name(10));
    expect(telegram).not.toContain(name(11));
  });
});

describe("notification settings", () => {
  it("notifies by Telegram only when the seller turned moderation e-mails off", async () => {
    const u = await h.seller();
    await h.call("POST", "/api/sellers/telegram-chats/", {
      headers: u.headers,
      payload: { chat_id: "-100888" },
    });
    const put = await h.call("PUT", "/api/sellers/notification-settings/", {
      headers: u.headers,
      payload: { email: { moderation_result: false } },
    });
    expect(put.status).toBe(200);
    const p = await h.inStatus(u, "verified", { moderatorId, name: "Quiet rig" });
    await mod().approveProducts(moderatorId, [p.id]);
    expect(await t.readMailbox(u.email)).toEqual([]);
    await t.drain();
    expect(bot.sent).toEqual([
      { chat_id: "-100888", text: `RigMarket: approved and for sale: Quiet rig (${p.sku}).` },
    ]);
  });
});

describe("editing an approved product", () => {
  it("keeps the public version until a moderator approves the change, which the seller sees as pending", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "approved", { moderatorId, name: "Plover approved rig" });
    const patch = await h.call<SellerProduct>("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      payload: {
        name: "Plover renamed rig",
        price_tiers: [{ min_quantity: 1, max_quantity: null, unit_price: 4500 }],
      },
    });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({
      status: "approved",
      name: "Plover renamed rig",
      price_from: 4500,
      pending_change: { label: "Pending moderation", fields: ["name", "price_tiers"] },
    });
    // A second edit merges into the same change; editing back drops a field.
    const again = await h.call<SellerProduct>("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      payload: { negotiable: false, name: "Plover approved rig" },
    });
    expect(again.body.pending_change?.fields).toEqual(["price_tiers", "negotiable"]);
    await h.call("PATCH", `${P}/${p.id}/`, { headers: u.headers, payload: { name: "Plover renamed rig" } });
    const pending = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from listing_changes where kind = 'product' and target_id = ${p.id} and status = 'pending'`,
    );
    expect(pending[0]?.n).toBe(1);
    // An approved product must stay complete.
    const incomplete = await h.call("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      payload: { delivery_regions: [] },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toEqual({ delivery_regions: ["At least one delivery region is required."] });

    const pub = await publicPage(p.sku);
    expect(pub.body).toMatchObject({ name: "Plover approved rig", price_from: 4900, negotiable: true });
    expect(await searchIds("plover renamed")).toEqual([]);
    expect(await searchIds("plover approved")).toEqual([p.id]);

    await mod().approveProducts(moderatorId, [p.id]);
    const now = await publicPage(p.sku);
    expect(now.body).toMatchObject({ name: "Plover renamed rig", price_from: 4500, negotiable: false });
    expect(await searchIds("plover renamed")).toEqual([p.id]);
    const edit = await h.call<SellerProduct>("GET", `${P}/${p.id}/edit`, { headers: u.headers });
    expect(edit.body).toMatchObject({
      pending_change: null,
      last_decision: { status: "approved", reason: "" },
      name: "Plover renamed rig",
    });
    const log = await decisions(p.id);
    expect(log.at(-1)?.snapshot).toMatchObject({
      changes: {
        name: { from: "Plover approved rig", to: "Plover renamed rig" },
        negotiable: { from: true, to: false },
      },
    });
  });

  it("drops a rejected change: the public product stays as approved and the seller sees why", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "approved", { moderatorId, name: "Gannet rig" });
    await h.call("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      payload: { description: "Now with free shipping!" },
    });
    await mod().rejectProducts(moderatorId, [p.id], "Shipping terms belong in the additional terms.");
    expect(await h.statusOf(p.id)).toBe("approved");
    expect((await publicPage(p.sku)).body.description).toBe(p.description);
    const edit = await h.call<SellerProduct>("GET", `${P}/${p.id}/edit`, { headers: u.headers });
    expect(edit.body).toMatchObject({
      description: p.description,
      pending_change: null,
      last_decision: { status: "rejected", reason: "Shipping terms belong in the additional terms." },
    });
    const log = await decisions(p.id);
    expect(log.at(-1)).toMatchObject({
      decision: "rejected",
      snapshot: { changes: { description: { from: p.description, to: "Now with free shipping!" } } },
    });
  });

  it("keeps photos in upload order, the first as main, on the seller's list, the public page and the cards (issue 30)", async () => {
    const u = await h.seller();
    const urls = (list: { url: string }[]) => list.map((x) => x.url);
    // A new product: three uploads in order, none marked main.
    const p = await h.readyDraft(u.headers, { name: "Kestrel order rig" });
    await h.upload(u.headers, p.id, await image("png"), { type: "image/png" });
    const three = await h.upload(u.headers, p.id, await image("webp"), { type: "image/webp" });
    const order = urls(three.body.photos);
    expect(order).toHaveLength(3);
    expect(three.body.photos.map((x) => [x.position, x.main])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect(three.body.main_photo?.url).toBe(order[0]);
    await h.action(u.headers, "verify", [p.id], 200);
    await mod().approveProducts(moderatorId, [p.id]);
    const pub = await publicPage(p.sku);
    expect(urls(pub.body.photos)).toEqual(order);
    expect(pub.body.main_photo.url).toBe(order[0]);
    const card = (
      await h.call("GET", `/api/search/products/?search=${encodeURIComponent("Kestrel order rig")}`)
    ).body.results as { id: number; main_photo: { url: string } }[];
    expect(card.find((c) => c.id === p.id)?.main_photo.url).toBe(order[0]);

    // On the approved product, photos added through the pending change keep their order too; one
    // chosen as main comes first and the others keep theirs.
    const fourth = await h.upload(u.headers, p.id, await image("jpeg"));
    const fifth = await h.upload(u.headers, p.id, await image("png"), {
      type: "image/png",
      query: "?main=true",
    });
    const [fourthUrl] = urls(fourth.body.photos).slice(3);
    const chosen = fifth.body.main_photo?.url;
    expect(urls(fifth.body.photos)).toEqual([chosen, ...order, fourthUrl]);
    await mod().approveProducts(moderatorId, [p.id]);
    const after = await publicPage(p.sku);
    expect(urls(after.body.photos)).toEqual([chosen, ...order, fourthUrl]);
    expect(after.body.main_photo.url).toBe(chosen);
  });

  it("sends photo changes to moderation: the public photos stay until the new list is approved", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "approved", { moderatorId, name: "Heron photo rig" });
    const [original] = p.photos;
    const file = (url: string) => path.join(t.settings.uploadsDir, url.replace(/^\/uploads\//, ""));
    const added = await h.upload(u.headers, p.id, await image("png"), {
      type: "image/png",
      query: "?main=true",
    });
    expect(added.status).toBe(201);
    expect(added.body.pending_change?.fields).toEqual(["photos"]);
    const newPhoto = added.body.main_photo;
    expect(added.body.photos.map((x) => x.id)).toEqual([newPhoto?.id, original?.id]);
    // The public page keeps the approved photo only.
    expect((await publicPage(p.sku)).body.photos.map((x: { url: string }) => x.url)).toEqual([original?.url]);
    // Removing the original in the pending list keeps its files (still public) until approval.
    const removed = await h.call<SellerProduct>("DELETE", `${P}/${p.id}/photos/${original?.id}/`, {
      headers: u.headers,
    });
    expect(removed.body.photos.map((x) => x.id)).toEqual([newPhoto?.id]);
    expect(existsSync(file(original?.url ?? ""))).toBe(true);
    expect((await publicPage(p.sku)).body.photos).toHaveLength(1);
    // A photo added and removed before approval loses its files at once.
    const extra = await h.upload(u.headers, p.id, await image("jpeg"));
    const extraPhoto = extra.body.photos[1];
    await h.call("DELETE", `${P}/${p.id}/photos/${extraPhoto?.id}/`, { headers: u.headers });
    expect(existsSync(file(extraPhoto?.url ?? ""))).toBe(false);

    await mod().approveProducts(moderatorId, [p.id]);
    const pub = await publicPage(p.sku);
    expect(pub.body.photos.map((x: { url: string }) => x.url)).toEqual([newPhoto?.url]);
    expect(pub.body.main_photo.url).toBe(newPhoto?.url);
    expect(existsSync(file(original?.url ?? ""))).toBe(false);
    const edit = await h.call<SellerProduct>("GET", `${P}/${p.id}/edit`, { headers: u.headers });
    expect(edit.body.pending_change).toBeNull();
    expect(edit.body.photos.map((x) => [x.id, x.position, x.main])).toEqual([[newPhoto?.id, 0, true]]);

    // A rejected photo change leaves the public photos and drops the new files.
    const again = await h.upload(u.headers, p.id, await image("webp"), { type: "image/webp" });
    const rejectedPhoto = again.body.photos[1];
    await mod().rejectProducts(moderatorId, [p.id], "Watermarked photo.");
    expect((await publicPage(p.sku)).body.photos).toHaveLength(1);
    expect(existsSync(file(rejectedPhoto?.url ?? ""))).toBe(false);
    const log = await decisions(p.id);
    expect(log.at(-1)?.snapshot).toMatchObject({
      changes: { photos: { to: [{ id: newPhoto?.id }, { id: rejectedPhoto?.id }] } },
    });
  });

  it("sends edits of an archived product that was for sale to moderation too", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "archived", { moderatorId });
    const r = await h.call<SellerProduct>("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      payload: { name: "Unmoderated?" },
    });
    expect(r.body.pending_change?.fields).toEqual(["name"]);
    await h.action(u.headers, "publish", [p.id], 200);
    expect((await publicPage(p.sku)).body.name).toBe(p.name);
  });
});

describe("the moderation queue and the audit of company changes", () => {
  it("lists what waits, oldest first, with its age against the 24 hours promised", async () => {
    const u = await h.seller();
    const waiting = await h.inStatus(u, "verified", { moderatorId, name: "Queue new rig" });
    const approved = await h.inStatus(u, "approved", { moderatorId, name: "Queue approved rig" });
    await h.call("PATCH", `${P}/${approved.id}/`, {
      headers: u.headers,
      payload: { name: "Queue renamed rig" },
    });
    await t.database.rows(
      sql`update products set updated_at = now() - interval '30 hours' where id = ${waiting.id}`,
    );
    await h.call("PUT", `/api/sellers/${u.sellerId}/`, {
      headers: u.headers,
      payload: { about: "We repair too." },
    });
    const change = await t.app.services.sellerAccounts.pendingChangeOf(u.sellerId);

    const queue = (await mod().queue(1000)).filter((i) => i.seller_id === u.sellerId);
    expect(queue.map((i) => [i.kind, i.id])).toEqual([
      ["product", waiting.id],
      ["product_change", approved.id],
      ["seller_change", change?.id],
    ]);
    expect(queue[0]).toMatchObject({ sku: waiting.sku, name: "Queue new rig", overdue: true });
    expect(queue[0]?.age_hours).toBeGreaterThanOrEqual(30);
    expect(queue[1]).toMatchObject({ overdue: false, name: "Queue approved rig" });

    // Company changes decided through the seller account service are in the audit log too.
    await t.app.services.sellerAccounts.approveChange(change?.id ?? 0, moderatorId);
    const [audit] = await t.database.rows<{
      decision: string;
      snapshot: Record<string, unknown>;
      moderator_id: number;
    }>(
      sql`select decision, snapshot, moderator_id from moderation_decisions
          where subject_kind = 'seller_change' and subject_id = ${change?.id ?? 0}`,
    );
    expect(audit).toMatchObject({
      decision: "approved",
      moderator_id: moderatorId,
      snapshot: { seller_id: u.sellerId, changes: { about: { from: "", to: "We repair too." } } },
    });
    expect((await mod().queue(1000)).filter((i) => i.seller_id === u.sellerId)).toHaveLength(2);
  });
});

describe("admin:create", () => {
  it("creates a verified admin who can sign in, and promotes an existing account", async () => {
    const created = await createAdmin(t.database, { email: "Boss@Example.test", password: "Adm1n-secret!" });
    expect(created).toMatchObject({ email: "boss@example.test", created: true });
    const pair = await t.login("boss@example.test", "Adm1n-secret!");
    const me = await h.call("GET", "/api/accounts/users/me/", { headers: pair.headers });
    expect(me.body.role).toBe("admin");

    const user = await t.createUser();
    const promoted = await createAdmin(t.database, { email: user.email });
    expect(promoted).toMatchObject({ id: user.id, created: false });
    const [row] = await t.database.rows<{ role: string }>(sql`select role from users where id = ${user.id}`);
    expect(row?.role).toBe("admin");
    await expect(createAdmin(t.database, { email: "new@example.test" })).rejects.toThrow(/--password/);
    await expect(createAdmin(t.database, { email: "weak@example.test", password: "short" })).rejects.toThrow(
      /at least 8/,
    );
  });
});
