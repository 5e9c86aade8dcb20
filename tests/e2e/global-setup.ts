import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/free-port.ts";
import { createAdmin } from "../../src/api/modules/moderation/admins.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { startFakeTelegram } from "./fake-telegram.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The fake Telegram Bot API the server sends to (GET {url}/sent lists the messages). */
    telegramUrl: string;
    /** An admin of the moderator console (created like `npm run admin:create` does). */
    admin: { email: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  // PUBLIC_URL must be the address the browser uses: the chat socket accepts the session cookie
  // only from the site's own origin (docs/decisions/016), and links in messages are checked against it.
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rigmarket-e2e-"));
  const telegram = await startFakeTelegram();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    // The accounts journey reads the mailed code and links from the dev mailbox.
    DEV_MAILBOX: "1",
    AUTH_SECRET: randomBytes(32).toString("base64"),
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    // The seller journey connects a chat and receives the test message on the fake Bot API.
    TELEGRAM_BOT_TOKEN: "123456:e2e-token",
    TELEGRAM_API_URL: telegram.url,
  });
  const server = await startServer(config);
  project.provide("baseUrl", server.url);
  project.provide("telegramUrl", telegram.url);
  const admin = { email: "moderator-e2e@example.com", password: "Moderator-pass1" };
  await createAdmin(server.database, { ...admin, name: "Mia Moderator" });
  project.provide("admin", admin);
  return async () => {
    await server.close();
    await telegram.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
