/**
 * Constants of the advertising banners (issue 19), without Zod: the pages' code imports them
 * (the contracts in api/banners.ts would bring Zod into the browser's bundle).
 */
/** Where an advertising banner shows: `/`, `/marketplace`, `/products-catalog`, an article page. */
export const AD_PLACEMENTS = ["landing", "marketplace", "catalogue", "article"] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const AD_LIMITS = {
  titleMax: 150,
  linkMax: 500,
  weightMax: 100,
  /** Banners one call may answer. */
  perCallMax: 10,
  imageMaxBytes: 10 * 1024 * 1024,
} as const;

/** The /advertisment request form. */
export const AD_REQUEST_LIMITS = { nameMax: 150, messageMax: 3000 } as const;
