/**
 * Surviving deploys (spec 9): when a code chunk of the previous build is gone, reload the page
 * once to get the new build. A timestamp in sessionStorage stops reload loops: no second
 * automatic reload within 10 seconds.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = "rigmarket:reloaded-at";

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** True when the last automatic reload is older than the guard (or never happened). */
export function mayReload(lastReloadAt: string | null, now: number): boolean {
  const last = Number(lastReloadAt);
  if (!lastReloadAt || !Number.isFinite(last)) return true;
  return now - last >= RELOAD_GUARD_MS || last > now;
}

/**
 * Reloads the page unless it was reloaded automatically less than 10 s ago. Returns whether it
 * reloads (false means: show the error instead).
 */
export function reloadOnce(
  storage: StorageLike | undefined = safeSessionStorage(),
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!storage) return false;
  if (!mayReload(storage.getItem(RELOAD_GUARD_KEY), now)) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}

function safeSessionStorage(): StorageLike | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: never reload automatically
  }
}

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite
  /loading (css )?chunk [\w-]+ failed/i,
  /chunkloaderror/i,
];

/** Whether an error means "a script or style chunk of the build could not be loaded". */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === "string"
        ? error
        : String(error);
  return CHUNK_ERROR_PATTERNS.some((re) => re.test(text));
}

/**
 * Listens for Vite's "vite:preloadError" (a chunk's dependency failed to load) and for
 * unhandled failed dynamic imports; either reloads once. Call before hydrating.
 */
export function installChunkErrorRecovery(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  });
}
