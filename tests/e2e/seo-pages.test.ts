/**
 * Issue 22's search-engine readiness, page by page, on the demo data in both languages: every
 * public page has its own title and description (no two pages of a language share one), a
 * canonical URL and hreflang alternates, Open Graph and Twitter card tags; product and company
 * pages point at their generated share image (which answers a 1200×630 PNG); and every JSON-LD
 * block is valid for its schema.org type (src/common/seo/schema-org-check.ts): Product with Offer
 * and AggregateRating, Organization, BreadcrumbList, Article.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { checkStructuredData } from "../../src/common/seo/schema-org-check.ts";
import { baseUrl } from "./browser.ts";
import { apiJson, rawRequest } from "./journey-api.ts";

interface Head {
  title: string;
  description: string;
  canonical: string;
  hreflang: Record<string, string>;
  meta: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const attr = (tag: string, name: string) => decode(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? "");

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta [^>]+>/g)) {
    const key = attr(tag, "property") || attr(tag, "name");
    if (key && !(key in meta)) meta[key] = attr(tag, "content");
  }
  const hreflang: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<link rel="alternate" [^>]+>/g)) {
    if (attr(tag, "hrefLang")) hreflang[attr(tag, "hrefLang")] = attr(tag, "href");
  }
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: meta.description ?? "",
    canonical: attr(/<link rel="canonical"[^>]*>/.exec(head)?.[0] ?? "", "href"),
    hreflang,
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
    ),
  };
}

async function head(path: string): Promise<Head> {
  const res = await rawRequest("GET", path, { headers: { "user-agent": "Mozilla/5.0 Chrome/156" } });
  expect(res.status, path).toBe(200);
  return headOf(res.body);
}

let paths: string[] = [];
let productPath = "";
let companyPath = "";
beforeAll(async () => {
  const products = await apiJson<{
    results: { sku: string; price_from: number | null; model: { id: number } | null }[];
  }>("GET", "/api/search/products/?page_size=20");
  const services = await apiJson<{ results: { id: number }[] }>("GET", "/api/search/services/?page_size=1");
  const companies = await apiJson<{ results: { id: number }[] }>("GET", "/api/sellers/?page_size=1");
  const articles = await apiJson<{ results: { slug: string }[] }>("GET", "/api/blog/articles/?page_size=1");
  const withModel = products.results.find((p) => p.model);
  productPath = `/product/${products.results.find((p) => p.price_from !== null)?.sku}`;
  companyPath = `/company/${companies.results[0]?.id}`;
  paths = [
    "/",
    "/marketplace",
    "/products-catalog",
    "/services-catalog",
    "/companies-catalog",
    productPath,
    `/model/${withModel?.model?.id}`,
    `/service/${services.results[0]?.id}`,
    companyPath,
    "/calculators-and-widgets",
    "/pulse",
    "/handbook",
    `/pulse/articles/${articles.results[0]?.slug}`,
    "/about-the-service",
    "/advertisment",
    "/feedback",
    "/newsletter",
    "/privacy-policy",
    "/terms",
  ];
});

describe("head of every public page", () => {
  for (const lang of ["en", "fr"] as const) {
    it(`has its own title and description, canonical, hreflang, Open Graph and Twitter tags (${lang})`, async () => {
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const path of paths) {
        const url = lang === "fr" ? (path === "/" ? "/fr" : `/fr${path}`) : path;
        const h = await head(url);
        expect(h.title.length, url).toBeGreaterThan(10);
        expect(h.description.length, url).toBeGreaterThan(40);
        expect(titles.get(h.title), `${url} has the title of ${titles.get(h.title)}`).toBeUndefined();
        expect(
          descriptions.get(h.description),
          `${url} has the description of ${descriptions.get(h.description)}`,
        ).toBeUndefined();
        titles.set(h.title, url);
        descriptions.set(h.description, url);
        expect(new URL(h.canonical).pathname, url).toBe(url);
        expect(Object.keys(h.hreflang).sort(), url).toEqual(["en", "fr", "x-default"]);
        expect(h.meta["og:title"], url).toBe(h.title);
        expect(h.meta["og:locale"], url).toBe(lang === "fr" ? "fr_FR" : "en_US");
        expect(h.meta["twitter:card"], url).toMatch(/^summary(_large_image)?$/);
        expect(h.meta.robots ?? "", url).not.toMatch(/noindex/);
        for (const block of h.jsonLd)
          expect(checkStructuredData(block), `${url} ${JSON.stringify(block)}`).toEqual([]);
      }
    });
  }
});

describe("structured data and share images", () => {
  const types = (h: Head) => h.jsonLd.map((b) => b["@type"]);

  it("a product page: Product with its offer, a breadcrumb trail, and its generated 1200×630 image", async () => {
    const h = await head(productPath);
    expect(types(h)).toEqual(["Product", "BreadcrumbList"]);
    const product = h.jsonLd[0] as { offers?: { priceCurrency: string }; name: string };
    expect(product.offers?.priceCurrency).toBe("USD");
    const image = h.meta["og:image"] ?? "";
    expect(new URL(image).pathname).toMatch(/^\/og\/product\/.+\.png$/);
    expect(h.meta["twitter:image"]).toBe(image);
    expect([h.meta["og:image:width"], h.meta["og:image:height"]]).toEqual(["1200", "630"]);
    const png = await fetch(image.replace(/^https?:\/\/[^/]+/, new URL(baseUrl()).origin));
    expect(png.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it("a company page: Organization and a breadcrumb trail, with its share image", async () => {
    const h = await head(companyPath);
    expect(types(h)).toEqual(["Organization", "BreadcrumbList"]);
    expect(new URL(h.meta["og:image"] ?? "").pathname).toMatch(/^\/og\/company\/\d+\.png$/);
  });

  it("the landing page names the marketplace as an Organization; an article keeps Article and its trail", async () => {
    expect(types(await head("/"))).toEqual(["Organization"]);
    expect(types(await head(paths[12] ?? ""))).toEqual(["Article", "BreadcrumbList"]);
  });
});
