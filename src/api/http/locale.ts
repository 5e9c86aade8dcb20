import type { FastifyRequest } from "fastify";
import { DEFAULT_LOCALE, type Locale, localeFromAcceptLanguage } from "../../common/i18n/index.ts";

/** Every call answers in the language of Accept-Language (en, fr); default en. */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers["accept-language"]) ?? DEFAULT_LOCALE;
}
