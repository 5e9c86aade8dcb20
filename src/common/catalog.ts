/**
 * Constants and shapes of the catalogue that the API, the seed and the web app all share
 * (spec sections 3, 4 and 9).
 */
import { z } from "zod";
import {
  COOLING_TYPES,
  HASHRATE_UNITS,
  type HashrateUnit,
  type SOCIAL_NETWORKS,
  type SPEC_KEYS,
} from "./constants.ts";

export {
  ALL_WORLD,
  COOLING_TYPES,
  HASHRATE_UNITS,
  type HashrateUnit,
  MAX_ADDITIONAL_TERMS,
  MAX_NOTIFICATION_EMAILS,
  MAX_PRODUCT_PHOTOS,
  PAGE_SIZES,
  PAYMENT_METHODS,
  PRODUCT_CONDITIONS,
  PRODUCT_STATUSES,
  type ProductCondition,
  type ProductStatus,
  REGION_CODES,
  REGIONS,
  type RegionCode,
  SOCIAL_NETWORKS,
  SPEC_KEYS,
} from "./constants.ts";

const range = z.object({ min: z.number(), max: z.number() });

/** Specifications of a product or miner model; every key of the spec's list, all optional. */
export const productSpecsSchema = z
  .object({
    hashrate: z.object({
      value: z.number().positive(),
      unit: z.enum(Object.keys(HASHRATE_UNITS) as [HashrateUnit]),
    }),
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
  })
  .partial();
export type ProductSpecs = z.infer<typeof productSpecsSchema>;
export type SpecKey = keyof ProductSpecs;
// SPEC_KEYS (constants.ts) lists exactly the schema's keys: a key added to one and not the other fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _specKeysMatch: Same<SpecKey, (typeof SPEC_KEYS)[number]> = true;
void _specKeysMatch;

/** Physical size of a product, in millimetres and kilograms, with and without the package. */
export const dimensionsSchema = z
  .object({
    length: z.number().positive(),
    width: z.number().positive(),
    height: z.number().positive(),
    weight: z.number().positive(),
    packageLength: z.number().positive(),
    packageWidth: z.number().positive(),
    packageHeight: z.number().positive(),
    packageWeight: z.number().positive(),
  })
  .partial();
export type Dimensions = z.infer<typeof dimensionsSchema>;

export const additionalTermSchema = z.object({
  name: z.string().min(1).max(100),
  value: z.string().min(1).max(500),
});
export type AdditionalTerm = z.infer<typeof additionalTermSchema>;

export type SocialLinks = Partial<Record<(typeof SOCIAL_NETWORKS)[number], string>>;
