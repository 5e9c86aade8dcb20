/**
 * npm run admin:create -- --email X [--password Y] [--name Z]
 *
 * Creates a verified admin account in DATABASE_URL (or the embedded store under DATA_DIR/pglite),
 * or makes an existing account an admin (its password changes only when --password is given).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/api/db/client.ts";
import { createAdmin } from "../src/api/modules/moderation/admins.ts";
import { loadConfig } from "../src/config.ts";

const USAGE = `Usage: npm run admin:create -- --email admin@example.com --password 'S3cret-pass!' [--name "Ada"]

Environment: DATABASE_URL (PostgreSQL; default: embedded PGlite), DATA_DIR (default ./data)`;

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.resolve(config.DATA_DIR, "pglite") },
  );
  try {
    await database.migrate();
    const result = await createAdmin(database, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.log(`${result.created ? "Created" : "Promoted"} admin #${result.id} <${result.email}>.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
