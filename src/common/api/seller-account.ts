/**
 * Contracts of the seller's own calls (issue 5): the business-account steps (POST /api/sellers/,
 * PUT /api/sellers/{id}/), the owner's view with pending moderation, offices, logo and photos,
 * Telegram chats, notification settings, and the partner request form (POST /api/forms/seller-contact/).
 * Names are snake_case on the wire. Rules: docs/decisions/011-seller-accounts.md.
 */
import { type CountryCode, getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import { z } from "zod";
import {
  CONTACT_TOPICS,
  type NOTIFICATION_CHANNELS,
  type NOTIFICATION_EVENTS,
  REGION_CODES,
  SELLER_LIMITS,
  SOCIAL_NETWORKS,
} from "../constants.ts";

// Limits and lists live in ../constants.ts (the browser imports them without Zod).
export { CONTACT_TOPICS, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, SELLER_LIMITS } from "../constants.ts";

import { isValidPhone } from "../phone.ts";
import { emailField } from "./accounts.ts";
import { idParam, imageSchema, paged } from "./shared.ts";

/** The business-account steps (spec 2): CompanyHeadquarters, SellerRegistration, UploadCatalog. */
export const ONBOARDING_STEPS = [1, 2, 3] as const;

export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type SellerNotificationSettings = Partial<
  Record<NotificationChannel, Partial<Record<NotificationEvent, boolean>>>
>;

// ---------------------------------------------------------------- fields
const required = { error: "validation.required", abort: true } as const;

const text = (max: number) => z.string().trim().min(1, required).max(max, { error: "validation.maxLength" });
const optionalText = (max: number) => z.string().trim().max(max, { error: "validation.maxLength" });

const urlField = optionalText(SELLER_LIMITS.urlMax).refine(
  (v) => v === "" || (/^https?:\/\//i.test(v) && URL.canParse(v)),
  { error: "validation.url" },
);

const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, required)
  .regex(/^[A-Z]{2}$/, { error: "validation.countryCode" });

/** A latitude (limit 90) or longitude (limit 180) in decimal degrees; off the globe names the bound. */
const coordinateField = (limit: number) =>
  z
    .number({ error: "validation.number" })
    .min(-limit, { error: "validation.min" })
    .max(limit, { error: "validation.max" })
    .nullable();

/** An international number ("+44 7400 123456"); checked against the country by the body's refinement. */
const phoneField = z.string().trim().min(1, required).max(40, { error: "validation.maxLength" });

/** Telegram chat id: a minus sign followed by digits (spec 5). */
export const TELEGRAM_CHAT_ID = /^-\d{1,20}$/;

const telegramLinkField = optionalText(SELLER_LIMITS.urlMax).refine(
  (v) => v === "" || /^(https:\/\/t\.me\/[A-Za-z0-9_+/-]{3,}|@[A-Za-z0-9_]{5,32})$/.test(v),
  { error: "sellers.telegramLink" },
);

const socialLinksField = z.partialRecord(z.enum(SOCIAL_NETWORKS), urlField);

/** The step CompanyHeadquarters fields. */
const headquartersShape = {
  company_name: text(SELLER_LIMITS.nameMax),
  legal_name: text(SELLER_LIMITS.nameMax),
  website: urlField.default(""),
  head_office_address: text(SELLER_LIMITS.addressMax),
  country_iso: countryField,
  city_id: idParam.nullable().default(null),
  latitude: coordinateField(90).default(null),
  longitude: coordinateField(180).default(null),
  region_code: z.enum(REGION_CODES, { error: "validation.regionCode" }),
  phone: phoneField,
};

/** The step SellerRegistration fields (logo and photos are uploaded by their own calls). */
const registrationShape = {
  about: optionalText(SELLER_LIMITS.aboutMax),
  social_links: socialLinksField,
  whatsapp: optionalText(40),
  telegram_link: telegramLinkField,
};

/**
 * A valid number (isValidPhone) of the company's country: a national number is read as one of
 * `iso`; an international one must carry that country's calling code (+1 covers the whole NANP).
 */
export function phoneFitsCountry(number: string, iso: string | null | undefined): boolean {
  if (!isValidPhone(number, iso ?? undefined)) return false;
  const code = iso?.toUpperCase();
  if (!code || !getCountries().includes(code as CountryCode) || !number.trim().startsWith("+")) return true;
  const digits = number.replace(/\D/g, "");
  return digits.startsWith(getCountryCallingCode(code as CountryCode));
}

const checkPhones = (
  v: { phone?: string; country_iso?: string; whatsapp?: string },
  ctx: z.RefinementCtx,
) => {
  if (v.phone && !phoneFitsCountry(v.phone, v.country_iso)) {
    ctx.addIssue({ code: "custom", path: ["phone"], message: "sellers.phoneInvalid", input: v.phone });
  }
  if (v.whatsapp && !isValidPhone(v.whatsapp)) {
    ctx.addIssue({ code: "custom", path: ["whatsapp"], message: "sellers.phoneInvalid", input: v.whatsapp });
  }
};

/**
 * A map position is both coordinates or neither: the one missing (absent or null) while the other
 * is set is named. In a PUT, leaving both out keeps the saved position.
 */
const checkCoordinates = (
  v: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) => {
  const lat = v.latitude ?? null;
  const lon = v.longitude ?? null;
  if (v.latitude === undefined && v.longitude === undefined) return;
  if ((lat === null) === (lon === null)) return;
  const missing = lat === null ? "latitude" : "longitude";
  ctx.addIssue({ code: "custom", path: [missing], message: "sellers.coordinatesPair", input: v[missing] });
};

/** POST /api/sellers/: creates the draft company from step CompanyHeadquarters (or saves that step again). */
export const createSellerBody = z
  .strictObject(headquartersShape)
  .superRefine(checkPhones)
  .superRefine(checkCoordinates);
export type CreateSellerBody = z.infer<typeof createSellerBody>;

/**
 * PUT /api/sellers/{id}/: saves any company fields (a step's form, or the settings page). Absent
 * fields keep their value. `step` records the step the owner reached; `complete: true` ends the
 * business account (the company leaves draft), like POST .../complete/.
 */
export const updateSellerBody = z
  .strictObject({
    company_name: headquartersShape.company_name.optional(),
    legal_name: headquartersShape.legal_name.optional(),
    website: urlField.optional(),
    head_office_address: headquartersShape.head_office_address.optional(),
    country_iso: countryField.optional(),
    city_id: idParam.nullable().optional(),
    latitude: coordinateField(90).optional(),
    longitude: coordinateField(180).optional(),
    region_code: headquartersShape.region_code.optional(),
    phone: phoneField.optional(),
    about: registrationShape.about.optional(),
    social_links: registrationShape.social_links.optional(),
    whatsapp: registrationShape.whatsapp.optional(),
    telegram_link: registrationShape.telegram_link.optional(),
    step: z
      .number({ error: "validation.integer" })
      .int({ error: "validation.integer" })
      .min(1)
      .max(3)
      .optional(),
    complete: z.boolean({ error: "validation.boolean" }).optional(),
  })
  .superRefine(checkCoordinates)
  .superRefine((v, ctx) => {
    // The phone against the country is checked by the service when the country is not in the body.
    if (v.whatsapp && !isValidPhone(v.whatsapp)) {
      ctx.addIssue({
        code: "custom",
        path: ["whatsapp"],
        message: "sellers.phoneInvalid",
        input: v.whatsapp,
      });
    }
  });
export type UpdateSellerBody = z.infer<typeof updateSellerBody>;

/** The company fields an owner edits (the moderated part of the profile). */
export const SELLER_FIELDS = [
  "company_name",
  "legal_name",
  "website",
  "head_office_address",
  "country_iso",
  "city_id",
  "latitude",
  "longitude",
  "region_code",
  "phone",
  "about",
  "social_links",
  "whatsapp",
  "telegram_link",
] as const;
export type SellerField = (typeof SELLER_FIELDS)[number];
export type SellerFields = {
  company_name: string;
  legal_name: string;
  website: string;
  head_office_address: string;
  country_iso: string | null;
  city_id: number | null;
  latitude: number | null;
  longitude: number | null;
  region_code: string | null;
  phone: string;
  about: string;
  social_links: Partial<Record<(typeof SOCIAL_NETWORKS)[number], string>>;
  whatsapp: string;
  telegram_link: string;
};

export const officeBody = z.strictObject({
  name: text(SELLER_LIMITS.nameMax),
  address: text(SELLER_LIMITS.addressMax),
  country_iso: countryField,
  city_id: idParam.nullable().default(null),
});
export type OfficeBody = z.infer<typeof officeBody>;
export const officePatchBody = z.strictObject({
  name: officeBody.shape.name.optional(),
  address: officeBody.shape.address.optional(),
  country_iso: countryField.optional(),
  city_id: idParam.nullable().optional(),
});
export type OfficePatchBody = z.infer<typeof officePatchBody>;

/** An office as the owner edits it (and as a pending change stores it). */
export interface OfficeDraft {
  id: number;
  name: string;
  address: string;
  country_iso: string;
  city_id: number | null;
}

/**
 * What a pending change proposes: changed company fields, the whole new list of offices when they
 * changed, and a newly uploaded logo.
 */
export interface SellerChangePayload {
  fields: Partial<SellerFields>;
  offices?: OfficeDraft[];
  logo?: { url: string; url_2x: string };
}

export const sellerIdParams = z.object({ id: idParam });
export const officeParams = z.object({ id: idParam, officeId: idParam });
export const photoParams = z.object({ id: idParam, photoId: idParam });
export const chatParams = z.object({ id: idParam });

// ---------------------------------------------------------------- responses
export const ownOfficeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  country_iso: z.string(),
  city_id: z.number().int().nullable(),
  /** True when this office is new or changed in the pending change (not public yet). */
  pending: z.boolean(),
});
export type OwnOffice = z.infer<typeof ownOfficeSchema>;

export const ownPhotoSchema = imageSchema.omit({ alt: true }).extend({ id: z.number().int() });

export const SELLER_STATUSES = ["draft", "active", "suspended"] as const;

/**
 * GET /api/sellers/me/ (and the answer of every owner call): the company as its owner edits it. Field
 * values include the pending change; `pending_fields` names what waits for moderation.
 */
export const ownSellerSchema = z.object({
  id: z.number().int(),
  status: z.enum(SELLER_STATUSES),
  step: z.number().int(),
  company_name: z.string(),
  legal_name: z.string(),
  /** After the company left draft the legal name changes only through support. */
  legal_name_locked: z.boolean(),
  website: z.string(),
  head_office_address: z.string(),
  country_iso: z.string().nullable(),
  city_id: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  region_code: z.string().nullable(),
  phone: z.string(),
  about: z.string(),
  social_links: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
  whatsapp: z.string(),
  telegram_link: z.string(),
  logo_url: z.string(),
  logo_url_2x: z.string(),
  photos: z.array(ownPhotoSchema),
  offices: z.array(ownOfficeSchema),
  verified: z.boolean(),
  /** The waiting change, or null. */
  pending: z
    .object({
      id: z.number().int(),
      /** "Pending moderation" in the request's language. */
      label: z.string(),
      fields: z.array(z.string()),
      offices: z.boolean(),
      created_at: z.string(),
    })
    .nullable(),
  /** The last decided change (shown once: "your changes were rejected: reason"). */
  last_decision: z
    .object({ status: z.enum(["approved", "rejected"]), reason: z.string(), decided_at: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type OwnSeller = z.infer<typeof ownSellerSchema>;

export const ownOfficeList = z.array(ownOfficeSchema);

// ---------------------------------------------------------------- Telegram
export const telegramChatBody = z.strictObject({
  chat_id: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, required)
    .regex(TELEGRAM_CHAT_ID, { error: "sellers.telegramChatId" }),
});
export const telegramChatSchema = z.object({
  id: z.number().int(),
  chat_id: z.string(),
  created_at: z.string(),
});
export const telegramChatList = paged(telegramChatSchema).extend({
  /** False when TELEGRAM_BOT_TOKEN is not set: the chats are kept but nothing is sent. */
  bot_configured: z.boolean(),
});

// ---------------------------------------------------------------- notification settings
const eventFlags = z.strictObject({
  chat_message: z.boolean({ error: "validation.boolean" }),
  moderation_result: z.boolean({ error: "validation.boolean" }),
  catalogue_import: z.boolean({ error: "validation.boolean" }),
  /** Requests for quote, quotes and orders (issue 21, docs/decisions/057). */
  order_update: z.boolean({ error: "validation.boolean" }),
});
export const notificationSettingsBody = z.strictObject({
  email: eventFlags.partial().optional(),
  telegram: eventFlags.partial().optional(),
});
export const notificationSettingsSchema = z.object({
  email: eventFlags,
  telegram: eventFlags,
  /** Additional addresses (users/emails/) that receive the e-mail notifications too. */
  extra_emails: z.array(z.string()),
  bot_configured: z.boolean(),
  telegram_chats: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

// ---------------------------------------------------------------- partner form
export const sellerContactBody = z
  .strictObject({
    name: text(150),
    company: optionalText(SELLER_LIMITS.nameMax).default(""),
    email: emailField,
    phone: optionalText(40).default(""),
    topic: z.enum(CONTACT_TOPICS),
    message: text(SELLER_LIMITS.messageMax),
  })
  .superRefine((v, ctx) => {
    if (v.phone && !isValidPhone(v.phone)) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "sellers.phoneInvalid", input: v.phone });
    }
  });
export type SellerContactBody = z.infer<typeof sellerContactBody>;
