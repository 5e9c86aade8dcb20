/**
 * The server renders pages in both languages: importing this module registers both catalogues in
 * the server build. Only server code (the root loader) imports it, so browsers never download the
 * language they do not show.
 */
import { ALL_MESSAGES_REGISTERED } from "../../common/i18n/all.ts";

export function serverMessagesRegistered(): boolean {
  return ALL_MESSAGES_REGISTERED;
}
