/**
 * GET or POST /locale?locale=fr&to=/product/x — the language switch. Stores the choice in the
 * locale cookie (365 days) and redirects to the page `to` in that language. A resource route:
 * plain links and forms reach it, so switching works without JavaScript.
 */
import { data, redirect } from "react-router";
import { DEFAULT_LOCALE, isLocale, translate } from "../../common/i18n/index.ts";
import { localeCookie, redirectPath } from "../i18n/locale.ts";
import type { Route } from "./+types/locale";

function switchLocale(locale: FormDataEntryValue | null, to: FormDataEntryValue | null) {
  if (!isLocale(locale)) throw data({ message: translate(DEFAULT_LOCALE, "lang.unknown") }, { status: 400 });
  const target = redirectPath(to, locale);
  return redirect(target, {
    status: 302,
    headers: { "Set-Cookie": localeCookie(locale), "Cache-Control": "no-store" },
  });
}

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return switchLocale(params.get("locale"), params.get("to"));
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const params = new URL(request.url).searchParams;
  return switchLocale(form.get("locale") ?? params.get("locale"), form.get("to") ?? params.get("to"));
}
