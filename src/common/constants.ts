/**
 * Constants of the product (spec sections 3, 4 and 9), without any dependency: the browser imports
 * them without pulling in Zod. The schemas built on them live in catalog.ts and api/.
 */

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

/** Every specification of the spec's Product, in display order (catalog.ts checks it against the schema). */
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
] as const;

export const SOCIAL_NETWORKS = ["linkedin", "x", "facebook", "youtube", "instagram", "telegram"] as const;

export const PAYMENT_METHODS = ["bank_transfer", "usdt", "btc", "card", "escrow", "cash"] as const;

export const PRODUCT_ORDERINGS = [
  "-created_at",
  "created_at",
  "price",
  "-price",
  "efficiency",
  "-hashrate",
  "name",
  /** Profit per day at the buyer's electricity price, highest first (issue 18; non-miners last). */
  "-profit",
  /** Payback days at the buyer's electricity price, soonest first (non-miners and loss-makers last). */
  "payback",
] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

// ---------------------------------------------------------------- spreadsheets (spec 4, "Catalogue upload")
/**
 * The registered media type of an .xlsx workbook (IANA; ECMA-376): the template, export and
 * errors-file downloads are sent with it, and the upload's file picker asks for it.
 */
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

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

// ---------------------------------------------------------------- accounts (spec 3, 4, 5, 9)
/** Cookies of the web app (spec section 3, "Auth tokens"). */
export const AUTH_COOKIES = {
  /**
   * The access token, so that server rendering knows the user. Max age 604800 s (spec 9). HttpOnly:
   * no script of a page can read it (docs/decisions/022); the chat's socket sends it by itself.
   */
  access: "accessToken",
  /**
   * When the access token expires (seconds since 1970): readable by the page, which learns from it
   * that it is signed in and when to refresh. Not a secret: it grants nothing.
   */
  accessExpires: "accessExpires",
  /** The refresh token: HttpOnly, read by POST refresh-token/ and logout/ when the body has none. */
  refresh: "refreshToken",
  /** Double-submit CSRF token: cookie-authenticated unsafe calls send it back as X-CSRFToken. */
  csrf: "csrftoken",
  /**
   * A random id of the browser, set at sign-in and sign-up and kept two years (issue 31, decision
   * 069): only its hash is stored, as a signal that two accounts use the same device (reviews).
   */
  device: "deviceId",
} as const;
export const DEVICE_COOKIE_MAX_AGE = 2 * 365 * 86_400;
export const CSRF_HEADER = "x-csrftoken";
export const ACCESS_COOKIE_MAX_AGE = 604_800;

export const ACCOUNT_LIMITS = {
  passwordMin: 8,
  /** Long enough for any passphrase, short enough that hashing it costs nothing (10 KB is refused). */
  passwordMax: 128,
  nameMax: 150,
  emailMax: 254,
  /** Spec 5 and 9: at most 3 additional e-mails. */
  extraEmailsMax: 3,
  /** Spec 4 and 9: code and link resending wait 180 s. */
  resendCooldownSeconds: 180,
  codeTtlMinutes: 15,
  codeMaxAttempts: 5,
  resetLinkTtlMinutes: 60,
  emailChangeLinkTtlHours: 24,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  avatarMaxBytes: 5 * 1024 * 1024,
} as const;

/** Where buyers and sellers reach the marketplace team (until the support chat and forms exist). */
export const MARKETPLACE_EMAILS = {
  support: "support@rigmarket.example",
  advertising: "ads@rigmarket.example",
} as const;

// ---------------------------------------------------------------- sellers (spec 3, 5)
export const SELLER_LIMITS = {
  nameMax: 200,
  addressMax: 500,
  aboutMax: 5000,
  urlMax: 300,
  /** Logo and office photos: JPEG, PNG or WebP up to 10 MB, re-encoded to webp at 1x and 2x. */
  imageMaxBytes: 10 * 1024 * 1024,
  photosMax: 10,
  officesMax: 50,
  telegramChatsMax: 5,
  messageMax: 5000,
} as const;

export const NOTIFICATION_EVENTS = [
  "chat_message",
  "moderation_result",
  "catalogue_import",
  "order_update",
] as const;
export const NOTIFICATION_CHANNELS = ["email", "telegram"] as const;
export const CONTACT_TOPICS = ["promotion", "banners", "partnership", "other"] as const;
