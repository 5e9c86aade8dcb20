/**
 * The `next` parameter of /sign-in: only a same-site relative path is followed (no scheme, no
 * "//host", no backslashes or control characters that browsers read as another host).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    const url = new URL(next, "http://x.invalid");
    if (url.origin !== "http://x.invalid") return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
