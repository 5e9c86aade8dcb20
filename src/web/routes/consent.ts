/**
 * POST /consent — the cookie banner's and the settings' form action (issue 22): `choice` accept,
 * decline or save (with the checked `group` boxes) is stored in the consent cookie, and the visitor
 * returns to `to` (a path of this site, src/common/safe-redirect.ts). Pages apply the choice in place
 * when JavaScript runs; this is the way without it. GET leads to the settings page.
 */
import { data, redirect } from "react-router";
import { consentCookie } from "../../common/consent/state.ts";
import { translate } from "../../common/i18n/index.ts";
import { safeLocalPath } from "../../common/safe-redirect.ts";
import { stateOfChoice } from "../features/consent/choice.ts";
import { localeFromPath } from "../i18n/locale.ts";
import type { Route } from "./+types/consent";

export function loader() {
  return redirect("/cookie-settings");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const to = safeLocalPath(form.get("to")) ?? "/";
  const state = stateOfChoice(form.get("choice"), form.getAll("group"));
  if (!state) {
    throw data({ message: translate(localeFromPath(to), "consent.badChoice") }, { status: 400 });
  }
  return redirect(to, {
    status: 303,
    headers: {
      "Set-Cookie": consentCookie(context.consent, state, context.secureCookies),
      "Cache-Control": "no-store",
    },
  });
}
