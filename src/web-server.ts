/**
 * Serves the web app from the API's Fastify instance: static files (the client build and uploads)
 * and a catch-all route that turns a Fastify request into a web Request for React Router's
 * request handler, with a load context whose `api` calls the REST API in-process. A request that
 * changes state (any method but GET and HEAD: React Router's actions) must come from one of the
 * site's own pages (Origin, else Referer): 403 otherwise (docs/decisions/022). The security
 * headers and the page's CSP nonce come from the API's hook (src/api/http/security-headers.ts).
 */
import path from "node:path";
import { Readable } from "node:stream";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { fromOwnPage } from "./api/http/origin.ts";
import { isApiPath } from "./api/http/paths.ts";
import { MEDIA_URL_PREFIX, mediaKey, type Storage } from "./api/infra/storage.ts";
import type { ApiTransport } from "./common/api-client.ts";
import type { ConsentSettings } from "./common/consent/state.ts";
import { translate } from "./common/i18n/index.ts";
import type { GuestPageCache } from "./page-cache.ts";
import { localeFromPath } from "./web/i18n/locale.ts";
import type { PageEffect } from "./web/load-context.ts";

export interface WebOptions {
  root: string;
  dev: boolean;
  /** Uploaded and generated media, served at /uploads/. */
  media: Storage;
  publicUrl: string;
  version: string;
  /** Auth cookies get `Secure`. */
  secureCookies: boolean;
  /** The consent cookie and the scripts that wait for consent (issue 22); none by default. */
  consent?: ConsentSettings;
  /** Pages of visitors who are not signed in kept and served again (src/page-cache.ts); none in development. */
  pageCache?: GuestPageCache | null;
}

/** The REST API called in-process: no socket, same validation and permissions as over HTTP. */
export function injectTransport(app: FastifyInstance): ApiTransport {
  return async (req) => {
    const res = await app.inject({
      method: req.method,
      url: req.url,
      headers: req.headers,
      payload:
        req.body === undefined ? undefined : typeof req.body === "string" ? req.body : Buffer.from(req.body),
      ...(req.remoteAddress ? { remoteAddress: req.remoteAddress } : {}),
    });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = String(v);
    return { status: res.statusCode, headers, body: res.body };
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.raw.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * A page (and its data request) may be kept by the browser but is checked with the server before
 * each use, and never by a shared cache: it carries this response's own CSP nonce, and who is
 * signed in, the locale cookie and the language decide its content (docs/decisions/029).
 */
export const PAGE_CACHE_CONTROL = "private, no-cache";

async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  extraCookies: string[] = [],
  /** The body, when it has been read already. */
  read?: Buffer,
) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    reply.header(key, value);
  }
  if (!response.headers.has("cache-control")) reply.header("cache-control", PAGE_CACHE_CONTROL);
  const cookies = [...extraCookies, ...response.headers.getSetCookie()];
  if (cookies.length) reply.header("set-cookie", cookies);
  if (read) return reply.send(read);
  if (!response.body) return reply.send();
  // A page is one buffer (src/web/entry.server.tsx renders it whole) and is sent in one write;
  // other responses (files, exports) stream.
  if (response.headers.get("content-type")?.startsWith("text/html")) {
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}

/**
 * A request that changes state (any method but GET and HEAD: React Router's actions, e.g. POST
 * /sign-out or /view-as) must come from one of the site's own pages: 403 otherwise. An unknown API
 * path is left to the API's 404.
 */
export function pageActionGuard(publicUrl: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === "GET" || request.method === "HEAD" || isApiPath(request.url)) return;
    if (fromOwnPage(request, publicUrl)) return;
    const locale = localeFromPath(request.url.split("?")[0] ?? "/");
    return reply
      .code(403)
      .header("cache-control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(translate(locale, "error.foreignOrigin"));
  };
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * An uploaded image's name is or ends in a random part written once and never reused
 * (`sellers/s1/photo-1a2b3c4d5e6f7a8b@2x.webp`, `avatars/u1/1a2b3c4d5e6f7a8b.webp`): a new upload is
 * a new name, so such a file never changes.
 */
const NEVER_CHANGES = /[/-][0-9a-f]{16}(?:@2x)?\.[a-z0-9]+$/;

/** Cache-Control of a file under /uploads/ (docs/decisions/029): a week, or immutable for the uploads' own names. */
function uploadCacheControl(filePath: string): string {
  return NEVER_CHANGES.test(filePath) ? IMMUTABLE : "public, max-age=604800";
}

/**
 * Uploaded and generated images under /uploads/ (their own strict CSP: security-headers.ts): from
 * the local folder, or from the bucket — redirected to its public address when there is one,
 * proxied otherwise (docs/decisions/030).
 */
export async function registerUploads(app: FastifyInstance, media: Storage) {
  if (media.dir) {
    await app.register(fastifyStatic, {
      root: media.dir,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader("cache-control", uploadCacheControl(filePath)),
    });
    return;
  }
  app.route({
    method: ["GET", "HEAD"],
    url: `${MEDIA_URL_PREFIX}*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = mediaKey(request.url.split("?")[0] ?? "");
      if (!key) return reply.callNotFound();
      const cacheControl = uploadCacheControl(key);
      const direct = media.publicUrl(key);
      if (direct) return reply.header("cache-control", cacheControl).redirect(direct, 301);
      const file = await media.open(key, request.headers["if-none-match"]);
      if (!file) return reply.callNotFound();
      reply.header("cache-control", cacheControl);
      if (file === "not-modified") return reply.code(304).send();
      reply.type(file.contentType);
      if (file.size !== undefined) reply.header("content-length", file.size);
      if (file.etag) reply.header("etag", file.etag);
      if (file.lastModified) reply.header("last-modified", file.lastModified.toUTCString());
      if (request.method === "HEAD") {
        file.body.destroy();
        return reply.send();
      }
      return reply.send(file.body);
    },
  });
}

/**
 * The client build: every file gets its own route (wildcard: false); hashed assets are immutable,
 * the rest (favicon) an hour. A text file goes out as the .br or .gz copy written at build time
 * (scripts/precompress.ts) when the client takes it; the compression hook adds `Vary: Accept-Encoding`.
 */
export async function registerClientAssets(app: FastifyInstance, clientDir: string) {
  const assetsDir = `${path.sep}assets${path.sep}`;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    decorateReply: false,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The copies are reached through their file's own URL only.
    allowedPath: (pathName) => !/\.(?:br|gz)$/.test(pathName),
    setHeaders: (res, filePath) => {
      res.setHeader("cache-control", filePath.includes(assetsDir) ? IMMUTABLE : "public, max-age=3600");
    },
  });
}

export async function registerWeb(app: FastifyInstance, opts: WebOptions) {
  const context = {
    api: injectTransport(app),
    publicUrl: opts.publicUrl,
    buildVersion: opts.version,
    secureCookies: opts.secureCookies,
    consent: opts.consent ?? { cookieName: "cookieConsent", maxAgeDays: 180, scripts: [] },
  };

  await registerUploads(app, opts.media);

  // Development: a function, so that every request sees Vite's latest build. Production: the build
  // itself, so that React Router derives its route tables once rather than on every request.
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (opts.dev) {
    const { createServer } = await import("vite");
    const middie = (await import("@fastify/middie")).default;
    const vite = await createServer({ root: opts.root, server: { middlewareMode: true }, appType: "custom" });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook("onClose", async () => vite.close());
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    await registerClientAssets(app, path.join(opts.root, "build/client"));
    build = (await import(path.join(opts.root, "build/server/index.js"))) as ServerBuild;
  }
  const handle = createRequestHandler(build, opts.dev ? "development" : "production");

  async function renderResponse(request: FastifyRequest, reply: FastifyReply) {
    const session = { clientIp: request.ip, setCookies: [] as string[] };
    const pageEffects: PageEffect[] = [];
    const loadContext: AppLoadContext = { ...context, cspNonce: request.cspNonce, session, pageEffects };
    const response = await handle(toWebRequest(request, reply), loadContext);
    return { response, loadContext };
  }

  async function render(request: FastifyRequest, reply: FastifyReply) {
    const { response, loadContext } = await renderResponse(request, reply);
    return sendWebResponse(reply, response, loadContext.session.setCookies);
  }

  // Everything that is not the API goes to React Router; request bodies stay unparsed for actions.
  await app.register(async (web) => {
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", (_request, _payload, done) => done(null));
    web.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      schema: { hide: true },
      preHandler: pageActionGuard(opts.publicUrl),
      handler: async (request, reply) => {
        if (isApiPath(request.url)) return reply.callNotFound();
        if (!opts.pageCache) return render(request, reply);
        return opts.pageCache.serve(
          request,
          reply,
          async () => {
            const { response, loadContext } = await renderResponse(request, reply);
            return { response, setCookies: loadContext.session.setCookies, effects: loadContext.pageEffects };
          },
          sendWebResponse,
        );
      },
    });
  });
}
