/**
 * The visitor's cookie consent on the page (issue 22, docs/decisions/052): the state the root loader
 * read from the consent cookie, updated in place when the visitor decides (the cookie is written by
 * the page itself, no request), and the way to open the settings dialog from anywhere.
 */
import { createContext, useContext } from "react";
import type { ConsentSettings, ConsentState } from "../../../common/consent/state.ts";

/** What the root loader hands the page: the settings, the cookie's state and whether cookies are Secure. */
export interface ConsentData extends ConsentSettings {
  state: ConsentState;
  secure: boolean;
}

export interface ConsentApi {
  data: ConsentData;
  state: ConsentState;
  decide(state: Exclude<ConsentState, { kind: "undecided" }>): void;
  openSettings(): void;
}

export const ConsentContext = createContext<ConsentApi | null>(null);

export function useConsent(): ConsentApi | null {
  return useContext(ConsentContext);
}
