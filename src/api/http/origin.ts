/**
 * "Is this Origin ours?" — the one rule for every check that compares origins: the chat upgrade
 * that authenticates with the access cookie (src/api/modules/chat/routes.ts) and the web server's
 * check of state-changing page requests (src/web-server.ts). See docs/decisions/022.
 *
 * Ours is PUBLIC_URL's origin, or the request's own origin: its scheme and Host header, so that a
 * site reached at http://127.0.0.1:PORT or a LAN address works as well as at its configured name.
 * Behind TRUST_PROXY, Fastify reads the scheme and host from X-Forwarded-Proto / X-Forwarded-Host.
 */
import type { FastifyRequest } from "fastify";

/** The serialised origin of an http(s) URL, or null ("null", absent, unparsable, another scheme). */
export function originOf(value: string | null | undefined): string | null {
  if (!value || value === "null" || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
}

/** The origin the client used to reach this server (scheme and Host), or null without a Host. */
export function requestOrigin(request: FastifyRequest): string | null {
  return request.host ? originOf(`${request.protocol}://${request.host}`) : null;
}

/** True when `origin` (an Origin header, or a Referer) is the public site's or the request's own. */
export function isOwnOrigin(
  request: FastifyRequest,
  origin: string | null | undefined,
  publicUrl: string,
): boolean {
  const given = originOf(origin);
  return given !== null && (given === originOf(publicUrl) || given === requestOrigin(request));
}

/**
 * A state-changing page request (a form post, a fetch with another method than GET/HEAD) comes from
 * one of our pages: its Origin is ours, or — when a browser sent no Origin — its Referer is. A
 * request with neither is refused too: every current browser sends Origin with a POST, so only a
 * script or a privacy tool that strips both would be turned away (docs/decisions/022).
 */
export function fromOwnPage(request: FastifyRequest, publicUrl: string): boolean {
  const { origin, referer } = request.headers;
  return origin !== undefined
    ? isOwnOrigin(request, origin, publicUrl)
    : isOwnOrigin(request, referer, publicUrl);
}
