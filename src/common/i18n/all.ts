/**
 * Registers both languages' messages: the API, the server-side rendering and tests translate into
 * either. The browser loads only its page's language (src/web/entry.client.tsx).
 */
import { registerMessages } from "./index.ts";
import { messagesEn } from "./messages.en.ts";
import { messagesFr } from "./messages.fr.ts";

registerMessages("en", messagesEn);
registerMessages("fr", messagesFr);

/** For server modules that must be sure the messages are registered (the import does it). */
export const ALL_MESSAGES_REGISTERED = true;
