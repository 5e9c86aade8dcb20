/**
 * Saved searches and alerts (issue 22, decision 053): CRUD with bad input naming the field (English
 * and French), the permission matrix (guest 401; another buyer's or a seller's access to a buyer's
 * alert 404), the per-user limit and rate limit; matching a product that goes on sale against saved
 * searches exactly as the catalogue search finds it (several filter combinations, compared with
 * GET /api/search/products/); price drops of a model; halving reminders; the daily digest (two
 * matches, one mail; a second run the same day sends nothing), its Telegram copy on a local fake
 * Bot API, and its unsubscribe links (the page's GET, the one-click POST as mail clients send it).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCoins } from "../../src/api/modules/market/queries.ts";
import { SNAPSHOT_COINS } from "../../src/api/modules/market/snapshot.ts";
import { ALERT_LIMITS } from "../../src/common/alerts.ts";
import type { Alert, AlertList } from "../../src/common/api/alerts.ts";
import { startFakeTelegram } from "../e2e/fake-telegram.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, loadFixtures } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let bot: Awaited<ReturnType<typeof startFakeTelegram>>;
const A = "/api/alerts";

type U = Awaited<ReturnType<ReturnType<typeof helpers>["signedIn"]>>;
let buyer: U;
let otherBuyer: U;
let seller: Awaited<ReturnType<ReturnType<typeof helpers>["seller"]>>;
let moderatorId: number;

beforeAll(async () => {
  bot = await startFakeTelegram();
  t = await createTestApp({
    settings: { telegram: { botToken: "123:ALERTS", apiUrl: bot.url, retryLimit: 2, retryDelaySeconds: 1 } },
  });
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  buyer = await h.signedIn();
  otherBuyer = await h.signedIn();
  seller = await h.seller();
  moderatorId = (await t.createUser({ role: "moderator" })).id;
});
afterAll(async () => {
  await t?.close();
  await bot?.close();
});

const searchBody = (query: Record<string, unknown>, name = "Big S21 rigs") => ({
  kind: "search",
  name,
  query,
});

async function save(u: U, body: Record<string, unknown>): Promise<Alert> {
  const r = await h.call<Alert>("POST", `${A}/`, { headers: u.headers, payload: body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

/** A product of the seller put on sale (verified, then approved by a moderator); the match jobs run. */
async function onSale(over: Record<string, unknown> = {}) {
  const p = await h.readyDraft(seller.headers, over);
  await h.action(seller.headers, "verify", [p.id], 200);
  await t.app.services.sellerProducts.approveProducts(moderatorId, [p.id]);
  await t.drain();
  return p;
}

const itemsOf = (alertId: number) =>
  t.database.rows<{ product_id: number | null; halving_height: number | null }>(
    sql`select product_id, halving_height from alert_items where alert_id = ${alertId} order by id`,
  );

describe("saved searches: create, list, change, delete", () => {
  it("saves a catalogue search with its canonical query and lists it; renames, pauses and deletes it", async () => {
    const u = await h.signedIn();
    const a = await save(
      u,
      searchBody({
        search: "antminer",
        category_id__terms: [fx.minerCategoryParent],
        price_max: "6000",
        page: 3,
      }),
    );
    expect(a).toMatchObject({ kind: "search", name: "Big S21 rigs", paused: false });
    expect(a.query).toMatchObject({
      search: "antminer",
      category_id__terms: [fx.minerCategoryParent],
      price_max: 6000,
    });
    expect(a.query).not.toHaveProperty("page");
    const list = await h.call<AlertList>("GET", `${A}/`, { headers: u.headers });
    expect(list.body).toMatchObject({ count: 1, limit: ALERT_LIMITS.perUser, telegram_configured: true });
    const renamed = await h.call<Alert>("PATCH", `${A}/${a.id}/`, {
      headers: u.headers,
      payload: { name: " S21 deals " },
    });
    expect(renamed.body.name).toBe("S21 deals");
    const paused = await h.call<Alert>("PATCH", `${A}/${a.id}/`, {
      headers: u.headers,
      payload: { paused: true },
    });
    expect(paused.body.paused).toBe(true);
    expect((await h.call("DELETE", `${A}/${a.id}/`, { headers: u.headers })).status).toBe(204);
    expect((await h.call("GET", `${A}/${a.id}/`, { headers: u.headers })).status).toBe(404);
  });

  it("refuses bad input with a 400 naming the field, in English and French, and writes nothing", async () => {
    const u = await h.signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: "search", name: "", query: {} }, "name"],
      [{ kind: "search", name: "x".repeat(121), query: {} }, "name"],
      [{ kind: "search", name: "A", query: { price_min: "abc" } }, "query.price_min"],
      [{ kind: "search", name: "A", query: { price_min: 500, price_max: 100 } }, "query.price_min"],
      [{ kind: "price_drop", model_id: fx.model.id, price_below: -5 }, "price_below"],
      [{ kind: "price_drop", model_id: "abc", price_below: 100 }, "model_id"],
      [{ kind: "price_drop", model_id: 999999, price_below: 100 }, "model_id"],
      [{ kind: "halving", coin: "DOGE" }, "coin"],
      [{ kind: "weather", name: "A" }, "kind"],
      [{ kind: "search", name: "A", query: {}, delivery: "weekly" }, "delivery"],
      [{ kind: "search", name: "A", query: {}, email: "yes" }, "email"],
      [{ kind: "search", name: "A", query: {}, email: false, telegram: false }, "email"],
    ];
    for (const [payload, field] of cases) {
      const r = await h.call("POST", `${A}/`, { headers: u.headers, payload });
      expect(r.status, `${JSON.stringify(payload)} -> ${JSON.stringify(r.body)}`).toBe(400);
      expect(Object.keys(r.body ?? {}), JSON.stringify(r.body)).toContain(field);
    }
    const fr = await h.call("POST", `${A}/`, {
      headers: u.headers,
      payload: { kind: "search", name: "", query: {} },
      lang: "fr",
    });
    expect(fr.body.name).toEqual(["Saisissez un nom de 1 à 120 caractères."]);
    const patch = await h.call("PATCH", `${A}/1/`, { headers: u.headers, payload: {} });
    expect(patch.status).toBe(400);
    const tg = await h.call("PUT", `${A}/settings/`, {
      headers: u.headers,
      payload: { telegram_chat_id: "abc" },
    });
    expect(Object.keys(tg.body)).toEqual(["telegram_chat_id"]);
    expect((await h.call<AlertList>("GET", `${A}/`, { headers: u.headers })).body.count).toBe(0);
  });

  it("keeps each user to their own alerts: guest 401, another buyer and a seller 404", async () => {
    const mine = await save(buyer, searchBody({ search: "whatsminer" }, "Mine"));
    const guest = {} as Record<string, string>;
    const calls: ["GET" | "POST" | "PATCH" | "DELETE" | "PUT", string, unknown][] = [
      ["GET", `${A}/`, undefined],
      ["POST", `${A}/`, searchBody({})],
      ["GET", `${A}/${mine.id}/`, undefined],
      ["PATCH", `${A}/${mine.id}/`, { name: "Theirs" }],
      ["DELETE", `${A}/${mine.id}/`, undefined],
      ["PUT", `${A}/settings/`, { telegram_chat_id: "123" }],
    ];
    for (const [method, url, payload] of calls)
      expect((await h.call(method, url, { headers: guest, payload })).status, `${method} ${url}`).toBe(401);
    for (const other of [otherBuyer, seller]) {
      expect((await h.call("GET", `${A}/${mine.id}/`, { headers: other.headers })).status).toBe(404);
      expect(
        (await h.call("PATCH", `${A}/${mine.id}/`, { headers: other.headers, payload: { paused: true } }))
          .status,
      ).toBe(404);
      expect(
        (
          await h.call("PATCH", `${A}/${mine.id}/`, {
            headers: other.headers,
            payload: { delivery: "digest", telegram: false },
          })
        ).status,
      ).toBe(404);
      expect((await h.call("DELETE", `${A}/${mine.id}/`, { headers: other.headers })).status).toBe(404);
      const theirs = await h.call<AlertList>("GET", `${A}/`, { headers: other.headers });
      expect(theirs.body.results.map((r) => r.id)).not.toContain(mine.id);
    }
    const still = await h.call<Alert>("GET", `${A}/${mine.id}/`, { headers: buyer.headers });
    expect(still.body).toMatchObject({ name: "Mine", paused: false, delivery: "instant", telegram: true });
  });

  it("stops at 50 per user (409) and rate-limits writes (429)", async () => {
    const u = await h.signedIn();
    for (let i = 0; i < ALERT_LIMITS.perUser; i++)
      await t.database.rows(
        sql`insert into saved_searches (user_id, kind, name) values (${u.id}, 'halving', ${`r${i}`})`,
      );
    const over = await h.call("POST", `${A}/`, {
      headers: u.headers,
      payload: { kind: "halving", coin: "BTC" },
    });
    expect(over.status).toBe(409);
    expect(over.body.detail).toContain("50");
    let last = 0;
    for (let i = 0; i < 70 && last !== 429; i++)
      last = (
        await h.call("PUT", `${A}/settings/`, { headers: u.headers, payload: { telegram_chat_id: null } })
      ).status;
    expect(last).toBe(429);
  });
});

describe("matching a product that goes on sale", () => {
  it("alerts exactly the saved searches whose catalogue search finds the product", async () => {
    const u = await h.signedIn();
    const queries: Record<string, unknown>[] = [
      {},
      { category_id__terms: [fx.minerCategoryParent] },
      { category_id__terms: [fx.otherCategory] },
      { search: "antminer s21" },
      { search: "antmienr" },
      { search: "whatsminer" },
      { price_max: 5000 },
      { price_min: 5000 },
      { sales_locations__terms: ["EU"] },
      { sales_locations__terms: ["AF"] },
      { hashrate_min: 150, algorithm__terms: ["sha-256"] },
      { hashrate_min: 250 },
      { country: ["US"], condition__terms: ["new"] },
      { country: ["DE"] },
      { brand_id__terms: [fx.otherBrand] },
      { seller_id__terms: [seller.sellerId], search: "rig" },
      { profit_min: 1e8 },
    ];
    const saved = [];
    for (const [i, query] of queries.entries()) saved.push(await save(u, searchBody(query, `q${i}`)));
    const p = await onSale({ name: "Antminer S21 200T alert rig" });
    for (const [i, query] of queries.entries()) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) for (const x of [v].flat()) qs.append(k, String(x));
      qs.set("page_size", "100");
      qs.set("ordering", "-created_at");
      const found = await h.call<{ results: { id: number }[] }>("GET", `/api/search/products/?${qs}`);
      const inSearch = found.body.results.some((r) => r.id === p.id);
      const alerted = (await itemsOf(saved[i]?.id ?? 0)).some((x) => x.product_id === p.id);
      expect(alerted, `${JSON.stringify(query)}: search ${inSearch}, alert ${alerted}`).toBe(inSearch);
    }
    // The combinations cover both answers.
    const hits = (await Promise.all(saved.map((s) => itemsOf(s.id)))).filter((x) => x.length).length;
    expect(hits).toBeGreaterThan(5);
    expect(hits).toBeLessThan(queries.length);
  });

  it("ignores paused searches, drafts and products not yet approved, and alerts a product once", async () => {
    const u = await h.signedIn();
    const paused = await save(u, searchBody({}, "paused"));
    await h.call("PATCH", `${A}/${paused.id}/`, { headers: u.headers, payload: { paused: true } });
    const active = await save(u, searchBody({ search: "once-only" }, "active"));
    const draft = await h.readyDraft(seller.headers, { name: "once-only draft" });
    await h.action(seller.headers, "verify", [draft.id], 200);
    await t.drain();
    expect(await itemsOf(active.id)).toEqual([]);
    await t.app.services.sellerProducts.approveProducts(moderatorId, [draft.id]);
    await t.drain();
    await t.app.services.alerts.matchProduct(draft.id);
    expect((await itemsOf(active.id)).length).toBe(1);
    expect(await itemsOf(paused.id)).toEqual([]);
  });
});

describe("price drops and halving reminders", () => {
  it("alerts when a listing of the model goes on sale below the price, or its price drops below it", async () => {
    const u = await h.signedIn();
    const a = await save(u, { kind: "price_drop", model_id: fx.model.id, price_below: 3000 });
    expect(a).toMatchObject({ kind: "price_drop", price_below: 3000, model: { id: fx.model.id } });
    const tiers = (price: number) => [{ min_quantity: 1, max_quantity: null, unit_price: price }];
    const dear = await onSale({ model_id: fx.model.id, price_tiers: tiers(3500), name: "Model rig dear" });
    expect(await itemsOf(a.id)).toEqual([]);
    // The seller lowers the price of the public listing: a pending change, applied by a moderator.
    const edit = await h.call("PATCH", `/api/products-catalog/products/${dear.id}/`, {
      headers: seller.headers,
      payload: { price_tiers: tiers(2800) },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await t.drain();
    expect(await itemsOf(a.id)).toEqual([]);
    await t.app.services.sellerProducts.approveProducts(moderatorId, [dear.id]);
    await t.drain();
    expect((await itemsOf(a.id)).map((x) => x.product_id)).toEqual([dear.id]);
    const cheap = await onSale({ model_id: fx.model.id, price_tiers: tiers(2500), name: "Model rig cheap" });
    expect((await itemsOf(a.id)).map((x) => x.product_id)).toEqual([dear.id, cheap.id]);
  });

  it("adds a halving reminder to the digest once the halving is near, once per halving", async () => {
    const u = await h.signedIn();
    const a = await save(u, { kind: "halving", coin: "BTC" });
    await t.app.services.alerts.runDigest();
    expect(await itemsOf(a.id)).toEqual([]);
    const btc = SNAPSHOT_COINS.find((c) => c.symbol === "BTC");
    if (!btc) throw new Error("no BTC");
    await writeCoins(t.database, [{ ...btc, blockHeight: 1_049_000 }], new Date());
    t.app.services.market.invalidate();
    await t.app.services.alerts.runDigest();
    expect((await itemsOf(a.id)).map((x) => x.halving_height)).toEqual([1_050_000]);
    const [mail] = await t.readMailbox(u.email);
    expect(mail?.text).toContain("The BTC halving (block 1050000) is expected around");
    await t.app.services.alerts.runDigest();
    expect((await itemsOf(a.id)).length).toBe(1);
  });
});

describe("the daily digest", () => {
  it("sends two matches in one mail with Telegram, nothing more the same day, and one-click unsubscribe works", async () => {
    const u = await h.signedIn();
    await h.call("PUT", `${A}/settings/`, { headers: u.headers, payload: { telegram_chat_id: "777001" } });
    const a = await save(u, { ...searchBody({ search: "digest-pair" }, "Digest pair"), delivery: "digest" });
    const b = await save(u, { ...searchBody({ search: "digest-other" }, "Other one"), delivery: "digest" });
    const p1 = await onSale({ name: "digest-pair one" });
    const p2 = await onSale({ name: "digest-pair two" });
    expect((await itemsOf(a.id)).length).toBe(2);
    await t.app.services.alerts.runDigest();
    await t.drain();
    const mails = await t.readMailbox(u.email);
    expect(mails.length).toBe(1);
    const mail = mails[0];
    if (!mail) throw new Error("no mail");
    expect(mail.subject).toBe("RigMarket: 2 new matches for your alerts");
    expect(mail.text).toContain("Digest pair:");
    expect(mail.text).toContain("digest-pair one");
    expect(mail.text).toContain("digest-pair two");
    expect(mail.text).toContain(`/product/${p1.sku}`);
    expect(mail.text).toContain(`/product/${p2.sku}`);
    const sent = (await (await fetch(`${bot.url}/sent`)).json()) as { chat_id: string; text: string }[];
    const mine = sent.filter((m) => m.chat_id === "777001");
    expect(mine.length).toBe(1);
    expect(mine[0]?.text).toContain("digest-pair two");

    // A new match the same day waits for tomorrow's digest.
    await onSale({ name: "digest-pair three" });
    await t.app.services.alerts.runDigest();
    expect((await t.readMailbox(u.email)).length).toBe(1);

    // The headers and links: one alert by its page (GET tells, POST pauses), all by one click.
    const [row] = await t.database.rows<{ headers: Record<string, string> }>(
      sql`select headers from dev_mailbox where id = ${mail.id}`,
    );
    expect(row?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = /<([^>]+)>/.exec(row?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const one = /alerts\/unsubscribe\?token=([^\s]+)/.exec(mail.text)?.[1] ?? "";
    const info = await h.call("GET", `${A}/unsubscribe/?token=${one}`);
    expect(info.body).toMatchObject({ all: false, alert: { id: a.id, name: "Digest pair", paused: false } });
    expect((await h.call("POST", `${A}/unsubscribe/?token=${one}`)).status).toBe(200);
    expect((await h.call<Alert>("GET", `${A}/${a.id}/`, { headers: u.headers })).body.paused).toBe(true);
    expect((await h.call<Alert>("GET", `${A}/${b.id}/`, { headers: u.headers })).body.paused).toBe(false);
    const url = new URL(oneClick);
    const res = await t.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect((await h.call<Alert>("GET", `${A}/${b.id}/`, { headers: u.headers })).body.paused).toBe(true);
    // A forged or altered token is refused.
    const forged = one.replace(/^\d+/, String(otherBuyer.id));
    expect((await h.call("POST", `${A}/unsubscribe/?token=${forged}`)).status).toBe(400);
  });
});

/** The messages the fake Bot API received for one chat. */
async function telegramTo(chat: string) {
  const sent = (await (await fetch(`${bot.url}/sent`)).json()) as { chat_id: string; text: string }[];
  return sent.filter((m) => m.chat_id === chat);
}

const modelId = async (name: string) => {
  const [row] = await t.database.rows<{ id: number }>(sql`select id from miner_models where name = ${name}`);
  if (!row) throw new Error(`no model ${name}`);
  return row.id;
};

describe("instant alerts", () => {
  it("mails and messages a match within the job that follows approval, once, in the buyer's language", async () => {
    const u = await h.signedIn();
    await t.database.rows(sql`update users set locale = 'fr' where id = ${u.id}`);
    await h.call("PUT", `${A}/settings/`, { headers: u.headers, payload: { telegram_chat_id: "888001" } });
    const a = await save(u, searchBody({ search: "instantrig" }, "Instant rigs"));
    expect(a).toMatchObject({ delivery: "instant", email: true, telegram: true, matches: [] });
    const p = await onSale({ name: "instantrig 200T" });
    const mails = await t.readMailbox(u.email);
    expect(mails.length).toBe(1);
    expect(mails[0]?.subject).toBe("RigMarket : une nouvelle annonce pour votre alerte « Instant rigs »");
    expect(mails[0]?.text).toContain(`http://localhost:3000/fr/product/${p.sku}`);
    expect(mails[0]?.text).toMatch(/http:\/\/localhost:3000\/fr\/alerts\/unsubscribe\?token=\S+/);
    expect(mails[0]?.text).toContain("http://localhost:3000/fr/buyer-alerts");
    const chat = await telegramTo("888001");
    expect(chat.length).toBe(1);
    expect(chat[0]?.text).toContain(`/fr/product/${p.sku}`);
    // A retried job, a second match of the same listing, or the digest send nothing more.
    await t.app.services.alerts.runInstant(u.id);
    await t.app.services.alerts.matchProduct(p.id);
    await t.drain();
    await t.app.services.alerts.runDigest();
    await t.drain();
    expect((await t.readMailbox(u.email)).length).toBe(1);
    expect((await telegramTo("888001")).length).toBe(1);
    // The buyer's page lists it at once.
    const list = await h.call<AlertList>("GET", `${A}/`, { headers: u.headers });
    expect(list.body.results[0]?.matches).toMatchObject([
      { sku: p.sku, product_name: "instantrig 200T", sent: true },
    ]);
  });

  it("sends nothing at once to those who chose the digest, and honours each alert's channels", async () => {
    const u = await h.signedIn();
    await h.call("PUT", `${A}/settings/`, { headers: u.headers, payload: { telegram_chat_id: "888002" } });
    await save(u, { ...searchBody({ search: "digestonly" }, "Daily"), delivery: "digest" });
    const mailOnly = await save(u, { ...searchBody({ search: "mailonly" }, "Mail only"), telegram: false });
    await onSale({ name: "digestonly rig" });
    expect(await t.readMailbox(u.email)).toEqual([]);
    const list = await h.call<AlertList>("GET", `${A}/`, { headers: u.headers });
    expect(list.body.results.find((r) => r.name === "Daily")?.matches).toMatchObject([
      { product_name: "digestonly rig", sent: false },
    ]);
    await onSale({ name: "mailonly rig" });
    expect((await t.readMailbox(u.email)).length).toBe(1);
    expect(await telegramTo("888002")).toEqual([]);
    // Changed to Telegram only: the next match is a message and no mail.
    const changed = await h.call<Alert>("PATCH", `${A}/${mailOnly.id}/`, {
      headers: u.headers,
      payload: { email: false, telegram: true },
    });
    expect(changed.body).toMatchObject({ email: false, telegram: true, delivery: "instant" });
    const toDigest = await h.call<Alert>("PATCH", `${A}/${mailOnly.id}/`, {
      headers: u.headers,
      payload: { delivery: "digest", email: true, telegram: false },
    });
    expect(toDigest.body).toMatchObject({ email: true, telegram: false, delivery: "digest" });
    await h.call("PATCH", `${A}/${mailOnly.id}/`, {
      headers: u.headers,
      payload: { delivery: "instant", email: false, telegram: true },
    });
    await onSale({ name: "mailonly second" });
    expect((await t.readMailbox(u.email)).length).toBe(1);
    expect((await telegramTo("888002")).map((m) => m.text.includes("mailonly second"))).toEqual([true]);
    await t.app.services.alerts.runDigest();
    await t.drain();
    const mails = await t.readMailbox(u.email);
    expect(mails.length).toBe(2);
    expect(mails.find((m) => m.text.includes("digestonly rig"))?.subject).toBe(
      "RigMarket: 1 new match for your alerts",
    );
  });

  it("sends at once what waited for the digest when the alert is switched to instant", async () => {
    const u = await h.signedIn();
    const a = await save(u, { ...searchBody({ search: "switchrig" }, "Switched"), delivery: "digest" });
    const p = await onSale({ name: "switchrig 190T" });
    expect(await t.readMailbox(u.email)).toEqual([]);
    await h.call("PATCH", `${A}/${a.id}/`, { headers: u.headers, payload: { delivery: "instant" } });
    await t.drain();
    const mails = await t.readMailbox(u.email);
    expect(mails.length).toBe(1);
    expect(mails[0]?.text).toContain(`/product/${p.sku}`);
  });

  it(`sends at most ${ALERT_LIMITS.instantPerHour} messages an hour and the rest together in one`, async () => {
    const u = await h.signedIn();
    await save(u, searchBody({ search: "floodrig" }, "Flood"));
    const max = ALERT_LIMITS.instantPerHour;
    const products = [];
    for (let i = 0; i < max + 2; i++) products.push(await onSale({ name: `floodrig number${i}` }));
    expect((await t.readMailbox(u.email)).length).toBe(max);
    // The rest wait for the hour; a deferred job is queued. Make the hour pass, run it.
    const [st] = await t.database.rows<{ until: string | null }>(
      sql`select instant_deferred_until as until from alert_settings where user_id = ${u.id}`,
    );
    expect(st?.until).not.toBeNull();
    await t.database.rows(
      sql`update alert_items set sent_at = sent_at - interval '61 minutes' where user_id = ${u.id} and sent_at is not null`,
    );
    await t.drain({ includeDelayed: true });
    const mails = await t.readMailbox(u.email);
    expect(mails.length).toBe(max + 1);
    const batch = mails.find((m) => m.subject === "RigMarket: 2 new matches for your alerts");
    expect(batch?.text).toContain(`/product/${products[max]?.sku}`);
    expect(batch?.text).toContain(`/product/${products[max + 1]?.sku}`);
  });
});

describe("a search that names a model", () => {
  it("alerts listings of exactly that model: an S21 Pro, never an S21+, S21 XP or S21", async () => {
    const u = await h.signedIn();
    const exact = await save(u, searchBody({ search: "S21 Pro", price_max: 4000 }, "S21 Pro deals"));
    const free = await save(u, searchBody({ search: "antminer", price_max: 4000 }, "Any antminer"));
    const tiers = [{ min_quantity: 1, max_quantity: null, unit_price: 3800 }];
    const listing = async (name: string, model: string | null) =>
      onSale({ name, model_id: model ? await modelId(model) : null, price_tiers: tiers });
    const pro = await listing("Antminer S21 Pro 234T", "Antminer S21 Pro");
    const plus = await listing("Antminer S21+ 235T", "Antminer S21+");
    const xp = await listing("Antminer S21 XP 270T", "Antminer S21 XP");
    const plain = await listing("Antminer S21 200T Pro seller", "Antminer S21");
    const unnamedPro = await listing("Antminer S21 Pro 234T, no model", null);
    const unnamedPlus = await listing("Antminer S21+ 235T, no model", null);
    const ids = async (alertId: number) => (await itemsOf(alertId)).map((x) => x.product_id);
    expect(await ids(exact.id)).toEqual([pro.id, unnamedPro.id]);
    expect((await ids(free.id)).sort()).toEqual(
      [pro.id, plus.id, xp.id, plain.id, unnamedPro.id, unnamedPlus.id].sort(),
    );
    const mail = (await t.readMailbox(u.email)).filter((m) => m.text.includes("S21 Pro deals"));
    expect(
      mail.map(
        (m) => m.text.includes(`/product/${pro.sku}`) || m.text.includes(`/product/${unnamedPro.sku}`),
      ),
    ).toEqual([true, true]);
    expect(mail.some((m) => m.text.includes(`/product/${plus.sku}`))).toBe(false);
  });
});
