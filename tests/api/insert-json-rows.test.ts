/**
 * insertJsonRows (src/api/db/sql.ts) writes many rows in one statement through JSON, as the
 * spreadsheet import does: a text with a lone surrogate (a cell of a broken file) is stored with
 * U+FFFD, as the drivers' UTF-8 encoding would, instead of failing the whole import's statement.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/api/db/client.ts";
import { brands } from "../../src/api/db/schema.ts";
import { insertJsonRows } from "../../src/api/db/sql.ts";
import { createTestDatabase } from "../setup/app.ts";

let database: Database & { dispose(): Promise<void> };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe("insertJsonRows", () => {
  it("writes every row, texts as given: accents, emoji, quotes, backslashes", async () => {
    const rows = [
      { slug: "json-a", name: 'Bitmain "Antminer" é 😀', website: "C:\\ud800\\path" },
      { slug: "json-b", name: "Canaan\nAvalon", website: "" },
    ];
    expect(await insertJsonRows(database.db, brands, rows)).toBe(true);
    const got = await database.db
      .select({ slug: brands.slug, name: brands.name, website: brands.website })
      .from(brands)
      .where(inArray(brands.slug, ["json-a", "json-b"]))
      .orderBy(brands.slug);
    expect(got).toEqual(rows);
  });

  it("stores a lone surrogate as U+FFFD", async () => {
    expect(await insertJsonRows(database.db, brands, [{ slug: "json-c", name: "Whats\ud800miner" }])).toBe(
      true,
    );
    const [row] = await database.db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.slug, "json-c"));
    expect(row?.name).toBe("Whats\ufffdminer");
  });

  it("declines rows whose columns differ (the caller inserts them the usual way)", async () => {
    expect(
      await insertJsonRows(database.db, brands, [
        { slug: "json-d", name: "D" },
        { slug: "json-e", name: "E", website: "https://e.example" },
      ]),
    ).toBe(false);
  });
});
