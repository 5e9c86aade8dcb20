/**
 * POST /view-as (resource route): the header's "View as user" switch of a seller. Saves the choice
 * on the user record (PATCH users/{id}/ view_as_buyer, shown by users/me/) and opens the matching
 * home: the buyer account, or back to the seller settings — or to `next` (a same-site path, e.g.
 * the seller page whose notice offered to switch back). GET goes home.
 */
import { redirect } from "react-router";
import { accountsApi } from "../features/accounts/action.server.ts";
import { localeFromPath, localizePath, redirectPath } from "../i18n/locale.ts";
import { requireSignedIn } from "../lib/session.server.ts";
import type { Route } from "./+types/view-as";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/", localeFromPath(new URL(request.url).pathname)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const me = await requireSignedIn(request, context);
  const form = await request.formData();
  const asBuyer = form.get("view_as_buyer") === "true";
  await accountsApi(request, context).call("accounts.updateUser", {
    params: { id: me.id },
    body: { view_as_buyer: asBuyer },
  });
  return redirect(redirectPath(form.get("next"), locale, asBuyer ? "/buyer-account" : "/settings"));
}
