/**
 * Places (issue 3): countries with their region and phone data, in the caller's language and
 * alphabetical order, and cities with coordinates by country. Expected values come from the
 * database with SQL.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { City, Country } from "../../src/common/api/locations.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get<T = unknown>(url: string, lang = "en") {
  const res = await t.app.inject({ method: "GET", url, headers: { "accept-language": lang } });
  return { status: res.statusCode, body: res.json() as T };
}
type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
const fieldsOf = (body: unknown) => Object.keys(body as object);
const count = async (table: SQL, where: SQL = sql`true`) =>
  (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from ${table} where ${where}`))[0]?.n ??
  -1;

describe("GET /api/search/countries/", () => {
  it("pages 227 countries by default, in alphabetical order of the caller's language", async () => {
    const total = await count(sql`countries`);
    const res = await get<Page<Country>>("/api/search/countries/");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(total);
    expect(res.body.results).toHaveLength(Math.min(227, total));
    const all = await get<Page<Country>>("/api/search/countries/?page_size=300");
    expect(all.body.results).toHaveLength(total);
    expect(all.body.next).toBeNull();
    const clamped = await get<Page<Country>>("/api/search/countries/?page_size=5000");
    expect(clamped.body.results).toHaveLength(Math.min(300, total));
    for (const lang of ["en", "fr"] as const) {
      const names = (await get<Page<Country>>("/api/search/countries/?page_size=300", lang)).body.results.map(
        (c) => c.name,
      );
      expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
    }
  });

  it("returns each country's region, dialling codes, flag and phone mask from the database, named in French for French callers", async () => {
    const res = await get<Page<Country>>("/api/search/countries/?page_size=300", "fr");
    const rows = await t.database.rows<{
      iso: string;
      name_fr: string;
      region_code: string;
      dial_codes: string[];
      flag: string;
      phone_mask: string;
      phone_placeholder: string;
    }>(sql`select * from countries`);
    const byIso = new Map(rows.map((r) => [r.iso.trim(), r]));
    for (const c of res.body.results) {
      const row = byIso.get(c.iso);
      expect(c).toEqual({
        iso: c.iso,
        name: row?.name_fr,
        region_code: row?.region_code.trim(),
        dial_codes: row?.dial_codes,
        flag: row?.flag,
        phone_mask: row?.phone_mask,
        phone_placeholder: row?.phone_placeholder,
      });
    }
    const dominican = res.body.results.find((c) => c.iso === "DO");
    expect(dominican?.dial_codes.length).toBeGreaterThan(1);
  });

  it("finds countries by English or French name (accents and case ignored), code or dialling code", async () => {
    const byFrench = await get<Page<Country>>("/api/search/countries/?search=ALLEMAGNE");
    expect(byFrench.body.results.map((c) => c.iso)).toEqual(["DE"]);
    expect(byFrench.body.results[0]?.name).toBe("Germany");
    const byEnglish = await get<Page<Country>>("/api/search/countries/?search=germany", "fr");
    expect(byEnglish.body.results[0]?.name).toBe("Allemagne");
    const accents = await get<Page<Country>>("/api/search/countries/?search=cote%20d", "fr");
    expect(accents.body.results.map((c) => c.iso)).toContain("CI");
    const code = await get<Page<Country>>("/api/search/countries/?search=fr");
    expect(code.body.results[0]?.iso).toBe("FR");
    const dial = await get<Page<Country>>("/api/search/countries/?search=%2B49");
    expect(dial.body.results.map((c) => c.iso)).toContain("DE");
    const like = await get<Page<Country>>("/api/search/countries/?search=land");
    const expected = await count(
      sql`countries`,
      sql`rm_unaccent(lower(name_en)) like '%land%' or rm_unaccent(lower(name_fr)) like '%land%'`,
    );
    expect(like.body.count).toBe(expected);
  });

  it("filters by region", async () => {
    const res = await get<Page<Country>>("/api/search/countries/?regions=EU&page_size=300");
    expect(res.body.count).toBe(await count(sql`countries`, sql`region_code = 'EU'`));
    expect(res.body.results.every((c) => c.region_code === "EU")).toBe(true);
    expect((await get<Page<Country>>("/api/search/countries/?regions=AW")).body.count).toBe(
      await count(sql`countries`),
    );
  });

  it("answers hostile searches with nothing, and refuses malformed parameters naming them", async () => {
    for (const search of [
      "'; drop table countries; --",
      "<svg onload=alert(1)>",
      "%",
      "_",
      "q".repeat(2000),
    ]) {
      const res = await get<Page<Country>>(`/api/search/countries/?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(0);
    }
    for (const [query, field] of [
      ["page=0", "page"],
      ["page_size=-5", "page_size"],
      ["regions=EUROPE", "regions"],
      [`search=${"q".repeat(2001)}`, "search"],
    ]) {
      const res = await get<Record<string, string[]>>(`/api/search/countries/?${query}`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
  });
});

describe("GET /api/search/cities/", () => {
  it("returns every city by default, by country and name, with coordinates", async () => {
    const total = await count(sql`cities`);
    const res = await get<Page<City>>("/api/search/cities/");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(total);
    expect(res.body.results).toHaveLength(Math.min(10000, total));
    const first = res.body.results[0];
    const [row] = await t.database.rows<{ name: string; latitude: number; longitude: number }>(sql`
      select name, latitude, longitude from cities where id = ${first?.id}`);
    expect(first).toMatchObject({ name: row?.name, latitude: row?.latitude, longitude: row?.longitude });
    const countries = res.body.results.map((c) => c.country_iso);
    expect(countries).toEqual([...countries].sort());
    const french = res.body.results.filter((c) => c.country_iso === "FR").map((c) => c.name);
    expect(french).toEqual([...french].sort(new Intl.Collator("en").compare));
    const clamped = await get<Page<City>>("/api/search/cities/?page_size=20000&page=1");
    expect(clamped.status).toBe(200);
    expect(clamped.body.results.length).toBeLessThanOrEqual(10000);
  });

  it("takes repeated or comma-separated countries", async () => {
    const repeated = await get<Page<City>>("/api/search/cities/?country=FR&country=de");
    const comma = await get<Page<City>>("/api/search/cities/?country=FR,DE");
    const expected = await count(sql`cities`, sql`country_iso in ('FR', 'DE')`);
    expect(repeated.body.count).toBe(expected);
    expect(comma.body.results).toEqual(repeated.body.results);
    expect(new Set(repeated.body.results.map((c) => c.country_iso))).toEqual(new Set(["FR", "DE"]));
    const unknown = await get<Page<City>>("/api/search/cities/?country=ZZ");
    expect(unknown.status).toBe(200);
    expect(unknown.body.count).toBe(0);
  });

  it("finds cities by the start of a word of their name, accents ignored", async () => {
    const paris = await get<Page<City>>("/api/search/cities/?country=FR&search=par");
    expect(paris.body.results.map((c) => c.name)).toContain("Paris");
    expect(paris.body.count).toBe(
      await count(
        sql`cities`,
        sql`country_iso = 'FR' and (rm_unaccent(lower(name)) like 'par%' or rm_unaccent(lower(name)) like '% par%' or rm_unaccent(lower(name)) like '%-par%')`,
      ),
    );
    const saoPaulo = await get<Page<City>>("/api/search/cities/?country=BR&search=sao%20paulo");
    expect(saoPaulo.body.results.map((c) => c.name)).toContain("São Paulo");
    const second = await get<Page<City>>("/api/search/cities/?search=paulo");
    expect(second.body.results.map((c) => c.name)).toContain("São Paulo");
  });

  it("answers hostile searches safely and refuses malformed parameters naming them", async () => {
    for (const search of ["%", "_", "' or ''='", "<i>x</i>", "c".repeat(2000)]) {
      const res = await get<Page<City>>(`/api/search/cities/?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(0);
    }
    for (const [query, field] of [
      ["country=FRA", "country"],
      ["country=1", "country"],
      ["page=abc", "page"],
      ["page_size=0", "page_size"],
    ]) {
      const res = await get<Record<string, string[]>>(`/api/search/cities/?${query}`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
  });
});
