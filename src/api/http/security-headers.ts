/**
 * Security headers on every response of the server — pages, API, static files, /uploads, errors and
 * 404s (docs/decisions/022). A hook, registered first on the root instance, so that no route can miss
 * them. Pages get a Content-Security-Policy whose script-src allows React Router's inline scripts by
 * a nonce made for each request (`request.cspNonce`, handed to React Router by src/web-server.ts),
 * or, for a page of the guest page cache, by the hashes of its inline scripts (docs/decisions/035).
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isApiPath } from "./paths.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** A fresh random nonce for this request's inline scripts (the page's CSP names it). */
    cspNonce: string;
    /**
     * A page served from the guest page cache (src/page-cache.ts) names its inline scripts by their
     * hashes instead: its bytes are the same for every visitor, so they can be compressed once.
     */
    cspScriptHashes: string[] | null;
  }
}

export interface SecurityHeaderOptions {
  /** Google sign-in is configured (GOOGLE_CLIENT_ID): its script, frame and popup are allowed. */
  googleSignIn: boolean;
  /** `npm run dev`: Vite's hot reload talks over its own WebSocket port. */
  devServer: boolean;
  /** Where images may also come from: a public bucket or CDN (S3_PUBLIC_URL, decision 030). */
  imageOrigins?: string[];
  /**
   * Origins of the analytics and tag-manager scripts (issue 22, decision 052): allowed to load
   * scripts, to be called and to send pixels. The page loads them only after consent.
   */
  consentScriptOrigins?: string[];
}

/** Google Identity Services: the script, its styles, the button's frame and its calls. */
const GOOGLE_GSI = "https://accounts.google.com/gsi/";

/** A host name as a CSP source may carry it (anything else in a Host header is left out). */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The CSP of a page (and of the API's HTML documentation). */
export function pagePolicy(
  opts: SecurityHeaderOptions & { nonce: string; scriptHashes?: string[] | null; host?: string },
): string {
  const google = opts.googleSignIn ? [GOOGLE_GSI] : [];
  // The chat's WebSocket on the page's own host ('self' covers ws: only in newer browsers).
  const sockets = opts.devServer
    ? ["ws:", "wss:"]
    : opts.host && PLAIN_HOST.test(opts.host)
      ? [`ws://${opts.host}`, `wss://${opts.host}`]
      : [];
  const tags = opts.consentScriptOrigins ?? [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      ...(opts.scriptHashes ? opts.scriptHashes.map((h) => `'${h}'`) : [`'nonce-${opts.nonce}'`]),
      ...google,
      ...tags,
    ],
    // React renders style attributes (progress bars): inline styles, never inline scripts.
    ["style-src", "'self'", "'unsafe-inline'", ...google],
    ["img-src", "'self'", "data:", "blob:", ...(opts.imageOrigins ?? []), ...tags],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...sockets, ...google, ...tags],
    ["frame-src", ...(google.length ? google : ["'self'"])],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** JSON answers of the API: nothing to load, nothing to run, never in a frame. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Uploaded files: shown as images or downloaded, never run as a document of the site. */
export const UPLOADS_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** Powerful features no page of the site uses. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

const HSTS = "max-age=31536000";

function policyFor(request: FastifyRequest, opts: SecurityHeaderOptions): string {
  const path = request.url;
  if (path.startsWith("/uploads/")) return UPLOADS_POLICY;
  if (isApiPath(path) && !path.startsWith("/api/docs")) return API_POLICY;
  return pagePolicy({
    ...opts,
    nonce: request.cspNonce,
    scriptHashes: request.cspScriptHashes,
    host: request.host,
  });
}

/** Adds the headers to every response of `app` (call it on the root instance, before any route). */
export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions) {
  app.decorateRequest("cspNonce", "");
  app.decorateRequest("cspScriptHashes", null);
  app.addHook("onRequest", async (request) => {
    request.cspNonce = randomBytes(16).toString("base64");
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("content-security-policy", policyFor(request, opts));
    reply.header("x-frame-options", "DENY");
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    // Google's sign-in popup reports back to its opener (the sign-in page).
    reply.header(
      "cross-origin-opener-policy",
      opts.googleSignIn ? "same-origin-allow-popups" : "same-origin",
    );
    // Only over HTTPS (directly, or X-Forwarded-Proto behind TRUST_PROXY): over plain HTTP a
    // browser ignores it, and a site still served over HTTP must not promise HTTPS.
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
