/**
 * Rate budgets of the seller's catalogue (issue 31, docs/decisions/068), counted per company by the
 * write hook (src/api/http/rate-limit.ts) for every call, however many `products_ids` it carries.
 * Sized so that a seller doing honest work never meets them and a script cannot empty the public
 * page caches over and over:
 * - status changes that take listings on or off sale (to-archive, from-archive, publish) of
 *   products and services move what the public sees (and with it the catalogue's data version,
 *   which empties every cached page): 20 a minute and 60 an hour. A bulk action takes up to 500
 *   ids and the seller's list selects a whole page (up to 100), so even a 5,000-listing catalogue
 *   is archived within 50 calls;
 * - edits (create, copy, bulk-create, edit, photos and images, sending to moderation (verify:
 *   nothing public changes); the company's profile, offices,
 *   logo, photos, Telegram chats and notification settings): 120 a minute and 1,200 an hour —
 *   a script adding listings one by one with a photo each makes 600 an hour; nothing of it is
 *   public until moderated, so the budget bounds the work (each photo is re-encoded twice), not
 *   the caches; price and stock of thousands of listings go through the spreadsheet import;
 * - spreadsheet imports (upload, photos, confirm, save, send, cancel): 60 calls an hour, a dozen
 *   imports of five steps.
 */
import type { RateRule, RouteRateLimit } from "../../http/rate-limit.ts";

export const LISTING_RATE_RULES = {
  statusMinute: { name: "listing-status:company:minute", limit: 20, windowSeconds: 60 },
  statusHour: { name: "listing-status:company", limit: 60, windowSeconds: 60 * 60 },
  editMinute: { name: "listing-edit:company:minute", limit: 120, windowSeconds: 60 },
  editHour: { name: "listing-edit:company", limit: 1200, windowSeconds: 60 * 60 },
  import: { name: "listing-import:company", limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/** The route budgets (`config: { rateLimit }`) of the catalogue's calls. */
export const LISTING_BUDGETS = {
  status: { rules: [LISTING_RATE_RULES.statusMinute, LISTING_RATE_RULES.statusHour], per: "company" },
  edit: { rules: [LISTING_RATE_RULES.editMinute, LISTING_RATE_RULES.editHour], per: "company" },
  import: { rules: [LISTING_RATE_RULES.import], per: "company" },
} satisfies Record<string, RouteRateLimit>;
