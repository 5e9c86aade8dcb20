import { describe, expect, it } from "vitest";
import { SPEC_KEYS } from "../../../common/catalog.ts";
import { makeT } from "../../i18n/translator.ts";
import { formatDimensions, formatSpec, specLabel } from "./specs.ts";

const specs = {
  hashrate: { value: 200, unit: "TH/s" as const },
  algorithm: "SHA-256",
  minableCoins: ["BTC", "BCH"],
  consumption: 3500,
  efficiency: { value: 17.5, unit: "J/TH" },
  coolingType: "hydro" as const,
  waterblockCompatible: true,
  immersionCompatible: false,
  fanCount: 0,
  dimensions: "400 x 195 x 290",
  temperatureRange: { min: 5, max: 40 },
  humidityRange: { min: 10, max: 90 },
  interface: "Ethernet",
  noiseLevel: 50,
  weight: 14.2,
  releaseDate: "2024-04",
};

describe("specifications", () => {
  it("has a label in both languages for every spec key", () => {
    for (const key of SPEC_KEYS) {
      expect(specLabel(makeT("en"), key)).not.toBe(`spec.${key}`);
      expect(specLabel(makeT("fr"), key)).not.toBe(`spec.${key}`);
    }
  });

  it("formats every key with its unit", () => {
    const t = makeT("en");
    const out = Object.fromEntries(SPEC_KEYS.map((k) => [k, formatSpec(t, k, specs)]));
    expect(out).toEqual({
      hashrate: "200\u00a0TH/s",
      algorithm: "SHA-256",
      minableCoins: "BTC, BCH",
      consumption: "3,500 W",
      efficiency: "17.5\u00a0J/TH",
      coolingType: "Hydro (water)",
      waterblockCompatible: "Yes",
      immersionCompatible: "No",
      fanCount: "0",
      dimensions: "400 x 195 x 290 mm",
      temperatureRange: "5 to 40 °C",
      humidityRange: "10 to 90 %",
      interface: "Ethernet",
      noiseLevel: "50 dB",
      weight: "14.2 kg",
      releaseDate: "April 2024",
    });
    expect(formatSpec(makeT("fr"), "temperatureRange", specs)).toBe("de 5 à 40\u00a0°C");
    expect(formatSpec(makeT("fr"), "releaseDate", specs)).toBe("avril 2024");
  });

  it("returns null for missing values", () => {
    for (const key of SPEC_KEYS) expect(formatSpec(makeT("en"), key, {})).toBeNull();
  });

  it("prints the unit of the dimensions once, even when the seller typed it", () => {
    const en = makeT("en");
    const fr = makeT("fr");
    const dims = (dimensions: string, t = en) => formatSpec(t, "dimensions", { dimensions });
    expect(dims("400 x 195 x 290 mm")).toBe("400 x 195 x 290 mm");
    expect(dims("400 x 195 x 290mm")).toBe("400 x 195 x 290 mm");
    expect(dims(" 400 x 195 x 290 MM ")).toBe("400 x 195 x 290 mm");
    expect(dims("400 x 195 x 290 mm", fr)).toBe("400 x 195 x 290\u00a0mm");
    expect(dims("400 x 195 x 290")).toBe("400 x 195 x 290 mm");
    // Another unit is kept, not called millimetres.
    expect(dims("40 x 19.5 x 29 cm")).toBe("40 x 19.5 x 29 cm");
    for (const text of ["400 x 195 x 290 mm", "400 x 195 x 290"]) {
      expect(dims(text)?.match(/mm/g)).toHaveLength(1);
    }
  });

  it("formats dimensions with and without package", () => {
    expect(formatDimensions(makeT("en"), { length: 400, width: 195, height: 290, weight: 14.2 })).toEqual({
      size: "400 × 195 × 290 mm",
      weight: "14.2 kg",
      packageSize: null,
      packageWeight: null,
    });
  });
});
