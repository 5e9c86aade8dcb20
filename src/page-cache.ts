/**
 * The guest page cache (issue 16, docs/decisions/035). A page rendered for a visitor who is not
 * signed in is kept, per process, and served again to the next such visitor of the same address
 * without running React or the API calls behind it:
 * - only GET, only without the session cookies (any other cookie is part of the key), and never for
 *   a request that the locale rule would redirect (src/web/lib/locale-redirect.server.ts);
 * - only a 200 page or data request (React Router's `.data`) that sets no cookie and does not say
 *   `no-store`;
 * - valid while the catalogue's data version (drizzle/0011, 0012) is the one it was rendered under,
 *   and at most `ttlMs` (popular searches, trending and other counters move without a version), and
 *   never past `expiresBy` (the nearest end of a special offer, decision 049);
 * - what the render did besides reading (a product view, a logged search: `PageEffect`) is done again
 *   on every serve;
 * - its inline scripts are allowed by their hashes in the page's CSP instead of a per-request nonce,
 *   so that its bytes are the same for everyone and are compressed once per encoding;
 * - concurrent misses of one key wait for one render;
 * - bounded in bytes (least recently served first out).
 */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  addVary,
  chooseEncoding,
  compressBody,
  type Encoding,
  MIN_COMPRESS_BYTES,
} from "./api/http/compression.ts";
import { isApiPath } from "./api/http/paths.ts";
import { AUTH_COOKIES } from "./common/constants.ts";
import { localeRedirectTarget, readCookie, resolveLocale } from "./web/i18n/locale.ts";
import type { PageEffect } from "./web/load-context.ts";

/**
 * `load` shared by the callers that ask while it is under way: under load, one version query serves
 * the requests that arrive during it instead of one query each. (A request arriving during the query
 * may miss a write committed in that same instant; its page is then the one of a moment before.)
 */
export function sharedWhileLoading<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    if (current) return current;
    const p = load().finally(() => {
      if (current === p) current = null;
    });
    current = p;
    return p;
  };
}

export interface PageCacheOptions {
  /** How long a page may be served again (0: never). */
  ttlMs: number;
  /** Bytes of pages (and their compressed copies) kept per process. */
  maxBytes: number;
  /** The catalogue's data version (one small query). */
  version: () => Promise<number>;
  /** Does again what a render did (count a view, log a search), for the request served. */
  replay: (effect: PageEffect, request: FastifyRequest) => void;
  /**
   * When pages rendered now must be rendered again at the latest (ms since the epoch), besides the
   * time to live: the nearest end of a special offer under way (issue 20, decision 049), so that no
   * kept page shows an offer past its end. Unset: the time to live only.
   */
  expiresBy?: () => Promise<number>;
}

export interface CachedPage {
  key: string;
  version: number;
  expires: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** CSP sources of the inline scripts ('sha256-…'); null for a data request (no HTML). */
  scriptHashes: string[] | null;
  effects: PageEffect[];
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

/** What a render answered, as the cache takes it. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The nonce the render wrote into the page's scripts (removed from the kept copy). */
  nonce: string;
  effects: PageEffect[];
  /** Not served again after this time (ms since the epoch), if sooner than the time to live. */
  until?: number;
}

/** A page bigger than this is not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const CACHEABLE_TYPE = /^text\/(?:html|x-script)\b/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources of a page's inline scripts, as a browser computes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(m[1] ?? "")) continue;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(m[2] ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}

/** A render of the page for the request at hand. */
export interface Render {
  response: Response;
  /** Cookies the server adds (sign-in, refresh): such an answer is never kept. */
  setCookies: string[];
  effects: PageEffect[];
}

/** Sends a render as it is (`body`: already read). */
export type SendRendered = (
  reply: FastifyReply,
  response: Response,
  setCookies: string[],
  body?: Buffer,
) => Promise<unknown>;

export class GuestPageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;

  constructor(private readonly opts: PageCacheOptions) {}

  /**
   * Answers a page request: from the cache when it holds the page, else by rendering it (once for
   * all the requests of that page arriving meanwhile) and keeping the answer when it may be kept.
   */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    render: () => Promise<Render>,
    send: SendRendered,
  ) {
    const key = this.keyOf(request);
    if (key === null) {
      const r = await render();
      return send(reply, r.response, r.setCookies);
    }
    const version = await this.version();
    // From here to begin() nothing waits: two requests cannot both find no page and no render.
    const kept = this.fresh(key, version);
    if (kept) return this.send(request, reply, kept, true);
    const pending = this.rendering.get(key);
    if (pending) {
      const page = await pending;
      if (page && page.version === version) return this.send(request, reply, page, true);
      const r = await render();
      return send(reply, r.response, r.setCookies);
    }
    const finish = this.begin(key, version);
    try {
      const { response, setCookies, effects } = await render();
      const setsCookies = setCookies.length > 0 || response.headers.has("set-cookie");
      if (!response.body || !GuestPageCache.keepable(response.status, response.headers, setsCookies)) {
        finish(null);
        return send(reply, response, setCookies);
      }
      const body = Buffer.from(await response.arrayBuffer());
      const until = this.opts.expiresBy ? await this.opts.expiresBy() : Number.POSITIVE_INFINITY;
      const page = finish({
        until,
        status: response.status,
        headers: [...response.headers],
        body,
        nonce: request.cspNonce,
        effects,
      });
      // Too big to keep: served as rendered.
      if (!page) return send(reply, response, [], body);
      return this.send(request, reply, page, false);
    } catch (error) {
      finish(null);
      throw error;
    }
  }

  /** The cache key of a request, or null when its page must be rendered for it alone. */
  private keyOf(request: FastifyRequest): string | null {
    if (request.method !== "GET" || isApiPath(request.url)) return null;
    const cookie = request.headers.cookie;
    if (readCookie(cookie, AUTH_COOKIES.access) || readCookie(cookie, AUTH_COOKIES.refresh)) return null;
    const url = new URL(request.url, "http://x");
    const resolved = resolveLocale({
      pathname: url.pathname,
      cookieHeader: cookie ?? null,
      acceptLanguage: request.headers["accept-language"] ?? null,
    });
    if (localeRedirectTarget(url, resolved)) return null;
    return `${request.host}\n${request.url}\n${cookie ?? ""}`;
  }

  private version(): Promise<number> {
    return this.opts.version();
  }

  /** A fresh kept page of `key`, made most recently served. */
  private fresh(key: string, version: number): CachedPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.version === version && hit.expires > Date.now()) {
      // Most recently served last: the first out is the one served longest ago.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    this.drop(key);
    return null;
  }

  /**
   * Marks `key` as being rendered; the function returned takes what the render answered, keeps it
   * when it may be kept and answers the kept page (null: serve the render as it is).
   */
  private begin(key: string, version: number): (rendered: RenderedPage | null) => CachedPage | null {
    let settle!: (page: CachedPage | null) => void;
    const promise = new Promise<CachedPage | null>((resolve) => {
      settle = resolve;
    });
    this.rendering.set(key, promise);
    return (rendered) => {
      const page = rendered ? this.keep(key, version, rendered) : null;
      if (this.rendering.get(key) === promise) this.rendering.delete(key);
      settle(page);
      return page;
    };
  }

  /** Whether a render's answer may be kept for other visitors. */
  static keepable(status: number, headers: Headers, setsCookies: boolean): boolean {
    if (status !== 200 || setsCookies) return false;
    if (!CACHEABLE_TYPE.test(headers.get("content-type") ?? "")) return false;
    return !/\bno-store\b/i.test(headers.get("cache-control") ?? "");
  }

  private keep(key: string, version: number, r: RenderedPage): CachedPage | null {
    // serve() kept only what `keepable` allows; the size is known once the body is read.
    if (r.body.length > MAX_PAGE_BYTES) return null;
    const type = r.headers.find(([k]) => k === "content-type")?.[1] ?? "";
    let body = r.body;
    let scriptHashes: string[] | null = null;
    if (/^text\/html/i.test(type)) {
      const html = body.toString("utf8").replaceAll(` nonce="${r.nonce}"`, "");
      scriptHashes = inlineScriptHashes(html);
      body = Buffer.from(html);
    }
    const page: CachedPage = {
      key,
      version,
      expires: Math.min(Date.now() + this.opts.ttlMs, r.until ?? Number.POSITIVE_INFINITY),
      status: r.status,
      headers: r.headers.filter(([k]) => k !== "content-length" && k !== "etag"),
      body,
      etag: `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      scriptHashes,
      effects: r.effects,
      encoded: {},
      bytes: body.length,
    };
    this.drop(key);
    this.entries.set(key, page);
    this.bytes += page.bytes;
    this.evict();
    return page;
  }

  private drop(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  private evict() {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.opts.maxBytes) break;
      this.drop(key);
    }
  }

  /** Answers `request` with a kept page; `hit`: served without a render (its effects are done again). */
  private async send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, hit: boolean) {
    if (hit) for (const effect of page.effects) this.opts.replay(effect, request);
    if (page.scriptHashes) request.cspScriptHashes = page.scriptHashes;
    reply.status(page.status);
    for (const [k, v] of page.headers) reply.header(k, v);
    reply.header("etag", page.etag);
    reply.header("x-page-cache", hit ? "hit" : "miss");
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-cache");
    if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
    addVary(reply, "Accept-Encoding");
    const encoding =
      page.body.length >= MIN_COMPRESS_BYTES ? chooseEncoding(request.headers["accept-encoding"]) : null;
    if (!encoding) return reply.send(page.body);
    let encoded = page.encoded[encoding];
    if (!encoded) {
      encoded = compressBody(page.body, encoding);
      page.encoded[encoding] = encoded;
      // The compressed copy counts towards the bound once it exists.
      encoded.then(
        (b) => {
          if (this.entries.get(page.key) !== page) return;
          page.bytes += b.length;
          this.bytes += b.length;
          this.evict();
        },
        () => {
          delete page.encoded[encoding];
        },
      );
    }
    const body = await encoded;
    reply.header("content-encoding", encoding);
    return reply.send(body);
  }
}
