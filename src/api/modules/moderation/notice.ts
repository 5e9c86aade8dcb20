/**
 * The list of names in a moderation notification (e-mail and Telegram): a moderator may decide an
 * import of thousands of products at once, and the Bot API refuses a message over 4,096
 * characters, so the notification names the first few and counts the rest.
 */
import { type Locale, type MessageKey, type Params, translate } from "../../../common/i18n/index.ts";

/** Names given in one notification; the others are "and N more". */
export const NOTICE_NAMES = 10;

type PluralBase = {
  [K in MessageKey]: K extends `${infer Base}.other`
    ? `${Base}.one` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

const rules = new Map<Locale, Intl.PluralRules>();

/** The `.one` or `.other` form of a message for `count`, with `{count}` formatted for the locale. */
export function plural(locale: Locale, key: PluralBase, count: number, params?: Params): string {
  let r = rules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    rules.set(locale, r);
  }
  const form = r.select(count) === "one" ? "one" : "other";
  return translate(locale, `${key}.${form}` as MessageKey, {
    ...params,
    count: new Intl.NumberFormat(locale).format(count),
  });
}

/** "A, B, C" or, past NOTICE_NAMES, "A, …, J and 20 more". */
export function nameList(locale: Locale, names: string[]): string {
  const list = names.slice(0, NOTICE_NAMES).join(", ");
  const rest = names.length - NOTICE_NAMES;
  return rest > 0 ? plural(locale, "moderation.notice.more", rest, { list }) : list;
}
