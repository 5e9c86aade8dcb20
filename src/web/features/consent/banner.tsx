/**
 * The cookie banner (issue 22; spec: "We use cookies and help you"), shown while the visitor is
 * undecided. Rendered by the server at the end of the page and sticky to the bottom of the
 * viewport: it moves nothing above it (no layout shift) and never covers the footer once scrolled
 * to the end. It says what each optional group is for and implies nothing: browsing is not
 * consent (issue 30). "Accept all" and "Refuse all" are the same button twice (size, style, place
 * in the row), post to /consent without JavaScript and apply in place with it; "Choose" leads to
 * the settings page, or opens the dialog on a hydrated page.
 */
import { useLocation } from "react-router";
import { useLocalPath, useT } from "../../i18n/use-t.ts";
import { cookieSettingsHref } from "../../ui/cookie-settings-link.tsx";
import { CHOICE_BUTTON, useConsentSubmit } from "./consent-submit.ts";
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
            {t("consent.text")} {t("consent.noChoiceYet")}{" "}
            <a href={localPath("/Privacy-Policy.pdf")} className="font-semibold text-sky-800 underline">
              {t("consent.policyLink")}
            </a>
          </p>
        </div>
        <form
          method="post"
          action="/consent"
          onSubmit={onSubmit}
          className="grid grid-cols-1 gap-3 min-[24rem]:grid-cols-3 md:shrink-0"
        >
          <input type="hidden" name="to" value={to} />
          <button type="submit" name="choice" value="accept" className={CHOICE_BUTTON}>
            {t("consent.acceptAll")}
          </button>
          <button type="submit" name="choice" value="decline" className={CHOICE_BUTTON}>
            {t("consent.declineAll")}
          </button>
          <a
            href={cookieSettingsHref(localPath, to)}
            className={CHOICE_BUTTON}
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
