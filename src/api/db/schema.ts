/**
 * The database schema (Drizzle). Migrations in ./drizzle are generated from this file by
 * `npm run db:generate`; the search triggers and indexes that Drizzle cannot express live in a
 * hand-written migration next to them.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { SellerChangePayload, SellerNotificationSettings } from "../../common/api/seller-account.ts";
import type { ProductChangePayload } from "../../common/api/seller-products.ts";
import type { ServiceChangePayload } from "../../common/api/seller-services.ts";
import type { AdditionalTerm, Dimensions, ProductSpecs, SocialLinks } from "../../common/catalog.ts";
import type { ReviewFinding } from "../../common/reviews.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- places
/** Continents of the spec: NA, SA, EU, AF, AS, OC ("AW", all world, is a filter value, not a row). */
export const regions = pgTable("regions", {
  code: char("code", { length: 2 }).primaryKey(),
  key: text("key").notNull().unique(),
  nameEn: text("name_en").notNull(),
  nameFr: text("name_fr").notNull(),
  position: smallint("position").notNull(),
});

export const countries = pgTable(
  "countries",
  {
    iso: char("iso", { length: 2 }).primaryKey(),
    nameEn: text("name_en").notNull(),
    nameFr: text("name_fr").notNull(),
    regionCode: char("region_code", { length: 2 })
      .notNull()
      .references(() => regions.code),
    /** Dialling codes, e.g. {+1} or {+1809,+1829,+1849}. */
    dialCodes: text("dial_codes").array().notNull(),
    flag: text("flag").notNull(),
    phoneMask: text("phone_mask").notNull(),
    phonePlaceholder: text("phone_placeholder").notNull(),
  },
  (t) => [index("countries_region_idx").on(t.regionCode)],
);

export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(), // GeoNames id
    countryIso: char("country_iso", { length: 2 })
      .notNull()
      .references(() => countries.iso),
    name: text("name").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    population: integer("population").notNull().default(0),
  },
  (t) => [index("cities_country_idx").on(t.countryIso, t.name)],
);

// ---------------------------------------------------------------- catalogue
export const categoryKind = pgEnum("category_kind", ["product", "service"]);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    kind: categoryKind("kind").notNull(),
    parentId: integer("parent_id"),
    slug: text("slug").notNull(),
    nameEn: text("name_en").notNull(),
    nameFr: text("name_fr").notNull(),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionFr: text("description_fr").notNull().default(""),
    icon: text("icon").notNull().default(""),
    position: smallint("position").notNull().default(0),
    /** Which specification keys the products of this category carry (see common/catalog.ts). */
    specKeys: text("spec_keys").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex("categories_kind_slug_uq").on(t.kind, t.slug),
    index("categories_parent_idx").on(t.parentId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: "categories_parent_fk" }),
  ],
);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  website: text("website").notNull().default(""),
  country: char("country", { length: 2 }),
});

/** Miner models with their published specifications; products can be created from them. */
export const minerModels = pgTable(
  "miner_models",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    algorithm: text("algorithm").notNull(),
    /** Hashrate in hashes per second (normalised for range filters); `specs.hashrate` keeps the display value. */
    hashrateHs: doublePrecision("hashrate_hs").notNull(),
    powerW: integer("power_w").notNull(),
    specs: jsonb("specs").$type<ProductSpecs>().notNull(),
    releasedOn: text("released_on"),
  },
  (t) => [index("miner_models_brand_idx").on(t.brandId)],
);

// ---------------------------------------------------------------- sellers
export const sellerStatus = pgEnum("seller_status", ["draft", "active", "suspended"]);

export const sellers = pgTable(
  "sellers",
  {
    id: serial("id").primaryKey(),
    status: sellerStatus("status").notNull().default("draft"),
    companyName: text("company_name").notNull(),
    legalName: text("legal_name").notNull().default(""),
    website: text("website").notNull().default(""),
    headOfficeAddress: text("head_office_address").notNull().default(""),
    countryIso: char("country_iso", { length: 2 }).references(() => countries.iso),
    cityId: integer("city_id").references(() => cities.id),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    regionCode: char("region_code", { length: 2 }).references(() => regions.code),
    phone: text("phone").notNull().default(""),
    whatsapp: text("whatsapp").notNull().default(""),
    telegramLink: text("telegram_link").notNull().default(""),
    socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
    about: text("about").notNull().default(""),
    logoUrl: text("logo_url").notNull().default(""),
    logoUrl2x: text("logo_url_2x").notNull().default(""),
    verified: boolean("verified").notNull().default(false),
    /** The user who owns the company (issue 5): one company per user; null for seeded demo companies. */
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The business-account step the owner reached (1 CompanyHeadquarters, 2 SellerRegistration, 3 UploadCatalog). */
    onboardingStep: smallint("onboarding_step").notNull().default(1),
    /** When the company left draft: from then on the legal name changes only through support. */
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    /** Which events notify the owner by e-mail and by Telegram (docs/decisions/011). */
    notificationSettings: jsonb("notification_settings")
      .$type<SellerNotificationSettings>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sellers_region_idx").on(t.regionCode),
    index("sellers_country_idx").on(t.countryIso),
    uniqueIndex("sellers_owner_uq").on(t.ownerUserId),
  ],
);

export const sellerOffices = pgTable(
  "seller_offices",
  {
    id: serial("id").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    cityId: integer("city_id").references(() => cities.id),
    countryIso: char("country_iso", { length: 2 })
      .notNull()
      .references(() => countries.iso),
  },
  (t) => [index("seller_offices_seller_idx").on(t.sellerId)],
);

export const sellerPhotos = pgTable(
  "seller_photos",
  {
    id: serial("id").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    url: text("url").notNull(),
    url2x: text("url_2x").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [index("seller_photos_seller_idx").on(t.sellerId)],
);

export const listingKind = pgEnum("listing_kind", ["seller", "product", "service"]);
export const listingChangeStatus = pgEnum("listing_change_status", ["pending", "approved", "rejected"]);

/** What a pending change holds, by the kind of its target. */
export interface ListingChangePayloads {
  seller: SellerChangePayload;
  product: ProductChangePayload;
  service: ServiceChangePayload;
}

/**
 * Edits of a company, an approved product or an approved service waiting for a moderator (issue 17,
 * decision 036): the public row keeps its approved columns until the change is approved. At most
 * one pending change per target (new edits merge into it). `target_id` is the seller's, product's
 * or service's id after `kind`; nothing is ever deleted from those tables, so there is no cascade.
 */
export const listingChanges = pgTable(
  "listing_changes",
  {
    id: serial("id").primaryKey(),
    kind: listingKind("kind").notNull(),
    targetId: integer("target_id").notNull(),
    payload: jsonb("payload").$type<ListingChangePayloads[keyof ListingChangePayloads]>().notNull(),
    status: listingChangeStatus("status").notNull().default("pending"),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("listing_changes_target_idx").on(t.kind, t.targetId, t.createdAt),
    index("listing_changes_pending_idx").on(t.kind, t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex("listing_changes_one_pending_uq").on(t.kind, t.targetId).where(sql`${t.status} = 'pending'`),
  ],
);

/** Telegram chats (groups or channels, id "-digits") that receive the seller's notifications. */
export const sellerTelegramChats = pgTable(
  "seller_telegram_chats",
  {
    id: serial("id").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    chatId: text("chat_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("seller_telegram_chats_uq").on(t.sellerId, t.chatId)],
);

// ---------------------------------------------------------------- products
export const productStatus = pgEnum("product_status", [
  "draft",
  "verified",
  "approved",
  "archived",
  "rejected",
]);
export const productCondition = pgEnum("product_condition", ["new", "used", "tested", "brand_new"]);
/** How a seller created a listing (POST /api/products-catalog/products/?source=). */
export const productSource = pgEnum("product_source", ["manual", "copy", "excel"]);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    /** Public stock-keeping unit used in URLs (/product/{sku}). */
    sku: text("sku").notNull().unique(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    brandId: integer("brand_id").references(() => brands.id),
    modelId: integer("model_id").references(() => minerModels.id),
    /** The seller's own SKU; unique per seller (used by spreadsheet imports to update). */
    externalSku: text("external_sku"),
    status: productStatus("status").notNull().default("draft"),
    rejectionReason: text("rejection_reason").notNull().default(""),
    /** While archived: the status it had before, to which "restore" returns (docs/product-statuses.md). */
    archivedFrom: productStatus("archived_from"),
    source: productSource("source").notNull().default("manual"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    condition: productCondition("condition").notNull().default("new"),
    countryOfOrigin: char("country_of_origin", { length: 2 }).references(() => countries.iso),
    currency: char("currency", { length: 3 }).notNull().default("USD"),
    /** Lowest unit price over the tiers, kept in sync by the service; for sorting and price filters. */
    priceMin: numeric("price_min", { precision: 14, scale: 2, mode: "number" }),
    discountAmount: numeric("discount_amount", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    /**
     * When the discount ends (a special offer, issue 20, decision 049); null: a standing discount.
     * Past it the listing shows its normal price everywhere, compared with the clock when read.
     */
    discountEndsAt: timestamp("discount_ends_at", { withTimezone: true }),
    negotiable: boolean("negotiable").notNull().default(false),
    dimensions: jsonb("dimensions").$type<Dimensions>().notNull().default({}),
    specs: jsonb("specs").$type<ProductSpecs>().notNull().default({}),
    /** Denormalised from specs for filters and sorting. */
    algorithm: text("algorithm"),
    hashrateHs: doublePrecision("hashrate_hs"),
    powerW: integer("power_w"),
    efficiency: doublePrecision("efficiency"),
    deliveryRegions: char("delivery_regions", { length: 2 }).array().notNull().default(sql`'{}'::char(2)[]`),
    videos: text("videos").array().notNull().default(sql`'{}'::text[]`),
    differenceFromOthers: text("difference_from_others").notNull().default(""),
    additionalTerms: jsonb("additional_terms").$type<AdditionalTerm[]>().notNull().default([]),
    paymentMethods: text("payment_methods").array().notNull().default(sql`'{}'::text[]`),
    leadTimeDays: smallint("lead_time_days"),
    warrantyMonths: smallint("warranty_months"),
    stockQuantity: integer("stock_quantity"),
    views: integer("views").notNull().default(0),
    /** Maintained by a trigger (name and model weight A, brand B, description C). */
    searchVector: tsvector("search_vector"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_seller_external_sku_uq").on(t.sellerId, t.externalSku),
    index("products_status_created_idx").on(t.status, t.createdAt),
    index("products_seller_idx").on(t.sellerId),
    // Not over drafts (migrations 0016 and 0017): a spreadsheet import writes thousands of drafts
    // at once, which nothing searches or filters but by seller (decision 038). A query over public
    // or moderated products (`status = 'approved'`…) still uses them; deleting a category, brand or
    // model (never done by the app) checks its products without an index.
    index("products_category_idx").on(t.categoryId).where(sql`status <> 'draft'`),
    index("products_brand_idx").on(t.brandId).where(sql`status <> 'draft'`),
    index("products_model_idx").on(t.modelId).where(sql`status <> 'draft'`),
    index("products_price_idx").on(t.priceMin).where(sql`status <> 'draft'`),
    index("products_delivery_regions_idx").using("gin", t.deliveryRegions).where(sql`status <> 'draft'`),
    index("products_search_idx").using("gin", t.searchVector).where(sql`status <> 'draft'`),
    // Special offers (decision 049): the few listings with an end date, read by that date.
    index("products_offer_ends_idx").on(t.discountEndsAt).where(sql`discount_ends_at is not null`),
  ],
);

export const productPriceTiers = pgTable(
  "product_price_tiers",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    minQuantity: integer("min_quantity").notNull(),
    /** Null means "and more". */
    maxQuantity: integer("max_quantity"),
    unitPrice: numeric("unit_price", { precision: 14, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [index("product_price_tiers_product_idx").on(t.productId, t.minQuantity)],
);

export const productPhotos = pgTable(
  "product_photos",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** 0 is the main photo. */
    position: smallint("position").notNull(),
    url: text("url").notNull(),
    url2x: text("url_2x").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
  },
  (t) => [index("product_photos_product_idx").on(t.productId, t.position)],
);

/**
 * Reviews (issue 21, decision 056): one home for the product's and the company's reviews tabs. A
 * review is always of a company (`seller_id`) and of a product when it has one (a verified review
 * of an order made from a model page may have none). Verified when written from a delivered order.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    /** Null: a review of the company only (an order without a listing). */
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    /** The company reviewed: the product's seller, or the order's. */
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    companyName: text("company_name").notNull().default(""),
    rating: smallint("rating").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    /** Issue 21: the buyer who wrote it (null for seeded reviews). */
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The delivered order that makes it a "verified purchase" (one review per order). */
    orderId: integer("order_id").references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    /** The company's one answer. */
    sellerAnswer: text("seller_answer"),
    sellerAnsweredAt: timestamp("seller_answered_at", { withTimezone: true }),
    /** Hidden by a moderator: no longer shown nor counted. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason").notNull().default(""),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * Issue 31 (decision 069): the review counts (rating, "Verified purchase", JSON-LD): its order
     * was paid through the marketplace or worth its category's minimum, and buyer and seller are
     * not linked. Decided when it is written; `verification` keeps why it does not count.
     */
    verified: boolean("verified").notNull().default(false),
    verification: jsonb("verification").$type<ReviewFinding[]>().notNull().default([]),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [
    index("product_reviews_product_idx").on(t.productId, t.createdAt),
    index("product_reviews_seller_idx").on(t.sellerId, t.createdAt),
    uniqueIndex("product_reviews_order_uq").on(t.orderId),
    check("product_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Issue 31 (decision 069): what an account was seen with — a device (the `deviceId` cookie) or an
 * IP address at sign-in, sign-up and order steps — as a keyed hash (HMAC of the app's secret),
 * never in clear; first and last seen. Two accounts sharing a value are linked (reviews).
 */
export const accountSignals = pgTable(
  "account_signals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    valueHash: text("value_hash").notNull(),
    firstSeen: timestamp("first_seen", { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.valueHash] }),
    index("account_signals_value_idx").on(t.kind, t.valueHash),
    check("account_signals_kind_check", sql`${t.kind} in ('device', 'ip')`),
  ],
);

/** Questions and answers: a product's own (product_id set) or the marketplace's (product_id null). */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    locale: char("locale", { length: 2 }).notNull().default("en"),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("faq_entries_product_idx").on(t.productId)],
);

// ---------------------------------------------------------------- price history (issue 18)
/**
 * Daily asking prices per miner model, condition and currency, from the marketplace's own public
 * listings (`price_min`): the median, lowest and highest, and how many listings. Written by the
 * models module's job (one upsert per run, today's row) and, for the demo, by the seed's backfill
 * (docs/decisions/041). Read by the model page and the product page's price history.
 */
export const modelPriceDays = pgTable(
  "model_price_days",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => minerModels.id, { onDelete: "cascade" }),
    condition: productCondition("condition").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    /** The UTC day the figures describe. */
    day: date("day", { mode: "string" }).notNull(),
    median: numeric("median", { precision: 14, scale: 2, mode: "number" }).notNull(),
    min: numeric("min", { precision: 14, scale: 2, mode: "number" }).notNull(),
    max: numeric("max", { precision: 14, scale: 2, mode: "number" }).notNull(),
    listings: integer("listings").notNull(),
  },
  // The key serves the page's read too: one model, its days from a date on.
  (t) => [primaryKey({ columns: [t.modelId, t.condition, t.currency, t.day] })],
);

// ---------------------------------------------------------------- services
export const serviceStatus = pgEnum("service_status", [
  "draft",
  "verified",
  "approved",
  "archived",
  "rejected",
]);

export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    status: serviceStatus("status").notNull().default("draft"),
    /** The status before archiving: restoring returns to it (docs/product-statuses.md). */
    archivedFrom: serviceStatus("archived_from"),
    source: productSource("source").notNull().default("manual"),
    rejectionReason: text("rejection_reason").notNull().default(""),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    countryIso: char("country_iso", { length: 2 }).references(() => countries.iso),
    cityId: integer("city_id").references(() => cities.id),
    address: text("address").notNull().default(""),
    additionalCountries: char("additional_countries", { length: 2 })
      .array()
      .notNull()
      .default(sql`'{}'::char(2)[]`),
    serviceRegions: char("service_regions", { length: 2 }).array().notNull().default(sql`'{}'::char(2)[]`),
    priceFrom: numeric("price_from", { precision: 14, scale: 2, mode: "number" }),
    priceUnit: text("price_unit").notNull().default(""),
    currency: char("currency", { length: 3 }).notNull().default("USD"),
    properties: jsonb("properties").$type<Record<string, string | number | boolean>>().notNull().default({}),
    searchVector: tsvector("search_vector"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("services_status_created_idx").on(t.status, t.createdAt),
    index("services_category_idx").on(t.categoryId),
    index("services_seller_idx").on(t.sellerId),
    index("services_regions_idx").using("gin", t.serviceRegions),
    index("services_search_idx").using("gin", t.searchVector),
  ],
);

export const serviceImages = pgTable(
  "service_images",
  {
    id: serial("id").primaryKey(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    url: text("url").notNull(),
    url2x: text("url_2x").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [index("service_images_service_idx").on(t.serviceId, t.position)],
);

// ---------------------------------------------------------------- search analytics
/** Every catalogue search counts towards "popular searches" (one row per normalised query). */
export const searchQueries = pgTable(
  "search_queries",
  {
    query: text("query").notNull(),
    locale: char("locale", { length: 2 }).notNull(),
    count: integer("count").notNull().default(1),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.query, t.locale] })],
);

// ---------------------------------------------------------------- accounts
/**
 * What a user may do. A seller company is linked to its user by sellers.owner_user_id (issue 5); the
 * role says which workspace the user has, `view_as_buyer` lets a seller use the buyer's view.
 */
export const userRole = pgEnum("user_role", ["buyer", "seller", "moderator", "admin"]);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased; unique regardless of case. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** argon2id; null for an account that only signs in with Google (until it sets a password). */
    passwordHash: text("password_hash"),
    /** Null while the sign-up code has not been entered: such an account cannot sign in and a new sign-up replaces it. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    locale: char("locale", { length: 2 }).notNull().default("en"),
    /** A default avatar's id (`default-3`) or null for an uploaded one (then the URLs below). */
    avatarId: text("avatar_id"),
    avatarUrl: text("avatar_url"),
    avatarUrl2x: text("avatar_url_2x"),
    role: userRole("role").notNull().default("buyer"),
    viewAsBuyer: boolean("view_as_buyer").notNull().default(false),
    /** The buyer's electricity price (USD per kWh) for profit and payback figures (issue 18); null = the default. */
    electricityPrice: doublePrecision("electricity_price"),
    isActive: boolean("is_active").notNull().default(true),
    /** Google's stable account id (`sub`) once the user signed in with Google. */
    googleSub: text("google_sub").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`)],
);

/** The 6-digit code mailed at sign-up (one live code per user); kept as an HMAC, never in clear. */
export const registrationCodes = pgTable(
  "registration_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("registration_codes_user_uq").on(t.userId)],
);

/**
 * Refresh tokens (SHA-256 of an opaque random value). A sign-in starts a family; each refresh
 * replaces the token by a new one of the same family; presenting a replaced token revokes the family.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    familyId: text("family_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    replacedById: integer("replaced_by_id"),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId), index("refresh_tokens_user_idx").on(t.userId)],
);

export const oneTimeLinkPurpose = pgEnum("one_time_link_purpose", [
  "password_reset",
  "email_change_old",
  "email_change_new",
]);

/** Links mailed for a password reset or an e-mail change: single use, with an expiry; the token is kept as SHA-256. */
export const oneTimeLinks = pgTable(
  "one_time_links",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: oneTimeLinkPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The address being confirmed (e-mail change). */
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_links_user_idx").on(t.userId, t.purpose)],
);

/** Up to three extra addresses that receive the user's notifications. */
export const userEmails = pgTable(
  "user_emails",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_emails_user_email_uq").on(t.userId, sql`lower(${t.email})`)],
);

/** Mail "sent" when no SMTP server is configured, shown at /dev/mailbox outside production. */
export const devMailbox = pgTable(
  "dev_mailbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers of the message (List-Unsubscribe of newsletter mail), as sent. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index("dev_mailbox_to_idx").on(t.toAddress, t.createdAt)],
);

// ---------------------------------------------------------------- moderation
export const moderationSubject = pgEnum("moderation_subject", ["product", "service", "seller_change"]);
export const moderationDecision = pgEnum("moderation_decision", ["approved", "rejected"]);

/** Audit log of moderators' decisions: who decided what, when, why, and what it changed. */
export const moderationDecisions = pgTable(
  "moderation_decisions",
  {
    id: serial("id").primaryKey(),
    moderatorId: integer("moderator_id").references(() => users.id, { onDelete: "set null" }),
    subjectKind: moderationSubject("subject_kind").notNull(),
    subjectId: integer("subject_id").notNull(),
    decision: moderationDecision("decision").notNull(),
    reason: text("reason").notNull().default(""),
    /** What was decided on: the fields of a new listing, or `{ field: { from, to } }` of a change. */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_decisions_subject_idx").on(t.subjectKind, t.subjectId, t.createdAt),
    index("moderation_decisions_created_idx").on(t.createdAt),
  ],
);

/** Fixed-window counters of the rate limits, shared by every app process. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

// ---------------------------------------------------------------- browsing: search history, banners
/** A signed-in user's recent searches: one row per distinct query, moved to the top when repeated. */
export const searchHistory = pgTable(
  "search_history",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("search_history_user_query_uq").on(t.userId, t.query),
    index("search_history_user_recent_idx").on(t.userId, t.searchedAt),
  ],
);

/**
 * Banners of the marketplace. `menu`: the category menu's banners (GET /api/menu-banners/active/);
 * `advertising`: paid placements (GET /api/blog/advertising-banners/, issue 19, docs/decisions/045),
 * which may name the advertising seller. A banner shows while active and inside its optional window.
 */
export const bannerKind = pgEnum("banner_kind", ["menu", "advertising"]);

export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    kind: bannerKind("kind").notNull(),
    /** Where on its page it shows, e.g. a menu column or "blog-sidebar"; free text per kind. */
    placement: text("placement").notNull().default(""),
    /** A menu banner shown under this category of the menu (null: everywhere). */
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    /** The advertiser, for advertising banners. */
    sellerId: integer("seller_id").references(() => sellers.id, { onDelete: "cascade" }),
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    subtitleEn: text("subtitle_en").notNull().default(""),
    subtitleFr: text("subtitle_fr").notNull().default(""),
    /** The image (the English one for advertising banners; "" until a moderator uploads it). */
    imageUrl: text("image_url").notNull(),
    imageUrl2x: text("image_url_2x").notNull(),
    imageWidth: integer("image_width").notNull(),
    imageHeight: integer("image_height").notNull(),
    /** The French image of an advertising banner (null: the English one shows in French too). */
    imageFrUrl: text("image_fr_url"),
    imageFrUrl2x: text("image_fr_url_2x"),
    imageFrWidth: integer("image_fr_width"),
    imageFrHeight: integer("image_fr_height"),
    /**
     * A path of the site (/products-catalog?brand_id__terms=1); menu banners may also hold an
     * absolute https:// URL. Advertising banners are paths only (their click route redirects there).
     */
    linkUrl: text("link_url").notNull(),
    position: smallint("position").notNull().default(0),
    /** Advertising banners: share of the placement's displays (1–100) among those live at once. */
    weight: smallint("weight").notNull().default(1),
    isActive: boolean("is_active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("banners_kind_position_idx").on(t.kind, t.isActive, t.position),
    check(
      "banners_advertising_placement",
      sql`${t.kind} <> 'advertising' or ${t.placement} in ('landing', 'marketplace', 'catalogue', 'article')`,
    ),
    check("banners_weight_range", sql`${t.weight} between 1 and 100`),
  ],
);

/**
 * Displays and clicks of advertising banners per day (UTC), written in batches (banners/stats.ts).
 * A table of its own: `banners` bumps the catalogue's data version (page caches) on every write.
 */
export const bannerStats = pgTable(
  "banner_stats",
  {
    bannerId: integer("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.day] })],
);

// ---------------------------------------------------------------- chat (issue 8, docs/chat-protocol.md)
export const chatRoomKind = pgEnum("chat_room_kind", ["listing", "support"]);

/**
 * A conversation: a buyer and the seller of one product or service (`listing`), or a user and the
 * support team (`support`: no seller; admins and moderators answer).
 */
export const chatRooms = pgTable(
  "chat_rooms",
  {
    id: serial("id").primaryKey(),
    kind: chatRoomKind("kind").notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "cascade" }),
    /** The buyer (for support rooms: the user who asks). */
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The seller company of the listing; null for support rooms. */
    sellerId: integer("seller_id").references(() => sellers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastMessageId: integer("last_message_id"),
    /** The last message's time, else the creation time: the order of room lists. */
    activityAt: timestamp("activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_rooms_buyer_product_uq")
      .on(t.buyerUserId, t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex("chat_rooms_buyer_service_uq")
      .on(t.buyerUserId, t.serviceId)
      .where(sql`${t.serviceId} is not null`),
    uniqueIndex("chat_rooms_support_uq").on(t.buyerUserId).where(sql`${t.kind} = 'support'`),
    index("chat_rooms_buyer_activity_idx").on(t.buyerUserId, t.activityAt.desc(), t.id.desc()),
    index("chat_rooms_seller_activity_idx").on(t.sellerId, t.activityAt.desc(), t.id.desc()),
    index("chat_rooms_kind_activity_idx").on(t.kind, t.activityAt.desc(), t.id.desc()),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Written by the buyer's side (else the seller's side or the support team). */
    fromBuyer: boolean("from_buyer").notNull(),
    /** Written by an admin or moderator in a support room: shown as the support team. */
    byStaff: boolean("by_staff").notNull().default(false),
    text: text("text").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("chat_messages_room_idx").on(t.roomId, t.id),
    index("chat_messages_unread_idx").on(t.roomId, t.fromBuyer).where(sql`${t.readAt} is null`),
  ],
);

/** When a user was last told (e-mail, Telegram) about unread messages of a room: at most every 15 minutes. */
export const chatNotifications = pgTable(
  "chat_notifications",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

// ---------------------------------------------------------------- catalogue imports (issue 7)
export const importStage = pgEnum("import_stage", [
  "queued",
  "processing",
  "errors",
  "confirm",
  "draft_success",
  "media_success",
  "moderation",
  "cancelled",
  "failed",
  "unchanged",
  "interrupted",
]);
export const importAction = pgEnum("import_action", ["created", "updated", "unchanged"]);

/** A failing cell, stored with its message key (translated when read). */
export interface StoredRowError {
  row: number;
  column: string | null;
  cell: string | null;
  field: string | null;
  key: string;
  params?: Record<string, string | number>;
}
/** A model name matched loosely, waiting for the seller's confirmation. */
export interface StoredModelMatch {
  row: number;
  typed: string;
  modelId: number;
  matched: string;
  score: number;
  confirmed: boolean;
}

/**
 * A spreadsheet import of a seller (docs/decisions/019): the kept upload, its stage, counts, row
 * errors and model matches. At most one import in progress per seller (partial unique index);
 * `closed_at` is set once the seller is done with it (sent, cancelled, replaced by a new upload).
 */
export const productImports = pgTable(
  "product_imports",
  {
    id: serial("id").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    stage: importStage("stage").notNull().default("queued"),
    locale: text("locale").notNull().default("en"),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    /** Where the upload is kept (outside the public uploads folder). */
    filePath: text("file_path").notNull(),
    /** Set by the cancel call; the job checks it between chunks and before its one write. */
    cancelRequested: boolean("cancel_requested").notNull().default(false),
    /**
     * While `processing`: until when the running job holds the import (renewed as it works). Past
     * it the job is taken for dead and the import is `interrupted` (decision 067).
     */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    categoryId: integer("category_id"),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsProcessed: integer("rows_processed").notNull().default(0),
    rowsFailed: integer("rows_failed").notNull().default(0),
    errorsCount: integer("errors_count").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    errors: jsonb("errors").$type<StoredRowError[]>().notNull().default([]),
    matches: jsonb("matches").$type<StoredModelMatch[]>().notNull().default([]),
    /** Why the import failed (stage `failed`): a message key and its parameters. */
    failure: jsonb("failure").$type<{ key: string; params?: Record<string, string | number> }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("product_imports_seller_idx").on(t.sellerId, t.createdAt),
    uniqueIndex("product_imports_one_active_uq")
      .on(t.sellerId)
      .where(sql`${t.stage} in ('queued', 'processing', 'confirm', 'draft_success', 'media_success')`),
  ],
);

/** The products an import created or updated, with the Excel row they came from. */
export const productImportItems = pgTable(
  "product_import_items",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => productImports.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    action: importAction("action").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.productId] }),
    index("product_import_items_product_idx").on(t.productId),
  ],
);

// ---------------------------------------------------------------- market data (issue 18)
/**
 * The latest figures of each coin, as the market-data provider last answered them (one row per
 * coin, replaced by each refresh that brings a newer reading; docs/decisions/040). A coin with no
 * row here is served from the snapshot shipped with the code.
 */
export const marketCoins = pgTable("market_coins", {
  symbol: text("symbol").primaryKey(),
  name: text("name").notNull(),
  algorithm: text("algorithm").notNull(),
  priceUsd: doublePrecision("price_usd").notNull(),
  priceEur: doublePrecision("price_eur").notNull(),
  blockReward: doublePrecision("block_reward").notNull(),
  blockTimeSec: doublePrecision("block_time_sec").notNull(),
  blockHeight: bigint("block_height", { mode: "number" }).notNull(),
  networkHashrateHs: doublePrecision("network_hashrate_hs"),
  difficulty: doublePrecision("difficulty"),
  hashesPerDifficulty: doublePrecision("hashes_per_difficulty"),
  /** When the provider answered these figures. */
  readAt: timestamp("read_at", { withTimezone: true }).notNull(),
});

/**
 * Block heights as read at each refresh (a few days kept): the recent average block time, which
 * dates Bitcoin's next halving, is the time between two readings over the blocks between them.
 */
export const marketHeightReadings = pgTable(
  "market_height_readings",
  {
    symbol: text("symbol").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
    height: bigint("height", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.readAt] }),
    index("market_height_readings_read_at_idx").on(t.readAt),
  ],
);

// ---------------------------------------------------------------- articles (issue 19, docs/decisions/044)
/**
 * Categories of the articles ("pulse"); the one with slug `handbook` holds the evergreen guides
 * (/handbook). Reference data: inserted by migration 0020.
 */
export const articleCategories = pgTable("article_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  nameEn: text("name_en").notNull(),
  nameFr: text("name_fr").notNull(),
  descriptionEn: text("description_en").notNull().default(""),
  descriptionFr: text("description_fr").notNull().default(""),
  position: smallint("position").notNull().default(0),
  createdAt: createdAt(),
});

export const articleStatus = pgEnum("article_status", ["draft", "scheduled", "published"]);

/** Words of a Markdown text (runs of non-spaces with a letter or digit: `##` and `-` are not words), kept by the database. */
const wordCount = (column: string) => sql.raw(`regexp_count(${column}, '\\S*[[:alnum:]]\\S*')`);

/**
 * An article in English and French. A language is there when its title and body are not empty;
 * the API serves the other one, marked as a fallback, when the asked one is missing. Public:
 * status `published` (or `scheduled`) with publish_at <= now().
 */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => articleCategories.id),
    status: articleStatus("status").notNull().default("draft"),
    /** When it goes public (status scheduled or published); null for a draft never scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** The byline; `author_user_id` is the moderator who wrote it, when written in the console. */
    authorName: text("author_name").notNull(),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    coverUrl: text("cover_url"),
    coverUrl2x: text("cover_url_2x"),
    coverWidth: integer("cover_width"),
    coverHeight: integer("cover_height"),
    titleEn: text("title_en").notNull().default(""),
    titleFr: text("title_fr").notNull().default(""),
    leadEn: text("lead_en").notNull().default(""),
    leadFr: text("lead_fr").notNull().default(""),
    /** Markdown; rendered and sanitised by the API (src/api/modules/blog/markdown.ts). */
    bodyEn: text("body_en").notNull().default(""),
    bodyFr: text("body_fr").notNull().default(""),
    wordsEn: integer("words_en").notNull().generatedAlwaysAs(wordCount("body_en")),
    wordsFr: integer("words_fr").notNull().generatedAlwaysAs(wordCount("body_fr")),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    relatedModelIds: integer("related_model_ids").array().notNull().default(sql`'{}'::int[]`),
    relatedProductIds: integer("related_product_ids").array().notNull().default(sql`'{}'::int[]`),
    views: integer("views").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The public list, newest first, over the articles that are not drafts.
    index("articles_public_idx").on(t.publishAt.desc(), t.id.desc()).where(sql`status <> 'draft'`),
    index("articles_category_idx")
      .on(t.categoryId, t.publishAt.desc(), t.id.desc())
      .where(sql`status <> 'draft'`),
  ],
);

/** Each saved version of an article's texts: who saved it and when (the editor's history). */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who saved it, as shown in the history (the user's name then, or "seed"). */
    savedBy: text("saved_by").notNull(),
    status: articleStatus("status").notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    leadEn: text("lead_en").notNull(),
    leadFr: text("lead_fr").notNull(),
    bodyEn: text("body_en").notNull(),
    bodyFr: text("body_fr").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("article_revisions_article_idx").on(t.articleId, t.createdAt.desc())],
);

/**
 * Who has viewed an article on a day (UTC): a keyed hash of the visitor (user or address and
 * browser) and the day, never the address itself. A row counts once: `articles.views` grows by the
 * rows inserted. Days before yesterday are deleted.
 */
export const articleViews = pgTable(
  "article_views",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day, t.visitor] }), index("article_views_day_idx").on(t.day)],
);

// ---------------------------------------------------------------- feedback and newsletter (issue 20)
/**
 * Messages of the feedback form (guests and users; the user linked when signed in), and the
 * team's answer, mailed to the sender from the console: who answered, when, what.
 */
export const feedbackMessages = pgTable(
  "feedback_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    /** The language of the page it was sent from: the answer's mail uses it. */
    locale: text("locale").notNull(),
    createdAt: createdAt(),
    answer: text("answer"),
    answeredBy: integer("answered_by").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [index("feedback_messages_created_idx").on(t.createdAt.desc())],
);

/**
 * Newsletter subscribers. Found by `email_hash` (SHA-256 of the lower-cased address); `email` is
 * null once unsubscribed (only the hash remains, as the privacy policy says). The confirmation
 * token is stored hashed, single use, with its expiry; unsubscribe and preference links carry a
 * signed token of the id instead (HMAC, nothing stored).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    emailHash: text("email_hash").notNull(),
    email: text("email"),
    status: text("status").notNull(),
    topics: text("topics").array().notNull(),
    language: text("language").notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_hash_idx").on(t.emailHash),
    uniqueIndex("newsletter_subscribers_token_idx").on(t.confirmTokenHash),
    check(
      "newsletter_subscribers_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
    check("newsletter_subscribers_language_check", sql`${t.language} in ('en', 'fr')`),
  ],
);

/**
 * Recent views of products, services and companies (issue 20, decision 049): one row per listing,
 * day (UTC) and visitor (a keyed hash, as article views), for the trending lists of the last days.
 * Rows older than TRENDING_DAYS are deleted by the writer. No data-version trigger: views move all day.
 */
export const recentViews = pgTable(
  "recent_views",
  {
    kind: text("kind").notNull(),
    targetId: integer("target_id").notNull(),
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.targetId, t.day, t.visitor] }),
    index("recent_views_kind_day_idx").on(t.kind, t.day),
  ],
);

// ---------------------------------------------------------------- saved searches and alerts (issue 22, decision 053)
/**
 * A buyer's saved catalogue searches and alerts, one row each (decision 053): `search` (the
 * catalogue's query, alerting on new matching listings), `price_drop` (a model's listing below a
 * price), `halving` (a reminder before a coin's halving). The normalised columns of a search are
 * what the matching job probes with one indexed statement per new product: `category_keys` and
 * `brand_keys` hold the filter's ids (categories with their descendants) or `{0}` for "any", so
 * `&& array[0, id]` is one GIN probe; the price bounds and the text are checked on the candidates.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    paused: boolean("paused").notNull().default(false),
    /** A search: the catalogue search API's query (canonical, without paging). */
    query: jsonb("query").$type<Record<string, unknown>>().notNull().default({}),
    categoryKeys: integer("category_keys").array().notNull().default(sql`'{0}'::int[]`),
    brandKeys: integer("brand_keys").array().notNull().default(sql`'{0}'::int[]`),
    priceMin: numeric("price_min", { precision: 14, scale: 2, mode: "number" }),
    priceMax: numeric("price_max", { precision: 14, scale: 2, mode: "number" }),
    /** A price drop: the model and the price (USD) a listing must go below. */
    modelId: integer("model_id").references(() => minerModels.id, { onDelete: "cascade" }),
    priceBelow: numeric("price_below", { precision: 14, scale: 2, mode: "number" }),
    /** A halving reminder: the coin. */
    coin: text("coin"),
    /**
     * When matches are sent (decision 064): `instant` (a job within seconds, bounded per hour) or
     * `digest` (the daily digest). The API gives new searches and price drops `instant`; rows saved
     * before instant alerts existed keep the digest they were promised.
     */
    delivery: text("delivery").notNull().default("digest"),
    /** Its channels: e-mail, and Telegram when the user linked a chat. */
    notifyEmail: boolean("notify_email").notNull().default(true),
    notifyTelegram: boolean("notify_telegram").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.id),
    index("saved_searches_keys_idx")
      .using("gin", t.categoryKeys, t.brandKeys)
      .where(sql`kind = 'search' and not paused`),
    index("saved_searches_model_idx")
      .on(t.modelId, t.priceBelow)
      .where(sql`kind = 'price_drop' and not paused`),
    check("saved_searches_kind_check", sql`${t.kind} in ('search', 'price_drop', 'halving')`),
    check("saved_searches_delivery_check", sql`${t.delivery} in ('instant', 'digest')`),
  ],
);

/**
 * What an alert found and the next digest tells (at most one mail and one Telegram message a day
 * per user): a matching product (once per alert), or a halving reminder (once per alert and halving).
 */
export const alertItems = pgTable(
  "alert_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    alertId: integer("alert_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    /** The price that matched (a price drop). */
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }),
    halvingHeight: integer("halving_height"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Sent by an instant alert (decision 064): the messages of the last hour are counted by their `sent_at`. */
    sentInstant: boolean("sent_instant").notNull().default(false),
  },
  (t) => [
    uniqueIndex("alert_items_product_uq").on(t.alertId, t.productId),
    uniqueIndex("alert_items_halving_uq").on(t.alertId, t.halvingHeight),
    index("alert_items_pending_idx").on(t.userId).where(sql`sent_at is null`),
    index("alert_items_alert_idx").on(t.alertId, t.id),
  ],
);

/** A user's alert delivery: the Telegram chat that also receives the digest, and when the last digest went. */
export const alertSettings = pgTable("alert_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  telegramChatId: text("telegram_chat_id"),
  lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  /** A deferred instant job is queued for this time (the hourly bound was reached; decision 064). */
  instantDeferredUntil: timestamp("instant_deferred_until", { withTimezone: true }),
});

// ---------------------------------------------------------------- requests for quote and orders (issue 21)
/**
 * A quote thread (one seller's answer to a request): requested -> quoted (revised any number of
 * times) -> accepted, or declined by the seller, lost when the buyer accepts another seller's
 * quote, withdrawn when the buyer withdraws the request. The allowed moves: src/api/modules/orders/transitions.ts.
 */
export const quoteStatus = pgEnum("quote_status", [
  "requested",
  "quoted",
  "declined",
  "accepted",
  "lost",
  "withdrawn",
]);
export const orderStatus = pgEnum("order_status", [
  "awaiting_payment",
  "paid",
  "shipped",
  "delivered",
  "cancelled",
]);

/** A buyer's request for quote about a product or a miner model, sent to 1-10 sellers (one `quotes` row each). */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: serial("id").primaryKey(),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The listing the request was made from (null: made from a model page). */
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    modelId: integer("model_id").references(() => minerModels.id),
    /** The product's or model's name when the request was made. */
    title: text("title").notNull(),
    quantity: integer("quantity").notNull(),
    deliveryCountryIso: char("delivery_country_iso", { length: 2 })
      .notNull()
      .references(() => countries.iso),
    deliveryCity: text("delivery_city").notNull().default(""),
    wantedBy: date("wanted_by", { mode: "string" }),
    notes: text("notes").notNull().default(""),
    /** Set when a quote was accepted or the request withdrawn: no more quotes. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("quote_requests_buyer_idx").on(t.buyerUserId, t.createdAt.desc())],
);

/** Quote tiers: unit price from a quantity on. */
export interface QuoteTier {
  min_quantity: number;
  unit_price: number;
}

export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    /** The seller's listing the request is about (its figures feed the comparison). */
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    status: quoteStatus("status").notNull().default("requested"),
    tiers: jsonb("tiers").$type<QuoteTier[]>().notNull().default([]),
    currency: char("currency", { length: 3 }).notNull().default("USD"),
    leadTimeDays: smallint("lead_time_days"),
    incoterm: text("incoterm").notNull().default(""),
    warrantyMonths: smallint("warranty_months"),
    validUntil: date("valid_until", { mode: "string" }),
    terms: text("terms").notNull().default(""),
    /** How and when the buyer pays, e.g. "30% deposit, balance before shipping" (issue 30). */
    paymentTerms: text("payment_terms").notNull().default(""),
    /** Where to pay (bank details…): shown to the buyer only once the quote became its order (decision 059). */
    paymentInstructions: text("payment_instructions").notNull().default(""),
    declineReason: text("decline_reason").notNull().default(""),
    /** 0 before the first answer; each answer or revision adds one. */
    revision: smallint("revision").notNull().default(0),
    /** The chat room of the buyer and this seller about the request (and its order). */
    chatRoomId: integer("chat_room_id").references(() => chatRooms.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quotes_request_seller_uq").on(t.requestId, t.sellerId),
    index("quotes_seller_idx").on(t.sellerId, t.createdAt.desc()),
  ],
);

/** An accepted quote becomes an order (one per quote). Payment happens outside RigMarket for now. */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: "cascade" }),
    requestId: integer("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    status: orderStatus("status").notNull().default("awaiting_payment"),
    quantity: integer("quantity").notNull(),
    unitPrice: numeric("unit_price", { precision: 14, scale: 2, mode: "number" }).notNull(),
    total: numeric("total", { precision: 16, scale: 2, mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    // The quote's terms, copied when the buyer accepts it: nothing done later changes them (decision 059).
    leadTimeDays: smallint("lead_time_days"),
    incoterm: text("incoterm").notNull().default(""),
    warrantyMonths: smallint("warranty_months"),
    validUntil: date("valid_until", { mode: "string" }),
    paymentTerms: text("payment_terms").notNull().default(""),
    terms: text("terms").notNull().default(""),
    paymentInstructions: text("payment_instructions").notNull().default(""),
    /** The street address the buyer gives on the order before paying (country and city are the request's). */
    deliveryAddress: text("delivery_address").notNull().default(""),
    /** Who handles the payment: `manual` (outside RigMarket, each side confirms); later a provider (escrow). */
    paymentProvider: text("payment_provider").notNull().default("manual"),
    paymentMethod: text("payment_method").notNull().default(""),
    paymentReference: text("payment_reference").notNull().default(""),
    trackingCarrier: text("tracking_carrier").notNull().default(""),
    trackingNumber: text("tracking_number").notNull().default(""),
    cancelReason: text("cancel_reason").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_buyer_idx").on(t.buyerUserId, t.createdAt.desc()),
    index("orders_seller_idx").on(t.sellerId, t.createdAt.desc()),
  ],
);

/** The timeline: every transition of a request, quote or order, with its actor and time. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** The transition's name (transitions.ts), e.g. `quote.submit`, `order.ship`. */
    transition: text("transition").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** buyer, seller or system (a quote lost to another one). */
    actorRole: text("actor_role").notNull(),
    note: text("note").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_events_request_idx").on(t.requestId, t.id),
    index("order_events_order_idx").on(t.orderId, t.id),
  ],
);

/**
 * The files a buyer attaches to a request for quote (docs/decisions/057): at most
 * ORDER_LIMITS.attachmentsMax, each of a kind recognised from its bytes (pdf, png, jpeg, xlsx), kept
 * in the private `attachments` store under `storage_key`, read by the request's buyer and sellers.
 */
export const quoteRequestAttachments = pgTable(
  "quote_request_attachments",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** The name the buyer's file had (cleaned), shown and given back on download. */
    fileName: text("file_name").notNull(),
    /** pdf, png, jpeg or xlsx: what the bytes are, not what the name or the browser said. */
    kind: text("kind").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("quote_request_attachments_request_idx").on(t.requestId, t.id),
    uniqueIndex("quote_request_attachments_key_uq").on(t.storageKey),
    check("quote_request_attachments_kind_check", sql`${t.kind} in ('pdf', 'png', 'jpeg', 'xlsx')`),
  ],
);

/**
 * One row per step (an order_events row) and recipient once its e-mail and Telegram messages were
 * queued (docs/decisions/057): the notification job inserts it first, so a retried job sends nothing twice.
 */
export const orderNotifications = pgTable(
  "order_notifications",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => orderEvents.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

// ---------------------------------------------------------------- directory (issue 20, decision 050)
/**
 * The moderator-kept directory: mining pools, exchangers and OTC desks, firmware and toolkit links,
 * one table with a kind. `data` holds the kind's own fields as its Zod contract
 * (src/common/api/directory.ts) checked them; `figures_date` is the day its figures were taken.
 * Firmware entries name their brand (and model, or none for the whole brand) in columns, so product
 * pages find them by index. Archived entries leave the public pages and stay in the console.
 */
export const directoryEntries = pgTable(
  "directory_entries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    website: text("website").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionFr: text("description_fr").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    figuresDate: date("figures_date", { mode: "string" }).notNull(),
    brandId: integer("brand_id").references(() => brands.id),
    modelId: integer("model_id").references(() => minerModels.id),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("directory_entries_kind_idx").on(t.kind, t.name).where(sql`${t.archivedAt} is null`),
    index("directory_entries_brand_idx")
      .on(t.brandId, t.modelId)
      .where(sql`${t.kind} = 'firmware' and ${t.archivedAt} is null`),
    check("directory_entries_kind_check", sql`${t.kind} in ('pool', 'exchanger', 'firmware')`),
    check(
      "directory_entries_firmware_brand_check",
      sql`(${t.kind} = 'firmware') = (${t.brandId} is not null)`,
    ),
  ],
);

/**
 * Pool ratings (1–5 with a short review): one per user and pool (a new rating replaces it and is
 * moderated again); only approved ones count in the average and show.
 */
export const poolRatings = pgTable(
  "pool_ratings",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => directoryEntries.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    review: text("review").notNull(),
    status: text("status").notNull(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pool_ratings_entry_user_idx").on(t.entryId, t.userId),
    index("pool_ratings_status_idx").on(t.status, t.updatedAt),
    check("pool_ratings_rating_check", sql`${t.rating} between 1 and 5`),
    check("pool_ratings_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * Newsletter issues (issue 20): a subject and a Markdown body per language, the topics it is for;
 * sent once by a job (`newsletter_deliveries` records each subscriber mailed, so a retried job
 * mails nobody twice).
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: serial("id").primaryKey(),
    subjectEn: text("subject_en").notNull(),
    bodyEn: text("body_en").notNull(),
    subjectFr: text("subject_fr").notNull(),
    bodyFr: text("body_fr").notNull(),
    topics: text("topics").array().notNull(),
    status: text("status").notNull().default("draft"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sendRequestedAt: timestamp("send_requested_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [check("newsletter_issues_status_check", sql`${t.status} in ('draft', 'sending', 'sent')`)],
);

export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriberId] })],
);

/**
 * Share images kept in the media storage after their first drawing (issue 31, docs/decisions/071):
 * the stored file of each product's or company's card. A new version of the card replaces the row,
 * and its old file is deleted; the hourly clean-up deletes those of products and companies gone.
 */
export const ogImages = pgTable(
  "og_images",
  {
    kind: text("kind").notNull(),
    subjectId: integer("subject_id").notNull(),
    key: text("key").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subjectId] }),
    check("og_images_kind_check", sql`${t.kind} in ('product', 'company')`),
  ],
);

/**
 * Slots of heavy work (docs/decisions/066): one row per job running now, with the account it works
 * for and a lease its holder renews while it runs. A job takes a slot only while fewer than the
 * global limit run, and fewer than the per-account limit for its account; a crashed holder's
 * slot frees itself when its lease ends.
 */
export const heavySlots = pgTable(
  "heavy_slots",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    account: text("account").notNull(),
    holder: text("holder").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("heavy_slots_account_idx").on(t.account)],
);

/**
 * Files built by a job for a seller (docs/decisions/066): the annotated errors file of an import
 * (one per import state and language: `source`) and the exports of products. The file itself is
 * in the generated-files store under `file_key` once `status` is ready.
 */
export const generatedFiles = pgTable(
  "generated_files",
  {
    id: serial("id").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What the file is built from: the import's state and language, or the export's selection and language. */
    source: text("source").notNull(),
    importId: integer("import_id").references(() => productImports.id, { onDelete: "cascade" }),
    /** The job's input (the export's ids and language; the errors file's language). */
    params: jsonb("params").$type<{ locale: string; ids?: number[] }>().notNull(),
    status: text("status").notNull().default("queued"),
    fileName: text("file_name").notNull(),
    fileKey: text("file_key"),
    size: integer("size"),
    done: integer("done").notNull().default(0),
    total: integer("total"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
  },
  (t) => [
    check("generated_files_status_check", sql`${t.status} in ('queued', 'running', 'ready', 'failed')`),
    check("generated_files_kind_check", sql`${t.kind} in ('errors', 'export')`),
    index("generated_files_seller_idx").on(t.sellerId, t.kind, t.createdAt),
    // One build at a time of the same thing: a second request joins the first.
    uniqueIndex("generated_files_building_uq")
      .on(t.sellerId, t.kind, t.source)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
