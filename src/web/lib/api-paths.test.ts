/**
 * The web app calls the API only by name (src/common/api/endpoint-paths.ts): no source file of
 * src/web writes an "/api/..." path in a string, and the contracts' schemas (endpoints.ts) are
 * imported for their types only, so that they never reach the browser's bundle.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const WEB = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line: text` of each line matching `pattern`. */
function matches(pattern: RegExp): string[] {
  return sources(WEB).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) =>
        pattern.test(line) ? [`${path.relative(WEB, file)}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe("calls of the API from the web app", () => {
  it("never write an /api/ path by hand", () => {
    // A string or template literal that starts with /api (or an origin followed by /api).
    expect(matches(/["'`](?:https?:\/\/[^"'`/]*)?\/api(?:\/|["'`?$])/)).toEqual([]);
  });

  it("take the contracts' schemas as types only", () => {
    expect(matches(/^import (?!type\b).*common\/api\/endpoints\.ts/)).toEqual([]);
    // Also the catalogue's shapes (zod): its constants come from common/constants.ts, so a page
    // that needs a page size does not ship zod (the model page did: 170 KB of first load).
    expect(matches(/^import (?!type\b).*common\/catalog\.ts/)).toEqual([]);
  });

  it("finds a hand-written path when there is one", () => {
    const pattern = /["'`](?:https?:\/\/[^"'`/]*)?\/api(?:\/|["'`?$])/;
    expect(pattern.test('api.get("/api/sellers/")')).toBe(true);
    expect(pattern.test("fetch(`/api/version`)")).toBe(true);
    expect(pattern.test('import { x } from "../../common/api/catalog.ts";')).toBe(false);
  });
});
