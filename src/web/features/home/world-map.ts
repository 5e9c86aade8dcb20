/**
 * A deliberately light world map for the landing page's region filter: each continent is a few
 * hand-picked [longitude, latitude] outlines (a sketch, not cartography), projected
 * equirectangularly onto a 1000 x 500 box. No map data package, no tiles: a few kilobytes of SVG.
 */
import { ALL_WORLD, REGIONS, type RegionCode } from "../../../common/constants.ts";

export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 440;
/** Latitudes shown: 80° N to about 58° S (Antarctica is nobody's delivery region). */
const TOP_LAT = 80;
const SCALE = MAP_WIDTH / 360;

type Outline = ReadonlyArray<readonly [number, number]>;

export const CONTINENTS: Record<RegionCode, Outline[]> = {
  NA: [
    [
      [-166, 68],
      [-156, 71],
      [-128, 70],
      [-95, 72],
      [-80, 73],
      [-64, 62],
      [-56, 52],
      [-66, 45],
      [-76, 38],
      [-81, 31],
      [-80, 25],
      [-84, 30],
      [-90, 29],
      [-97, 26],
      [-97, 21],
      [-91, 19],
      [-87, 21],
      [-88, 15],
      [-83, 10],
      [-79, 8],
      [-84, 12],
      [-92, 15],
      [-105, 20],
      [-112, 29],
      [-117, 32],
      [-124, 40],
      [-124, 48],
      [-133, 56],
      [-146, 60],
      [-158, 57],
      [-166, 60],
    ],
    [
      [-52, 60],
      [-42, 60],
      [-22, 70],
      [-20, 78],
      [-35, 83],
      [-62, 82],
      [-72, 78],
      [-56, 70],
    ],
  ],
  SA: [
    [
      [-79, 8],
      [-72, 12],
      [-62, 11],
      [-52, 5],
      [-50, 0],
      [-44, -2],
      [-35, -6],
      [-39, -14],
      [-41, -22],
      [-48, -26],
      [-53, -33],
      [-58, -38],
      [-63, -42],
      [-66, -47],
      [-69, -52],
      [-72, -54],
      [-75, -48],
      [-73, -38],
      [-71, -28],
      [-70, -18],
      [-76, -14],
      [-81, -5],
      [-80, 0],
      [-78, 3],
    ],
  ],
  EU: [
    [
      [-9, 37],
      [-9, 43],
      [-2, 44],
      [-4, 48],
      [2, 51],
      [6, 53],
      [9, 57],
      [6, 59],
      [5, 62],
      [13, 67],
      [18, 70],
      [28, 71],
      [40, 68],
      [52, 68],
      [60, 66],
      [60, 56],
      [52, 48],
      [46, 44],
      [40, 42],
      [29, 41],
      [26, 38],
      [22, 37],
      [20, 40],
      [16, 38],
      [12, 44],
      [8, 44],
      [3, 42],
      [-2, 37],
    ],
    [
      [-6, 50],
      [2, 51],
      [-1, 55],
      [-3, 59],
      [-6, 57],
      [-5, 54],
    ],
    [
      [-24, 64],
      [-14, 65],
      [-16, 67],
      [-22, 66],
    ],
  ],
  AF: [
    [
      [-17, 15],
      [-17, 21],
      [-13, 28],
      [-9, 32],
      [-6, 36],
      [10, 37],
      [11, 33],
      [20, 31],
      [32, 31],
      [35, 28],
      [39, 20],
      [43, 12],
      [51, 12],
      [48, 5],
      [42, -2],
      [40, -10],
      [40, -16],
      [35, -24],
      [33, -29],
      [27, -34],
      [19, -35],
      [16, -28],
      [12, -17],
      [13, -8],
      [9, -1],
      [9, 4],
      [4, 6],
      [-5, 5],
      [-8, 4],
      [-13, 8],
      [-16, 12],
    ],
    [
      [44, -13],
      [50, -15],
      [48, -24],
      [44, -25],
      [43, -20],
    ],
  ],
  AS: [
    [
      [29, 41],
      [40, 42],
      [46, 44],
      [52, 48],
      [60, 56],
      [60, 66],
      [70, 73],
      [90, 76],
      [105, 78],
      [120, 73],
      [140, 72],
      [160, 70],
      [180, 68],
      [178, 64],
      [165, 60],
      [160, 54],
      [142, 55],
      [137, 48],
      [131, 43],
      [128, 38],
      [126, 35],
      [121, 38],
      [122, 31],
      [117, 24],
      [110, 20],
      [108, 13],
      [105, 9],
      [100, 13],
      [103, 5],
      [101, 2],
      [98, 8],
      [95, 16],
      [91, 22],
      [86, 20],
      [80, 15],
      [77, 8],
      [73, 17],
      [67, 24],
      [62, 25],
      [57, 25],
      [52, 28],
      [50, 30],
      [48, 29],
      [56, 22],
      [59, 22],
      [52, 16],
      [44, 13],
      [39, 20],
      [35, 28],
      [35, 33],
      [36, 36],
    ],
    [
      [130, 31],
      [134, 34],
      [141, 37],
      [142, 42],
      [145, 44],
      [141, 45],
      [139, 39],
      [133, 35],
    ],
    [
      [95, 5],
      [103, -4],
      [106, -6],
      [115, -8],
      [119, -8],
      [116, -3],
      [119, 1],
      [117, 5],
      [110, 2],
      [104, 1],
      [98, 2],
    ],
    [
      [120, 18],
      [123, 13],
      [126, 7],
      [122, 7],
      [120, 14],
    ],
  ],
  OC: [
    [
      [114, -22],
      [122, -18],
      [129, -15],
      [131, -12],
      [137, -12],
      [136, -15],
      [141, -17],
      [142, -11],
      [146, -18],
      [150, -22],
      [153, -26],
      [153, -31],
      [150, -37],
      [145, -39],
      [140, -38],
      [137, -35],
      [131, -31],
      [124, -34],
      [116, -35],
      [115, -30],
    ],
    [
      [173, -35],
      [178, -37],
      [176, -40],
      [172, -41],
      [174, -39],
    ],
    [
      [172, -41],
      [174, -42],
      [170, -46],
      [166, -46],
      [169, -43],
    ],
    [
      [141, -3],
      [147, -6],
      [151, -6],
      [150, -10],
      [146, -8],
      [141, -9],
    ],
    [
      [146, -41],
      [148, -41],
      [148, -43],
      [146, -43],
    ],
  ],
};

/** [lon, lat] -> [x, y] in the map's box. */
export function project(lon: number, lat: number): [number, number] {
  const x = (lon + 180) * SCALE;
  const y = (TOP_LAT - lat) * SCALE;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/** An SVG path of closed outlines. */
export function outlinePath(outlines: readonly Outline[]): string {
  return outlines
    .map(
      (outline) =>
        `${outline
          .map(([lon, lat], i) => {
            const [x, y] = project(lon, lat);
            return `${i ? "L" : "M"}${x} ${y}`;
          })
          .join("")}Z`,
    )
    .join("");
}

/** A region's filter key (spec 3: all, northAmerica, …) <-> its code (AW, NA, …). */
export const REGION_KEYS = [ALL_WORLD, ...REGIONS].map((r) => ({ code: r.code, key: r.key }));

export function regionCodeOfKey(key: string | null | undefined): string {
  const k = (key ?? "").trim();
  const found = REGION_KEYS.find(
    (r) => r.key.toLowerCase() === k.toLowerCase() || r.code === k.toUpperCase(),
  );
  return found ? found.code : ALL_WORLD.code;
}

export function regionKeyOfCode(code: string): string {
  return REGION_KEYS.find((r) => r.code === code)?.key ?? ALL_WORLD.key;
}

/** Where a region's label sits on the map. */
export const LABEL_AT: Record<RegionCode, [number, number]> = {
  NA: project(-102, 47),
  SA: project(-60, -15),
  EU: project(18, 53),
  AF: project(20, 5),
  AS: project(95, 50),
  OC: project(134, -25),
};
