/**
 * The head office on a world map, offline: the continents' outlines of the landing page's map
 * (features/home/world-map.ts), projected equirectangularly over the whole globe (90° N to 90° S)
 * onto a 1000 x 500 box, with a marker. No tiles, no map library: a few kilobytes of SVG.
 * Used read-only on /company/{id} and, inside the picker (location-picker.tsx), by the seller forms.
 */
import { REGIONS } from "../../../common/constants.ts";
import type { Translator } from "../../i18n/translator.ts";
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

/** A point as people read it: "52.52° N, 13.4° E" (French: "52,52° N, 13,4° E"). */
export function formatPosition(t: Translator, lat: number, lon: number): string {
  const n = (v: number) => t.number(Math.abs(v), { maximumFractionDigits: 4 });
  return t("seller.map.position", {
    lat: t(lat < 0 ? "seller.map.south" : "seller.map.north", { value: n(lat) }),
    lon: t(lon < 0 ? "seller.map.west" : "seller.map.east", { value: n(lon) }),
  });
}

export interface MapPoint {
  lat: number;
  lon: number;
}

/** The SVG itself (decorative: the text beside it says where the marker is). */
export function GlobeSvg({ point, className = "" }: { point: MapPoint | null; className?: string }) {
  const marker = point ? toMap(point.lon, point.lat) : null;
  return (
    <svg
      viewBox={`0 0 ${GLOBE_WIDTH} ${GLOBE_HEIGHT}`}
      className={`block h-auto w-full ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={GLOBE_WIDTH} height={GLOBE_HEIGHT} className="fill-sky-100" />
      {/* Equator and the prime meridian, to read the position. */}
      <path
        d={`M0 ${GLOBE_HEIGHT / 2}H${GLOBE_WIDTH}M${GLOBE_WIDTH / 2} 0V${GLOBE_HEIGHT}`}
        className="stroke-sky-300 stroke-1"
        strokeDasharray="6 6"
      />
      {LAND.map((d, i) => (
        <path key={REGIONS[i]?.code} d={d} className="fill-slate-400 stroke-white stroke-1" />
      ))}
      {marker ? (
        <g transform={`translate(${marker[0].toFixed(1)} ${marker[1].toFixed(1)})`}>
          <circle r="16" className="fill-amber-400/40" />
          <path d="M0 0 L-9 -22 A10 10 0 1 1 9 -22 Z" className="fill-red-600 stroke-white stroke-2" />
          <circle cy="-25" r="4" className="fill-white" />
        </g>
      ) : null}
    </svg>
  );
}

/** The public company page's map: the head office's marker with its position written out. */
export function HeadOfficeMap({ t, lat, lon }: { t: Translator; lat: number; lon: number }) {
  const position = formatPosition(t, lat, lon);
  return (
    <figure className="space-y-2">
      <div className="overflow-hidden rounded-md border border-slate-200">
        <GlobeSvg point={{ lat, lon }} />
      </div>
      <figcaption className="text-xs text-slate-600">{t("seller.map.headOfficeAt", { position })}</figcaption>
    </figure>
  );
}
