/**
 * A small typed client of our REST API. On the server the web app calls the API in-process
 * (Fastify `inject`, see src/server.ts); in the browser it uses fetch. Either way every read and
 * write goes through the API, so validation and permissions live in one place.
 */
import type { z } from "zod";
import {
  type EndpointMethod,
  type EndpointName,
  type EndpointParams,
  endpointOf,
  endpointPath,
} from "./api/endpoint-paths.ts";
import type { Endpoints } from "./api/endpoints.ts";
import type { Locale } from "./i18n/index.ts";

export interface ApiRequest {
  method: EndpointMethod;
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

type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

// The types of a named call, from its contract (src/common/api/endpoints.ts).
type Contract<N extends EndpointName> = Endpoints[N];
/** The query a call accepts: the keys of its schema (query strings are checked by the API). */
export type ApiQuery<N extends EndpointName> =
  Contract<N> extends { query: infer Q extends z.ZodType } ? { [K in keyof z.input<Q>]?: QueryValue } : never;
/**
 * The JSON body a call accepts: the contract's fields, each either of its type or as the user typed
 * it (forms forward what was typed, and the API answers with the field's message).
 */
export type ApiBody<N extends EndpointName> =
  Contract<N> extends { body: infer B extends z.ZodType } ? AsTyped<z.input<B>> : never;
type AsTyped<T> = T extends readonly (infer E)[]
  ? AsTyped<E>[]
  : T extends object
    ? { [K in keyof T]: AsTyped<T[K]> }
    : T | string | number | null;
/** What a call answers (types only: answers are not validated again in the web app). */
export type ApiResult<N extends EndpointName> =
  Contract<N> extends { response: infer R extends z.ZodType } ? z.output<R> : never;
/** Calls that take one file as multipart, and the name of its field. */
export type UploadName = {
  [N in EndpointName]: Contract<N> extends { upload: string } ? N : never;
}[EndpointName];
type UploadField<N extends UploadName> = Contract<N> extends { upload: infer F } ? F : never;
/** Calls that answer a file (a spreadsheet): the browser follows their URL (`apiUrl`). */
export type DownloadName = {
  [N in EndpointName]: Contract<N> extends { download: true } ? N : never;
}[EndpointName];
type JsonName = Exclude<EndpointName, UploadName | DownloadName>;

type ParamsPart<N extends EndpointName> =
  EndpointParams<N> extends undefined ? { params?: undefined } : { params: EndpointParams<N> };
type QueryPart<N extends EndpointName> = [ApiQuery<N>] extends [never]
  ? { query?: undefined }
  : { query?: ApiQuery<N> | URLSearchParams };
type BodyPart<N extends EndpointName> = [ApiBody<N>] extends [never]
  ? { body?: undefined }
  : { body: ApiBody<N> };
export type CallInput<N extends EndpointName> = ParamsPart<N> & QueryPart<N> & BodyPart<N>;
/** The input may be left out when the call needs nothing. */
type InputArgs<I> = Record<never, never> extends I ? [input?: I] : [input: I];

export type UploadInput<N extends UploadName> = ParamsPart<N> &
  QueryPart<N> & {
    /** The multipart field the API reads (named by the contract). */
    field: UploadField<N>;
    /** Sent under its own name (the field's name when it has none). */
    file: File;
  };

/** The URL of a call, with its path parameters and query: for links, redirects and downloads. */
export function apiUrl<N extends EndpointName>(
  name: N,
  ...[input]: InputArgs<ParamsPart<N> & QueryPart<N>>
): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: Query };
  return endpointPath(name, params) + toQueryString(query);
}

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
    /**
     * Calls the API by name: `api.call("catalog.product", { params: { sku } })`. The path, method,
     * query, body and answer come from the endpoint table (src/common/api/endpoint-paths.ts).
     */
    async call<N extends JsonName>(name: N, ...[input]: InputArgs<CallInput<N>>): Promise<ApiResult<N>> {
      const { params, query, body } = (input ?? {}) as {
        params?: Record<string, string | number>;
        query?: Query | URLSearchParams;
        body?: unknown;
      };
      return call<ApiResult<N>>(endpointOf(name).method, endpointPath(name, params), query, body);
    },
    /** Sends one file as multipart to an upload call (the field is the one the contract names). */
    async upload<N extends UploadName>(name: N, input: UploadInput<N>): Promise<ApiResult<N>> {
      const form = new FormData();
      const field = input.field as string;
      form.append(field, input.file, input.file.name || field);
      const encoded = new Request("http://multipart.invalid/", { method: "POST", body: form });
      const params = input.params as Record<string, string | number> | undefined;
      const res = await transport({
        method: endpointOf(name).method,
        url: endpointPath(name, params) + toQueryString(input.query as Query | undefined),
        headers: {
          accept: "application/json",
          "accept-language": opts.locale,
          ...opts.headers,
          "content-type": encoded.headers.get("content-type") ?? "multipart/form-data",
        },
        body: new Uint8Array(await encoded.arrayBuffer()),
      });
      const parsed: unknown = res.body ? JSON.parse(res.body) : null;
      if (res.status >= 400) throw new ApiError(res.status, parsed);
      return parsed as ApiResult<N>;
    },
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
