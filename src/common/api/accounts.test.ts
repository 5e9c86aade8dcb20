import { describe, expect, it } from "vitest";
import { authCookieHeaders, clearAuthCookieHeaders, passwordMeetsRules } from "./accounts.ts";

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
  it("sets the access, HttpOnly refresh and CSRF cookies, Secure when asked", () => {
    const [access, refresh, csrf] = authCookieHeaders({ access: "a.b.c", refresh: "r" }, { secure: true });
    expect(access).toBe("accessToken=a.b.c; Max-Age=604800; Path=/; SameSite=Lax; Secure");
    expect(refresh).toBe("refreshToken=r; Max-Age=2592000; HttpOnly; Path=/; SameSite=Lax; Secure");
    expect(csrf).toMatch(/^csrftoken=[0-9a-f]{48}; Max-Age=2592000; Path=\/; SameSite=Lax; Secure$/);
    expect(authCookieHeaders({ access: "a", refresh: "r" }, { secure: false, csrf: "x" })[2]).toBe(
      "csrftoken=x; Max-Age=2592000; Path=/; SameSite=Lax",
    );
    expect(clearAuthCookieHeaders({ secure: false })).toEqual([
      "accessToken=; Max-Age=0; Path=/; SameSite=Lax",
      "refreshToken=; HttpOnly; Max-Age=0; Path=/; SameSite=Lax",
    ]);
  });
});
