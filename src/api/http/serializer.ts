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

/**
 * Answers at least this long leave the serializer as UTF-8 bytes. Fastify measures a string answer
 * with Buffer.byteLength and the socket encodes it again when it writes; fast-json-stringify's
 * answer is a string built by concatenation that both passes flatten. One Buffer.from does it once:
 * ~0.5 ms less for a page of 100 product cards (145 KB; decision 028's update of issue 16).
 */
const AS_BYTES = 16 * 1024;

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
    const json = serialize(data);
    // Fastify sends a Buffer from a serializer as it is (its onSend hooks and error path take both);
    // its types only name strings.
    return json.length >= AS_BYTES ? (Buffer.from(json) as unknown as string) : json;
  };
}

export function compileFastSerializer(schema: z.ZodType): Serialize {
  return fastJson(toResponseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as Serialize;
}
