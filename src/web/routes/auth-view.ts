/**
 * /AuthView (spec 2's route constant; issue 20): a sign-in entry that returns to where it was
 * opened. The page to return to is the `next` query parameter, else the Referer when it is a page
 * of this site; both go through the one safe-redirect rule (src/common/safe-redirect.ts), so
 * nothing outside the site is ever a target. A guest goes to /sign-in?next=<page>; a signed-in
 * user goes straight to the page.
 */
import { redirect } from "react-router";
import type { Locale } from "../../common/i18n/index.ts";
import { safeLocalPath } from "../../common/safe-redirect.ts";
import { localeFromPath, localizePath, stripLocale } from "../i18n/locale.ts";
import { currentUser } from "../lib/session.server.ts";
import type { Route } from "./+types/auth-view";

/** The Referer's path when it is a page of this host (another host, or none: null). */
function sameSiteReferer(request: Request, url: URL): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const host = request.headers.get("host") ?? url.host;
    if (from.host !== host && from.origin !== url.origin) return null;
    return safeLocalPath(from.pathname + from.search + from.hash);
  } catch {
    return null;
  }
}

/** The page to return to; never /AuthView itself (a loop) nor the sign-in pages. */
function returnTo(request: Request, url: URL): string {
  const target = safeLocalPath(url.searchParams.get("next")) ?? sameSiteReferer(request, url);
  if (!target) return "/";
  const bare = stripLocale(target.replace(/[?#].*$/, "")).toLowerCase();
  if (bare === "/authview" || bare === "/sign-in" || bare === "/sign-up") return "/";
  return target;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = returnTo(request, url);
  // /fr/AuthView is French; an unprefixed one follows the page it was opened from.
  const locale: Locale = localeFromPath(url.pathname) === "fr" ? "fr" : localeFromPath(next);
  const page = localizePath(next, locale);
  const user = await currentUser(request, context);
  if (user) throw redirect(page);
  throw redirect(`${localizePath("/sign-in", locale)}?${new URLSearchParams({ next: page })}`);
}
