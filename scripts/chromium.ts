/** Debian's Chromium (or CHROMIUM_PATH) and the flags it runs with for the browser tests and Lighthouse. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** No sandbox (root in a container), no GPU, nothing phoning home or updating during a run. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
