import { describe, expect, it } from "vitest";
import {
  alternateUrls,
  localeCookie,
  localeFromPath,
  localeRedirectTarget,
  localizePath,
  readCookie,
  redirectPath,
  resolveLocale,
  stripLocale,
} from "./locale.ts";

describe("localeFromPath / stripLocale", () => {
  it("reads the /fr prefix as a whole segment", () => {
    expect(localeFromPath("/fr")).toBe("fr");
    expect(localeFromPath("/fr/")).toBe("fr");
    expect(localeFromPath("/fr/product/S19")).toBe("fr");
    expect(localeFromPath("/FR/marketplace")).toBe("fr");
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/french-miners")).toBe("en");
    expect(localeFromPath("/en/marketplace")).toBe("en");
  });

  it("strips the prefix", () => {
    expect(stripLocale("/fr")).toBe("/");
    expect(stripLocale("/fr/")).toBe("/");
    expect(stripLocale("/fr/product/x")).toBe("/product/x");
    expect(stripLocale("/product/x")).toBe("/product/x");
    expect(stripLocale("/french")).toBe("/french");
    expect(stripLocale("")).toBe("/");
  });
});

describe("localizePath", () => {
  it("adds or removes the prefix, keeping query and hash", () => {
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/marketplace", "fr")).toBe("/fr/marketplace");
    expect(localizePath("/products-catalog?brand=1&brand=2#top", "fr")).toBe(
      "/fr/products-catalog?brand=1&brand=2#top",
    );
    expect(localizePath("/fr/marketplace", "fr")).toBe("/fr/marketplace");
    expect(localizePath("/fr/marketplace?x=1", "en")).toBe("/marketplace?x=1");
    expect(localizePath("/fr", "en")).toBe("/");
    expect(localizePath("/fr?search=a", "en")).toBe("/?search=a");
  });

  it("leaves anything that is not a site path alone", () => {
    expect(localizePath("https://example.com/x", "fr")).toBe("https://example.com/x");
    expect(localizePath("//evil.example/x", "fr")).toBe("//evil.example/x");
    expect(localizePath("?tab=faq", "fr")).toBe("?tab=faq");
    expect(localizePath("#main", "fr")).toBe("#main");
  });
});

describe("resolveLocale", () => {
  it("prefers the path, then the cookie, then Accept-Language, then en", () => {
    expect(resolveLocale({ pathname: "/fr/x", cookieHeader: "locale=en", acceptLanguage: "en" })).toEqual({
      locale: "fr",
      source: "path",
    });
    expect(resolveLocale({ pathname: "/x", cookieHeader: "a=1; locale=fr", acceptLanguage: "en" })).toEqual({
      locale: "fr",
      source: "cookie",
    });
    expect(
      resolveLocale({ pathname: "/x", cookieHeader: "locale=en", acceptLanguage: "fr-FR,fr;q=0.9" }),
    ).toEqual({
      locale: "en",
      source: "cookie",
    });
    expect(
      resolveLocale({ pathname: "/x", cookieHeader: "locale=de", acceptLanguage: "de-DE, fr;q=0.5" }),
    ).toEqual({
      locale: "fr",
      source: "header",
    });
    expect(resolveLocale({ pathname: "/x", acceptLanguage: "de, ja" })).toEqual({
      locale: "en",
      source: "default",
    });
    expect(resolveLocale({ pathname: "/x" })).toEqual({ locale: "en", source: "default" });
  });
});

describe("localeRedirectTarget", () => {
  const url = new URL("http://localhost/product/S19?tab=faq");
  it("sends French visitors of unprefixed URLs to /fr", () => {
    expect(localeRedirectTarget(url, { locale: "fr", source: "cookie" })).toBe("/fr/product/S19?tab=faq");
    expect(localeRedirectTarget(new URL("http://localhost/"), { locale: "fr", source: "header" })).toBe(
      "/fr",
    );
  });
  it("does not redirect English visitors or prefixed URLs", () => {
    expect(localeRedirectTarget(url, { locale: "en", source: "cookie" })).toBeNull();
    expect(
      localeRedirectTarget(new URL("http://localhost/fr/x"), { locale: "fr", source: "path" }),
    ).toBeNull();
  });
});

describe("cookies and redirects", () => {
  it("reads a cookie", () => {
    expect(readCookie("a=1; locale=fr; b=2", "locale")).toBe("fr");
    expect(readCookie("xlocale=fr", "locale")).toBeNull();
    expect(readCookie(null, "locale")).toBeNull();
    expect(readCookie("locale=%E2%82%AC", "locale")).toBe("€");
  });

  it("writes a 365-day locale cookie", () => {
    expect(localeCookie("fr")).toBe("locale=fr; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("sends redirects only to same-site paths, in the page's language", () => {
    expect(redirectPath("/product/x?tab=faq", "en")).toBe("/product/x?tab=faq");
    expect(redirectPath("/product/x", "fr")).toBe("/fr/product/x");
    expect(redirectPath("https://evil.example", "en")).toBe("/");
    expect(redirectPath("//evil.example", "fr")).toBe("/fr");
    expect(redirectPath("/\\evil.example", "en")).toBe("/");
    expect(redirectPath("/\t/evil.example", "en")).toBe("/");
    expect(redirectPath("", "en")).toBe("/");
    expect(redirectPath(null, "en", "/marketplace")).toBe("/marketplace");
    // Stripping the locale prefix must not turn a path into "//host" (GET /locale?locale=en&to=/fr//evil.example).
    expect(redirectPath("/fr//evil.example", "en")).toBe("/evil.example");
    expect(redirectPath("/fr/.//evil.example", "en")).toBe("/evil.example");
  });
});

describe("alternateUrls", () => {
  it("gives absolute en, fr and x-default URLs without UI-only parameters", () => {
    expect(alternateUrls("https://rig.example/", "/fr/product/S19", "?tab=faq&x=1")).toEqual({
      en: "https://rig.example/product/S19?x=1",
      fr: "https://rig.example/fr/product/S19?x=1",
      xDefault: "https://rig.example/product/S19?x=1",
    });
    expect(alternateUrls("http://localhost:3000", "/", "")).toEqual({
      en: "http://localhost:3000/",
      fr: "http://localhost:3000/fr",
      xDefault: "http://localhost:3000/",
    });
  });
});
