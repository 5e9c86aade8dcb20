/**
 * Contracts of the saved searches and alerts (issue 22, decision 053): the buyer's list and its
 * changes, the delivery settings, and the one-click unsubscribe of the digest mail. Error messages
 * are catalogue keys naming the field (alerts.en.ts).
 */
import { z } from "zod";
import { ALERT_DELIVERIES, ALERT_KINDS, ALERT_LIMITS } from "../alerts.ts";
import { HALVING_COINS } from "../economics.ts";
import { productSearchQuery } from "./catalog.ts";
import { idField } from "./shared.ts";

const name = z
  .string({ error: "alerts.error.name" })
  .trim()
  .min(1, { error: "alerts.error.name" })
  .max(ALERT_LIMITS.nameMax, { error: "alerts.error.name" });

const price = z
  .number({ error: "alerts.error.price" })
  .positive({ error: "alerts.error.price" })
  .max(1e9, { error: "alerts.error.price" });

const delivery = z.enum(ALERT_DELIVERIES, { error: "alerts.error.delivery" });
const channel = z.boolean({ error: "alerts.error.channel" });

/**
 * How a search's or a price drop's matches are sent (decision 064): `instant` (default, within
 * seconds) or `digest` (the daily digest), by e-mail and/or Telegram (when a chat is linked); at
 * least one channel.
 */
const deliveryFields = {
  delivery: delivery.default("instant"),
  email: channel.default(true),
  telegram: channel.default(true),
};
const oneChannel = (b: { email?: boolean; telegram?: boolean }) => b.email !== false || b.telegram !== false;

/** POST /api/alerts/: a saved search (the catalogue search API's query), a price drop or a halving reminder. */
export const alertCreateBody = z
  .discriminatedUnion(
    "kind",
    [
      z.strictObject({
        kind: z.literal("search"),
        name,
        /** The query of GET /api/search/products/ as the catalogue sends it (paging is ignored). */
        query: z.record(z.string(), z.unknown()).pipe(productSearchQuery),
        ...deliveryFields,
      }),
      z.strictObject({
        kind: z.literal("price_drop"),
        name: name.optional(),
        model_id: idField,
        price_below: price,
        ...deliveryFields,
      }),
      z.strictObject({
        kind: z.literal("halving"),
        name: name.optional(),
        coin: z.enum(HALVING_COINS as [string, ...string[]], { error: "alerts.error.coin" }),
      }),
    ],
    { error: "alerts.error.kind" },
  )
  .refine((b) => b.kind === "halving" || oneChannel(b), { error: "alerts.error.channel", path: ["email"] });
export type AlertCreateBody = z.infer<typeof alertCreateBody>;

/** PATCH /api/alerts/{id}/: rename, pause or resume, a price drop's price. */
export const alertPatchBody = z
  .strictObject({
    name: name.optional(),
    paused: z.boolean({ error: "validation.invalid" }).optional(),
    price_below: price.optional(),
    delivery: delivery.optional(),
    email: channel.optional(),
    telegram: channel.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { error: "alerts.error.nothing", path: ["name"] })
  .refine(oneChannel, { error: "alerts.error.channel", path: ["email"] });
export type AlertPatchBody = z.infer<typeof alertPatchBody>;

/** A listing an alert found (newest first on /buyer-alerts). */
export const alertMatchSchema = z.object({
  product_name: z.string(),
  sku: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  matched_at: z.string(),
  /** Sent already (instantly or in a digest); false: still waiting for the digest or the hour. */
  sent: z.boolean(),
});
export type AlertMatch = z.infer<typeof alertMatchSchema>;

export const alertSchema = z.object({
  id: z.number(),
  kind: z.enum(ALERT_KINDS),
  name: z.string(),
  paused: z.boolean(),
  /** A search: its query (GET /api/search/products/ parameters, canonical). */
  query: z.record(z.string(), z.unknown()).nullable(),
  model: z.object({ id: z.number(), name: z.string() }).nullable(),
  price_below: z.number().nullable(),
  coin: z.string().nullable(),
  /** A search or a price drop: instant or digest (a halving reminder: always the digest). */
  delivery: delivery,
  email: z.boolean(),
  telegram: z.boolean(),
  /** The latest listings it found (at most ALERT_LIMITS.recentMatches), newest first; public ones only. */
  matches: z.array(alertMatchSchema),
  created_at: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertList = z.object({
  count: z.number(),
  limit: z.number(),
  results: z.array(alertSchema),
  /** Where the digest also goes (null: e-mail only). */
  telegram_chat_id: z.string().nullable(),
  telegram_configured: z.boolean(),
});
export type AlertList = z.infer<typeof alertList>;

/** PUT /api/alerts/settings/: the Telegram chat of the digest ("" or null: none). */
export const alertSettingsBody = z.strictObject({
  telegram_chat_id: z
    .string({ error: "alerts.error.telegram" })
    .trim()
    .max(21, { error: "alerts.error.telegram" })
    .refine((v) => v === "" || ALERT_LIMITS.telegramChatId.test(v), { error: "alerts.error.telegram" })
    .nullable(),
});

/** The signed token of a digest's unsubscribe links (one alert, or every alert of the user). */
export const alertTokenQuery = z.object({
  token: z
    .string({ error: "alerts.error.token" })
    .trim()
    .min(1, { error: "alerts.error.token" })
    .max(200, { error: "alerts.error.token" }),
});

/** GET /api/alerts/unsubscribe/: what a link unsubscribes from (nothing changes). */
export const alertUnsubscribeInfo = z.object({
  /** null: every alert of the user. */
  alert: z.object({ id: z.number(), name: z.string(), paused: z.boolean() }).nullable(),
  all: z.boolean(),
});
