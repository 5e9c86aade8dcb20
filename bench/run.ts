/**
 * npm run bench — load benchmarks, printed as tables. Not a test: numbers vary by machine; issues
 * name the targets.
 *
 *   npm run bench                              embedded PGlite store under ./data (the demo data)
 *   DATABASE_URL=postgres://… npm run bench    a PostgreSQL server
 *   npm run bench -- --duration 10 --connections 10 --workers 2   (default 5 s per route)
 *   npm run bench -- --http-only --only "company|sellers"   only the HTTP rows whose name matches
 *   npm run bench -- --chat-only                the chat benches alone (bench/chat.ts)
 *   npm run bench -- --http-only                the HTTP routes alone
 *   npm run bench -- --excel-only               the spreadsheet import and export alone (bench/excel.ts)
 *   npm run bench -- --alerts-only              matching one new product against 10,000 saved searches (bench/alerts.ts)
 *   npm run bench -- --memory-only              idle memory of one server process alone (bench/memory.ts);
 *                                              `--idle N`: seconds idle before reading it (default 30)
 *   npm run bench -- --abuse                    what one hostile account does to /api/health (bench/abuse.ts):
 *                                              errors files, archive toggles, share-image walk, bulk mail;
 *                                              `--duration N` (default 20) per measurement, `--rows N` (default
 *                                              50000), `--og-products N` (default 310), `--bulk-mails N` (10000),
 *                                              `--which 1,3` (only those abuses)
 *
 * Generate a large catalogue first with `npm run db:seed -- --products 100000`.
 *
 * The HTTP routes are measured against `npm start`'s server in a child process, as deployed
 * (autocannon in this process would share the server's event loop and CPU time and add its own
 * work to every latency). `--workers` is WEB_CONCURRENCY for that server: one process per core on
 * PostgreSQL by default, one on PGlite (the embedded store belongs to one process). The chat bench
 * then starts the server in this process, because it measures the server's memory per socket.
 */
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { loadConfig, settleNodeEnv } from "../src/config.ts";
import { benchAbuse } from "./abuse.ts";
import { benchAlerts } from "./alerts.ts";
import { benchChat, benchChatFlood } from "./chat.ts";
import { startChild as startChildProcess, stopChild } from "./child.ts";
import { benchExcel } from "./excel.ts";
import type { Latency } from "./latency.ts";
import { benchIdleMemory } from "./memory.ts";

// As src/main.ts does for `npm start`: React's production build is chosen at its first import.
settleNodeEnv(false);

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const duration = arg("duration", 5);
const connections = arg("connections", 10);
const onPg = Boolean(process.env.DATABASE_URL);
const workers = arg("workers", onPg ? os.availableParallelism() : 1);
const chatOnly = process.argv.includes("--chat-only");
const excelOnly = process.argv.includes("--excel-only");
const httpOnly = process.argv.includes("--http-only");
const memoryOnly = process.argv.includes("--memory-only");
const alertsOnly = process.argv.includes("--alerts-only");
const idleSeconds = arg("idle", 30);
const storeName = onPg ? "PostgreSQL" : "PGlite";

const startChild = (processes = workers) => startChildProcess(processes);

// The abuse mode (issue 31): alone, with its own defaults; target: every row's health p95 at most 3x quiet.
if (process.argv.includes("--abuse")) {
  const opts = {
    seconds: arg("duration", 20),
    connections,
    workers,
    rows: arg("rows", 50_000),
    ogProducts: arg("og-products", 310),
    bulkMails: arg("bulk-mails", 10_000),
    which: (() => {
      const i = process.argv.indexOf("--which");
      return i > 0 ? (process.argv[i + 1] ?? "").split(",").map(Number) : [1, 2, 3, 4];
    })(),
  };
  const loadBefore = os.loadavg().map((x) => x.toFixed(2));
  const abuse = await benchAbuse(opts);
  const loadAfter = os.loadavg().map((x) => x.toFixed(2));
  console.log(
    `\nAbuse — ${abuse.store}, ${abuse.publicProducts} public products, server: ${workers} process(es); machine: ${os.availableParallelism()} cores, load average ${loadBefore.join(" ")} before and ${loadAfter.join(" ")} after, Node.js ${process.version} (${path.basename(process.cwd())})\n` +
      `GET /api/health with ${connections} connections for ${opts.seconds} s quiet, then ${opts.seconds} s while one abuse runs. Target: p95 under abuse at most 3x quiet.\n`,
  );
  console.table(
    abuse.rows.map((r) => ({
      abuse: r.abuse,
      "what it does": r.what,
      "health p95 quiet ms": r.quiet.p95,
      "health p95 under abuse ms": r.loaded.p95,
      ratio: r.ratio,
      "the abuse's own figures": r.figures,
      "ok (<= 3x)": r.ratio <= 3 ? "ok" : `> 3x`,
    })),
  );
  console.log(
    "\nThe same rows in detail (latencies in ms; in flight: the requests still unanswered when the time was up, one per connection, counted with their wait so far)\n",
  );
  console.table(
    abuse.rows.flatMap((r) => [
      ...[
        ["health, quiet", r.quiet],
        ["health, under abuse", r.loaded],
        ...(r.pages
          ? [
              ["guest pages / and /products-catalog, quiet", r.pages.quiet],
              ["guest pages, under abuse", r.pages.loaded],
            ]
          : []),
      ].map(([what, l]) => {
        const x = l as Latency;
        return {
          abuse: r.abuse,
          measured: what as string,
          "req/s": x.rps,
          "p50 ms": x.p50,
          "p95 ms": x.p95,
          "p99 ms": x.p99,
          "max ms": x.max,
          "in flight at end": x.inFlight,
          "errors+non2xx": x.errors,
          "settle s": what === "health, under abuse" ? r.settleSeconds : "",
          "load 1m": what === "health, under abuse" ? r.load : "",
        };
      }),
    ]),
  );
  for (const f of abuse.failed) console.log(`Not measured: ${f.abuse}: ${f.error}`);
  process.exit(abuse.failed.length ? 1 : 0);
}

type Kind = "static" | "page" | "api";
type Row = {
  route: string;
  kind: Kind;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  ratio?: number;
};
/** p95 / the static asset's p95 that each kind must stay under on PostgreSQL (twice that on PGlite). */
const TARGET_RATIO: Record<Kind, number | undefined> = { static: undefined, page: 15, api: 10 };
const rows: Row[] = [];
const http = chatOnly || excelOnly || memoryOnly || alertsOnly ? null : await startChild();
let approved = 0;
const routes: { name: string; path: string; kind: Kind }[] = [];
if (http) {
  const get = async <T>(p: string) => {
    const res = await fetch(http.url + p);
    if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
    return (await res.json()) as T;
  };
  // The text and brand of the bench's search are those of the top public Antminer, so the search
  // answers a full page (a brand that no product of the text has would answer nothing).
  type Page = {
    count: number;
    results: { id: number; sku: string; name: string; brand: { id: number } | null }[];
  };
  approved = (await get<Page>("/api/search/products/?page_size=1")).count;
  const sample = (await get<Page>("/api/search/products/?search=antminer&page_size=24")).results.find(
    (p) => p.brand !== null,
  );
  if (!sample?.brand) throw new Error("No products: seed the database first (npm run db:seed).");
  const word = sample.name.split(" ")[0]?.toLowerCase() ?? "antminer";
  // The company page's row is the company with the most public products (db:seed's --big-seller).
  const [company] = (
    await get<{ results: { id: number; country: { iso: string } | null; products_count: number }[] }>(
      "/api/sellers/?ordering=-products_count&page_size=1",
    )
  ).results;
  const [service] = (
    await get<{ results: { id: number; seller: { id: number } }[] }>("/api/search/services/?page_size=1")
  ).results;
  if (!company || !service)
    throw new Error("No companies or services: seed the database first (npm run db:seed).");
  const country = company.country?.iso ?? "DE";
  // The model page's row is the model with the most public offers; the article's, the newest one.
  const [model] = (
    await get<{ id: number; public_products_count: number }[]>("/api/models/miners/simple/")
  ).sort((a, b) => b.public_products_count - a.public_products_count);
  const [article] = (await get<{ results: { slug: string }[] }>("/api/blog/articles/?page_size=1")).results;
  if (!model) throw new Error("No miner models: seed the database first (npm run db:seed).");
  // The baseline: one fingerprinted file of the build, the stylesheet every page links.
  const home = await (await fetch(`${http.url}/`)).text();
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  if (!asset)
    throw new Error("The home page links no stylesheet under /assets/: build first (npm run build).");
  const page = (name: string, path: string) => routes.push({ name, path, kind: "page" });
  const api = (name: string, path: string) => routes.push({ name, path, kind: "api" });
  routes.push({ name: "GET /assets/… (static, baseline)", path: asset, kind: "static" });
  api("GET /api/health", "/api/health");
  // Each page, then the API calls of its loader (src/web/routes/*.tsx) that the rows above do not
  // already measure.
  page("GET / (SSR page)", "/");
  page("GET /fr (SSR page)", "/fr");
  api("GET /api/products-catalog/categories/menu/", "/api/products-catalog/categories/menu/");
  api("GET /api/search/products/trending/ (region, 8)", "/api/search/products/trending/?region=AW&limit=8");
  api("GET /api/products-catalog/products/count", "/api/products-catalog/products/count?region=AW");
  api("GET /api/sellers/count", "/api/sellers/count?regions=AW");
  api("GET /api/search/services/ (4)", "/api/search/services/?page_size=4");
  api("GET /api/sellers/ (top 4 by products)", "/api/sellers/?page_size=4&ordering=-products_count");
  api("GET /api/market/", "/api/market/");
  // Issue 20: the widgets of / and /marketplace (docs/decisions/049).
  api("GET /api/products-catalog/special-offers/ (4)", "/api/products-catalog/special-offers/?page_size=4");
  api("GET /api/products-catalog/best-deals/ (6)", "/api/products-catalog/best-deals/?page_size=6");
  api("GET /api/trending/products/ (5)", "/api/trending/products/?limit=5");
  api("GET /api/trending/services/ (5)", "/api/trending/services/?limit=5");
  api("GET /api/trending/companies/ (5)", "/api/trending/companies/?limit=5");
  page("GET /calculators-and-widgets (SSR page)", "/calculators-and-widgets");
  api("GET /api/models/miners/simple/", "/api/models/miners/simple/");
  page("GET /marketplace (SSR page)", "/marketplace");
  api("GET /api/search/products/trending/ (6)", "/api/search/products/trending/?limit=6");
  api("GET /api/products-catalog/brands/", "/api/products-catalog/brands/?page_size=100");
  api("GET /api/menu-banners/active/", "/api/menu-banners/active/");
  api(
    "GET /api/search/products/ (SHA-256 by efficiency)",
    "/api/search/products/?algorithm__terms=SHA-256&ordering=efficiency&page_size=3",
  );
  api("GET /api/search/products/ (100 newest)", "/api/search/products/?ordering=-created_at&page_size=100");
  page("GET /products-catalog (SSR page)", `/products-catalog?brand=${sample.brand.id}`);
  page("GET /products-catalog (no filter, SSR page)", "/products-catalog");
  api("GET /api/search/products/ (no filter)", "/api/search/products/");
  api(
    "GET /api/search/products/ (text + 2 filters)",
    `/api/search/products/?search=${word}&brand_id__terms=${sample.brand.id}&sales_locations__terms=EU,NA`,
  );
  api(
    "GET /api/search/products/ (typo + 1 filter)",
    "/api/search/products/?search=antminr%20s21&sales_locations__terms=EU",
  );
  // Issue 18: the profit sorts and filters at a buyer's electricity price (decision 043).
  api(
    "GET /api/search/products/ (profit sort)",
    "/api/search/products/?ordering=-profit&electricity_price=0.06",
  );
  api(
    "GET /api/search/products/ (payback sort + payback filter)",
    "/api/search/products/?ordering=payback&electricity_price=0.1&payback_max=1000",
  );
  page("GET /products-catalog (payback sort, SSR page)", "/products-catalog?ordering=payback");
  api("GET /api/profit/rates/", "/api/profit/rates/");
  // Issue 18: a model's page (its offers across sellers, cheapest first, and its price history).
  page(`GET /model/{id} (SSR page, ${model.public_products_count} offers)`, `/model/${model.id}`);
  api("GET /api/models/miners/{id}/", `/api/models/miners/${model.id}/`);
  api("GET /api/models/miners/{id}/offers/", `/api/models/miners/${model.id}/offers/`);
  api("GET /api/models/miners/{id}/price-history/", `/api/models/miners/${model.id}/price-history/?days=90`);
  // Issue 19: the Pulse pages, the RSS feed, the spec's blog calls and the advertising banners.
  page("GET /pulse (SSR page)", "/pulse");
  page("GET /fr/pulse (SSR page)", "/fr/pulse");
  page("GET /pulse?category= (SSR page)", "/pulse?category=market");
  page("GET /handbook (SSR page)", "/handbook");
  if (article) page("GET /pulse/articles/{slug} (SSR page)", `/pulse/articles/${article.slug}`);
  page("GET /pulse/rss.xml (feed, 20 articles)", "/pulse/rss.xml");
  // Issue 20: the legal texts (and their PDF), the feedback and newsletter pages.
  page("GET /privacy-policy (SSR page)", "/privacy-policy");
  page("GET /terms (SSR page)", "/terms");
  page("GET /Privacy-Policy.pdf", "/Privacy-Policy.pdf");
  page("GET /feedback (SSR page)", "/feedback");
  page("GET /newsletter (SSR page)", "/newsletter");
  // Issue 22: robots.txt, the sitemap index and its first product file (at 100,000 products: 25,000
  // products in both languages, 50,000 URLs), kept gzipped per data version (decision 054).
  page("GET /robots.txt", "/robots.txt");
  page("GET /sitemap.xml (index)", "/sitemap.xml");
  page("GET /sitemaps/products-1.xml (10,000 URLs)", "/sitemaps/products-1.xml");
  api("GET /api/blog/categories/", "/api/blog/categories/");
  api("GET /api/blog/articles/", "/api/blog/articles/");
  if (article) api("GET /api/blog/articles/{slug}", `/api/blog/articles/${article.slug}`);
  api("GET /api/blog/advertising-banners/ (catalogue)", "/api/blog/advertising-banners/?placement=catalogue");
  api("GET /api/blog/advertising-banners/ (article)", "/api/blog/advertising-banners/?placement=article");
  page("GET /services-catalog (SSR page)", "/services-catalog");
  page("GET /services-catalog (region + text, SSR page)", "/services-catalog?region=EU&search=hosting");
  api("GET /api/search/services/ (page)", "/api/search/services/?page_size=24");
  api(
    "GET /api/search/services/ (region + text)",
    "/api/search/services/?page_size=24&regions__terms=EU&search=hosting",
  );
  api("GET /api/services-catalog/categories", "/api/services-catalog/categories?page_size=50");
  page("GET /companies-catalog (SSR page)", "/companies-catalog");
  page("GET /companies-catalog (country, SSR page)", `/companies-catalog?country=${country}`);
  api("GET /api/sellers/ (page)", "/api/sellers/?page_size=24");
  api("GET /api/sellers/ (country)", `/api/sellers/?page_size=24&countries=${country}`);
  api("GET /api/search/cities/ (country)", `/api/search/cities/?country=${country}&page_size=10000`);
  page("GET /search (SSR page)", `/search?q=${word}`);
  api("GET /api/search/full-search/", `/api/search/full-search/?search_text=${word}&catalog=true`);
  page("GET /product/{sku} (SSR page)", `/product/${sample.sku}`);
  api("GET /api/products-catalog/products/{sku}", `/api/products-catalog/products/${sample.sku}`);
  api(
    "GET /api/products-catalog/products/{id}/similar",
    `/api/products-catalog/products/${sample.id}/similar?limit=4`,
  );
  page("GET /service/{id} (SSR page)", `/service/${service.id}`);
  api("GET /api/services-catalog/services/{id}", `/api/services-catalog/services/${service.id}`);
  api(
    "GET /api/search/services/ (seller's)",
    `/api/search/services/?seller_id__terms=${service.seller.id}&page_size=5`,
  );
  page(`GET /company/{id} (SSR page, ${company.products_count} products)`, `/company/${company.id}`);
  api("GET /api/sellers/{id}", `/api/sellers/${company.id}`);
  api(
    "GET /api/search/products/ (seller's 8)",
    `/api/search/products/?seller_id__terms=${company.id}&page_size=8`,
  );
  api(
    "GET /api/search/services/ (seller's 8)",
    `/api/search/services/?seller_id__terms=${company.id}&page_size=8`,
  );
  api("GET /api/sellers/{id}/similar-companies/", `/api/sellers/${company.id}/similar-companies/?limit=4`);
  // The share images of the product and company pages, as their og:image names them (cached per version).
  const productHtml = await (await fetch(`${http.url}/product/${sample.sku}`)).text();
  const companyHtml = await (await fetch(`${http.url}/company/${company.id}`)).text();
  const ogImage = (html: string) =>
    /property="og:image" content="https?:\/\/[^/"]+(\/og\/[^"]+)"/.exec(html)?.[1];
  const productOg = ogImage(productHtml);
  const companyOg = ogImage(companyHtml);
  if (productOg) page("GET /og/product/{sku}.png (share image)", productOg.replace(/&amp;/g, "&"));
  if (companyOg) page("GET /og/company/{id}.png (share image)", companyOg.replace(/&amp;/g, "&"));
  // The directory (issue 20): pools with their figures and ratings, exchangers, firmware pages.
  page("GET /pool (SSR page)", "/pool");
  page("GET /pool (coin + sort by fee, SSR page)", "/pool?coin=BTC&sort=fee");
  api("GET /api/directory/pools/", "/api/directory/pools/?sort=share");
  page("GET /cryptoexchangers (SSR page)", "/cryptoexchangers");
  api("GET /api/directory/exchangers/ (fiat)", "/api/directory/exchangers/?fiat=USD");
  const firmware = await get<{ brand: string | null; model: string | null }>(
    `/api/directory/firmware-link/?brand_id=${sample.brand.id}`,
  );
  api("GET /api/directory/firmware-link/", `/api/directory/firmware-link/?brand_id=${sample.brand.id}`);
  if (firmware.brand) page("GET /firmware/{brand} (SSR page)", `/firmware/${firmware.brand}`);
  // The other public pages: about, advertising, cookie settings.
  page("GET /about-the-service (SSR page)", "/about-the-service");
  page("GET /advertisment (SSR page)", "/advertisment");
  page("GET /cookie-settings (SSR page)", "/cookie-settings");
}
const only = (() => {
  const i = process.argv.indexOf("--only");
  return i > 0 ? new RegExp(process.argv[i + 1] ?? "", "i") : null;
})();
for (const route of routes) {
  if (only && route.kind !== "static" && !only.test(route.name)) continue;
  // Steady state: a few requests first, so that each process has loaded what it keeps (a cache
  // filled on the first call; decision 028 gives the cost of that first call after a change).
  for (let i = 0; i < workers * 3; i++) await (await fetch((http?.url ?? "") + route.path)).arrayBuffer();
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: (http?.url ?? "") + route.path,
        connections,
        duration,
        // As a browser asks: compressed answers (the pages' brotli is part of their cost).
        headers: { "accept-language": "en", "accept-encoding": "br, gzip, deflate" },
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const pct = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  rows.push({
    route: route.name,
    kind: route.kind,
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
  await stopChild(http);
  const baseline = rows.find((r) => r.kind === "static")?.p95 || 1;
  for (const r of rows) r.ratio = Math.round((r.p95 / baseline) * 10) / 10;
  const factor = onPg ? 1 : 2;
  console.log(
    `\nRigMarket bench — ${storeName}, ${approved} public products, server: ${workers} process(es) on ${os.availableParallelism()} cores, ${connections} connections, ${duration} s per route (${path.basename(process.cwd())})\n` +
      `Target: p95 at most ${15 * factor}x the static asset's p95 for a page, ${10 * factor}x for an API call.\n`,
  );
  console.table(
    rows.map((r) => {
      const target = TARGET_RATIO[r.kind];
      return {
        route: r.route,
        "req/s": r.rps,
        "p50 ms": r.p50,
        "p95 ms": r.p95,
        "p99 ms": r.p99,
        "p95 / static": r.ratio,
        target:
          target === undefined ? "" : (r.ratio ?? 0) <= target * factor ? "ok" : `> ${target * factor}x`,
        "errors+non2xx": r.errors,
      };
    }),
  );
}

// Idle memory of one process (issue 16: at most 200 MB on PostgreSQL, at most 150 MB above PGlite's
// own footprint on PGlite), after a warm-up of a few pages and `--idle` seconds.
if (!chatOnly && !excelOnly && !alertsOnly) {
  const pgliteDir = onPg ? undefined : path.join(loadConfig(process.env).DATA_DIR, "pglite");
  const memory = await benchIdleMemory({ start: () => startChild(1), idleSeconds, pgliteDir });
  console.log(
    `\nIdle memory — ${storeName}, one server process (WEB_CONCURRENCY=1), after /, /products-catalog, /product/{sku} and ${memory.idleSeconds} s idle\n`,
  );
  console.table([
    {
      process: "server (npm start)",
      "RSS MB": memory.serverMb,
      target: onPg ? "<= 200" : "<= PGlite alone + 150",
    },
    ...(memory.pgliteMb === undefined
      ? []
      : [
          { process: "PGlite alone, same store", "RSS MB": memory.pgliteMb, target: "" },
          { process: "server - PGlite alone", "RSS MB": memory.serverMb - memory.pgliteMb, target: "<= 150" },
        ]),
  ]);
  if (memoryOnly) process.exit(0);
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
  // Saved searches (issue 22): one new product matched against 10,000 saved searches.
  if (!chatOnly && !excelOnly) {
    const alerts = await benchAlerts(server);
    console.log(
      `\nSaved-search matching — ${storeName}, one new product against ${alerts.searches} saved searches\n`,
    );
    console.table([
      {
        step: "match one product (candidates by indexed columns, then the search's conditions)",
        "saved searches": alerts.searches,
        candidates: alerts.candidates,
        matched: alerts.matched,
        "median ms": alerts.medianMs,
        "range ms": alerts.rangeMs.join("-"),
      },
    ]);
    if (alertsOnly) {
      await server.close();
      process.exit(0);
    }
  }
  // The spreadsheet bench (issue 7): 10,000 rows to drafts, then their export.
  if (!chatOnly) {
    const excel = await benchExcel(server);
    console.log(`\nCatalogue spreadsheet — ${storeName}, ${excel.rows} rows (${excel.fileMb} MB)\n`);
    console.table([
      {
        step: "exceljs streaming read (same file; median of 3)",
        seconds: Math.round((excel.rows / excel.exceljsRowsPerSecond) * 100) / 100,
        "rows / s": `${excel.exceljsRowsPerSecond} (${excel.exceljsRange.join("-")})`,
        "RSS growth MB": "",
        "heap growth MB": "",
        target: "baseline",
      },
      {
        step: `import to drafts, median of 3 (upload ${excel.uploadSeconds} s + job ${excel.jobSeconds} s; all ${excel.importRange.join("-")} s)`,
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
