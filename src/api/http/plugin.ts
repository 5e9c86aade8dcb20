import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * The Fastify instance a route plugin gets (Zod type provider): what the per-group registration
 * functions of a module's routes take, e.g. `registerOfficeRoutes(app, sellers)`.
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
