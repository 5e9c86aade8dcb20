/**
 * The moderator-kept directory (issue 20, decision 050): entries created, changed and archived by
 * moderators only (guests 401, buyers and sellers 403), bad input refused naming the field, the
 * public lists of /pool (filters, sorts, shares from the market-data provider with their date, or
 * the moderators' figure) and /cryptoexchangers, the firmware pages and the product page's link,
 * and the pool rating's lifecycle (pending, hidden, approved, counted; one per user).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SNAPSHOT_COINS } from "../../src/api/modules/market/snapshot.ts";
import type {
  DirectoryEntry,
  ExchangerList,
  FirmwareLink,
  FirmwarePage,
  PoolList,
  RatingQueue,
} from "../../src/common/api/directory.ts";
import { createTestApp, makeSeller, nextIp, type TestApp } from "../setup/app.ts";

let t: TestApp;
let provider: Server;
let moderator: Record<string, string>;
let buyer: Record<string, string>;
let seller: Record<string, string>;
let other: Record<string, string>;
let brand: { id: number; slug: string };
let model: { id: number; slug: string };

const BTC_NETWORK_HS = 800e18;

async function call<T = Record<string, unknown>>(
  method: "GET" | "POST" | "PUT",
  url: string,
  opts: { payload?: unknown; headers?: Record<string, string>; lang?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.payload as never,
    headers: { "accept-language": opts.lang ?? "en", ...opts.headers },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json() as T };
}

const today = new Date().toISOString().slice(0, 10);
const pool = (name: string, over: Record<string, unknown> = {}) => ({
  kind: "pool",
  name,
  website: `https://${name.toLowerCase().replace(/\W+/g, "")}.example`,
  description_en: `${name} pays out daily.`,
  description_fr: `${name} paie chaque jour.`,
  figures_date: "2026-11-01",
  pool: {
    fee_percent: 2,
    payout_schemes: ["FPPS"],
    coins: [{ symbol: "btc", min_payout: 0.005, network_share_percent: 4 }],
    regions: ["europe"],
    servers: ["eu.stratum.example:3333"],
    ...over,
  },
});

async function create(body: unknown): Promise<DirectoryEntry> {
  const res = await call<DirectoryEntry>("POST", "/api/moderation/directory/", {
    payload: body,
    headers: moderator,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function pools(query = "", headers: Record<string, string> = {}, lang = "en") {
  const res = await call<PoolList>("GET", `/api/directory/pools/${query}`, { headers, lang });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  // The market-data provider (decision 040), on a local port: BTC with its network hashrate.
  provider = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({
        coins: SNAPSHOT_COINS.map((c) =>
          c.symbol === "BTC" ? { ...c, networkHashrateHs: BTC_NETWORK_HS } : c,
        ),
      }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const port = (provider.address() as AddressInfo).port;
  t = await createTestApp({
    settings: {
      market: { dataUrl: `http://127.0.0.1:${port}`, refreshMinutes: 10, timeoutMs: 3000, cacheTtlMs: 0 },
    },
  });
  moderator = (await t.login((await t.createUser({ role: "moderator" })).email)).headers;
  buyer = (await t.login((await t.createUser({ name: "Alice Miner" })).email)).headers;
  other = (await t.login((await t.createUser({ name: "Bob Miner" })).email)).headers;
  const s = await t.createUser();
  await makeSeller(t, (await t.login(s.email)).headers);
  seller = (await t.login(s.email)).headers;
  const [m] = await t.database.rows<{ id: number; slug: string; brand_id: number; brand_slug: string }>(
    sql`select m.id, m.slug, b.id as brand_id, b.slug as brand_slug
        from miner_models m join brands b on b.id = m.brand_id
        where not exists (select 1 from directory_entries e where e.brand_id = b.id) order by m.id limit 1`,
  );
  if (!m) throw new Error("no miner model in the test database");
  model = { id: m.id, slug: m.slug };
  brand = { id: m.brand_id, slug: m.brand_slug };
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

describe("directory entries in the console", () => {
  it("is for moderators only: guests 401, buyers and sellers 403", async () => {
    const entry = await create(pool("Guarded Pool"));
    const calls: [method: "GET" | "POST" | "PUT", url: string, payload?: unknown][] = [
      ["GET", "/api/moderation/directory/"],
      ["POST", "/api/moderation/directory/", pool("Intruder Pool")],
      ["GET", `/api/moderation/directory/${entry.id}/`],
      ["PUT", `/api/moderation/directory/${entry.id}/`, pool("Renamed by intruder")],
      ["POST", `/api/moderation/directory/${entry.id}/archive/`, { archived: true }],
      ["GET", "/api/moderation/pool-ratings/"],
      ["POST", "/api/moderation/pool-ratings/1/decision/", { status: "approved" }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, { payload })).status, `${method} ${url} as a guest`).toBe(401);
      for (const [who, headers] of [
        ["buyer", buyer],
        ["seller", seller],
      ] as const) {
        expect((await call(method, url, { payload, headers })).status, `${method} ${url} as ${who}`).toBe(
          403,
        );
      }
    }
    const after = await call<DirectoryEntry>("GET", `/api/moderation/directory/${entry.id}/`, {
      headers: moderator,
    });
    expect(after.body.name).toBe("Guarded Pool");
    expect(after.body.archived).toBe(false);
  });

  it("creates, changes and archives entries of each kind", async () => {
    const entry = await create(pool("Lifecycle Pool"));
    expect(entry.pool?.coins[0]).toEqual({
      symbol: "BTC",
      min_payout: 0.005,
      hashrate_hs: null,
      network_share_percent: 4,
    });
    const changed = await call<DirectoryEntry>("PUT", `/api/moderation/directory/${entry.id}/`, {
      payload: pool("Lifecycle Pool", { fee_percent: 1.5, payout_schemes: ["PPLNS", "PPS+"] }),
      headers: moderator,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.pool?.fee_percent).toBe(1.5);
    expect((await pools()).results.find((p) => p.id === entry.id)?.payout_schemes).toEqual(["PPLNS", "PPS+"]);

    const archived = await call<DirectoryEntry>("POST", `/api/moderation/directory/${entry.id}/archive/`, {
      payload: { archived: true },
      headers: moderator,
    });
    expect(archived.body.archived).toBe(true);
    expect((await pools()).results.some((p) => p.id === entry.id)).toBe(false);
    const list = await call<{ results: DirectoryEntry[] }>(
      "GET",
      "/api/moderation/directory/?archived=true",
      {
        headers: moderator,
      },
    );
    expect(list.body.results.map((e) => e.id)).toContain(entry.id);

    const exchanger = await create({
      kind: "exchanger",
      name: "Kept Exchange",
      website: "https://kept.example",
      description_en: "An exchange.",
      description_fr: "Une plateforme.",
      figures_date: today,
      exchanger: {
        type: "exchange",
        fiat: ["eur", "USD"],
        regions: ["europe"],
        fee_percent: 0.2,
        coins: ["BTC"],
      },
    });
    expect(exchanger.exchanger?.fiat).toEqual(["EUR", "USD"]);
  });

  it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
    const before = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from directory_entries`,
    );
    const cases: [unknown, string][] = [
      [pool("Bad Fee", { fee_percent: 40 }), "pool.fee_percent"],
      [pool("Bad Scheme", { payout_schemes: ["WHATEVER"] }), "pool.payout_schemes.0"],
      [pool("Bad Coin", { coins: [{ symbol: "$$", min_payout: 1 }] }), "pool.coins.0.symbol"],
      [pool("Bad Server", { servers: ["not a host"] }), "pool.servers.0"],
      [pool("No Region", { regions: [] }), "pool.regions"],
      [{ ...pool("Bad Site"), website: "javascript:alert(1)" }, "website"],
      [{ ...pool("Future"), figures_date: "2999-01-01" }, "figures_date"],
      [{ ...pool(""), name: "" }, "name"],
      [{ ...pool("Bad Kind"), kind: "casino" }, "kind"],
      [
        {
          kind: "firmware",
          name: "Ghost firmware",
          website: "https://ghost.example",
          description_en: "x",
          description_fr: "x",
          figures_date: today,
          firmware: { brand_id: 999999, resource: "tool" },
        },
        "firmware.brand_id",
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await call<Record<string, string[]>>("POST", "/api/moderation/directory/", {
        payload,
        headers: moderator,
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body), field).toContain(field);
    }
    const fr = await call<Record<string, string[]>>("POST", "/api/moderation/directory/", {
      payload: { ...pool("Futur"), figures_date: "2999-01-01" },
      headers: moderator,
      lang: "fr",
    });
    expect(fr.body.figures_date).toEqual(["Les chiffres ne peuvent pas être datés dans le futur."]);
    const entry = await create(pool("Kind Keeper"));
    const kind = await call<Record<string, string[]>>("PUT", `/api/moderation/directory/${entry.id}/`, {
      payload: { ...pool("Kind Keeper"), kind: "exchanger", exchanger: undefined },
      headers: moderator,
    });
    expect(kind.status).toBe(400);
    const after = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from directory_entries`);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
  });
});

describe("/pool", () => {
  it("filters and sorts; the share comes from the provider when it has the figures, each with its date", async () => {
    await t.app.services.market.refresh();
    const big = await create(
      pool("Zeta Big Pool", {
        fee_percent: 2.5,
        payout_schemes: ["FPPS", "PPS+"],
        coins: [{ symbol: "BTC", min_payout: 0.001, hashrate_hs: 200e18, network_share_percent: 10 }],
        regions: ["global"],
      }),
    );
    const small = await create(
      pool("Alpha Small Pool", {
        fee_percent: 0.5,
        payout_schemes: ["PPLNS"],
        coins: [
          { symbol: "LTC", min_payout: 0.1, network_share_percent: 1.5 },
          { symbol: "BTC", min_payout: 0.01, network_share_percent: 0.5 },
        ],
        regions: ["asia"],
      }),
    );
    const list = await pools("?sort=fee&coin=btc");
    const ids = list.results.map((p) => p.id);
    expect(ids.indexOf(small.id)).toBeLessThan(ids.indexOf(big.id));
    expect(list.coins).toEqual(expect.arrayContaining(["BTC", "LTC"]));

    const bigView = list.results.find((p) => p.id === big.id);
    expect(bigView?.coins[0]?.share?.source).toBe("provider");
    expect(bigView?.coins[0]?.share?.percent).toBeCloseTo(25, 5);
    expect(bigView?.coins[0]?.share?.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const ltc = list.results.find((p) => p.id === small.id)?.coins.find((c) => c.symbol === "LTC");
    expect(ltc?.share).toEqual({ percent: 1.5, source: "moderator", date: "2026-11-01" });

    const byShare = (await pools("?sort=share&coin=BTC")).results.map((p) => p.id);
    expect(byShare.indexOf(big.id)).toBeLessThan(byShare.indexOf(small.id));
    const pplns = (await pools("?scheme=PPLNS")).results.map((p) => p.id);
    expect(pplns).toContain(small.id);
    expect(pplns).not.toContain(big.id);
    // "Worldwide" pools serve every region.
    const asia = (await pools("?region=asia")).results.map((p) => p.id);
    expect(asia).toEqual(expect.arrayContaining([small.id, big.id]));
    expect((await pools("?coin=LTC")).results.map((p) => p.id)).not.toContain(big.id);
    expect((await pools("", {}, "fr")).results.find((p) => p.id === big.id)?.description).toBe(
      "Zeta Big Pool paie chaque jour.",
    );
    const bad = await call<Record<string, string[]>>(
      "GET",
      "/api/directory/pools/?sort=cheapest&region=mars",
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["region", "sort"]);
  });

  it("a rating waits for a moderator, then shows and counts; one per user; nobody else changes it", async () => {
    const entry = await create(pool("Rated Pool"));
    const url = `/api/directory/pools/${entry.id}/rating/`;
    expect((await call("PUT", url, { payload: { rating: 4, review: "Solid" } })).status).toBe(401);
    const bad = await call<Record<string, string[]>>("PUT", url, { payload: { rating: 9 }, headers: buyer });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["rating"]);

    const mine = await call("PUT", url, { payload: { rating: 2, review: "Slow payouts" }, headers: buyer });
    expect(mine.body).toEqual({ rating: 2, review: "Slow payouts", status: "pending" });
    // Replaced, not added.
    await call("PUT", url, { payload: { rating: 5, review: "Great uptime" }, headers: buyer });
    let view = (await pools("", buyer)).results.find((p) => p.id === entry.id);
    expect(view?.rating).toEqual({ average: null, count: 0 });
    expect(view?.reviews).toEqual([]);
    expect(view?.mine).toEqual({ rating: 5, review: "Great uptime", status: "pending" });
    expect((await pools("", other)).results.find((p) => p.id === entry.id)?.mine).toBeNull();

    const queue = await call<RatingQueue>("GET", "/api/moderation/pool-ratings/", { headers: moderator });
    const pending = queue.body.results.filter((r) => r.pool.id === entry.id);
    expect(pending).toHaveLength(1);
    const ratingId = pending[0]?.id;
    const approved = await call("POST", `/api/moderation/pool-ratings/${ratingId}/decision/`, {
      payload: { status: "approved" },
      headers: moderator,
    });
    expect(approved.status).toBe(200);

    await call("PUT", url, { payload: { rating: 3, review: "" }, headers: other });
    view = (await pools()).results.find((p) => p.id === entry.id);
    expect(view?.rating).toEqual({ average: 5, count: 1 });
    expect(view?.reviews).toEqual([
      expect.objectContaining({ rating: 5, review: "Great uptime", author: "Alice Miner" }),
    ]);
    // Another user's rating is their own row: Alice's stays as it was.
    const [alice] = await t.database.rows<{ rating: number; status: string }>(
      sql`select rating, status from pool_ratings where id = ${ratingId}`,
    );
    expect(alice).toEqual({ rating: 5, status: "approved" });
    const rows = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from pool_ratings where entry_id = ${entry.id}`,
    );
    expect(rows[0]?.n).toBe(2);
    expect(
      (await call("PUT", "/api/directory/pools/999999/rating/", { payload: { rating: 3 }, headers: buyer }))
        .status,
    ).toBe(404);
  });

  it("limits ratings per user", async () => {
    const entry = await create(pool("Busy Pool"));
    const user = (await t.login((await t.createUser()).email)).headers;
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await call("PUT", `/api/directory/pools/${entry.id}/rating/`, {
          payload: { rating: 3 },
          headers: user,
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe("/cryptoexchangers and firmware", () => {
  it("lists exchangers with fiat, region and type filters", async () => {
    const base = {
      kind: "exchanger",
      website: "https://x.example",
      description_en: "d",
      description_fr: "d",
      figures_date: today,
    };
    const otc = await create({
      ...base,
      name: "Desk OTC",
      exchanger: { type: "otc", fiat: ["CHF"], regions: ["europe"], fee_percent: 0.1, coins: [] },
    });
    const ex = await create({
      ...base,
      name: "Global Exchange",
      exchanger: { type: "exchange", fiat: ["USD"], regions: ["global"], fee_percent: 0.2, coins: ["BTC"] },
    });
    const get = async (q: string) =>
      (await call<ExchangerList>("GET", `/api/directory/exchangers/${q}`)).body.results.map((e) => e.id);
    expect(await get("?type=otc")).toContain(otc.id);
    expect(await get("?type=otc")).not.toContain(ex.id);
    expect(await get("?fiat=chf")).toEqual([otc.id]);
    expect(await get("?region=asia")).toContain(ex.id);
    expect(await get("?region=asia")).not.toContain(otc.id);
    expect((await call("GET", "/api/directory/exchangers/?fiat=euro")).status).toBe(400);
  });

  it("gives a firmware page per brand and model, and the product page's link only when one exists", async () => {
    const link = async () =>
      (
        await call<FirmwareLink>(
          "GET",
          `/api/directory/firmware-link/?brand_id=${brand.id}&model_id=${model.id}`,
        )
      ).body;
    expect(await link()).toEqual({ brand: null, model: null });
    expect((await call("GET", `/api/directory/firmware/${brand.slug}/`)).status).toBe(404);
    const base = { kind: "firmware", description_en: "d", description_fr: "d", figures_date: today };
    await create({
      ...base,
      name: "Brand flasher",
      website: "https://flash.example",
      firmware: { brand_id: brand.id, resource: "tool" },
    });
    expect(await link()).toEqual({ brand: brand.slug, model: null });
    await create({
      ...base,
      name: "Model firmware",
      website: "https://fw.example",
      firmware: { brand_id: brand.id, model_id: model.id, resource: "official_firmware", version: "2024.1" },
    });
    expect(await link()).toEqual({ brand: brand.slug, model: model.slug });
    const page = await call<FirmwarePage>("GET", `/api/directory/firmware/${brand.slug}/${model.slug}/`);
    expect(page.status).toBe(200);
    expect(page.body.entries.map((e) => e.name)).toEqual(["Brand flasher", "Model firmware"]);
    const brandPage = await call<FirmwarePage>("GET", `/api/directory/firmware/${brand.slug}/`);
    expect(brandPage.body.models).toEqual([expect.objectContaining({ slug: model.slug })]);
    expect((await call("GET", `/api/directory/firmware/${brand.slug}/no-such-model/`)).status).toBe(404);
  });
});
