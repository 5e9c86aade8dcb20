/**
 * The chat pages' messages in both languages, registered when a chat page's module loads (before
 * it renders, on first load and on client-side navigation alike). Public pages never import this
 * module, so they do not download these messages (their first-load JavaScript budget is 150 KB).
 */
import { chatWebEn } from "../../common/i18n/chat-web.en.ts";
import { chatWebFr } from "../../common/i18n/chat-web.fr.ts";
import { registerMessages } from "../../common/i18n/index.ts";

registerMessages("en", chatWebEn);
registerMessages("fr", chatWebFr);
