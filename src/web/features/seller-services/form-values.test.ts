import { describe, expect, it } from "vitest";
import { serviceBodyOf, serviceValuesFromForm } from "./form-values.ts";

function form(entries: [string, string][]) {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

describe("service form values", () => {
  it("reads a posted form: the country of the place fields, lists and property rows", () => {
    const values = serviceValuesFromForm(
      form([
        ["name", "Hosting"],
        ["category_id", "12"],
        ["country_iso", "US"],
        ["city_id", "7"],
        ["additional_countries", "CA"],
        ["additional_countries", "MX"],
        ["service_regions", "NA"],
        ["price_from", "65,5"],
        ["price_unit", "per kW"],
        ["currency", "usd"],
        ["properties.0.key", "capacity_mw"],
        ["properties.0.value", "5"],
        ["properties.1.key", ""],
        ["properties.1.value", ""],
      ]),
    );
    expect(values).toEqual(
      expect.objectContaining({
        country: "US",
        additional_countries: ["CA", "MX"],
        service_regions: ["NA"],
        properties: [
          { key: "capacity_mw", value: "5" },
          { key: "", value: "" },
        ],
      }),
    );
    expect(serviceBodyOf(values, { capacity_mw: "number" })).toEqual({
      name: "Hosting",
      category_id: 12,
      description: "",
      country: "US",
      city_id: 7,
      address: "",
      additional_countries: ["CA", "MX"],
      service_regions: ["NA"],
      price_from: 65.5,
      price_unit: "per kW",
      currency: "usd",
      properties: { capacity_mw: 5 },
    });
  });

  it("sends empty places and prices as null, and a price that is not a number as typed (the API names it)", () => {
    const body = serviceBodyOf(
      serviceValuesFromForm(
        form([
          ["name", "Draft"],
          ["price_from", "abc"],
          ["properties.0.key", "open_24_7"],
          ["properties.0.value", "true"],
        ]),
      ),
      { open_24_7: "boolean" },
    );
    expect(body.country).toBeNull();
    expect(body.city_id).toBeNull();
    expect(body.price_from).toBe("abc");
    expect(body.currency).toBe("USD");
    expect(body.properties).toEqual({ open_24_7: true });
  });
});
