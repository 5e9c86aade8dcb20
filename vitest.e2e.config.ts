import { defineConfig } from "vitest/config";

// Browser journeys: one server (production build, embedded store with the demo data) for the run,
// Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    setupFiles: ["tests/setup/i18n.ts"],
    pool: "forks",
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
