/**
 * Locale of a request and localised paths. English has no prefix, French lives under /fr
 * (spec 2). Pure functions: used by loaders on the server and by components in the browser.
 */
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
  localeFromAcceptLanguage,
} from "../../common/i18n/index.ts";
import { safeLocalPath } from "../../common/safe-redirect.ts";

/** Locales that have a URL prefix (all but the default). */
const PREFIXED: readonly Locale[] = ["fr"];

/** "fr" of "/fr/product/x" (as `pathname.split("/")[1]`, without the array: every link asks). */
function firstSegment(pathname: string): string {
  const start = pathname.indexOf("/") + 1;
  if (start === 0) return "";
  const end = pathname.indexOf("/", start);
  return (end === -1 ? pathname.slice(start) : pathname.slice(start, end)).toLowerCase();
}

/** The locale a path is in: "/fr" and "/fr/..." are French, everything else English. */
export function localeFromPath(pathname: string): Locale {
  const seg = firstSegment(pathname);
  return isLocale(seg) && PREFIXED.includes(seg) ? seg : DEFAULT_LOCALE;
}

/** Removes the locale prefix: "/fr/product/x" -> "/product/x", "/fr" -> "/". */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === DEFAULT_LOCALE) return pathname || "/";
  const rest = pathname.slice(1 + firstSegment(pathname).length);
  return rest === "" || rest === "/" ? "/" : rest;
}

/**
 * The same page in another locale. Accepts a path with query and hash; anything that is not a
 * site-absolute path (external URLs, "//host", "#x", "?q") is returned unchanged.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? "" : path.slice(cut);
  const bare = stripLocale(pathname);
  if (!PREFIXED.includes(locale)) return bare + tail;
  return (bare === "/" ? `/${locale}` : `/${locale}${bare}`) + tail;
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export type LocaleSource = "path" | "cookie" | "header" | "default";

/** Spec 1: the /fr prefix, else the locale cookie, else the browser's language, else en. */
export function resolveLocale(req: {
  pathname: string;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): { locale: Locale; source: LocaleSource } {
  const fromPath = localeFromPath(req.pathname);
  if (fromPath !== DEFAULT_LOCALE) return { locale: fromPath, source: "path" };
  const cookie = readCookie(req.cookieHeader, LOCALE_COOKIE);
  if (isLocale(cookie)) return { locale: cookie, source: "cookie" };
  const header = localeFromAcceptLanguage(req.acceptLanguage);
  if (header) return { locale: header, source: "header" };
  return { locale: DEFAULT_LOCALE, source: "default" };
}

/**
 * Where an unprefixed URL must go when the visitor's locale is not English (302 target), or null
 * when the URL already speaks the visitor's language.
 */
export function localeRedirectTarget(
  url: URL,
  resolved: { locale: Locale; source: LocaleSource },
): string | null {
  if (resolved.source === "path" || resolved.locale === DEFAULT_LOCALE) return null;
  return localizePath(url.pathname + url.search, resolved.locale);
}

/**
 * Where a redirect with a target the visitor gave (`next`, `to`) goes, in `locale`: the one rule of
 * common/safe-redirect.ts (a same-site path, judged after normalisation), or `fallback`.
 */
export function redirectPath(raw: unknown, locale: Locale, fallback = "/"): string {
  return localizePath(safeLocalPath(raw) ?? fallback, locale);
}

/** Set-Cookie value of the locale cookie (spec 9: 365 days). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Absolute URLs of a page in every locale, for hreflang alternates. Drops UI-only parameters. */
export function alternateUrls(
  publicUrl: string,
  pathname: string,
  search: string,
): { en: string; fr: string; xDefault: string } {
  const params = new URLSearchParams(search);
  params.delete("tab");
  const qs = params.toString();
  const path = stripLocale(pathname) + (qs ? `?${qs}` : "");
  const base = publicUrl.replace(/\/+$/, "");
  const en = base + localizePath(path, "en");
  return { en, fr: base + localizePath(path, "fr"), xDefault: en };
}
