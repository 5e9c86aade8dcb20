/**
 * Countries and cities for forms and filters. Both are reference data that change with a seed or
 * an import, not with use: each process keeps them in memory for 10 minutes and filters, sorts and
 * pages there (a few thousand rows; no database round trip on the hot path).
 */
import type { CitiesQuery, City, CountriesQuery, Country } from "../../../common/api/locations.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { TtlCache } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { selectAllCities, selectCountries } from "./queries.ts";

/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLD_EXTRA: Record<string, string> = {
  ø: "o",
  ł: "l",
  đ: "d",
  ħ: "h",
  ı: "i",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  þ: "th",
};

/** Lower case without accents: "Côte d’Ivoire" -> "cote d’ivoire", "Łódź" -> "lodz". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[øłđħıßæœþ]/g, (c) => FOLD_EXTRA[c] ?? c);
}

const TTL_MS = 10 * 60_000;

type IndexedCity = City & { folded: string };

export function createLocationsService(database: Database) {
  const countryCache = new TtlCache<Country[]>(TTL_MS);
  const cityCache = new TtlCache<IndexedCity[]>(TTL_MS);

  /** Every country, named and sorted in the locale's alphabetical order. */
  function allCountries(locale: Locale): Promise<Country[]> {
    return countryCache.get(locale, async () => {
      const collator = new Intl.Collator(locale);
      return (await selectCountries(database))
        .map(({ name_en, name_fr, ...c }) => ({ ...c, name: locale === "fr" ? name_fr : name_en }))
        .sort((a, b) => collator.compare(a.name, b.name));
    });
  }

  /** Every city, by country code and then by name. */
  function allCities(): Promise<IndexedCity[]> {
    return cityCache.get("all", async () => {
      const collator = new Intl.Collator("en");
      return (await selectAllCities(database))
        .map((c) => ({ ...c, folded: fold(c.name) }))
        .sort(
          (a, b) =>
            a.country_iso.localeCompare(b.country_iso) || collator.compare(a.name, b.name) || a.id - b.id,
        );
    });
  }

  async function countries(q: CountriesQuery, locale: Locale) {
    let list = await allCountries(locale);
    const regions = q.regions && !q.regions.includes("AW") ? new Set(q.regions) : null;
    if (regions) list = list.filter((c) => regions.has(c.region_code));
    if (q.search) {
      const term = fold(q.search.trim());
      // Both languages' names match, so "allemagne" finds Germany for an English caller too.
      const names = new Map<string, string[]>();
      for (const c of (await Promise.all([allCountries("en"), allCountries("fr")])).flat()) {
        names.set(c.iso, [...(names.get(c.iso) ?? []), fold(c.name)]);
      }
      const byCode = term.length === 2 ? term.toUpperCase() : null;
      const dial = /^\+?\d+$/.test(term) ? `+${term.replace(/^\+/, "")}` : null;
      list = list
        .filter(
          (c) =>
            c.iso === byCode ||
            names.get(c.iso)?.some((n) => n.includes(term)) ||
            (dial !== null && c.dial_codes.some((d) => d.startsWith(dial))),
        )
        // The exact code first, then names that start with the text.
        .map((c, i) => ({ c, rank: c.iso === byCode ? 0 : fold(c.name).startsWith(term) ? 1 : 2, i }))
        .sort((a, b) => a.rank - b.rank || a.i - b.i)
        .map((x) => x.c);
    }
    const start = (q.page - 1) * q.page_size;
    return { count: list.length, results: list.slice(start, start + q.page_size) };
  }

  /** Cities of some countries (all by default) with a word of their name starting with `search`. */
  async function cities(q: CitiesQuery) {
    let list = await allCities();
    if (q.country) {
      const wanted = new Set(q.country);
      list = list.filter((c) => wanted.has(c.country_iso));
    }
    const term = q.search ? fold(q.search.trim()).slice(0, 100) : "";
    if (term) {
      list = list.filter(
        (c) => c.folded.startsWith(term) || c.folded.includes(` ${term}`) || c.folded.includes(`-${term}`),
      );
    }
    const start = (q.page - 1) * q.page_size;
    return {
      count: list.length,
      results: list.slice(start, start + q.page_size).map(({ folded: _folded, ...c }) => c),
    };
  }

  return {
    countries,
    cities,
    clearCache: () => {
      countryCache.clear();
      cityCache.clear();
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
