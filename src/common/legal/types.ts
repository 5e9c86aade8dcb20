/**
 * The privacy policy and the terms of use (issue 20): structured text, one module per document and
 * language, shown by their pages (/privacy-policy, /terms) and printed as /Privacy-Policy.pdf by the
 * API from the same module. Loaded on demand: no other page carries them.
 */
import type { Locale } from "../i18n/index.ts";

export interface LegalSection {
  /** Anchor of the section (the table of contents links to it). */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  /** "Last updated: …" line. */
  updated: string;
  intro: string[];
  /** Heading of the table of contents. */
  contents: string;
  sections: LegalSection[];
}

export const LEGAL_KINDS = ["privacy", "terms"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** The document in a language (a dynamic import: only the pages and the PDF load the texts). */
export async function loadLegal(kind: LegalKind, locale: Locale): Promise<LegalDocument> {
  if (kind === "privacy")
    return locale === "fr"
      ? (await import("./privacy.fr.ts")).privacyFr
      : (await import("./privacy.en.ts")).privacyEn;
  return locale === "fr" ? (await import("./terms.fr.ts")).termsFr : (await import("./terms.en.ts")).termsEn;
}

/** The address that answers privacy requests and the feedback form's questions about data. */
export const PRIVACY_EMAIL = "privacy@rigmarket.example";
