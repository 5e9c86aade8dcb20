/**
 * Input hygiene for every route, in one place. A text holding NUL or a lone surrogate
 * (`hasBadCharacters`) anywhere in the query string, the path parameters or the JSON body (nested
 * fields, array items and object keys too), or a query value whose escapes are not UTF-8, is
 * refused with 400 `{ field: [message] }` before the route's schema or handler sees it.
 * PostgreSQL refuses NUL in text and jsonb (it was a 500), and a lone surrogate is not Unicode (it
 * was silently stored as U+FFFD). A path whose escapes are not UTF-8 never reaches a route
 * (errors.ts `answerFrameworkError`).
 *
 * Headers need nothing here: Node's HTTP parser refuses NUL in them, they are bytes (no surrogates),
 * and the API stores none. Multipart bodies are read by their handlers (http/upload.ts).
 *
 * Before all that, on every route (API, pages, share images, sitemaps, uploads): a request whose host
 * is not a host name (`Host: [`, `Host: a b`), or outside the API whose path or query holds NUL (raw
 * or `%00`; the API's routes name the parameter, as above), is refused with 400 `{ detail }` (issue
 * 31, docs/decisions/071). An HTTP/1.0 request may leave
 * out Host: it is taken as addressed to PUBLIC_URL's host.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasBadCharacters, withoutBadCharacters } from "../../common/api/shared.ts";
import { type MessageKey, translate } from "../../common/i18n/index.ts";
import { type Issue, RequestValidationError } from "./errors.ts";
import { requestLocale } from "./locale.ts";
import { isApiPath } from "./paths.ts";

/** Enough to name the fields; a body full of bad texts is not walked to its end. */
const MAX_ISSUES = 20;

/** The request parts that reach the handlers, named as the validator names them. */
const PARTS = [
  ["querystring", (r: FastifyRequest) => r.query],
  ["params", (r: FastifyRequest) => r.params],
  ["body", (r: FastifyRequest) => r.body],
] as const;

/**
 * Issues (Zod-shaped, so that the usual error handler words them) for every bad text in a parsed
 * value. Iterative: a deeply nested JSON body cannot overflow the stack.
 */
export function badCharacterIssues(value: unknown): Issue[] {
  const issues: Issue[] = [];
  // Paths are linked to their parent and spelled out only for an issue (copying them at every
  // level would cost the square of the depth).
  type At = { key: PropertyKey; parent: At } | null;
  const pathOf = (at: At): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let a = at; a; a = a.parent) path.push(a.key);
    return path.reverse();
  };
  const flag = (at: At) =>
    issues.push({ code: "custom", path: pathOf(at), message: "validation.badCharacters" });
  const stack: [unknown, At][] = [[value, null]];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const [item, at] = stack.pop() as [unknown, At];
    if (typeof item === "string") {
      if (hasBadCharacters(item)) flag(at);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], { key: i, parent: at }]);
    } else if (item !== null && typeof item === "object" && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (hasBadCharacters(key)) flag({ key: withoutBadCharacters(key), parent: at });
        else stack.push([child, { key, parent: at }]);
      }
    }
  }
  return issues;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const decodable = (escapes: string) => {
  try {
    utf8.decode(Buffer.from(escapes.replaceAll("%", ""), "hex"));
    return true;
  } catch {
    return false;
  }
};
const nameOf = (key: string) => {
  try {
    return withoutBadCharacters(decodeURIComponent(key.replaceAll("+", " ")));
  } catch {
    return withoutBadCharacters(key);
  }
};

/**
 * Query parameters whose percent-escapes are not UTF-8 (`%ED%A0%80`, the bytes of a lone
 * surrogate; `%FF`): the query parser keeps such a value as the raw escapes, so the handler would
 * get a different text from the one sent. A stray `%` (`100%`) is taken as it is, as browsers send it.
 */
export function undecodableQueryIssues(url: string): Issue[] {
  const start = url.indexOf("?");
  if (start < 0 || !url.includes("%", start)) return [];
  const issues: Issue[] = [];
  for (const pair of url.slice(start + 1).split("&")) {
    const runs = pair.match(/(?:%[0-9a-fA-F]{2})+/g);
    if (runs?.some((run) => !decodable(run)))
      issues.push({
        code: "custom",
        path: [nameOf(pair.split("=")[0] ?? "")],
        message: "validation.badCharacters",
      });
  }
  return issues.slice(0, MAX_ISSUES);
}

/**
 * Adds the check to every route of the API (a preValidation hook: after parsing, before the
 * schemas). The web server's routes share the Fastify instance but not the check: a page reads
 * the API, which refuses what it cannot store, and answers in HTML rather than with field errors.
 */
export function registerInputHygiene(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (!request.routeOptions.url?.startsWith("/api/")) return;
    const undecodable = undecodableQueryIssues(request.url);
    if (undecodable.length > 0) throw new RequestValidationError(undecodable, "querystring");
    for (const [part, read] of PARTS) {
      const issues = badCharacterIssues(read(request));
      if (issues.length > 0) throw new RequestValidationError(issues, part);
    }
  });
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port (RFC 3986's authority without user info). */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=]+)(?::[0-9]{1,5})?$/;

/** Whether `host` (a Host header, or a trusted proxy's X-Forwarded-Host) names a host a URL can hold. */
export function isValidHost(host: string): boolean {
  return host.length <= 261 && HOST.test(host) && URL.canParse(`http://${host}/`);
}

/** NUL in a request target, as it is or percent-encoded. */
const NUL_IN_TARGET = /\0|%00/i;

function refuse(request: FastifyRequest, reply: FastifyReply, key: MessageKey) {
  return reply
    .code(400)
    .header("cache-control", "no-store")
    .send({ detail: translate(requestLocale(request), key) });
}

/**
 * The first hook of every request (call it on the root instance before any other): 400 for NUL
 * in the path or query of a non-API route and for a host that is not a host name (what the page adapter, the Origin
 * checks and the CSP build URLs from), 400 for a forwarded protocol other than http and https.
 */
export function registerRequestTargetCheck(app: FastifyInstance, publicUrl: string) {
  const defaultHost = new URL(publicUrl).host;
  app.addHook("onRequest", async (request, reply) => {
    // The API's routes name the parameter holding it (the preValidation check below).
    if (NUL_IN_TARGET.test(request.url) && !isApiPath(request.url))
      return refuse(request, reply, "error.badAddress");
    // HTTP/1.0 allows a request without Host (HTTP/1.1 requires it: Node answers 400 itself).
    if (request.headers.host === undefined && request.raw.httpVersion === "1.0")
      request.raw.headers.host = defaultHost;
    if (!isValidHost(request.host)) return refuse(request, reply, "error.badHost");
    if (request.protocol !== "http" && request.protocol !== "https")
      return refuse(request, reply, "error.badRequest");
  });
}
