/**
 * Constants of the articles (issue 19) without their Zod contracts (src/common/api/blog.ts
 * re-exports them): the pages' scripts import these alone, not Zod (decision 029's budget).
 */

/** Slug of the evergreen guides' category (/handbook). */
export const HANDBOOK_CATEGORY = "handbook";
export const ARTICLE_PAGE_SIZE = { default: 12, max: 50 } as const;
