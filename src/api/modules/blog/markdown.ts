/**
 * Articles' Markdown to HTML, on the server (docs/decisions/044): markdown-it with raw HTML off (a
 * `<script>` in the text comes out as text) and its link check (no `javascript:`, `vbscript:`,
 * `file:` or non-image `data:` links), then sanitize-html with a short list of tags and attributes
 * as a second line of defence. Headings get ids (the table of contents' anchors); a `#` heading
 * becomes a section (h2), since the page's h1 is the article's title.
 */
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import type { TocEntry } from "../../../common/api/blog.ts";
import { WORDS_PER_MINUTE } from "../../../common/api/blog.ts";

type Token = ReturnType<MarkdownIt["parse"]>[number];

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });

/** A heading's anchor: lower-case ASCII words joined by hyphens ("Coût à l'arrivée" -> "cout-a-l-arrivee"). */
export function headingId(text: string): string {
  const id = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return id || "section";
}

/** Gives every heading an id (unique in the article) and collects the sections and subsections. */
function numberHeadings(tokens: Token[]): TocEntry[] {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i];
    if (open?.type !== "heading_open") continue;
    const close = tokens.slice(i).find((t) => t.type === "heading_close");
    if (open.tag === "h1") {
      open.tag = "h2";
      if (close) close.tag = "h2";
    }
    const text = (tokens[i + 1]?.children ?? [])
      .filter((t) => t.type === "text" || t.type === "code_inline")
      .map((t) => t.content)
      .join("")
      .trim();
    const base = headingId(text);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const id = n === 1 ? base : `${base}-${n}`;
    open.attrSet("id", id);
    const level = Number(open.tag.slice(1));
    if (level <= 3) toc.push({ id, text, level });
  }
  return toc;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "s",
    "code",
    "pre",
    "blockquote",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "loading"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    h5: ["id"],
    h6: ["id"],
    ol: ["start"],
    th: ["style"],
    td: ["style"],
  },
  allowedStyles: {
    th: { "text-align": [/^(left|right|center)$/] },
    td: { "text-align": [/^(left|right|center)$/] },
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  transformTags: {
    // Links that leave the site are not endorsed and do not learn where the reader came from.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:\/\//i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener noreferrer nofollow" }
        : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

export interface RenderedArticle {
  html: string;
  toc: TocEntry[];
}

/** Markdown to sanitised HTML, with the table of contents (headings up to level 3). */
export function renderMarkdown(source: string): RenderedArticle {
  const env = {};
  const tokens = markdown.parse(source, env);
  const toc = numberHeadings(tokens);
  const html = sanitizeHtml(markdown.renderer.render(tokens, markdown.options, env), SANITIZE);
  return { html, toc };
}

/** Minutes to read `words` words at WORDS_PER_MINUTE, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
