/**
 * Constants and shapes of the catalogue that the API, the seed and the web app all share
 * (spec sections 3, 4 and 9).
 */
import { z } from "zod";

// ---------------------------------------------------------------- regions (spec 3, "Regions")
export const REGIONS = [
  { code: "NA", key: "northAmerica", en: "North America", fr: "Amérique du Nord" },
  { code: "SA", key: "southAmerica", en: "South America", fr: "Amérique du Sud" },
  { code: "EU", key: "europe", en: "Europe", fr: "Europe" },
  { code: "AF", key: "africa", en: "Africa", fr: "Afrique" },
  { code: "AS", key: "asia", en: "Asia", fr: "Asie" },
  { code: "OC", key: "oceania", en: "Oceania", fr: "Océanie" },
] as const;
export type RegionCode = (typeof REGIONS)[number]["code"];
export const REGION_CODES = REGIONS.map((r) => r.code) as [RegionCode, ...RegionCode[]];
/** "All World" is a filter value meaning no region restriction. */
export const ALL_WORLD = { code: "AW", key: "all", en: "All World", fr: "Monde entier" } as const;

// ---------------------------------------------------------------- products (spec 3, 4)
export const PRODUCT_CONDITIONS = ["new", "brand_new", "used", "tested"] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const PRODUCT_STATUSES = ["draft", "verified", "approved", "archived", "rejected"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const MAX_PRODUCT_PHOTOS = 5; // besides the main photo
export const MAX_ADDITIONAL_TERMS = 5;
export const MAX_NOTIFICATION_EMAILS = 3;

export const HASHRATE_UNITS = {
  "H/s": 1,
  "kH/s": 1e3,
  "MH/s": 1e6,
  "GH/s": 1e9,
  "TH/s": 1e12,
  "PH/s": 1e15,
  "Sol/s": 1,
  "kSol/s": 1e3,
} as const;
export type HashrateUnit = keyof typeof HASHRATE_UNITS;

export const COOLING_TYPES = ["air", "hydro", "immersion"] as const;

const range = z.object({ min: z.number(), max: z.number() });

/** Specifications of a product or miner model; every key of the spec's list, all optional. */
export const productSpecsSchema = z.object({
  hashrate: z.object({ value: z.number().positive(), unit: z.enum(Object.keys(HASHRATE_UNITS) as [HashrateUnit]) }),
  algorithm: z.string().min(1).max(60),
  minableCoins: z.array(z.string().min(1).max(20)).max(20),
  /** Watts. */
  consumption: z.number().positive(),
  /** Joules per unit of hashrate, e.g. 17.5 J/TH. */
  efficiency: z.object({ value: z.number().positive(), unit: z.string().min(1).max(10) }),
  coolingType: z.enum(COOLING_TYPES),
  waterblockCompatible: z.boolean(),
  immersionCompatible: z.boolean(),
  fanCount: z.number().int().min(0).max(1000),
  /** Millimetres, "L x W x H". */
  dimensions: z.string().max(60),
  /** °C */
  temperatureRange: range,
  /** % relative humidity */
  humidityRange: range,
  interface: z.string().max(60),
  /** dB */
  noiseLevel: z.number().min(0).max(200),
  /** kg */
  weight: z.number().positive(),
  /** YYYY-MM */
  releaseDate: z.string().regex(/^\d{4}-\d{2}$/),
}).partial();
export type ProductSpecs = z.infer<typeof productSpecsSchema>;
export type SpecKey = keyof ProductSpecs;
export const SPEC_KEYS = Object.keys(productSpecsSchema.shape) as SpecKey[];

/** Physical size of a product, in millimetres and kilograms, with and without the package. */
export const dimensionsSchema = z.object({
  length: z.number().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
  weight: z.number().positive(),
  packageLength: z.number().positive(),
  packageWidth: z.number().positive(),
  packageHeight: z.number().positive(),
  packageWeight: z.number().positive(),
}).partial();
export type Dimensions = z.infer<typeof dimensionsSchema>;

export const additionalTermSchema = z.object({ name: z.string().min(1).max(100), value: z.string().min(1).max(500) });
export type AdditionalTerm = z.infer<typeof additionalTermSchema>;

export const SOCIAL_NETWORKS = ["linkedin", "x", "facebook", "youtube", "instagram", "telegram"] as const;
export type SocialLinks = Partial<Record<(typeof SOCIAL_NETWORKS)[number], string>>;

export const PAYMENT_METHODS = ["bank_transfer", "usdt", "btc", "card", "escrow", "cash"] as const;

// ---------------------------------------------------------------- page sizes (spec 9)
export const PAGE_SIZES = {
  products: { default: 24, max: 100 },
  sellers: { default: 12, max: 100 },
  services: { default: 12, max: 100 },
  categories: { default: 50, max: 500 },
  brands: { default: 100, max: 500 },
  countries: { default: 227, max: 300 },
  cities: { default: 10000, max: 10000 },
} as const;
