/** Start-up failures a newcomer can hit: they must read as a sentence naming the variable, not a stack trace. */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { adminQuery, onPostgres, TEST_DATABASE_URL, withDatabase } from "../setup/test-db.ts";

const root = path.resolve(import.meta.dirname, "../..");

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("server start-up", () => {
  it("names DATABASE_URL when its server cannot be reached", () => {
    const res = start({ DATABASE_URL: "postgres://nobody:secret@127.0.0.1:1/nowhere", PORT: "0" });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("DATABASE_URL");
    expect(res.stderr).not.toContain("secret");
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });

  it("names a malformed variable", () => {
    const res = start({ PORT: "eighty" });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("PORT:");
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses several processes on the embedded store, naming WEB_CONCURRENCY", () => {
    const res = start({ WEB_CONCURRENCY: "2", PORT: "0" });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("WEB_CONCURRENCY:");
    expect(res.stderr).toContain("DATABASE_URL");
  });

  // Needs a PostgreSQL server: registered on the `npm run test:pg` run (CI runs both), absent from
  // the embedded run rather than reported there as skipped.
  if (onPostgres())
    it("serves from two processes on one PostgreSQL and stops them all", async () => {
      const name = `${inject("pgRunPrefix")}cluster_${process.pid}`;
      await adminQuery(`create database ${name} template ${inject("pgTemplate")}`);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "rm-cluster-"));
      const port = 20_000 + (process.pid % 20_000);
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? "",
          DATABASE_URL: withDatabase(TEST_DATABASE_URL, name),
          WEB_CONCURRENCY: "2",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
        },
      });
      let out = "";
      child.stdout.on("data", (d) => {
        out += d;
      });
      try {
        await expect.poll(() => out, { timeout: 60_000, interval: 200 }).toContain("2 processes");
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status)),
        );
        expect(answers).toEqual(Array(8).fill(200));
        const page = await fetch(`http://127.0.0.1:${port}/products-catalog`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("<h1");
        const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        expect(await exited).toBe(0);
      } finally {
        child.kill("SIGKILL");
        rmSync(dataDir, { recursive: true, force: true });
        await adminQuery(`drop database if exists ${name} with (force)`);
      }
    }, 90_000);
});
