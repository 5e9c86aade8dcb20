import { describe, expect, it } from "vitest";
import { CONTINENTS, outlinePath, project, regionCodeOfKey, regionKeyOfCode } from "./world-map.ts";

describe("world map", () => {
  it("projects longitude and latitude into the box", () => {
    expect(project(-180, 80)).toEqual([0, 0]);
    expect(project(180, 80)[0]).toBe(1000);
    expect(project(0, 0)).toEqual([500, 222.2]);
  });

  it("draws every continent as closed paths", () => {
    for (const outlines of Object.values(CONTINENTS)) {
      const d = outlinePath(outlines);
      expect(d.startsWith("M")).toBe(true);
      expect(d.match(/Z/g)?.length).toBe(outlines.length);
    }
  });

  it("maps the spec's filter keys to region codes and back", () => {
    expect(regionCodeOfKey("europe")).toBe("EU");
    expect(regionCodeOfKey("northAmerica")).toBe("NA");
    expect(regionCodeOfKey("OC")).toBe("OC");
    expect(regionCodeOfKey("all")).toBe("AW");
    expect(regionCodeOfKey("atlantis")).toBe("AW");
    expect(regionCodeOfKey(null)).toBe("AW");
    expect(regionKeyOfCode("SA")).toBe("southAmerica");
    expect(regionKeyOfCode("AW")).toBe("all");
  });
});
