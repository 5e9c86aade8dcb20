/**
 * The messages of the reviews lists (product and company pages, issue 21), in both languages,
 * registered when the lists' code loads (after the page, when the visitor opens the reviews): the
 * pages' first load does not carry them (the first-load JavaScript budget of public pages is 150 KB).
 */
import { registerMessages } from "../../common/i18n/index.ts";
import { reviewsPublicEn } from "../../common/i18n/reviews-public.en.ts";
import { reviewsPublicFr } from "../../common/i18n/reviews-public.fr.ts";

registerMessages("en", reviewsPublicEn);
registerMessages("fr", reviewsPublicFr);
