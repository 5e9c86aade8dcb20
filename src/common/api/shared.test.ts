import { describe, expect, it } from "vitest";
import { hasBadCharacters, withoutBadCharacters } from "./shared.ts";

describe("hasBadCharacters", () => {
  it.each([
    ["", false],
    ["Antminer S21 — 200 TH/s", false],
    ["Zoë 矿机 🚀", false],
    ["🚀🚀", false],
    ["\u0000", true],
    ["a\u0000b", true],
    ["\ud800", true],
    ["end \ud83d", true],
    ["\ude80 start", true],
    ["\ude80\ud83d", true],
    ["🚀\ud800🚀", true],
  ])("%j -> %s", (text, bad) => {
    expect(hasBadCharacters(text)).toBe(bad);
  });

  it("withoutBadCharacters replaces NUL and lone surrogates only", () => {
    expect(withoutBadCharacters("a\u0000🚀\ud800b\udc00")).toBe("a\uFFFD🚀\uFFFDb\uFFFD");
  });
});
