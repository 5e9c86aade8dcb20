/**
 * The web app's endpoint table (src/common/api/endpoint-paths.ts and endpoints.ts) against the
 * routes the API really registers: every name is a registered method and path, with the same
 * query, body and answer schemas where the route declares them, uploads accept multipart, and
 * every route of the API has a name (so a new route cannot be called by a hand-written path).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type EndpointName, endpointOf, endpointPaths } from "../../src/common/api/endpoint-paths.ts";
import { type EndpointContract, endpoints } from "../../src/common/api/endpoints.ts";
import type { TestApp } from "../setup/app.ts";

interface SeenRoute {
  method: string;
  url: string;
  schema?: {
    querystring?: z.ZodType;
    body?: z.ZodType;
    response?: Record<string, z.ZodType>;
    summary?: string;
    description?: string;
  };
}
const seen: SeenRoute[] = [];

// Fastify's onRoute hook, added to the instance as soon as buildApp creates it, sees every route
// with the schema objects it was declared with.
vi.mock("fastify", async (importOriginal) => {
  const real = await importOriginal<typeof import("fastify")>();
  type Hooked = { addHook(name: "onRoute", hook: (route: RouteSeen) => void): void };
  type RouteSeen = { method: string | string[]; url: string; schema?: unknown };
  const factory = real.default as unknown as (...args: unknown[]) => Hooked;
  const create = ((...args: unknown[]) => {
    const app = factory(...args);
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat())
        seen.push({ method, url: route.url, schema: route.schema as SeenRoute["schema"] });
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: create };
});

let t: TestApp;
beforeAll(async () => {
  const { createTestApp } = await import("../setup/app.ts");
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Routes that are not calls of the web app: the OpenAPI pages and the chat's WebSocket. */
const notCalls = (url: string) => url.startsWith("/api/docs") || url === "/api/ws/chat";

const routeOf = (name: EndpointName) => {
  const { method, path } = endpointOf(name);
  return seen.find((r) => r.method === method && r.url === path);
};

/** Two schemas are the same contract when they are one object or describe the same input. */
function sameSchema(a: z.ZodType, b: z.ZodType, io: "input" | "output") {
  if (a === b) return true;
  const json = (s: z.ZodType) => z.toJSONSchema(s, { io, unrepresentable: "any" });
  expect(json(a)).toEqual(json(b));
  return true;
}

/** A route body of z.unknown() (checked by the service itself) accepts any contract. */
const acceptsAnything = (s: z.ZodType) =>
  Object.keys(z.toJSONSchema(s, { io: "input", unrepresentable: "any" })).every((k) => k === "$schema");

const firstSuccess = (response: Record<string, z.ZodType> | undefined) => {
  const code = Object.keys(response ?? {})
    .map(Number)
    .filter((c) => c >= 200 && c < 300)
    .sort((a, b) => a - b)[0];
  return code === undefined ? undefined : response?.[code];
};

describe("the endpoint table", () => {
  const names = Object.keys(endpointPaths) as EndpointName[];

  it("names only routes the API registers, with their method and exact path", () => {
    const missing = names.filter((name) => !routeOf(name)).map((name) => `${name}: ${endpointPaths[name]}`);
    expect(missing).toEqual([]);
  });

  it("names every route of the API", () => {
    const named = new Set(Object.values(endpointPaths));
    const unnamed = seen
      .filter((r) => r.url.startsWith("/api") && r.method !== "HEAD" && !notCalls(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .filter((spec) => !named.has(spec as (typeof endpointPaths)[EndpointName]));
    expect(unnamed).toEqual([]);
  });

  it.each(names)("%s has the route's query, body and answer schemas", (name) => {
    const route = routeOf(name);
    const contract: EndpointContract = endpoints[name];
    const schema = route?.schema ?? {};
    if (schema.querystring) {
      expect(contract.query, `${name}: the route declares a query`).toBeDefined();
      if (contract.query) sameSchema(contract.query, schema.querystring, "input");
    } else expect(contract.query, `${name}: the route declares no query`).toBeUndefined();

    if (schema.body && !acceptsAnything(schema.body)) {
      expect(contract.body, `${name}: the route declares a body`).toBeDefined();
      if (contract.body) sameSchema(contract.body, schema.body, "input");
    } else if (!schema.body) expect(contract.body, `${name}: the route declares no body`).toBeUndefined();

    const answer = firstSuccess(schema.response);
    if (answer) expect(contract.response, `${name}: the route declares its answer`).toBeDefined();
    if (answer && contract.download) {
      // A file: the route's answer is any bytes (described, not typed).
      const { description: _, ...json } = z.toJSONSchema(answer, { unrepresentable: "any" });
      expect(
        Object.keys(json).filter((k) => k !== "$schema"),
        `${name}: answers a file`,
      ).toEqual([]);
    } else if (answer && contract.response) sameSchema(contract.response, answer, "output");

    // An upload's route documents its multipart field (OpenAPI summary), which the client sends.
    const text = `${schema.summary ?? ""} ${schema.description ?? ""}`;
    const field = /multipart field `([^`]+)`/.exec(text)?.[1];
    expect(contract.upload, `${name}: the multipart field of the route`).toBe(field);
  });
});
