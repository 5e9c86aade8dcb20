import { describe, expect, it } from "vitest";
import { makeT } from "../../i18n/translator.ts";
import { fromMap, globeSvgMarkup, toMap } from "./location-map.tsx";
import { moveByKey, pointOf } from "./location-picker.tsx";
import { formatPosition } from "./position.ts";

describe("head-office location", () => {
  it("projects the whole globe into the map's box and back", () => {
    expect(toMap(-180, 90)).toEqual([0, 0]);
    expect(toMap(180, -90)).toEqual([1000, 500]);
    expect(toMap(0, 0)).toEqual([500, 250]);
    const [x, y] = toMap(13.4, 52.52);
    expect(fromMap(x, y)).toEqual({ lat: 52.52, lon: 13.4 });
    // A click just outside the drawing stays on the globe.
    expect(fromMap(-5, 510)).toEqual({ lat: -90, lon: -180 });
  });

  it("moves the marker with the arrow keys, ten times more with Shift, never off the globe", () => {
    const berlin = { lat: 52.52, lon: 13.4 };
    expect(moveByKey(berlin, "ArrowUp", false)).toEqual({ lat: 53.52, lon: 13.4 });
    expect(moveByKey(berlin, "ArrowLeft", true)).toEqual({ lat: 52.52, lon: 3.4 });
    expect(moveByKey({ lat: 89.5, lon: 179 }, "ArrowUp", true)).toEqual({ lat: 90, lon: 179 });
    expect(moveByKey({ lat: 0, lon: 179 }, "ArrowRight", false)).toEqual({ lat: 0, lon: 180 });
    expect(moveByKey(berlin, "Enter", false)).toBeNull();
  });

  it("reads a point from the typed coordinates only when both are numbers on the globe", () => {
    expect(pointOf("52.52", "13.4")).toEqual({ lat: 52.52, lon: 13.4 });
    expect(pointOf("", "13.4")).toBeNull();
    expect(pointOf("91", "0")).toBeNull();
    expect(pointOf("abc", "0")).toBeNull();
  });

  it("draws the map as an SVG image with the marker at the point", () => {
    const svg = globeSvgMarkup({ lat: 0, lon: 0 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<g transform="translate(500.0 250.0)">');
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(6);
  });

  it("writes a position with its hemispheres, in each language", () => {
    expect(formatPosition(makeT("en"), 52.52, -0.1276)).toBe("52.52° N, 0.1276° W");
    expect(formatPosition(makeT("fr"), -33.87, 151.21)).toBe("33,87° S, 151,21° E");
    expect(formatPosition(makeT("fr"), 48.85, -2.35)).toBe("48,85° N, 2,35° O");
  });
});
