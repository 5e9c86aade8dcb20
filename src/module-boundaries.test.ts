/**
 * The module lint (issue 17, .dependency-cruiser.cjs, `npm run lint:modules` in CI) fails on a
 * forbidden import: a module reading another module's queries.ts, a ui/ part importing a feature,
 * the API importing the web app, an API function over 150 lines, and on a known entry that is no
 * longer there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkModules,
  longFunctions,
  MAX_FUNCTION_LINES,
  moduleViolations,
} from "../scripts/lint-modules.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "rigmarket-modules-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string) {
  const full = path.join(dir, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

file("src/api/modules/orders/queries.ts", "export const q = 1;\n");
file("src/api/modules/orders/service.ts", 'import { q } from "./queries.ts";\nexport const s = q;\n');
file("src/api/modules/orders/routes.ts", 'import { s } from "./service.ts";\nexport const r = s;\n');
// Allowed: another module's service.
file(
  "src/api/modules/reviews/service.ts",
  'import { s } from "../orders/service.ts";\nexport const t = s;\n',
);
// Forbidden: another module's queries (queries.ts or a <part>-queries.ts) and routes.
file("src/api/modules/orders/account-queries.ts", "export const aq = 1;\n");
file(
  "src/api/modules/reviews/notify.ts",
  'import { aq } from "../orders/account-queries.ts";\nexport const n = aq;\n',
);
file(
  "src/api/modules/reviews/queries.ts",
  'import { q } from "../orders/queries.ts";\nexport const u = q;\n',
);
file("src/api/modules/reviews/routes.ts", 'import { r } from "../orders/routes.ts";\nexport const v = r;\n');
file("src/web/features/cart/cart.ts", "export const cart = 1;\n");
file("src/web/ui/button.tsx", 'import { cart } from "../features/cart/cart.ts";\nexport const b = cart;\n');
file("src/web/ui/field.tsx", 'import { b } from "./button.tsx";\nexport const f = b;\n');
file("src/api/app.ts", 'import { f } from "../web/ui/field.tsx";\nexport const a = f;\n');
// One closure that grew past the limit, one function exactly at it, and a long test (tests are not counted).
const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join("\n");
file(
  "src/api/modules/orders/lifecycle.ts",
  `export function createOrdersService() {\n${body(MAX_FUNCTION_LINES - 1)}\n}\n` +
    `export const shortEnough = () => {\n${body(MAX_FUNCTION_LINES - 2)}\n};\n`,
);
file("src/api/modules/orders/lifecycle.test.ts", `export function longTest() {\n${body(400)}\n}\n`);

describe("the module lint", () => {
  it("names each forbidden import and nothing else", async () => {
    expect(await moduleViolations(dir)).toEqual([
      "api-does-not-import-web: src/api/app.ts → src/web/ui/field.tsx",
      "module-queries-are-private: src/api/modules/reviews/notify.ts → src/api/modules/orders/account-queries.ts",
      "module-queries-are-private: src/api/modules/reviews/queries.ts → src/api/modules/orders/queries.ts",
      "modules-do-not-import-routes: src/api/modules/reviews/routes.ts → src/api/modules/orders/routes.ts",
      "ui-does-not-import-features: src/web/ui/button.tsx → src/web/features/cart/cart.ts",
    ]);
  });

  it("names each API function longer than 150 lines, tests aside", () => {
    expect(longFunctions(dir)).toEqual([
      "function-over-150-lines: src/api/modules/orders/lifecycle.ts createOrdersService",
    ]);
  });

  it("fails on an import missing from the known list, and on a known entry that is gone", async () => {
    file(
      ".module-lint-known.json",
      JSON.stringify({
        known: [
          "ui-does-not-import-features: src/web/ui/button.tsx → src/web/features/cart/cart.ts",
          "module-queries-are-private: src/api/modules/orders/service.ts → src/api/modules/reviews/queries.ts",
        ],
      }),
    );
    const { added, gone } = await checkModules(dir);
    expect(added).toHaveLength(5);
    expect(added).toContain(
      "function-over-150-lines: src/api/modules/orders/lifecycle.ts createOrdersService",
    );
    expect(added.some((v) => v.startsWith("ui-does-not-import-features"))).toBe(false);
    expect(gone).toEqual([
      "module-queries-are-private: src/api/modules/orders/service.ts → src/api/modules/reviews/queries.ts",
    ]);
  });
});
