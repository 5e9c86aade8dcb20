import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/api/db/client.ts";
import { seedDemo } from "../../src/api/db/seed/index.ts";
import { createLocalStorage } from "../../src/api/infra/storage.ts";
import {
  adminQuery,
  CACHE_DIR,
  onPostgres,
  seedFingerprint,
  TEST_DATABASE_URL,
  withDatabase,
} from "./test-db.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
    pgRunPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  const fingerprint = seedFingerprint();
  const uploadsDir = path.join(CACHE_DIR, "uploads");
  mkdirSync(uploadsDir, { recursive: true });

  if (onPostgres()) {
    const template = `rm_tpl_${fingerprint}`;
    const exists = await adminQuery(`select 1 from pg_database where datname = '${template}'`);
    if (exists.rowCount === 0) {
      await adminQuery(`drop database if exists ${template}_tmp`);
      await adminQuery(`create database ${template}_tmp`);
      const database = await openDatabase({ url: withDatabase(TEST_DATABASE_URL, `${template}_tmp`) });
      await database.migrate();
      await seedDemo(database, { media: createLocalStorage(uploadsDir) });
      await database.close();
      await adminQuery(`alter database ${template}_tmp rename to ${template}`);
      // Templates of earlier migrations or seeds are of no further use: keep the server tidy. Only on
      // CI: on a developer's machine another worktree's run may be using one right now.
      const stale = await adminQuery(
        `select datname from pg_database where datname like 'rm\\_tpl\\_%' and datname <> '${template}' and datname not like '%\\_tmp'`,
      );
      if (process.env.CI)
        for (const row of stale.rows as { datname: string }[])
          await adminQuery(`drop database if exists ${row.datname} with (force)`);
    }
    const run = `rm_t_${process.pid}_`;
    project.provide("pgTemplate", template);
    project.provide("pgRunPrefix", run);
    project.provide("pgliteSnapshot", "");
    return async () => {
      // Drop the per-file databases this run left behind (a crashed worker may leave some); not
      // those of another run (another worktree) that may be going on.
      const left = await adminQuery(
        `select datname from pg_database where datname like '${run.replaceAll("_", "\\_")}%'`,
      );
      for (const row of left.rows as { datname: string }[])
        await adminQuery(`drop database if exists ${row.datname} with (force)`);
    };
  }

  const snapshot = path.join(CACHE_DIR, `pglite-${fingerprint}.tar.gz`);
  if (!existsSync(snapshot)) {
    const database = await openDatabase({});
    await database.migrate();
    await seedDemo(database, { media: createLocalStorage(uploadsDir) });
    if (!database.pglite) throw new Error("expected the embedded database");
    const dump = await database.pglite.dumpDataDir("gzip");
    writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide("pgliteSnapshot", snapshot);
  project.provide("pgTemplate", "");
  project.provide("pgRunPrefix", "");
}
