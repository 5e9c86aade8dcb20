// npm run db:migrate — applies the committed migrations to DATABASE_URL or the embedded store.
import path from "node:path";
import { openDatabase } from "../src/api/db/client.ts";
import { loadConfig } from "../src/config.ts";

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.resolve(config.DATA_DIR, "pglite") },
);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
