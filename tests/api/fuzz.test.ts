/**
 * Fuzz test of the whole API, generated from its OpenAPI document (issue 15). For every documented
 * operation fast-check draws requests — values that fit the schema and values that do not (NUL,
 * lone surrogates, huge and exotic texts, numbers out of range, wrong types, missing and extra
 * fields, path parameters of every shape, malformed JSON and multipart bodies, broken cookies) —
 * and sends them as a guest, a buyer, a seller and a moderator. It fails on any 5xx, and on any
 * 2xx answered to a guest by an operation that documents a 401 (one that needs a signed-in user).
 * Before the random part, each operation gets a fixed sweep of what issue 15 found: NUL and a lone
 * surrogate in each parameter and top-level text field (a 4xx), integers past int4 and past the
 * safe integers (no 5xx), and on upload calls real and cut-short files, named plainly and with
 * NUL (no 5xx).
 *
 * Bounded: FUZZ_RUNS requests per operation (default 150) and at most FUZZ_MS milliseconds per
 * operation (default 900), shared so that the random part of all operations together takes about
 * FUZZ_TOTAL_MS (default 90 s: the API grows, CI's time does not; about two minutes for the file on
 * a 2-core machine, sweeps included). Each operation's share is what is left of the total divided
 * by the operations left. The clock only ends the random part between two requests (never one in
 * flight), and never before FUZZ_MIN_RUNS requests (default 5): on a slow or busy machine every
 * operation is still fuzzed, the file just takes longer. A
 * failure prints fast-check's seed and path; `FUZZ_SEED=<seed> npx vitest run tests/api/fuzz.test.ts`
 * replays it, and larger FUZZ_RUNS / FUZZ_MS fuzz longer.
 *
 * Fresh state: the file has its own copy of the seeded database (tests/setup/app.ts). Rate limits
 * stay on (their code is part of what is fuzzed) and every request comes from its own client
 * address; a limit counted per account can still trip: then the rate_limits table is emptied and
 * the request sent again, so that a 429 never hides the handler behind it.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, makeSeller, nextIp, type TestApp } from "../setup/app.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const TIME_MS = Number(process.env.FUZZ_MS ?? 900);
const TOTAL_MS = Number(process.env.FUZZ_TOTAL_MS ?? 90_000);
const MIN_RUNS = Math.min(RUNS, Math.max(1, Number(process.env.FUZZ_MIN_RUNS ?? 5)));
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * Routes the fuzz does not drive, each with its reason. Every other route must be in the OpenAPI
 * document (checked below), so a new route is fuzzed or listed here, never skipped silently.
 */
const NOT_FUZZED: Record<string, string> = {
  "GET /api/ws/chat":
    "the chat's WebSocket: its input is JSON-RPC frames, not HTTP (chat.test.ts drives them; bad-input.test.ts sends NUL and lone surrogates in their params)",
  "GET /api/docs": "Swagger UI: static pages, no input",
  "GET /api/docs/static/index.html": "Swagger UI: static file, no input",
  "GET /api/docs/static/swagger-initializer.js": "Swagger UI: static file, no input",
  "GET /api/docs/*": "Swagger UI: static files served by @fastify/static (no database, no parsing)",
  "GET /api/docs/json": "the OpenAPI document this test reads (no input)",
  "GET /api/docs/yaml": "the OpenAPI document in YAML (no input)",
};

// ---- The OpenAPI document --------------------------------------------------------------------

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}
interface Parameter {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

interface Op {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  params: Parameter[];
  body: Schema | undefined;
  /** Documents a 401: a guest must never get a 2xx. */
  needsAuth: boolean;
}

function operations(doc: OpenApi): Op[] {
  const ops: Op[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      ops.push({
        method: method.toUpperCase() as Op["method"],
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content["application/json"]?.schema,
        needsAuth: Object.hasOwn(op.responses ?? {}, "401"),
      });
    }
  }
  return ops;
}

/** `GET /api/x/:` from the router's `/api/x/:id` and the document's `/api/x/{id}/`. */
const routeKey = (method: string, path: string) =>
  `${method} ${path.replace(/\{[^}]+\}|:[^/]+/g, ":").replace(/(.)\/$/, "$1")}`;

/** Every (method, path) of the router, read from printRoutes' tree. */
function routerRoutes(tree: string): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(m[2] ?? "");
    const path = stack
      .join("")
      .replace(/^\/?/, "/")
      .replace(/([^/])\*$/, "$1/*");
    for (const method of (m[3] ?? "").split(", ").filter((x) => x && x !== "HEAD")) {
      out.push(routeKey(method, path.replace(/\|:[^/]+/g, "")));
    }
  }
  return out;
}

// ---- Values ----------------------------------------------------------------------------------

const HUGE = "x".repeat(20_000);
const nastyText = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\0",
    "a\0b",
    "\ud800",
    "x\udfff",
    "\udc00\ud800",
    "🚀",
    "Zoë 矿机",
    "\u202e\u200b",
    "\r\n\t",
    "%00",
    "%",
    "%zz",
    "../../etc/passwd",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "NaN",
    "Infinity",
    "-1",
    "0",
    "1e309",
    "2147483648",
    "-2147483649",
    "9007199254740993",
    "0x10",
    "1.5",
    "true",
    "null",
    "[]",
    "{}",
    "__proto__",
    HUGE,
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 2147483647, 2147483648, -2147483649, 1e308, -1e308, 2 ** 53 + 2, 0.5, -0, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyJson = fc.jsonValue({ maxDepth: 2 });
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  nastyText,
  fc.array(anyJson, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }),
);

/** Ids that exist (the signed-in users, their company, seeded rows), so that handlers go past "not found". */
let knownIds: number[] = [1, 2];
let knownTexts: string[] = [];

function schemaTypes(s: Schema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties) return ["object"];
  if (s.items) return ["array"];
  return [];
}

/** Values the schema accepts (mostly; a pattern or a refinement the document cannot state may still refuse them). */
function fitting(s: Schema, name = ""): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => fitting(a, name)));
  if (s.allOf?.[0]) return fitting(s.allOf[0], name);
  const types = schemaTypes(s);
  const arbs: fc.Arbitrary<unknown>[] = [];
  if (s.nullable || types.includes("null")) arbs.push(fc.constant(null));
  for (const type of types) {
    switch (type) {
      case "string":
        if (s.pattern) arbs.push(fc.stringMatching(new RegExp(s.pattern)));
        else if (s.format === "email") arbs.push(fc.emailAddress());
        else if (s.format === "uri" || s.format === "url") arbs.push(fc.webUrl());
        else
          arbs.push(
            fc.oneof(
              fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 30) }),
              ...(knownTexts.length ? [fc.constantFrom(...knownTexts)] : []),
            ),
          );
        break;
      case "integer":
      case "number": {
        const min =
          s.minimum ??
          (typeof s.exclusiveMinimum === "number" ? s.exclusiveMinimum + 1 : -Number.MAX_SAFE_INTEGER);
        const max = s.maximum ?? Number.MAX_SAFE_INTEGER;
        // Any 32-bit integer in range, and the edges of the declared range and of PostgreSQL's int4.
        const edges = [min, max, 0, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1].filter(
          (v) => v >= min && v <= max,
        );
        const ints = fc.oneof(
          fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
          fc.constantFrom(...edges),
        );
        const ids = knownIds.filter((id) => id >= min && id <= max);
        arbs.push(
          /id|Id/.test(name) && ids.length ? fc.oneof(fc.constantFrom(...ids), ints) : ints,
          ...(type === "number" ? [fc.double({ min, max, noNaN: true })] : []),
        );
        break;
      }
      case "boolean":
        arbs.push(fc.boolean());
        break;
      case "array":
        arbs.push(
          fc.array(fitting(s.items ?? {}, name), {
            minLength: s.minItems ?? 0,
            maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
          }),
        );
        break;
      case "object": {
        const props = s.properties ?? {};
        const record = fc.record(
          Object.fromEntries(Object.entries(props).map(([k, v]) => [k, value(v, k)])),
          { requiredKeys: (s.required ?? []).filter((k) => k in props) },
        );
        arbs.push(record);
        break;
      }
    }
  }
  return arbs.length ? fc.oneof(...arbs) : anyJson;
}

/** Values just outside the schema: a character too many, one past the bounds, one item too many. */
function outside(s: Schema): fc.Arbitrary<unknown> {
  const arbs: fc.Arbitrary<unknown>[] = [wrongType];
  if (s.maxLength !== undefined && s.maxLength < 100_000) arbs.push(fc.constant("é".repeat(s.maxLength + 1)));
  if (s.minLength) arbs.push(fc.constant("a".repeat(s.minLength - 1)));
  if (s.maximum !== undefined) arbs.push(fc.constantFrom(s.maximum + 1, s.maximum + 0.5));
  if (s.minimum !== undefined) arbs.push(fc.constantFrom(s.minimum - 1, s.minimum - 0.5));
  if (s.maxItems !== undefined && s.maxItems <= 1000)
    arbs.push(fc.constant(Array.from({ length: s.maxItems + 1 }, (_, i) => i + 1)));
  return fc.oneof(...arbs);
}

/** Mostly fitting values, often broken ones; objects sometimes gain unknown fields. */
function value(s: Schema, name = ""): fc.Arbitrary<unknown> {
  const base = fc.oneof({ weight: 3, arbitrary: fitting(s, name) }, { weight: 1, arbitrary: outside(s) });
  if (!schemaTypes(s).includes("object")) return base;
  return fc
    .tuple(
      base,
      fc.option(fc.dictionary(fc.oneof(nastyText, fc.string({ maxLength: 10 })), anyJson, { maxKeys: 2 })),
    )
    .map(([v, extra]) => (extra && v && typeof v === "object" && !Array.isArray(v) ? { ...v, ...extra } : v));
}

// ---- Requests ----------------------------------------------------------------------------------

/** Percent-encoding that keeps lone surrogates (as WTF-8 bytes, which encodeURIComponent refuses). */
function encode(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}
const asText = (v: unknown): string =>
  typeof v === "string"
    ? v
    : v === null || v === undefined
      ? ""
      : typeof v === "object"
        ? JSON.stringify(v)
        : String(v);

/** A query or path value as sent: percent-encoded, or now and then raw (broken escapes, spaces). */
const wire = (v: unknown, raw: boolean) => (raw ? asText(v).replace(/[#?/&\s]/g, "") : encode(asText(v)));

const BOUNDARY = "----fuzzboundary";
/** Files the upload calls accept (filled in beforeAll): a PNG, a JPEG, the seller's catalogue template. */
const uploadable: Buffer[] = [];
const CANCEL_IMPORT = "/api/products-catalog/excel/cancel/";
/** Files cut short: one NUL byte, the start of a zip (xlsx), of a PNG, of a JPEG. */
const cutShort = [
  Buffer.alloc(1),
  Buffer.from("PK\x03\x04", "latin1"),
  Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
  Buffer.from([0xff, 0xd8, 0xff]),
];
const multipart = fc.oneof(
  // Broken: no boundary, an empty one, a boundary the body never uses, a body cut short.
  fc.constantFrom(
    { type: "multipart/form-data", body: "--x\r\n" },
    { type: "multipart/form-data; boundary=", body: "----\r\n" },
    { type: "multipart/form-data; boundary=abc", body: "no parts here" },
    {
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`,
    },
  ),
  // Well formed: random bytes, or a file the call takes (an image, the catalogue template), under
  // any field name and file name.
  fc
    .tuple(
      fc.constantFrom("file", "image", "photo", "logo", "avatar", "photos"),
      nastyText,
      fc.oneof(
        fc.uint8Array({ maxLength: 64 }),
        fc.nat().map((i) => uploadable[i % uploadable.length] ?? Buffer.alloc(0)),
        fc.constantFrom(...cutShort),
      ),
    )
    .map(([field, filename, bytes]) => multipartFile(field, filename, bytes)),
);
function multipartFile(field: string, filename: string, bytes: Uint8Array): Body {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename.slice(0, 200)}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}
const brokenJson = fc.constantFrom(
  "{",
  '{"a":',
  "[1,",
  "nul",
  '"\\u00"',
  "\u0000",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
);

interface Body {
  type?: string;
  body?: string | Buffer;
}

function bodyOf(op: Op): fc.Arbitrary<Body> {
  if (op.method === "GET" || op.method === "DELETE")
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: anyJson.map((v) => ({ type: "application/json", body: JSON.stringify(v) })) },
    );
  const json = (
    op.body && Object.keys(op.body).length
      ? value(op.body)
      : fc.oneof(anyJson, fc.dictionary(fc.string({ maxLength: 12 }), anyJson))
  ).map((v): Body => ({ type: "application/json", body: JSON.stringify(v) ?? "null" }));
  return fc.oneof(
    { weight: op.body ? 6 : 2, arbitrary: json },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: brokenJson.map((body) => ({ type: "application/json", body })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { type: "text/plain", body: "hello" },
        { type: "application/x-www-form-urlencoded", body: "a=1&b=%00" },
      ),
    },
    { weight: op.body ? 1 : 4, arbitrary: multipart },
  );
}

type Who = "guest" | "buyer" | "seller" | "moderator";
const WHO: Who[] = ["guest", "buyer", "seller", "moderator"];

interface Drawn {
  who: Who;
  path: Record<string, unknown>;
  query: [string, unknown][];
  raw: boolean;
  body: Body;
  lang: string;
  /** Cookies the API reads (the access token, the CSRF pair), with broken values; "" for none. */
  cookie: string;
}

function requestOf(op: Op): fc.Arbitrary<Drawn> {
  const pathParams = op.params.filter((p) => p.in === "path");
  const queryParams = op.params.filter((p) => p.in === "query");
  const pathValues = Object.fromEntries(
    pathParams.map((p) => [
      p.name,
      fc.oneof(
        { weight: 3, arbitrary: fitting(p.schema ?? {}, p.name) },
        { weight: 1, arbitrary: outside(p.schema ?? {}) },
      ),
    ]),
  );
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(
          value(p.schema ?? {}, p.name).map((v) => [p.name, v] as [string, unknown]),
          { freq: 2 },
        ),
      ),
      fc.option(
        fc.tuple(
          nastyText.map((k) => k.slice(0, 40) || "x"),
          nastyText,
        ),
        { freq: 4 },
      ),
    )
    .map((pairs) => pairs.filter((p): p is [string, unknown] => p !== null));
  return fc.record({
    who: fc.constantFrom(...WHO),
    path: fc.record(pathValues),
    query,
    raw: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
    body: bodyOf(op),
    lang: fc.constantFrom("en", "fr", "fr-CA,fr;q=0.9", "de", "*", "q=;;,,", ""),
    cookie: fc.oneof(
      { weight: 6, arbitrary: fc.constant("") },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "accessToken=%00",
          "accessToken=%ED%A0%80; csrftoken=%00",
          "refreshToken=x%zz; accessToken=",
          `accessToken=${"x".repeat(5000)}`,
          "csrftoken=a; locale=%00",
        ),
      },
    ),
  });
}

const sample = (schema: Schema | undefined, name: string) =>
  fc.sample(fitting(schema ?? {}, name), { numRuns: 1, seed: 1 })[0];
/** Fitting path parameters (the same on every call). */
const idsFor = (op: Op) =>
  Object.fromEntries(op.params.filter((p) => p.in === "path").map((p) => [p.name, sample(p.schema, p.name)]));
const noBody: Drawn = { who: "seller", path: {}, query: [], raw: false, body: {}, lang: "en", cookie: "" };

/** One request per parameter and top-level text field, that one `bad`, the others fitting. */
function badTextRequests(op: Op, bad: string): Drawn[] {
  const path = idsFor(op);
  const base: Drawn = { ...noBody, path };
  const out: Drawn[] = [];
  for (const p of op.params) {
    if (p.in === "path") out.push({ ...base, path: { ...path, [p.name]: bad } });
    if (p.in === "query") out.push({ ...base, query: [[p.name, bad]] });
  }
  const props = op.body?.properties ?? {};
  const body = op.body ? (sample(op.body, "") as Record<string, unknown>) : {};
  for (const [name, schema] of Object.entries(props)) {
    if (!schemaTypes(schema).includes("string")) continue;
    const payload = JSON.stringify({ ...body, [name]: bad });
    out.push({ ...base, body: { type: "application/json", body: payload } });
  }
  return out;
}

/** One request per integer parameter (or list of integers), set to each of `values`. */
function numberRequests(op: Op, values: number[]): Drawn[] {
  const path = idsFor(op);
  const out: Drawn[] = [];
  for (const p of op.params) {
    const s = p.schema ?? {};
    if (!schemaTypes(s).includes("integer") && !schemaTypes(s.items ?? {}).includes("integer")) continue;
    for (const v of values) {
      if (p.in === "path") out.push({ ...noBody, path: { ...path, [p.name]: v } });
      if (p.in === "query") out.push({ ...noBody, path, query: [[p.name, v]] });
    }
  }
  return out;
}

function urlOf(op: Op, d: Drawn): string {
  let url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => wire(d.path[name], d.raw) || "%20");
  const parts: string[] = [];
  for (const [name, v] of d.query) {
    for (const item of Array.isArray(v) ? v : [v]) parts.push(`${wire(name, false)}=${wire(item, d.raw)}`);
  }
  if (parts.length) url += `?${parts.join("&")}`;
  return url;
}

// ---- The app and the callers -------------------------------------------------------------------

// Built while the file is collected, so that each operation is a test of its own name.
// Google sign-in and the Telegram bot are configured (at addresses that answer nothing), so that
// their calls reach their handlers instead of answering "not configured" (404, 503).
const t: TestApp = await createTestApp({
  settings: {
    google: { clientId: "fuzz.apps.googleusercontent.com", jwksUrl: "http://127.0.0.1:9/jwks" },
    telegram: { botToken: "123:FUZZ", apiUrl: "http://127.0.0.1:9", retryLimit: 0, retryDelaySeconds: 1 },
  },
});
const ops = operations(t.app.swagger() as unknown as OpenApi);
const routes = routerRoutes(t.app.printRoutes({ commonPrefix: false }));
const headers: Record<Who, Record<string, string>> = { guest: {}, buyer: {}, seller: {}, moderator: {} };
const accounts: Partial<Record<Who, string>> = {};
const seen = { requests: 0, byStatus: new Map<number, number>() };

async function signIn(who: Who) {
  const email = accounts[who];
  if (email) headers[who] = (await t.login(email)).headers;
}

beforeAll(async () => {
  for (const who of ["buyer", "seller", "moderator"] as const) {
    const user = await t.createUser({ role: who === "moderator" ? "moderator" : "buyer" });
    accounts[who] = user.email;
    knownIds.push(user.id);
    await signIn(who);
  }
  // The seller: a company made active through the API, as a real seller's is.
  const sellerId = await makeSeller(t, headers.seller, "Fuzz Rigs");
  const [row] = await t.database.rows<{ product: number; sku: string; service: number; seller: number }>(sql`
    select (select min(id) from products) as product, (select min(sku) from products) as sku,
           (select min(id) from services) as service, (select min(id) from sellers) as seller`);
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0ffee" } });
  uploadable.push(await image.clone().png().toBuffer(), await image.clone().jpeg().toBuffer());
  const template = await t.app.inject({
    method: "GET",
    url: "/api/products-catalog/excel/template?lang=en",
    headers: headers.seller,
  });
  expect(template.statusCode).toBe(200);
  uploadable.push(template.rawPayload);
  knownIds = [...new Set([...knownIds, sellerId, row?.product ?? 1, row?.service ?? 1, row?.seller ?? 1])];
  knownTexts = [row?.sku ?? "", "US", "en", "fr", "SHA-256"].filter(Boolean);
});
afterAll(async () => {
  const statuses = [...seen.byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`);
  console.info(`fuzz: ${seen.requests} requests; ${statuses.join(", ")}`);
  await t.close();
});

async function send(op: Op, d: Drawn) {
  const url = urlOf(op, d);
  const inject = () =>
    t.app.inject({
      method: op.method,
      url,
      payload: d.body.body,
      headers: {
        ...headers[d.who],
        ...(d.lang ? { "accept-language": d.lang } : {}),
        ...(d.cookie ? { cookie: d.cookie, "x-csrftoken": "a" } : {}),
        ...(d.body.type ? { "content-type": d.body.type } : {}),
      },
      remoteAddress: nextIp(),
    });
  let res = await inject();
  if (res.statusCode === 429) {
    await t.database.rows(sql`delete from rate_limits`);
    res = await inject();
  }
  seen.requests++;
  seen.byStatus.set(res.statusCode, (seen.byStatus.get(res.statusCode) ?? 0) + 1);
  // A fuzzed call may have ended the caller's session (sign out, password change): sign in again.
  if (res.statusCode === 401 && d.who !== "guest") await signIn(d.who);
  return { url, status: res.statusCode, body: res.body.slice(0, 500) };
}

describe("every route is fuzzed or listed with a reason", () => {
  it("the router's routes are the OpenAPI document's plus NOT_FUZZED", () => {
    const documented = new Set(ops.map((op) => routeKey(op.method, op.path)));
    const listed = new Set(
      Object.keys(NOT_FUZZED).map((k) => routeKey(...(k.split(" ") as [string, string]))),
    );
    const missing = routes.filter((r) => !documented.has(r) && !listed.has(r));
    expect(missing, "routes neither documented (fuzzed) nor in NOT_FUZZED").toEqual([]);
    // And the other way round, which shows that the router's tree was read right.
    const known = new Set(routes);
    expect([...documented].filter((r) => !known.has(r))).toEqual([]);
    expect(ops.length).toBeGreaterThan(100);
  });
});

describe("fuzzed operations answer no 5xx, and no 2xx to a guest where they need a user", () => {
  // The random part's time: what is left of the total is shared by the operations left.
  let spentMs = 0;
  let opsLeft = ops.length;
  for (const op of ops) {
    it(`${op.method} ${op.path}`, async () => {
      const shareMs = Math.min(TIME_MS, Math.max(0, TOTAL_MS - spentMs) / Math.max(1, opsLeft--));
      // First, deterministically: NUL and a lone surrogate in each path and query parameter and in
      // each top-level text field of the body, the rest fitting, sent by the seller.
      for (const bad of ["a\0b", "\ud800"]) {
        for (const d of badTextRequests(op, bad)) {
          const r = await send(op, d);
          const what = `${op.method} ${r.url} ${d.body.body ?? ""} -> ${r.status} ${r.body}`;
          expect(r.status >= 400 && r.status < 500, what).toBe(true);
        }
      }
      // Integers past PostgreSQL's int4 and past the safe integers: never a 5xx (page sizes are
      // clamped, so not every one is a 4xx).
      for (const d of numberRequests(op, [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21])) {
        const r = await send(op, d);
        expect(r.status, `${op.method} ${r.url} -> ${r.status} ${r.body}`).toBeLessThan(500);
      }
      // Each file (the ones the upload calls take, and cut-short ones) under each field name, named
      // plainly and with NUL: never a 5xx (a call that keeps the name must refuse NUL; one that
      // ignores the name may accept the file).
      if (op.method === "POST" && !op.body) {
        for (const field of ["file", "image", "photo", "logo", "avatar"]) {
          // Refused files first: a catalogue accepted by excel/import makes later imports a 409.
          for (const bytes of [...cutShort, ...uploadable]) {
            for (const name of ["a\0b.xlsx", "a.xlsx"]) {
              const d: Drawn = { ...noBody, path: idsFor(op), body: multipartFile(field, name, bytes) };
              const r = await send(op, d);
              const what = `${op.method} ${r.url} ${field} ${JSON.stringify(name)} ${bytes.length} bytes`;
              expect(r.status, `${what} -> ${r.status} ${r.body}`).toBeLessThan(500);
            }
          }
        }
        // The import this sweep started would make every import of the random part a 409.
        await t.app.inject({
          method: "POST",
          url: CANCEL_IMPORT,
          headers: headers.seller,
          remoteAddress: nextIp(),
        });
      }
      // The share ends the random part between two requests, once MIN_RUNS were sent: an interrupted
      // property with runs behind it passes, where fast-check's own interruptAfterTimeLimit cut the
      // request in flight and failed an operation whose first request outlasted its share ("Property
      // interrupted after 0 tests"). Once a request failed, shrinking runs to its end.
      const started = Date.now();
      let sent = 0;
      let failed = false;
      await fc.assert(
        fc.asyncProperty(requestOf(op), async (d) => {
          if (!failed && sent >= MIN_RUNS && Date.now() - started >= shareMs) {
            throw new fc.PreconditionFailure(true);
          }
          sent++;
          try {
            const r = await send(op, d);
            const what = `${op.method} ${r.url} as ${d.who} (${d.body.type ?? "no body"}) -> ${r.status} ${r.body}`;
            if (r.status >= 500) throw new Error(`5xx: ${what}`);
            if (op.needsAuth && d.who === "guest" && r.status < 300) {
              throw new Error(`2xx to a guest: ${what}`);
            }
          } catch (err) {
            failed = true;
            throw err;
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: false },
      );
      spentMs += Date.now() - started;
      expect(sent).toBeGreaterThanOrEqual(MIN_RUNS);
    });
  }
});
