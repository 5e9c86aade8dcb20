/**
 * The production server on a temporary embedded store with the demo data, on a free port of
 * 127.0.0.1 named by PUBLIC_URL up front (the chat socket accepts the session cookie only from the
 * site's own origin, docs/decisions/016). The browser tests (tests/e2e/global-setup.ts) and
 * `npm run lighthouse` start it.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config.ts";
import { type StartedServer, startServer } from "../src/server.ts";
import { freePort } from "./free-port.ts";

/** Starts it; `env` adds settings. `close()` stops it and deletes the store. */
export async function startTemporaryServer(
  name: string,
  env: Record<string, string> = {},
): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `rigmarket-${name}-`));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("base64"),
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    ...env,
  });
  const server = await startServer(config);
  return {
    ...server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
