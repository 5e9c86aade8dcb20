/**
 * schema.org data of the pages (JSON-LD in the head; React Router's Meta escapes `<` in it), one
 * home for every type the site uses (issue 22): Product with its Offer or AggregateOffer and
 * AggregateRating, Organization, BreadcrumbList, Article. The properties are those Google's rich
 * results ask for (checked by src/common/seo/schema-org-check.ts in the tests).
 */

import type { MetaDescriptor } from "react-router";
import type { ProductDetail } from "../../common/api/catalog.ts";
import type { SellerProfile } from "../../common/api/sellers.ts";
import type { Locale } from "../../common/i18n/index.ts";
import { offerRunning, priceBands } from "../../common/pricing.ts";
import { localizePath } from "../i18n/locale.ts";

export { absoluteUrl, publicUrlOf } from "./meta.ts";

type Json = Record<string, unknown>;

/** A page's absolute URL in a locale. */
export function pageUrl(base: string, path: string, locale: Locale): string {
  return `${base}${localizePath(path, locale)}`;
}

export function ldJson(data: Json): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/** The trail to a page: each step a name and a site path (unlocalised), the page itself last. */
export function breadcrumbLd(
  base: string,
  locale: Locale,
  steps: { name: string; path: string }[],
): MetaDescriptor {
  return ldJson({
    "@type": "BreadcrumbList",
    itemListElement: steps.map((s, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: s.name,
      item: pageUrl(base, s.path, locale),
    })),
  });
}

const CONDITIONS: Record<ProductDetail["condition"], string> = {
  new: "https://schema.org/NewCondition",
  brand_new: "https://schema.org/NewCondition",
  used: "https://schema.org/UsedCondition",
  tested: "https://schema.org/RefurbishedCondition",
};

function offerLd(p: ProductDetail, url: string, base: string): Json | null {
  if (p.price_from === null) return null;
  const common = {
    priceCurrency: p.currency,
    availability: p.stock_quantity === 0 ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
    itemCondition: CONDITIONS[p.condition],
    url,
    seller: { "@type": "Organization", name: p.seller.company_name, url: `${base}/company/${p.seller.id}` },
  };
  // The prices buyers pay now: every quantity band with a running offer applied (decision 063),
  // valid until the offer's end.
  const now = Date.now();
  const prices = priceBands(p, now).map((b) => b.unit_price);
  const low = prices.length ? Math.min(...prices) : p.price_from;
  const high = prices.length ? Math.max(...prices) : p.price_from;
  const until =
    offerRunning(p, now) && p.discount_ends_at ? { priceValidUntil: p.discount_ends_at.slice(0, 10) } : {};
  return low !== high
    ? {
        "@type": "AggregateOffer",
        lowPrice: low,
        highPrice: high,
        offerCount: p.price_tiers.length,
        ...until,
        ...common,
      }
    : { "@type": "Offer", price: low, ...until, ...common };
}

/**
 * The verified reviews' average (issues 21, 31), when there are some: for a product and for a
 * company. Only verified reviews count (decision 069): `average` is theirs, `verified_count` their number.
 */
function aggregateRatingLd(reviews: { verified_count: number; average: number | null } | undefined): Json {
  if (!reviews?.verified_count || reviews.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Math.round(reviews.average * 10) / 10,
      reviewCount: reviews.verified_count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** The product's rating and its latest verified reviews (unverified ones are no rating, decision 069). */
function ratingLd(p: ProductDetail): Json {
  if (!p.reviews.verified_count || p.reviews.average === null) return {};
  return {
    ...aggregateRatingLd(p.reviews),
    review: p.reviews.results
      .filter((r) => r.verified)
      .slice(0, 5)
      .map((r) => ({
        "@type": "Review",
        author: { "@type": "Person", name: r.author_name },
        datePublished: r.created_at.slice(0, 10),
        reviewBody: r.text,
        reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      })),
  };
}

export function productLd(
  p: ProductDetail,
  opts: { base: string; url: string; images: string[] },
): MetaDescriptor {
  const offers = offerLd(p, opts.url, opts.base);
  return ldJson({
    "@type": "Product",
    name: p.name,
    description: p.description.slice(0, 5000) || p.name,
    sku: p.sku,
    ...(p.external_sku ? { mpn: p.external_sku } : {}),
    ...(opts.images.length ? { image: opts.images } : {}),
    ...(p.brand ? { brand: { "@type": "Brand", name: p.brand.name } } : {}),
    category: p.category.name,
    url: opts.url,
    ...(offers ? { offers } : {}),
    ...ratingLd(p),
  });
}

export function organizationLd(
  c: SellerProfile,
  opts: { url: string; logo: string | null; reviews?: { verified_count: number; average: number | null } },
): MetaDescriptor {
  const sameAs = [c.website, ...Object.values(c.social_links)].filter((u): u is string => Boolean(u));
  const office = c.head_office;
  return ldJson({
    "@type": "Organization",
    name: c.company_name,
    ...(c.legal_name ? { legalName: c.legal_name } : {}),
    url: opts.url,
    ...(opts.logo ? { logo: opts.logo } : {}),
    ...(c.about_excerpt ? { description: c.about_excerpt } : {}),
    ...(c.phone ? { telephone: c.phone } : {}),
    ...(office.country
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: office.address,
            ...(office.city ? { addressLocality: office.city.name } : {}),
            addressCountry: office.country.iso,
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...aggregateRatingLd(opts.reviews),
  });
}

/** The marketplace itself (the landing page). */
export function siteOrganizationLd(base: string): MetaDescriptor {
  return ldJson({ "@type": "Organization", name: "RigMarket", url: `${base}/`, logo: `${base}/favicon.svg` });
}

export interface ArticleLdInput {
  title: string;
  lead: string;
  image: string | null;
  published_at: string;
  updated_at: string;
  author: string;
  language: string;
  section: string;
  tags: string[];
  url: string;
}

export function articleLd(base: string, a: ArticleLdInput): MetaDescriptor {
  return ldJson({
    "@type": "Article",
    headline: a.title,
    description: a.lead,
    ...(a.image ? { image: [a.image] } : {}),
    datePublished: a.published_at,
    dateModified: a.updated_at,
    author: { "@type": "Person", name: a.author },
    publisher: { "@type": "Organization", name: "RigMarket", url: `${base}/` },
    inLanguage: a.language,
    articleSection: a.section,
    keywords: a.tags.join(", "),
    mainEntityOfPage: { "@type": "WebPage", "@id": a.url },
  });
}
