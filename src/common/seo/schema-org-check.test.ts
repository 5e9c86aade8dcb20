import { describe, expect, it } from "vitest";
import { checkStructuredData } from "./schema-org-check.ts";

const product = {
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Antminer S21",
  image: ["https://rigmarket.example/uploads/p.webp"],
  brand: { "@type": "Brand", name: "Bitmain" },
  offers: {
    "@type": "Offer",
    price: 5000,
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    itemCondition: "https://schema.org/NewCondition",
    url: "https://rigmarket.example/product/S21",
  },
  aggregateRating: {
    "@type": "AggregateRating",
    ratingValue: 4.5,
    reviewCount: 2,
    bestRating: 5,
    worstRating: 1,
  },
};

describe("checkStructuredData", () => {
  it("accepts a valid Product, BreadcrumbList and Organization", () => {
    expect(checkStructuredData(product)).toEqual([]);
    expect(
      checkStructuredData({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "https://rigmarket.example/" },
          {
            "@type": "ListItem",
            position: 2,
            name: "Catalogue",
            item: "https://rigmarket.example/products-catalog",
          },
        ],
      }),
    ).toEqual([]);
    expect(
      checkStructuredData({
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "X",
        url: "https://x.example/",
      }),
    ).toEqual([]);
    // A company with verified reviews (issue 21): their average, checked as a product's.
    const company = {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "X",
      url: "https://x.example/",
    };
    const rating = {
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    };
    expect(checkStructuredData({ ...company, aggregateRating: rating })).toEqual([]);
    expect(
      checkStructuredData({ ...company, aggregateRating: { ...rating, reviewCount: undefined } }),
    ).toEqual(["Organization.aggregateRating.AggregateRating: needs one of reviewCount, ratingCount"]);
  });

  it("names what is wrong in a broken example", () => {
    const broken = {
      ...product,
      name: undefined,
      offers: { "@type": "Offer", price: "about 5k", priceCurrency: "dollars", availability: "in stock" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 7 },
    };
    expect(checkStructuredData(broken)).toEqual([
      "Product.name: required",
      "Product.offers.Offer.price: must be a number",
      "Product.offers.Offer.priceCurrency: must be an ISO 4217 code",
      expect.stringMatching(
        /^Product\.offers\.Offer\.availability: must be one of https:\/\/schema\.org\/InStock/,
      ),
      "Product.aggregateRating.AggregateRating: needs one of reviewCount, ratingCount",
    ]);
    expect(checkStructuredData({ ...product, offers: undefined, aggregateRating: undefined })).toEqual([
      "Product: needs one of offers, review, aggregateRating",
    ]);
    expect(checkStructuredData({ ...product, "@context": "http://schema.org" })[0]).toMatch(/@context/);
    expect(checkStructuredData({ "@context": "https://schema.org", "@type": "Thing" })).toEqual([
      ': unknown @type "Thing"',
    ]);
    expect(
      checkStructuredData({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [{ "@type": "ListItem", position: 2, name: "Home", item: "/" }],
      }),
    ).toEqual(["BreadcrumbList.itemListElement.ListItem.item: must be an absolute URL"]);
    expect(checkStructuredData({ ...product, colour: "red" })).toEqual([
      "Product.colour: not a property we expect on Product",
    ]);
  });
});
