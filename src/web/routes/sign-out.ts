/** POST /sign-out: revokes the session (logout/) and clears the cookies; GET goes home. */
import { redirect } from "react-router";
import { AUTH_COOKIES } from "../../common/constants.ts";
import { accountsApi } from "../features/accounts/action.server.ts";
import { localeFromPath, localizePath, readCookie } from "../i18n/locale.ts";
import { endSession } from "../lib/session.server.ts";
import type { Route } from "./+types/sign-out";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/", localeFromPath(new URL(request.url).pathname)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const refresh = readCookie(request.headers.get("cookie"), AUTH_COOKIES.refresh);
  if (refresh) {
    // Best effort: the cookies go either way.
    await accountsApi(request, context)
      .call("accounts.logout", { body: { refresh } })
      .catch(() => {});
  }
  endSession(context);
  return redirect(localizePath("/", locale));
}
