/**
 * The catalogue constants the browser needs, without zod. src/common/catalog.ts defines them next
 * to its Zod schemas, and importing it would ship zod (~95 kB) in every page's first load. The
 * types below and catalog-constants.test.ts keep these copies equal to the originals.
 */
import type { ProductOrdering } from "../../common/api/catalog.ts";
import type { RegionCode, SpecKey } from "../../common/catalog.ts";

export const REGIONS = [
  { code: "NA", key: "northAmerica", en: "North America", fr: "Amérique du Nord" },
  { code: "SA", key: "southAmerica", en: "South America", fr: "Amérique du Sud" },
  { code: "EU", key: "europe", en: "Europe", fr: "Europe" },
  { code: "AF", key: "africa", en: "Africa", fr: "Afrique" },
  { code: "AS", key: "asia", en: "Asia", fr: "Asie" },
  { code: "OC", key: "oceania", en: "Oceania", fr: "Océanie" },
] as const satisfies ReadonlyArray<{ code: RegionCode; key: string; en: string; fr: string }>;

export const ALL_WORLD = { code: "AW", key: "all", en: "All World", fr: "Monde entier" } as const;

export const SPEC_KEYS = [
  "hashrate",
  "algorithm",
  "minableCoins",
  "consumption",
  "efficiency",
  "coolingType",
  "waterblockCompatible",
  "immersionCompatible",
  "fanCount",
  "dimensions",
  "temperatureRange",
  "humidityRange",
  "interface",
  "noiseLevel",
  "weight",
  "releaseDate",
] as const satisfies readonly SpecKey[];

export const PRODUCT_ORDERINGS = [
  "-created_at",
  "created_at",
  "price",
  "-price",
  "efficiency",
  "-hashrate",
  "name",
] as const satisfies readonly ProductOrdering[];

export const PRODUCTS_PAGE_SIZE = 24;

// Compile-time completeness: adding a spec key, region or ordering in common/ without adding it
// here fails the typecheck.
type Missing<All, Listed> = Exclude<All, Listed>;
const complete = <T extends never>(_: T[] = []) => true;
complete<Missing<SpecKey, (typeof SPEC_KEYS)[number]>>();
complete<Missing<RegionCode, (typeof REGIONS)[number]["code"]>>();
complete<Missing<ProductOrdering, (typeof PRODUCT_ORDERINGS)[number]>>();
