import { describe, expect, it } from "vitest";
import type { ArticleSummary } from "../../../common/api/blog.ts";
import { buildRss, rfc822, xmlEscape } from "./rss.ts";

const article = (over: Partial<ArticleSummary>): ArticleSummary => ({
  id: 1,
  slug: "a",
  title: "Title",
  lead: "Lead",
  category: { id: 1, slug: "market", name: "Market" },
  cover: { url: "/uploads/seed/a.webp", url_2x: "/uploads/seed/a@2x.webp", width: 800, height: 420, alt: "" },
  author: { name: "Editor" },
  published_at: "2026-11-17T08:00:00.000Z",
  views: 0,
  reading_minutes: 3,
  tags: [],
  language: "en",
  fallback: false,
  ...over,
});

const channel = {
  title: "RigMarket Pulse",
  description: "News & notes",
  link: "https://rig.example/pulse",
  self: "https://rig.example/pulse/rss.xml",
  language: "en",
  articleUrl: (slug: string) => `https://rig.example/pulse/articles/${slug}`,
  absolute: (path: string) => `https://rig.example${path}`,
};

describe("the Pulse feed", () => {
  it("escapes what XML reserves and drops what it forbids", () => {
    expect(xmlEscape(`a<b>&"c'\u0001`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
  });

  it("dates items in RFC 822", () => {
    expect(rfc822("2026-11-17T08:00:00Z")).toBe("Tue, 17 Nov 2026 08:00:00 GMT");
  });

  it("lists each article with its absolute link, escaped texts and its cover", () => {
    const xml = buildRss(channel, [
      article({ slug: "b", title: "Fish & <chips>", published_at: "2026-11-20T08:00:00Z" }),
      article({ slug: "a", cover: null }),
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain("<title>Fish &amp; &lt;chips&gt;</title>");
    expect(xml).toContain("<link>https://rig.example/pulse/articles/b</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://rig.example/pulse/articles/a</guid>');
    expect(xml).toContain("<lastBuildDate>Fri, 20 Nov 2026 08:00:00 GMT</lastBuildDate>");
    expect(xml).toContain('<enclosure url="https://rig.example/uploads/seed/a.webp"');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml.match(/<enclosure /g)).toHaveLength(1);
    expect(xml).toContain("<description>News &amp; notes</description>");
  });
});
