/**
 * Loaders reach the REST API in-process through the transport of the load context, in the
 * page's locale and with the visitor's cookie (so the API sees who is signed in).
 */
import { type AppLoadContext, data } from "react-router";
import { ApiError, createApiClient } from "../../common/api-client.ts";
import { localeFromPath } from "../i18n/locale.ts";
import type { Translator } from "../i18n/translator.ts";
import type { ErrorPayload } from "./errors.ts";
import { sessionTransport } from "./session.server.ts";

export function apiFor(request: Request, context: AppLoadContext) {
  const locale = localeFromPath(new URL(request.url).pathname);
  // The cookie, the access token as Bearer and one refresh on 401: see session.server.ts.
  return createApiClient(sessionTransport(request, context), { locale });
}

/**
 * Turns an API failure into the page's error response: 404 and 400 keep their status and
 * message (the API already speaks the page's language), anything else is rethrown (500).
 * `describe` builds the message of a 400 from the field errors.
 */
/**
 * The message of a 400 for a catalogue page: each field the API refused, named by the page's own
 * URL parameter (`paramOf`), with the API's messages.
 */
export function badParamsMessage(
  t: Translator,
  fields: Record<string, string[]>,
  paramOf: (apiField: string) => string,
): string {
  return Object.entries(fields)
    .map(([field, messages]) =>
      t("catalog.badParam", { param: paramOf(field), message: [messages].flat().join(" ") }),
    )
    .join(" ");
}

export function pageErrorFromApi(
  error: unknown,
  describe?: (fields: Record<string, string[]>) => string,
): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    const body = error.body;
    let message = error.message;
    if (error.status === 400 && body && typeof body === "object" && !("detail" in body)) {
      const fields = body as Record<string, string[]>;
      message = describe
        ? describe(fields)
        : Object.entries(fields)
            .map(([k, v]) => `${k}: ${[v].flat().join(" ")}`)
            .join(" ");
    }
    throw data<ErrorPayload>({ message }, { status: error.status });
  }
  throw error;
}
