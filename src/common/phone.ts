/**
 * Phone countries of the spec (section 3, "Phone country entry"): dialling code, name, flag, input
 * mask and placeholder, about 230 entries. Nothing is typed by hand: the list is derived from the
 * libphonenumber-js metadata (countries, calling codes, NANP area codes, example mobile numbers),
 * with the spec's named exceptions on top. Imported by the server and the browser alike: it uses the
 * small "min" metadata and two locale files of i18n-iso-countries.
 *
 * Masks describe the national significant number typed after the dialling code: `#` a digit,
 * `A` a letter, `*` a letter or digit; any other character is printed as is.
 */
import countryNames, { type LocaleData } from "i18n-iso-countries";
import enLocale from "i18n-iso-countries/langs/en.json";
import frLocale from "i18n-iso-countries/langs/fr.json";
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isValidPhoneNumber,
  Metadata,
} from "libphonenumber-js/min";
import examples from "libphonenumber-js/mobile/examples";

countryNames.registerLocale(enLocale as LocaleData);
countryNames.registerLocale(frLocale as LocaleData);

export type { CountryCode };

/** One country (or dependent territory) with its phone data; the seed stores one row per entry. */
export interface CountryPhoneInfo {
  iso: CountryCode;
  nameEn: string;
  nameFr: string;
  flag: string;
  /** Dialling codes, e.g. ["+44"], ["+1264"] or ["+1809", "+1829", "+1849"]. */
  dialCodes: string[];
  mask: string;
  placeholder: string;
}

/** One entry of the phone-country picker. */
export interface PhoneCountry {
  /** Dialling prefix, e.g. "+1", "+1264", "+44". */
  code: string;
  /** The country the entry belongs to ("US" for the shared +1 entry). */
  iso: CountryCode;
  /** Every country the entry stands for: ["US", "CA"] for +1, else [iso]. */
  isos: CountryCode[];
  name: string;
  nameFr: string;
  /** Flag emoji; the +1 entry shows the US and Canada flags ("🇺🇸🇨🇦"). */
  flag: string;
  mask: string;
  placeholder: string;
}

/**
 * Masks the spec names explicitly (section 3); they win over the derived ones. Singapore's
 * "### ####" in the spec holds 7 digits, but Singapore numbers have 8: we use "#### ####"
 * (docs/decisions/006-phone-masks.md).
 */
const MASK_EXCEPTIONS: Partial<Record<CountryCode, string>> = {
  IN: "#####-#####",
  DE: "#### ########",
  FR: "# ## ## ## ##",
  SG: "#### ####",
  JP: "##-####-####",
};

/** The ten-digit NANP mask, used by the US, Canada and the +1 entry. */
export const NANP_MASK = "(###) ###-####";

/**
 * Not listed: codes that are not ISO 3166-1 countries (Ascension AC, Tristan da Cunha TA), and
 * dependencies that dial through their parent's code with no prefix of their own, so the picker
 * would show a duplicate (Åland, Guernsey, Jersey, Isle of Man, Svalbard, Christmas and Cocos
 * Islands, Saint Barthélemy, Saint Martin, Caribbean Netherlands, Western Sahara, Mayotte), and the
 * British Indian Ocean Territory (no civilian population).
 */
const EXCLUDED = new Set<string>([
  "AC",
  "TA",
  "AX",
  "GG",
  "JE",
  "IM",
  "SJ",
  "CX",
  "CC",
  "BL",
  "MF",
  "BQ",
  "EH",
  "YT",
  "IO",
]);

/** Shorter everyday English names where the registry gives the official one. */
const EN_NAMES: Partial<Record<CountryCode, string>> = {
  BN: "Brunei",
  CI: "Côte d'Ivoire",
  CN: "China",
  CW: "Curaçao",
  CZ: "Czechia",
  FK: "Falkland Islands",
  FM: "Micronesia",
  GM: "Gambia",
  IR: "Iran",
  LA: "Laos",
  MD: "Moldova",
  MK: "North Macedonia",
  PS: "Palestine",
  RE: "Réunion",
  RU: "Russia",
  SX: "Sint Maarten",
  SY: "Syria",
  TW: "Taiwan",
  TZ: "Tanzania",
  US: "United States",
  VA: "Vatican City",
  VG: "British Virgin Islands",
  VI: "U.S. Virgin Islands",
};

/** French names where the registry's capitalisation or wording is not the usual one. */
const FR_NAMES: Partial<Record<CountryCode, string>> = {
  AE: "Émirats arabes unis",
  BN: "Brunei",
  CF: "République centrafricaine",
  CI: "Côte d'Ivoire",
  CZ: "Tchéquie",
  DO: "République dominicaine",
  SA: "Arabie saoudite",
  SZ: "Eswatini",
  TZ: "Tanzanie",
  US: "États-Unis",
  VG: "Îles Vierges britanniques",
  VI: "Îles Vierges des États-Unis",
};

/** Regional-indicator flag emoji of an ISO 3166-1 alpha-2 code. */
export function flagEmoji(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Replaces every digit by `#`. */
function toMask(formatted: string): string {
  return formatted.replace(/\d/g, "#");
}

/**
 * Expands a leading-digits pattern of the metadata ("264", "787|939", "8001|8[024]9") into the
 * three-digit NANP area codes it matches; alternatives of another length are ignored.
 */
function expandAreaCodes(pattern: string): string[] {
  const out: string[] = [];
  for (const alternative of pattern.split("|")) {
    let prefixes = [""];
    for (const part of alternative.match(/\[[^\]]+\]|\d/g) ?? []) {
      const digits = part.startsWith("[") ? expandClass(part.slice(1, -1)) : [part];
      prefixes = prefixes.flatMap((p) => digits.map((d) => p + d));
    }
    out.push(...prefixes.filter((p) => p.length === 3));
  }
  return out;
}

/** "024" -> 0,2,4; "2-5" -> 2,3,4,5. */
function expandClass(body: string): string[] {
  const digits: string[] = [];
  for (const [, from, to] of body.matchAll(/(\d)(?:-(\d))?/g)) {
    for (let d = Number(from); d <= Number(to ?? from); d++) digits.push(String(d));
  }
  return digits;
}

/**
 * The national significant number of the example, written the way the national format groups it
 * but without the trunk prefix ("06 12 34 56 78" -> "6 12 34 56 78", "8 (912) 345-67-89" ->
 * "(912) 345-67-89"). Falls back to the international grouping when the national format inserts
 * extra digits (Argentina's "15").
 */
function groupedNationalNumber(national: string, international: string, nsn: string): string {
  const fallback = international.replace(/^\+\d+\s*/, "");
  let extra = national.replace(/\D/g, "").length - nsn.length;
  if (extra < 0 || extra > 2) return fallback;
  let i = 0;
  while (extra > 0 && i < national.length) {
    if (/\d/.test(national[i] ?? "")) extra--;
    i++;
  }
  let rest = national
    .slice(i)
    .replace(/^[\s)\-.]+/, "")
    .trim();
  // "(0) 12 34" style: drop a closing bracket left without its opening one.
  if (rest.includes(")") && !rest.includes("(")) rest = rest.replace(")", "").trim();
  return rest.replace(/\D/g, "") === nsn ? rest : fallback;
}

/** Derives the phone data of every listed country, sorted by English name. */
export function buildCountryPhoneInfo(): CountryPhoneInfo[] {
  const metadata = new Metadata();
  const list: CountryPhoneInfo[] = [];
  for (const iso of getCountries()) {
    if (EXCLUDED.has(iso)) continue;
    const nameEn = EN_NAMES[iso] ?? countryNames.getName(iso, "en");
    const nameFr = FR_NAMES[iso] ?? countryNames.getName(iso, "fr");
    if (!nameEn || !nameFr) continue;
    const callingCode = getCountryCallingCode(iso);
    const example = getExampleNumber(iso, examples);
    const nsn = example?.nationalNumber ?? "";
    let dialCodes = [`+${callingCode}`];
    let mask: string;
    let placeholder: string;
    if (callingCode === "1" && iso !== "US" && iso !== "CA") {
      // NANP territories dial +1 and a three-digit area code of their own; the mask covers the rest.
      metadata.selectNumberingPlan(iso);
      const leading = metadata.numberingPlan?.leadingDigits();
      const areaCodes = leading ? expandAreaCodes(leading) : [];
      if (areaCodes.length === 0) areaCodes.push(nsn.slice(0, 3));
      dialCodes = areaCodes.map((a) => `+1${a}`);
      mask = "###-####";
      placeholder = formatPhone(nsn.slice(3), mask);
    } else if (callingCode === "1") {
      mask = NANP_MASK;
      placeholder = formatPhone(nsn, mask);
    } else if (example) {
      const grouped = groupedNationalNumber(example.format("NATIONAL"), example.format("INTERNATIONAL"), nsn);
      mask = MASK_EXCEPTIONS[iso] ?? toMask(grouped);
      placeholder = MASK_EXCEPTIONS[iso] ? formatPhone(nsn, mask) : grouped;
    } else {
      mask = MASK_EXCEPTIONS[iso] ?? "### ### ####";
      placeholder = formatPhone("1234567890", mask);
    }
    list.push({ iso, nameEn, nameFr, flag: flagEmoji(iso), dialCodes, mask, placeholder });
  }
  return list.sort((a, b) => a.nameEn.localeCompare(b.nameEn, "en"));
}

/**
 * The picker's entries: one per dialling code, except that the United States and Canada share
 * one "+1" entry showing both flags. The Dominican Republic thus appears three times
 * (+1809, +1829, +1849). Sorted by English name.
 */
export function buildPhoneCountries(): PhoneCountry[] {
  const entries: PhoneCountry[] = [];
  for (const c of buildCountryPhoneInfo()) {
    if (c.iso === "CA") continue;
    if (c.iso === "US") {
      entries.push({
        code: "+1",
        iso: "US",
        isos: ["US", "CA"],
        name: "United States and Canada",
        nameFr: "États-Unis et Canada",
        flag: flagEmoji("US") + flagEmoji("CA"),
        mask: c.mask,
        placeholder: c.placeholder,
      });
      continue;
    }
    for (const code of c.dialCodes) {
      entries.push({
        code,
        iso: c.iso,
        isos: [c.iso],
        name: c.nameEn,
        nameFr: c.nameFr,
        flag: c.flag,
        mask: c.mask,
        placeholder: c.placeholder,
      });
    }
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name, "en") || a.code.localeCompare(b.code));
}

let cached: PhoneCountry[] | undefined;
/** The picker's entries, built once. */
export function getPhoneCountries(): PhoneCountry[] {
  cached ??= buildPhoneCountries();
  return cached;
}

/** The entry of a dialling code ("+1264"), if listed. */
export function findPhoneCountry(code: string): PhoneCountry | undefined {
  const normalised = `+${code.replace(/\D/g, "")}`;
  return getPhoneCountries().find((e) => e.code === normalised);
}

/** Name of an entry in the given locale. */
export function phoneCountryName(entry: PhoneCountry, locale: "en" | "fr"): string {
  return locale === "fr" ? entry.nameFr : entry.name;
}

// The mask functions run in the browser too; they live in phone-mask.ts, free of the metadata.
export { formatPhone, maskLength } from "./phone-mask.ts";

import { formatPhone } from "./phone-mask.ts";

/** "+1264" and "235-1234" -> "+12642351234" (E.164). */
export function joinPhone(code: string, local: string): string {
  return `+${code.replace(/\D/g, "")}${local.replace(/\D/g, "")}`;
}

/**
 * Whether a number is a valid phone number: `number` is international ("+44 7400 123456") or
 * national, read as a number of `iso` ("07400 123456" with "GB").
 */
export function isValidPhone(number: string, iso?: string): boolean {
  const country =
    iso && getCountries().includes(iso.toUpperCase() as CountryCode)
      ? (iso.toUpperCase() as CountryCode)
      : undefined;
  try {
    return isValidPhoneNumber(number, country);
  } catch {
    return false;
  }
}
