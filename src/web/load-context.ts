/**
 * What the server hands every loader and action (React Router's AppLoadContext): the in-process
 * API transport and a few public settings. Set up in src/server.ts.
 */
import type { ApiTransport } from "../common/api-client.ts";

export interface RigMarketLoadContext {
  /** Calls the REST API in-process (Fastify inject); use through createApiClient. */
  api: ApiTransport;
  /** Absolute public address of the site, without trailing slash (hreflang, canonical links). */
  publicUrl: string;
  /** Identifies the running build; the shell polls /api/version and offers a reload when it changes. */
  buildVersion: string;
}

declare module "react-router" {
  interface AppLoadContext extends RigMarketLoadContext {}
}
