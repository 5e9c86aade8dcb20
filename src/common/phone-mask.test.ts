import { describe, expect, it } from "vitest";
import { formatCountryPhone } from "./phone-mask.ts";

describe("formatCountryPhone", () => {
  it("keeps the dial code and masks the national part", () => {
    expect(formatCountryPhone("2015550123", "+1", "(###) ###-####")).toBe("+1 (201) 555-0123");
    expect(formatCountryPhone("+1 201555", "+1", "(###) ###-####")).toBe("+1 (201) 555");
    expect(formatCountryPhone("+44 7400", "+1", "(###) ###-####")).toBe("+44 7400");
    expect(formatCountryPhone("", "+1", "(###) ###-####")).toBe("");
  });
});
