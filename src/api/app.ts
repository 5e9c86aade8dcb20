/**
 * buildApp(deps): the REST API as a Fastify instance. The server (src/server.ts) adds the web
 * handler and listens; tests call it directly with `inject()` against a test database.
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "./db/client.ts";
import { registerErrorHandling, validatorCompiler } from "./http/errors.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { type CatalogService, createCatalogService } from "./modules/catalog/service.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { systemRoutes } from "./modules/system/routes.ts";

export interface AppDeps {
  database: Database;
  /** Identifies the running build (GET /api/version). */
  version: string;
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: "RigMarket API",
        description: "REST API of the RigMarket marketplace. Errors: `{ detail }` or `{ field: [messages] }`.",
        version: deps.version,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  const routeDeps: RouteDeps = { database: deps.database, version: deps.version, catalog: createCatalogService(deps.database) };
  await app.register(systemRoutes(routeDeps));
  await app.register(catalogRoutes(routeDeps));
  await app.register(searchRoutes(routeDeps));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type RouteDeps = { database: Database; version: string; catalog: CatalogService };
