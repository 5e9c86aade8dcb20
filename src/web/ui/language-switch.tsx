import { useLocation } from "react-router";
import { LOCALES, type Locale } from "../../common/i18n/index.ts";
import { stripLocale } from "../i18n/locale.ts";
import { useT } from "../i18n/use-t.ts";
import { GlobeIcon } from "./icons.tsx";

/**
 * The language switch: plain links to the /locale resource route, which stores the choice in the
 * locale cookie and redirects to the same page in that language. Works without JavaScript.
 */
export function switchLocaleHref(locale: Locale, pathname: string, search: string, hash = ""): string {
  const to = stripLocale(pathname) + search + hash;
  return `/locale?${new URLSearchParams({ locale, to }).toString()}`;
}

export function LanguageSwitch({ variant = "compact" }: { variant?: "compact" | "list" }) {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  if (variant === "compact") {
    const other: Locale = t.locale === "en" ? "fr" : "en";
    return (
      <a
        href={switchLocaleHref(other, pathname, search, hash)}
        hrefLang={other}
        lang={other}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white"
      >
        <GlobeIcon className="size-4" />
        <span className="hidden sm:inline">{t(`lang.${other}`)}</span>
        <span className="sm:hidden" aria-hidden="true">
          {other.toUpperCase()}
        </span>
        <span className="sr-only sm:hidden">{t(`lang.${other}`)}</span>
      </a>
    );
  }
  return (
    <ul className="flex gap-3" aria-label={t("lang.label")}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          {locale === t.locale ? (
            <span aria-current="true" lang={locale} className="font-semibold text-white">
              {t(`lang.${locale}`)}
            </span>
          ) : (
            <a
              href={switchLocaleHref(locale, pathname, search, hash)}
              hrefLang={locale}
              lang={locale}
              className="text-slate-300 underline-offset-2 hover:text-white hover:underline"
            >
              {t(`lang.${locale}`)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
