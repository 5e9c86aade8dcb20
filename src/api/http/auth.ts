/**
 * Who is calling: `request.user` from `Authorization: Bearer <access>` or, for the web app's
 * server rendering and same-origin calls, from the `accessToken` cookie. A cookie-authenticated
 * unsafe call (POST, PUT, PATCH, DELETE) must carry X-CSRFToken equal to the csrftoken cookie
 * (double submit), and both must be the CSRF token of the access token's session (an HMAC of its
 * refresh family, `csrfFor`): a pair of equal values that someone else chose (a cookie set from a
 * sibling subdomain) is refused (docs/decisions/072). Bearer calls need no CSRF token (a browser
 * never adds that header by itself).
 *
 * Routes that need a user call `requireUser(request)` (401 without a valid token, 403 on a failed
 * CSRF check) or `requireRole(request, "moderator", "admin")`; routes where signing in is optional
 * read `request.user` (null for a guest: a bad token there makes the caller a guest, not an error).
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AUTH_COOKIES, CSRF_HEADER, type UserRole } from "../../common/api/accounts.ts";
import { isLocale, type Locale } from "../../common/i18n/index.ts";
import { AppError } from "../errors.ts";

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  locale: Locale;
  viewAsBuyer: boolean;
  /** The sign-in session (refresh-token family) of the access token. */
  familyId: string | null;
  via: "bearer" | "cookie";
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. */
    user: AuthUser | null;
    /** Why a presented token was not accepted (401 or 403), thrown by requireUser. */
    authError: AppError | null;
  }
}

export interface AuthOptions {
  verifyAccess(token: string): Promise<{ userId: number; familyId: string | null } | null>;
  /** The user behind a token, or null when it no longer exists, is disabled, or its session is closed. */
  loadUser(id: number, familyId: string | null): Promise<Omit<AuthUser, "familyId" | "via"> | null>;
  /** The CSRF token of a sign-in session (refresh family). */
  csrfFor(familyId: string): string;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * True when the request carries X-CSRFToken and the csrftoken cookie, both equal to `expected`,
 * the CSRF token of the session the call is made in (null: no session, never true).
 */
export function csrfOk(request: FastifyRequest, expected: string | null): boolean {
  const cookie = request.cookies?.[AUTH_COOKIES.csrf];
  const sent = request.headers[CSRF_HEADER];
  return (
    expected !== null &&
    typeof cookie === "string" &&
    typeof sent === "string" &&
    sameSecret(cookie, expected) &&
    sameSecret(sent, expected)
  );
}

export function registerAuth(app: FastifyInstance, opts: AuthOptions) {
  app.decorateRequest("user", null);
  app.decorateRequest("authError", null);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const header = request.headers.authorization;
    let token: string | undefined;
    let via: AuthUser["via"] = "bearer";
    if (header !== undefined) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1]) {
        request.authError = new AppError("unauthorized", "accounts.tokenInvalid");
        return;
      }
      token = match[1];
    } else {
      token = request.cookies?.[AUTH_COOKIES.access];
      via = "cookie";
      if (!token) return;
    }
    const claims = await opts.verifyAccess(token);
    if (!claims) {
      request.authError = new AppError("unauthorized", "accounts.tokenInvalid");
      return;
    }
    const session = claims.familyId === null ? null : opts.csrfFor(claims.familyId);
    if (via === "cookie" && UNSAFE.has(request.method) && !csrfOk(request, session)) {
      request.authError = new AppError("forbidden", "error.csrf");
      return;
    }
    const user = await opts.loadUser(claims.userId, claims.familyId);
    if (!user) {
      request.authError = new AppError("unauthorized", "accounts.tokenInvalid");
      return;
    }
    request.user = { ...user, familyId: claims.familyId, via };
  });
}

/** The signed-in user; 401 (no or bad token) or 403 (cookie without a matching CSRF token) otherwise. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  throw request.authError ?? new AppError("unauthorized", "error.unauthorized");
}

/** The signed-in user if their role is one of `roles`; 403 for another role. */
export function requireRole(request: FastifyRequest, ...roles: UserRole[]): AuthUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError("forbidden", "error.forbidden");
  return user;
}

/** Route option helpers: `{ preHandler: signedIn }`, `{ preHandler: withRole("admin") }`. */
export const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
export const withRole =
  (...roles: UserRole[]) =>
  async (request: FastifyRequest) => {
    requireRole(request, ...roles);
  };

export function asLocale(value: string): Locale {
  return isLocale(value) ? value : "en";
}
