/** Polling the running build's version (GET /api/version) to offer a reload after a deploy. */
import { apiUrl } from "../../common/api-client.ts";

export const VERSION_POLL_MS = 5 * 60 * 1000;
/** Focus and visibility changes check at most this often. */
export const VERSION_FOCUS_MIN_MS = 30 * 1000;

export function parseVersion(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("version" in body)) return null;
  const v = (body as { version: unknown }).version;
  return typeof v === "string" && v !== "" ? v : null;
}

/** A newer build is out when the server reports a version that differs from the page's own. */
export function isNewVersion(pageVersion: string, serverVersion: string | null): boolean {
  return serverVersion !== null && pageVersion !== "" && serverVersion !== pageVersion;
}

export async function fetchServerVersion(signal?: AbortSignal): Promise<string | null> {
  try {
    const res = await fetch(apiUrl("system.version"), {
      headers: { accept: "application/json" },
      cache: "no-store",
      signal,
    });
    if (!res.ok) return null;
    return parseVersion(await res.json());
  } catch {
    return null;
  }
}
