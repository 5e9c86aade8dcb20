import { describe, expect, it } from "vitest";
import { makeT } from "./translator.ts";

describe("makeT", () => {
  it("translates with parameters", () => {
    expect(makeT("en")("errorPage.pageNotFound", { path: "/x" })).toBe("Page not found: /x");
    expect(makeT("fr")("errorPage.pageNotFound", { path: "/x" })).toBe("Page introuvable\u00a0: /x");
  });

  it("picks plural forms per locale (French 0 and 1 are singular)", () => {
    const en = makeT("en");
    const fr = makeT("fr");
    expect(en.plural("common.products", 1)).toBe("1 product");
    expect(en.plural("common.products", 0)).toBe("0 products");
    expect(en.plural("common.products", 1200)).toBe("1,200 products");
    expect(fr.plural("common.products", 0)).toBe("0 produit");
    expect(fr.plural("common.products", 2)).toBe("2 produits");
  });

  it("formats prices without decimals when whole", () => {
    expect(makeT("en").price(3200, "USD")).toBe("$3,200");
    expect(makeT("en").price(12.5, "USD")).toBe("$12.50");
    expect(makeT("fr").price(3200, "USD")).toMatch(/^3\s200\s\$US$/);
    expect(makeT("en").price(10, "X")).toBe("10 X");
  });

  it("formats dates in UTC", () => {
    expect(makeT("en").date("2024-04-20T23:30:00Z")).toBe("April 20, 2024");
    expect(makeT("fr").date("2024-04-20T23:30:00Z")).toBe("20 avril 2024");
    expect(makeT("en").date("not a date")).toBe("not a date");
  });

  it("shows durations in days and hours, hours and minutes under a day, minutes under an hour", () => {
    const en = makeT("en");
    const fr = makeT("fr");
    expect(en.duration(7580.5)).toBe("315 d 20 h");
    expect(fr.duration(7580.5)).toBe("315 j 20 h");
    expect(en.duration(48)).toBe("2 d");
    expect(en.duration(24.99)).toBe("1 d");
    expect(en.duration(5.5)).toBe("5 h 30 min");
    expect(en.duration(3)).toBe("3 h");
    expect(en.duration(0.25)).toBe("15 min");
    expect(en.duration(0)).toBe("0 min");
    expect(en.duration(-2)).toBe("0 min");
    expect(en.duration(24 * 1500)).toBe("1,500 d");
  });
});
