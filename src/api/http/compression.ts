/**
 * Compressed answers (issue 16, docs/decisions/029): pages, JSON and other text go out as brotli or
 * gzip, whichever the client's Accept-Encoding prefers (brotli on a tie), with `Vary:
 * Accept-Encoding`. A hook on the root instance, so that every route (API, pages, React Router's
 * data requests, errors) gets it. Brotli runs at a fast quality for these dynamic answers (the
 * client build is compressed at the highest quality once, at build time: scripts/precompress.ts, and
 * served as is by @fastify/static's `preCompressed`): a body already encoded is left alone, and so
 * is one too small to gain anything.
 */
import { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Types worth compressing: text, JSON, JavaScript, SVG, React Router's turbo-stream (text/x-script). */
export const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|problem\+json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/** Below this many bytes the headers and framing eat the gain. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Brotli quality of dynamic answers: 4 compresses a catalogue page about as fast as gzip's default
 * and ~10 % smaller (the measurements are in docs/decisions/029).
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

export type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];

/** The encoding to answer `acceptEncoding` with, or null for none (identity). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  // "*" is "any": the one every client decodes.
  return negotiate(acceptEncoding.toLowerCase().replace(/\*/g, "gzip"), ENCODINGS) as Encoding | null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function brotliParams(size: number) {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  };
}

/** `body` compressed for a dynamic answer (off the event loop: zlib's thread pool). */
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br" ? brotli(body, { params: brotliParams(body.length) }) : gzip(body, { level: 6 });
}

/** A streamed body compressed as it goes; each chunk is flushed, so a streamed answer still streams. */
function compressStream(body: NodeJS.ReadableStream, encoding: Encoding): NodeJS.ReadableStream {
  const compressor =
    encoding === "br"
      ? zlib.createBrotliCompress({ params: brotliParams(0), flush: zlib.constants.BROTLI_OPERATION_FLUSH })
      : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
  (body as Readable).on("error", (err) => compressor.destroy(err));
  return body.pipe(compressor);
}

/** Adds `value` to the response's Vary header (which React Router's pages set too). */
export function addVary(reply: FastifyReply, value: string) {
  const current = reply.getHeader("vary");
  const names = current
    ? String(current)
        .split(",")
        .map((v) => v.trim())
    : [];
  if (names.includes("*") || names.some((n) => n.toLowerCase() === value.toLowerCase())) return;
  reply.header("vary", [...names, value].join(", "));
}

function isStream(payload: unknown): payload is NodeJS.ReadableStream {
  return (
    payload instanceof Readable || (typeof payload === "object" && payload !== null && "pipe" in payload)
  );
}

async function compressHook(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (payload === null || payload === undefined) return payload;
  const type = String(reply.getHeader("content-type") ?? "");
  if (!COMPRESSIBLE_TYPE.test(type)) return payload;
  // The answer depends on Accept-Encoding whether or not this one is compressed (caches must know).
  addVary(reply, "Accept-Encoding");
  if (reply.getHeader("content-encoding") || reply.statusCode === 204 || reply.statusCode === 304) {
    return payload;
  }
  if (/\bno-transform\b/.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (!encoding) return payload;

  if (isStream(payload)) {
    // A file's stream comes with its length: a small one goes as it is.
    const length = reply.getHeader("content-length");
    if (length !== undefined && Number(length) < MIN_COMPRESS_BYTES) return payload;
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compressStream(payload, encoding);
  }
  const body = typeof payload === "string" ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
  if (!body || body.length < MIN_COMPRESS_BYTES) return payload;
  const compressed = await compressBody(body, encoding);
  reply.header("content-encoding", encoding);
  reply.removeHeader("content-length");
  return compressed;
}

/** Compresses every answer of `app` that is worth it (call it on the root instance, before any route). */
export function registerCompression(app: FastifyInstance) {
  app.addHook("onSend", compressHook);
}
