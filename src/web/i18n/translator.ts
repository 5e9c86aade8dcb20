/**
 * A translator bound to one locale: messages from the shared catalogue plus the number, price,
 * date and plural formatting the pages need. Pure; `useT()` gives one for the current page.
 */
import {
  type Locale,
  type MessageKey,
  type Params,
  type PluralKey,
  translate,
  translatePlural,
} from "../../common/i18n/index.ts";

export type { PluralKey };

export interface Translator {
  (key: MessageKey, params?: Params): string;
  locale: Locale;
  /** "{count} products" with the right plural form; `count` is formatted for the locale. */
  plural(key: PluralKey, count: number, params?: Params): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A price, e.g. "$12,500" / "12 500 $US". Whole amounts are shown without decimals. */
  price(amount: number, currency: string): string;
  /** A date from an ISO string, in UTC so server and browser agree. */
  date(iso: string, options?: Intl.DateTimeFormatOptions): string;
  /**
   * A duration given in hours, in days and hours ("315 d 20 h" / "315 j 20 h"), hours and minutes
   * under a day ("5 h 30 min"), minutes under an hour: the one way every page shows a duration.
   */
  duration(hours: number): string;
}

/**
 * Intl formatters by locale and options: making one costs far more than using it (a catalogue page
 * formats hundreds of counts and prices), so each is made once per process or browser tab.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: "n" | "d",
  locale: Locale,
  options: object | undefined,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = make();
    if (formatters.size < 500) formatters.set(key, f);
  }
  return f;
}

export function makeT(locale: Locale): Translator {
  const t = ((key: MessageKey, params?: Params) => translate(locale, key, params)) as Translator;
  t.locale = locale;
  t.number = (value, options) =>
    formatter("n", locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
  t.plural = (key, count, params) => translatePlural(locale, key, count, params);
  t.price = (amount, currency) => {
    const whole = Number.isInteger(amount);
    const options: Intl.NumberFormatOptions = {
      style: "currency",
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    };
    try {
      return formatter("n", locale, options, () => new Intl.NumberFormat(locale, options)).format(amount);
    } catch {
      return `${t.number(amount)} ${currency}`;
    }
  };
  t.date = (iso, options = { year: "numeric", month: "long", day: "numeric" }) => {
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return iso;
    const all = { timeZone: "UTC", ...options };
    return formatter("d", locale, all, () => new Intl.DateTimeFormat(locale, all)).format(d);
  };
  t.duration = (hours) => {
    // Whole minutes elapsed, rounded down (a wait of 20 h 59 min has not reached 21 h yet).
    const total = Math.max(0, Math.floor((Number.isFinite(hours) ? hours : 0) * 60 + 1e-6));
    const days = Math.floor(total / 1440);
    const h = Math.floor((total % 1440) / 60);
    const minutes = total % 60;
    const n = (v: number) => t.number(v);
    if (days > 0)
      return h > 0
        ? t("duration.daysHours", { days: n(days), hours: h })
        : t("duration.days", { days: n(days) });
    if (h > 0)
      return minutes > 0
        ? t("duration.hoursMinutes", { hours: h, minutes })
        : t("duration.hours", { hours: h });
    return t("duration.minutes", { minutes });
  };
  return t;
}
