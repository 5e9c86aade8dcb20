/** Addresses and parameters of the Pulse lists, shared by their loader and their page. */
import { ARTICLE_PAGE_SIZE, HANDBOOK_CATEGORY } from "../../../common/articles.ts";

export const PULSE_PAGE_SIZE = ARTICLE_PAGE_SIZE.default;

/** `?page=`: a positive whole number, anything else is the first page. */
export function pageParam(raw: string | null): number {
  return raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}

/** The list's address for a category (the handbook has its own) and a page. */
export function listPath(category: string | null, page = 1): string {
  const base = category === HANDBOOK_CATEGORY ? "/handbook" : "/pulse";
  const params = new URLSearchParams();
  if (category && category !== HANDBOOK_CATEGORY) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** The feed of the page's language (a resource route: a plain link, not a client navigation). */
export function rssPath(locale: string): string {
  return locale === "fr" ? "/fr/pulse/rss.xml" : "/pulse/rss.xml";
}
