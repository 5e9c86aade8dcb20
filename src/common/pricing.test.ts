import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headlinePrice, offerRunning, type PricedListing, priceBands, unitPriceFor } from "./pricing.ts";

const NOW = Date.parse("2026-11-28T12:00:00Z");
const TOMORROW = "2026-11-29T12:00:00Z";
const YESTERDAY = "2026-11-27T12:00:00Z";

/** The listing: 1–9 units at $3,490, 10+ at $3,350, an offer of $150 off. */
const rig: PricedListing = {
  price_tiers: [
    { min_quantity: 10, max_quantity: null, unit_price: 3350 },
    { min_quantity: 1, max_quantity: 9, unit_price: 3490 },
  ],
  discount_amount: 150,
  discount_ends_at: TOMORROW,
};

describe("unitPriceFor", () => {
  it("takes the offer's discount off the price of the tier the quantity falls in", () => {
    expect(unitPriceFor(rig, 1, NOW)).toEqual({
      min_quantity: 1,
      max_quantity: 9,
      unit_price: 3340,
      was: 3490,
    });
    expect(unitPriceFor(rig, 9, NOW)?.unit_price).toBe(3340);
    expect(unitPriceFor(rig, 10, NOW)).toEqual({
      min_quantity: 10,
      max_quantity: null,
      unit_price: 3200,
      was: 3350,
    });
    expect(unitPriceFor(rig, 500, NOW)?.unit_price).toBe(3200);
  });

  it("ignores an offer whose end has passed, and a discount without an end", () => {
    const ended = { ...rig, discount_ends_at: YESTERDAY };
    expect(unitPriceFor(ended, 1, NOW)).toEqual({
      min_quantity: 1,
      max_quantity: 9,
      unit_price: 3490,
      was: null,
    });
    expect(unitPriceFor({ ...rig, discount_ends_at: NOW.toString() }, 1, NOW)?.was).toBeNull();
    expect(unitPriceFor({ ...rig, discount_ends_at: null }, 10, NOW)?.unit_price).toBe(3350);
    expect(offerRunning({ ...rig, discount_ends_at: new Date(NOW).toISOString() }, NOW)).toBe(false);
  });

  it("has no price below the first tier or without tiers", () => {
    const moq = { ...rig, price_tiers: [{ min_quantity: 5, max_quantity: null, unit_price: 100 }] };
    expect(unitPriceFor(moq, 4, NOW)).toBeNull();
    expect(unitPriceFor({ ...rig, price_tiers: [] }, 1, NOW)).toBeNull();
    expect(headlinePrice({ ...rig, price_tiers: [] }, NOW)).toBeNull();
  });

  it("gives the headline for the smallest quantity sold, offer applied", () => {
    expect(headlinePrice(rig, NOW)).toEqual({
      min_quantity: 1,
      max_quantity: 9,
      unit_price: 3340,
      was: 3490,
    });
    expect(priceBands(rig, NOW).map((b) => [b.min_quantity, b.unit_price, b.was])).toEqual([
      [1, 3340, 3490],
      [10, 3200, 3350],
    ]);
  });

  // Contiguous tiers from `start`, each with a price, and an offer that runs, has ended or has no end.
  const listings = fc
    .record({
      start: fc.integer({ min: 1, max: 5 }),
      widths: fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 5 }),
      prices: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 5, maxLength: 5 }),
      discount: fc.integer({ min: 0, max: 150_000 }),
      end: fc.constantFrom<string | null>(TOMORROW, YESTERDAY, null),
    })
    .map(({ start, widths, prices, discount, end }) => {
      let min = start;
      const tiers = widths.map((w, i) => {
        const last = i === widths.length - 1;
        const tier = {
          min_quantity: min,
          max_quantity: last ? null : min + w - 1,
          unit_price: prices[i] ?? 0,
        };
        min += w;
        return tier;
      });
      return {
        price_tiers: tiers.reverse(),
        discount_amount: discount,
        discount_ends_at: end,
      } as PricedListing;
    });

  it("prices any quantity at its tier's price less a running offer, never below 0 (property)", () => {
    fc.assert(
      fc.property(listings, fc.integer({ min: 0, max: 400 }), (listing, quantity) => {
        const got = unitPriceFor(listing, quantity, NOW);
        const tier = listing.price_tiers.find(
          (t) => t.min_quantity <= quantity && (t.max_quantity === null || quantity <= t.max_quantity),
        );
        if (!tier) {
          expect(got).toBeNull();
          return;
        }
        const running = listing.discount_ends_at === TOMORROW && listing.discount_amount > 0;
        const expected = running ? Math.max(0, tier.unit_price - listing.discount_amount) : tier.unit_price;
        expect(got?.unit_price).toBe(expected);
        expect(got?.unit_price).toBeGreaterThanOrEqual(0);
        expect(got?.was).toBe(running ? tier.unit_price : null);
        expect(got?.min_quantity).toBe(tier.min_quantity);
      }),
    );
  });
});
