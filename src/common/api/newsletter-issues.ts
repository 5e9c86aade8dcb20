/**
 * Contracts of newsletter issues (issue 20, decision 050): a moderator writes a subject and a
 * Markdown body per language for some topics, previews it, and sends it once to the confirmed
 * subscribers of those topics, each in their language.
 */
import { z } from "zod";
import { NEWSLETTER_TOPICS } from "../contact.ts";

export const NEWSLETTER_ISSUE_LIMITS = { subjectMax: 200, bodyMax: 20000 } as const;

const subject = z.string().trim().min(1).max(NEWSLETTER_ISSUE_LIMITS.subjectMax);
const body = z.string().trim().min(1).max(NEWSLETTER_ISSUE_LIMITS.bodyMax);

export const newsletterIssueBody = z.strictObject({
  subject_en: subject,
  body_en: body,
  subject_fr: subject,
  body_fr: body,
  topics: z
    .array(z.enum(NEWSLETTER_TOPICS))
    .min(1)
    .max(NEWSLETTER_TOPICS.length)
    .transform((list) => NEWSLETTER_TOPICS.filter((t) => list.includes(t))),
});
export type NewsletterIssueBody = z.infer<typeof newsletterIssueBody>;

export const newsletterIssue = z.object({
  id: z.number(),
  subject_en: z.string(),
  body_en: z.string(),
  subject_fr: z.string(),
  body_fr: z.string(),
  topics: z.array(z.enum(NEWSLETTER_TOPICS)),
  status: z.enum(["draft", "sending", "sent"]),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** Subscribers mailed so far. */
  sent_count: z.number(),
  /** Confirmed subscribers it is for now (topics overlap), per language. */
  audience: z.object({ en: z.number(), fr: z.number() }),
});
export type NewsletterIssue = z.infer<typeof newsletterIssue>;

export const newsletterIssueList = z.object({ count: z.number(), results: z.array(newsletterIssue) });
export type NewsletterIssueList = z.infer<typeof newsletterIssueList>;

export const newsletterPreviewQuery = z.object({ language: z.enum(["en", "fr"]).default("en") });
export const newsletterPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreview>;
