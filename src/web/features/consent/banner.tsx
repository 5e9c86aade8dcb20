/**
 * The cookie banner (issue 22; spec: "We use cookies and help you"), shown while the visitor is
 * undecided. Rendered by the server at the end of the page and sticky to the bottom of the
 * viewport: it moves nothing above it (no layout shift) and never covers the footer once scrolled
 * to the end. Accept and decline post to /consent without JavaScript and apply in place with it;
 * "Manage cookies" leads to the settings page, or opens the dialog on a hydrated page.
 */
import { useLocation } from "react-router";
import { useLocalPath, useT } from "../../i18n/use-t.ts";
import { cookieSettingsHref } from "../../ui/cookie-settings-link.tsx";
import { PRIMARY_BUTTON, SECONDARY_BUTTON, useConsentSubmit } from "./consent-submit.ts";
import { useConsent } from "./context.tsx";

export function ConsentBanner() {
  const t = useT();
  const localPath = useLocalPath();
  const { pathname, search } = useLocation();
  const consent = useConsent();
  const onSubmit = useConsentSubmit();
  const to = pathname + search;
  return (
    <section
      aria-labelledby="consent-banner-title"
      className="sticky bottom-0 z-40 border-t border-slate-300 bg-white text-slate-800 shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6">
        <div className="flex-1">
          <h2 id="consent-banner-title" className="text-base font-bold text-slate-900">
            {t("consent.title")}
          </h2>
          <p className="mt-1 text-sm">
            {t("consent.text")}{" "}
            <a href={localPath("/Privacy-Policy.pdf")} className="font-semibold text-sky-800 underline">
              {t("consent.policyLink")}
            </a>
          </p>
        </div>
        <form method="post" action="/consent" onSubmit={onSubmit} className="flex flex-wrap gap-3">
          <input type="hidden" name="to" value={to} />
          <button type="submit" name="choice" value="accept" className={PRIMARY_BUTTON}>
            {t("consent.accept")}
          </button>
          <button type="submit" name="choice" value="decline" className={SECONDARY_BUTTON}>
            {t("consent.decline")}
          </button>
          <a
            href={cookieSettingsHref(localPath, to)}
            className={SECONDARY_BUTTON}
            onClick={(event) => {
              if (!consent) return;
              event.preventDefault();
              consent.openSettings();
            }}
          >
            {t("consent.manage")}
          </a>
        </form>
      </div>
    </section>
  );
}
