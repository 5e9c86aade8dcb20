/**
 * `createTestApp()`: the API built in-process on this test file's own seeded database.
 * Call it in beforeAll and `close()` in afterAll.
 */
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type App, buildApp } from "../../src/api/app.ts";
import { type Database, openDatabase } from "../../src/api/db/client.ts";
import { adminQuery, TEST_DATABASE_URL, onPostgres, withDatabase } from "./test-db.ts";

let counter = 0;

export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  if (onPostgres()) {
    const name = `rm_t_${process.pid}_${++counter}`;
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

export interface TestApp {
  app: App;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ database, version: "test" });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
