/**
 * Fuzz test of what the OpenAPI fuzz (fuzz.test.ts) does not reach (issue 31): Host headers that
 * are no host names, sent over raw sockets to pages, share images, sitemaps, robots.txt, uploads and
 * the API; and garbage in the paths and queries of those resource routes and of server-rendered
 * pages (NUL raw and escaped, broken and overlong escapes, lone surrogates' bytes, dot segments,
 * huge texts). Through the web server as `npm start` serves it. It fails on any 5xx and on any line
 * logged as an error.
 *
 * Before the random part, a fixed sweep of what issue 31 found and its neighbours: each bad Host on
 * each route, each broken piece of a target in each route's slot.
 *
 * Bounded like fuzz.test.ts: FUZZ_RUNS requests per family (default 150), ended between two
 * requests after FUZZ_MS (default 900 ms per family) but never before FUZZ_MIN_RUNS (default 5).
 * `FUZZ_SEED=<seed>` replays a failure.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../setup/app.ts";
import { createWebTestApp, rawGet } from "./web-helpers.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const TIME_MS = Number(process.env.FUZZ_MS ?? 900);
const MIN_RUNS = Math.min(RUNS, Math.max(1, Number(process.env.FUZZ_MIN_RUNS ?? 5)));
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let t: TestApp;
let port: number;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  ({ t, port } = await createWebTestApp(logged));
});
afterAll(async () => {
  await t?.close();
});

/** The resource routes and pages, with a slot `{}` for the fuzzed part. */
const TARGETS = [
  "/og/product/{}.png",
  "/og/company/{}.png",
  "/og/product/{}",
  "/sitemaps/{}",
  "/sitemap.xml?{}",
  "/robots.txt?{}",
  "/uploads/{}",
  "/uploads/avatars/{}.png",
  "/products-catalog/{}",
  "/fr/{}",
  "/{}",
  "/api/health?{}",
];

/** Raw pieces of a request target (kept as they are: already escaped or deliberately broken). */
const rawPiece = fc.constantFrom(
  "%00",
  "a%00b",
  "%2500",
  "%",
  "%zz",
  "%e9",
  "%ED%A0%80",
  "%c0%af",
  "..",
  "%2e%2e%2f",
  "%2F",
  "a//b",
  ";x=1",
  "?",
  "#",
  "&&=",
  "x".repeat(5000),
);
/** The sweep's Host headers and pieces of targets. */
const BAD_HOSTS = ["[", "a b", "[::1", "::1", "a:b:c", ":80", "x:99999999", "é.example", "a/b", "a@b", "%00"];
const BAD_PIECES = ["%00", "a%00b", "%", "%zz", "%ED%A0%80", "%c0%af", "%2e%2e%2f", "x".repeat(5000)];

/** Any text, percent-escaped so that it fits in a request line. */
const escaped = fc
  .string({ unit: "binary", maxLength: 40 })
  .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "")));
const piece = fc.array(fc.oneof(rawPiece, escaped), { minLength: 1, maxLength: 4 }).map((a) => a.join(""));
const target = fc.tuple(fc.constantFrom(...TARGETS), piece).map(([t, p]) => t.replace("{}", p));

/** Host header values: good and bad names, addresses, ports; never CR, LF or NUL (they end the header). */
const hostChars = fc.constantFrom(..."[]:@/ \t%.-_~!$&'()*+,;=aZ09é\\?#".split(""));
const host = fc.oneof(
  fc.constantFrom("[", "a b", "[::1", "::1", "a:b:c", ":80", "localhost:", "x:99999999", "é.example", ""),
  fc.domain(),
  fc.ipV4().map((ip) => `${ip}:3000`),
  fc.ipV6().map((ip) => `[${ip}]`),
  fc.array(hostChars, { minLength: 1, maxLength: 12 }).map((a) => a.join("").trim() || "[x"),
);

/** Runs the property until its time is up (between two requests), at least MIN_RUNS times. */
async function fuzz<T>(arb: fc.Arbitrary<T>, send: (value: T) => Promise<{ status: number; what: string }>) {
  const started = Date.now();
  let sent = 0;
  let failed = false;
  await fc.assert(
    fc.asyncProperty(arb, async (value) => {
      if (!failed && sent >= MIN_RUNS && Date.now() - started >= TIME_MS)
        throw new fc.PreconditionFailure(true);
      sent++;
      const r = await send(value);
      if (r.status >= 500 || r.status === 0) {
        failed = true;
        throw new Error(`${r.status}: ${r.what}`);
      }
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: false },
  );
  expect(sent).toBeGreaterThanOrEqual(MIN_RUNS);
}

const errorsLogged = () =>
  logged
    .filter((l) => Number(l.level) >= 50)
    .map((l) => `${l.msg} ${JSON.stringify(l.err ?? "")}`.slice(0, 300));

describe("resource routes and pages answer no 5xx", () => {
  it("to each bad Host and each broken piece of a target, on each route (the sweep)", async () => {
    for (const slot of TARGETS) {
      const url = slot.replace("{}", "x");
      for (const h of [...BAD_HOSTS, null]) {
        const r = await rawGet(port, url, h, { version: h === null ? "1.0" : "1.1" });
        expect(r.status, `GET ${url} Host: ${JSON.stringify(h)}`).toBeGreaterThanOrEqual(200);
        expect(r.status, `GET ${url} Host: ${JSON.stringify(h)}`).toBeLessThan(500);
      }
      for (const piece of BAD_PIECES) {
        const r = await t.app.inject({ method: "GET", url: slot.replace("{}", piece) });
        expect(r.statusCode, `GET ${slot.replace("{}", piece).slice(0, 100)} -> ${r.body}`).toBeLessThan(500);
      }
    }
    expect(errorsLogged()).toEqual([]);
  });

  it("to any Host header, HTTP/1.0 and 1.1, with and without it", async () => {
    await fuzz(
      fc.record({
        host: fc.option(host, { nil: null, freq: 8 }),
        target: fc.constantFrom(...TARGETS.map((t) => t.replace("{}", "x"))),
        version: fc.constantFrom("1.0" as const, "1.1" as const),
      }),
      async (d) => {
        const r = await rawGet(port, d.target, d.host, { version: d.version });
        return {
          status: r.status,
          what: `GET ${d.target} HTTP/${d.version} Host: ${JSON.stringify(d.host)}`,
        };
      },
    );
    expect(errorsLogged()).toEqual([]);
  });

  it("to garbage in the path and query of share images, sitemaps, robots.txt, uploads and pages", async () => {
    await fuzz(target, async (url) => {
      const r = await t.app.inject({ method: "GET", url });
      return { status: r.statusCode, what: `GET ${url.slice(0, 200)} -> ${r.body.slice(0, 200)}` };
    });
    expect(errorsLogged()).toEqual([]);
  });

  it("to garbage sent over a socket as it is, under a good Host", async () => {
    await fuzz(target, async (url) => {
      const r = await rawGet(port, url.replaceAll(" ", "%20"), "localhost");
      return { status: r.status, what: `GET ${url.slice(0, 200)} -> ${r.body.slice(0, 200)}` };
    });
    expect(errorsLogged()).toEqual([]);
  });
});
