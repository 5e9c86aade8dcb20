/**
 * The site's own pages named in a chat message, as links (issue 30, docs/decisions/061): the
 * order steps' notices end with their page ("/orders/requests/5"), and members may name a page
 * too. Only a path of this site is a link: it starts with one "/" (never "//" nor "/\", which a
 * browser reads as another host) after the start of the text, a space or "(", and holds only
 * path characters; a scheme (javascript:, https://…) never makes a link. The text is never read
 * as HTML: the parts are rendered as text and links by React.
 */
export type TextPart = { text: string } | { path: string };

/** A path of this site: "/" then path characters, not a second "/" or "\" first. */
const SITE_PATH = /(^|[\s(])(\/(?![/\\])[A-Za-z0-9\-._~%/?=&#+]*)/g;
/** Punctuation that ends a sentence rather than the path. */
const TRAILING = /[.,;:!?)]+$/;

export function splitSiteLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const lead = match[1] ?? "";
    const path = (match[2] ?? "").replace(TRAILING, "");
    if (path.length < 2) continue;
    const start = (match.index ?? 0) + lead.length;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ path });
    last = start + path.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
