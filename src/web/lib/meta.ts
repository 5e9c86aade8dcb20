import type { MetaDescriptor } from "react-router";
import type { Translator } from "../i18n/translator.ts";

/** The site's address from the root loader's data (the pages' meta functions get the matches). */
export function publicUrlOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined;
  return (root?.publicUrl ?? "").replace(/\/+$/, "");
}

/** An absolute URL of a site path (media URLs may already be absolute, on a bucket's CDN). */
export function absoluteUrl(base: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${base}${path}`;
}

export interface PageMetaOptions {
  title: string;
  description: string;
  suffix?: boolean;
  /** An absolute image URL for link previews (Open Graph, Twitter card). */
  image?: string | null;
  imageAlt?: string;
  imageSize?: { width: number; height: number };
  type?: string;
  /** The page's absolute URL (og:url). */
  url?: string;
}

function imageTags(opts: PageMetaOptions, title: string): MetaDescriptor[] {
  if (!opts.image) return [{ name: "twitter:card", content: "summary" }];
  return [
    { property: "og:image", content: opts.image },
    ...(opts.imageSize
      ? [
          { property: "og:image:width", content: String(opts.imageSize.width) },
          { property: "og:image:height", content: String(opts.imageSize.height) },
        ]
      : []),
    { property: "og:image:alt", content: opts.imageAlt ?? title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: opts.image },
    { name: "twitter:image:alt", content: opts.imageAlt ?? title },
  ];
}

/**
 * Title, description and their Open Graph and Twitter card twins for a page. `title` gets the
 * " | RigMarket" suffix.
 */
export function pageMeta(t: Translator, opts: PageMetaOptions): MetaDescriptor[] {
  const title = opts.suffix === false ? opts.title : t("meta.titleSuffix", { title: opts.title });
  const description =
    opts.description.length > 300 ? `${opts.description.slice(0, 297).trimEnd()}…` : opts.description;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: "RigMarket" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: opts.type ?? "website" },
    { property: "og:locale", content: t.locale === "fr" ? "fr_FR" : "en_US" },
    ...(opts.url ? [{ property: "og:url", content: opts.url }] : []),
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...imageTags(opts, title),
  ];
}
