import { describe, expect, it } from "vitest";
import { correctedQuery, wordSimilarity } from "./spelling.ts";

const found = ["Bitmain Antminer S19 XP 141 TH/s", "Antminer S19 series control board (Amlogic)"];

describe("the spelling of a popular search", () => {
  it("replaces a forgiven typo by the word of the results it resembles", () => {
    expect(correctedQuery("antminr s19", found)).toBe("antminer s19");
    expect(correctedQuery("bitmian antminer", found)).toBe("bitmain antminer");
    expect(correctedQuery("antminer contrl bord", found)).toBe("antminer control board");
  });

  it("keeps words that start a word of the results, short words and unknown words as typed", () => {
    expect(correctedQuery("antm s19", found)).toBe("antm s19");
    expect(correctedQuery("xp s1", found)).toBe("xp s1");
    expect(correctedQuery("antminer zzqxvj", found)).toBe("antminer zzqxvj");
    expect(correctedQuery("été antminer", ["Été antminer"])).toBe("été antminer");
  });

  it("keeps punctuation and markup, and the text when nothing was found", () => {
    expect(correctedQuery("<b>antminr</b>", found)).toBe("<b>antminer</b>");
    expect(correctedQuery("antminr s19", [])).toBe("antminr s19");
  });

  it("measures resemblance like pg_trgm's word similarity", () => {
    expect(wordSimilarity("antminr", "antminer")).toBeCloseTo(0.75);
    expect(wordSimilarity("bitmian", "bitmain")).toBeCloseTo(0.5);
    expect(wordSimilarity("abc", "xyz")).toBe(0);
  });
});
