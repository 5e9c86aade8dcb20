import { describe, expect, it } from "vitest";
import { authCookieHeaders, clearAuthCookieHeaders, jwtExpiry, passwordMeetsRules } from "./accounts.ts";

describe("passwordMeetsRules (spec 5)", () => {
  it.each([
    ["Str0ng-pass!", true],
    ["Ünïcødé-1x", true],
    ["Sh0rt!", false],
    ["nodigits-Here", false],
    ["NoSymbols123", false],
    ["noupper-123", false],
    ["NOLOWER-123", false],
  ])("%s -> %s", (password, ok) => {
    expect(passwordMeetsRules(password)).toBe(ok);
  });
});

describe("authCookieHeaders", () => {
  it("sets the HttpOnly access and refresh cookies, the readable expiry and CSRF cookies, Secure when asked", () => {
    const jwt = `h.${Buffer.from(JSON.stringify({ exp: 1234 })).toString("base64url")}.s`;
    const [access, expires, refresh, csrf] = authCookieHeaders(
      { access: jwt, refresh: "r", csrf: "session-csrf" },
      { secure: true },
    );
    // No script of a page can read the access token (docs/decisions/022); the page reads its expiry.
    expect(access).toBe(`accessToken=${jwt}; Max-Age=604800; HttpOnly; Path=/; SameSite=Lax; Secure`);
    expect(expires).toBe("accessExpires=1234; Max-Age=604800; Path=/; SameSite=Lax; Secure");
    expect(refresh).toBe("refreshToken=r; Max-Age=2592000; HttpOnly; Path=/; SameSite=Lax; Secure");
    // The session's CSRF token, from the token pair (docs/decisions/072).
    expect(csrf).toBe("csrftoken=session-csrf; Max-Age=2592000; Path=/; SameSite=Lax; Secure");
    expect(authCookieHeaders({ access: "a", refresh: "r", csrf: "x" }, { secure: false })[3]).toBe(
      "csrftoken=x; Max-Age=2592000; Path=/; SameSite=Lax",
    );
    expect(clearAuthCookieHeaders({ secure: false })).toEqual([
      "accessToken=; HttpOnly; Max-Age=0; Path=/; SameSite=Lax",
      "accessExpires=; Max-Age=0; Path=/; SameSite=Lax",
      "refreshToken=; HttpOnly; Max-Age=0; Path=/; SameSite=Lax",
    ]);
  });
});

describe("jwtExpiry", () => {
  it("reads a token's exp, or null", () => {
    expect(jwtExpiry(`h.${Buffer.from(JSON.stringify({ exp: 1000 })).toString("base64url")}.s`)).toBe(1000);
    expect(jwtExpiry("garbage")).toBeNull();
    expect(jwtExpiry(null)).toBeNull();
  });
});
