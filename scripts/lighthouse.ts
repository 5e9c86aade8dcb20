/**
 * `npm run lighthouse`: Lighthouse's mobile performance audit (its default config: a mid-range phone,
 * simulated slow 4G) of the landing page, the products catalogue, a product and a company, on the
 * production build with the demo data in a temporary embedded store, in Debian's Chromium
 * (chrome-launcher uses the installed browser; nothing is downloaded). Prints the score and
 * LCP/TBT/CLS/FCP of each page as a table (the median run of each page with --runs N).
 *
 *   npm run lighthouse [-- --runs 3] [--details] [--base http://localhost:3000]
 *
 * --only PATH audits only the pages whose path starts with it. --details also lists each page's
 * audits that lose points and keeps each report (JSON) in the temporary directory. --base audits a
 * running server instead.
 * CHROMIUM_PATH overrides /usr/bin/chromium. Issue 16's bar: performance >= 0.95 on all four pages.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";
import { startTemporaryServer } from "./temp-server.ts";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    details: { type: "boolean", default: false },
    base: { type: "string" },
    only: { type: "string" },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  losing: string[];
}

/** A store of its own with the demo data, on a free port; or the server at --base. */
async function serverUnderTest(): Promise<{ url: string; close(): Promise<void> }> {
  if (args.base) return { url: args.base.replace(/\/$/, ""), close: async () => {} };
  console.log("Starting the production server on a temporary store with the demo data…");
  return startTemporaryServer("lighthouse");
}

async function firstOf<T>(url: string, pick: (body: { results: T[] }) => T | undefined): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  const found = pick((await res.json()) as { results: T[] });
  if (!found) throw new Error(`Nothing at ${url}: is the demo data loaded?`);
  return found;
}

async function audit(url: string, port: number, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // A trace that went wrong (NO_NAVSTART on a busy machine): Lighthouse says to run it again.
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  if (args.details) {
    const file = path.join(os.tmpdir(), `lighthouse-${new URL(url).pathname.replace(/\W+/g, "_")}.json`);
    writeFileSync(file, JSON.stringify(lhr));
    console.log(`Report: ${file}`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const losing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    fcp: value("first-contentful-paint"),
    losing,
  };
}

const server = await serverUnderTest();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});
try {
  const product = await firstOf<{ sku: string }>(
    `${server.url}/api/search/products/?page_size=1`,
    (b) => b.results[0],
  );
  const company = await firstOf<{ id: number }>(
    `${server.url}/api/sellers/?page_size=1`,
    (b) => b.results[0],
  );
  const pages = ["/", "/products-catalog", `/product/${product.sku}`, `/company/${company.id}`].filter(
    (p) => !args.only || p.startsWith(args.only),
  );
  const rows: (Run & { page: string })[] = [];
  for (const page of pages) {
    const all: Run[] = [];
    for (let i = 0; i < runs; i++) {
      all.push(await audit(`${server.url}${page}`, chrome.port));
      console.log(`${page}: ${all.at(-1)?.score.toFixed(2)}`);
    }
    all.sort((a, b) => a.score - b.score);
    const median = all[Math.floor(all.length / 2)] as Run;
    rows.push({ page, ...median });
  }
  console.log("\nLighthouse mobile, performance (median of %d run%s per page)", runs, runs > 1 ? "s" : "");
  console.table(
    rows.map((r) => ({
      page: r.page,
      score: r.score.toFixed(2),
      "LCP s": (r.lcp / 1000).toFixed(2),
      "TBT ms": Math.round(r.tbt),
      CLS: r.cls.toFixed(3),
      "FCP s": (r.fcp / 1000).toFixed(2),
    })),
  );
  if (args.details) for (const r of rows) console.log(`${r.page}: ${r.losing.join("; ") || "nothing"}`);
  const failing = rows.filter((r) => r.score < 0.95);
  if (failing.length) console.log(`Under 0.95: ${failing.map((r) => r.page).join(", ")}`);
} finally {
  chrome.kill();
  await server.close();
}
