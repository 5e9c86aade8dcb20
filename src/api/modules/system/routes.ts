import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { healthSchema } from "../../../common/api/catalog.ts";
import type { RouteDeps } from "../../app.ts";
import { isHealthy } from "../../db/client.ts";

export const systemRoutes =
  ({ database, version, diskSpace }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          tags: ["system"],
          summary:
            "Readiness: is the database reachable, and does the storage take writes (503 with storage: full after a write found the disk full)?",
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const [db, space] = await Promise.all([isHealthy(database), diskSpace.check().catch(() => false)]);
        const ok = db && space;
        return reply.status(ok ? 200 : 503).send({
          status: ok ? "ok" : "unavailable",
          database: database.kind,
          storage: space ? "ok" : "full",
          version,
        });
      },
    );

    app.get(
      "/api/version",
      {
        schema: {
          tags: ["system"],
          summary: "The running build; the web app polls it to offer a reload after a deploy.",
          response: { 200: z.object({ version: z.string() }) },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return { version };
      },
    );
  };
