/**
 * The generated share images of product and company pages (issue 22, docs/decisions/054):
 * /og/product/{sku}.png and /og/company/{id}.png, 1200×630. Their address carries a version made of
 * what the image shows, so a changed listing gets a new address (and a new image) while an
 * unchanged one is cached for a year by browsers, CDNs and the sites that show previews.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** A short hash (FNV-1a, base 36) of the parts an image is drawn from. */
export function ogVersion(parts: readonly (string | number | null | undefined)[]): string {
  let h = 0x811c9dc5;
  for (const ch of parts.map((p) => String(p ?? "")).join("\u0001")) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** What a product's image shows: its name, price, company and photo. */
export interface ProductOgFields {
  sku: string;
  name: string;
  price_from: number | null;
  price_to: number | null;
  currency: string;
  seller: { company_name: string };
  main_photo: { url: string } | null;
}

/** What a company's image shows: its name, place, logo and number of products. */
export interface CompanyOgFields {
  id: number;
  company_name: string;
  place: string;
  logo_url: string;
  products_count: number;
}

export function productOgVersion(p: ProductOgFields): string {
  return ogVersion([p.name, p.price_from, p.price_to, p.currency, p.seller.company_name, p.main_photo?.url]);
}

export function companyOgVersion(c: CompanyOgFields): string {
  return ogVersion([c.company_name, c.place, c.logo_url, c.products_count]);
}

export function productOgPath(p: ProductOgFields): string {
  return `/og/product/${encodeURIComponent(p.sku)}.png?v=${productOgVersion(p)}`;
}

export function companyOgPath(c: CompanyOgFields): string {
  return `/og/company/${c.id}.png?v=${companyOgVersion(c)}`;
}
