/**
 * A checker of the schema.org data the pages carry (issue 22), by type: the properties Google's
 * rich results require of it and the value each must have (schema.org's expected types: a Text, a
 * Number, a URL, a Date, one of an enumeration's URLs, or a nested typed object, itself checked).
 * It answers the list of problems, each with its path ("Product.offers.price: …"); none = valid.
 * Used by the tests on every page that has JSON-LD (tests/e2e/seo-pages.test.ts).
 */
type Json = Record<string, unknown>;
type Check = (value: unknown) => string | null;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

const text: Check = (v) => (typeof v === "string" && v.trim() !== "" ? null : "must be a non-empty text");
const number: Check = (v) =>
  (typeof v === "number" && Number.isFinite(v)) || (typeof v === "string" && /^\d+(\.\d+)?$/.test(v))
    ? null
    : "must be a number";
const url: Check = (v) =>
  typeof v === "string" && /^https?:\/\/[^\s/]+/.test(v) ? null : "must be an absolute URL";
const date: Check = (v) =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v)
    ? null
    : "must be an ISO 8601 date";
const currency: Check = (v) =>
  typeof v === "string" && /^[A-Z]{3}$/.test(v) ? null : "must be an ISO 4217 code";
const oneOf =
  (...values: string[]): Check =>
  (v) =>
    typeof v === "string" && values.includes(v) ? null : `must be one of ${values.join(", ")}`;
const listOf =
  (check: Check): Check =>
  (v) => {
    const items = Array.isArray(v) ? v : [v];
    if (items.length === 0) return "must not be empty";
    for (const item of items) {
      const problem = check(item);
      if (problem) return problem;
    }
    return null;
  };
/** A nested object of one of `types` (checked on its own by `checkNode`). */
const typed =
  (...types: string[]): Check =>
  (v) =>
    isObject(v) && types.includes(String(v["@type"])) ? null : `must be a ${types.join(" or ")}`;
const urlOrTyped =
  (...types: string[]): Check =>
  (v) =>
    url(v) === null ? null : typed(...types)(v);

const SCHEMA = "https://schema.org/";
const AVAILABILITY = [
  "InStock",
  "OutOfStock",
  "PreOrder",
  "BackOrder",
  "LimitedAvailability",
  "Discontinued",
].map((a) => SCHEMA + a);
const CONDITION = ["NewCondition", "UsedCondition", "RefurbishedCondition", "DamagedCondition"].map(
  (c) => SCHEMA + c,
);

interface TypeRule {
  required: Record<string, Check>;
  /** At least one of these (Google: a Product needs an offer, a review or a rating). */
  oneOf?: string[];
  optional?: Record<string, Check>;
  /** A rule across properties. */
  also?: (node: Json) => string | null;
}

const ratingRange = (node: Json) => {
  const value = Number(node.ratingValue);
  const best = node.bestRating === undefined ? 5 : Number(node.bestRating);
  const worst = node.worstRating === undefined ? 1 : Number(node.worstRating);
  return value >= worst && value <= best ? null : `ratingValue ${value} is outside ${worst}..${best}`;
};

export const RULES: Record<string, TypeRule> = {
  Product: {
    required: { name: text },
    oneOf: ["offers", "review", "aggregateRating"],
    optional: {
      description: text,
      sku: text,
      mpn: text,
      image: listOf(url),
      url: url,
      category: text,
      brand: typed("Brand", "Organization"),
      offers: listOf(typed("Offer", "AggregateOffer")),
      review: listOf(typed("Review")),
      aggregateRating: typed("AggregateRating"),
    },
  },
  Brand: { required: { name: text } },
  Offer: {
    required: { price: number, priceCurrency: currency },
    optional: {
      availability: oneOf(...AVAILABILITY),
      itemCondition: oneOf(...CONDITION),
      url: url,
      seller: typed("Organization", "Person"),
      priceValidUntil: date,
    },
  },
  AggregateOffer: {
    required: { lowPrice: number, priceCurrency: currency },
    optional: {
      highPrice: number,
      offerCount: number,
      priceValidUntil: date,
      availability: oneOf(...AVAILABILITY),
      itemCondition: oneOf(...CONDITION),
      url: url,
      seller: typed("Organization", "Person"),
    },
    also: (n) =>
      n.highPrice === undefined || Number(n.highPrice) >= Number(n.lowPrice) ? null : "highPrice < lowPrice",
  },
  AggregateRating: {
    required: { ratingValue: number },
    oneOf: ["reviewCount", "ratingCount"],
    optional: { reviewCount: number, ratingCount: number, bestRating: number, worstRating: number },
    also: ratingRange,
  },
  Review: {
    required: { author: typed("Person", "Organization"), reviewRating: typed("Rating") },
    optional: { datePublished: date, reviewBody: text },
  },
  Rating: {
    required: { ratingValue: number },
    optional: { bestRating: number, worstRating: number },
    also: ratingRange,
  },
  Person: { required: { name: text } },
  Organization: {
    required: { name: text, url: url },
    optional: {
      legalName: text,
      logo: urlOrTyped("ImageObject"),
      description: text,
      telephone: text,
      address: typed("PostalAddress"),
      sameAs: listOf(url),
      aggregateRating: typed("AggregateRating"),
    },
  },
  PostalAddress: {
    required: { addressCountry: text },
    optional: { streetAddress: text, addressLocality: text },
  },
  BreadcrumbList: {
    required: { itemListElement: listOf(typed("ListItem")) },
    also: (n) => {
      const items = n.itemListElement as Json[];
      return items.every((item, i) => item.position === i + 1) ? null : "positions must run 1, 2, 3…";
    },
  },
  ListItem: { required: { position: number, name: text, item: url } },
  Article: {
    required: { headline: text, datePublished: date, author: listOf(typed("Person", "Organization")) },
    optional: {
      image: listOf(url),
      dateModified: date,
      description: text,
      publisher: typed("Organization"),
      inLanguage: text,
      articleSection: text,
      keywords: (v) => (typeof v === "string" ? null : "must be a text"),
      mainEntityOfPage: typed("WebPage"),
    },
    also: (n) => (String(n.headline).length <= 110 ? null : "headline longer than 110 characters"),
  },
  WebPage: { required: { "@id": url } },
  ImageObject: { required: { url: url } },
};

function checkNode(node: Json, path: string, problems: string[]) {
  const type = String(node["@type"] ?? "");
  const rule = RULES[type];
  if (!rule) {
    problems.push(`${path}: unknown @type ${JSON.stringify(node["@type"])}`);
    return;
  }
  const here = `${path}${path ? "." : ""}${type}`;
  for (const prop of Object.keys(rule.required)) {
    if (node[prop] === undefined) problems.push(`${here}.${prop}: required`);
  }
  if (rule.oneOf && !rule.oneOf.some((p) => node[p] !== undefined)) {
    problems.push(`${here}: needs one of ${rule.oneOf.join(", ")}`);
  }
  const known = { ...rule.required, ...rule.optional };
  for (const [prop, value] of Object.entries(node)) {
    if (prop === "@type" || prop === "@context" || value === undefined) continue;
    const check = known[prop];
    if (!check) {
      problems.push(`${here}.${prop}: not a property we expect on ${type}`);
      continue;
    }
    const problem = check(value);
    if (problem) problems.push(`${here}.${prop}: ${problem}`);
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isObject(child) && child["@type"]) checkNode(child, `${here}.${prop}`, problems);
    }
  }
  const extra = rule.also?.(node);
  if (extra && !problems.some((p) => p.startsWith(here))) problems.push(`${here}: ${extra}`);
}

/** The problems of one JSON-LD block (a top-level object with "@context": "https://schema.org"). */
export function checkStructuredData(data: unknown): string[] {
  if (!isObject(data)) return ["not an object"];
  const problems: string[] = [];
  if (data["@context"] !== "https://schema.org") problems.push('@context must be "https://schema.org"');
  checkNode(data, "", problems);
  return problems;
}
