/**
 * The list of names in a moderation notification (e-mail and Telegram): a moderator may decide an
 * import of thousands of products at once, and the Bot API refuses a message over 4,096
 * characters, so the notification names the first few and counts the rest.
 */
import { type Locale, translatePlural } from "../../../common/i18n/index.ts";

/** Names given in one notification; the others are "and N more". */
export const NOTICE_NAMES = 10;

/** "A, B, C" or, past NOTICE_NAMES, "A, …, J and 20 more". */
export function nameList(locale: Locale, names: string[]): string {
  const list = names.slice(0, NOTICE_NAMES).join(", ");
  const rest = names.length - NOTICE_NAMES;
  return rest > 0 ? translatePlural(locale, "moderation.notice.more", rest, { list }) : list;
}
