/**
 * npm run bench — load benchmarks against a running server started here, printed as a table.
 * Not a test: numbers vary by machine; issues name the targets.
 *
 *   npm run bench                              embedded PGlite store under ./data (the demo data)
 *   DATABASE_URL=postgres://… npm run bench    a PostgreSQL server
 *   npm run bench -- --duration 10 --connections 10
 *   npm run bench -- --chat-only                the chat bench alone (bench/chat.ts)
 *
 * Generate a large catalogue first with `npm run db:seed -- --products 100000`.
 */
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { loadConfig, settleNodeEnv } from "../src/config.ts";
import { benchChat } from "./chat.ts";

// As src/main.ts does for `npm start`: React's production build is chosen at its first import.
settleNodeEnv(false);
const { startServer } = await import("../src/server.ts");

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const duration = arg("duration", 10);
const connections = arg("connections", 10);

const config = loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn" });
const server = await startServer(config);
// The text and brand of the bench's search are those of the most common public miner name, so the
// search answers a full page (a brand that no product of the text has would answer nothing).
const [sample] = await server.database.rows<{ sku: string; brand_id: number; word: string; n: number }>(sql`
  select p.sku, p.brand_id, split_part(lower(p.name), ' ', 1) as word,
    (select count(*)::int from products where status = 'approved') as n
  from products p where p.status = 'approved' and p.brand_id is not null and p.name ilike 'antminer%'
  order by p.id limit 1`);
if (!sample) throw new Error("No products: seed the database first (npm run db:seed).");

const routes: { name: string; path: string }[] = [
  { name: "GET /api/health", path: "/api/health" },
  {
    name: "GET /api/search/products/ (text + 2 filters)",
    path: `/api/search/products/?search=${sample.word}&brand_id__terms=${sample.brand_id}&sales_locations__terms=EU,NA`,
  },
  {
    name: "GET /api/search/products/ (typo + 1 filter)",
    path: `/api/search/products/?search=antminr%20s21&sales_locations__terms=EU`,
  },
  { name: "GET /api/search/products/ (no filter)", path: "/api/search/products/" },
  { name: "GET /api/products-catalog/products/{sku}", path: `/api/products-catalog/products/${sample.sku}` },
  { name: "GET /api/products-catalog/categories/menu/", path: "/api/products-catalog/categories/menu/" },
  { name: "GET /products-catalog (SSR page)", path: `/products-catalog?brand=${sample.brand_id}` },
  { name: "GET /product/{sku} (SSR page)", path: `/product/${sample.sku}` },
];

type Row = {
  route: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  ratio?: number;
};
const rows: Row[] = [];
const chatOnly = process.argv.includes("--chat-only");
for (const route of chatOnly ? [] : routes) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: server.url + route.path, connections, duration, headers: { "accept-language": "en" } },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const pct = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  rows.push({
    route: route.name,
    rps: Math.round(result.requests.average),
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    errors: result.errors + result.non2xx,
  });
}
const health = rows[0]?.p95 || 1;
for (const r of rows) r.ratio = Math.round((r.p95 / health) * 10) / 10;

console.log(
  `\nRigMarket bench — ${server.database.kind}, ${sample.n} approved products, ${connections} connections, ${duration} s per route (${path.basename(process.cwd())})\n`,
);
console.table(
  rows.map((r) => ({
    route: r.route,
    "req/s": r.rps,
    "p50 ms": r.p50,
    "p95 ms": r.p95,
    "p99 ms": r.p99,
    "p95 / health": r.ratio,
    "errors+non2xx": r.errors,
  })),
);

// Chat (issue 8): 1,000 sockets, 200 messages a second over 100 rooms (targets: p95 < 50 ms, none
// lost or duplicated, < 50 KB per idle socket; meant for PostgreSQL).
const chat = await benchChat(server, { seconds: duration });
console.log(
  `\nChat — ${server.database.kind}, ${chat.sockets} sockets, ${chat.rate} messages/s over ${chat.rooms} rooms for ${chat.seconds} s\n`,
);
console.table([
  {
    sent: chat.sent,
    delivered: chat.delivered,
    lost: chat.lost,
    duplicated: chat.duplicated,
    errors: chat.errors,
    "p50 ms": chat.p50,
    "p95 ms": chat.p95,
    "p99 ms": chat.p99,
    "KB / idle socket": Math.round(chat.bytesPerIdleSocket / 102.4) / 10,
  },
]);
await server.close();
