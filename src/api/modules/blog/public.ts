/**
 * What this module offers the others beyond its service (the README's module map): the condition
 * that makes a row public, for the sitemap (modules/seo, issue 22), which lists them in bulk.
 */
import { PUBLIC_ARTICLE as CONDITION } from "./queries.ts";

/** A public article (not a draft, publish_at passed), over the alias a (articles), as an SQL condition. */
export const PUBLIC_ARTICLE = CONDITION;
