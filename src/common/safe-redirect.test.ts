import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guardLocation, safeLocalPath } from "./safe-redirect.ts";

/** What a browser does with a Location header received from http://site.example/page. */
const browserTarget = (location: string) => new URL(location, "http://site.example/page");

describe("safeLocalPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeLocalPath("/buyer-account")).toBe("/buyer-account");
    expect(safeLocalPath("/fr/product/RM-1?tab=faq#x")).toBe("/fr/product/RM-1?tab=faq#x");
    expect(safeLocalPath("/")).toBe("/");
  });

  it("refuses other hosts, schemes and what browsers read as another host", () => {
    for (const bad of [
      "//evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "evil.example",
      "",
      null,
      undefined,
      42,
      `/${"a".repeat(2001)}`,
    ])
      expect(safeLocalPath(bad)).toBeNull();
  });

  it("normalises dot segments and doubled slashes so that no result reads as //host", () => {
    // The cases an attacker used: each answered "Location: //evil.example" before.
    expect(safeLocalPath("/.//evil.example")).toBe("/evil.example");
    expect(safeLocalPath("/..//evil.example")).toBe("/evil.example");
    expect(safeLocalPath("/a/..//evil.example")).toBe("/evil.example");
    expect(safeLocalPath("/%2e//evil.example")).toBe("/evil.example");
    expect(safeLocalPath("/fr//evil.example")).toBe("/fr/evil.example");
    expect(safeLocalPath("/./%2F/evil.example")).toBe("/%2F/evil.example");
  });

  it("percent-encodes non-ASCII so the result is a valid header value", () => {
    expect(safeLocalPath("/product/Antminer S21 é")).toBe("/product/Antminer%20S21%20%C3%A9");
    expect(safeLocalPath("/\u{1F600}?q=ü")).toBe("/%F0%9F%98%80?q=%C3%BC");
  });

  it("never yields a target a browser resolves off the site (any input)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "grapheme-composite", maxLength: 40 }),
          fc
            .array(
              fc.constantFrom(
                "/",
                "\\",
                ".",
                "..",
                "%2e",
                "%2f",
                "%5c",
                "evil.example",
                "@",
                ":",
                "\t",
                "?",
                "#",
              ),
              {
                maxLength: 8,
              },
            )
            .map((parts) => parts.join("")),
        ),
        (raw) => {
          const out = safeLocalPath(raw);
          if (out === null) return;
          expect(out.startsWith("/") && !out.startsWith("//")).toBe(true);
          expect(browserTarget(out).host).toBe("site.example");
          expect(/^[\x21-\x7e]*$/.test(out)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("guardLocation", () => {
  const own = ["http://localhost:3000", "http://127.0.0.1:3000"];
  const base = "http://127.0.0.1:3000/sign-in";
  it("keeps the site's own targets", () => {
    expect(guardLocation("/marketplace?x=1", own, base)).toBe("/marketplace?x=1");
    expect(guardLocation("http://localhost:3000/fr", own, base)).toBe("http://localhost:3000/fr");
    expect(guardLocation("./docs/static/index.html", own, "http://127.0.0.1:3000/api/docs")).toBe(
      "./docs/static/index.html",
    );
  });
  it("sends anything else home", () => {
    expect(guardLocation("//evil.example", own, base)).toBe("/");
    expect(guardLocation("/.//evil.example", own, base)).toBe("/evil.example");
    expect(guardLocation("https://evil.example/x", own, base)).toBe("/");
    expect(guardLocation("javascript:alert(1)", own, base)).toBe("/");
    expect(guardLocation("\\\\evil.example", own, base)).toBe("/");
    expect(guardLocation("http://localhost:3000/é", own, base)).toBe("/");
  });
});
