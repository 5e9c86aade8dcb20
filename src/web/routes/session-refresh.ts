/**
 * POST /session-refresh: the browser's 60-second check (spec 9) asks for a new access token when
 * the current one expires within 5 minutes. Needs X-CSRFToken = the csrftoken cookie, and the API
 * refuses the refresh unless that is the session's own CSRF token (docs/decisions/072).
 */
import { data } from "react-router";
import { AUTH_COOKIES, CSRF_HEADER } from "../../common/constants.ts";
import { readCookie } from "../i18n/locale.ts";
import { refreshSession } from "../lib/session.server.ts";
import type { Route } from "./+types/session-refresh";

export async function action({ request, context }: Route.ActionArgs) {
  const csrf = readCookie(request.headers.get("cookie"), AUTH_COOKIES.csrf);
  if (!csrf || request.headers.get(CSRF_HEADER) !== csrf) return data({ ok: false }, { status: 403 });
  const pair = await refreshSession(request, context, csrf);
  return data({ ok: Boolean(pair) }, { status: pair ? 200 : 401, headers: { "cache-control": "no-store" } });
}
