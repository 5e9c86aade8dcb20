/**
 * The guest page cache (docs/decisions/035) in front of a stand-in renderer: what is kept, for whom,
 * until when, and what a visitor served from it still gets (the CSP of its scripts, compression,
 * 304s, the counted view and search).
 */
import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerCompression } from "./api/http/compression.ts";
import { registerSecurityHeaders } from "./api/http/security-headers.ts";
import { GuestPageCache, inlineScriptHashes, type Render, sharedWhileLoading } from "./page-cache.ts";
import type { PageEffect } from "./web/load-context.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";

interface Setup {
  app: FastifyInstance;
  renders: () => number;
  replayed: { effect: PageEffect; ua: string | undefined }[];
  setVersion: (v: number) => void;
}

let current: FastifyInstance | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

/** A page of ~3 KB with two inline scripts carrying the request's nonce, as React Router writes them. */
function pageHtml(nonce: string, n: number) {
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">window.ctx={"n":${n}}</script></head><body>${"<p>Antminer S21 Pro, 234 TH/s</p>".repeat(100)}<script type="module" nonce="${nonce}">import "/assets/app.js";</script><script src="/assets/x.js" nonce="${nonce}"></script></body></html>`;
}

async function setup(
  opts: {
    ttlMs?: number;
    maxBytes?: number;
    expiresBy?: () => Promise<number>;
    answer?: (
      url: string,
      n: number,
      nonce: string,
    ) => Partial<Render> & { status?: number; cookie?: boolean };
  } = {},
): Promise<Setup> {
  let version = 1;
  let renders = 0;
  const replayed: Setup["replayed"] = [];
  const cache = new GuestPageCache({
    ttlMs: opts.ttlMs ?? 60_000,
    maxBytes: opts.maxBytes ?? 10 * 1024 * 1024,
    version: async () => version,
    ...(opts.expiresBy ? { expiresBy: opts.expiresBy } : {}),
    replay: (effect, request) => replayed.push({ effect, ua: request.headers["user-agent"] }),
  });
  const app = Fastify();
  registerSecurityHeaders(app, { googleSignIn: false, devServer: false });
  registerCompression(app);
  app.get("/*", async (request, reply) =>
    cache.serve(
      request,
      reply,
      async () => {
        const n = ++renders;
        // A little later than now: concurrent requests overlap.
        await new Promise((r) => setTimeout(r, 20));
        const custom = opts.answer?.(request.url, n, request.cspNonce) ?? {};
        const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
        if (custom.cookie) headers.append("set-cookie", "a=b");
        return {
          response:
            custom.response ??
            new Response(pageHtml(request.cspNonce, n), { status: custom.status ?? 200, headers }),
          setCookies: custom.setCookies ?? [],
          effects: custom.effects ?? [],
        };
      },
      async (r, response, setCookies, body) => {
        r.status(response.status);
        for (const [k, v] of response.headers) if (k !== "set-cookie") r.header(k, v);
        if (setCookies.length) r.header("set-cookie", setCookies);
        return r.send(body ?? Buffer.from(await response.arrayBuffer()));
      },
    ),
  );
  await app.ready();
  current = app;
  return { app, renders: () => renders, replayed, setVersion: (v) => (version = v) };
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { "user-agent": BROWSER, ...headers } });

describe("the guest page cache", () => {
  it("serves a guest's page again without rendering it, its scripts allowed by their hashes", async () => {
    const s = await setup();
    const first = await get(s.app, "/products-catalog?brand=3");
    const second = await get(s.app, "/products-catalog?brand=3");
    expect(s.renders()).toBe(1);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('window.ctx={"n":1}');
    // No nonce is left in the kept page; the CSP names each inline script by its hash, not by a nonce.
    expect(second.body).not.toContain("nonce=");
    const policy = String(second.headers["content-security-policy"]);
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(policy).toContain(hashOf('window.ctx={"n":1}'));
    expect(policy).toContain(hashOf('import "/assets/app.js";'));
    // Another address is another page.
    await get(s.app, "/products-catalog?brand=4");
    expect(s.renders()).toBe(2);
  });

  it("renders for every request that carries a session cookie, with a nonce of its own", async () => {
    const s = await setup();
    const cookie = { cookie: "accessToken=abc" };
    const a = await get(s.app, "/", cookie);
    const b = await get(s.app, "/", { cookie: "refreshToken=abc" });
    await get(s.app, "/", cookie);
    expect(s.renders()).toBe(3);
    expect(a.headers["x-page-cache"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(String(a.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    expect(a.body).toContain(`nonce="${nonce}"`);
    expect(String(b.headers["content-security-policy"])).not.toContain(String(nonce));
  });

  it("keys pages by their other cookies and never answers a visitor the locale rule redirects", async () => {
    const s = await setup();
    await get(s.app, "/marketplace");
    await get(s.app, "/marketplace", { cookie: "locale=en" });
    expect(s.renders()).toBe(2);
    // A French browser on an unprefixed address is sent to /fr by the render, not given the English page.
    await get(s.app, "/marketplace", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(s.renders()).toBe(3);
    // Its own prefixed page is kept as any other.
    await get(s.app, "/fr/marketplace", { "accept-language": "fr-FR,fr;q=0.9" });
    await get(s.app, "/fr/marketplace", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(s.renders()).toBe(4);
  });

  it("renders again once the catalogue's data version moves or the time to live ends", async () => {
    const s = await setup();
    await get(s.app, "/");
    s.setVersion(2);
    const after = await get(s.app, "/");
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.body).toContain('window.ctx={"n":2}');
    expect((await get(s.app, "/")).headers["x-page-cache"]).toBe("hit");

    const expired = await setup({ ttlMs: 0 });
    await get(expired.app, "/");
    await get(expired.app, "/");
    expect(expired.renders()).toBe(2);
  });

  it("renders again once the nearest offer end it was given has passed, before the time to live", async () => {
    let end = Date.now() + 300;
    const s = await setup({ expiresBy: async () => end });
    await get(s.app, "/");
    expect((await get(s.app, "/")).headers["x-page-cache"]).toBe("hit");
    await new Promise((r) => setTimeout(r, 350));
    end = Number.POSITIVE_INFINITY;
    expect((await get(s.app, "/")).headers["x-page-cache"]).toBe("miss");
    expect((await get(s.app, "/")).headers["x-page-cache"]).toBe("hit");
    expect(s.renders()).toBe(2);
  });

  it("keeps no page that sets a cookie, is not a 200 or says no-store", async () => {
    const s = await setup({
      answer: (url, _n, nonce) => {
        if (url === "/cookie") return { cookie: true };
        if (url === "/session") return { setCookies: ["accessToken=new"] };
        if (url === "/missing") return { status: 404 };
        if (url === "/private")
          return {
            response: new Response(pageHtml(nonce, 0), {
              headers: { "content-type": "text/html", "cache-control": "no-store" },
            }),
          };
        return {};
      },
    });
    for (const url of ["/cookie", "/session", "/missing", "/private"]) {
      const a = await get(s.app, url);
      await get(s.app, url);
      expect(a.headers["x-page-cache"]).toBeUndefined();
    }
    expect(s.renders()).toBe(8);
  });

  it("renders a page once for the visitors who ask for it at the same time", async () => {
    const s = await setup();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(s.app, "/company/5")));
    expect(s.renders()).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it("does again what the render did: counts the product view and the search", async () => {
    const s = await setup({
      answer: (url) =>
        url.startsWith("/product/")
          ? { effects: [{ kind: "product-view", productId: 42 }] }
          : { effects: [{ kind: "search", text: "antminer", locale: "en", found: true }] },
    });
    await get(s.app, "/product/A-1");
    expect(s.replayed).toEqual([]); // the render's own API call counted the first
    await get(s.app, "/product/A-1");
    await get(s.app, "/product/A-1", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await get(s.app, "/search?q=antminer");
    await get(s.app, "/search?q=antminer");
    expect(s.replayed.map((r) => r.effect)).toEqual([
      { kind: "product-view", productId: 42 },
      { kind: "product-view", productId: 42 },
      { kind: "search", text: "antminer", locale: "en", found: true },
    ]);
    // The replay decides about crawlers with the request it is given.
    expect(s.replayed[1]?.ua).toContain("Googlebot");
  });

  it("compresses a kept page once and answers a matching If-None-Match with 304", async () => {
    const s = await setup();
    const plain = await get(s.app, "/");
    const br = await get(s.app, "/", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await get(s.app, "/", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("holds at most its bound in bytes, dropping the page served longest ago", async () => {
    const s = await setup({ maxBytes: 8 * 1024 });
    await get(s.app, "/a");
    await get(s.app, "/b");
    await get(s.app, "/a"); // a is now the most recently served
    await get(s.app, "/c"); // ~3.4 KB each: b goes
    expect(s.renders()).toBe(3);
    expect((await get(s.app, "/a")).headers["x-page-cache"]).toBe("hit");
    expect((await get(s.app, "/b")).headers["x-page-cache"]).toBe("miss");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, as the browser reads their text", () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="module">\nb()</script>';
    const sha = (t: string) => `sha256-${createHash("sha256").update(t).digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("\nb()")]);
  });
});

describe("sharedWhileLoading", () => {
  it("runs one load for the callers that ask while it is under way, and a new one after", async () => {
    let loads = 0;
    const version = sharedWhileLoading(async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return loads;
    });
    expect(await Promise.all([version(), version(), version()])).toEqual([1, 1, 1]);
    expect(await version()).toBe(2);
  });
});
