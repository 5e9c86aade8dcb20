import { isbot } from "isbot";
import { redirect } from "react-router";
import { localeRedirectTarget, resolveLocale } from "../i18n/locale.ts";

/**
 * Spec 1: a visitor whose locale (cookie, else browser language) is French and who opens an
 * unprefixed URL is sent to the /fr URL with a 302. Crawlers are not redirected, so the English
 * pages stay indexable; hreflang alternates tell them about the French ones.
 */
export function redirectToVisitorLocale(request: Request): void {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const url = new URL(request.url);
  const resolved = resolveLocale({
    pathname: url.pathname,
    cookieHeader: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
  const target = localeRedirectTarget(url, resolved);
  if (!target || isbot(request.headers.get("user-agent"))) return;
  throw redirect(target, {
    status: 302,
    headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "no-store" },
  });
}
