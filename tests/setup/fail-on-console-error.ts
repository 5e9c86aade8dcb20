// Tests fail on an unexpected console.error (a React warning, an unhandled error log).
import { afterEach, vi } from "vitest";

let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called ${seen.length} time(s): ${String(seen[0]?.[0]).slice(0, 500)}`);
  }
});
