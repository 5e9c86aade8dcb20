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
    // A page answers in well under a second on a quiet machine, but CI shares 2 cores between the
    // server, Chromium and the runner: expect.poll waits up to 10 s (Vitest's default, 1 s, failed
    // journeys whose page was merely slow). The assertions are the same; only the patience changes.
    expect: { poll: { timeout: 10_000 } },
  },
});
