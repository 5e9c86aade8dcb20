/**
 * Constants of the feedback form and the newsletter (issue 20), shared by the API and the pages
 * (the footer's newsletter form is on every page: no Zod here, only plain values).
 */
export const FEEDBACK_TOPICS = ["question", "idea", "problem", "listing", "privacy", "other"] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

export const FEEDBACK_LIMITS = { nameMax: 150, messageMin: 10, messageMax: 5000, answerMax: 10000 } as const;

export const NEWSLETTER_TOPICS = ["market", "hardware", "pulse"] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Hours a confirmation link stays valid. */
export const NEWSLETTER_CONFIRM_HOURS = 48;
