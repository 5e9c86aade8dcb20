// npm run test:pg — the API test suite against a real PostgreSQL server (TEST_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test). Exits 0 with a notice when no server answers,
// unless REQUIRE_PG=1.
import { spawnSync } from "node:child_process";
import pg from "pg";

const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (err) {
  const message = `No PostgreSQL server at ${url.replace(/:[^:@/]+@/, ":***@")}: ${err.message}`;
  if (process.env.REQUIRE_PG === "1") {
    console.error(message);
    process.exit(1);
  }
  console.log(`${message} — skipping the PostgreSQL run.`);
  process.exit(0);
}
// The start-up test runs the production server (two processes), which serves the web build.
const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync("npx", ["vitest", "run", "--project", "api", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DB: "postgres", TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
