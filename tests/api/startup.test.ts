/** Start-up failures a newcomer can hit: they must read as a sentence naming the variable, not a stack trace. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

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
});
