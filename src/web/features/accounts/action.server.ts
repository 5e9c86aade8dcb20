/** Actions of the accounts pages: API failures become the form's errors. */
import { type AppLoadContext, data } from "react-router";
import { ApiError, createApiClient } from "../../../common/api-client.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { sessionTransport } from "../../lib/session.server.ts";
import type { FormResult } from "./form.tsx";

/** The API client of an action (same as loaders: in-process, Bearer, one refresh on 401). */
export function accountsApi(request: Request, context: AppLoadContext) {
  return createApiClient(sessionTransport(request, context), {
    locale: localeFromPath(new URL(request.url).pathname),
  });
}

/** A 4xx of the API as the form's result (`{field: [messages]}` or `{detail, code}`); 5xx is rethrown. */
export function formFailure(error: unknown, extra: Partial<FormResult> = {}) {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const body = error.body;
  const result: FormResult = { ...extra };
  if (body && typeof body === "object" && !("detail" in body)) {
    result.fields = Object.fromEntries(
      Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, [v].flat().map(String)]),
    );
  } else {
    result.detail = error.message;
    if (body && typeof body === "object" && "code" in body) result.code = String(body.code);
  }
  return data(result, { status: error.status });
}

/** The string fields of a form. */
export async function formValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") out[k] = v;
  return out;
}
