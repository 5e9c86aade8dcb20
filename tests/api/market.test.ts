/**
 * Market data (issue 18, docs/decisions/040): the refresh job against a local fake provider, never
 * the internet. Up: the figures land and GET /api/market/ serves them with source "provider" and
 * their read time. Down, slow, garbage (HTML, another JSON shape, nonsense numbers), a redirect to
 * another host: the job fails and the last good figures stay, whole. The halving is dated from the
 * average block time between two height readings.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MARKET_REFRESH_QUEUE } from "../../src/api/modules/market/refresh.ts";
import { SNAPSHOT_COINS, SNAPSHOT_READ_AT } from "../../src/api/modules/market/snapshot.ts";
import type { MarketOverview } from "../../src/common/api/market.ts";
import { NEXT_HALVING_HEIGHT } from "../../src/common/economics.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

type Answer = (res: ServerResponse) => void;

/** A fake provider on a port of its own: `answer` says how it answers GET /coins; it can go down and up. */
interface FakeProvider {
  server: Server;
  port: number;
  url: string;
  requests: { url: string; accept: string }[];
  answer: Answer;
  down(): Promise<void>;
  up(): Promise<void>;
}

async function startFake(port = 0): Promise<FakeProvider> {
  const fake: FakeProvider = {
    server: createServer(),
    port,
    url: "",
    requests: [],
    answer: (res) => res.end(),
    async down() {
      fake.server.closeAllConnections();
      await new Promise((resolve) => fake.server.close(resolve));
    },
    async up() {
      fake.server = createServer(handle);
      await new Promise<void>((resolve) => fake.server.listen(fake.port, "127.0.0.1", resolve));
    },
  };
  function handle(req: IncomingMessage, res: ServerResponse) {
    fake.requests.push({ url: req.url ?? "", accept: String(req.headers.accept ?? "") });
    if (req.url !== "/v1/coins") {
      res.statusCode = 404;
      res.end("{}");
      return;
    }
    fake.answer(res);
  }
  fake.server = createServer(handle);
  await new Promise<void>((resolve) => fake.server.listen(port, "127.0.0.1", resolve));
  fake.port = (fake.server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${fake.port}/v1`;
  return fake;
}

const json =
  (body: unknown, status = 200): Answer =>
  (res) => {
    res.statusCode = status;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(body));
  };

/** The snapshot's coins with their prices changed by `factor` (something a test can tell apart). */
const coinsTimes = (factor: number) =>
  SNAPSHOT_COINS.map((c) => ({ ...c, priceUsd: c.priceUsd * factor, priceEur: c.priceEur * factor }));

let t: TestApp;
let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFake();
  fake.answer = json({ coins: coinsTimes(1.5) });
  // 1.5 s: PGlite runs in this thread and may hold it a while on a busy machine; the slow fake takes 5 s.
  t = await createTestApp({
    settings: { market: { dataUrl: fake.url, refreshMinutes: 10, timeoutMs: 1500, cacheTtlMs: 60_000 } },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.down().catch(() => {});
});
beforeEach(async () => {
  fake.requests = [];
  // A failed refresh is retried a minute later: not within these tests (each counts its own runs).
  await t.database.rows(sql`delete from pgboss.job where name = ${MARKET_REFRESH_QUEUE} and state = 'retry'`);
});

async function market(): Promise<MarketOverview> {
  const res = await t.app.inject({ method: "GET", url: "/api/market/" });
  expect(res.statusCode).toBe(200);
  return res.json() as MarketOverview;
}

const coin = (m: MarketOverview, symbol: string) => {
  const c = m.coins.find((x) => x.symbol === symbol);
  if (!c) throw new Error(`no ${symbol} in the answer`);
  return c;
};

/** Every stored row, to compare before and after a refresh that must change nothing. */
const storedRows = () =>
  t.database.rows(sql`select * from market_coins order by symbol`).then((rows) => JSON.stringify(rows));
const storedReadings = () =>
  t.database
    .rows<{ n: number }>(sql`select count(*)::int as n from market_height_readings`)
    .then((r) => r[0]?.n);

/** Queues a refresh (as the schedule does) and runs it. */
async function runJob() {
  await t.app.services.jobs.send(MARKET_REFRESH_QUEUE, {});
  return t.drain();
}

describe("market data", () => {
  it("serves the shipped snapshot until the provider answered, saying so", async () => {
    const m = await market();
    expect(m.source).toBe("snapshot");
    expect(m.readAt).toBe(SNAPSHOT_READ_AT);
    expect(coin(m, "BTC").priceUsd).toBe(SNAPSHOT_COINS[0]?.priceUsd);
    expect(m.coins.every((c) => c.source === "snapshot" && c.readAt === SNAPSHOT_READ_AT)).toBe(true);
    expect(m.halving.blockTimeFrom).toBe("target");
    expect(m.halving.averageBlockTimeSec).toBe(600);
  });

  it("up: the start-up refresh stores the provider's figures, served with source provider and their read time", async () => {
    const before = Date.now();
    // The refresh queued at start (no data yet) runs.
    const run = await t.drain();
    expect(run).toEqual({ completed: 1, failed: 0 });
    expect(fake.requests).toEqual([{ url: "/v1/coins", accept: "application/json" }]);
    const m = await market();
    expect(m.source).toBe("provider");
    const readAt = Date.parse(m.readAt);
    expect(readAt).toBeGreaterThanOrEqual(before - 1000);
    expect(readAt).toBeLessThanOrEqual(Date.now());
    const btc = coin(m, "BTC");
    expect(btc.priceUsd).toBe(90_000 * 1.5);
    expect(btc.priceEur).toBe(78_000 * 1.5);
    expect(btc.source).toBe("provider");
    expect(coin(m, "KAS").priceUsd).toBeCloseTo(0.09);
    expect(coin(m, "DOGE").algorithm).toBe("Scrypt");
    expect(m.coins.map((c) => c.symbol)).toEqual(SNAPSHOT_COINS.map((c) => c.symbol));
    expect(await storedReadings()).toBe(SNAPSHOT_COINS.length);
  });

  it("a start-up refresh right after a refresh does not ask the provider again", async () => {
    await t.app.services.jobs.send(MARKET_REFRESH_QUEUE, { minAgeSeconds: 600 });
    expect(await t.drain()).toEqual({ completed: 1, failed: 0 });
    expect(fake.requests).toEqual([]);
  });

  it("down (connection refused): the job fails and the last good figures stay", async () => {
    const rows = await storedRows();
    const readAt = (await market()).readAt;
    await fake.down();
    try {
      expect(await runJob()).toEqual({ completed: 0, failed: 1 });
    } finally {
      await fake.up();
    }
    expect(await storedRows()).toBe(rows);
    const m = await market();
    expect(m.source).toBe("provider");
    expect(m.readAt).toBe(readAt);
    expect(coin(m, "BTC").priceUsd).toBe(90_000 * 1.5);
  });

  it("slow (no answer within the timeout): the job gives up and the last good figures stay", async () => {
    const rows = await storedRows();
    const timers: NodeJS.Timeout[] = [];
    fake.answer = (res) => {
      timers.push(setTimeout(() => json({ coins: coinsTimes(3) })(res), 5000));
    };
    // The answer comes after 5 s and would be good figures: a job that waited for it would complete.
    expect(await runJob()).toEqual({ completed: 0, failed: 1 });
    for (const timer of timers) clearTimeout(timer);
    expect(fake.requests).toHaveLength(1);
    expect(await storedRows()).toBe(rows);
    expect(coin(await market(), "BTC").priceUsd).toBe(90_000 * 1.5);
  });

  it("a body that stalls half-way is given up on too", async () => {
    const rows = await storedRows();
    fake.answer = (res) => {
      res.setHeader("content-type", "application/json");
      res.write('{"coins": [');
    };
    expect(await runJob()).toEqual({ completed: 0, failed: 1 });
    expect(await storedRows()).toBe(rows);
    fake.server.closeAllConnections();
  });

  it.each([
    [
      "an HTML error page",
      (res) => {
        res.setHeader("content-type", "text/html");
        res.end("<html><body>502 Bad Gateway</body></html>");
      },
    ],
    ["a 500 with JSON", json({ coins: coinsTimes(2) }, 500)],
    ["another JSON shape", json({ data: { BTC: { price: 1 } } })],
    ["an empty list", json({ coins: [] })],
    [
      "nothing but nonsense coins",
      json({ coins: coinsTimes(2).map((c) => ({ ...c, priceUsd: -c.priceUsd })) }),
    ],
    [
      "numbers as text",
      json({ coins: coinsTimes(2).map((c) => ({ ...c, blockHeight: String(c.blockHeight) })) }),
    ],
  ] satisfies [string, Answer][])(
    "garbage (%s): the last good figures stay, nothing half-written",
    async (_, answer) => {
      const rows = await storedRows();
      const readings = await storedReadings();
      fake.answer = answer;
      expect(await runJob()).toEqual({ completed: 0, failed: 1 });
      expect(await storedRows()).toBe(rows);
      expect(await storedReadings()).toBe(readings);
      expect(coin(await market(), "BTC").priceUsd).toBe(90_000 * 1.5);
    },
  );

  it("a nonsense coin is left out whole while the others of the answer count", async () => {
    const [btcBefore] = await t.database.rows(sql`select * from market_coins where symbol = 'BTC'`);
    const coins = coinsTimes(2).map((c) => {
      if (c.symbol === "BTC") return { ...c, priceUsd: -5, blockHeight: c.blockHeight + 100 };
      if (c.symbol === "KAS") return { ...c, networkHashrateHs: undefined, blockTimeSec: 0 };
      if (c.symbol === "ZEC") return { ...c, blockHeight: 1.5 };
      return c;
    });
    fake.answer = json({ coins: [...coins, { ...coins[1], priceUsd: 1 }] });
    expect(await runJob()).toEqual({ completed: 1, failed: 0 });
    const [btcAfter] = await t.database.rows(sql`select * from market_coins where symbol = 'BTC'`);
    expect(btcAfter).toEqual(btcBefore);
    const m = await market();
    expect(coin(m, "BTC").priceUsd).toBe(90_000 * 1.5);
    expect(coin(m, "KAS").priceUsd).toBeCloseTo(0.09);
    expect(coin(m, "ZEC").priceUsd).toBe(450 * 1.5);
    // LTC answered twice: the first one counts, the second is left out.
    expect(coin(m, "LTC").priceUsd).toBe(85 * 2);
    expect(coin(m, "DOGE").priceUsd).toBeCloseTo(0.34);
    expect(Date.parse(coin(m, "LTC").readAt ?? "")).toBeGreaterThan(Date.parse(coin(m, "BTC").readAt ?? ""));
    expect(m.readAt).toBe(coin(m, "LTC").readAt);
  });

  it("refuses a redirect to another host (and never calls it)", async () => {
    const other = await startFake();
    other.answer = json({ coins: coinsTimes(7) });
    const rows = await storedRows();
    fake.answer = (res) => {
      res.statusCode = 302;
      res.setHeader("location", `${other.url}/coins`);
      res.end();
    };
    try {
      expect(await runJob()).toEqual({ completed: 0, failed: 1 });
      expect(other.requests).toEqual([]);
    } finally {
      await other.down();
    }
    expect(await storedRows()).toBe(rows);
  });

  it("an older reading never replaces a newer one (two processes refreshing at once)", async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await t.database.rows(
      sql`update market_coins set read_at = ${later}::timestamptz, price_usd = 123 where symbol = 'DASH'`,
    );
    fake.answer = json({ coins: coinsTimes(4) });
    expect(await runJob()).toEqual({ completed: 1, failed: 0 });
    const m = await market();
    expect(coin(m, "DASH").priceUsd).toBe(123);
    expect(coin(m, "BTC").priceUsd).toBe(90_000 * 4);
  });

  it("dates the halving from the average block time between two height readings", async () => {
    const height = 980_000;
    const now = Date.now();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    await t.database.rows(sql`delete from market_height_readings where symbol = 'BTC'`);
    await t.database.rows(
      sql`update market_coins set block_height = ${height}, read_at = ${at(0)}::timestamptz where symbol = 'BTC'`,
    );
    // One reading: too little to tell, Bitcoin's target.
    await t.database.rows(
      sql`insert into market_height_readings (symbol, read_at, height) values ('BTC', ${at(0)}::timestamptz, ${height})`,
    );
    t.app.services.market.invalidate();
    let m = await market();
    expect(m.halving.blockTimeFrom).toBe("target");
    expect(m.halving.averageBlockTimeSec).toBe(600);
    // Six hours earlier, 40 blocks fewer: 540 s a block. A reading older than 24 h does not count.
    await t.database.rows(sql`insert into market_height_readings (symbol, read_at, height) values
      ('BTC', ${at(6 * 3_600_000)}::timestamptz, ${height - 40}),
      ('BTC', ${at(30 * 3_600_000)}::timestamptz, ${height - 100})`);
    t.app.services.market.invalidate();
    m = await market();
    expect(m.halving.blockTimeFrom).toBe("readings");
    expect(m.halving.averageBlockTimeSec).toBeCloseTo(540, 6);
    expect(m.halving.height).toBe(height);
    expect(m.halving.halvingHeight).toBe(NEXT_HALVING_HEIGHT);
    expect(m.halving.blocksLeft).toBe(NEXT_HALVING_HEIGHT - height);
    const expected = Date.parse(coin(m, "BTC").readAt ?? "") + (NEXT_HALVING_HEIGHT - height) * 540_000;
    expect(Math.abs(Date.parse(m.halving.estimatedAt) - expected)).toBeLessThan(1000);
  });

  it("keeps each process's copy for a short while, and drops it when this process refreshes", async () => {
    const before = coin(await market(), "ETC").priceUsd;
    await t.database.rows(sql`update market_coins set price_usd = 999 where symbol = 'ETC'`);
    // Another process's write shows after the TTL; this process's cache still has the old figure.
    expect(coin(await market(), "ETC").priceUsd).toBe(before);
    fake.answer = json({ coins: coinsTimes(5) });
    expect(await runJob()).toEqual({ completed: 1, failed: 0 });
    expect(coin(await market(), "ETC").priceUsd).toBe(15 * 5);
  });
});
