/** The value rule of a verified review (issue 31, decision 069), and which addresses are signals. */
import { describe, expect, it } from "vitest";
import { publicAddress } from "../trust/signals.ts";
import type { OrderFacts } from "./queries.ts";
import { valueFindings } from "./verification.ts";

const order = (over: Partial<OrderFacts>): OrderFacts => ({
  id: 1,
  buyer_user_id: 2,
  seller_id: 3,
  seller_owner_id: 4,
  status: "delivered",
  product_id: 5,
  total: 100,
  currency: "USD",
  payment_provider: "manual",
  category_slug: "miners",
  category_en: "Miners",
  category_fr: "Mineurs",
  ...over,
});

describe("valueFindings", () => {
  it("takes the minimum of the order's category, in US dollars (EUR at the market's rate)", () => {
    expect(valueFindings(order({ total: 100 }), 1.1)).toEqual([]);
    expect(valueFindings(order({ total: 99.99 }), 1.1)).toMatchObject([
      { reason: "belowMinimum", usd: 99.99, minimum: 100 },
    ]);
    expect(valueFindings(order({ total: 12, category_slug: "accessories" }), 1.1)).toEqual([]);
    expect(valueFindings(order({ total: 95, currency: "EUR" }), 1.1)).toEqual([]);
    expect(valueFindings(order({ total: 95, currency: "EUR" }), 1.0)).toMatchObject([
      { reason: "belowMinimum", value: 95, currency: "EUR", usd: 95 },
    ]);
    // A category without its own minimum takes the default.
    expect(valueFindings(order({ total: 50, category_slug: "new-thing" }), 1)).toMatchObject([
      { reason: "belowMinimum", minimum: 100 },
    ]);
  });

  it("cannot value another currency; an order paid through the marketplace counts whatever its value", () => {
    expect(valueFindings(order({ total: 1_000_000, currency: "JPY" }), 1)).toEqual([
      { reason: "unknownCurrency", currency: "JPY" },
    ]);
    expect(valueFindings(order({ total: 0, payment_provider: "escrow" }), 1)).toEqual([]);
  });
});

describe("publicAddress", () => {
  it("keeps public addresses and drops loopback, private and malformed ones", () => {
    expect(publicAddress("203.0.113.10")).toBe("203.0.113.10");
    expect(publicAddress("::ffff:203.0.113.10")).toBe("203.0.113.10");
    expect(publicAddress("2001:DB8::1")).toBe("2001:db8::1");
    for (const ip of [
      "127.0.0.1",
      "10.9.0.1",
      "192.168.1.2",
      "172.20.0.1",
      "::1",
      "fd00::1",
      "fe80::1",
      "x",
      "",
    ])
      expect(publicAddress(ip), ip).toBeNull();
  });
});
