import { useMemo } from "react";
import { useLocation } from "react-router";
import type { Locale } from "../../common/i18n/index.ts";
import { localeFromPath, localizePath } from "./locale.ts";
import { makeT, type Translator } from "./translator.ts";

/** The current page's locale, from its URL (unprefixed URLs of French visitors were redirected). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Translator for the current page: `const t = useT(); t("nav.products")`. */
export function useT(): Translator {
  const locale = useLocale();
  return useMemo(() => makeT(locale), [locale]);
}

/** Localises site paths: under /fr, `localPath("/marketplace")` is "/fr/marketplace". */
export function useLocalPath(): (path: string) => string {
  const locale = useLocale();
  return useMemo(() => (path: string) => localizePath(path, locale), [locale]);
}
