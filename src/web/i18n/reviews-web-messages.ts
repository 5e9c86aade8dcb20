/**
 * The messages of the order page's review form and answer, and of the moderators' reviews page
 * (issue 21), in both languages, registered when one of them loads.
 */
import { registerMessages } from "../../common/i18n/index.ts";
import { reviewsWebEn } from "../../common/i18n/reviews-web.en.ts";
import { reviewsWebFr } from "../../common/i18n/reviews-web.fr.ts";

registerMessages("en", reviewsWebEn);
registerMessages("fr", reviewsWebFr);
