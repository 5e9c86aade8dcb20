import { defineConfig } from "vitest/config";

const shared = {
  setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/i18n.ts"],
  pool: "forks" as const,
  // Sized for a loaded 2-core machine (two test files at once beside other work): a test that
  // hangs still fails, but a slow spreadsheet import or fuzzed operation does not. Tests assert
  // what happens, never how fast; timings are measured by `npm run bench`.
  testTimeout: 180_000,
  hookTimeout: 180_000,
};

// `npm test`: unit tests beside the code, and API tests on a seeded database (see docs/decisions/003).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: "unit", include: ["src/**/*.test.ts", "src/**/*.test.tsx"] } },
      {
        test: {
          ...shared,
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/setup/global-setup.ts"],
        },
      },
    ],
  },
});
