/**
 * Constants of the moderator-kept directory (issue 20, decision 050): mining pools, exchangers and
 * OTC desks, firmware and toolkit links. Plain values (no Zod): the pages' filters use them too.
 */
export const DIRECTORY_KINDS = ["pool", "exchanger", "firmware"] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

export const PAYOUT_SCHEMES = ["PPS", "FPPS", "PPS+", "PPLNS", "PROP", "SOLO"] as const;
export type PayoutScheme = (typeof PAYOUT_SCHEMES)[number];

export const DIRECTORY_REGIONS = [
  "global",
  "europe",
  "north_america",
  "south_america",
  "asia",
  "middle_east",
  "africa",
  "oceania",
] as const;
export type DirectoryRegion = (typeof DIRECTORY_REGIONS)[number];

export const EXCHANGER_TYPES = ["exchange", "otc"] as const;
export type ExchangerType = (typeof EXCHANGER_TYPES)[number];

export const FIRMWARE_RESOURCES = ["official_firmware", "custom_firmware", "tool", "guide"] as const;
export type FirmwareResource = (typeof FIRMWARE_RESOURCES)[number];

/** The sorts of /pool (GET links). */
export const POOL_SORTS = ["rating", "fee", "share", "min_payout", "name"] as const;
export type PoolSort = (typeof POOL_SORTS)[number];

export const DIRECTORY_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  reviewMax: 500,
  /** Entries of one kind a page lists at most (the directory is kept by hand: tens, not thousands). */
  perKind: 500,
} as const;

/** Statuses of a pool rating: moderated like other content (only approved ones count and show). */
export const RATING_STATUSES = ["pending", "approved", "rejected"] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];
