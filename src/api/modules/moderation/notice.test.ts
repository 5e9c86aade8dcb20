import { describe, expect, it } from "vitest";
import "../../../common/i18n/all.ts";
import { translatePlural } from "../../../common/i18n/index.ts";
import { fitTelegramText } from "../../infra/telegram.ts";
import { nameList } from "./notice.ts";

describe("moderation notices", () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `Rig ${i + 1}`);

  it("names up to 10 and counts the rest, with the plural of each language", () => {
    expect(nameList("en", names(3))).toBe("Rig 1, Rig 2, Rig 3");
    expect(nameList("en", names(10))).toBe(names(10).join(", "));
    expect(nameList("en", names(11))).toBe(`${names(10).join(", ")} and 1 more`);
    expect(nameList("fr", names(11))).toBe(`${names(10).join(", ")} et 1 autre`);
    expect(nameList("fr", names(2010))).toBe(`${names(10).join(", ")} et 2\u202f000 autres`);
  });

  it("picks the singular or plural text", () => {
    expect(translatePlural("en", "telegram.productsApproved", 1, { products: "A (P1)" })).toBe(
      "RigMarket: approved and for sale: A (P1).",
    );
    expect(translatePlural("fr", "telegram.productsApproved", 2, { products: "A, B" })).toBe(
      "RigMarket : 2 produits approuvés et en vente : A, B.",
    );
  });

  it("cuts a Telegram text to the Bot API's 4,096 characters as a last resort", () => {
    expect(fitTelegramText("short")).toBe("short");
    const cut = fitTelegramText("x".repeat(5000));
    expect(cut).toHaveLength(4096);
    expect(cut.endsWith("…")).toBe(true);
  });
});
