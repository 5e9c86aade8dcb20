/**
 * A small typed client of our REST API. On the server the web app calls the API in-process
 * (Fastify `inject`, see src/server.ts); in the browser it uses fetch. Either way every read and
 * write goes through the API, so validation and permissions live in one place.
 */
import type { Locale } from "./i18n/index.ts";

export interface ApiRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path with query string, e.g. /api/search/products/?page=2 */
  url: string;
  headers: Record<string, string>;
  /** JSON text, or the bytes of a multipart upload. */
  body?: string | Uint8Array;
  /** In-process calls only: the visitor's address (rate limits count per IP). */
  remoteAddress?: string;
}
export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
export type ApiTransport = (req: ApiRequest) => Promise<ApiResponse>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(
      typeof body === "object" && body && "detail" in body
        ? String((body as { detail: unknown }).detail)
        : `HTTP ${status}`,
    );
  }
}

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

export function toQueryString(query: Query | URLSearchParams | undefined): string {
  if (!query) return "";
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined || v === null || v === "") continue;
      if (Array.isArray(v)) for (const x of v) params.append(k, String(x));
      else params.append(k, String(v));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

export interface ApiClientOptions {
  locale: Locale;
  /** Extra headers sent with every call (e.g. the user's cookie or Authorization). */
  headers?: Record<string, string>;
}

export function createApiClient(transport: ApiTransport, opts: ApiClientOptions) {
  async function call<T>(
    method: ApiRequest["method"],
    path: string,
    query?: Query | URLSearchParams,
    body?: unknown,
  ) {
    const headers: Record<string, string> = {
      accept: "application/json",
      "accept-language": opts.locale,
      ...opts.headers,
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await transport({
      method,
      url: path + toQueryString(query),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed: unknown = res.body ? JSON.parse(res.body) : null;
    if (res.status >= 400) throw new ApiError(res.status, parsed);
    return parsed as T;
  }
  return {
    get: <T>(path: string, query?: Query | URLSearchParams) => call<T>("GET", path, query),
    post: <T>(path: string, body?: unknown) => call<T>("POST", path, undefined, body),
    patch: <T>(path: string, body?: unknown) => call<T>("PATCH", path, undefined, body),
    put: <T>(path: string, body?: unknown) => call<T>("PUT", path, undefined, body),
    delete: <T>(path: string) => call<T>("DELETE", path),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's transport: same-origin fetch. */
export const fetchTransport: ApiTransport = async (req) => {
  const res = await fetch(req.url, {
    method: req.method,
    headers: req.headers,
    body: req.body as BodyInit | undefined,
    credentials: "same-origin",
  });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
};
