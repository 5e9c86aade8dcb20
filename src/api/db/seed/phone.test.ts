import { describe, expect, it } from "vitest";
import {
  buildCountryPhoneInfo,
  buildPhoneCountries,
  findPhoneCountry,
  flagEmoji,
  formatPhone,
  getPhoneCountries,
  isValidPhone,
  joinPhone,
  maskLength,
} from "../../../common/phone.ts";

const list = getPhoneCountries();
const byIso = (iso: string) => list.filter((e) => e.iso === iso);

describe("phone country list", () => {
  it("has about 230 entries, each with a code, names, a flag, a mask and a matching placeholder", () => {
    expect(list.length).toBeGreaterThanOrEqual(220);
    expect(list.length).toBeLessThanOrEqual(245);
    for (const e of list) {
      expect(e.code).toMatch(/^\+\d{1,4}$/);
      expect(e.name.length).toBeGreaterThan(1);
      expect(e.nameFr.length).toBeGreaterThan(1);
      expect(e.flag).toBe(e.isos.map(flagEmoji).join(""));
      expect(e.mask).toMatch(/#/);
      expect(formatPhone(e.placeholder.replace(/\D/g, ""), e.mask)).toBe(e.placeholder);
    }
    const pairs = new Set(list.map((e) => `${e.code}|${e.iso}`));
    expect(pairs.size).toBe(list.length);
  });

  it("shows the US and Canada flags on one +1 entry", () => {
    const plus1 = list.filter((e) => e.code === "+1");
    expect(plus1).toHaveLength(1);
    expect(plus1[0]?.isos).toEqual(["US", "CA"]);
    expect(plus1[0]?.flag).toBe("🇺🇸🇨🇦");
    expect(plus1[0]?.mask).toBe("(###) ###-####");
    expect(byIso("CA")).toHaveLength(0);
    expect(findPhoneCountry("1")?.iso).toBe("US");
  });

  it("gives NANP territories their own codes and the Dominican Republic three", () => {
    expect(byIso("DO").map((e) => e.code)).toEqual(["+1809", "+1829", "+1849"]);
    expect(byIso("AI").map((e) => e.code)).toEqual(["+1264"]);
    expect(
      byIso("JM")
        .map((e) => e.code)
        .sort(),
    ).toEqual(["+1658", "+1876"]);
    expect(byIso("AI")[0]?.mask).toBe("###-####");
  });

  it("uses the spec's masks for India, Germany, France, Singapore and Japan", () => {
    expect(byIso("IN")[0]?.mask).toBe("#####-#####");
    expect(byIso("DE")[0]?.mask).toBe("#### ########");
    expect(byIso("FR")[0]?.mask).toBe("# ## ## ## ##");
    // The spec's "### ####" cannot hold an 8-digit Singapore number: see docs/decisions/006.
    expect(byIso("SG")[0]?.mask).toBe("#### ####");
    expect(byIso("JP")[0]?.mask).toBe("##-####-####");
    expect(byIso("IN")[0]?.placeholder).toBe("81234-56789");
  });

  it("has masks long enough for each country's own valid example number", () => {
    for (const entry of list) {
      const digits = entry.placeholder.replace(/\D/g, "");
      expect(maskLength(entry.mask), entry.iso).toBeGreaterThanOrEqual(digits.length);
      expect(
        isValidPhone(joinPhone(entry.code, entry.placeholder), entry.iso),
        `${entry.iso} ${entry.placeholder}`,
      ).toBe(true);
    }
  });

  it("derives other masks from the example numbers, without the trunk prefix", () => {
    expect(byIso("GB")[0]?.mask).toBe("#### ######");
    expect(byIso("RU")[0]?.mask).toBe("(###) ###-##-##");
    expect(byIso("AR")[0]?.placeholder).toBe("9 11 2345 6789");
  });

  it("has French names and one country row per ISO code", () => {
    expect(byIso("DE")[0]?.nameFr).toBe("Allemagne");
    expect(list.find((e) => e.code === "+1")?.nameFr).toBe("États-Unis et Canada");
    const countries = buildCountryPhoneInfo();
    expect(new Set(countries.map((c) => c.iso)).size).toBe(countries.length);
    expect(countries.find((c) => c.iso === "DO")?.dialCodes).toEqual(["+1809", "+1829", "+1849"]);
    expect(countries.find((c) => c.iso === "CA")?.dialCodes).toEqual(["+1"]);
    expect(buildPhoneCountries()).toEqual(list);
  });
});

describe("formatPhone", () => {
  it("applies # tokens and literals, stopping at the last character typed", () => {
    expect(formatPhone("2015550123", "(###) ###-####")).toBe("(201) 555-0123");
    expect(formatPhone("20155", "(###) ###-####")).toBe("(201) 55");
    expect(formatPhone("201", "(###) ###-####")).toBe("(201");
    expect(formatPhone("", "(###) ###-####")).toBe("");
  });

  it("skips characters that fit no token and drops input beyond the mask", () => {
    expect(formatPhone("+33 6-12-34-56-78", "# ## ## ## ##")).toBe("3 36 12 34 56");
    expect(formatPhone("612345678999", "# ## ## ## ##")).toBe("6 12 34 56 78");
    expect(formatPhone("(201) 555 01 23", "(###) ###-####")).toBe("(201) 555-0123");
  });

  it("supports letter (A) and alphanumeric (*) tokens", () => {
    expect(formatPhone("ab12cd", "AA-##-**")).toBe("ab-12-cd");
    expect(formatPhone("1a2", "A#")).toBe("a2");
    expect(maskLength("(###) ###-####")).toBe(10);
  });
});

describe("isValidPhone", () => {
  it("accepts valid numbers, national or international", () => {
    expect(isValidPhone("+44 7400 123456")).toBe(true);
    expect(isValidPhone("07400 123456", "GB")).toBe(true);
    expect(isValidPhone("06 12 34 56 78", "FR")).toBe(true);
    expect(isValidPhone(joinPhone("+1264", "235-1234"), "AI")).toBe(true);
    expect(isValidPhone("(416) 555-0123", "CA")).toBe(true);
  });

  it("rejects bad numbers and unknown countries", () => {
    expect(isValidPhone("123", "FR")).toBe(false);
    expect(isValidPhone("not a phone", "US")).toBe(false);
    expect(isValidPhone("0612345678", "ZZ")).toBe(false);
    expect(isValidPhone("")).toBe(false);
  });
});
