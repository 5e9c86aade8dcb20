import { defineConfig } from "vitest/config";

const shared = {
  setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/i18n.ts"],
  pool: "forks" as const,
  testTimeout: 30_000,
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
