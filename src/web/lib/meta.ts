import type { MetaDescriptor } from "react-router";
import type { Translator } from "../i18n/translator.ts";

/** Title, description and their Open Graph twins for a page. `title` gets the " | RigMarket" suffix. */
export function pageMeta(
  t: Translator,
  opts: { title: string; description: string; suffix?: boolean; image?: string | null; type?: string },
): MetaDescriptor[] {
  const title = opts.suffix === false ? opts.title : t("meta.titleSuffix", { title: opts.title });
  const description =
    opts.description.length > 300 ? `${opts.description.slice(0, 297).trimEnd()}…` : opts.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: "RigMarket" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: opts.type ?? "website" },
    { property: "og:locale", content: t.locale === "fr" ? "fr_FR" : "en_US" },
  ];
  if (opts.image) tags.push({ property: "og:image", content: opts.image });
  return tags;
}
