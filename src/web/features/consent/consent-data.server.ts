/** The consent settings and the visitor's state from the consent cookie, for the root loader (issue 22). */
import type { AppLoadContext } from "react-router";
import { parseConsent } from "../../../common/consent/state.ts";
import { readCookie } from "../../i18n/locale.ts";
import type { ConsentData } from "./context.tsx";

export function consentData(request: Request, context: AppLoadContext): ConsentData {
  const raw = readCookie(request.headers.get("cookie"), context.consent.cookieName);
  return { ...context.consent, state: parseConsent(raw), secure: context.secureCookies };
}
