import { describe, expect, it } from "vitest";
import { splitSiteLinks } from "./text-links.ts";

const paths = (text: string) => splitSiteLinks(text).flatMap((p) => ("path" in p ? [p.path] : []));

describe("splitSiteLinks", () => {
  it("links a notice's page and keeps every character of the text", () => {
    const text = "Request for quote #5: 20 × S21.\nOpen it: /orders/requests/5";
    const parts = splitSiteLinks(text);
    expect(parts).toEqual([
      { text: "Request for quote #5: 20 × S21.\nOpen it: " },
      { path: "/orders/requests/5" },
    ]);
    expect(parts.map((p) => ("path" in p ? p.path : p.text)).join("")).toBe(text);
  });

  it("leaves the sentence's punctuation out of the link", () => {
    expect(paths("See /orders/12. Thanks")).toEqual(["/orders/12"]);
    expect(paths("(see /orders?tab=orders&status=waiting), then")).toEqual([
      "/orders?tab=orders&status=waiting",
    ]);
    expect(paths("/fr/orders/3")).toEqual(["/fr/orders/3"]);
  });

  it("never links a scheme, another host, or a path glued to a word", () => {
    for (const text of [
      "javascript:alert(1)",
      "javascript:/orders/1",
      "https://evil.example/orders/1",
      "http://localhost:3000/orders/1",
      "//evil.example/x",
      "/\\evil.example/x",
      "data:text/html,<b>x</b>",
      "and/or",
      "1/2 of the order",
      "<a href='/x'>x</a>",
      "/",
    ])
      expect(paths(text), text).toEqual([]);
  });

  it("stops the path at characters a path does not hold", () => {
    expect(paths("/orders/1<script>")).toEqual(["/orders/1"]);
    expect(paths('/orders/1"onmouseover=x')).toEqual(["/orders/1"]);
  });
});
