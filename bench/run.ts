/**
 * npm run bench — load benchmarks, printed as tables. Not a test: numbers vary by machine; issues
 * name the targets.
 *
 *   npm run bench                              embedded PGlite store under ./data (the demo data)
 *   DATABASE_URL=postgres://… npm run bench    a PostgreSQL server
 *   npm run bench -- --duration 10 --connections 10 --workers 2
 *   npm run bench -- --chat-only                the chat benches alone (bench/chat.ts)
 *   npm run bench -- --http-only                the HTTP routes alone
 *   npm run bench -- --excel-only               the spreadsheet import and export alone (bench/excel.ts)
 *
 * Generate a large catalogue first with `npm run db:seed -- --products 100000`.
 *
 * The HTTP routes are measured against `npm start`'s server in a child process, as deployed
 * (autocannon in this process would share the server's event loop and CPU time and add its own
 * work to every latency). `--workers` is WEB_CONCURRENCY for that server: one process per core on
 * PostgreSQL by default, one on PGlite (the embedded store belongs to one process). The chat bench
 * then starts the server in this process, because it measures the server's memory per socket.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { loadConfig, settleNodeEnv } from "../src/config.ts";
import { benchChat, benchChatFlood } from "./chat.ts";
import { benchExcel } from "./excel.ts";

// As src/main.ts does for `npm start`: React's production build is chosen at its first import.
settleNodeEnv(false);

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const duration = arg("duration", 10);
const connections = arg("connections", 10);
const onPg = Boolean(process.env.DATABASE_URL);
const workers = arg("workers", onPg ? os.availableParallelism() : 1);
const chatOnly = process.argv.includes("--chat-only");
const excelOnly = process.argv.includes("--excel-only");
const httpOnly = process.argv.includes("--http-only");
const storeName = onPg ? "PostgreSQL" : "PGlite";

async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, "127.0.0.1");
  await once(srv, "listening");
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  return port;
}

/** `npm start`'s server (src/main.ts) in a child process; resolves once /api/health answers. */
async function startChild(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: String(workers),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error("The server did not answer /api/health within 180 s");
    await new Promise((r) => setTimeout(r, 250));
  }
}

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
const http = chatOnly || excelOnly ? null : await startChild();
let approved = 0;
const routes: { name: string; path: string }[] = [];
if (http) {
  // The text and brand of the bench's search are those of the top public Antminer, so the search
  // answers a full page (a brand that no product of the text has would answer nothing).
  const get = async <T>(p: string) => (await (await fetch(http.url + p)).json()) as T;
  type Page = { count: number; results: { sku: string; name: string; brand: { id: number } | null }[] };
  approved = (await get<Page>("/api/search/products/?page_size=1")).count;
  const sample = (await get<Page>("/api/search/products/?search=antminer&page_size=24")).results.find(
    (p) => p.brand !== null,
  );
  if (!sample?.brand) throw new Error("No products: seed the database first (npm run db:seed).");
  const word = sample.name.split(" ")[0]?.toLowerCase() ?? "antminer";
  routes.push(
    { name: "GET /api/health", path: "/api/health" },
    {
      name: "GET /api/search/products/ (text + 2 filters)",
      path: `/api/search/products/?search=${word}&brand_id__terms=${sample.brand.id}&sales_locations__terms=EU,NA`,
    },
    {
      name: "GET /api/search/products/ (typo + 1 filter)",
      path: "/api/search/products/?search=antminr%20s21&sales_locations__terms=EU",
    },
    { name: "GET /api/search/products/ (no filter)", path: "/api/search/products/" },
    {
      name: "GET /api/products-catalog/products/{sku}",
      path: `/api/products-catalog/products/${sample.sku}`,
    },
    { name: "GET /api/products-catalog/categories/menu/", path: "/api/products-catalog/categories/menu/" },
    { name: "GET /products-catalog (SSR page)", path: `/products-catalog?brand=${sample.brand.id}` },
    { name: "GET /product/{sku} (SSR page)", path: `/product/${sample.sku}` },
  );
}
for (const route of routes) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: (http?.url ?? "") + route.path, connections, duration, headers: { "accept-language": "en" } },
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
if (http) {
  // autocannon drops the requests still on their way when a route's time is up; the server finishes
  // them (their answers go nowhere) before it is stopped, so it does not stop under their feet.
  await new Promise((r) => setTimeout(r, 1000));
  http.child.kill("SIGTERM");
  await once(http.child, "exit");
  const health = rows[0]?.p95 || 1;
  for (const r of rows) r.ratio = Math.round((r.p95 / health) * 10) / 10;
  console.log(
    `\nRigMarket bench — ${storeName}, ${approved} public products, server: ${workers} process(es) on ${os.availableParallelism()} cores, ${connections} connections, ${duration} s per route (${path.basename(process.cwd())})\n`,
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
}

// Chat (issue 8): 1,000 sockets, 200 messages a second over 100 rooms (targets: p95 < 50 ms, none
// lost or duplicated, < 50 KB per idle socket; meant for PostgreSQL). Then one user flooding it.
if (!httpOnly) {
  const { startServer } = await import("../src/server.ts");
  const config = loadConfig({
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    WEB_CONCURRENCY: "1",
  });
  const server = await startServer(config);
  // The spreadsheet bench (issue 7): 10,000 rows to drafts, then their export.
  if (!chatOnly) {
    const excel = await benchExcel(server);
    console.log(`\nCatalogue spreadsheet — ${storeName}, ${excel.rows} rows (${excel.fileMb} MB)\n`);
    console.table([
      {
        step: "exceljs streaming read (same file)",
        seconds: Math.round((excel.rows / excel.exceljsRowsPerSecond) * 100) / 100,
        "rows / s": `${excel.exceljsRowsPerSecond} (${excel.exceljsRange.join("-")})`,
        "RSS growth MB": "",
        "heap growth MB": "",
        target: "baseline",
      },
      {
        step: `import to drafts (upload ${excel.uploadSeconds} s + job ${excel.jobSeconds} s)`,
        seconds: excel.importSeconds,
        "rows / s": `${excel.importRowsPerSecond} (${(excel.importRowsPerSecond / excel.exceljsRowsPerSecond).toFixed(2)} of exceljs)`,
        "RSS growth MB": excel.rssGrowthMb,
        "heap growth MB": excel.heapGrowthMb,
        target: `>= 0.5 of exceljs; ${onPg ? "< 10 s" : "< 20 s"}, < 300 MB`,
      },
      {
        step: `import as the seller waits (+ ${excel.queueSeconds} s queue wait)`,
        seconds: excel.endToEndSeconds,
        "rows / s": Math.round(excel.rows / excel.endToEndSeconds),
        "RSS growth MB": "",
        "heap growth MB": "",
        target: "",
      },
      {
        step: "export",
        seconds: excel.exportSeconds,
        "rows / s": excel.exportRowsPerSecond,
        "RSS growth MB": "",
        "heap growth MB": "",
        target: "< 5 s",
      },
    ]);
  }
  if (excelOnly) {
    await server.close();
    process.exit(0);
  }
  const chat = await benchChat(server, { seconds: duration });
  console.log(
    `\nChat — ${storeName}, ${chat.sockets} sockets, ${chat.rate} messages/s over ${chat.rooms} rooms for ${chat.seconds} s\n`,
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

  // One user flooding the chat (issue 15; target: /api/health p95 at most 3x its quiet p95).
  const flood = await benchChatFlood(server, { seconds: duration, connections });
  console.log(
    `\nChat flood — ${storeName}, GET /api/health (${connections} connections, ${duration} s) quiet, then while one user with 200 rooms floods the chat with getAllRooms batches from every socket it may open (paced: as fast as the budget allows; brute: without waiting)\n`,
  );
  console.table(
    [
      {
        route: "GET /api/health, chat quiet",
        ...flood.quiet,
        ratio: 1,
        answered: "",
        refused: "",
        closed: "",
        upgrades: "",
      },
      ...flood.floods.map((f) => ({
        route: `GET /api/health, one user flooding (${f.mode})`,
        ...f.health,
        ratio: f.ratio,
        answered: f.answered,
        refused: f.refused,
        closed: f.closed,
        upgrades: f.upgradesRefused,
      })),
    ].map((r) => ({
      route: r.route,
      "req/s": r.rps,
      "p50 ms": r.p50,
      "p95 ms": r.p95,
      "p99 ms": r.p99,
      "max ms": r.max,
      "p95 / quiet": r.ratio,
      "server loop busy %": r.serverBusy,
      "errors+non2xx": r.errors,
      "flooder calls answered": r.answered,
      "frames refused": r.refused,
      "sockets closed 4429": r.closed,
      "upgrades refused 429": r.upgrades,
    })),
  );
  await server.close();
}
