import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  categoryFacetInTreeOrder,
  clearRange,
  emptyFilters,
  filtersToApiQuery,
  filtersToQueryString,
  pageParamOfApiField,
  parseFilters,
  toggleFilter,
  withPage,
} from "./filters.ts";

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe("parseFilters", () => {
  it("reads repeated and comma-separated values, trims and de-duplicates", () => {
    const f = parse(
      "search=+antminer+&brand=3&brand=7,3&region=eu&region=AS&condition=USED&category=&page=2",
    );
    expect(f).toEqual({
      search: "antminer",
      category: [],
      brand: ["3", "7"],
      seller: [],
      region: ["EU", "AS"],
      condition: ["used"],
      algorithm: [],
      country: [],
      city: [],
      ranges: {
        hashrate_min: "",
        hashrate_max: "",
        efficiency_max: "",
        price_min: "",
        price_max: "",
        profit_min: "",
        payback_max: "",
      },
      ordering: "",
      page: "2",
    });
  });

  it("drops defaults: page 1 and the default ordering", () => {
    expect(parse("page=1&ordering=-created_at")).toEqual(emptyFilters());
  });

  it("keeps invalid values for the API to refuse", () => {
    expect(parse("page=abc&brand=x").page).toBe("abc");
    expect(parse("page=abc&brand=x").brand).toEqual(["x"]);
  });
});

describe("miner filters", () => {
  it("reads algorithms, countries, cities and ranges, and the API's own names of banners", () => {
    const f = parse(
      "algorithm=SHA-256&algorithm__terms=Scrypt&country=de&city=5&hashrate_min=100&price_max=5000&category_id__terms=9",
    );
    expect(f.algorithm).toEqual(["SHA-256", "Scrypt"]);
    expect(f.country).toEqual(["DE"]);
    expect(f.city).toEqual(["5"]);
    expect(f.category).toEqual(["9"]);
    expect(f.ranges.hashrate_min).toBe("100");
    expect(f.ranges.price_max).toBe("5000");
    expect(activeFilterCount(f)).toBe(7);
    expect(filtersToApiQuery(f, 24)).toMatchObject({
      algorithm__terms: ["SHA-256", "Scrypt"],
      country: ["DE"],
      city: ["5"],
      hashrate_min: "100",
      price_max: "5000",
    });
    expect(filtersToQueryString(clearRange(f, "hashrate_min"))).toBe(
      "?category=9&algorithm=SHA-256&algorithm=Scrypt&country=DE&city=5&price_max=5000",
    );
  });
});

describe("filters <-> URL", () => {
  it("round-trips in a canonical order", () => {
    const qs = "?search=s19&category=2&brand=3&brand=7&region=EU&condition=new&ordering=price&page=3";
    expect(filtersToQueryString(parse(qs))).toBe(qs);
    expect(
      filtersToQueryString(
        parse("page=3&brand=7&search=s19&brand=3&category=2&ordering=price&condition=new&region=eu"),
      ),
    ).toBe("?search=s19&category=2&brand=7&brand=3&region=EU&condition=new&ordering=price&page=3");
    expect(filtersToQueryString(emptyFilters())).toBe("");
  });

  it("builds the search API's query", () => {
    expect(
      filtersToApiQuery(
        parse("search=s19&brand=3&brand=7&region=EU&condition=used&seller=5&ordering=price&page=2"),
        24,
      ),
    ).toEqual({
      page_size: 24,
      search: "s19",
      brand_id__terms: ["3", "7"],
      sales_locations__terms: ["EU"],
      condition__terms: ["used"],
      seller_id__terms: ["5"],
      ordering: "price",
      page: "2",
    });
    expect(filtersToApiQuery(emptyFilters(), 24)).toEqual({ page_size: 24 });
  });

  it("toggles a value and goes back to page 1", () => {
    const f = parse("brand=3&page=4");
    expect(toggleFilter(f, "brand", "7")).toMatchObject({ brand: ["3", "7"], page: "" });
    expect(toggleFilter(f, "brand", "3")).toMatchObject({ brand: [], page: "" });
    expect(activeFilterCount(parse("brand=3&brand=4&region=EU&search=x"))).toBe(3);
  });

  it("sets pages", () => {
    expect(withPage(emptyFilters(), 1).page).toBe("");
    expect(withPage(emptyFilters(), 5).page).toBe("5");
  });

  it("maps API field errors back to page parameters", () => {
    expect(pageParamOfApiField("brand_id__terms")).toBe("brand");
    expect(pageParamOfApiField("sales_locations__terms.0")).toBe("region");
    expect(pageParamOfApiField("page")).toBe("page");
    expect(pageParamOfApiField("other")).toBe("other");
  });
});

describe("categoryFacetInTreeOrder", () => {
  it("lists parents before their children and unknown ones last", () => {
    const facet = [
      { id: 3, name: "Scrypt", count: 4 },
      { id: 9, name: "Cooling", count: 2 },
      { id: 1, name: "Miners", count: 10 },
      { id: 2, name: "SHA-256", count: 6 },
      { id: 77, name: "Other", count: 1 },
    ];
    const tree = [
      { id: 1, children: [{ id: 2 }, { id: 3 }] },
      { id: 9, children: [{ id: 10 }] },
    ];
    expect(categoryFacetInTreeOrder(facet, tree)).toEqual([
      { value: "1", name: "Miners", count: 10, depth: 0 },
      { value: "2", name: "SHA-256", count: 6, depth: 1 },
      { value: "3", name: "Scrypt", count: 4, depth: 1 },
      { value: "9", name: "Cooling", count: 2, depth: 0 },
      { value: "77", name: "Other", count: 1, depth: 0 },
    ]);
  });
});
