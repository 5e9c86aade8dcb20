/**
 * The one rule for where a redirect may send a visitor (issue 15): every `next`, `to` and redirect
 * target that a visitor can influence goes through `safeLocalPath`, and the API's `onSend` guard
 * (src/api/http/redirects.ts) checks every Location header the server sends against `guardLocation`.
 *
 * A target is a path on this site: it starts with one "/", has no backslash or control character
 * (browsers read "\" as "/" and drop tabs and new lines), and is judged after the URL parser's
 * normalisation ("/./", "/../", percent-encoding), with runs of slashes collapsed so that no
 * result reads as "//host". What comes out is ASCII (non-ASCII characters are percent-encoded), so
 * it is always a valid header value.
 */

const BASE = "http://rigmarket.invalid";

/** Longer targets are refused (a URL that long is not a page of ours). */
export const MAX_REDIRECT_LENGTH = 2000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const UNSAFE_CHARS = /[\\\u0000-\u001f\u007f]/;

/** A same-site path ("/a/b?c=1#d") to redirect to, or null when `raw` is anything else. */
export function safeLocalPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_REDIRECT_LENGTH) return null;
  if (raw[0] !== "/" || UNSAFE_CHARS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return url.pathname.replace(/\/{2,}/g, "/") + url.search + url.hash;
}

/**
 * The Location header to send instead of `location`: a site path made safe, an absolute URL of one
 * of `ownOrigins` as it is, and "/" for anything else (another host, a scheme such as
 * `javascript:`, characters a header cannot carry). `base` is the request's own URL, against
 * which a relative target ("./x") is read.
 */
export function guardLocation(location: string, ownOrigins: readonly string[], base: string): string {
  if (location.startsWith("/")) return safeLocalPath(location) ?? "/";
  if (location.length > MAX_REDIRECT_LENGTH || UNSAFE_CHARS.test(location) || /[^\x20-\x7e]/.test(location))
    return "/";
  try {
    const url = new URL(location, base);
    return ownOrigins.includes(url.origin) ? location : "/";
  } catch {
    return "/";
  }
}
