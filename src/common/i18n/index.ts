/**
 * The i18n catalogue: every user-visible string, in English and French, with `{name}`
 * placeholders. Both the API (error messages) and the web app use it.
 */
import type { messagesEn } from "./messages.en.ts";

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** Locale cookie (spec 9: 365 days). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

// One catalogue per area (API messages, the web shell and catalogue, browse pages, account pages,
// seller pages), so that work on one area does not touch another's file; messages.{en,fr}.ts merge
// them. They are registered rather than imported here: the server registers both languages
// (all.ts), a browser only the language of its page, loaded before the page hydrates.
export type MessageKey = keyof typeof messagesEn;
const catalogues: Partial<Record<Locale, Record<MessageKey, string>>> = {};

/**
 * Adds messages to a language's catalogue (the browser adds its page's language before hydrating,
 * and workspace pages add theirs when their layout loads; the server adds every message at once).
 */
export function registerMessages(locale: Locale, messages: Partial<Record<MessageKey, string>>): void {
  catalogues[locale] = { ...catalogues[locale], ...messages } as Record<MessageKey, string>;
}

export function hasMessages(locale: Locale): boolean {
  return catalogues[locale] !== undefined;
}

export type Params = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params?: Params): string {
  const template = catalogues[locale]?.[key] ?? catalogues.en?.[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Message keys that come in `.one` / `.other` pairs. */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}.other`
    ? `${Base}.one` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

const pluralRules = new Map<Locale, Intl.PluralRules>();
const countFormats = new Map<Locale, Intl.NumberFormat>();

/** The `.one` or `.other` form of `key` for `count`, with `{count}` formatted for the locale. */
export function translatePlural(locale: Locale, key: PluralKey, count: number, params?: Params): string {
  let rules = pluralRules.get(locale);
  let format = countFormats.get(locale);
  if (!rules || !format) {
    rules = new Intl.PluralRules(locale);
    format = new Intl.NumberFormat(locale);
    pluralRules.set(locale, rules);
    countFormats.set(locale, format);
  }
  const form = rules.select(count) === "one" ? "one" : "other";
  return translate(locale, `${key}.${form}` as MessageKey, { ...params, count: format.format(count) });
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogues.en ?? catalogues.fr ?? {}, key);
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
