import { describe, expect, it } from "vitest";
import { whatsappUrl } from "./contacts.ts";
import {
  activeBrowseFilterCount,
  browseParamOfApiField,
  browseQueryString,
  companiesApiQuery,
  pageNumber,
  parseBrowseFilters,
  servicesApiQuery,
  tabHref,
  toggleBrowseFilter,
  withBrowsePage,
} from "./filters.ts";

const parse = (qs: string, def = "-created_at") => parseBrowseFilters(new URLSearchParams(qs), def);

describe("browse filters", () => {
  it("reads repeated and comma-separated values, upper-cases codes, drops defaults", () => {
    const f = parse(
      "search=+hosting+&region=eu,as&country=de&country=DE&city=5&category=28&ordering=-created_at&page=1",
    );
    expect(f).toEqual({
      search: "hosting",
      category: ["28"],
      region: ["EU", "AS"],
      country: ["DE"],
      city: ["5"],
      ordering: "",
      page: "",
    });
    expect(activeBrowseFilterCount(f)).toBe(5);
  });

  it("round-trips in a canonical order", () => {
    const qs = "?search=s21&category=28&region=EU&country=DE&city=5&ordering=price&page=2";
    expect(browseQueryString(parse(qs))).toBe(qs);
    expect(browseQueryString(parse(""))).toBe("");
  });

  it("builds the services and sellers API queries with their own parameter names", () => {
    const f = parse("search=x&category=28&region=EU&country=DE&city=5&ordering=price&page=2");
    expect(servicesApiQuery(f, 12)).toEqual({
      page_size: 12,
      search: "x",
      category: ["28"],
      regions__terms: ["EU"],
      additional_country_iso__terms: ["DE"],
      city: ["5"],
      ordering: "price",
      page: "2",
    });
    expect(companiesApiQuery(f, 12)).toEqual({
      page_size: 12,
      search: "x",
      regions: ["EU"],
      countries: ["DE"],
      cities: ["5"],
      ordering: "price",
      page: "2",
    });
    expect(browseParamOfApiField("additional_country_iso__terms.0")).toBe("country");
    expect(browseParamOfApiField("cities")).toBe("city");
  });

  it("toggles values back to page 1, and removing the last country drops the cities", () => {
    const f = parse("country=DE&city=5&page=3");
    const g = toggleBrowseFilter(f, "country", "DE");
    expect(g.country).toEqual([]);
    expect(g.city).toEqual([]);
    expect(g.page).toBe("");
    expect(toggleBrowseFilter(f, "region", "EU").region).toEqual(["EU"]);
    expect(withBrowsePage(f, 1).page).toBe("");
    expect(pageNumber("abc")).toBe(1);
    expect(pageNumber("4")).toBe(4);
  });

  it("tabs keep only the shared filters", () => {
    const current = new URLSearchParams(
      "search=s21&region=EU&brand=3&category=2&country=DE&page=4&ordering=price",
    );
    expect(tabHref("services", current)).toBe("/services-catalog?search=s21&region=EU&country=DE");
    expect(tabHref("companies", new URLSearchParams())).toBe("/companies-catalog");
  });
});

describe("whatsappUrl", () => {
  it("keeps the digits of a number", () => {
    expect(whatsappUrl("+1 (512) 555-0143")).toBe("https://wa.me/15125550143");
    expect(whatsappUrl("n/a")).toBeNull();
  });
});
