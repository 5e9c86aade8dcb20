/**
 * Issue 15 (docs/decisions/022): the security headers on every kind of response, the Origin check
 * of state-changing page requests, and the chat's cookie upgrade at the request's own host name.
 * Pages themselves (nonces in React Router's scripts, framing, CSP violations) are checked in a
 * browser: tests/e2e/security-headers.test.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSecurityHeaders, UPLOADS_POLICY } from "../../src/api/http/security-headers.ts";
import { pageActionGuard, registerUploads } from "../../src/web-server.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { ChatClient, listen, signedIn } from "./chat-helpers.ts";

let t: TestApp;
const PNG = Buffer.from("89504e470d0a1a0a", "hex");

beforeAll(async () => {
  t = await createTestApp({
    extend: async (app) => {
      await registerUploads(app, app.services.media);
      // Stand-ins of the web server's routes: a page with an inline script, and a page action.
      app.get("/test-page", { schema: { hide: true } }, async (request, reply) =>
        reply.type("text/html").send(`<script nonce="${request.cspNonce}">1</script>`),
      );
      app.post(
        "/*",
        { schema: { hide: true }, preHandler: pageActionGuard(app.services.settings.publicUrl) },
        async (_request, reply) => reply.code(303).header("location", "/").send(),
      );
    },
  });
  mkdirSync(path.join(t.settings.uploadsDir, "avatars"), { recursive: true });
  writeFileSync(path.join(t.settings.uploadsDir, "avatars", "a.png"), PNG);
});
afterAll(async () => {
  await t?.close();
});

/** The headers every response carries, whatever it is. */
function expectCommonHeaders(res: LightMyRequestResponse) {
  expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["permissions-policy"]).toContain("camera=()");
  expect(res.headers["permissions-policy"]).toContain("geolocation=()");
  expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
  // Plain HTTP: no HSTS.
  expect(res.headers["strict-transport-security"]).toBeUndefined();
}

/** The directives of a CSP by name. */
function directives(csp: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(csp)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe("security headers", () => {
  it("are on an API answer, an API error and an unknown API route", async () => {
    const ok = await t.app.inject({ url: "/api/version" });
    expect(ok.statusCode).toBe(200);
    expectCommonHeaders(ok);
    expect(directives(ok.headers["content-security-policy"])["default-src"]).toEqual(["'none'"]);

    const bad = await t.app.inject({ url: "/api/accounts/users/me/" });
    expect(bad.statusCode).toBe(401);
    expectCommonHeaders(bad);

    const missing = await t.app.inject({ url: "/api/no-such-route/" });
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing);
  });

  it("give uploaded files a CSP that runs nothing, and a missing upload too", async () => {
    const file = await t.app.inject({ url: "/uploads/avatars/a.png" });
    expect(file.statusCode).toBe(200);
    expectCommonHeaders(file);
    expect(file.headers["content-security-policy"]).toBe(UPLOADS_POLICY);
    const csp = directives(file.headers["content-security-policy"]);
    expect(csp["default-src"]).toEqual(["'none'"]);
    expect(csp.sandbox).toEqual([]);

    const missing = await t.app.inject({ url: "/uploads/avatars/none.svg" });
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing);
    expect(missing.headers["content-security-policy"]).toBe(UPLOADS_POLICY);
  });

  it("give a page a script nonce of its own, no inline scripts otherwise, and the chat's socket", async () => {
    const a = await t.app.inject({ url: "/test-page", headers: { host: "127.0.0.1:4123" } });
    const b = await t.app.inject({ url: "/test-page", headers: { host: "127.0.0.1:4123" } });
    expectCommonHeaders(a);
    const csp = directives(a.headers["content-security-policy"]);
    const nonce = /nonce="([^"]+)"/.exec(a.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp["script-src"]).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(b.body).not.toContain(nonce);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["connect-src"]).toEqual(["'self'", "ws://127.0.0.1:4123", "wss://127.0.0.1:4123"]);
  });
});

/** A bare server with the headers, as behind a proxy or with Google sign-in. */
async function bareServer(opts: { trustProxy?: boolean; googleSignIn?: boolean }): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: opts.trustProxy ?? false });
  registerSecurityHeaders(app, { googleSignIn: opts.googleSignIn ?? false, devServer: false });
  app.get("/", async () => "page");
  app.post("/*", { preHandler: pageActionGuard("https://rigmarket.example") }, async () => "done");
  await app.ready();
  return app;
}

describe("security headers behind a proxy and with Google sign-in", () => {
  it("send HSTS only over HTTPS: X-Forwarded-Proto counts only behind TRUST_PROXY", async () => {
    const trusting = await bareServer({ trustProxy: true });
    const plain = await bareServer({});
    const viaProxy = { "x-forwarded-proto": "https" };
    expect(
      (await trusting.inject({ url: "/", headers: viaProxy })).headers["strict-transport-security"],
    ).toBe("max-age=31536000");
    expect((await trusting.inject({ url: "/" })).headers["strict-transport-security"]).toBeUndefined();
    expect(
      (await plain.inject({ url: "/", headers: viaProxy })).headers["strict-transport-security"],
    ).toBeUndefined();
    await Promise.all([trusting.close(), plain.close()]);
  });

  it("allow Google's sign-in script, frame and popup only when it is configured", async () => {
    const google = await bareServer({ googleSignIn: true });
    const res = await google.inject({ url: "/" });
    const csp = directives(res.headers["content-security-policy"]);
    expect(csp["script-src"]).toContain("https://accounts.google.com/gsi/");
    expect(csp["frame-src"]).toEqual(["https://accounts.google.com/gsi/"]);
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const without = directives(
      (await t.app.inject({ url: "/test-page" })).headers["content-security-policy"],
    );
    expect(without["script-src"]?.join(" ")).not.toContain("google");
    await google.close();
  });
});

describe("state-changing page requests", () => {
  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "text/plain", ...headers },
      payload: "a=1",
    });

  it("refuse a form posted from another site, with a message in the page's language", async () => {
    const res = await post("/sign-out", { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe(
      "This request did not come from a page of this site. Go back to the site and try again.",
    );
    expectCommonHeaders(res);
    const fr = await post("/fr/view-as", { origin: "https://evil.example" });
    expect(fr.statusCode).toBe(403);
    expect(fr.body).toContain("Cette requête ne vient pas d'une page de ce site.");
    // An opaque origin (a sandboxed frame, a data: page) is foreign too.
    expect((await post("/sign-out", { origin: "null" })).statusCode).toBe(403);
    // Another site's page on the same host name but another port or scheme is another origin.
    expect((await post("/sign-out", { origin: "http://localhost:3001" })).statusCode).toBe(403);
    expect((await post("/sign-out", { origin: "https://localhost:3000" })).statusCode).toBe(403);
  });

  it("look at Referer when there is no Origin, and refuse a request with neither", async () => {
    expect((await post("/sign-out", { referer: "https://evil.example/page" })).statusCode).toBe(403);
    expect((await post("/sign-out", { referer: "http://localhost:3000/settings" })).statusCode).toBe(303);
    expect((await post("/sign-out", {})).statusCode).toBe(403);
  });

  it("accept the public origin and the request's own origin (the site at 127.0.0.1 or a LAN address)", async () => {
    expect((await post("/sign-out", { origin: t.settings.publicUrl })).statusCode).toBe(303);
    expect(
      (await post("/sign-out", { host: "127.0.0.1:3999", origin: "http://127.0.0.1:3999" })).statusCode,
    ).toBe(303);
    expect(
      (await post("/view-as", { host: "192.168.1.20:3000", origin: "http://192.168.1.20:3000" })).statusCode,
    ).toBe(303);
    // Another host than the one the request was sent to is not its own.
    expect(
      (await post("/sign-out", { host: "127.0.0.1:3999", origin: "http://127.0.0.2:3999" })).statusCode,
    ).toBe(403);
  });

  it("leave reading requests alone", async () => {
    expect(
      (await t.app.inject({ url: "/test-page", headers: { origin: "https://evil.example" } })).statusCode,
    ).toBe(200);
  });

  it("take the forwarded host and scheme as the request's own only behind TRUST_PROXY", async () => {
    const viaProxy = {
      origin: "https://shop.example",
      "x-forwarded-host": "shop.example",
      "x-forwarded-proto": "https",
    };
    const trusting = await bareServer({ trustProxy: true });
    const plain = await bareServer({});
    expect((await trusting.inject({ method: "POST", url: "/sign-out", headers: viaProxy })).statusCode).toBe(
      200,
    );
    expect((await plain.inject({ method: "POST", url: "/sign-out", headers: viaProxy })).statusCode).toBe(
      403,
    );
    // PUBLIC_URL's origin is always ours.
    expect(
      (
        await plain.inject({
          method: "POST",
          url: "/sign-out",
          headers: { origin: "https://rigmarket.example" },
        })
      ).statusCode,
    ).toBe(200);
    await Promise.all([trusting.close(), plain.close()]);
  });
});

describe("the chat's cookie upgrade", () => {
  it("accepts the site's pages at the address the browser used, not another site's", async () => {
    const url = await listen(t.app);
    const own = new URL(url.replace(/^ws/, "http")).origin;
    expect(own).not.toBe(new URL(t.settings.publicUrl).origin);
    const buyer = await signedIn(t);
    const cookie = `accessToken=${buyer.access}`;
    const client = await ChatClient.open(url, { headers: { cookie, origin: own } });
    expect((await client.ok("getAllRooms")).rooms).toEqual([]);
    client.close();
    await expect(
      ChatClient.open(url, { headers: { cookie, origin: "http://evil.example" } }),
    ).rejects.toThrow("HTTP 401");
    await expect(
      ChatClient.open(url, { headers: { cookie, origin: own.replace("127.0.0.1", "localhost") } }),
    ).rejects.toThrow("HTTP 401");
  });
});
