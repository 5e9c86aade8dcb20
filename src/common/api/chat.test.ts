/** The chat's link rule (docs/chat-protocol.md "Rules"): only links to the marketplace's own host. */
import { describe, expect, it } from "vitest";
import { foreignLinks, sendMessageParams } from "./chat.ts";

const HOST = "rigmarket.example";

describe("foreignLinks", () => {
  it("finds links with a scheme, starting with www., and bare domain names outside the host", () => {
    expect(foreignLinks("see https://evil.example/x now", HOST)).toEqual(["https://evil.example/x"]);
    expect(foreignLinks("HTTP://EVIL.EXAMPLE", HOST)).toEqual(["HTTP://EVIL.EXAMPLE"]);
    expect(foreignLinks("go to www.google.com.", HOST)).toEqual(["www.google.com"]);
    expect(foreignLinks("cheaper at example.org/s21?x=1, really", HOST)).toEqual(["example.org/s21?x=1"]);
    expect(foreignLinks("ftp://files.example.net/a", HOST)).toHaveLength(1);
    // A look-alike: user info, another subdomain, the host as a path.
    expect(foreignLinks(`https://${HOST}@evil.example/`, HOST)).toHaveLength(1);
    expect(foreignLinks(`https://${HOST}.evil.example/`, HOST)).toHaveLength(1);
    expect(foreignLinks(`https://evil.example/${HOST}`, HOST)).toHaveLength(1);
    expect(foreignLinks(`https://shop.${HOST}/`, HOST)).toHaveLength(1);
  });

  it("lets links to the marketplace, e-mail addresses and ordinary text through", () => {
    expect(foreignLinks(`https://${HOST}/product/ABC-1`, HOST)).toEqual([]);
    expect(foreignLinks(`www.${HOST}/company/3 and ${HOST}/service/4`, HOST)).toEqual([]);
    expect(foreignLinks("write to sales@example.com or john.doe@example.org", HOST)).toEqual([]);
    expect(foreignLinks("S19 XP: 140 TH/s, 21.5 J/TH, e.g. 3010 W. Ok?", HOST)).toEqual([]);
    expect(foreignLinks("", HOST)).toEqual([]);
  });
});

describe("sendMessageParams", () => {
  it("trims the text, refuses empty and over 4,000 characters, and ignores username", () => {
    expect(sendMessageParams.parse({ roomId: 1, message: "  hi  ", username: "x" })).toMatchObject({
      message: "hi",
    });
    expect(sendMessageParams.safeParse({ roomId: 1, message: "   " }).success).toBe(false);
    expect(sendMessageParams.safeParse({ roomId: 1, message: "x".repeat(4001) }).success).toBe(false);
    expect(sendMessageParams.safeParse({ roomId: 0, message: "x" }).success).toBe(false);
  });
});
