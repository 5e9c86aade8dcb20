/**
 * The nonce of this page's inline scripts (its Content-Security-Policy names it; see
 * src/api/http/security-headers.ts), provided by src/web/entry.server.tsx. Undefined in the
 * browser: an inline script only ever runs from the server's HTML.
 */
import { createContext, useContext } from "react";

export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
