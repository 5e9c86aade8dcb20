/**
 * `createTestApp()`: the API built in-process on this test file's own seeded database.
 * Call it in beforeAll and `close()` in afterAll.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import { desc, eq, sql } from "drizzle-orm";
import { inject } from "vitest";
import { type App, type AppDeps, buildApp } from "../../src/api/app.ts";
import { type Database, openDatabase } from "../../src/api/db/client.ts";
import { devMailbox, users } from "../../src/api/db/schema.ts";
import { type AppSettings, testSettings } from "../../src/api/settings.ts";
import type { TokenPair, UserRole } from "../../src/common/api/accounts.ts";
import { adminQuery, onPostgres, TEST_DATABASE_URL, withDatabase } from "./test-db.ts";

let counter = 0;

export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  if (onPostgres()) {
    const name = `${inject("pgRunPrefix")}${process.pid}_${++counter}`;
    await adminQuery(`create database ${name} template ${inject("pgTemplate")}`);
    const database = await openDatabase({ url: withDatabase(TEST_DATABASE_URL, name), poolSize: 4 });
    return {
      ...database,
      async dispose() {
        await database.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  const database = await openDatabase({ loadDataDir: new Blob([snapshot]) });
  return { ...database, dispose: () => database.close() };
}

export interface TestMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

export interface TestApp {
  app: App;
  database: Database;
  settings: AppSettings;
  /** Runs the queued jobs (mail) now; `includeDelayed` also runs jobs waiting for a retry. */
  drain(opts?: { includeDelayed?: boolean }): Promise<{ completed: number; failed: number }>;
  /** Drains the queue, then the dev mailbox's messages to this address, newest first. */
  readMailbox(email: string): Promise<TestMail[]>;
  /** A verified user written straight to the database (fast; no mail). */
  createUser(opts?: {
    email?: string;
    password?: string;
    name?: string;
    role?: UserRole;
    locale?: "en" | "fr";
  }): Promise<TestUser>;
  /** Signs in through POST get-token-pair/ (from its own IP, so rate limits do not add up across tests). */
  login(email: string, password?: string): Promise<TokenPair & { headers: { authorization: string } }>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = "Sup3r-secret!";
let users_ = 0;
let ips = 0;
/** A distinct client address per call (app.inject's remoteAddress), for rate limits per IP. */
export const nextIp = () => `10.9.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;

export async function createTestApp(
  opts: {
    settings?: Partial<AppSettings>;
    logger?: AppDeps["logger"];
    /** Registers more routes on the app before it is ready (e.g. the web server's uploads). */
    extend?: (app: App) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), "rm-test-uploads-"));
  const settings = testSettings({ uploadsDir, ...opts.settings });
  const app = await buildApp({ database, version: "test", settings, logger: opts.logger });
  await opts.extend?.(app);
  await app.ready();
  const drain: TestApp["drain"] = (o) => app.services.jobs.drain(o);
  const passwordHash = hash(TEST_PASSWORD);
  return {
    app,
    database,
    settings,
    drain,
    async readMailbox(email) {
      await drain();
      return database.db
        .select({
          id: devMailbox.id,
          to: devMailbox.toAddress,
          subject: devMailbox.subject,
          text: devMailbox.text,
          html: devMailbox.html,
        })
        .from(devMailbox)
        .where(eq(devMailbox.toAddress, email.toLowerCase()))
        .orderBy(desc(devMailbox.id));
    },
    async createUser(o = {}) {
      const n = ++users_;
      const email = (o.email ?? `user${n}-${process.pid}@example.test`).toLowerCase();
      const password = o.password ?? TEST_PASSWORD;
      const [row] = await database.db
        .insert(users)
        .values({
          email,
          name: o.name ?? `Test User ${n}`,
          passwordHash: o.password ? await hash(o.password) : await passwordHash,
          emailVerifiedAt: sql`now()`,
          role: o.role ?? "buyer",
          locale: o.locale ?? "en",
        })
        .returning({ id: users.id });
      if (!row) throw new Error("createUser: no row");
      return { id: row.id, email, password };
    },
    async login(email, password = TEST_PASSWORD) {
      const res = await app.inject({
        method: "POST",
        url: "/api/accounts/get-token-pair/",
        payload: { email, password },
        remoteAddress: nextIp(),
      });
      if (res.statusCode !== 200) throw new Error(`login(${email}) failed: ${res.statusCode} ${res.body}`);
      const pair = res.json() as TokenPair;
      return { ...pair, headers: { authorization: `Bearer ${pair.access}` } };
    },
    async close() {
      await app.close();
      await database.dispose();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives a signed-in user an active company through the API, as a real seller gets one (the
 * headquarters form, then complete/); its id.
 */
export async function makeSeller(
  t: TestApp,
  headers: Record<string, string>,
  name = "Test Rigs",
): Promise<number> {
  const hq = {
    company_name: name,
    legal_name: `${name} LLC`,
    head_office_address: "1 Main Street",
    country_iso: "US",
    region_code: "NA",
    phone: "+1 201 555 0123",
  };
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: "POST", url, payload, headers, remoteAddress: nextIp() });
  const created = await post("/api/sellers/", hq);
  if (created.statusCode !== 201) throw new Error(`makeSeller: ${created.statusCode} ${created.body}`);
  const id = (created.json() as { id: number }).id;
  const done = await post(`/api/sellers/${id}/complete/`);
  if (done.statusCode !== 200) throw new Error(`makeSeller: ${done.statusCode} ${done.body}`);
  return id;
}
