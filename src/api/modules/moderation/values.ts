/**
 * Listing values as a moderator reads them in the console's language (issue 30: specifications and
 * service properties showed their stored keys, `hashrate: unit: TH/s; value: 200`, and `on_site`,
 * on French pages): labels from the catalogue, yes/no, numbers and units formatted for the locale.
 */
import { COOLING_TYPES, SPEC_KEYS, type SpecKey } from "../../../common/catalog.ts";
import { type Locale, type MessageKey, translate } from "../../../common/i18n/index.ts";
import { LABELS } from "../catalog/spec-shapes.ts";
import { propertyLabel, propertyUnit } from "../services/service.ts";

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** One value: yes/no, a number, a list, a measure ({ value, unit }) or a range ({ min, max, unit }). */
function valueText(locale: Locale, v: unknown, unit: string | null = null): string {
  const number = (x: number) => new Intl.NumberFormat(locale).format(x);
  const withUnit = (text: string, u: unknown) => (typeof u === "string" && u ? `${text} ${u}` : text);
  if (typeof v === "boolean") return translate(locale, v ? "common.yes" : "common.no");
  if (typeof v === "number") return withUnit(number(v), unit);
  if (Array.isArray(v)) return v.map((x) => valueText(locale, x)).join(", ");
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if ("value" in o) return withUnit(valueText(locale, o.value), o.unit ?? unit);
    if ("min" in o || "max" in o) {
      const range = [o.min, o.max].map((x) => (isEmpty(x) ? "…" : valueText(locale, x))).join("–");
      return withUnit(range, o.unit ?? unit);
    }
    return Object.entries(o)
      .filter(([, x]) => !isEmpty(x))
      .map(([k, x]) => `${k}${translate(locale, "moderation.labelSeparator")}${valueText(locale, x)}`)
      .join("; ");
  }
  return String(v);
}

function labelled(locale: Locale, entries: [string, string][]): string | null {
  const sep = translate(locale, "moderation.labelSeparator");
  return entries.length > 0 ? entries.map(([label, text]) => `${label}${sep}${text}`).join("; ") : null;
}

/** A product's specifications: "Hashrate: 200 TH/s; Algorithm: SHA-256". */
export function specsText(locale: Locale, specs: Record<string, unknown>): string | null {
  const cooling = (v: unknown) =>
    typeof v === "string" && (COOLING_TYPES as readonly string[]).includes(v)
      ? translate(locale, `cooling.${v}` as MessageKey)
      : valueText(locale, v);
  return labelled(
    locale,
    Object.entries(specs)
      .filter(([, v]) => !isEmpty(v))
      .map(([key, v]) => {
        const known = (SPEC_KEYS as readonly string[]).includes(key);
        const label = known ? translate(locale, LABELS[key as SpecKey]) : key;
        return [label, key === "coolingType" ? cooling(v) : valueText(locale, v)];
      }),
  );
}

/** A service's properties: "On site: Yes; Typical duration: 3 days". */
export function propertiesText(locale: Locale, properties: Record<string, unknown>): string | null {
  return labelled(
    locale,
    Object.entries(properties)
      .filter(([, v]) => !isEmpty(v))
      .map(([key, v]) => [propertyLabel(locale, key), valueText(locale, v, propertyUnit(locale, key))]),
  );
}
