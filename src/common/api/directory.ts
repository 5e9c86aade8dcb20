/**
 * Contracts of the moderator-kept directory (issue 20, decision 050): one entry shape with a kind
 * (`pool`, `exchanger`, `firmware`) and the kind's own fields, written by moderators in the console
 * (/api/moderation/directory/…), read by the public pages (/pool, /cryptoexchangers, /firmware/…);
 * pool ratings by signed-in users, moderated before they count. Messages are the generic
 * `validation.*` keys, each naming its field (`pool.fee_percent`, `pool.coins.0.symbol`).
 */
import { z } from "zod";
import {
  DIRECTORY_KINDS,
  DIRECTORY_LIMITS,
  DIRECTORY_REGIONS,
  EXCHANGER_TYPES,
  FIRMWARE_RESOURCES,
  PAYOUT_SCHEMES,
  POOL_SORTS,
  RATING_STATUSES,
} from "../directory.ts";
import { booleanParam, idField, idParam } from "./shared.ts";

const text = (max: number, min = 1) => z.string().trim().min(min).max(max);
const url = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { message: "validation.url" });
/** A day (YYYY-MM-DD) that is not in the future: when the figures were taken. */
const pastDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "directory.error.date" })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: "directory.error.date" })
  .refine((v) => Date.parse(`${v}T00:00:00Z`) <= Date.now(), { message: "directory.error.futureDate" });
const symbol = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2,10}$/, { message: "directory.error.symbol" }));
/** A list without repeats (the order given kept). */
const uniqueList = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min)
    .max(max)
    .transform((list) => [...new Set(list)] as z.infer<T>[]);
const percent = (max: number) => z.number().min(0).max(max);

// ---------------------------------------------------------------- kind-specific fields
export const poolFields = z.strictObject({
  fee_percent: percent(10),
  payout_schemes: uniqueList(z.enum(PAYOUT_SCHEMES), 1, PAYOUT_SCHEMES.length),
  coins: z
    .array(
      z.strictObject({
        symbol,
        min_payout: z.number().min(0).max(1e9),
        /** The pool's hashrate on this coin (H/s): with the provider's network hashrate, its share. */
        hashrate_hs: z.number().positive().max(1e24).nullable().default(null),
        /** The share of the network kept by moderators (used when the provider does not tell). */
        network_share_percent: percent(100).nullable().default(null),
      }),
    )
    .min(1)
    .max(20),
  regions: uniqueList(z.enum(DIRECTORY_REGIONS), 1, DIRECTORY_REGIONS.length),
  servers: uniqueList(
    z
      .string()
      .trim()
      .max(253)
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}(:\d{1,5})?$/i, { message: "directory.error.server" }),
    0,
    20,
  ),
});
export type PoolFields = z.infer<typeof poolFields>;

export const exchangerFields = z.strictObject({
  type: z.enum(EXCHANGER_TYPES),
  fiat: uniqueList(
    z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{3}$/, { message: "validation.currency" })),
    0,
    40,
  ),
  regions: uniqueList(z.enum(DIRECTORY_REGIONS), 1, DIRECTORY_REGIONS.length),
  fee_percent: percent(10),
  coins: uniqueList(symbol, 0, 60),
});
export type ExchangerFields = z.infer<typeof exchangerFields>;

export const firmwareFields = z.strictObject({
  brand_id: idField,
  /** Unset: for every model of the brand. */
  model_id: idField.nullable().default(null),
  resource: z.enum(FIRMWARE_RESOURCES),
  version: z.string().trim().max(40).default(""),
});
export type FirmwareFields = z.infer<typeof firmwareFields>;

// ---------------------------------------------------------------- entries (console)
const common = {
  name: text(DIRECTORY_LIMITS.nameMax),
  website: url,
  description_en: text(DIRECTORY_LIMITS.descriptionMax),
  description_fr: text(DIRECTORY_LIMITS.descriptionMax),
  figures_date: pastDay,
};
export const directoryEntryBody = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("pool"), ...common, pool: poolFields }),
  z.strictObject({ kind: z.literal("exchanger"), ...common, exchanger: exchangerFields }),
  z.strictObject({ kind: z.literal("firmware"), ...common, firmware: firmwareFields }),
]);
export type DirectoryEntryBody = z.infer<typeof directoryEntryBody>;

/** The kind's fields as stored (answers: no transforms, which the serializer cannot run backwards). */
const storedPool = z.object({
  fee_percent: z.number(),
  payout_schemes: z.array(z.enum(PAYOUT_SCHEMES)),
  coins: z.array(
    z.object({
      symbol: z.string(),
      min_payout: z.number(),
      hashrate_hs: z.number().nullable(),
      network_share_percent: z.number().nullable(),
    }),
  ),
  regions: z.array(z.enum(DIRECTORY_REGIONS)),
  servers: z.array(z.string()),
});
const storedExchanger = z.object({
  type: z.enum(EXCHANGER_TYPES),
  fiat: z.array(z.string()),
  regions: z.array(z.enum(DIRECTORY_REGIONS)),
  fee_percent: z.number(),
  coins: z.array(z.string()),
});
const storedFirmware = z.object({
  brand_id: z.number(),
  model_id: z.number().nullable(),
  resource: z.enum(FIRMWARE_RESOURCES),
  version: z.string(),
});

export const directoryEntry = z.object({
  id: z.number(),
  kind: z.enum(DIRECTORY_KINDS),
  name: z.string(),
  website: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  figures_date: z.string(),
  archived: z.boolean(),
  updated_at: z.string(),
  pool: storedPool.nullable(),
  exchanger: storedExchanger.nullable(),
  firmware: storedFirmware.nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntry>;

export const directoryListQuery = z.object({
  kind: z.enum(DIRECTORY_KINDS).optional(),
  archived: booleanParam(false),
});
export const directoryList = z.object({ count: z.number(), results: z.array(directoryEntry) });
export type DirectoryList = z.infer<typeof directoryList>;

export const archiveBody = z.strictObject({ archived: z.boolean() });

// ---------------------------------------------------------------- /pool
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values).optional());

export const poolsQuery = z.object({
  sort: z.preprocess((v) => (v === "" ? undefined : v), z.enum(POOL_SORTS).default("rating")),
  coin: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{2,10}$/, { message: "directory.error.symbol" }))
      .optional(),
  ),
  scheme: optionalEnum(PAYOUT_SCHEMES),
  region: optionalEnum(DIRECTORY_REGIONS),
});
export type PoolsQuery = z.infer<typeof poolsQuery>;

/** A figure and where it comes from, with the day it was taken ("figures show their date"). */
const datedShare = z.object({
  percent: z.number(),
  source: z.enum(["provider", "moderator"]),
  /** ISO: the provider's reading time, or the moderators' figures day. */
  date: z.string(),
});
export const reviewSchema = z.object({
  rating: z.number(),
  review: z.string(),
  author: z.string(),
  created_at: z.string(),
});
export const myRating = z.object({
  rating: z.number(),
  review: z.string(),
  status: z.enum(RATING_STATUSES),
});
export type MyRating = z.infer<typeof myRating>;

export const poolView = z.object({
  id: z.number(),
  name: z.string(),
  website: z.string(),
  description: z.string(),
  fee_percent: z.number(),
  payout_schemes: z.array(z.string()),
  regions: z.array(z.enum(DIRECTORY_REGIONS)),
  servers: z.array(z.string()),
  coins: z.array(
    z.object({
      symbol: z.string(),
      min_payout: z.number(),
      share: datedShare.nullable(),
    }),
  ),
  figures_date: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number() }),
  reviews: z.array(reviewSchema),
  /** The signed-in visitor's own rating, whatever its status. */
  mine: myRating.nullable(),
});
export type PoolView = z.infer<typeof poolView>;

export const poolList = z.object({
  count: z.number(),
  results: z.array(poolView),
  /** Every coin of the listed pools (the coin filter's choices). */
  coins: z.array(z.string()),
});
export type PoolList = z.infer<typeof poolList>;

export const ratingBody = z.strictObject({
  rating: z.number().int().min(1).max(5),
  review: z.string().trim().max(DIRECTORY_LIMITS.reviewMax).default(""),
});
export type RatingBody = z.infer<typeof ratingBody>;

// ---------------------------------------------------------------- /cryptoexchangers
export const exchangersQuery = z.object({
  type: optionalEnum(EXCHANGER_TYPES),
  region: optionalEnum(DIRECTORY_REGIONS),
  fiat: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{3}$/, { message: "validation.currency" }))
      .optional(),
  ),
});
export type ExchangersQuery = z.infer<typeof exchangersQuery>;

export const exchangerView = z.object({
  id: z.number(),
  name: z.string(),
  website: z.string(),
  description: z.string(),
  type: z.enum(EXCHANGER_TYPES),
  fiat: z.array(z.string()),
  regions: z.array(z.enum(DIRECTORY_REGIONS)),
  fee_percent: z.number(),
  coins: z.array(z.string()),
  figures_date: z.string(),
});
export type ExchangerView = z.infer<typeof exchangerView>;
export const exchangerList = z.object({
  count: z.number(),
  results: z.array(exchangerView),
  fiats: z.array(z.string()),
});
export type ExchangerList = z.infer<typeof exchangerList>;

// ---------------------------------------------------------------- /firmware
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, { message: "validation.invalid" });
export const firmwareBrandParams = z.object({ brand: slug });
export const firmwareModelParams = z.object({ brand: slug, model: slug });
const namedSlug = z.object({ slug: z.string(), name: z.string() });
export const firmwareView = z.object({
  id: z.number(),
  name: z.string(),
  website: z.string(),
  description: z.string(),
  resource: z.enum(FIRMWARE_RESOURCES),
  version: z.string(),
  model: namedSlug.nullable(),
  figures_date: z.string(),
});
export type FirmwareView = z.infer<typeof firmwareView>;
export const firmwarePage = z.object({
  brand: namedSlug,
  model: namedSlug.nullable(),
  entries: z.array(firmwareView),
  /** Models of the brand that have their own entries (the brand page links them). */
  models: z.array(namedSlug),
});
export type FirmwarePage = z.infer<typeof firmwarePage>;

export const firmwareLinkQuery = z.object({ brand_id: idParam, model_id: idParam.optional() });
export const firmwareLink = z.object({
  /** The page to link: the model's when it has entries, else the brand's; null when neither has any. */
  brand: z.string().nullable(),
  model: z.string().nullable(),
});
export type FirmwareLink = z.infer<typeof firmwareLink>;

// ---------------------------------------------------------------- rating moderation
export const ratingQueueQuery = z.object({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(RATING_STATUSES).default("pending")),
});
export const ratingItem = z.object({
  id: z.number(),
  pool: z.object({ id: z.number(), name: z.string() }),
  user: z.object({ id: z.number(), name: z.string() }),
  rating: z.number(),
  review: z.string(),
  status: z.enum(RATING_STATUSES),
  updated_at: z.string(),
});
export type RatingItem = z.infer<typeof ratingItem>;
export const ratingQueue = z.object({
  count: z.number(),
  counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
  results: z.array(ratingItem),
});
export type RatingQueue = z.infer<typeof ratingQueue>;
export const ratingDecisionBody = z.strictObject({ status: z.enum(["approved", "rejected"]) });
