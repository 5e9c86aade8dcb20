/**
 * Contracts of issue 20's contact calls: the feedback form (POST /api/forms/feedback/) and its
 * answer from the console (/api/moderation/feedback/…), and the newsletter (subscribe with double
 * opt-in, confirm, unsubscribe in one click, preferences by token; counts and export for moderators).
 * Error messages are catalogue keys naming the field (contact.en.ts).
 */
import { z } from "zod";
import { FEEDBACK_LIMITS, FEEDBACK_TOPICS, NEWSLETTER_STATUSES, NEWSLETTER_TOPICS } from "../contact.ts";

const email = (error: "feedback.error.email" | "newsletter.error.email") =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(254, { error })
    .pipe(z.email({ error }))
    .transform((s) => s.toLowerCase());

// ---------------------------------------------------------------- feedback
export const feedbackBody = z.strictObject({
  name: z
    .string({ error: "feedback.error.name" })
    .trim()
    .min(1, { error: "feedback.error.name" })
    .max(FEEDBACK_LIMITS.nameMax, { error: "feedback.error.name" }),
  email: email("feedback.error.email"),
  topic: z.enum(FEEDBACK_TOPICS, { error: "feedback.error.topic" }),
  message: z
    .string({ error: "feedback.error.message" })
    .trim()
    .min(FEEDBACK_LIMITS.messageMin, { error: "feedback.error.message" })
    .max(FEEDBACK_LIMITS.messageMax, { error: "feedback.error.message" }),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const feedbackStatusQuery = z.object({
  status: z.enum(["new", "answered", "all"], { error: "validation.invalid" }).default("new"),
});

export const feedbackSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  locale: z.string(),
  created_at: z.string(),
  /** The sender's account when they were signed in. */
  user: z.object({ id: z.number(), email: z.string() }).nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  answered_by: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackList = z.object({
  count: z.number(),
  counts: z.object({ new: z.number(), answered: z.number() }),
  results: z.array(feedbackSchema),
});
export type FeedbackList = z.infer<typeof feedbackList>;

export const feedbackAnswerBody = z.strictObject({
  answer: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(FEEDBACK_LIMITS.answerMax, { error: "validation.maxLength" }),
});

// ---------------------------------------------------------------- newsletter
const topics = z
  .array(z.enum(NEWSLETTER_TOPICS, { error: "newsletter.error.topics" }), {
    error: "newsletter.error.topics",
  })
  .min(1, { error: "newsletter.error.topics" })
  .max(NEWSLETTER_TOPICS.length, { error: "newsletter.error.topics" })
  .transform((list) => NEWSLETTER_TOPICS.filter((t) => list.includes(t)));
const language = z.enum(["en", "fr"], { error: "newsletter.error.language" });
const token = z
  .string({ error: "newsletter.error.token" })
  .trim()
  .min(1, { error: "newsletter.error.token" })
  .max(300, { error: "newsletter.error.token" });

export const newsletterSubscribeBody = z.strictObject({
  email: email("newsletter.error.email"),
  topics: topics.default([...NEWSLETTER_TOPICS]),
  language: language.optional(),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;

export const newsletterTokenBody = z.strictObject({ token });
export const newsletterTokenQuery = z.object({ token });
/**
 * The one-click unsubscribe: the token in the query (the List-Unsubscribe URL, which mail clients
 * POST with the form body `List-Unsubscribe=One-Click`, RFC 8058; the body is not read).
 */
export const newsletterUnsubscribeQuery = z.object({ token });

export const newsletterPreferencesBody = z.strictObject({ token, topics, language });

/** What a token's page shows: the address (its owner opened the link), status and choices. */
export const newsletterSubscription = z.object({
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  topics: z.array(z.enum(NEWSLETTER_TOPICS)),
  language,
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscription>;

export const newsletterStats = z.object({
  confirmed: z.number(),
  pending: z.number(),
  unsubscribed: z.number(),
  /** Confirmed subscribers per topic and per language. */
  topics: z.record(z.enum(NEWSLETTER_TOPICS), z.number()),
  languages: z.record(z.enum(["en", "fr"]), z.number()),
});
export type NewsletterStats = z.infer<typeof newsletterStats>;
