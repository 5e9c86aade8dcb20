/**
 * The web app's side of the session (spec section 4, "Authentication"). Tokens live in cookies:
 * accessToken (HttpOnly: read by server rendering and sent with the chat's socket), accessExpires
 * (its expiry, read by the page), refreshToken (HttpOnly) and csrftoken (the session's CSRF token,
 * bound to it by the API: docs/decisions/072). Loaders and
 * actions call the API in-process with the access token as a Bearer token (so no CSRF header is
 * needed); when the API answers 401 and a refresh token is held, the server refreshes once per
 * request, retries, and sends the new cookies with the response; when the refresh fails the
 * cookies are cleared (signed out). Set-Cookie values go to `context.session.setCookies`, which
 * src/web-server.ts adds to whatever response React Router produces.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import {
  AUTH_COOKIES,
  authCookieHeaders,
  CSRF_HEADER,
  clearAuthCookieHeaders,
  type Me,
  type TokenPair,
} from "../../common/api/accounts.ts";
import { type ApiTransport, apiUrl } from "../../common/api-client.ts";
import { localeFromPath, localizePath, readCookie, redirectPath } from "../i18n/locale.ts";
import { makeT } from "../i18n/translator.ts";
import type { ErrorPayload } from "./errors.ts";

const REFRESH_URL = apiUrl("accounts.refresh");

function cookieOf(request: Request, name: string): string | null {
  return readCookie(request.headers.get("cookie"), name);
}

/**
 * Refreshes the session once for this request (refresh tokens rotate); null when it failed. With
 * `csrf` (the browser's X-CSRFToken, /session-refresh) the API refuses it unless it is the
 * session's own CSRF token.
 */
export function refreshSession(
  request: Request,
  context: AppLoadContext,
  csrf?: string,
): Promise<TokenPair | null> {
  const s = context.session;
  s.refresh ??= (async () => {
    const token = cookieOf(request, AUTH_COOKIES.refresh);
    if (!token) return null;
    const res = await context.api({
      method: "POST",
      url: REFRESH_URL,
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        ...(csrf === undefined ? {} : { [CSRF_HEADER]: csrf }),
      },
      body: JSON.stringify({ refresh: token }),
      remoteAddress: s.clientIp,
    });
    if (res.status === 200) {
      const pair = JSON.parse(res.body) as TokenPair;
      startSession(request, context, pair);
      return pair;
    }
    // A refused token (expired, revoked, reused): the session is over. Other failures (429, 5xx) keep it.
    if (res.status === 400 || res.status === 401 || res.status === 403) endSession(context);
    return null;
  })();
  return s.refresh;
}

/**
 * Sets the cookies of a new token pair (sign-in, verification, refresh) and uses it for the rest
 * of the request; the csrftoken cookie is the session's CSRF token that came with the pair.
 */
export function startSession(_request: Request, context: AppLoadContext, pair: TokenPair) {
  context.session.tokens = pair;
  context.session.me = undefined;
  context.session.setCookies.push(...authCookieHeaders(pair, { secure: context.secureCookies }));
}

/** Clears the auth cookies: the browser is signed out. */
export function endSession(context: AppLoadContext) {
  context.session.tokens = null;
  context.session.me = Promise.resolve(null);
  context.session.setCookies.push(...clearAuthCookieHeaders({ secure: context.secureCookies }));
}

/** Headers of the page request passed on to the API. */
const FORWARDED_HEADERS = ["user-agent", "sec-purpose", "purpose"] as const;

/**
 * The API transport of one web request: the visitor's address (rate limits), the access token as
 * Bearer, and one refresh-and-retry on 401.
 */
export function sessionTransport(request: Request, context: AppLoadContext): ApiTransport {
  const cookie = request.headers.get("cookie");
  const s = context.session;
  const send: (req: Parameters<ApiTransport>[0], access: string | null) => ReturnType<ApiTransport> = (
    req,
    access,
  ) => {
    const headers = { ...req.headers };
    if (cookie) headers.cookie = cookie;
    // Who is asking (crawlers, prefetches): the API does not count their product views.
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }
    if (access) headers.authorization = `Bearer ${access}`;
    return context.api({ ...req, headers, remoteAddress: s.clientIp });
  };
  return async (req) => {
    // A change (avatar, e-mails…) makes the cached GET users/me/ of this request stale.
    if (req.method !== "GET" && s.tokens !== null) s.me = undefined;
    if (s.tokens !== undefined) return send(req, s.tokens?.access ?? null);
    const res = await send(req, readCookie(cookie, AUTH_COOKIES.access));
    if (res.status !== 401 || !readCookie(cookie, AUTH_COOKIES.refresh) || req.url.startsWith(REFRESH_URL)) {
      return res;
    }
    const pair = await refreshSession(request, context);
    return pair ? send(req, pair.access) : res;
  };
}

/** True when the request carries any session cookie (a guest without them costs no API call). */
export function hasSessionCookie(request: Request): boolean {
  return Boolean(cookieOf(request, AUTH_COOKIES.access) || cookieOf(request, AUTH_COOKIES.refresh));
}

/** The signed-in user (GET users/me/, once per request), or null for a guest. */
export function currentUser(request: Request, context: AppLoadContext): Promise<Me | null> {
  const s = context.session;
  if (!s.me) {
    if (s.tokens === undefined && !hasSessionCookie(request)) {
      s.me = Promise.resolve(null);
    } else {
      const transport = sessionTransport(request, context);
      s.me = (async () => {
        const locale = localeFromPath(new URL(request.url).pathname);
        const res = await transport({
          method: "GET",
          url: apiUrl("accounts.me"),
          headers: { accept: "application/json", "accept-language": locale },
        });
        if (res.status === 200) return JSON.parse(res.body) as Me;
        if (res.status === 401 || res.status === 403) return null;
        throw new Error(`users/me/ answered ${res.status}`);
      })();
    }
  }
  return s.me as Promise<Me | null>;
}

/** Where a signed-in user lands: their buyer account (buyers) or the marketplace. */
export function homeOf(user: Pick<Me, "role">): string {
  return user.role === "buyer" ? "/buyer-account" : "/marketplace";
}

/** Guest-only pages (sign-in, sign-up…): a signed-in user goes to `next` or their home. */
export async function redirectSignedIn(request: Request, context: AppLoadContext) {
  const user = await currentUser(request, context);
  if (!user) return;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  throw redirect(redirectPath(url.searchParams.get("next"), locale, homeOf(user)));
}

/** Pages for signed-in users: a guest goes to /sign-in?next=<this page>. */
export async function requireSignedIn(request: Request, context: AppLoadContext): Promise<Me> {
  const user = await currentUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const next = url.pathname + url.search;
  throw redirect(`${localizePath("/sign-in", locale)}?${new URLSearchParams({ next })}`);
}

/** Seller pages: a seller company that is not a draft; 403 otherwise. */
export async function requireSeller(request: Request, context: AppLoadContext): Promise<Me> {
  const user = await requireSignedIn(request, context);
  if (user.seller && user.seller.status !== "draft") return user;
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  throw data<ErrorPayload>({ message: t("auth.sellerOnly") }, { status: 403 });
}
