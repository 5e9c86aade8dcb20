/**
 * The RSS 2.0 feed of Pulse (issue 19): the newest public articles with absolute links, dates in
 * RFC 822 (`toUTCString`, which is RFC 7231's IMF-fixdate: an RFC 822 date with a 4-digit year),
 * every text XML-escaped. Pure: the route (routes/pulse-rss.ts) gives it the articles.
 */
import type { ArticleSummary } from "../../../common/api/blog.ts";

/** Escapes the five characters XML reserves, and drops characters XML 1.0 forbids. */
export function xmlEscape(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** An RFC 822 date (e.g. "Tue, 17 Nov 2026 08:00:00 GMT"). */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

export interface RssChannel {
  title: string;
  description: string;
  /** Absolute URL of the list page (/pulse or /fr/pulse). */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  /** "en" or "fr". */
  language: string;
  /** Absolute URL of an article page from its slug. */
  articleUrl: (slug: string) => string;
  /** Absolute URL of a site path (covers). */
  absolute: (path: string) => string;
}

export function buildRss(channel: RssChannel, articles: ArticleSummary[]): string {
  const items = articles.map((a) => {
    const url = channel.articleUrl(a.slug);
    const cover = a.cover
      ? `\n      <enclosure url="${xmlEscape(channel.absolute(a.cover.url))}" length="0" type="image/webp"/>`
      : "";
    return `    <item>
      <title>${xmlEscape(a.title)}</title>
      <link>${xmlEscape(url)}</link>
      <guid isPermaLink="true">${xmlEscape(url)}</guid>
      <description>${xmlEscape(a.lead)}</description>
      <pubDate>${rfc822(a.published_at)}</pubDate>
      <category>${xmlEscape(a.category.name)}</category>
      <dc:creator>${xmlEscape(a.author.name)}</dc:creator>${cover}
    </item>`;
  });
  const newest = articles[0]?.published_at;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(channel.title)}</title>
    <link>${xmlEscape(channel.link)}</link>
    <description>${xmlEscape(channel.description)}</description>
    <language>${xmlEscape(channel.language)}</language>
    <atom:link href="${xmlEscape(channel.self)}" rel="self" type="application/rss+xml"/>${newest ? `\n    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : ""}
${items.join("\n")}
  </channel>
</rss>
`;
}
