/**
 * Counts the visitor's view of an article (issue 19, docs/decisions/044): once the page runs in a
 * browser, one POST per page view through the typed client (a cached page, a crawler or a
 * prefetch sends nothing). Signed in, the cookie authenticates the call, so it carries the CSRF
 * header as every unsafe call from the browser does. The API counts once per visitor and day.
 */
import { useEffect, useRef } from "react";
import { createApiClient, fetchTransport } from "../../../common/api-client.ts";
import { AUTH_COOKIES, CSRF_HEADER } from "../../../common/constants.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { readCookie } from "../../i18n/locale.ts";

export function useArticleView(slug: string, locale: Locale): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === slug) return;
    sent.current = slug;
    const csrf = readCookie(document.cookie, AUTH_COOKIES.csrf);
    const api = createApiClient(fetchTransport, { locale, headers: csrf ? { [CSRF_HEADER]: csrf } : {} });
    // A view that cannot be counted changes nothing for the reader.
    api.call("blog.view", { params: { slug } }).catch(() => undefined);
  }, [slug, locale]);
}
