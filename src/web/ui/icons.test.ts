/** Every icon a component can ask for is drawn in the sprite, and the sprite holds no stray drawing. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icons.tsx";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);

describe("icon sprite", () => {
  it("has one 24 x 24 symbol for each icon name, and no other", () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });
});
