/**
 * Renders a page on the server. React Router's default Node entry streams the page with
 * renderToPipeableStream; this one renders it whole with renderToString, because:
 * - the web server sends a page in one write anyway (src/web-server.ts) and no page streams
 *   deferred data;
 * - the streaming renderer encodes each of a page's thousands of small chunks to bytes on its own,
 *   and those chunks then pass through a PassThrough and a web stream: together about a fifth of a
 *   catalogue page's server time (docs/decisions/010-search-speed.md).
 *
 * The loader data still reaches the browser as React Router's turbo-stream: it is read whole
 * first and handed to `<ServerRouter>` through `renderMeta.streamCache` (part of EntryContext's
 * type), so the component that writes it into the page finds it ready and does not suspend.
 */
import { renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { CspNonceContext } from "./lib/csp-nonce.ts";

/** Deferred loader data still pending after this long is rejected (React Router reads it). */
export const streamTimeout = 5_000;

type StreamCacheEntry = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>[number];

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += decoder.decode(read.value, { stream: true });
  }
  // <ServerRouter> takes a reader of its own (and then finds the text in the cache).
  reader.releaseLock();
  return text + decoder.decode();
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  if (routerContext.serverHandoffStream) {
    const value = await readAll(routerContext.serverHandoffStream);
    const ready: StreamCacheEntry = Object.assign(Promise.resolve(), { result: { done: true, value } });
    routerContext.renderMeta ??= {};
    routerContext.renderMeta.streamCache = { 0: ready };
  }
  // The nonce reaches every inline script React Router writes (<Scripts>, <ScrollRestoration>, the
  // loader data) and root.tsx's own: the page's CSP allows no other inline script
  // (src/api/http/security-headers.ts).
  const nonce = loadContext.cspNonce;
  const html = `<!DOCTYPE html>${renderToString(
    <CspNonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </CspNonceContext.Provider>,
  )}`;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Bytes, not the string: a string body is first checked and copied as a USVString.
  return new Response(Buffer.from(html), { headers: responseHeaders, status: responseStatusCode });
}
