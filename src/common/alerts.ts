/**
 * Saved searches and alerts (issue 22, decision 053): the kinds, the limits, and what a reminder
 * waits for. Shared by the API and the buyer's page.
 */
export const ALERT_KINDS = ["search", "price_drop", "halving"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** When a search's or a price drop's matches are sent (decision 064): within seconds, or in the daily digest. */
export const ALERT_DELIVERIES = ["instant", "digest"] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];

export const ALERT_LIMITS = {
  /** Saved searches and alerts per user (all kinds together). */
  perUser: 50,
  nameMax: 120,
  /** Telegram chat ids: a user "123456", a group or channel "-100123456". */
  telegramChatId: /^-?\d{1,20}$/,
  /** Items named in one digest (the rest are counted). */
  digestItems: 30,
  /**
   * Instant messages (one mail and, with a chat, one Telegram message) per user in any hour; past
   * it the matches wait and leave together in one message when the hour allows (decision 064).
   */
  instantPerHour: 5,
  /** Recent matches listed per alert on /buyer-alerts. */
  recentMatches: 10,
} as const;

/** A halving reminder is sent once the halving is estimated this close. */
export const HALVING_REMIND_DAYS = 30;

/** The hour (UTC) of the daily digest. */
export const DIGEST_CRON = "0 7 * * *";
/** A user gets at most one digest within this many hours (a rerun of the job sends nothing twice). */
export const DIGEST_MIN_HOURS = 20;
