/**
 * The sitemap files' XML (sitemaps.org 0.9, with Google's xhtml:link alternates): every page in
 * English (no prefix) and French (/fr), each naming both and x-default (the English one), as the
 * pages' own hreflang links do (docs/decisions/005).
 */
const LOCALE_PREFIXES = [
  ["en", ""],
  ["fr", "/fr"],
] as const;

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = "</urlset>\n";

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );
}

/** A site path in a locale: "/" in French is "/fr". */
export function localized(path: string, prefix: string): string {
  return prefix && path === "/" ? prefix : `${prefix}${path}`;
}

/** The two `<url>` entries (English and French) of one page. `lastmod`: W3C date-time or null. */
export function urlEntries(base: string, path: string, lastmod: string | null): string {
  const alternates = LOCALE_PREFIXES.map(
    ([lang, prefix]) =>
      `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(base + localized(path, prefix))}"/>`,
  ).join("");
  const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + path)}"/>`;
  const mod = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  return LOCALE_PREFIXES.map(
    ([, prefix]) =>
      `<url><loc>${escapeXml(base + localized(path, prefix))}</loc>${mod}${alternates}${xDefault}</url>\n`,
  ).join("");
}

/** The sitemap index: one `<sitemap>` per file. */
export function sitemapIndex(base: string, files: string[]): string {
  const entries = files.map((f) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${f}`)}</loc></sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`;
}
