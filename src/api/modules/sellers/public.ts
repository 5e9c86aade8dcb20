/**
 * What this module offers the others beyond its service (the README's module map): the condition
 * that makes a row public, for the sitemap (modules/seo, issue 22), which lists them in bulk.
 */
import { PUBLIC_SELLER as CONDITION } from "./queries.ts";

/** A public company (active), over the alias s (sellers), as an SQL condition. */
export const PUBLIC_SELLER = CONDITION;
