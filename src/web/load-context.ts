/**
 * What the server hands every loader and action (React Router's AppLoadContext): the in-process
 * API transport and a few public settings. Set up in src/server.ts.
 */
import type { ApiTransport } from "../common/api-client.ts";
import type { ConsentSettings } from "../common/consent/state.ts";
import type { Locale } from "../common/i18n/index.ts";

/**
 * What a page's render did besides reading (counted a product view, logged a search): the guest
 * page cache (src/page-cache.ts) does it again each time it serves the page without rendering it.
 */
export type PageEffect =
  | { kind: "product-view"; productId: number }
  /** A service's or a company's page (the trending lists count it once per visitor and day). */
  | { kind: "listing-view"; what: "service" | "company"; id: number }
  | { kind: "search"; text: string; locale: Locale; found: boolean }
  | { kind: "ad-display"; bannerIds: number[] };

export interface RigMarketLoadContext {
  /** Calls the REST API in-process (Fastify inject); use through createApiClient. */
  api: ApiTransport;
  /** Absolute public address of the site, without trailing slash (hreflang, canonical links). */
  publicUrl: string;
  /** Identifies the running build; the shell polls /api/version and offers a reload when it changes. */
  buildVersion: string;
  /** Auth cookies get `Secure` (AppSettings.secureCookies). */
  secureCookies: boolean;
  /** The consent cookie's name and lifetime and the scripts that wait for consent (issue 22). */
  consent: ConsentSettings;
  /** Per request: the nonce of the page's inline scripts, named by its Content-Security-Policy. */
  cspNonce: string;
  /** Per request: the visitor's address (the API's rate limits count per IP) and the session state. */
  session: WebSessionState;
  /** Per request: what the render did that a cached copy of the page must do again (see PageEffect). */
  pageEffects: PageEffect[];
}

/** What one web request learns about its session; see src/web/lib/session.server.ts. */
export interface WebSessionState {
  clientIp: string;
  /** Set-Cookie values the server adds to the response (sign-in, refresh, sign-out). */
  setCookies: string[];
  /** The one refresh of this request (refresh tokens rotate: never refresh twice with the same one). */
  refresh?: Promise<{ access: string; refresh: string; csrf: string } | null>;
  /** Tokens obtained during this request (sign-in or refresh): later API calls use them. */
  tokens?: { access: string; refresh: string } | null;
  /** GET users/me/ of this request, asked once (src/web/lib/session.server.ts). */
  me?: Promise<unknown>;
}

declare module "react-router" {
  interface AppLoadContext extends RigMarketLoadContext {}
}
