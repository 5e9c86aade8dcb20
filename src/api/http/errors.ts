/**
 * Validation and the error shapes of DESIGN.md: `{ detail }` for the whole request,
 * `{ field: [messages] }` for fields, messages in the request's language. 5xx details are logged,
 * never sent.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from "fastify";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type Locale, type MessageKey, translate } from "../../common/i18n/index.ts";
import { AppError } from "../errors.ts";
import { describeIssue, type Issue } from "./issues.ts";
import { requestLocale } from "./locale.ts";

export { describeIssue, type Issue };

export class RequestValidationError extends Error {
  constructor(
    readonly issues: Issue[],
    readonly part: string,
  ) {
    super("Request validation failed");
  }
}

/** Fastify validator compiler for Zod schemas that keeps the issues (with their input) for the error handler. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues as Issue[], httpPart ?? "body") };
  };

/** `{ field: [messages] }`, the field named by its path (`page`, `price_tiers.0.unit_price`). */
export function fieldErrorsFromIssues(
  issues: Issue[],
  locale: Locale,
  part = "body",
): Record<string, string[]> {
  // A Map: a field may be named `__proto__` or `valueOf` (unknown fields are named as sent).
  const out = new Map<string, string[]>();
  // A query string or path parameter is named by itself (`category_id__terms`, not `category_id__terms.2`).
  const name = (path: PropertyKey[]) =>
    (part === "querystring" || part === "params" ? path.slice(0, 1) : path).map(String).join(".") ||
    "non_field_errors";
  for (const issue of issues) {
    const fields =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((k) => name([...issue.path, k]))
        : [name(issue.path)];
    const [key, params] =
      issue.code === "unrecognized_keys" ? (["validation.unknownField"] as const) : describeIssue(issue);
    for (const field of fields) {
      const message = translate(locale, key, params);
      const list = out.get(field) ?? [];
      if (!list.includes(message)) list.push(message);
      out.set(field, list);
    }
  }
  return Object.fromEntries(out);
}

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (`%zz`, or bytes that are
 * not UTF-8 such as a lone surrogate's `%ED%A0%80`) or a path parameter over maxParamLength, refused
 * before any route runs: answered in the API's shape and language rather than Fastify's own.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode === 414 ? 414 : 400;
  const key: MessageKey = status === 414 ? "error.tooLarge" : "error.badRequest";
  return reply.status(status).send({ detail: translate(requestLocale(request), key) });
}

/** The error of a stream cut short because the client's connection closed. */
function clientWentAway(error: unknown, reply: FastifyReply): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    (code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNRESET") &&
    (reply.raw.destroyed || reply.raw.writableEnded || reply.request.raw.destroyed)
  );
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof RequestValidationError) {
      return reply.status(400).send(fieldErrorsFromIssues(error.issues, locale, error.part));
    }
    if (error instanceof AppError) {
      if (error.fields) {
        const body = Object.fromEntries(
          Object.entries(error.fields).map(([f, keys]) => [
            f,
            keys.map((k) => translate(locale, k, error.params)),
          ]),
        );
        return reply.status(error.status).send(body);
      }
      return reply.status(error.status).send({ detail: translate(locale, error.messageKey, error.params) });
    }
    if (clientWentAway(error, reply)) {
      // A streamed answer (a page, its data) whose reader closed the connection: nobody is left to
      // answer, and it is not the server's failure.
      request.log.info({ url: request.url }, "the client closed the connection before the answer ended");
      return reply.hijack();
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, "request failed");
      // The failed answer may have set its own type and encoding (a compressed page): this one is JSON.
      reply.removeHeader("content-encoding");
      reply.type("application/json; charset=utf-8");
      return reply.status(Math.max(status, 500)).send({ detail: translate(locale, "error.server") });
    }
    const key: MessageKey =
      status === 413
        ? "error.tooLarge"
        : status === 429
          ? "error.tooMany"
          : status === 404
            ? "error.notFound"
            : "error.badRequest";
    // Fastify's own 4xx messages (malformed JSON, unsupported media type) are English and precise: keep them as detail.
    return reply
      .status(status)
      .send({ detail: locale === "en" && error.message ? error.message : translate(locale, key) });
  });

  app.setNotFoundHandler((request, reply) => {
    const locale = requestLocale(request);
    return reply.status(404).send({
      detail: translate(locale, "error.routeNotFound", {
        method: request.method,
        path: request.url.split("?")[0] ?? "",
      }),
    });
  });
}
