/** SQL of the places calls: every country and every city (reference data, cached by the service). */
import { sql } from "drizzle-orm";
import type { City, Country } from "../../../common/api/locations.ts";
import type { Database } from "../../db/client.ts";

export type CountryRow = Omit<Country, "name"> & { name_en: string; name_fr: string };

export async function selectCountries(database: Database): Promise<CountryRow[]> {
  const rows = await database.rows<CountryRow>(sql`
    select iso, name_en, name_fr, region_code, dial_codes, flag, phone_mask, phone_placeholder from countries`);
  return rows.map((r) => ({ ...r, iso: r.iso.trim(), region_code: r.region_code.trim() }));
}

export async function selectAllCities(database: Database): Promise<City[]> {
  const rows = await database.rows<City>(sql`select id, name, country_iso, latitude, longitude from cities`);
  return rows.map((r) => ({ ...r, country_iso: r.country_iso.trim() }));
}
