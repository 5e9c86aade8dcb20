import { describe, expect, it } from "vitest";
import { countsAsView } from "./views.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

describe("countsAsView", () => {
  it("counts a browser's page view", () => {
    expect(countsAsView({ "user-agent": CHROME })).toBe(true);
    expect(countsAsView({ "user-agent": CHROME, "sec-purpose": "" })).toBe(true);
  });

  it("does not count scripts, crawlers, link previews or prefetches", () => {
    expect(countsAsView({})).toBe(false);
    expect(countsAsView({ "user-agent": "" })).toBe(false);
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1",
      "curl/8.5.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
    ]) {
      expect(countsAsView({ "user-agent": agent }), agent).toBe(false);
    }
    expect(countsAsView({ "user-agent": CHROME, "sec-purpose": "prefetch" })).toBe(false);
    expect(countsAsView({ "user-agent": CHROME, "sec-purpose": "prefetch;prerender" })).toBe(false);
    expect(countsAsView({ "user-agent": CHROME, purpose: "prefetch" })).toBe(false);
  });
});
