import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { TestProject } from "vitest/node";
import { startTemporaryServer } from "../../scripts/temp-server.ts";
import { createAdmin } from "../../src/api/modules/moderation/admins.ts";
import { startFakeTelegram } from "./fake-telegram.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The fake Telegram Bot API the server sends to (GET {url}/sent lists the messages). */
    telegramUrl: string;
    /** An admin of the moderator console (created like `npm run admin:create` does). */
    admin: { email: string; password: string };
    /**
     * Test-only control of the server's database, on a loopback port of this process (never part of
     * the app): `POST {url}/expire-offer?sku=…` moves a product's offer end one minute into the past,
     * as the clock would (the deals journey, issue 20); `POST {url}/run-alerts-digest` runs the daily
     * alerts digest now, as its schedule would (the alerts journey, issue 22).
     */
    testControlUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // PUBLIC_URL is the address the browser uses: links in messages are checked against it too.
  const telegram = await startFakeTelegram();
  const server = await startTemporaryServer("e2e", {
    // The accounts journey reads the mailed code and links from the dev mailbox.
    DEV_MAILBOX: "1",
    // The seller journey connects a chat and receives the test message on the fake Bot API.
    TELEGRAM_BOT_TOKEN: "123456:e2e-token",
    TELEGRAM_API_URL: telegram.url,
    // The ads journey reads the /advertisment request mailed to the advertising team.
    ADVERTISING_TEAM_EMAIL: "ads-team@rigmarket.example",
  });
  project.provide("baseUrl", server.url);
  project.provide("telegramUrl", telegram.url);
  const admin = { email: "moderator-e2e@example.com", password: "Moderator-pass1" };
  await createAdmin(server.database, { ...admin, name: "Mia Moderator" });
  project.provide("admin", admin);
  const control = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "POST" && url.pathname === "/run-alerts-digest") {
      server.app.services.alerts
        .runDigest()
        .then((sent) => res.writeHead(200).end(String(sent)))
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
      return;
    }
    const sku = url.searchParams.get("sku") ?? "";
    if (req.method !== "POST" || url.pathname !== "/expire-offer" || !sku) {
      res.writeHead(404).end();
      return;
    }
    server.database
      .rows(sql`update products set discount_ends_at = now() - interval '1 minute' where sku = ${sku}`)
      .then(() => res.writeHead(204).end())
      .catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
  project.provide("testControlUrl", `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await server.close();
    await telegram.close();
  };
}
