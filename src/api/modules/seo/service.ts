/**
 * Search-engine readiness (issue 22): the sitemap files, robots.txt and the share images of product
 * and company pages. An image is drawn once per version of what it shows (src/common/seo/og.ts),
 * then stored with the media and held in memory within a budget of bytes (stored-images.ts,
 * docs/decisions/071), so its address can be cached for a year.
 */
import type { Locale } from "../../../common/i18n/index.ts";
import {
  type CompanyOgFields,
  companyOgVersion,
  type ProductOgFields,
  productOgVersion,
} from "../../../common/seo/og.ts";
import type { Database } from "../../db/client.ts";
import { mediaKey, type Storage } from "../../infra/storage.ts";
import type { CatalogService } from "../catalog/service.ts";
import { createSellersService } from "../sellers/service.ts";
import { type OgCard, renderOgCard } from "./og-image.ts";
import { createSitemaps, type SitemapOptions } from "./sitemap.ts";
import type { ShareImages } from "./stored-images.ts";

export interface SeoDeps {
  database: Database;
  catalog: CatalogService;
  media: Storage;
  /** Where the drawn images are held and stored (stored-images.ts). */
  images: ShareImages;
  publicUrl: string;
  sitemap?: SitemapOptions;
}

/** The images' text is in English: one image serves both languages' pages. */
const IMAGE_LOCALE: Locale = "en";

export function priceLine(p: Pick<ProductOgFields, "price_from" | "price_to" | "currency">): string {
  if (p.price_from === null) return "Price on request";
  const fmt = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: p.currency,
    maximumFractionDigits: 0,
  });
  return p.price_to !== null && p.price_to !== p.price_from
    ? `${fmt.format(p.price_from)} – ${fmt.format(p.price_to)}`
    : fmt.format(p.price_from);
}

export function companyOgFields(c: {
  id: number;
  company_name: string;
  city: { name: string } | null;
  country: { name: string } | null;
  logo_url: string;
  products_count: number;
}): CompanyOgFields {
  const place = [c.city?.name, c.country?.name].filter(Boolean).join(", ");
  return {
    id: c.id,
    company_name: c.company_name,
    place,
    logo_url: c.logo_url,
    products_count: c.products_count,
  };
}

export function createSeoService(deps: SeoDeps) {
  const sellers = createSellersService(deps.database);
  const picture = async (url: string | null | undefined) => {
    const key = mediaKey(url);
    return key ? deps.media.get(key) : undefined;
  };

  async function draw(card: Omit<OgCard, "picture">, url: string | null | undefined) {
    return renderOgCard({ ...card, picture: await picture(url) });
  }

  return {
    sitemaps: createSitemaps(deps.database, deps.publicUrl, deps.sitemap),

    /** The product's image and its current version (the caller compares it with the address's). */
    async productImage(sku: string) {
      const p = await deps.catalog.getProduct(sku, IMAGE_LOCALE);
      const version = productOgVersion(p);
      const png = await deps.images.image({ kind: "product", id: p.id, locale: IMAGE_LOCALE, version }, () =>
        draw(
          { title: p.name, highlight: priceLine(p), detail: p.seller.company_name, fit: "cover" },
          p.main_photo?.url,
        ),
      );
      return { png, version };
    },

    async companyImage(id: number) {
      const c = companyOgFields(await sellers.profile(id, IMAGE_LOCALE));
      const version = companyOgVersion(c);
      const detail = `${c.products_count} ${c.products_count === 1 ? "product" : "products"} on RigMarket`;
      const png = await deps.images.image({ kind: "company", id, locale: IMAGE_LOCALE, version }, () =>
        draw({ title: c.company_name, highlight: c.place, detail, fit: "contain" }, c.logo_url),
      );
      return { png, version };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
