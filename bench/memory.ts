/**
 * Idle memory of one app process (issue 16, decision 027): `npm start`'s server alone
 * (WEB_CONCURRENCY=1), after a warm-up of a few pages, then left idle; its resident set size (RSS)
 * as the operating system counts it. On PGlite the database lives inside the process, so the same
 * store is also opened by PGlite alone in another process, whose RSS is PGlite's own footprint: the
 * server's cost is the difference.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../scripts/server-build.mjs";

const MB = 1024 * 1024;

/** Resident set size of a process in MB (Linux /proc, else `ps`). */
export function rssMb(pid: number): number {
  let kb: string | undefined;
  try {
    kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  } catch {
    kb = spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).stdout?.trim();
  }
  if (!kb) throw new Error(`Cannot read the memory of process ${pid}`);
  return Math.round(Number(kb) / 1024);
}

export interface IdleMemory {
  serverMb: number;
  /** PGlite alone on the same store (PGlite only). */
  pgliteMb?: number;
  idleSeconds: number;
}

/** The pages of the warm-up: the landing page, the catalogue, a product page, the health check. */
async function warmUp(url: string) {
  const res = await fetch(`${url}/api/search/products/?page_size=1`);
  const page = (await res.json()) as { results: { sku: string }[] };
  const sku = page.results[0]?.sku;
  const paths = ["/", "/products-catalog", ...(sku ? [`/product/${sku}`] : []), "/api/health"];
  for (let round = 0; round < 3; round++)
    for (const p of paths) {
      const r = await fetch(url + p);
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`GET ${p} answered ${r.status}`);
    }
}

/**
 * PGlite alone, with the server's extensions, opening `dataDir` and answering `select 1`: a plain
 * Node.js process (no TypeScript loader), its RSS after a moment.
 */
async function pgliteAloneMb(dataDir: string): Promise<number> {
  const code = `
    import { PGlite } from "@electric-sql/pglite";
    import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
    import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
    const db = await PGlite.create({ dataDir: ${JSON.stringify(dataDir)}, extensions: { pg_trgm, unaccent } });
    await db.query("select 1");
    await new Promise((r) => setTimeout(r, 3000));
    console.log(process.memoryUsage().rss);
    await db.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (d) => {
    out += d;
  });
  const [status] = await once(child, "exit");
  if (status !== 0) throw new Error(`PGlite alone exited with ${status}`);
  return Math.round(Number(out.trim()) / MB);
}

/**
 * Starts one server process with `start`, warms it up, waits `idleSeconds`, reads its RSS and stops
 * it; on PGlite (`pgliteDir`), then measures PGlite alone on the same store.
 */
export async function benchIdleMemory(opts: {
  start: () => Promise<{ url: string; child: ChildProcess }>;
  idleSeconds: number;
  pgliteDir?: string;
}): Promise<IdleMemory> {
  const server = await opts.start();
  let serverMb: number;
  try {
    await warmUp(server.url);
    await new Promise((r) => setTimeout(r, opts.idleSeconds * 1000));
    serverMb = rssMb(server.child.pid as number);
  } finally {
    server.child.kill("SIGTERM");
    await once(server.child, "exit");
  }
  const pgliteMb = opts.pgliteDir ? await pgliteAloneMb(path.resolve(root, opts.pgliteDir)) : undefined;
  return { serverMb, pgliteMb, idleSeconds: opts.idleSeconds };
}
