/**
 * "Cookie settings" in the footer (issue 22): a link to the /cookie-settings page, which works
 * without JavaScript; on a hydrated page the consent feature answers the event below and opens its
 * dialog in place instead.
 */
import { useLocation } from "react-router";
import { useLocalPath, useT } from "../i18n/use-t.ts";

/** Dispatched (cancelable) on window; a listener that opens the dialog cancels it. */
export const CONSENT_OPEN_EVENT = "rigmarket:consent-open";

/** The settings page's address, returning to `to` once the visitor has chosen. */
export function cookieSettingsHref(localPath: (p: string) => string, to: string): string {
  return `${localPath("/cookie-settings")}?${new URLSearchParams({ to }).toString()}`;
}

export function CookieSettingsLink({ className }: { className?: string }) {
  const t = useT();
  const localPath = useLocalPath();
  const { pathname, search } = useLocation();
  return (
    <a
      href={cookieSettingsHref(localPath, pathname + search)}
      className={className}
      onClick={(event) => {
        const opened = !window.dispatchEvent(new Event(CONSENT_OPEN_EVENT, { cancelable: true }));
        if (opened) event.preventDefault();
      }}
    >
      {t("consent.footerLink")}
    </a>
  );
}
