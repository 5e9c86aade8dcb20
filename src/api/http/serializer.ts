/**
 * Answers in production: each route's Zod response schema turned into JSON Schema once, at start-up,
 * and compiled by fast-json-stringify (Fastify's own serializer). Like the Zod serializer it writes
 * only the properties the schema declares, so a field a handler did not mean to send never leaves,
 * but it does not check every value on the way out: that check cost more than the rest of a search
 * (decision 010). Tests and development keep the checking Zod serializer; a test compares the two.
 */
import fastJson from "fast-json-stringify";
import { z } from "zod";

type Serialize = (data: unknown) => string;

export function toResponseJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
}

/**
 * Compiled on the route's first answer rather than at start-up: a process answers a few dozen of the
 * API's routes in a day, and each compiled serializer (its generated source and code) stays in
 * memory (decision 027). A test compiles every route's schema, so a schema fast-json-stringify
 * cannot compile still fails in CI, not on a user's request.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): Serialize {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= compileFastSerializer(schema);
    return serialize(data);
  };
}

export function compileFastSerializer(schema: z.ZodType): Serialize {
  return fastJson(toResponseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as Serialize;
}
