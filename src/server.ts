/**
 * Composition root: config -> database (migrate, demo data on first run) -> API app -> web
 * (React Router SSR; Vite middleware in development) -> listen.
 *
 * Started by src/main.ts (npm start: production, compiled with it into build/server-node after
 * `react-router build`, decision 027; npm run dev: --dev with hot reload, through tsx); tests and the
 * bench call startServer() directly.
 */
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type App, buildApp } from "./api/app.ts";
import { catalogVersion } from "./api/cache.ts";
import {
  ADVISORY_LOCKS,
  type Database,
  DatabaseConnectError,
  openDatabase,
  redactUrl,
} from "./api/db/client.ts";
import { isSeeded } from "./api/db/seed/seeded.ts";
import { createMediaStorage, type Storage } from "./api/infra/storage.ts";
import { countsAsView, visitorOf } from "./api/modules/catalog/views.ts";
import { resolveAuthSecret, settingsFromConfig, storageFromConfig } from "./api/settings.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { GuestPageCache, sharedWhileLoading } from "./page-cache.ts";
import { PROJECT_ROOT } from "./project-root.ts";
import { registerWeb } from "./web-server.ts";

export interface StartedServer {
  app: App;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/** The build's identity: a hash of the server bundle, or "dev". */
function buildVersion(dev: boolean): string {
  if (dev) return "dev";
  const bundle = path.join(PROJECT_ROOT, "build/server/index.js");
  if (!existsSync(bundle)) return "unbuilt";
  return createHash("sha256").update(readFileSync(bundle)).digest("hex").slice(0, 12);
}

function dirsOf(config: Config) {
  const dataDir = path.resolve(PROJECT_ROOT, config.DATA_DIR);
  const uploadsDir = path.join(dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  return { dataDir, uploadsDir, media: createMediaStorage(storageFromConfig(config), uploadsDir) };
}

/**
 * Opens the store, migrates it and loads the demo or reference data on the first run, with the
 * demo accounts. Processes starting at once on one PostgreSQL take turns (an advisory lock): the
 * first does the work, the others find it done.
 */
async function openPrepared(config: Config, media: Storage, dataDir: string): Promise<Database> {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(dataDir, "pglite") },
  );
  try {
    await database.exclusive(ADVISORY_LOCKS.startup, async () => {
      await database.migrate();
      if (await isSeeded(database)) return;
      // Loaded only on a first run: the seed's code and data stay out of a serving process.
      const { seedDemo, seedReferenceData } = await import("./api/db/seed/index.ts");
      const { createDemoAccounts, describeDemoAccounts } = await import("./api/db/seed/demo-accounts.ts");
      const log = (m: string) => console.log(`  ${m}`);
      if (!config.SEED_DEMO) {
        // Countries, cities, categories, brands and models are reference data every store needs.
        console.log("First run: loading the reference data (SEED_DEMO=0: no demo sellers or products)…");
        await seedReferenceData(database, { log });
        return;
      }
      console.log("First run: loading the demo data…");
      await seedDemo(database, { media, log });
      const demo = await createDemoAccounts(database);
      if (demo) for (const line of describeDemoAccounts(demo)) console.log(line);
    });
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}

/**
 * Starts one app process. `prepared`: the primary of a cluster has migrated and seeded the store
 * already (see `main`), so the worker only connects.
 */
export async function startServer(config: Config, opts: { prepared?: boolean } = {}): Promise<StartedServer> {
  const { dataDir, uploadsDir, media } = dirsOf(config);
  const database =
    opts.prepared && config.DATABASE_URL
      ? await openDatabase({ url: config.DATABASE_URL })
      : await openPrepared(config, media, dataDir);

  const version = buildVersion(config.dev);
  const settings = settingsFromConfig(config, { uploadsDir, authSecret: resolveAuthSecret(config, dataDir) });
  const app = await buildApp({
    database,
    version,
    settings,
    logger: {
      level: config.LOG_LEVEL,
      ...(config.LOG_PRETTY || config.dev
        ? {
            transport: {
              target: "pino-pretty",
              options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
            },
          }
        : {}),
    },
  });
  await registerWeb(app, {
    root: PROJECT_ROOT,
    dev: config.dev,
    media: app.services.media,
    publicUrl: config.publicUrl,
    version,
    secureCookies: settings.secureCookies,
    consent: settings.consent,
    pageCache:
      config.dev || config.PAGE_CACHE_SECONDS === 0
        ? null
        : new GuestPageCache({
            ttlMs: config.PAGE_CACHE_SECONDS * 1000,
            maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
            version: sharedWhileLoading(() => catalogVersion(database)),
            // Issue 20: no kept page shows a special offer past its end (decision 049).
            expiresBy: () => app.services.deals.nextOfferEnd(),
            replay: (effect, request) => {
              if (effect.kind === "product-view") {
                if (countsAsView(request.headers)) {
                  app.services.productViews.count(effect.productId);
                  app.services.recentViews.count("product", effect.productId, visitorOf(request));
                }
              } else if (effect.kind === "listing-view") {
                if (countsAsView(request.headers))
                  app.services.recentViews.count(effect.what, effect.id, visitorOf(request));
              } else if (effect.kind === "ad-display") {
                if (countsAsView(request.headers)) app.services.ads.shown(effect.bannerIds);
              } else {
                app.services.searchLog.record({
                  text: effect.text,
                  locale: effect.locale,
                  userId: null,
                  found: effect.found,
                });
              }
            },
          }),
  });

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  return {
    app,
    database,
    url: `http://localhost:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function main() {
  const dev = process.argv.includes("--dev");
  let config: Config;
  try {
    config = loadConfig(process.env, { dev });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const exitOnConnectError = (err: unknown): never => {
    if (err instanceof DatabaseConnectError) {
      console.error(err.message);
      if (config.DATABASE_URL)
        console.error(
          `Check DATABASE_URL (${redactUrl(config.DATABASE_URL)}) or unset it to use the embedded store.`,
        );
      process.exit(1);
    }
    throw err;
  };
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    await runPrimary(config).catch(exitOnConnectError);
    return;
  }
  const worker = cluster.isWorker;
  let server: StartedServer;
  try {
    server = await startServer(config, { prepared: worker });
  } catch (err) {
    exitOnConnectError(err);
    throw err;
  }
  if (!worker) console.log(`RigMarket is serving on ${server.url} (database: ${server.database.kind})`);
  else process.send?.({ serving: server.url });
  const stop = async () => {
    await server.close().catch(() => {});
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/**
 * WEB_CONCURRENCY > 1: this process prepares the store once (migrations, first-run data, the signing
 * key), then forks that many workers that share the port (node:cluster hands out connections) and
 * replaces a worker that dies. Every piece of state the app keeps between requests is in PostgreSQL
 * (sessions, rate limits, jobs, chat fan-out), so the workers act as one server.
 */
async function runPrimary(config: Config) {
  const { dataDir, media } = dirsOf(config);
  const database = await openPrepared(config, media, dataDir);
  await database.close();
  resolveAuthSecret(config, dataDir);

  let stopping = false;
  let serving = 0;
  const fork = () =>
    cluster.fork().on("message", (message: { serving?: string }) => {
      if (message.serving && ++serving === config.WEB_CONCURRENCY)
        console.log(
          `RigMarket is serving on ${message.serving} (database: postgres, ${config.WEB_CONCURRENCY} processes)`,
        );
    });
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`App process ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    setTimeout(fork, 1000).unref();
  });
  const stop = () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill("SIGTERM");
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.warn("Start the server with src/main.ts (npm start / npm run dev), which settles NODE_ENV first.");
  await main();
}
