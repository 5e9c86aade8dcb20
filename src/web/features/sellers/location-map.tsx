/**
 * The head office on a world map, offline: the continents' outlines of the landing page's map
 * (features/home/world-map.ts), projected equirectangularly over the whole globe (90° N to 90° S)
 * onto a 1000 x 500 box, with a marker. No tiles, no map library: a few kilobytes of SVG.
 * The picker (location-picker.tsx) draws it with React; the public company page shows it as an image
 * (globeSvgMarkup, served by /seller-map.svg), so that public pages ship none of this code.
 */
import { REGIONS } from "../../../common/constants.ts";
import { CONTINENTS } from "../home/world-map.ts";

export const GLOBE_WIDTH = 1000;
export const GLOBE_HEIGHT = 500;

/** [lon, lat] -> [x, y] in the globe's box. */
export function toMap(lon: number, lat: number): [number, number] {
  return [((lon + 180) / 360) * GLOBE_WIDTH, ((90 - lat) / 180) * GLOBE_HEIGHT];
}

/** [x, y] in the globe's box -> { lat, lon }, clamped to the globe and rounded to 2 decimals. */
export function fromMap(x: number, y: number): { lat: number; lon: number } {
  const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    lat: round(clamp(90 - (y / GLOBE_HEIGHT) * 180, -90, 90)),
    lon: round(clamp((x / GLOBE_WIDTH) * 360 - 180, -180, 180)),
  };
}

/** Every continent as one SVG path (computed once: the outlines never change). */
const LAND = REGIONS.map((r) =>
  CONTINENTS[r.code]
    .map(
      (outline) =>
        `${outline
          .map(([lon, lat], i) => {
            const [x, y] = toMap(lon, lat);
            return `${i ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`;
          })
          .join("")}Z`,
    )
    .join(""),
);

export interface MapPoint {
  lat: number;
  lon: number;
}

/** Colours of the drawing (explicit: the SVG image of the company page gets no stylesheet). */
const COLOURS = { sea: "#e0f2fe", grid: "#7dd3fc", land: "#94a3b8", halo: "#fbbf24", pin: "#dc2626" };
const GRID = `M0 ${GLOBE_HEIGHT / 2}H${GLOBE_WIDTH}M${GLOBE_WIDTH / 2} 0V${GLOBE_HEIGHT}`;
const PIN = "M0 0 L-9 -22 A10 10 0 1 1 9 -22 Z";
const at = (p: MapPoint) => {
  const [x, y] = toMap(p.lon, p.lat);
  return `translate(${x.toFixed(1)} ${y.toFixed(1)})`;
};

/** The SVG itself (decorative: the text beside it says where the marker is). */
export function GlobeSvg({ point, className = "" }: { point: MapPoint | null; className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${GLOBE_WIDTH} ${GLOBE_HEIGHT}`}
      className={`block h-auto w-full ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={GLOBE_WIDTH} height={GLOBE_HEIGHT} fill={COLOURS.sea} />
      {/* Equator and the prime meridian, to read the position. */}
      <path d={GRID} stroke={COLOURS.grid} strokeDasharray="6 6" />
      {LAND.map((d, i) => (
        <path key={REGIONS[i]?.code} d={d} fill={COLOURS.land} stroke="#fff" />
      ))}
      {point ? (
        <g transform={at(point)}>
          <circle r="16" fill={COLOURS.halo} fillOpacity="0.4" />
          <path d={PIN} fill={COLOURS.pin} stroke="#fff" strokeWidth="2" />
          <circle cy="-25" r="4" fill="#fff" />
        </g>
      ) : null}
    </svg>
  );
}

/** The same drawing as an SVG document (the company page's map image). */
export function globeSvgMarkup(point: MapPoint): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GLOBE_WIDTH} ${GLOBE_HEIGHT}" width="${GLOBE_WIDTH}" height="${GLOBE_HEIGHT}">`,
    `<rect width="${GLOBE_WIDTH}" height="${GLOBE_HEIGHT}" fill="${COLOURS.sea}"/>`,
    `<path d="${GRID}" stroke="${COLOURS.grid}" stroke-dasharray="6 6"/>`,
    ...LAND.map((d) => `<path d="${d}" fill="${COLOURS.land}" stroke="#fff"/>`),
    `<g transform="${at(point)}">`,
    `<circle r="16" fill="${COLOURS.halo}" fill-opacity="0.4"/>`,
    `<path d="${PIN}" fill="${COLOURS.pin}" stroke="#fff" stroke-width="2"/>`,
    `<circle cy="-25" r="4" fill="#fff"/>`,
    "</g></svg>",
  ].join("");
}
