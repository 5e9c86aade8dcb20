import { describe, expect, it } from "vitest";
import {
  allows,
  consentCookie,
  consentScriptOrigins,
  fromGroups,
  parseConsent,
  serializeConsent,
} from "./state.ts";

describe("consent state", () => {
  it("reads the four states from the cookie's value and writes them back", () => {
    expect(parseConsent(undefined)).toEqual({ kind: "undecided" });
    expect(parseConsent("accepted")).toEqual({ kind: "accepted" });
    expect(parseConsent("declined")).toEqual({ kind: "declined" });
    expect(parseConsent("partial:analytics")).toEqual({ kind: "partial", groups: ["analytics"] });
    for (const raw of ["accepted", "declined", "partial:marketing"])
      expect(serializeConsent(parseConsent(raw) as never)).toBe(raw);
  });

  it("reads anything else as undecided (the banner asks again)", () => {
    for (const raw of ["", "yes", "partial:", "partial:analytics+ads", "Accepted"]) {
      expect(parseConsent(raw)).toEqual({ kind: "undecided" });
    }
  });

  it("turns a set of groups into the state that allows exactly them", () => {
    expect(fromGroups([])).toEqual({ kind: "declined" });
    expect(fromGroups(["marketing", "analytics"])).toEqual({ kind: "accepted" });
    expect(fromGroups(["marketing", "nonsense"])).toEqual({ kind: "partial", groups: ["marketing"] });
    expect(allows(fromGroups(["marketing"]), "analytics")).toBe(false);
    expect(allows({ kind: "undecided" }, "analytics")).toBe(false);
  });

  it("writes the cookie with the configured name and lifetime, and lists the scripts' origins once", () => {
    expect(consentCookie({ cookieName: "rm", maxAgeDays: 2 }, { kind: "declined" }, true)).toBe(
      "rm=declined; Path=/; Max-Age=172800; SameSite=Lax; Secure",
    );
    expect(
      consentScriptOrigins([
        { url: "https://a.example/x.js", group: "analytics" },
        { url: "https://a.example/y.js", group: "marketing" },
        { url: "https://b.example:8443/t.js", group: "marketing" },
      ]),
    ).toEqual(["https://a.example", "https://b.example:8443"]);
  });
});
