/**
 * The verification rules shared by the API's verify and the seller forms (decision 034): every gap
 * named at once, the spec fields only where the category has a hashrate.
 */
import { describe, expect, it } from "vitest";
import { verificationGaps } from "./seller-products.ts";
import { serviceVerificationGaps } from "./seller-services.ts";

describe("verificationGaps (products)", () => {
  it("names every missing field of an empty product at once", () => {
    expect(verificationGaps({}, { photos: 0, specKeys: undefined })).toEqual({
      name: ["validation.required"],
      description: ["validation.required"],
      price_tiers: ["validation.required"],
      delivery_regions: ["products.deliveryRegionRequired"],
      main_photo: ["products.mainPhotoRequired"],
      category_id: ["validation.required"],
    });
  });

  it("asks for hashrate and algorithm only in a miner category; photos null are not checked", () => {
    const f = {
      name: "S21",
      description: "Sealed",
      price_tiers: [{}],
      delivery_regions: ["EU"],
      specs: { hashrate: { value: 200, unit: "TH/s" } },
    };
    expect(verificationGaps(f, { photos: null, specKeys: new Set(["hashrate", "algorithm"]) })).toEqual({
      "specs.algorithm": ["validation.required"],
    });
    expect(verificationGaps(f, { photos: 1, specKeys: new Set(["weight"]) })).toEqual({});
    expect(verificationGaps({ ...f, name: "  " }, { photos: 1, specKeys: new Set() })).toEqual({
      name: ["validation.required"],
    });
  });
});

describe("serviceVerificationGaps", () => {
  it("names every missing field of an empty service at once, and none of a complete one", () => {
    expect(Object.keys(serviceVerificationGaps({}, { images: 0, categoryKnown: false }))).toEqual([
      "name",
      "category_id",
      "description",
      "country",
      "city_id",
      "address",
      "service_regions",
      "price_from",
      "price_unit",
      "images",
    ]);
    const complete = {
      name: "Hosting",
      description: "Racks",
      country: "US",
      city_id: 1,
      address: "1 Main St",
      service_regions: ["NA"],
      price_from: 0,
      price_unit: "per kWh",
    };
    expect(serviceVerificationGaps(complete, { images: 1, categoryKnown: true })).toEqual({});
  });
});
