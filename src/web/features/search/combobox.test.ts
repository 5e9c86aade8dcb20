import { describe, expect, it } from "vitest";
import { emptyBoxOptions, moveActive, searchPath } from "./combobox.ts";

describe("moveActive", () => {
  it("wraps around in both directions and starts from none", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(1, 3, "ArrowUp")).toBe(0);
    expect(moveActive(0, 0, "ArrowDown")).toBe(-1);
  });
});

describe("emptyBoxOptions", () => {
  it("lists recent searches first, then popular ones, without repeats, up to the maximum", () => {
    const opts = emptyBoxOptions(["S21 ", "hosting"], ["s21", "immersion", "kaspa", "l9"], 4);
    expect(opts.map((o) => [o.group, o.text])).toEqual([
      ["recent", "S21"],
      ["recent", "hosting"],
      ["popular", "immersion"],
      ["popular", "kaspa"],
    ]);
    expect(opts[0]?.to).toBe("/search?q=S21");
  });
});

describe("searchPath", () => {
  it("encodes the query", () => {
    expect(searchPath("antminer s21 & co")).toBe("/search?q=antminer+s21+%26+co");
  });
});
