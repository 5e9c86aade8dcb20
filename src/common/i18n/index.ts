/**
 * The i18n catalogue: every user-visible string, in English and French, with `{name}`
 * placeholders. Both the API (error messages) and the web app use it.
 */
import { accountsEn } from "./accounts.en.ts";
import { accountsFr } from "./accounts.fr.ts";
import { apiEn } from "./api.en.ts";
import { apiFr } from "./api.fr.ts";
import { browseEn } from "./browse.en.ts";
import { browseFr } from "./browse.fr.ts";
import { sellersEn } from "./sellers.en.ts";
import { sellersFr } from "./sellers.fr.ts";
import { webEn } from "./web.en.ts";
import { webFr } from "./web.fr.ts";

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** Locale cookie (spec 9: 365 days). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

// One catalogue per area (API messages, the web shell and catalogue, browse pages, account pages),
// so that work on one area does not touch another's file. Keys are unique across all of them.
const en = { ...apiEn, ...webEn, ...browseEn, ...accountsEn, ...sellersEn };
export type MessageKey = keyof typeof en;
const catalogues: Record<Locale, Record<MessageKey, string>> = {
  en,
  fr: { ...apiFr, ...webFr, ...browseFr, ...accountsFr, ...sellersFr },
};

export type Params = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params?: Params): string {
  const template = catalogues[locale][key] ?? catalogues.en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

/** Picks the best supported locale from an Accept-Language header, or null. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...rest] = part.trim().split(";");
      const q = rest.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (isLocale(base)) return base;
  }
  return null;
}
